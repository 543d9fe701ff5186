/**
 * A damaged or unwritable database is reported plainly: /api/health reads every
 * table, start-up runs quick_check and names the damaged file, and a read-only
 * folder is called read-only (not ENOENT).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { DatabaseDamagedError, ensureDataDir, openDatabase } from './index.ts';
import { seedDatabase } from './seed.ts';
import { createApp } from '../app.ts';
import { memoryLogger } from '../logger.ts';
import { makeFixtureDist, createUser, signIn, TEST_SCRYPT } from '../test-helpers.ts';
import { canMountTmpfs, mountTmpfs, skippedWithoutTmpfs } from '../test-disk.ts';

let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-health-test-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

/** A database with some messages whose contact_submissions root page is then overwritten with garbage. */
function damagedDatabase(): string {
  const file = path.join(dir, 'benefits.sqlite');
  const db = openDatabase(file);
  seedDatabase(db);
  const insert = db.prepare("INSERT INTO contact_submissions (name, email, subject, message) VALUES ('A', 'a@example.org', 'general', ?)");
  for (let i = 0; i < 50; i++) insert.run('x'.repeat(500));
  const { rootpage } = db.prepare("SELECT rootpage FROM sqlite_schema WHERE name = 'contact_submissions'").get() as { rootpage: number };
  const pageSize = db.pragma('page_size', { simple: true }) as number;
  db.close(); // checkpoints the WAL into the file
  const fd = fs.openSync(file, 'r+');
  fs.writeSync(fd, Buffer.alloc(pageSize, 0xa5), 0, pageSize, (rootpage - 1) * pageSize);
  fs.closeSync(fd);
  return file;
}

describe('a damaged database', () => {
  test('/api/health answers 503 when a table cannot be read, as the messages API fails', async () => {
    const file = damagedDatabase();
    const db = new Database(file);
    const logger = memoryLogger();
    const app = createApp({ db, distDir: makeFixtureDist(path.join(dir, 'dist')), logger, isProduction: false, scrypt: TEST_SCRYPT });
    try {
      await createUser(db, 'admin@example.org', 'correct horse battery staple');
      const cookie = await signIn(app, 'admin@example.org', 'correct horse battery staple');
      const messages = await app.request('/api/admin/messages', { headers: { Cookie: cookie } });
      expect(messages.status).toBeGreaterThanOrEqual(500);
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toEqual({ status: 'error', error: 'Database unavailable' });
      expect(logger.lines.some((l) => l.includes('health check failed') && l.includes('malformed'))).toBe(true);
    } finally {
      db.close();
    }
  });

  test('opening it fails with a sentence naming the file', () => {
    const file = damagedDatabase();
    expect(() => openDatabase(file)).toThrow(DatabaseDamagedError);
    expect(() => openDatabase(file)).toThrow(`the database file ${file} is damaged`);
  });

  test('a file that is not a database at all is named too', () => {
    const file = path.join(dir, 'benefits.sqlite');
    fs.writeFileSync(file, 'this is not a database '.repeat(200));
    expect(() => openDatabase(file)).toThrow(`the database file ${file} is damaged`);
  });

  test('the server refuses to start over it with one line naming the file', () => {
    const dataDir = path.join(dir, 'data');
    fs.mkdirSync(dataDir);
    const file = damagedDatabase();
    fs.renameSync(file, path.join(dataDir, 'benefits.sqlite'));
    const dist = makeFixtureDist(path.join(dir, 'dist'));
    let stderr = '';
    try {
      execFileSync(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: { ...process.env, DATA_DIR: dataDir, DIST_DIR: dist, PORT: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 20_000,
      });
    } catch (err) {
      stderr = String((err as { stderr: Buffer }).stderr);
    }
    const lines = stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Cannot start: the database file (\S+) is damaged \(SQLite: .+\)\. Restore it from a backup, or move it aside to start with an empty database\.$/);
    expect(lines[0]).toContain(path.join(dataDir, 'benefits.sqlite'));
  });
});

describe('a sound database', () => {
  test('/api/health reads every table and answers ok', async () => {
    const db = openDatabase(path.join(dir, 'benefits.sqlite'));
    seedDatabase(db);
    const app = createApp({ db, distDir: makeFixtureDist(path.join(dir, 'dist')), logger: memoryLogger(), isProduction: false });
    expect((await app.request('/api/health')).status).toBe(200);
    db.close();
  });
});

skippedWithoutTmpfs('a read-only folder');

describe.skipIf(!canMountTmpfs)('a read-only folder (needs permission to mount a tmpfs)', () => {
  test('DATA_DIR under a read-only parent is reported as read-only, not ENOENT', () => {
    const disk = mountTmpfs(64, { readOnly: true })!;
    try {
      const dataDir = path.join(disk.dir, 'data');
      expect(() => ensureDataDir(dataDir)).toThrow(`DATA_DIR ${dataDir} cannot be created: ${disk.dir} is on a read-only filesystem (EROFS)`);
      expect(() => ensureDataDir(path.join(disk.dir, 'a', 'b'))).toThrow(/read-only filesystem \(EROFS\)/);
      expect(() => ensureDataDir(disk.dir)).toThrow(`DATA_DIR ${disk.dir} is not writable: ${disk.dir} is on a read-only filesystem (EROFS)`);
    } finally {
      disk.unmount();
    }
  });
});
