/**
 * The budget of anonymous usage events (docs/product.md §9 "Usage events"): how many a page may
 * send and how many the site takes, so that a script cannot make the admin's counts say what it
 * likes.
 *
 * - A page that records usage first asks for a token (GET /api/usage/token). The token is signed
 *   with a key made when the server starts, says when it was given and nothing else, and lasts two
 *   hours. Each token counts one start and one result per calculator, a result only after its
 *   start (src/lib/usage.ts sends no more). Nothing of it is stored with the events.
 * - Tokens given and events counted are budgeted per clock hour, per address (a whole IPv6 /64
 *   being one address) and for the whole site. Past a budget the answer is 429 with Retry-After
 *   and nothing is counted. The per-address counts are forgotten at the end of each hour and can
 *   only be made by spending the site-wide budget, so their memory is bounded by it, not by
 *   dropping the oldest; tokens that have counted an event are remembered until they expire,
 *   at most the events of three hours.
 *
 * So N addresses can add at most min(N × 20, 3,000) starts and as many results an hour, and no
 * more than that however many addresses they have.
 */
import crypto from 'node:crypto';
import { serverUsageMessages } from '../src/i18n/en/server.ts';

/** The budgets, per clock hour. */
export interface UsageBudgetPolicy {
  /** Tokens given to one address. */
  tokensPerAddress: number;
  /** Tokens given to all addresses together. */
  tokens: number;
  /** Events (starts and results) counted from one address. */
  eventsPerAddress: number;
  /** Events counted from all addresses together. */
  events: number;
  /** How long a token lasts, in ms. */
  tokenLifetimeMs: number;
}

/**
 * The site's budgets: an address may open 60 calculator pages and count 20 calculations (a start and a
 * result each) an hour, the site 20,000 pages and 3,000 calculations an hour.
 */
export const USAGE_BUDGET: UsageBudgetPolicy = {
  tokensPerAddress: 60,
  tokens: 20_000,
  eventsPerAddress: 40,
  events: 6_000,
  tokenLifetimeMs: 2 * 3600_000,
};

const HOUR_MS = 3600_000;

export type TokenAnswer = { ok: true; token: string } | { ok: false; retryAfterSeconds: number };
export type SpendAnswer = { ok: true } | { ok: false; status: 403 | 409 | 429; error: string; retryAfterSeconds?: number };

export interface UsageBudget {
  /** A token for a page at `address`, or how long to wait. */
  issue(address: string): TokenAnswer;
  /** Count one event of a page's token, or say why not (nothing is counted then). */
  spend(address: string, token: string | undefined, calculatorType: string, completed: boolean): SpendAnswer;
}

/** The key an address is budgeted under: an IPv4 address itself, an IPv6 address's /64. */
export function addressKey(address: string): string {
  if (!address.includes(':')) return address;
  const plain = address
    .replace(/^\[|\]$/g, '')
    .split('%')[0]!
    .toLowerCase();
  if (plain.startsWith('::ffff:') && plain.includes('.')) return plain.slice(7);
  const [head, tail = ''] = plain.split('::');
  const left = head ? head.split(':') : [];
  const right = plain.includes('::') && tail ? tail.split(':') : [];
  const groups = plain.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

export function createUsageBudget(options: { now: () => number; disabled?: boolean; policy?: Partial<UsageBudgetPolicy>; key?: Buffer }): UsageBudget {
  const policy = { ...USAGE_BUDGET, ...options.policy };
  const key = options.key ?? crypto.randomBytes(32);
  let hour = -1;
  let tokensGiven = 0;
  let eventsCounted = 0;
  const tokensByAddress = new Map<string, number>();
  const eventsByAddress = new Map<string, number>();
  /** Tokens that have counted an event: what they counted, until they expire. */
  const spent = new Map<string, { expires: number; events: Set<string> }>();

  /** Start a new clock hour when one has begun: forget the hour's counts and expired tokens. */
  function roll(t: number): number {
    const current = Math.floor(t / HOUR_MS);
    if (current !== hour) {
      hour = current;
      tokensGiven = 0;
      eventsCounted = 0;
      tokensByAddress.clear();
      eventsByAddress.clear();
      for (const [id, entry] of spent) if (entry.expires <= t) spent.delete(id);
    }
    return Math.max(1, Math.ceil(((current + 1) * HOUR_MS - t) / 1000));
  }

  const sign = (body: string) => crypto.createHmac('sha256', key).update(body).digest('base64url').slice(0, 22);

  /** The token's id when it is ours and still good, else null. */
  function verify(token: string | undefined, t: number): { id: string; expires: number } | null {
    if (typeof token !== 'string' || token.length > 100) return null;
    const [issued, nonce, mac, extra] = token.split('.');
    if (!issued || !nonce || !mac || extra !== undefined) return null;
    const expected = Buffer.from(sign(`${issued}.${nonce}`));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    const at = parseInt(issued, 36);
    if (!Number.isFinite(at) || at > t || t - at > policy.tokenLifetimeMs) return null;
    return { id: nonce, expires: at + policy.tokenLifetimeMs };
  }

  return {
    issue(address) {
      const t = options.now();
      const retryAfterSeconds = roll(t);
      const who = addressKey(address);
      if (!options.disabled) {
        if (tokensGiven >= policy.tokens || (tokensByAddress.get(who) ?? 0) >= policy.tokensPerAddress) return { ok: false, retryAfterSeconds };
        tokensGiven++;
        tokensByAddress.set(who, (tokensByAddress.get(who) ?? 0) + 1);
      }
      const body = `${t.toString(36)}.${crypto.randomBytes(12).toString('base64url')}`;
      return { ok: true, token: `${body}.${sign(body)}` };
    },

    spend(address, token, calculatorType, completed) {
      const t = options.now();
      const retryAfterSeconds = roll(t);
      const good = verify(token, t);
      const words = serverUsageMessages.get();
      if (!good) return { ok: false, status: 403, error: words.badToken };
      const entry = spent.get(good.id);
      const event = `${calculatorType}:${completed ? 'result' : 'start'}`;
      if (entry?.events.has(event)) return { ok: false, status: 409, error: words.alreadySent };
      if (completed && !entry?.events.has(`${calculatorType}:start`)) return { ok: false, status: 409, error: words.resultBeforeStart };
      const who = addressKey(address);
      if (!options.disabled) {
        if (eventsCounted >= policy.events || (eventsByAddress.get(who) ?? 0) >= policy.eventsPerAddress) {
          return { ok: false, status: 429, error: words.tooMany, retryAfterSeconds };
        }
        eventsCounted++;
        eventsByAddress.set(who, (eventsByAddress.get(who) ?? 0) + 1);
      }
      if (entry) entry.events.add(event);
      else spent.set(good.id, { expires: good.expires, events: new Set([event]) });
      return { ok: true };
    },
  };
}
