/**
 * createApp: the whole HTTP surface, built from its dependencies so tests can
 * build a fresh app on a temporary database (STYLE habit 11). Order matters:
 * security headers → path guard → same-origin check → API routes → redirects →
 * maintenance → static site → 404.
 */
import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { compress } from 'hono/compress';
import { createTableCheck, type DB } from './db/index.ts';
import { consoleLogger, type Logger } from './logger.ts';
import { createStaticHandler, type HtmlTransform, type StaticHit } from './static.ts';
import { REDIRECTS } from '../src/lib/redirects.ts';
import { quickCheckHref } from '../src/lib/quick-check.ts';
import { CONTACT_FORM_END, CONTACT_FORM_START, renderContactForm, type ContactFormState } from '../src/lib/contact.ts';
import { createSettingsStore } from './settings.ts';
import { createSessionStore } from './auth/session.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { createLoginThrottle, type LoginPolicy } from './auth/login-throttle.ts';
import { DEFAULT_SCRYPT, type ScryptParams } from './auth/password.ts';
import { sessionCookieName } from './auth/guard.ts';
import { contentSecurityPolicy, DEFAULT_CSP } from './html/csp.ts';
import { createSettingsTransforms, isAdminPath, maintenanceHtml, MAINTENANCE_RETRY_AFTER_SECONDS } from './html/site-transforms.ts';
import { sameOriginOnly, sitePath } from './http.ts';
import type { Deps, SitePages } from './context.ts';
import { inProcessContactWriter, type ContactWriter } from './db/contact-writer.ts';
import { isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from './db/write.ts';
import { contactRoutes } from './routes/contact.ts';
import { authRoutes } from './routes/auth.ts';
import { ratesPagePath, ratesRoutes, ratesStore } from './routes/rates.ts';
import { rateFiguresTransform } from './html/rate-figures.ts';
import { publicSettingsRoutes } from './routes/settings.ts';
import { usageRoutes } from './routes/usage.ts';
import { adminRoutes } from './routes/admin/index.ts';

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
  /** Send Strict-Transport-Security and upgrade-insecure-requests (default: isProduction; index.ts: outside development). */
  hsts?: boolean;
  /** Turn off sign-in, contact and usage limits (DISABLE_RATE_LIMITS=true; load tests only). */
  disableRateLimits?: boolean;
  /** Read the client address from X-Forwarded-For (only behind a reverse proxy that sets it). */
  trustProxy?: boolean;
  /** Sign-in throttling policy overrides (tests). */
  loginPolicy?: Partial<LoginPolicy>;
  /** Cost of new password hashes (tests use a cheaper one). */
  scrypt?: ScryptParams;
  /** How old the settings the pages see may be, in ms (default 1000; the store also drops it on every save). */
  settingsCacheMs?: number;
  /** Log one line per request. */
  logRequests?: boolean;
  /** Where contact messages are written (index.ts: a worker thread; default: in-process, batched). */
  contactWriter?: ContactWriter;
}

/** The answer to a change that could not be stored (full or failing disk). */
export const STORAGE_FAILED = 'Sorry, we could not save that just now. Nothing was changed. Please try again in a few minutes.';

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
  const hsts = options.hsts ?? isProduction;
  const clockMs = () => now().getTime();
  const settings = createSettingsStore(db, { ttlMs: options.settingsCacheMs ?? 1000, now: clockMs });
  const site = createStaticHandler(
    options.distDir,
    [footerYearTransform(now), ...createSettingsTransforms(() => settings.get()), rateFiguresTransform(ratesStore(db)), ...(options.htmlTransforms ?? [])],
    { htmlHeaders: (html) => ({ 'Content-Security-Policy': contentSecurityPolicy(html) }) },
  );
  const disabled = options.disableRateLimits ?? false;
  const deps: Deps = {
    db,
    logger,
    now,
    settings,
    sessions: createSessionStore(db, clockMs),
    cookie: { name: sessionCookieName(isProduction), secure: isProduction },
    limits: {
      contactIp: createRateLimiter({ limit: 5, windowMs: 60_000, now: clockMs, disabled }),
      usageIp: createRateLimiter({ limit: 120, windowMs: 60_000, now: clockMs, disabled }),
    },
    loginThrottle: createLoginThrottle({ now: clockMs, disabled, policy: options.loginPolicy }),
    trustProxy: options.trustProxy ?? false,
    scrypt: options.scrypt ?? DEFAULT_SCRYPT,
    pages: undefined as unknown as SitePages,
    contactWriter: options.contactWriter ?? inProcessContactWriter(db),
  };
  const app = new Hono();

  if (options.logRequests) {
    app.use('*', async (c, next) => {
      const start = performance.now();
      await next();
      logger.info('request', { method: c.req.method, path: c.req.path.slice(0, 300), status: c.res.status, ms: Math.round(performance.now() - start) });
    });
  }

  // Security headers on every response. HTML pages carry their own CSP (inline
  // script hashes, see html/csp.ts); everything else gets a locked-down default.
  // Set straight on the finished response: c.header() after next() would copy the
  // whole Response once per header, a measurable cost on POST /api/contact.
  const securityHeaders: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), browsing-topics=()'],
    ...(hsts ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as Array<[string, string]>) : []),
  ];
  app.use('*', async (c, next) => {
    await next();
    const apply = (set: (name: string, value: string) => void, has: (name: string) => boolean) => {
      for (const [name, value] of securityHeaders) set(name, value);
      if (!has('Content-Security-Policy')) set('Content-Security-Policy', DEFAULT_CSP);
    };
    try {
      const headers = c.res.headers;
      apply((n, v) => headers.set(n, v), (n) => headers.has(n));
    } catch {
      // A response with immutable headers: let Hono copy it.
      apply((n, v) => c.header(n, v), (n) => c.res.headers.has(n));
    }
  });

  // Path guard: over-long targets, encoded slashes or NULs, malformed escapes.
  app.use('*', async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      return c.html(plainErrorPage(414, 'Address too long', 'The web address is too long for us to read. Check it and try again.'), 414);
    }
    const rawPath = new URL(url).pathname;
    if (/%(2f|5c|00)/i.test(rawPath)) return notFound(c.req.path, c.req.header('accept-encoding'));
    try {
      decodeURIComponent(rawPath);
      decodeURIComponent(new URL(url).search.replace(/\+/g, ' '));
    } catch {
      return c.html(plainErrorPage(400, 'Bad request', 'The web address is not valid. Check it and try again.'), 400);
    }
    await next();
  });

  // CSRF: every state-changing request must come from one of our own pages.
  app.use(
    '*',
    sameOriginOnly((c) =>
      c.req.path.startsWith('/api/')
        ? c.json({ error: 'This request came from another site and was refused.' }, 403)
        : c.html(plainErrorPage(403, 'Request refused', 'This form was sent from another website, so we did not accept it. Go to our contact page and try again.'), 403),
    ),
  );

  // ---- API -------------------------------------------------------------------
  // JSON over 1 KB goes out gzipped: GET /api/rates (every calculator page reads it)
  // is about 65 KB as text and under 10 KB compressed. The site's files are
  // compressed by the static handler, with brotli.
  app.use('/api/*', compress());

  // Health reads a little of every table and index, so a damaged file shows here
  // and not only as failing admin pages.
  const checkTables = createTableCheck(db);
  app.get('/api/health', (c) => {
    try {
      checkTables();
      return c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' });
    } catch (err) {
      logger.error('health check failed', { err });
      return c.json({ status: 'error', error: 'Database unavailable' }, 503, { 'Cache-Control': 'no-store' });
    }
  });

  app.route('/', contactRoutes(deps)); // POST /api/contact and the no-JavaScript POST /contact
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/rates', ratesRoutes(deps));
  app.route('/api/settings', publicSettingsRoutes(deps));
  app.route('/api/usage', usageRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));

  app.all('/api/*', (c) => c.json({ error: 'Not found' }, 404));

  // ---- Pages -----------------------------------------------------------------
  app.get('*', (c) => {
    const pathname = c.req.path;

    const target = REDIRECTS[pathname.replace(/\/+$/, '')];
    if (target) return c.redirect(target, 301);

    // One address per page: /guides/x/ → /guides/x (query kept). Built from the
    // raw, still-encoded path and always a path on this site: `//evil.example/x/`
    // must not become `Location: //evil.example/x` (another host), nor `/%09/…`
    // a tab that browsers drop on the way to the same thing.
    if (pathname.length > 1 && pathname.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(sitePath(url.pathname.replace(/\/+$/, '')) + url.search, 301);
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

    // The no-JavaScript contact form's post/redirect/get lands here after a message is stored.
    if (pathname === '/contact' && new URL(c.req.url).searchParams.get('sent') === '1') {
      const closed = maintenance(pathname, c.req.header('accept-encoding'));
      if (closed) return closed;
      return contactPage({ status: 'sent', autofocus: true }, 200, c.req.header('accept-encoding'));
    }

    // /rates?year=2025-26 is the pre-rendered /rates/2025-26 (links work without JavaScript).
    const pagePath = ratesPagePath(pathname, c.req.url);
    const file = site.resolve(pagePath);
    // Maintenance mode: public pages answer 503; /admin, the API and assets stay reachable (DECISIONS.md §5).
    if (!file || file.endsWith('.html')) {
      const closed = maintenance(pathname, c.req.header('accept-encoding'));
      if (closed) return closed;
    }
    if (!file) return notFound(pathname, c.req.header('accept-encoding'));
    return send(
      site.serveFile(file, {
        pathname: pagePath,
        acceptEncoding: c.req.header('accept-encoding'),
        ifNoneMatch: c.req.header('if-none-match'),
      }),
    );
  });

  app.notFound((c) => (c.req.path.startsWith('/api/') ? c.json({ error: 'Not found' }, 404) : notFound(c.req.path, c.req.header('accept-encoding'))));

  // One root error handler: HTTPException becomes its response; anything else is
  // logged and answered with a generic 500 that leaks nothing.
  app.onError((err, c) => {
    if (err instanceof HTTPException) {
      // A response built by the thrower is kept; otherwise API callers get JSON.
      if (err.res || !c.req.path.startsWith('/api/')) return err.getResponse();
      return c.json({ error: err.message || 'Bad request' }, err.status);
    }
    if (isStorageFailure(err)) {
      // The disk is full or failing: nothing was saved, and saying so is the honest answer.
      logger.error('storage failure', { method: c.req.method, path: c.req.path, code: sqliteCode(err), err });
      const retry = { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) };
      if (c.req.path.startsWith('/api/')) return c.json({ error: STORAGE_FAILED }, 503, retry);
      return c.html(plainErrorPage(503, 'Sorry, we could not save that', STORAGE_FAILED), 503, retry);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, err });
    if (c.req.path.startsWith('/api/')) return c.json({ error: 'Something went wrong. Please try again.' }, 500);
    return c.html(plainErrorPage(500, 'Sorry, something went wrong', 'Please try again in a few minutes.'), 500);
  });

  function send(hit: StaticHit, status?: number): Response {
    // A Node Buffer is a Uint8Array; the DOM lib's BodyInit type just does not say so.
    return new Response(hit.body as unknown as BodyInit | null, { status: status ?? hit.status, headers: hit.headers });
  }

  /** The site's own 404 page with status 404, compressed like any page, and a log line naming the path (spec 002 §2). */
  function notFound(pathname: string, acceptEncoding?: string): Response {
    logger.warn('404', { path: pathname.slice(0, 300) });
    const file = site.resolve('/404.html');
    if (!file) {
      return new Response(plainErrorPage(404, 'Oops! Page not found', 'The page may have moved.'), {
        status: 404,
        headers: { 'Content-Type': 'text/html; charset=utf-8' },
      });
    }
    const hit = site.serveFile(file, { pathname: '/404', acceptEncoding });
    hit.headers['Cache-Control'] = 'no-store';
    return send({ ...hit, status: 200 }, 404);
  }

  /** The 503 maintenance page while maintenance mode is on and the path is public; else null. */
  function maintenance(pathname: string, acceptEncoding?: string): Response | null {
    if (isAdminPath(pathname) || !settings.get().maintenance_mode) return null;
    const shellFile = site.resolve('/404.html');
    const shell = shellFile ? site.transformHtml(shellFile, pathname) : null;
    return site.htmlResponse(maintenanceHtml(shell), {
      status: 503,
      acceptEncoding,
      headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
    });
  }

  /** The contact page with its form drawn for `state` (the no-JavaScript answer). */
  function contactPage(state: ContactFormState, status: number, acceptEncoding?: string, headers?: Record<string, string>): Response {
    const form = renderContactForm(state);
    const file = site.resolve('/contact');
    let html = file ? site.transformHtml(file, '/contact') : '';
    const start = html.indexOf(CONTACT_FORM_START);
    const end = html.indexOf(CONTACT_FORM_END);
    if (start === -1 || end < start) {
      html = plainErrorPage(status, 'Contact Us', '').replace('<p></p>', form);
    } else {
      html = html.slice(0, start + CONTACT_FORM_START.length) + form + html.slice(end);
    }
    if (state.errors && Object.keys(state.errors).length > 0) html = html.replace('<title>', '<title>Error: ');
    return site.htmlResponse(html, { status, acceptEncoding, headers });
  }

  deps.pages = { notFound, maintenance, contact: contactPage };

  return app;
}

/** The app's type, for typed clients in tests. */
export type App = ReturnType<typeof createApp>;
