/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies";
 * docs/product.md §11 "Sign-in throttling"). Each successful sign-in gives the browser a
 * cookie saying "this browser has signed in to this account before", signed with a key
 * only the server knows. At the next sign-in to that account the browser is *trusted*:
 * it is throttled on its own small allowance instead of by its address or the account,
 * so failures from other people (at the same address, or anywhere) never keep it out.
 *
 * The cookie is `<nonce>.<issued, unix seconds>.<HMAC-SHA256>` and the MAC covers the
 * account's id, so the cookie does not say which account it is for, and a cookie of one
 * account is no use for another. It grants nothing but the allowance: the password
 * (and second factor) are still asked.
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { isStorageFailure } from '../db/write.ts';

/** How long a device stays trusted after its last successful sign-in. */
export const DEVICE_COOKIE_DAYS = 90;
const MAX_AGE_SECONDS = DEVICE_COOKIE_DAYS * 24 * 60 * 60;

/** The cookie's name: the __Host- prefix (Secure, Path=/, no Domain) outside development. */
export function deviceCookieName(secure: boolean): string {
  return secure ? '__Host-ubc_device' : 'ubc_device';
}

/**
 * The signing key, made once and kept in server_keys, so trusted browsers stay trusted
 * across restarts. When it cannot be stored (a full disk at start-up) a key for this
 * process only is used: browsers are then trusted again after their next sign-in.
 */
export function deviceCookieKey(db: DB, logger: Logger): Buffer {
  const row = db.prepare<[], { secret: Buffer }>("SELECT secret FROM server_keys WHERE name = 'device-cookie'").get();
  if (row) return row.secret;
  const key = crypto.randomBytes(32);
  try {
    db.prepare("INSERT INTO server_keys (name, secret) VALUES ('device-cookie', ?) ON CONFLICT (name) DO NOTHING").run(key);
  } catch (err) {
    if (!isStorageFailure(err)) throw err;
    logger.warn('device-cookie key not stored: trusted browsers will need to sign in again after a restart');
    return key;
  }
  return db.prepare<[], { secret: Buffer }>("SELECT secret FROM server_keys WHERE name = 'device-cookie'").get()!.secret;
}

/** Issues and checks device cookies with one key; `now` in ms. */
export function createDeviceCookies(key: Buffer, options: { secure: boolean; now: () => number }) {
  const name = deviceCookieName(options.secure);
  const mac = (userId: string, nonce: string, issued: string) => crypto.createHmac('sha256', key).update(`device-cookie.v1\n${userId}\n${nonce}\n${issued}`).digest('base64url');

  return {
    name,
    /**
     * The device id (its nonce) when the request carries a live cookie for `userId`,
     * else null (no cookie, another account's, forged, or older than 90 days).
     */
    trustedDevice(c: Context, userId: string | null): string | null {
      const value = getCookie(c, name);
      if (!value || value.length > 200 || userId === null) return null;
      const match = /^([\w-]{22})\.(\d{1,12})\.([\w-]{43})$/.exec(value);
      if (!match) return null;
      const [, nonce, issued, given] = match as unknown as [string, string, string, string];
      const age = Math.floor(options.now() / 1000) - Number(issued);
      if (age < 0 || age > MAX_AGE_SECONDS) return null;
      const expected = Buffer.from(mac(userId, nonce, issued));
      return crypto.timingSafeEqual(expected, Buffer.from(given)) ? nonce : null;
    },
    /** Set (or renew) the cookie for `userId` after a successful sign-in, keeping the device's id. */
    issue(c: Context, userId: string, device: string | null): void {
      const nonce = device ?? crypto.randomBytes(16).toString('base64url');
      const issued = String(Math.floor(options.now() / 1000));
      setCookie(c, name, `${nonce}.${issued}.${mac(userId, nonce, issued)}`, {
        httpOnly: true,
        sameSite: 'Strict',
        path: '/',
        secure: options.secure,
        maxAge: MAX_AGE_SECONDS,
      });
    },
  };
}

/** The device cookies' type. */
export type DeviceCookies = ReturnType<typeof createDeviceCookies>;
