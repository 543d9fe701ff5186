/**
 * What the routes share, built once by createApp and handed to each route file:
 * the database, the clock, the stores, the limits and the built site.
 */
import type { DB } from './db/index.ts';
import type { Logger } from './logger.ts';
import type { SettingsStore } from './settings.ts';
import type { Session, SessionStore } from './auth/session.ts';
import type { RateLimiter } from './auth/rate-limit.ts';
import type { UsageBudget } from './usage-budget.ts';
import type { LoginThrottle } from './auth/login-throttle.ts';
import type { DeviceCookies } from './auth/device-cookie.ts';
import type { TwoFactor } from './auth/two-factor.ts';
import type { PendingSignIns } from './auth/pending-sign-in.ts';
import type { ScryptParams } from './auth/password.ts';
import type { ContactWriter } from './db/contact-writer.ts';
import type { ContactBudget } from './db/contact-budget.ts';
import type { StaticSite } from './static.ts';

/** A signed-in account. */
export interface AuthUser {
  id: string;
  email: string;
}

/** Shared dependencies of the route files. */
export interface Deps {
  db: DB;
  logger: Logger;
  now: () => Date;
  settings: SettingsStore;
  sessions: SessionStore;
  /** Session cookie name and whether it is Secure. */
  cookie: { name: string; secure: boolean };
  limits: {
    /** Contact messages per client address. */
    contactIp: RateLimiter;
    /** Usage events per client address. */
    usageIp: RateLimiter;
  };
  /** Usage events' tokens and hourly budgets (usage-budget.ts). */
  usage: UsageBudget;
  /** Sign-in throttling and the cap on password hashes running at once. */
  loginThrottle: LoginThrottle;
  /** Device cookies: browsers that have signed in to an account before (auth/device-cookie.ts). */
  devices: DeviceCookies;
  /** Admins' second factor and the site's requirement of it (auth/two-factor.ts). */
  twoFactor: TwoFactor;
  /** Sign-ins waiting for their second factor (auth/pending-sign-in.ts). */
  pendingSignIns: PendingSignIns;
  /** Read the client address from X-Forwarded-For (behind a reverse proxy). */
  trustProxy: boolean;
  /** Cost of new password hashes. */
  scrypt: ScryptParams;
  /** The built site, its pages passed through the transforms (site.ts). */
  site: StaticSite;
  /** Writes contact messages (a worker thread in the server, in-process in tests). */
  contactWriter: ContactWriter;
  /** The contact form's overall budget and retention (db/contact-budget.ts). */
  contactBudget: ContactBudget;
}

/** Hono environment of routes behind the admin check. */
export interface AdminEnv {
  Variables: {
    session: Session;
    user: AuthUser;
  };
}
