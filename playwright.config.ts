/**
 * End-to-end tests: real Chromium against the production build served by the
 * real server (server/index.ts) on a fresh SQLite file in a temporary folder.
 *
 * E2E_DIST_DIR picks the build (default dist, or $OUT_DIR); E2E_PORT the port.
 * Tests read E2E_DATA_DIR (the server's DATA_DIR) and E2E_BASE_URL.
 */
import { defineConfig, devices } from '@playwright/test';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium, CHROMIUM_ARGS } from './scripts/chromium.mjs';

const chromium = findChromium();
if (!chromium) throw new Error('No Chromium found: run `node scripts/ensure-chromium.mjs` (npm test does this for you).');

const port = Number(process.env.E2E_PORT ?? 4410);
const distDir = path.resolve(process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-e2e-'));
}
const baseURL = `http://127.0.0.1:${port}`;
process.env.E2E_BASE_URL = baseURL;

export default defineConfig({
  testDir: './tests',
  testMatch: /.*\.spec\.ts$/,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  // Three: a test often waits on the browser, a timer or the network, so two left the cores idle at
  // times (README "Performance", Tests).
  workers: 3,
  // A calculator's test walks several households on one page (README "Testing"), so it may take a minute on a busy machine.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL,
    // A trace is recorded when a failed test is run again (CI retries once); locally, `--trace on`.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // Pages register the service worker (README "Offline"). Once it controls a page, the page's
    // requests go through it and past page.route(), and its install fetches every calculator's
    // files; so it is blocked here and allowed only in offline.spec.ts, which tests it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], launchOptions: { executablePath: chromium.path, args: CHROMIUM_ARGS } } }],
  webServer: {
    command: 'node --import tsx server/index.ts',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      DIST_DIR: distDir,
      NODE_ENV: 'test',
    },
  },
});
