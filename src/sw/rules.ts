/**
 * What the service worker (src/sw/sw.ts, README "Offline") keeps, as plain functions the unit
 * tests read. Each rule is judged on the path as the server reads it (`serverPath`). It keeps the pages a visitor opens and the published rates (`GET /api/rates`),
 * each fetched from the network first and kept only as a fallback for when there is none; it
 * never answers for the admin panel (`/admin`, `/api/admin`), any other API, another site or
 * anything but GET, so the contact form's answers, sign-in and the admin's work always go
 * to the network and are never stored.
 */

/** How the service worker treats one request. */
export type CacheRule = 'page' | 'rates' | 'asset' | 'network';

/** Does `pathname` fall under `prefix` (`/admin` covers `/admin`, `/admin/x` and `/admin.html`, not `/administration`)? */
function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`) || pathname.startsWith(`${prefix}.`);
}

/**
 * A URL's path as the server reads it, so the worker never judges a different address from the one
 * the server serves. The server (Hono) decodes percent-escapes once (`/%61dmin` is `/admin`) and finds
 * the file on a folded path (server/static.ts: `//admin` is `/admin`), and sends `/admin/` to
 * `/admin`; the browser's URL parser has already taken out `.` and `..` segments, `%2e` among
 * them, and turned `\` into `/`. Here escapes are decoded until none is left (a doubled
 * `%2561` as well, where the server finds no file: never keeping too much is the safe side),
 * then empty, `.` and `..` segments are folded and the trailing slash dropped.
 */
export function serverPath(pathname: string): string {
  let path = pathname;
  for (let round = 0; round < 4 && path.includes('%'); round++) {
    const decoded = path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (escapes) => {
      try {
        return decodeURIComponent(escapes);
      } catch {
        return escapes;
      }
    });
    if (decoded === path) break;
    path = decoded;
  }
  const segments: string[] = [];
  for (const segment of path.replace(/\\/g, '/').split('/')) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') segments.pop();
    else segments.push(segment);
  }
  return `/${segments.join('/')}`;
}

/**
 * Addresses never kept, whatever else matches them: anything the server serves as the admin panel
 * or its API, in any spelling of the path (`serverPath`), in any letter case.
 */
export function neverCached(pathname: string): boolean {
  const path = serverPath(pathname).toLowerCase();
  return under(path, '/admin') || under(path, '/api/admin');
}

/**
 * The rule for a request: `page` for a navigation to one of our pages, `rates` for the
 * published rates, `asset` for a build file under /_astro (its name carries its content's
 * hash, so a kept copy is always right: a visited page's scripts and styles), `network`
 * (the service worker stays out of it) for everything else. The build files the worker
 * stored on install are answered before this, by Workbox's precache route.
 */
export function cacheRuleFor(request: { method: string; mode: string; url: string }, origin: string): CacheRule {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || neverCached(url.pathname)) return 'network';
  const path = serverPath(url.pathname);
  if (path === '/api/rates') return 'rates';
  if (path.toLowerCase() === '/api' || path.toLowerCase().startsWith('/api/')) return 'network';
  if (path.startsWith('/_astro/')) return 'asset';
  return request.mode === 'navigate' ? 'page' : 'network';
}

/**
 * May an answer from the network be kept? Only a whole, successful page (200) that does not
 * forbid it (`no-store`): never an error, a redirect, the maintenance page or a one-off answer.
 */
export function mayKeep(response: { status: number; type?: string; headers: { get(name: string): string | null } }): boolean {
  if (response.status !== 200 || response.type === 'opaqueredirect') return false;
  return !/\bno-store\b/i.test(response.headers.get('Cache-Control') ?? '');
}

/**
 * Where to look, in order, for a page the network cannot give: its own address, then the page
 * without its query or trailing slash (the server's one address for it), as kept on install.
 */
export function pageFallbackKeys(href: string): string[] {
  const url = new URL(href);
  const path = url.pathname.length > 1 ? url.pathname.replace(/\/+$/, '') : url.pathname;
  return [...new Set([url.pathname + url.search, path])];
}

/**
 * Raise by one to make every visitor's browser drop all it keeps and fetch it afresh on the next
 * visit, without a change of the site (README "Offline"). A site change needs no raise: the
 * worker's version follows its files.
 */
export const CACHE_EPOCH = 1;

/** Workbox's name for the cache of the files kept on install, for this epoch. */
export const PRECACHE_NAME_DETAILS = { prefix: 'ubc', suffix: `epoch-${CACHE_EPOCH}` };

/** The runtime caches of one build; an update's caches have new names, and the old ones go. */
export function runtimeCacheNames(version: string): { pages: string; rates: string; assets: string } {
  return { pages: `${RUNTIME_PREFIX}pages-${version}`, rates: `${RUNTIME_PREFIX}rates-${version}`, assets: `${RUNTIME_PREFIX}assets-${version}` };
}

/** The prefix of every runtime cache name, so the worker can tell its own old caches apart. */
export const RUNTIME_PREFIX = 'ubc-runtime-';

/** Runtime caches of other builds, to delete when a new worker takes over. */
export function staleRuntimeCaches(names: readonly string[], version: string): string[] {
  const current = new Set(Object.values(runtimeCacheNames(version)));
  return names.filter((name) => name.startsWith(RUNTIME_PREFIX) && !current.has(name));
}

/** The header the worker adds to the published rates when it answers with its kept copy. */
export const SAVED_COPY_HEADER = 'X-Saved-Copy';
