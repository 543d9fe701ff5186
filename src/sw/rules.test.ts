import { describe, expect, it } from 'vitest';
import { cacheRuleFor, mayKeep, neverCached, pageFallbackKeys, runtimeCacheNames, serverPath, staleRuntimeCaches } from './rules';

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

  it('judges the path as the server reads it: escapes decoded, slashes and dot segments folded', () => {
    expect(serverPath('/%61dmin')).toBe('/admin');
    expect(serverPath('/%2561dmin')).toBe('/admin');
    expect(serverPath('//admin')).toBe('/admin');
    expect(serverPath('/admin/')).toBe('/admin');
    expect(serverPath('/./admin')).toBe('/admin');
    expect(serverPath('/x/../admin')).toBe('/admin');
    expect(serverPath('/api//%61dmin/')).toBe('/api/admin');
    expect(serverPath('/')).toBe('/');
    expect(serverPath('/universal-credit')).toBe('/universal-credit');
    // A malformed escape stays as it is (the server answers 400 for it).
    expect(serverPath('/%zz/admin')).toBe('/%zz/admin');
  });

  it('never keeps the admin panel or its API however the address is spelled', () => {
    const spellings = [
      '/%61dmin',
      '/%41DMIN',
      '/ADMIN',
      '/%2561dmin',
      '//admin',
      '///admin/',
      '/admin/',
      '/./admin',
      '/%2e/admin',
      '/x/%2e%2e/admin',
      '/admin%2ehtml',
      '/ADMIN.HTML',
      '/admin/index.html',
      '/%2fadmin',
      '/%5cadmin',
      '/\\admin',
      '//api/admin/messages',
      '/api/%61dmin/rates',
      '/%61pi/admin',
      '/API/ADMIN/',
      '/api/./admin',
    ];
    for (const path of spellings) {
      expect(neverCached(new URL(`${ORIGIN}${path}`).pathname), path).toBe(true);
      for (const mode of ['navigate', 'cors', 'no-cors']) expect(cacheRuleFor(get(path, mode), ORIGIN), `${path} ${mode}`).toBe('network');
    }
    // Other APIs spelled oddly are not kept either, and the rates are still the rates.
    expect(cacheRuleFor(get('/api/%63ontact', 'cors'), ORIGIN)).toBe('network');
    expect(cacheRuleFor(get('/API/contact'), ORIGIN)).toBe('network');
    expect(cacheRuleFor(get('/api/%72ates', 'cors'), ORIGIN)).toBe('rates');
    expect(cacheRuleFor(get('/%61dministration'), ORIGIN)).toBe('page');
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
