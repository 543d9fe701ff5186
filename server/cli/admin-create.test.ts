/** npm run admin:create refuses weak passwords and changes nothing (run as the operator runs it). */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-cli-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function run(email: string, password: string) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', '--email', email], {
    input: `${password}\n`,
    env: { ...process.env, DATA_DIR: dir },
    encoding: 'utf8',
    timeout: 30_000,
  });
}

// One run only (starting the command takes a second or two); the rules themselves are tested in auth/password-policy.test.ts.
test('password1234 is refused with one line and nothing is created', () => {
  const common = run('sam@example.org', 'password1234');
  expect(common.status).toBe(1);
  expect(common.stderr).toMatch(/^admin:create: the password must not be a common password .*; nothing was changed\n$/);
  const file = path.join(dir, 'benefits.sqlite');
  if (fs.existsSync(file)) {
    const db = new Database(file, { readonly: true });
    expect(db.prepare('SELECT count(*) AS n FROM users').get()).toEqual({ n: 0 });
    db.close();
  }
}, 60_000);
