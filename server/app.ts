/**
 * createApp: the whole HTTP surface, built from its dependencies so tests can
 * build a fresh app on a temporary database (docs/style.md habit 11). Order matters:
 * security headers → path guard → same-origin check → API routes → the site
 * (redirects, maintenance, files) → not found.
 */
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import type { DB } from './db/index.ts';
import { consoleLogger, type Logger } from './logger.ts';
import type { HtmlTransform } from './static.ts';
import { createSite } from './site.ts';
import { createSettingsStore } from './settings.ts';
import { createSessionStore } from './auth/session.ts';
import { createRateLimiter } from './auth/rate-limit.ts';
import { createUsageBudget } from './usage-budget.ts';
import { createLoginThrottle, LOGIN_POLICY, type LoginPolicy } from './auth/login-throttle.ts';
import { sqliteAccountFailures } from './auth/account-lockout.ts';
import { DEFAULT_SCRYPT, type ScryptParams } from './auth/password.ts';
import { sessionCookieName } from './auth/guard.ts';
import { createDeviceCookies, deviceCookieKey } from './auth/device-cookie.ts';
import { createTwoFactor } from './auth/two-factor.ts';
import { createPendingSignIns } from './auth/pending-sign-in.ts';
import type { Deps } from './context.ts';
import { inProcessContactWriter, type ContactWriter } from './db/contact-writer.ts';
import { createContactBudget, type ContactBudgetLimits } from './db/contact-budget.ts';
import { handleErrors } from './errors.ts';
import { requestLog } from './middleware/request-log.ts';
import { securityHeaders } from './middleware/security-headers.ts';
import { pathGuard } from './middleware/path-guard.ts';
import { ownPagesOnly } from './middleware/same-origin.ts';
import { siteHosts } from './http.ts';
import { healthRoutes } from './routes/health.ts';
import { contactRoutes } from './routes/contact.ts';
import { authRoutes } from './routes/auth.ts';
import { ratesRoutes } from './routes/rates.ts';
import { publicSettingsRoutes } from './routes/settings.ts';
import { usageRoutes } from './routes/usage.ts';
import { adminRoutes } from './routes/admin/index.ts';
import { siteRoutes } from './routes/site.ts';
import { apiInLanguage } from './language.ts';
import { apiNotFound, notFound } from './routes/not-found.ts';

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
  /** Host names a state-changing request's Origin may name (env.ts: SITE_URL, ALLOWED_HOSTS; default: the loopback names and the public address). */
  allowedHosts?: readonly string[];
  /** The contact form's overall budget overrides (tests; db/contact-budget.ts). */
  contactBudget?: Partial<ContactBudgetLimits>;
  /** Where contact messages are written (index.ts: a worker thread; default: in-process, batched). */
  contactWriter?: ContactWriter;
}

/** What the route files share, built once from the options. */
function createDeps(options: AppOptions): Deps {
  const { db, logger = consoleLogger, isProduction = true, now = () => new Date() } = options;
  const clockMs = () => now().getTime();
  const settings = createSettingsStore(db, { ttlMs: options.settingsCacheMs ?? 1000, now: clockMs });
  const disabled = options.disableRateLimits ?? false;
  return {
    db,
    logger,
    now,
    settings,
    site: createSite({ distDir: options.distDir, db, settings, now, extra: options.htmlTransforms }),
    sessions: createSessionStore(db, clockMs),
    cookie: { name: sessionCookieName(isProduction), secure: isProduction },
    limits: {
      contactIp: createRateLimiter({ limit: 5, windowMs: 60_000, now: clockMs, disabled }),
      usageIp: createRateLimiter({ limit: 120, windowMs: 60_000, now: clockMs, disabled }),
    },
    usage: createUsageBudget({ now: clockMs, disabled }),
    loginThrottle: createLoginThrottle({
      now: clockMs,
      disabled,
      policy: options.loginPolicy,
      accountFailures: sqliteAccountFailures(db, { windowMs: options.loginPolicy?.windowMs ?? LOGIN_POLICY.windowMs, logger }),
    }),
    devices: createDeviceCookies(deviceCookieKey(db, logger), { secure: isProduction, now: clockMs }),
    twoFactor: createTwoFactor(db, clockMs),
    pendingSignIns: createPendingSignIns({ secure: isProduction, now: clockMs }),
    trustProxy: options.trustProxy ?? false,
    scrypt: options.scrypt ?? DEFAULT_SCRYPT,
    contactWriter: options.contactWriter ?? inProcessContactWriter(options.db),
    contactBudget: createContactBudget(db, { now: clockMs, logger, disabled, limits: options.contactBudget }),
  };
}

export function createApp(options: AppOptions) {
  const deps = createDeps(options);
  const app = new Hono();

  if (options.logRequests) app.use('*', requestLog(deps.logger));
  app.use('*', securityHeaders({ hsts: options.hsts ?? options.isProduction ?? true }));
  app.use('*', pathGuard(deps));
  app.use('*', ownPagesOnly(options.allowedHosts ?? siteHosts(undefined, undefined)));

  // ---- API -------------------------------------------------------------------
  // JSON over 1 KB goes out gzipped: GET /api/rates (every calculator page reads it)
  // is about 65 KB as text and under 10 KB compressed. The site's files are
  // compressed by the static handler, with brotli.
  app.use('/api/*', compress());
  // Errors in Welsh when Accept-Language prefers it (inside compress, so it reads the plain JSON).
  app.use('/api/*', apiInLanguage());
  app.route('/api/health', healthRoutes(deps));
  app.route('/', contactRoutes(deps)); // POST /api/contact, and the no-JavaScript form at /contact
  app.route('/api/auth', authRoutes(deps));
  app.route('/api/rates', ratesRoutes(deps));
  app.route('/api/settings', publicSettingsRoutes(deps));
  app.route('/api/usage', usageRoutes(deps));
  app.route('/api/admin', adminRoutes(deps));
  app.all('/api/*', apiNotFound);

  // ---- The site --------------------------------------------------------------
  app.route('/', siteRoutes(deps));

  app.notFound(notFound(deps));
  app.onError(handleErrors(deps.logger));
  return app;
}
