/**
 * Writes that either commit or fail. A statement run outside a transaction
 * commits when it finishes, and better-sqlite3's `.get()` on `INSERT/UPDATE …
 * RETURNING` hands back the row after the first step and then resets the
 * statement, so the commit happens during that reset and its error (SQLITE_FULL
 * on a full disk, SQLITE_IOERR on a failing one) is never seen: the caller is
 * told "saved" about a row that never reached the disk. An explicit transaction
 * ends with its own COMMIT statement, which throws. So every write the server
 * acknowledges goes through `committedWrite` (or `db.transaction`).
 *
 *   const setAmount = committedWrite(db, (id: string, amount: number) => update.get(amount, id));
 *   try { row = setAmount(id, amount) } catch (err) { if (isStorageFailure(err)) → 503 }
 */
import type { DB } from './index.ts';

/**
 * Wrap `fn` so that each call runs inside one transaction (BEGIN IMMEDIATE, so
 * the write lock is taken up front and waits out busy_timeout rather than
 * failing half-way). It returns only after the COMMIT succeeded; a failed
 * COMMIT rolls back and throws. Nested calls become savepoints of the outer one.
 */
export function committedWrite<A extends unknown[], R>(db: DB, fn: (...args: A) => R): (...args: A) => R {
  const tx = db.transaction(fn);
  return (...args: A) => tx.immediate(...args);
}

/**
 * SQLite result codes that mean the storage, not the request, is at fault:
 * the disk is full or failing, the file went read-only or cannot be opened,
 * the file is damaged, or another writer held the lock past busy_timeout.
 * (https://www.sqlite.org/rescode.html)
 */
const STORAGE_CODES = /^SQLITE_(FULL|IOERR|READONLY|CANTOPEN|CORRUPT|NOTADB|BUSY|LOCKED|PROTOCOL|NOLFS)(_|$)/;

/** True when `err` is a SQLite error about the storage (see STORAGE_CODES). */
export function isStorageFailure(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' && STORAGE_CODES.test(code);
}

/** The SQLite code of `err`, for log lines ('SQLITE_FULL'), or 'unknown'. */
export function sqliteCode(err: unknown): string {
  const code = (err as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : 'unknown';
}

/** Seconds a client is asked to wait after a storage failure (Retry-After). */
export const STORAGE_RETRY_AFTER_SECONDS = 60;
