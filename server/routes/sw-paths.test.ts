/**
 * The service worker's rule of what it never keeps (src/sw/rules.ts) against the real server: every
 * spelling of an address that the server answers as the admin panel or its API is one the worker
 * leaves to the network (README "Offline"), however the path is written.
 */
import { afterEach, beforeEach, expect, test } from 'vitest';
import { makeTestApp, ORIGIN } from '../test-helpers.ts';
import { cacheRuleFor, neverCached } from '../../src/sw/rules.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

/** Paths tried: the admin panel and its API in every spelling a URL allows, and pages that are not it. */
const SPELLINGS = [
  '/admin',
  '/%61dmin',
  '/%61%64%6d%69%6e',
  '/%41dmin',
  '/ADMIN',
  '/Admin',
  '//admin',
  '///admin',
  '/admin/',
  '/./admin',
  '/%2e/admin',
  '/x/../admin',
  '/x/%2e%2e/admin',
  '/admin.html',
  '/admin/index.html',
  '/admin%2findex.html',
  '/%2561dmin',
  '/\\admin',
  '/api/admin',
  '/api/admin/',
  '/api/%61dmin/messages',
  '/%61pi/admin/usage',
  '//api/admin/usage',
  '/api//admin/usage',
  '/api/./admin/usage',
  '/api/admin/usage/',
  '/API/ADMIN/usage',
  '/administration',
  '/universal-credit',
  '/',
];

test('every address the server answers as the admin page or the admin API is never kept by the service worker', async () => {
  const servedAsAdmin: string[] = [];
  for (const spelling of SPELLINGS) {
    const url = new URL(`${ORIGIN}${spelling}`);
    const res = await w.app.request(url.href, { redirect: 'manual' });
    const text = await res.text();
    // The admin page of the fixture site, or a route of the admin API (401 without a session).
    const admin = (res.status === 200 && text.includes('<title>Admin |')) || (res.status === 401 && /sign in/i.test(text));
    if (admin) servedAsAdmin.push(spelling);
    if (admin) {
      expect(neverCached(url.pathname), spelling).toBe(true);
      for (const mode of ['navigate', 'cors']) expect(cacheRuleFor({ method: 'GET', mode, url: url.href }, ORIGIN), spelling).toBe('network');
    }
    // A redirect (the trailing slash) is never kept (mayKeep), and leads to an address checked here.
  }
  // The spellings the server does serve as the admin panel or its API, so the test checks something.
  expect(servedAsAdmin).toEqual([
    '/admin',
    '/%61dmin',
    '/%61%64%6d%69%6e',
    '//admin',
    '///admin',
    '/./admin',
    '/%2e/admin',
    '/x/../admin',
    '/x/%2e%2e/admin',
    '/admin/index.html',
    '/\\admin',
    '/api/admin',
    '/api/admin/',
    '/api/%61dmin/messages',
    '/%61pi/admin/usage',
    '/api/./admin/usage',
    '/api/admin/usage/',
  ]);
  expect(servedAsAdmin).not.toContain('/administration');
  expect(servedAsAdmin).not.toContain('/universal-credit');
});
