/**
 * The contact form's overall budget and retention (docs/product.md §9 "Contact"): however
 * many addresses send, the site stores at most 20 messages a minute and 10 MB of them a
 * day, and keeps the newest 100 MB, deleting the oldest first. Past the budget a message
 * is refused (429 with Retry-After) before it is stored, and the visitor's text stays in
 * the form. The per-address limit (5 a minute, routes/contact.ts) comes first.
 *
 * The day's messages are read from the table at the first message after a start, so a restart forgets nothing;
 * the running totals are kept in memory (one process writes contact messages' budget).
 */
import type { DB } from './index.ts';
import type { Logger } from '../logger.ts';
import { isStorageFailure, sqliteCode } from './write.ts';

/** The figures, in one place (docs/product.md §9 repeats them). */
export const CONTACT_BUDGET = {
  /** Messages stored in any one minute, from all addresses together. */
  messagesPerMinute: 20,
  /** Bytes (UTF-8, the four fields together) stored in any 24 hours. */
  bytesPerDay: 10_000_000,
  /** Bytes of messages kept; past it the oldest are deleted. About ten days of a full daily budget. */
  keptBytes: 100_000_000,
} as const;

/** The figures' type (tests use smaller ones). */
export type ContactBudgetLimits = { [K in keyof typeof CONTACT_BUDGET]: number };

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60_000;

/** A message's size as the budget counts it: the UTF-8 bytes of its four fields. */
export function messageBytes(m: { name: string; email: string; subject: string; message: string }): number {
  return Buffer.byteLength(m.name) + Buffer.byteLength(m.email) + Buffer.byteLength(m.subject) + Buffer.byteLength(m.message);
}

/** The same size in SQL (text is stored as UTF-8, so a cast to BLOB counts bytes). */
const BYTES_SQL = 'length(CAST(name AS BLOB)) + length(CAST(email AS BLOB)) + length(CAST(subject AS BLOB)) + length(CAST(message AS BLOB))';

/** A place in the budget: give it back when the message could not be stored. */
export type BudgetSlot = { ok: true; giveBack(): void } | { ok: false; retryAfterSeconds: number };

/** The budget over `db`'s contact_submissions; `now` in ms. */
export function createContactBudget(db: DB, options: { now: () => number; logger: Logger; disabled?: boolean; limits?: Partial<ContactBudgetLimits> }) {
  const limits: ContactBudgetLimits = { ...CONTACT_BUDGET, ...options.limits };
  const { now, logger } = options;
  const disabled = options.disabled ?? false;
  const oldest = db.prepare<[number], { id: number; bytes: number }>(`SELECT id, ${BYTES_SQL} AS bytes FROM contact_submissions ORDER BY id LIMIT ?`);
  const deleteUpTo = db.prepare<[number]>('DELETE FROM contact_submissions WHERE id <= ?');

  const dayRows = db.prepare<[string], { created_at: string; bytes: number }>(
    `SELECT created_at, ${BYTES_SQL} AS bytes FROM contact_submissions WHERE created_at > ? ORDER BY created_at`,
  );
  const keptSum = db.prepare<[], { n: number }>(`SELECT coalesce(sum(${BYTES_SQL}), 0) AS n FROM contact_submissions`);

  /** Messages taken within the last day, oldest first; read from the table at the first message (a damaged table then fails that message, not the start). */
  let recent: Array<{ t: number; bytes: number }> = [];
  let dayBytes = 0;
  let keptBytes = 0;
  let loaded = false;
  function load() {
    if (loaded) return;
    recent = dayRows.all(new Date(now() - DAY_MS).toISOString()).map((r) => ({ t: Date.parse(r.created_at), bytes: r.bytes }));
    dayBytes = recent.reduce((sum, e) => sum + e.bytes, 0);
    keptBytes = keptSum.get()!.n;
    loaded = true;
    trim();
  }

  function forgetOld(t: number) {
    let drop = 0;
    while (drop < recent.length && t - recent[drop]!.t >= DAY_MS) dayBytes -= recent[drop++]!.bytes;
    if (drop > 0) recent = recent.slice(drop);
  }

  /** Delete the oldest messages until the kept ones fit; returns how many were deleted. */
  function trim(): number {
    if (keptBytes <= limits.keptBytes) return 0;
    let deleted = 0;
    try {
      db.transaction(() => {
        while (keptBytes > limits.keptBytes) {
          const rows = oldest.all(500);
          if (rows.length === 0) {
            keptBytes = 0;
            break;
          }
          let last = 0;
          for (const r of rows) {
            keptBytes -= r.bytes;
            last = r.id;
            deleted++;
            if (keptBytes <= limits.keptBytes) break;
          }
          deleteUpTo.run(last);
        }
      })();
    } catch (err) {
      if (!isStorageFailure(err)) throw err;
      // Nothing deleted (the transaction rolled back): the totals are read again at the next start; try again after the next message.
      logger.error('old contact messages not deleted', { code: sqliteCode(err) });
      keptBytes = keptSum.get()!.n;
      return 0;
    }
    if (deleted > 0) logger.info('oldest contact messages deleted to keep within the retention limit', { deleted, keptBytes: limits.keptBytes });
    return deleted;
  }

  return {
    limits,
    /** Take a place for a message of `bytes`, or say how long until there is one (nothing counted). */
    take(bytes: number): BudgetSlot {
      if (disabled) return { ok: true, giveBack: () => {} };
      load();
      const t = now();
      forgetOld(t);
      let inMinute = 0;
      for (let i = recent.length - 1; i >= 0 && t - recent[i]!.t < MINUTE_MS; i--) inMinute++;
      if (inMinute >= limits.messagesPerMinute) {
        const first = recent[recent.length - limits.messagesPerMinute]!;
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((first.t + MINUTE_MS - t) / 1000)) };
      }
      if (dayBytes + bytes > limits.bytesPerDay) {
        // Wait until enough of the day's oldest messages are a day old for this one to fit.
        let freed = 0;
        let until = t + DAY_MS;
        for (const e of recent) {
          freed += e.bytes;
          if (dayBytes - freed + bytes <= limits.bytesPerDay) {
            until = e.t + DAY_MS;
            break;
          }
        }
        return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil((until - t) / 1000)) };
      }
      const entry = { t, bytes };
      recent.push(entry);
      dayBytes += bytes;
      return {
        ok: true,
        giveBack: () => {
          const i = recent.indexOf(entry);
          if (i !== -1) {
            recent.splice(i, 1);
            dayBytes -= bytes;
          }
        },
      };
    },
    /** A message of `bytes` was stored: delete the oldest if the kept ones no longer fit. */
    stored(bytes: number): number {
      if (!loaded) {
        load(); // reads this message too
        return 0;
      }
      keptBytes += bytes;
      return trim();
    },
  };
}

/** The budget's type. */
export type ContactBudget = ReturnType<typeof createContactBudget>;
