/**
 * Helpers for the server's Vitest suites: a fresh app on a temporary SQLite file
 * and a tiny fixture site, a controllable clock, same-origin request helpers and
 * accounts made with a cheap scrypt cost.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { openDatabase, type DB } from './db/index.ts';
import { seedDatabase } from './db/seed.ts';
import { createApp, type AppOptions } from './app.ts';
import { memoryLogger } from './logger.ts';
import { hashPassword, type ScryptParams } from './auth/password.ts';
import { CONTACT_FORM_END, CONTACT_FORM_START, renderContactForm } from '../src/lib/contact.ts';

/** Cheap scrypt for tests (the stored form records it; production uses ln=17). */
export const TEST_SCRYPT: ScryptParams = { ln: 10, r: 8, p: 1 };

/** The origin app.request() uses. */
export const ORIGIN = 'http://localhost';

function page(title: string, main: string, extraHead = ''): string {
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><title>${title} | UK Benefits Calculator</title>${extraHead}<!--site-head--></head><body><header>Site header</header><!--site-banner--><main id="main-content">${main}</main><footer>&copy; <span data-current-year>2020</span></footer><!--site-body-end--><script>console.log("inline")</script></body></html>`;
}

/** Write a tiny built site: home, a guide, contact, admin, 404 and a few assets. */
export function makeFixtureDist(dir: string): string {
  const write = (rel: string, body: string | Buffer) => {
    const file = path.join(dir, rel);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, body);
  };
  const filler = '<p>' + 'Universal Credit is a payment to help with your living costs. '.repeat(40) + '</p>';
  write('index.html', page('Home', `<h1>Find out what benefits you could get</h1>${filler}`));
  write('guides/universal-credit/index.html', page('Universal Credit guide', `<h1>Universal Credit guide</h1>${filler}<!--site-ad-in-content-->`));
  write('contact/index.html', page('Contact Us', `<h1>Contact Us</h1><div data-contact-region>${CONTACT_FORM_START}${renderContactForm()}${CONTACT_FORM_END}</div>`));
  write('admin/index.html', page('Admin', '<div>Loading...</div>'));
  write('404.html', page('Page not found', `<h1>Oops! Page not found</h1><a href="/">Return to Home</a>${filler}`));
  // The Welsh twins the server answers itself for (README "How it fits together": the language routes).
  write(
    'cy/contact/index.html',
    page('Cysylltu â Ni', `<h1>Cysylltu â Ni</h1><div data-contact-region>${CONTACT_FORM_START}${renderContactForm()}${CONTACT_FORM_END}</div>`).replace(
      'lang="en-GB"',
      'lang="cy-GB"',
    ),
  );
  write('cy/404/index.html', page('Heb ddod o hyd i’r dudalen', `<h1>Heb ddod o hyd i’r dudalen</h1>${filler}`).replace('lang="en-GB"', 'lang="cy-GB"'));
  write('_astro/app.abc123.js', `console.log(${JSON.stringify('x'.repeat(2000))});`);
  write('sw.js', `self.addEventListener('fetch', () => {});${' '.repeat(600)}`);
  write('_astro/site.abc123.css', `body{color:#0b0c0c}${'.a{margin:0}'.repeat(100)}`);
  write('favicon.svg', '<svg xmlns="http://www.w3.org/2000/svg"/>');
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return dir;
}

/** A test world: database, app, clock and logger. Call `cleanup()` afterwards. */
export function makeTestApp(overrides: Partial<AppOptions> & { seedRates?: boolean; /** Folder for the database file (default: the temporary root). */ dbDir?: string } = {}) {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-server-test-'));
  const distDir = makeFixtureDist(path.join(root, 'dist'));
  const dbFile = path.join(overrides.dbDir ?? root, 'test.sqlite');
  const db: DB = openDatabase(dbFile);
  if (overrides.seedRates === false) seedDatabase(db, []);
  else seedDatabase(db);
  let nowMs = Date.parse('2025-06-02T10:00:00.000Z');
  const clock = {
    now: () => new Date(nowMs),
    advance: (ms: number) => {
      nowMs += ms;
    },
    set: (iso: string) => {
      nowMs = Date.parse(iso);
    },
  };
  const logger = memoryLogger();
  const app = createApp({
    db,
    distDir,
    logger,
    isProduction: false,
    now: clock.now,
    scrypt: TEST_SCRYPT,
    trustProxy: true,
    settingsCacheMs: 0,
    ...overrides,
  });
  return {
    app,
    db,
    dbFile,
    distDir,
    root,
    clock,
    logger,
    cleanup: () => {
      db.close();
      fs.rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Headers of a same-origin JSON request from our own page. */
export function jsonHeaders(extra: Record<string, string> = {}): Record<string, string> {
  return { 'Content-Type': 'application/json', Origin: ORIGIN, 'Sec-Fetch-Site': 'same-origin', ...extra };
}

/** Headers of a request from another site's page, which the same-origin check refuses. */
export const CROSS_SITE: Readonly<Record<string, string>> = { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' };

/** A same-origin JSON request init. */
export function jsonInit(method: string, body: unknown, extra: Record<string, string> = {}): RequestInit {
  return { method, headers: jsonHeaders(extra), body: typeof body === 'string' ? body : JSON.stringify(body) };
}

/** Create an account (and optionally its admin row) with a cheap hash. */
export async function createUser(db: DB, email: string, password: string, options: { admin?: boolean; createdAt?: string } = {}): Promise<string> {
  const id = crypto.randomUUID();
  db.prepare('INSERT INTO users (id, email, password_hash) VALUES (?, ?, ?)').run(id, email, await hashPassword(password, TEST_SCRYPT));
  if (options.admin ?? true) {
    db.prepare("INSERT INTO admin_users (user_id, role, created_at) VALUES (?, 'admin', ?)").run(id, options.createdAt ?? new Date().toISOString());
  }
  return id;
}

/** The session cookie pair ("name=value") from a response's Set-Cookie headers, or null. */
export function sessionCookieFrom(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    if (/^(__Host-)?ubc_session=./.test(pair)) return pair;
  }
  return null;
}

/** The device cookie pair ("name=value") a successful sign-in sets (auth/device-cookie.ts), or null. */
export function deviceCookieFrom(res: Response): string | null {
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(';')[0]!;
    if (/^(__Host-)?ubc_device=./.test(pair)) return pair;
  }
  return null;
}

/** Sign in through the API and return the Cookie header value. */
export async function signIn(app: ReturnType<typeof createApp>, email: string, password: string, ip = '198.51.100.1'): Promise<string> {
  const res = await app.request('/api/auth/login', jsonInit('POST', { email, password }, { 'X-Forwarded-For': ip }));
  if (res.status !== 200) throw new Error(`sign-in failed with ${res.status}: ${await res.text()}`);
  const cookie = sessionCookieFrom(res);
  if (!cookie) throw new Error('no session cookie');
  return cookie;
}
