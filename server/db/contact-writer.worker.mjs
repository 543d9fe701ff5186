/**
 * The contact writer's thread (see contact-writer.ts). Plain JavaScript so it
 * runs the same under tsx, Vitest and plain Node. Messages that arrive while a
 * commit is waiting for the disk are written together by the next commit.
 */
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { fileMustExist: true });
db.pragma('journal_mode = WAL');
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
const insert = db.prepare('INSERT INTO contact_submissions (name, email, subject, message, created_at, language) VALUES (?, ?, ?, ?, ?, ?) RETURNING id');
const insertOne = (r) => insert.get(r.name, r.email, r.subject, r.message, r.createdAt, r.language ?? 'en').id;
// Every write is an explicit transaction whose COMMIT throws when it fails (a
// full or failing disk). insert.get() on its own would hand back the new id and
// drop the commit's error (see write.ts), acknowledging a row that is not there.
const writeAll = db.transaction((batch) => batch.map((m) => insertOne(m.row)));
const writeOne = db.transaction(insertOne);

let queue = [];
let scheduled = false;

function flush() {
  scheduled = false;
  const batch = queue;
  queue = [];
  let results;
  try {
    const ids = writeAll.immediate(batch);
    results = batch.map((m, i) => ({ key: m.key, id: ids[i] }));
  } catch {
    // One bad row rolled the batch back: write one by one so only it fails.
    results = batch.map((m) => {
      try {
        return { key: m.key, id: writeOne.immediate(m.row) };
      } catch (err) {
        return { key: m.key, error: err instanceof Error ? err.message : String(err), code: err?.code };
      }
    });
  }
  parentPort.postMessage(results);
}

parentPort.on('message', (message) => {
  if (message === 'close') {
    db.close();
    parentPort.close();
    return;
  }
  queue.push(message);
  if (!scheduled) {
    scheduled = true;
    setImmediate(flush);
  }
});
