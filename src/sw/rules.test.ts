import { describe, expect, it } from 'vitest';
import { cacheRuleFor, mayKeep, neverCached, pageFallbackKeys, runtimeCacheNames, staleRuntimeCaches } from './rules';

const ORIGIN = 'https://benefits.example';
const get = (path: string, mode = 'navigate') => ({ method: 'GET', mode, url: `${ORIGIN}${path}` });

describe('what the service worker keeps (README "Offline")', () => {
  it('keeps our pages as they are opened, the published rates and the build files', () => {
    expect(cacheRuleFor(get('/universal-credit'), ORIGIN)).toBe('page');
    expect(cacheRuleFor(get('/guides/universal-credit?x=1'), ORIGIN)).toBe('page');
    expect(cacheRuleFor(get('/contact'), ORIGIN)).toBe('page');
    expect(cacheRuleFor(get('/api/rates', 'cors'), ORIGIN)).toBe('rates');
    expect(cacheRuleFor(get('/_astro/client.CyNhh_UO.js', 'cors'), ORIGIN)).toBe('asset');
    expect(cacheRuleFor(get('/_astro/rates.DGLbIO1k.css', 'no-cors'), ORIGIN)).toBe('asset');
  });

  it('never the admin panel, its API, any other API, another site, a POST, or anything that is not a page', () => {
    for (const path of ['/admin', '/admin/', '/admin/rates', '/Admin', '/admin.html', '/api/admin', '/api/admin/rates/2026-27/x', '/api/admin-typo']) {
      expect(cacheRuleFor(get(path), ORIGIN), path).toBe('network');
      expect(cacheRuleFor(get(path, 'cors'), ORIGIN), path).toBe('network');
    }
    for (const path of ['/api/contact', '/api/settings', '/api/auth/session', '/api/usage', '/api']) expect(cacheRuleFor(get(path, 'cors'), ORIGIN), path).toBe('network');
    expect(cacheRuleFor({ method: 'POST', mode: 'cors', url: `${ORIGIN}/api/contact` }, ORIGIN)).toBe('network');
    expect(cacheRuleFor({ method: 'POST', mode: 'navigate', url: `${ORIGIN}/contact` }, ORIGIN)).toBe('network');
    expect(cacheRuleFor({ method: 'HEAD', mode: 'cors', url: `${ORIGIN}/api/rates` }, ORIGIN)).toBe('network');
    expect(cacheRuleFor(get('/universal-credit'), 'https://other.example')).toBe('network');
    expect(cacheRuleFor(get('/favicon.svg', 'no-cors'), ORIGIN)).toBe('network');
    expect(cacheRuleFor(get('/pagefind/pagefind.js', 'cors'), ORIGIN)).toBe('network');
  });

  it('tells the admin panel from pages whose names only start alike', () => {
    expect(neverCached('/administration')).toBe(false);
    expect(neverCached('/admin')).toBe(true);
    expect(neverCached('/api/admin/settings')).toBe(true);
  });

  it('keeps only a whole, successful answer that allows it', () => {
    const headers = (cacheControl: string | null) => ({ get: (name: string) => (name === 'Cache-Control' ? cacheControl : null) });
    expect(mayKeep({ status: 200, headers: headers('no-cache') })).toBe(true);
    expect(mayKeep({ status: 200, headers: headers(null) })).toBe(true);
    expect(mayKeep({ status: 200, headers: headers('no-store') })).toBe(false);
    expect(mayKeep({ status: 200, headers: headers('private, No-Store') })).toBe(false);
    for (const status of [0, 206, 301, 304, 404, 429, 500, 503]) expect(mayKeep({ status, headers: headers(null) }), String(status)).toBe(false);
    expect(mayKeep({ status: 200, type: 'opaqueredirect', headers: headers(null) })).toBe(false);
  });

  it('looks for a page offline under its own address, then its one address without query or trailing slash', () => {
    expect(pageFallbackKeys(`${ORIGIN}/universal-credit`)).toEqual(['/universal-credit']);
    expect(pageFallbackKeys(`${ORIGIN}/universal-credit?open=1#x`)).toEqual(['/universal-credit?open=1', '/universal-credit']);
    expect(pageFallbackKeys(`${ORIGIN}/pip/`)).toEqual(['/pip/', '/pip']);
    expect(pageFallbackKeys(`${ORIGIN}/`)).toEqual(['/']);
  });

  it("names each build's caches apart and deletes only its own old ones", () => {
    expect(runtimeCacheNames('abc')).toEqual({ pages: 'ubc-runtime-pages-abc', rates: 'ubc-runtime-rates-abc', assets: 'ubc-runtime-assets-abc' });
    const kept = ['ubc-runtime-pages-old', 'ubc-runtime-pages-abc', 'ubc-runtime-rates-abc', 'ubc-runtime-assets-old', 'ubc-precache-v2-https://x/-epoch-1', 'other'];
    // Workbox deletes the files kept on install of an old epoch itself (cleanupOutdatedCaches).
    expect(staleRuntimeCaches(kept, 'abc')).toEqual(['ubc-runtime-pages-old', 'ubc-runtime-assets-old']);
  });
});
