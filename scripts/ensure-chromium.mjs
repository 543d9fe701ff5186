#!/usr/bin/env node
/**
 * Make sure a Chromium exists before the end-to-end tests, and say plainly what
 * was done: found one, installed Debian's headless shell (when root), or asked
 * Playwright to install its own. A machine that has only Debian's full browser gets
 * the headless shell added when it can (as root, with apt-get), because the tests
 * run on it with far less processor time (scripts/chromium.mjs); when it cannot,
 * the full browser is used.
 */
import { execSync } from 'node:child_process';
import { findChromium, HEADLESS_SHELL } from './chromium.mjs';

function run(cmd) {
  console.log(`$ ${cmd}`);
  execSync(cmd, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
}

let found = findChromium();
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
let hasApt = false;
try {
  execSync('command -v apt-get', { stdio: 'ignore', shell: '/bin/sh' });
  hasApt = true;
} catch {
  hasApt = false;
}

if (found && (found.path === HEADLESS_SHELL || process.env.CHROMIUM_PATH || !(isRoot && hasApt))) {
  console.log(`Chromium: using ${found.path} (${found.source}).`);
  process.exit(0);
}

if (isRoot && hasApt) {
  console.log(
    `Chromium: ${found ? `found ${found.path}, but not the headless shell` : 'none found'}; installing Debian package "chromium-headless-shell" with apt-get (running as root).`,
  );
  try {
    run('apt-get update -qq');
    run('apt-get install -y -qq chromium-headless-shell');
  } catch {
    console.error(`Chromium: installing "chromium-headless-shell" failed${found ? `; the tests use ${found.path}` : ''}.`);
    if (!found) {
      // An older Debian without the headless shell package still has the full browser.
      console.log('Chromium: installing Debian package "chromium" with apt-get instead.');
      try {
        run('apt-get install -y -qq chromium');
      } catch {
        console.error('Chromium: apt-get install of "chromium" failed too.');
      }
    }
  }
} else {
  console.log(`Chromium: none found and ${isRoot ? 'apt-get is not available' : 'not running as root'}; asking Playwright to install its own Chromium.`);
  try {
    run('npx playwright install chromium');
  } catch {
    console.error('Chromium: Playwright could not install a browser.');
  }
}

found = findChromium();
if (!found) {
  console.error('Chromium: still none. Install Chromium and set CHROMIUM_PATH to its executable, then run the tests again.');
  process.exit(1);
}
console.log(`Chromium: using ${found.path} (${found.source}).`);
