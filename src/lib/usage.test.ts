import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalculatorStarted, recordCalculatorUsage, resetUsageSettingsCache, watchFirstUse } from './usage';

type Call = { url: string; init?: RequestInit };

function stubFetch(settings: unknown, options: { settingsStatus?: number; tokenStatus?: number; fail?: 'settings' | 'usage' } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/settings/public') {
        if (options.fail === 'settings') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(settings), { status: options.settingsStatus ?? 200, headers: { 'Content-Type': 'application/json' } });
      }
      if (url === '/api/usage/token') {
        return new Response(JSON.stringify({ token: 'page-token' }), { status: options.tokenStatus ?? 200, headers: { 'Content-Type': 'application/json' } });
      }
      if (options.fail === 'usage') throw new TypeError('Failed to fetch');
      return new Response(null, { status: 204 });
    }),
  );
  return calls;
}

function stubBrowser(mobileWidth: boolean) {
  vi.stubGlobal('window', {});
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(max-width: 767px)' && mobileWidth }));
}

beforeEach(() => resetUsageSettingsCache());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('usage events (docs/product.md §7: anonymous, three fields, only when enabled)', () => {
  it('posts exactly { calculator_type, is_mobile, completed } when tracking is on', async () => {
    stubBrowser(true);
    const calls = stubFetch({ analytics_tracking_enabled: true, site_name: 'x' });
    await recordCalculatorStarted('universal-credit');
    expect(calls.map((c) => c.url)).toEqual(['/api/settings/public', '/api/usage/token', '/api/usage']);
    const post = calls[2]!.init!;
    expect(post.method).toBe('POST');
    expect(new Headers(post.headers).get('Content-Type')).toBe('application/json');
    // The page's token goes in a header; the body is the three facts and nothing else.
    expect(new Headers(post.headers).get('Usage-Token')).toBe('page-token');
    expect(JSON.parse(post.body as string)).toEqual({ calculator_type: 'universal-credit', is_mobile: true, completed: false });
  });

  it('reports a desktop width as not mobile', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('pip', false);
    expect(JSON.parse(calls[2]!.init!.body as string)).toEqual({ calculator_type: 'pip', is_mobile: false, completed: false });
  });

  it('trusts a browser that says it is mobile (userAgentData.mobile)', async () => {
    stubBrowser(false);
    vi.stubGlobal('navigator', { userAgentData: { mobile: true } });
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('benefits-checker', false);
    expect(JSON.parse(calls[2]!.init!.body as string)).toEqual({ calculator_type: 'benefits-checker', is_mobile: true, completed: false });
  });

  it('reads the settings and asks for its token once per page', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('pip', false);
    await recordCalculatorUsage('pip', true);
    expect(calls.filter((c) => c.url === '/api/settings/public')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/usage/token')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(2);
  });

  it('a result sends its start first when none was sent, then the result; each once per page load', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('council-tax-support', true);
    await recordCalculatorUsage('council-tax-support', true);
    await recordCalculatorUsage('council-tax-support', false);
    const sent = calls.filter((c) => c.url === '/api/usage').map((c) => JSON.parse(c.init!.body as string).completed);
    expect(sent).toEqual([false, true]);
    // Another calculator on the same page load counts on its own.
    await recordCalculatorUsage('pip', true);
    expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(4);
    // A new page load starts afresh.
    await resetUsageSettingsCache();
    await recordCalculatorUsage('council-tax-support', true);
    expect(
      calls
        .filter((c) => c.url === '/api/usage')
        .map((c) => JSON.parse(c.init!.body as string).completed)
        .slice(4),
    ).toEqual([false, true]);
  });

  it('watchFirstUse sends one start on the first input or change, and none before it', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    const page = new EventTarget();
    watchFirstUse('housing-benefit', page);
    await Promise.resolve();
    expect(calls).toHaveLength(0);
    page.dispatchEvent(new Event('change'));
    page.dispatchEvent(new Event('input'));
    page.dispatchEvent(new Event('change'));
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(1));
    expect(JSON.parse(calls.find((c) => c.url === '/api/usage')!.init!.body as string)).toEqual({
      calculator_type: 'housing-benefit',
      is_mobile: false,
      completed: false,
    });
    // The start is already recorded: a later result adds only the result.
    await recordCalculatorUsage('housing-benefit', true);
    expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(2);
  });

  it('watchFirstUse stops listening when the island goes away', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    const page = new EventTarget();
    const stop = watchFirstUse('pip', page);
    stop();
    page.dispatchEvent(new Event('input'));
    await new Promise((r) => setTimeout(r, 0));
    expect(calls).toHaveLength(0);
  });

  it.each([
    ['off', { analytics_tracking_enabled: false }],
    ['missing', {}],
    ['a string "true"', { analytics_tracking_enabled: 'true' }],
    ['not an object', null],
  ])('sends nothing when the setting is %s', async (_, settings) => {
    stubBrowser(false);
    const calls = stubFetch(settings);
    await recordCalculatorUsage('housing-benefit', true);
    expect(calls.map((c) => c.url)).toEqual(['/api/settings/public']);
  });

  it('sends nothing when the settings call fails or answers an error', async () => {
    stubBrowser(false);
    let calls = stubFetch({ analytics_tracking_enabled: true }, { fail: 'settings' });
    await expect(recordCalculatorUsage('pip', true)).resolves.toBeUndefined();
    expect(calls).toHaveLength(1);
    await resetUsageSettingsCache();
    calls = stubFetch({ analytics_tracking_enabled: true }, { settingsStatus: 404 });
    await recordCalculatorUsage('pip', true);
    expect(calls).toHaveLength(1);
  });

  it('sends nothing when the server gives no token (budget spent, tracking just switched off)', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true }, { tokenStatus: 429 });
    await expect(recordCalculatorUsage('pip', true)).resolves.toBeUndefined();
    expect(calls.map((c) => c.url)).toEqual(['/api/settings/public', '/api/usage/token']);
  });

  it('never throws when the usage call fails', async () => {
    stubBrowser(false);
    stubFetch({ analytics_tracking_enabled: true }, { fail: 'usage' });
    await expect(recordCalculatorUsage('council-tax-support', true)).resolves.toBeUndefined();
  });

  it('does nothing outside a browser', async () => {
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('pip', true);
    expect(calls).toHaveLength(0);
  });
});
