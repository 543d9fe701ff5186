/**
 * Finding a Chromium for Playwright. Playwright cannot download its own browser
 * here, so we use, in order: $CHROMIUM_PATH, Debian's /usr/bin/chromium (or
 * chromium-browser), then a browser Playwright itself installed earlier.
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

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Path to a usable Chromium, and where it came from; null when there is none. */
export function findChromium() {
  const fromEnv = process.env.CHROMIUM_PATH;
  if (fromEnv) {
    if (isExecutable(fromEnv)) return { path: fromEnv, source: 'CHROMIUM_PATH' };
    throw new Error(`CHROMIUM_PATH is set to ${fromEnv}, but no executable is there`);
  }
  for (const candidate of ['/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (isExecutable(candidate)) return { path: candidate, source: 'system package' };
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
