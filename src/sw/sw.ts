/**
 * The service worker (README "Offline"): after one visit the calculators open and calculate with
 * no connection. scripts/build-sw.mjs bundles this file after `astro build` into `/sw.js`,
 * with the build's list of files to keep (`__PRECACHE__`: every calculator page, the
 * JavaScript it loads, the stylesheets) and a version named from that list (`__SW_VERSION__`).
 *
 * - On install it stores the list (Workbox precaching); a new build's worker takes over at once
 *   (`skipWaiting`, `clientsClaim`) and deletes the old build's caches, so an update of the
 *   site replaces what is kept within one visit.
 * - Pages and `GET /api/rates` go to the network first and are kept as they come; the kept copy
 *   answers only when the network cannot. Other build files a visited page loads (a content
 *   page's styles, the contact form's script) are kept as they come and answered from the
 *   kept copy, since their names change with their content (src/sw/rules.ts says what is
 *   never kept).
 */
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheRuleFor, mayKeep, PRECACHE_NAME_DETAILS, pageFallbackKeys, runtimeCacheNames, SAVED_COPY_HEADER, staleRuntimeCaches } from './rules';

/** The parts of the worker's global scope used here (the project's types are the page's). */
interface WorkerScope {
  location: Location;
  /** Chromium's Network Information API: `saveData` when the visitor asked the browser to use less data. */
  navigator: { connection?: { saveData?: boolean } };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'activate', listener: (event: Event & { waitUntil(promise: Promise<unknown>): void }) => void): void;
}

declare const __PRECACHE__: Array<{ url: string; revision: string | null }>;
declare const __SW_VERSION__: string;

const scope = self as unknown as WorkerScope;
const names = runtimeCacheNames(__SW_VERSION__);
/** How long a slow connection gets before the kept copy answers instead. */
const NETWORK_TIMEOUT_SECONDS = 5;
const keepOnlyWhole = { cacheWillUpdate: async ({ response }: { response: Response }) => (mayKeep(response) ? response : null) };

setCacheNameDetails(PRECACHE_NAME_DETAILS);
void scope.skipWaiting();
clientsClaim();

const pages = new NetworkFirst({ cacheName: names.pages, networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [keepOnlyWhole] });
registerRoute(
  ({ request }) => cacheRuleFor(request, scope.location.origin) === 'page',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      const kept = await caches.open(names.pages);
      for (const key of pageFallbackKeys(options.request.url)) {
        const hit = (await kept.match(key, { ignoreVary: true })) ?? (await matchPrecache(key));
        if (hit) return hit;
      }
      throw error;
    }
  },
);

// The published rates: the kept copy says it is one, so the page can say which rates it uses.
const markSavedCopy = {
  cachedResponseWillBeUsed: async ({ cachedResponse }: { cachedResponse?: Response }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    return new Response(await cachedResponse.blob(), { status: cachedResponse.status, statusText: cachedResponse.statusText, headers });
  },
};
registerRoute(
  ({ request }) => cacheRuleFor(request, scope.location.origin) === 'rates',
  // `no-cache`: the browser's HTTP cache asks the server every time (a 304 when nothing changed), so an
  // admin's edit is in the next page's rates (docs/product.md §4 "Server").
  new NetworkFirst({
    cacheName: names.rates,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    fetchOptions: { cache: 'no-cache' },
    plugins: [keepOnlyWhole, markSavedCopy],
  }),
);

// The build's own files: hashed names under /_astro never change, so the kept copy answers first.
// A visitor whose browser asks to save data (a capped phone plan) is not sent every calculator's
// files on install; what they open is still kept as it comes (the 'asset' route below).
const savesData = scope.navigator.connection?.saveData === true;
precacheAndRoute(savesData ? [] : __PRECACHE__, { cleanURLs: false, directoryIndex: '', ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

// After the precache route, so only files not stored on install reach it.
registerRoute(({ request }) => cacheRuleFor(request, scope.location.origin) === 'asset', new CacheFirst({ cacheName: names.assets, plugins: [keepOnlyWhole] }));

scope.addEventListener('activate', (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(staleRuntimeCaches(keys, __SW_VERSION__).map((key) => caches.delete(key)))));
});
