/**
 * Sessions in the Lucia design (docs/product.md §11, docs/style.md habit 12; lucia-auth/lucia
 * code/auth_session.ts): the cookie holds `<id>.<secret>`; the database keeps the
 * id and only a SHA-256 hash of the secret, compared in constant time, so a
 * leaked database cannot be turned into a working cookie.
 *
 * Expiry slides: 30 minutes without a request ends a session, and no session
 * lives longer than 12 hours in all, however busy.
 */
import crypto from 'node:crypto';
import { sha256 } from '@oslojs/crypto/sha2';
import { constantTimeEqual } from '@oslojs/crypto/subtle';
import { encodeBase64urlNoPadding, decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import type { DB } from '../db/index.ts';
import { committedWrite, isStorageFailure } from '../db/write.ts';

/** Idle limit: a session unused this long has ended. */
export const SESSION_IDLE_SECONDS = 30 * 60;
/** Absolute limit from sign-in, however active the session. */
export const SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** Most live sessions one account may have; signing in again ends the oldest (OWASP Session Management: limit concurrent sessions). */
export const SESSION_MAX_PER_USER = 5;
/** last_used is written at most this often, so reads stay cheap. */
const TOUCH_INTERVAL_SECONDS = 60;

/** Most ended sessions remembered in memory while the disk will not take their deletion. */
const MAX_ENDED_IN_MEMORY = 10_000;

/** A live session. Times are unix seconds. */
export interface Session {
  id: string;
  userId: string;
  createdAt: number;
  lastUsedAt: number;
  /** When the session ends if nothing else happens: the sooner of the idle and absolute limits. */
  expiresAt: number;
  /** When the 12-hour limit ends it regardless. */
  absoluteExpiresAt: number;
}

interface SessionRow {
  id: string;
  secret_hash: Uint8Array;
  user_id: string;
  created_at_s: number;
  last_used_at_s: number;
}

/** 20 characters from a 32-letter alphabet without look-alikes: 100 bits, readable in logs. */
function generateId(): string {
  const alphabet = 'abcdefghijkmnpqrstuvwxyz23456789';
  const bytes = crypto.randomBytes(20);
  let id = '';
  for (const b of bytes) id += alphabet[b >> 3];
  return id;
}

function hashSecret(secret: Uint8Array): Uint8Array {
  return sha256(secret);
}

function toSession(row: SessionRow): Session {
  const absoluteExpiresAt = row.created_at_s + SESSION_ABSOLUTE_SECONDS;
  return {
    id: row.id,
    userId: row.user_id,
    createdAt: row.created_at_s,
    lastUsedAt: row.last_used_at_s,
    absoluteExpiresAt,
    expiresAt: Math.min(row.last_used_at_s + SESSION_IDLE_SECONDS, absoluteExpiresAt),
  };
}

/** Session storage and checks over the sessions table. `now` returns unix milliseconds. */
export function createSessionStore(db: DB, now: () => number = Date.now) {
  const nowS = () => Math.floor(now() / 1000);
  const insert = db.prepare('INSERT INTO sessions (id, secret_hash, user_id, created_at_s, last_used_at_s) VALUES (?, ?, ?, ?, ?)');
  const select = db.prepare<[string], SessionRow>('SELECT id, secret_hash, user_id, created_at_s, last_used_at_s FROM sessions WHERE id = ?');
  const touch = db.prepare('UPDATE sessions SET last_used_at_s = ? WHERE id = ?');
  const remove = db.prepare('DELETE FROM sessions WHERE id = ?');
  const removeForUser = db.prepare('DELETE FROM sessions WHERE user_id = ?');
  const removeExpired = db.prepare('DELETE FROM sessions WHERE last_used_at_s <= ? OR created_at_s <= ?');
  const removeOthers = db.prepare('DELETE FROM sessions WHERE user_id = ? AND id <> ?');
  const listForUser = db.prepare<[string, number, number], SessionRow>(
    'SELECT id, secret_hash, user_id, created_at_s, last_used_at_s FROM sessions WHERE user_id = ? AND last_used_at_s > ? AND created_at_s > ? ORDER BY last_used_at_s DESC, created_at_s DESC',
  );
  // Keep the newest SESSION_MAX_PER_USER of a user's sessions; end the oldest.
  const removeOldest = db.prepare(
    'DELETE FROM sessions WHERE user_id = ? AND id NOT IN (SELECT id FROM sessions WHERE user_id = ? ORDER BY created_at_s DESC, rowid DESC LIMIT ?)',
  );
  const createRow = committedWrite(db, (id: string, secretHash: Buffer, userId: string, t: number) => {
    removeExpired.run(t - SESSION_IDLE_SECONDS, t - SESSION_ABSOLUTE_SECONDS);
    insert.run(id, secretHash, userId, t, t);
    removeOldest.run(userId, userId, SESSION_MAX_PER_USER);
  });

  /**
   * Sessions signed out whose row the disk would not delete (full or failing): refused
   * on sight and deleted when the disk allows (docs/product.md §11 "Sign-out").
   */
  const ended = new Set<string>();

  /** Delete a session row; false when the disk would not (the session is then remembered as ended). */
  function removeRow(id: string): boolean {
    try {
      remove.run(id);
      ended.delete(id);
      return true;
    } catch (err) {
      if (!isStorageFailure(err)) throw err;
      if (ended.size >= MAX_ENDED_IN_MEMORY) ended.delete(ended.values().next().value!);
      ended.add(id);
      return false;
    }
  }

  function isExpired(row: SessionRow, t: number): boolean {
    return t - row.last_used_at_s >= SESSION_IDLE_SECONDS || t - row.created_at_s >= SESSION_ABSOLUTE_SECONDS;
  }

  return {
    /**
     * Start a session for a user who has just proved who they are. Returns the
     * cookie token. Expired sessions are swept, and the user's oldest sessions
     * beyond SESSION_MAX_PER_USER are ended, in the same transaction.
     */
    create(userId: string): { token: string; session: Session } {
      const t = nowS();
      const id = generateId();
      const secret = crypto.randomBytes(32);
      createRow(id, Buffer.from(hashSecret(secret)), userId, t);
      const token = `${id}.${encodeBase64urlNoPadding(secret)}`;
      return { token, session: toSession({ id, secret_hash: new Uint8Array(), user_id: userId, created_at_s: t, last_used_at_s: t }) };
    },

    /**
     * Check a cookie token. A valid one slides the idle limit forward (written at
     * most once a minute, or always when `forceTouch`, for "Stay signed in").
     * Expired sessions are deleted when seen. Reading never depends on writing: when
     * the disk will not take the new last-use time the session is still read, with
     * its idle limit where it was (skip the touch, never the read).
     */
    validate(token: string | undefined, options: { forceTouch?: boolean } = {}): Session | null {
      if (!token || token.length > 200) return null;
      const parts = token.split('.');
      if (parts.length !== 2 || !/^[a-z2-9]{20}$/.test(parts[0]!)) return null;
      let secret: Uint8Array;
      try {
        secret = decodeBase64urlIgnorePadding(parts[1]!);
      } catch {
        return null;
      }
      const row = select.get(parts[0]!);
      if (!row) return null;
      const t = nowS();
      if (ended.has(row.id) || isExpired(row, t)) {
        removeRow(row.id);
        return null;
      }
      if (!constantTimeEqual(hashSecret(secret), new Uint8Array(row.secret_hash))) return null;
      if (options.forceTouch || t - row.last_used_at_s >= TOUCH_INTERVAL_SECONDS) {
        try {
          touch.run(t, row.id);
          row.last_used_at_s = t;
        } catch (err) {
          if (!isStorageFailure(err)) throw err;
        }
      }
      return toSession(row);
    },

    /**
     * End one session (sign out). It is refused from now on in any case; returns false
     * when its row could not be deleted yet (a full or failing disk: retried on next sight).
     */
    invalidate(sessionId: string): boolean {
      return removeRow(sessionId);
    },

    /** A user's live sessions, most recently used first. */
    list(userId: string): Session[] {
      const t = nowS();
      return listForUser
        .all(userId, t - SESSION_IDLE_SECONDS, t - SESSION_ABSOLUTE_SECONDS)
        .filter((row) => !ended.has(row.id))
        .map(toSession);
    },

    /** End every session of a user except `keepId` (the one making the request). Returns how many ended. */
    invalidateOthers(userId: string, keepId: string): number {
      return removeOthers.run(userId, keepId).changes;
    },

    /** End every session of a user (password changed, access removed). */
    invalidateUser(userId: string): void {
      removeForUser.run(userId);
    },
  };
}

/** The session store's type. */
export type SessionStore = ReturnType<typeof createSessionStore>;
