/**
 * Finding a Chromium for Playwright. Playwright cannot download its own browser
 * here, so we use, in order: $CHROMIUM_PATH; Debian's headless shell
 * (/usr/bin/chromium-headless-shell, package chromium-headless-shell); Debian's
 * full browser (/usr/bin/chromium, or chromium-browser); then a browser Playwright
 * itself installed earlier.
 *
 * The headless shell comes first because it is what the tests need and no more: the
 * same Chromium build without the full browser's window and compositor machinery. On
 * our two-core machines it spends about 40% less processor time on the same tests
 * than /usr/bin/chromium in headless mode (README, Testing), and it is also what
 * Playwright runs for headless tests when it brings its own browser.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Command-line switches that keep headless Chromium quiet on a closed network. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** Debian's headless shell: the browser the tests prefer. */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Path to a usable Chromium, and where it came from; null when there is none. Tests take
 * the headless shell first; measurements of what a visitor's browser does (`{ browser:
 * true }`) take the full browser first and fall back to the shell.
 * @param {{ browser?: boolean }} [options]
 */
export function findChromium({ browser = false } = {}) {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no executable is there`);
  }
  const shell = { path: HEADLESS_SHELL, source: 'Debian package chromium-headless-shell' };
  const full = ['/usr/bin/chromium', '/usr/bin/chromium-browser'].map((path) => ({ path, source: 'system package' }));
  for (const candidate of browser ? [...full, shell] : [shell, ...full]) {
    if (isExecutable(candidate.path)) return candidate;
  }
  try {
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && isExecutable(own)) return { path: own, source: "Playwright's own download" };
  } catch {
    // playwright-core missing or no browser registered
  }
  return null;
}
