/** The contact writer thread: every write acknowledged is a committed row; a bad row fails alone. */
import { afterEach, beforeEach, expect, test } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDatabase, type DB } from './index.ts';
import { inProcessContactWriter, threadedContactWriter } from './contact-writer.ts';

let dir: string;
let db: DB;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-writer-test-'));
  db = openDatabase(path.join(dir, 'db.sqlite'));
});
afterEach(() => {
  db.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const row = (i: number) => ({ name: `N${i}`, email: `n${i}@example.org`, subject: 'general', message: `M${i}`, createdAt: new Date(0).toISOString() });

test.each([
  ['a worker thread', () => threadedContactWriter(path.join(dir, 'db.sqlite'))],
  ['in process', () => inProcessContactWriter(db)],
])('%s: 500 concurrent writes give 500 distinct ids and 500 rows', async (_name, make) => {
  const writer = make();
  const ids = await Promise.all(Array.from({ length: 500 }, (_, i) => writer.write(row(i))));
  expect(new Set(ids).size).toBe(500);
  expect(db.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 500 });
  await writer.close();
});

test('a row that breaks a CHECK fails alone; the others in its batch are kept', async () => {
  const writer = threadedContactWriter(path.join(dir, 'db.sqlite'));
  const results = await Promise.allSettled([writer.write(row(1)), writer.write({ ...row(2), subject: 'nonsense' }), writer.write(row(3))]);
  expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
  expect(db.prepare('SELECT name FROM contact_submissions ORDER BY id').all()).toEqual([{ name: 'N1' }, { name: 'N3' }]);
  await writer.close();
  await expect(writer.write(row(4))).rejects.toThrow(/shutting down/);
});
