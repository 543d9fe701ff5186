/**
 * The usage events' budget (docs/product.md §9 "Usage events"): a script with many addresses cannot
 * make the admin's counts say more than the budgets allow, and the server remembers no more than they
 * allow either.
 */
import { describe, expect, test } from 'vitest';
import { addressKey, createUsageBudget, USAGE_BUDGET } from './usage-budget.ts';

const START = Date.parse('2025-06-02T10:00:00.000Z');

function world(policy = {}) {
  let t = START;
  const budget = createUsageBudget({ now: () => t, policy });
  return { budget, advance: (ms: number) => (t += ms) };
}

/** One page load at `ip`: a token, a start and a result of `type`; how many of the two were counted. */
function calculation(budget: ReturnType<typeof createUsageBudget>, ip: string, type = 'pip'): number {
  const given = budget.issue(ip);
  if (!given.ok) return 0;
  let counted = 0;
  for (const completed of [false, true]) if (budget.spend(ip, given.token, type, completed).ok) counted++;
  return counted;
}

describe('budgets per clock hour', () => {
  test('the site budget is 20 calculations an address and 3,000 in all an hour', () => {
    expect(USAGE_BUDGET).toMatchObject({ tokensPerAddress: 60, tokens: 20_000, eventsPerAddress: 40, events: 6_000 });
  });

  test('one address: 40 events (20 starts and 20 results) an hour, then 429 until the next hour', () => {
    const { budget, advance } = world();
    let counted = 0;
    for (let i = 0; i < 60; i++) counted += calculation(budget, '198.51.100.7');
    expect(counted).toBe(40);
    // The 61st page of the hour gets no token at all (60 an address).
    const refused = budget.issue('198.51.100.7');
    expect(refused).toEqual({ ok: false, retryAfterSeconds: 3600 });
    // Half an hour on, still refused, and told when the hour ends.
    advance(30 * 60_000);
    expect(budget.issue('198.51.100.7')).toEqual({ ok: false, retryAfterSeconds: 1800 });
    advance(30 * 60_000);
    expect(calculation(budget, '198.51.100.7')).toBe(2);
  });

  test('the flood of the report: 100 addresses sending 120 events each count at most 4,000 (2,000 results), not 12,000', () => {
    const { budget } = world();
    let counted = 0;
    for (let i = 0; i < 100; i++) for (let n = 0; n < 60; n++) counted += calculation(budget, `10.0.${i >> 8}.${i & 255}`);
    // 100 addresses × 40 events = 4,000, under the site's 6,000.
    expect(counted).toBe(4_000);
  });

  test('10,000 addresses count no more than the site budget of 6,000 events an hour', () => {
    const { budget } = world();
    let counted = 0;
    for (let i = 0; i < 10_000; i++) counted += calculation(budget, `10.${i >> 16}.${(i >> 8) & 255}.${i & 255}`);
    expect(counted).toBe(6_000);
  });

  test('an IPv6 /64 is one address', () => {
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:1:2:3')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(addressKey('198.51.100.7')).toBe('198.51.100.7');
    const { budget } = world();
    let counted = 0;
    for (let i = 0; i < 60; i++) counted += calculation(budget, `2001:db8:1:2::${i.toString(16)}`);
    expect(counted).toBe(40);
  });
});

describe('tokens', () => {
  test('a token lasts two hours', () => {
    const { budget, advance } = world();
    const given = budget.issue('198.51.100.7');
    if (!given.ok) throw new Error('no token');
    advance(2 * 3600_000 + 1);
    expect(budget.spend('198.51.100.7', given.token, 'pip', false)).toMatchObject({ ok: false, status: 403 });
  });

  test('a token from another key (another server, a restart) is refused', () => {
    let t = START;
    const a = createUsageBudget({ now: () => t });
    const b = createUsageBudget({ now: () => t });
    const given = a.issue('198.51.100.7');
    if (!given.ok) throw new Error('no token');
    expect(b.spend('198.51.100.7', given.token, 'pip', false)).toMatchObject({ ok: false, status: 403 });
    t += 1;
    expect(a.spend('198.51.100.7', given.token, 'pip', false)).toEqual({ ok: true });
  });

  test('turned off for load tests, the budgets count nothing but a token is still needed', () => {
    const t = START;
    const budget = createUsageBudget({ now: () => t, disabled: true });
    let counted = 0;
    for (let i = 0; i < 200; i++) counted += calculation(budget, '198.51.100.7');
    expect(counted).toBe(400);
    expect(budget.spend('198.51.100.7', undefined, 'pip', false)).toMatchObject({ ok: false, status: 403 });
  });
});
