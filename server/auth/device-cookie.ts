/**
 * Device cookies (OWASP "Slow down online guessing attacks with device cookies";
 * docs/product.md §11 "Sign-in throttling"). Each successful sign-in gives the browser a
 * cookie saying "this browser has signed in to this account before", signed with a key
 * only the server knows. At the next sign-in to that account the browser is *trusted*:
 * it is throttled on its own small allowance instead of by its address or the account,
 * so failures from other people (at the same address, or anywhere) never keep it out.
 *
 * The cookie is `<nonce>.<issued, unix seconds>.<home network>.<HMAC-SHA256>` and the MAC
 * covers the account's id and its stored password hash, so the cookie does not say which
 * account it is for, a cookie of one account is no use for another, and a new password
 * (`npm run admin:create`, or the hash upgraded to a new cost) ends every device's
 * allowance for the account. It grants nothing but the allowance: the password (and
 * second factor) are still asked.
 *
 * The home network is the IPv4 /24 or IPv6 /64 the browser last signed in from
 * (login-throttle.ts networkOf). The allowance is counted apart at home and away from it,
 * so someone with a copy of the cookie elsewhere can spend only the away allowance, and the
 * admin's browser at home stays trusted (docs/product.md §11 "Sign-in throttling").
 */
import crypto from 'node:crypto';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/index.ts';
import type { Logger } from '../logger.ts';
import { isStorageFailure } from '../db/write.ts';
import { networkOf } from './login-throttle.ts';

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

/** An account as the cookie's MAC covers it: its id and its stored password hash. */
export interface DeviceAccount {
  id: string;
  password_hash: string;
}

/** A trusted browser: its device id, and whether it is away from the network it last signed in from. */
export interface TrustedDevice {
  id: string;
  away: boolean;
}

/** Issues and checks device cookies with one key; `now` in ms. */
export function createDeviceCookies(key: Buffer, options: { secure: boolean; now: () => number }) {
  const name = deviceCookieName(options.secure);
  const mac = (user: DeviceAccount, nonce: string, issued: string, home: string) =>
    crypto.createHmac('sha256', key).update(`device-cookie.v2\n${user.id}\n${user.password_hash}\n${nonce}\n${issued}\n${home}`).digest('base64url');
  const homeOf = (address: string) => Buffer.from(networkOf(address)).toString('base64url');

  return {
    name,
    /**
     * The device when the request carries a live cookie for `user` made for its current
     * password, else null (no cookie, another account's, forged, made before the password
     * was changed, or older than 90 days). `address` is where the request comes from.
     */
    trustedDevice(c: Context, user: DeviceAccount | null, address: string): TrustedDevice | null {
      const value = getCookie(c, name);
      if (!value || value.length > 200 || user === null) return null;
      const match = /^([\w-]{22})\.(\d{1,12})\.([\w-]{1,80})\.([\w-]{43})$/.exec(value);
      if (!match) return null;
      const [, nonce, issued, home, given] = match as unknown as [string, string, string, string, string];
      const age = Math.floor(options.now() / 1000) - Number(issued);
      if (age < 0 || age > MAX_AGE_SECONDS) return null;
      const expected = Buffer.from(mac(user, nonce, issued, home));
      if (!crypto.timingSafeEqual(expected, Buffer.from(given))) return null;
      return { id: nonce, away: home !== homeOf(address) };
    },
    /** Set (or renew) the cookie for `user` after a successful sign-in from `address`, keeping the device's id; home becomes `address`'s network. */
    issue(c: Context, user: DeviceAccount, device: string | null, address: string): void {
      const nonce = device ?? crypto.randomBytes(16).toString('base64url');
      const issued = String(Math.floor(options.now() / 1000));
      const home = homeOf(address);
      setCookie(c, name, `${nonce}.${issued}.${home}.${mac(user, nonce, issued, home)}`, {
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
