/**
 * The optional second factor for admins (docs/product.md §11 "Second factor"): a
 * time-based one-time password (TOTP, RFC 6238: HOTP of RFC 4226 over 30-second steps,
 * 6 digits, SHA-1, as every authenticator app reads it) through @oslojs/otp, and ten
 * one-time recovery codes kept only as SHA-256 hashes (each is 80 random bits, so a
 * fast hash cannot be reversed by guessing).
 *
 * A code is accepted for the step before and after the current one too (clocks drift),
 * and never twice: the last accepted step is stored, and only later ones are taken.
 * Once the site's `two_factor_required` setting is on, every admin is asked for a code,
 * and one without a second factor sets it up at sign-in.
 */
import crypto from 'node:crypto';
import { createTOTPKeyURI, generateHOTP } from '@oslojs/otp';
import { encodeBase32UpperCaseNoPadding } from '@oslojs/encoding';
import type { DB } from '../db/index.ts';
import { committedWrite } from '../db/write.ts';
import { SITE_NAME } from '../../src/lib/site.ts';

/** Seconds per step and digits per code (RFC 6238's defaults, which every app supports). */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now a code is still accepted for. */
const DRIFT_STEPS = 1;
/** Recovery codes made at set-up. */
export const RECOVERY_CODE_COUNT = 10;
/** A recovery code's letters (RFC 4648 base32, lower case: no 0, 1, 8 or 9 to mistake). */
const RECOVERY_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

/** A new TOTP key: 20 random bytes (160 bits, RFC 4226 §4's recommended length). */
export function newTotpKey(): Uint8Array {
  return new Uint8Array(crypto.randomBytes(20));
}

/** The key as people type it into an app: base32, in groups of four. */
export function keyText(key: Uint8Array): string {
  return encodeBase32UpperCaseNoPadding(key).replace(/(.{4})(?=.)/g, '$1 ');
}

/** The otpauth:// address a QR code carries (issuer: the site's name; account: the email). */
export function keyUri(email: string, key: Uint8Array): string {
  return createTOTPKeyURI(SITE_NAME, email, key, TOTP_PERIOD_SECONDS, TOTP_DIGITS);
}

/** The code of `key` at time step `step`. */
export function totpAt(key: Uint8Array, step: number): string {
  return generateHOTP(key, BigInt(step), TOTP_DIGITS);
}

/** The time step of unix milliseconds `ms`. */
export const stepOf = (ms: number) => Math.floor(ms / 1000 / TOTP_PERIOD_SECONDS);

/** A new recovery code, e.g. "k7qd-m2xa-p4tz-wr5e" (16 letters: 80 bits). */
function newRecoveryCode(): string {
  const bytes = crypto.randomBytes(16);
  let text = '';
  for (const b of bytes) text += RECOVERY_ALPHABET[b & 31];
  return text.replace(/(.{4})(?=.)/g, '$1-');
}

/** What was typed, reduced to what is compared: digits of a code, or the letters of a recovery code. */
function normalised(typed: string): { kind: 'totp'; code: string } | { kind: 'recovery'; code: string } | null {
  const compact = typed.replace(/[\s-]/g, '').toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (/^[a-z2-7]{16}$/.test(compact)) return { kind: 'recovery', code: compact };
  return null;
}

const hashRecovery = (compact: string) => crypto.createHash('sha256').update(`recovery-code:${compact}`).digest();

/** The first step within the drift window, after `lastStep`, at which `code` is `key`'s code; or null. */
function matchingStep(key: Uint8Array, code: string, nowStep: number, lastStep: number): number | null {
  for (let step = nowStep - DRIFT_STEPS; step <= nowStep + DRIFT_STEPS; step++) {
    if (step <= lastStep) continue;
    const expected = Buffer.from(totpAt(key, step));
    if (crypto.timingSafeEqual(expected, Buffer.from(code))) return step;
  }
  return null;
}

/** Second-factor storage and checks; `now` in unix ms. */
export function createTwoFactor(db: DB, now: () => number = Date.now) {
  const selectKey = db.prepare<[string], { secret: Buffer; last_step: number }>('SELECT secret, last_step FROM user_totp WHERE user_id = ?');
  const setStep = db.prepare('UPDATE user_totp SET last_step = ? WHERE user_id = ? AND last_step < ?');
  const useRecovery = db.prepare('UPDATE user_recovery_codes SET used_at = ? WHERE user_id = ? AND code_hash = ? AND used_at IS NULL');
  const countRecovery = db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM user_recovery_codes WHERE user_id = ? AND used_at IS NULL');
  const selectRequired = db.prepare<[], { setting_value: string }>("SELECT setting_value FROM security_settings WHERE setting_key = 'two_factor_required'");
  const upsertRequired = db.prepare(
    "INSERT INTO security_settings (setting_key, setting_value, updated_at, updated_by) VALUES ('two_factor_required', ?, ?, ?) ON CONFLICT (setting_key) DO UPDATE SET setting_value = excluded.setting_value, updated_at = excluded.updated_at, updated_by = excluded.updated_by",
  );

  // Each is one transaction that commits or throws (db/write.ts): a code is spent only if the disk took it.
  const spendStep = committedWrite(db, (userId: string, step: number) => setStep.run(step, userId, step).changes === 1);
  const spendRecovery = committedWrite(db, (userId: string, hash: Buffer, at: string) => useRecovery.run(at, userId, hash).changes === 1);
  const store = committedWrite(db, (userId: string, key: Uint8Array, step: number, hashes: Buffer[]) => {
    db.prepare(
      'INSERT INTO user_totp (user_id, secret, last_step) VALUES (?, ?, ?) ON CONFLICT (user_id) DO UPDATE SET secret = excluded.secret, last_step = excluded.last_step, created_at = excluded.created_at',
    ).run(userId, Buffer.from(key), step);
    db.prepare('DELETE FROM user_recovery_codes WHERE user_id = ?').run(userId);
    const insert = db.prepare('INSERT INTO user_recovery_codes (user_id, code_hash) VALUES (?, ?)');
    for (const hash of hashes) insert.run(userId, hash);
  });
  const saveRequired = committedWrite(db, (value: string, at: string, by: string) => upsertRequired.run(value, at, by));

  return {
    /** Has this account a second factor? */
    isEnabled(userId: string): boolean {
      return selectKey.get(userId) !== undefined;
    },
    /** Is a second factor required of every admin (the site setting)? */
    required(): boolean {
      return selectRequired.get()?.setting_value === 'true';
    },
    /** Turn the requirement on or off. Throws when the disk will not take it. */
    setRequired(required: boolean, by: string): void {
      saveRequired(String(required), new Date(now()).toISOString(), by);
    },
    /** Unused recovery codes left. */
    recoveryCodesLeft(userId: string): number {
      return countRecovery.get(userId)?.n ?? 0;
    },
    /**
     * Check a typed code (six digits, or a recovery code) for an account with a second
     * factor; a right one is spent. False for a wrong, reused or malformed one.
     */
    verify(userId: string, typed: string): boolean {
      const given = normalised(typed);
      const row = selectKey.get(userId);
      if (!given || !row) return false;
      if (given.kind === 'recovery') return spendRecovery(userId, hashRecovery(given.code), new Date(now()).toISOString());
      const step = matchingStep(new Uint8Array(row.secret), given.code, stepOf(now()), row.last_step);
      return step !== null && spendStep(userId, step);
    },
    /**
     * Store `key` as the account's second factor once `typed` shows an app holds it,
     * with new recovery codes (any old key and codes are replaced). Returns the codes to
     * show once, or null when the code is not the key's.
     */
    enable(userId: string, key: Uint8Array, typed: string): string[] | null {
      const given = normalised(typed);
      if (given?.kind !== 'totp') return null;
      const step = matchingStep(key, given.code, stepOf(now()), 0);
      if (step === null) return null;
      const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
      store(
        userId,
        key,
        step,
        codes.map((c) => hashRecovery(c.replace(/-/g, ''))),
      );
      return codes;
    },
  };
}

/** The second factor's type. */
export type TwoFactor = ReturnType<typeof createTwoFactor>;
