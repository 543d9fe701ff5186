/**
 * Helpers for the server, admin and contact end-to-end tests: accounts made with
 * the real `admin:create` command, a private server for tests that change
 * site-wide settings (maintenance mode, the banner, rates) so they never disturb
 * tests running in parallel against the shared one, and signing in as people do.
 */
import { spawn, execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Cookie, type Page } from '@playwright/test';

const ROOT = process.cwd();

/** The build the shared server serves (same rule as playwright.config.ts). */
export function distDir(): string {
  return path.resolve(process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');
}

/** A password long enough for admin:create. */
export const PASSWORD = 'a long test passphrase 42';

/**
 * Create (or update) an account with `npm run admin:create`'s script, the
 * password piped on standard input as an operator would in a script.
 */
export function createAccount(email: string, options: { admin?: boolean; dataDir?: string; password?: string } = {}): void {
  const args = ['--import', 'tsx', 'server/cli/admin-create.ts', '--email', email];
  if (options.admin === false) args.push('--no-admin');
  execFileSync(process.execPath, args, {
    cwd: ROOT,
    input: `${options.password ?? PASSWORD}\n`,
    env: { ...process.env, DATA_DIR: options.dataDir ?? process.env.E2E_DATA_DIR! },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
}

/** A unique email per test run. */
export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}@example.org`;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A server of our own on 127.0.0.1 with its own DATA_DIR; `stop()` ends it and removes the data. */
export async function startPrivateServer(): Promise<{ baseURL: string; dataDir: string; stop: () => Promise<void> }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-e2e-private-'));
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DIST_DIR: distDir(), NODE_ENV: 'test' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`private server exited: ${stderr}`);
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() > deadline) throw new Error('private server did not start');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    baseURL,
    dataDir,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * For the tests of one file: a private server started before them, with an admin account `admin`
 * and a non-admin account `other`, and stopped after them. Read its address and data folder once
 * the tests run.
 */
export function privateServerWithAccounts(admin: string, other: string): { readonly baseURL: string; readonly dataDir: string } {
  let server: Awaited<ReturnType<typeof startPrivateServer>> | undefined;
  test.beforeAll(async () => {
    server = await startPrivateServer();
    createAccount(admin, { dataDir: server.dataDir });
    createAccount(other, { dataDir: server.dataDir, admin: false });
  });
  test.afterAll(async () => server?.stop());
  return {
    get baseURL() {
      return server!.baseURL;
    },
    get dataDir() {
      return server!.dataDir;
    },
  };
}

/**
 * How long the admin panel may take to show its first heading: it asks its own server for the
 * session first, and at the start of a run every worker's server is starting beside the others
 * on two cores (the dashboard after a sign-in gets as long, for the password's hash).
 */
export const ADMIN_LOAD_MS = 20_000;

/** Sign in on /admin through the login card and wait for the dashboard. */
export async function signInAsAdmin(page: Page, email: string, password = PASSWORD, baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/admin`);
  await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible({ timeout: ADMIN_LOAD_MS });
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { name: 'Admin Dashboard' })).toBeVisible({ timeout: 20_000 });
}

/** The cookies of a signed-in admin, by server and email, for this worker's later tests (openAdminSignedIn). */
const adminSessions = new Map<string, Cookie[]>();

/**
 * /admin with `email` signed in. The first time in this worker it signs in through the login card
 * (signInAsAdmin); after that it opens /admin with that session's cookies, as a browser that stayed
 * signed in would, and signs in again only if the server no longer knows the session. A sign-in runs
 * scrypt at full cost; admin-auth.spec.ts tests the sign-in itself, the other admin tests what comes
 * after it.
 */
export async function openAdminSignedIn(page: Page, email: string, baseURL = ''): Promise<void> {
  const origin = baseURL || process.env.E2E_BASE_URL!;
  const key = `${origin} ${email}`;
  const cookies = adminSessions.get(key);
  if (cookies) {
    await page.context().addCookies(cookies);
    await page.goto(`${baseURL}/admin`);
    const dashboard = page.getByRole('heading', { name: 'Admin Dashboard' });
    await expect(dashboard.or(page.getByRole('heading', { name: 'Admin Login' }))).toBeVisible({ timeout: 20_000 });
    if (await dashboard.isVisible()) return;
    await page.context().clearCookies();
  }
  await signInAsAdmin(page, email, PASSWORD, baseURL);
  adminSessions.set(key, await page.context().cookies(origin));
}
