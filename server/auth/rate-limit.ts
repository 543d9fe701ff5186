/**
 * In-memory sliding-window limits (docs/product.md §9): contact messages per address
 * (5 a minute) and usage events per address (120 a minute); the sign-in throttle
 * (login-throttle.ts) keeps its failures in the same kind of window log.
 * One process serves the site, so memory is the right place; a restart forgets,
 * which only ever lets someone in sooner.
 */

/** What a limit says about a key. */
export interface LimitState {
  /** True while the key may go on. */
  allowed: boolean;
  /** Whole seconds until the oldest counted event leaves the window (0 when allowed). */
  retryAfterSeconds: number;
}

/** Options for one limit. */
export interface RateLimitOptions {
  /** Events allowed inside the window. */
  limit: number;
  windowMs: number;
  /** Clock in ms, for tests. */
  now?: () => number;
  /** Turned off (DISABLE_RATE_LIMITS=true, load tests only). */
  disabled?: boolean;
  /** Most keys remembered before old ones are swept (bounded memory under attack). */
  maxKeys?: number;
}

/**
 * Timestamps of events per key inside a sliding window, with bounded memory:
 * past `maxKeys` keys, expired ones are swept, then the oldest-inserted dropped
 * (Infinity: never dropped; the sign-in throttle bounds its keys by a global rate).
 */
export function createWindowLog(windowMs: number, maxKeys: number) {
  const map = new Map<string, number[]>();

  /** The key's events still inside the window at `t` (expired ones forgotten). */
  function live(key: string, t: number): number[] {
    const list = map.get(key);
    if (!list) return [];
    const kept = list.filter((at) => t - at < windowMs);
    if (kept.length === 0) map.delete(key);
    else if (kept.length !== list.length) map.set(key, kept);
    return kept;
  }

  return {
    live,
    /** Log an event for `key` at `t`, keeping at most the `keep` latest. */
    add(key: string, t: number, keep = Infinity): void {
      const list = live(key, t);
      list.push(t);
      map.set(key, list.length > keep ? list.slice(-keep) : list);
      if (map.size > maxKeys) {
        for (const [k, l] of map) if (l.every((at) => t - at >= windowMs)) map.delete(k);
        // Still too many live keys: drop the oldest-inserted ones.
        for (const k of map.keys()) {
          if (map.size <= maxKeys) break;
          map.delete(k);
        }
      }
    },
    /** Remove one entry stamped `t` (a reservation given back). */
    remove(key: string, t: number): void {
      const list = map.get(key);
      if (!list) return;
      const i = list.lastIndexOf(t);
      if (i !== -1) list.splice(i, 1);
      if (list.length === 0) map.delete(key);
    },
    /** Forget `key`. */
    clear(key: string): void {
      map.delete(key);
    },
    /** Forget every key whose events have all left the window at `t`. */
    sweep(t: number): void {
      for (const [k, l] of map) if (l.every((at) => t - at >= windowMs)) map.delete(k);
    },
  };
}

/** A sliding-window counter keyed by IP, account or both. */
export function createRateLimiter(options: RateLimitOptions) {
  const { limit, windowMs, now = Date.now, disabled = false, maxKeys = 50_000 } = options;
  const events = createWindowLog(windowMs, maxKeys);

  return {
    /** May `key` go on? Does not count anything. */
    check(key: string): LimitState {
      if (disabled) return { allowed: true, retryAfterSeconds: 0 };
      const t = now();
      const list = events.live(key, t);
      if (list.length < limit) return { allowed: true, retryAfterSeconds: 0 };
      const oldest = list[list.length - limit]!;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
    },
    /** Count one event for `key`. */
    hit(key: string): void {
      if (disabled) return;
      events.add(key, now(), limit);
    },
    /** Forget `key` (after a successful sign-in for the account). */
    reset(key: string): void {
      events.clear(key);
    },
  };
}

/** A limiter's type. */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
