/** npm run admin:create refuses weak passwords and changes nothing, and accepts a strong one (run as the operator runs it). */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-cli-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Run the command with `input` on standard input; resolves with its exit code and output. */
function runCli(args: string[], input: string, dataDir: string): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], { env: { ...process.env, DATA_DIR: dataDir } });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('error', reject);
    child.on('close', (status) => resolve({ status, stdout, stderr }));
    child.stdin.end(input);
  });
}

const users = (dataDir: string) => {
  const file = path.join(dataDir, 'benefits.sqlite');
  if (!fs.existsSync(file)) return [];
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT email FROM users').all();
  } finally {
    db.close();
  }
};

// The weak passwords an attack-minded review found the old rules accepted (the rules themselves are tested in auth/password-policy.test.ts).
const WEAK = ['qwertyuiopas', 'qazwsxedcrfv', '1234567890ab', 'Ab1!Ab1!Ab1!', 'benefitsteam2025'];

test('the weak passwords are refused with one plain line each, and nothing is created', async () => {
  const runs = await Promise.all(WEAK.map((password) => runCli(['--email', 'jo@benefitsteam.org'], `${password}\n`, dir)));
  for (const [i, run] of runs.entries()) {
    expect(run.status, WEAK[i]).toBe(1);
    expect(run.stderr, WEAK[i]).toMatch(/^admin:create: The password is too easy to guess\. [^\n]+ Nothing was changed\.\n$/);
  }
  expect(users(dir)).toEqual([]);
}, 120_000);

test('a strong password is accepted and the admin created', async () => {
  const run = await runCli(['--email', 'jo@benefitsteam.org'], 'tangerine kettle orbit lamp\n', dir);
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
  expect(run.stdout).toMatch(/^Created the account jo@benefitsteam\.org and made it an admin\. User id: [\w-]+\n$/);
  expect(users(dir)).toEqual([{ email: 'jo@benefitsteam.org' }]);
}, 60_000);
