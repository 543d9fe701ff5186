import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordCalculatorUsage, resetUsageSettingsCache } from './usage';

type Call = { url: string; init?: RequestInit };

function stubFetch(settings: unknown, options: { settingsStatus?: number; fail?: 'settings' | 'usage' } = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, init });
      if (url === '/api/settings/public') {
        if (options.fail === 'settings') throw new TypeError('Failed to fetch');
        return new Response(JSON.stringify(settings), { status: options.settingsStatus ?? 200, headers: { 'Content-Type': 'application/json' } });
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

describe('recordCalculatorUsage (DECISIONS.md §1: one anonymous event, only when enabled)', () => {
  it('posts exactly { calculator_type, is_mobile, completed } when tracking is on', async () => {
    stubBrowser(true);
    const calls = stubFetch({ analytics_tracking_enabled: true, site_name: 'x' });
    await recordCalculatorUsage('universal-credit', true);
    expect(calls.map((c) => c.url)).toEqual(['/api/settings/public', '/api/usage']);
    const post = calls[1]!.init!;
    expect(post.method).toBe('POST');
    expect(new Headers(post.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(post.body as string)).toEqual({ calculator_type: 'universal-credit', is_mobile: true, completed: true });
  });

  it('reports a desktop width as not mobile', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('pip', false);
    expect(JSON.parse(calls[1]!.init!.body as string)).toEqual({ calculator_type: 'pip', is_mobile: false, completed: false });
  });

  it('trusts a browser that says it is mobile (userAgentData.mobile)', async () => {
    stubBrowser(false);
    vi.stubGlobal('navigator', { userAgentData: { mobile: true } });
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('benefits-checker', true);
    expect(JSON.parse(calls[1]!.init!.body as string)).toEqual({ calculator_type: 'benefits-checker', is_mobile: true, completed: true });
  });

  it('reads the settings once per page', async () => {
    stubBrowser(false);
    const calls = stubFetch({ analytics_tracking_enabled: true });
    await recordCalculatorUsage('pip', false);
    await recordCalculatorUsage('pip', true);
    expect(calls.filter((c) => c.url === '/api/settings/public')).toHaveLength(1);
    expect(calls.filter((c) => c.url === '/api/usage')).toHaveLength(2);
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
    resetUsageSettingsCache();
    calls = stubFetch({ analytics_tracking_enabled: true }, { settingsStatus: 404 });
    await recordCalculatorUsage('pip', true);
    expect(calls).toHaveLength(1);
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
