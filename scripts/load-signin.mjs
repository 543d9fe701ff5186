#!/usr/bin/env node
/**
 * Sign-in under attack (docs/product.md §11 "Sign-in throttling"): starts the real server
 * on 127.0.0.1 with a temporary DATA_DIR, TRUST_PROXY on (the flood's addresses come in
 * X-Forwarded-For) and the production password cost, creates an admin with
 * `npm run admin:create`, signs in once to get a trusted browser, then lets 40 addresses
 * loop sign-ins to unknown emails for 60 seconds (scripts/signin-attack.mjs) while the
 * admin signs in from that browser every 5 seconds. Checks:
 *
 *   - every one of the admin's sign-ins answers 200 within 5 seconds,
 *   - the flood was slowed down: its addresses were told to wait (429), not only "busy".
 *
 * Prints the figures and exits 1 if a bar fails.
 *
 *   node scripts/load-signin.mjs            (uses $DIST_DIR, else dist)
 *   SIGNIN_SECONDS=20 SIGNIN_ADDRESSES=20 node scripts/load-signin.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { signInFlood, trustedBrowser } from './signin-attack.mjs';
import { findDist, freePort, HOST, ROOT, stopServer, waitForHealth } from './loopback-server.mjs';

const SECONDS = Math.min(Number(process.env.SIGNIN_SECONDS ?? 60), 600);
const ADDRESSES = Math.min(Number(process.env.SIGNIN_ADDRESSES ?? 40), 200);
const BAR_MS = 5_000;
const EMAIL = 'admin@example.org';
const PASSWORD = 'tangerine walrus quietly forty lantern';

async function main() {
  const distDir = findDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-signin-'));
  const env = { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', DISABLE_RATE_LIMITS: 'false', TRUST_PROXY: 'true', LOG_REQUESTS: 'false' };
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', '--email', EMAIL], { cwd: ROOT, env, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr.trim()}`);

  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env: { ...env, PORT: String(port), HOST }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    await waitForHealth(base, child);
    const device = await trustedBrowser(base, EMAIL, PASSWORD);
    const { answers, signIns } = await signInFlood({ base, email: EMAIL, password: PASSWORD, device, addresses: ADDRESSES, seconds: SECONDS });
    const slowest = Math.max(...signIns.map((s) => s.ms));
    const report = {
      addresses: ADDRESSES,
      seconds: SECONDS,
      floodAnswers: answers,
      adminSignIns: signIns.length,
      adminStatuses: [...new Set(signIns.map((s) => s.status))],
      adminMs: { median: signIns.map((s) => s.ms).sort((a, b) => a - b)[Math.floor(signIns.length / 2)], slowest },
      machineLoadAverage1m: Number(os.loadavg()[0].toFixed(2)),
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(report, null, 2));
    const failures = [];
    if (signIns.length === 0) failures.push('the admin never tried to sign in');
    if (signIns.some((s) => s.status !== 200)) failures.push(`the admin was refused: ${signIns.map((s) => s.status).join(', ')}`);
    if (slowest >= BAR_MS) failures.push(`the slowest sign-in took ${slowest} ms (bar: under ${BAR_MS} ms)`);
    if (!(answers[429] > 0)) failures.push('the flood was never told to wait (429)');
    if (failures.length) {
      console.error(`FAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`PASS: ${signIns.length} trusted sign-ins, all 200, slowest ${slowest} ms, while ${ADDRESSES} addresses looped for ${SECONDS} s`);
    }
  } finally {
    await stopServer(child, stderr, dataDir);
  }
}

main().catch((err) => {
  console.error(`load-signin: ${err.message}`);
  process.exit(1);
});
