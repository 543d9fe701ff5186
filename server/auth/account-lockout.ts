/**
 * Where the sign-in throttle keeps each account's untrusted failures (login-throttle.ts;
 * docs/product.md §11 "Sign-in throttling"). The account lock-out is what stops guessing
 * from many addresses (OWASP Authentication Cheat Sheet "Account Lockout"), so it is kept
 * apart from the per-address lists: in SQLite (migration 006), where no flood of other
 * keys can push it out and a restart keeps it. Rows older than the window are deleted
 * once a minute.
 */
import type { DB } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { isStorageFailure } from '../db/write.ts';

/** An account's failures within the window. */
export interface AccountFailureStore {
  /** Times (unix ms) of the account's failures after `t` − window, oldest first. */
  live(account: string, t: number): number[];
  /** Record a failure at `t`; the function returned gives it back (a right password). */
  add(account: string, t: number): () => void;
}

/** In memory (unit tests, and where the disk will not take a row); nothing is dropped but expired entries. */
export function memoryAccountFailures(windowMs: number): AccountFailureStore {
  const map = new Map<string, number[]>();
  let sweptAt = 0;
  const live = (account: string, t: number) => {
    const kept = (map.get(account) ?? []).filter((at) => t - at < windowMs);
    if (kept.length === 0) map.delete(account);
    else map.set(account, kept);
    return kept;
  };
  return {
    live,
    add(account, t) {
      if (t - sweptAt >= 60_000) {
        sweptAt = t;
        for (const key of [...map.keys()]) live(key, t);
      }
      const list = live(account, t);
      list.push(t);
      map.set(account, list);
      return () => {
        const current = map.get(account);
        const i = current ? current.lastIndexOf(t) : -1;
        if (current && i !== -1) current.splice(i, 1);
      };
    },
  };
}

/** In SQLite's sign_in_account_failures; a row the disk will not take is kept in memory instead (and logged). */
export function sqliteAccountFailures(db: DB, options: { windowMs: number; logger: Logger }): AccountFailureStore {
  const { windowMs, logger } = options;
  // These rows are written with synchronous=NORMAL: in WAL mode a commit then waits for no
  // fsync, so a flood of failures never holds the event loop on the disk (each commit is
  // still atomic; a power cut may forget the last moments' rows, which only lets someone in
  // sooner). The connection's own setting is put back at once.
  const usual = db.pragma('synchronous', { simple: true }) as number;
  const light = <T>(write: () => T): T => {
    db.pragma('synchronous = NORMAL');
    try {
      return write();
    } finally {
      db.pragma(`synchronous = ${usual}`);
    }
  };
  const insert = db.prepare<[string, number]>('INSERT INTO sign_in_account_failures (account, at_ms) VALUES (?, ?)');
  const remove = db.prepare<[number | bigint]>('DELETE FROM sign_in_account_failures WHERE id = ?');
  const select = db.prepare<[string, number], { at_ms: number }>('SELECT at_ms FROM sign_in_account_failures WHERE account = ? AND at_ms > ? ORDER BY at_ms');
  const prune = db.prepare<[number]>('DELETE FROM sign_in_account_failures WHERE at_ms <= ?');
  const fallback = memoryAccountFailures(windowMs);
  let prunedAt = 0;

  return {
    live(account, t) {
      const stored = select.all(account, t - windowMs).map((r) => r.at_ms);
      const unstored = fallback.live(account, t);
      return unstored.length === 0 ? stored : [...stored, ...unstored].sort((a, b) => a - b);
    },
    add(account, t) {
      if (t - prunedAt >= 60_000) {
        prunedAt = t;
        try {
          light(() => prune.run(t - windowMs));
        } catch (err) {
          if (!isStorageFailure(err)) throw err;
        }
      }
      try {
        const id = light(() => insert.run(account, t).lastInsertRowid);
        return () => {
          try {
            light(() => remove.run(id));
          } catch (err) {
            // Not given back: the failure stays counted, which only ever keeps someone out longer.
            if (!isStorageFailure(err)) throw err;
          }
        };
      } catch (err) {
        if (!isStorageFailure(err)) throw err;
        logger.warn('sign-in failure kept in memory: the disk would not take it', { code: (err as { code?: string }).code });
        return fallback.add(account, t);
      }
    },
  };
}
