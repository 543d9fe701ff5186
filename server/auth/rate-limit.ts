/**
 * In-memory sliding-window limits (issue "The server" part 7): sign-in failures
 * per IP and per account (10 in 15 minutes), contact messages per IP (5 a minute).
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

/** A sliding-window counter keyed by IP, account or both. */
export function createRateLimiter(options: RateLimitOptions) {
  const { limit, windowMs, now = Date.now, disabled = false, maxKeys = 50_000 } = options;
  const events = new Map<string, number[]>();

  function recent(key: string, t: number): number[] {
    const list = events.get(key);
    if (!list) return [];
    const kept = list.filter((at) => t - at < windowMs);
    if (kept.length === 0) events.delete(key);
    else if (kept.length !== list.length) events.set(key, kept);
    return kept;
  }

  function sweep(t: number) {
    for (const [key, list] of events) if (list.every((at) => t - at >= windowMs)) events.delete(key);
    // Still too many live keys: drop the oldest-inserted ones.
    if (events.size > maxKeys) {
      const excess = events.size - maxKeys;
      let i = 0;
      for (const key of events.keys()) {
        if (i++ >= excess) break;
        events.delete(key);
      }
    }
  }

  return {
    /** May `key` go on? Does not count anything. */
    check(key: string): LimitState {
      if (disabled) return { allowed: true, retryAfterSeconds: 0 };
      const t = now();
      const list = recent(key, t);
      if (list.length < limit) return { allowed: true, retryAfterSeconds: 0 };
      const oldest = list[list.length - limit]!;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + windowMs - t) / 1000)) };
    },
    /** Count one event for `key`. */
    hit(key: string): void {
      if (disabled) return;
      const t = now();
      const list = recent(key, t);
      list.push(t);
      events.set(key, list.slice(-limit));
      if (events.size > maxKeys) sweep(t);
    },
    /** Forget `key` (after a successful sign-in for the account). */
    reset(key: string): void {
      events.delete(key);
    },
  };
}

/** A limiter's type. */
export type RateLimiter = ReturnType<typeof createRateLimiter>;
