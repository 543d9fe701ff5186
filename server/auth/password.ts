/**
 * Password hashing with scrypt from node:crypto (docs/product.md §11). The stored
 * form describes itself, so the cost can be raised later and old hashes still
 * verify (and are upgraded on the next sign-in):
 *
 *   scrypt$ln=17,r=8,p=1$<salt, base64url>$<hash, base64url>
 *
 * N = 2^17, r = 8, p = 1 needs 128 MiB per hash (OWASP Password Storage Cheat
 * Sheet, scrypt minimum N=2^17), so maxmem is raised above Node's 32 MiB default.
 */
import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scryptAsync = promisify(crypto.scrypt) as (password: crypto.BinaryLike, salt: crypto.BinaryLike, keylen: number, options: crypto.ScryptOptions) => Promise<Buffer>;

/** scrypt cost: N = 2^ln. */
export interface ScryptParams {
  ln: number;
  r: number;
  p: number;
}

/** Production cost (OWASP: N=2^17, r=8, p=1). */
export const DEFAULT_SCRYPT: ScryptParams = { ln: 17, r: 8, p: 1 };

const KEY_LENGTH = 32;
const SALT_LENGTH = 16;
/** Longest password we hash: scrypt cost does not depend on it, but a megabyte body should not reach here. */
export const PASSWORD_MAX_LENGTH = 256;
/** Shortest password admin:create accepts (NCSC: length beats complexity rules). */
export const PASSWORD_MIN_LENGTH = 12;

function maxmemFor(params: ScryptParams): number {
  // 128 * N * r bytes, doubled for headroom.
  return 256 * 2 ** params.ln * params.r;
}

/** The scrypt key of a password (NFKC, so the same password typed another way matches). */
function deriveKey(password: string, salt: Buffer, length: number, params: ScryptParams): Promise<Buffer> {
  return scryptAsync(password.normalize('NFKC'), salt, length, {
    N: 2 ** params.ln,
    r: params.r,
    p: params.p,
    maxmem: maxmemFor(params),
  });
}

/** Hash a password into the self-describing stored form. */
export async function hashPassword(password: string, params: ScryptParams = DEFAULT_SCRYPT): Promise<string> {
  const salt = crypto.randomBytes(SALT_LENGTH);
  const key = await deriveKey(password, salt, KEY_LENGTH, params);
  return `scrypt$ln=${params.ln},r=${params.r},p=${params.p}$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

/** Read a stored hash; null when it is not one of ours. */
export function parseHash(stored: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const match = /^scrypt\$ln=(\d{1,2}),r=(\d{1,2}),p=(\d{1,2})\$([\w-]+)\$([\w-]+)$/.exec(stored);
  if (!match) return null;
  const params = { ln: Number(match[1]), r: Number(match[2]), p: Number(match[3]) };
  if (params.ln < 1 || params.ln > 22 || params.r < 1 || params.p < 1) return null;
  return { params, salt: Buffer.from(match[4]!, 'base64url'), key: Buffer.from(match[5]!, 'base64url') };
}

/** Check a password against a stored hash, in constant time. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored);
  if (!parsed) return false;
  const { params, salt, key } = parsed;
  const candidate = await deriveKey(password, salt, key.length, params);
  return candidate.length === key.length && crypto.timingSafeEqual(candidate, key);
}

/** True when a stored hash is cheaper than `params` and should be replaced after a successful sign-in. */
export function needsRehash(stored: string, params: ScryptParams = DEFAULT_SCRYPT): boolean {
  const parsed = parseHash(stored);
  if (!parsed) return true;
  return parsed.params.ln < params.ln || parsed.params.r < params.r || parsed.params.p < params.p;
}
