/**
 * Group commit: writes that arrive in the same turn of the event loop share one
 * transaction, so one fsync covers them all. With synchronous=FULL each commit
 * waits for the disk; under load that wait, not SQLite, is the cost of a contact
 * message (scripts/load-contact.mjs). Every caller still gets its answer only
 * after its row is durably committed, and a row that fails (a CHECK constraint)
 * fails alone: the batch is retried row by row, each row in its own transaction
 * (see write.ts: a write outside one can report success for a failed commit).
 */
import type { DB } from './index.ts';
import { committedWrite } from './write.ts';

/** Most rows in one transaction (bounds how long one commit blocks the loop). */
const MAX_BATCH = 256;

/** A function that queues `write(args)` and resolves with its result once committed. */
export function createBatchedWriter<A, R>(db: DB, write: (args: A) => R): (args: A) => Promise<R> {
  let queue: Array<{ args: A; resolve: (r: R) => void; reject: (e: unknown) => void }> = [];
  let scheduled = false;

  const runAll = committedWrite(db, (items: typeof queue) => items.map((item) => write(item.args)));
  // Each row on its own still commits explicitly, so a failed commit is an error, never a silent "saved".
  const runOne = committedWrite(db, write);

  function flush() {
    scheduled = false;
    while (queue.length > 0) {
      const batch = queue.slice(0, MAX_BATCH);
      queue = queue.slice(MAX_BATCH);
      let results: R[] | null = null;
      try {
        results = runAll(batch);
      } catch {
        results = null;
      }
      if (results) {
        batch.forEach((item, i) => item.resolve(results![i]!));
        continue;
      }
      // Something in the batch failed and the transaction rolled back: write one by one.
      for (const item of batch) {
        try {
          item.resolve(runOne(item.args));
        } catch (err) {
          item.reject(err);
        }
      }
    }
  }

  return (args: A) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ args, resolve, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(flush);
      }
    });
}
