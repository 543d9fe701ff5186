/**
 * createApp: the whole HTTP surface, built from its dependencies so tests can
 * build a fresh app on a temporary database (STYLE habit 11). Order matters:
 * security headers → path guard → API routes → redirects → static site → 404.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { DB } from './db/index.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createStaticHandler, type HtmlTransform, type StaticHit } from './static.ts';
import { REDIRECTS } from '../src/lib/redirects.ts';
import { quickCheckHref } from '../src/lib/quick-check.ts';

/** What the app needs from the outside world. */
export interface AppOptions {
  db: DB;
  /** The built site (astro build output). */
  distDir: string;
  logger?: Logger;
  /** true outside development: Secure cookies, HSTS. */
  isProduction?: boolean;
  /** Clock, for tests. */
  now?: () => Date;
  /** Extra HTML transforms (run after the built-in ones). */
  htmlTransforms?: HtmlTransform[];
}

/** Longest request target we serve; longer ones get 414 (issue "foundation", bad input). */
export const MAX_URL_LENGTH = 2048;

/** Keep the footer year current without a rebuild (spec 000 §2: "The footer year is the current year"). */
export function footerYearTransform(now: () => Date): HtmlTransform {
  return (html) => html.replace(/(<span data-current-year>)\d{4}(<\/span>)/, `$1${now().getUTCFullYear()}$2`);
}

/** A small self-contained error page, for errors that happen before the site can be read. */
function plainErrorPage(status: number, title: string, text: string): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title} | UK Benefits Calculator</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b0c0c}a{color:#154a6d}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">Return to Home</a></p></main></body></html>`;
}

export function createApp(options: AppOptions) {
  const { db, logger = consoleLogger, isProduction = true, now = () => new Date() } = options;
  const site = createStaticHandler(options.distDir, [footerYearTransform(now), ...(options.htmlTransforms ?? [])]);
  const app = new Hono();

  // Security headers on every response (the server issue tightens the CSP further).
  app.use('*', async (c, next) => {
    await next();
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
    c.header('X-Frame-Options', 'DENY');
    c.header('Cross-Origin-Opener-Policy', 'same-origin');
    c.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), interest-cohort=()');
    if (isProduction) c.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
  });

  // Path guard: over-long targets, encoded slashes or NULs, malformed escapes.
  app.use('*', async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      return c.html(plainErrorPage(414, 'Address too long', 'The web address is too long for us to read. Check it and try again.'), 414);
    }
    const rawPath = new URL(url).pathname;
    if (/%(2f|5c|00)/i.test(rawPath)) return notFound(c.req.path);
    try {
      decodeURIComponent(rawPath);
      decodeURIComponent(new URL(url).search.replace(/\+/g, ' '));
    } catch {
      return c.html(plainErrorPage(400, 'Bad request', 'The web address is not valid. Check it and try again.'), 400);
    }
    await next();
  });

  // ---- API -------------------------------------------------------------------
  app.get('/api/health', (c) => {
    try {
      db.prepare('SELECT 1').get();
      return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      logger.error('health check failed', { err });
      return c.json({ status: 'error', error: 'Database unavailable' }, 503, { 'Cache-Control': 'no-store' });
    }
  });

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // ---- Pages -----------------------------------------------------------------
  app.get('*', (c) => {
    const pathname = c.req.path;

    const target = REDIRECTS[pathname.replace(/\/+$/, '')];
    if (target) return c.redirect(target, 301);

    // One address per page: /guides/x/ → /guides/x (query kept).
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const search = new URL(c.req.url).search;
      return c.redirect(pathname.replace(/\/+$/, '') + search, 301);
    }

    // The home page's quick check works without JavaScript: a plain GET submits
    // empty answers too, so tidy the address to only the chosen ones (spec 000 §2).
    if (pathname === '/benefits-checker') {
      const params = new URL(c.req.url).searchParams;
      if ([...params.values()].some((v) => v === '')) {
        const tidy = quickCheckHref({
          age: params.get('age'),
          employment: params.get('employment'),
          children: params.get('children'),
          housing: params.get('housing'),
        });
        return c.redirect(tidy, 302);
      }
    }

    const file = site.resolve(pathname);
    if (!file) return notFound(pathname);
    return send(
      site.serveFile(file, {
        pathname,
        acceptEncoding: c.req.header('accept-encoding'),
        ifNoneMatch: c.req.header('if-none-match'),
      }),
    );
  });

  app.notFound((c) => (c.req.path.startsWith('/api/') ? c.json({ error: 'Not found' }, 404) : notFound(c.req.path)));

  // One root error handler: HTTPException becomes its response; anything else is
  // logged and answered with a generic 500 that leaks nothing.
  app.onError((err, c) => {
    if (err instanceof HTTPException) return err.getResponse();
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, err });
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Something went wrong. Please try again.' }, 500);
    return c.html(plainErrorPage(500, 'Sorry, something went wrong', 'Please try again in a few minutes.'), 500);
  });

  function send(hit: StaticHit, status?: number): Response {
    // A Node Buffer is a Uint8Array; the DOM lib's BodyInit type just does not say so.
    return new Response(hit.body as unknown as BodyInit | null, { status: status ?? hit.status, headers: hit.headers });
  }

  /** The site's own 404 page with status 404, and a log line naming the path (spec 002 §2). */
  function notFound(pathname: string): Response {
    logger.warn('404', { path: pathname.slice(0, 300) });
    const file = site.resolve('/404.html');
    if (!file) {
      return new Response(plainErrorPage(404, 'Oops! Page not found', 'The page may have moved.'), {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const hit = site.serveFile(file, { pathname: '/404' });
    hit.headers['Cache-Control'] = 'no-store';
    return send({ ...hit, status: 200 }, 404);
  }

  return app;
}

/** The app's type, for typed clients in tests. */
export type App = ReturnType<typeof createApp>;
