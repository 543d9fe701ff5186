#!/usr/bin/env node
/**
 * Sign-in under attack (docs/product.md §11 "Sign-in throttling"): starts the real server
 * on 127.0.0.1 with a temporary DATA_DIR, TRUST_PROXY on (the flood's addresses come in
 * X-Forwarded-For) and the production password cost, creates an admin with
 * `npm run admin:create`, signs in once to get a trusted browser, then lets 40 addresses
 * loop sign-ins to unknown emails for 60 seconds (scripts/signin-attack.mjs) while the
 * admin signs in from that browser every 5 seconds. Before that, the lock-out no flood
 * can erase: 10 wrong passwords from 10 addresses lock the account for untrusted browsers,
 * then 50,000 sign-ins to made-up accounts from 10,000 addresses (SIGNIN_JUNK) try to push
 * the lock-out out of the throttle. Checks:
 *
 *   - the locked account is still locked afterwards (a new browser with the right password
 *     gets 429, with about an hour to wait), and the trusted browser still signs in,
 *   - every one of the admin's sign-ins answers 200 within 5 seconds,
 *   - the flood was slowed down: its addresses were told to wait (429), not only "busy".
 *
 * The server's peak memory is printed, not checked: each password hash takes 128 MiB
 * (scrypt N = 2^17, r = 8), and up to 3 run at once by design (docs/product.md §11).
 *
 * Prints the figures and exits 1 if a bar fails.
 *
 *   node scripts/load-signin.mjs            (uses $DIST_DIR, else dist; LOAD_PORT to choose the port)
 *   SIGNIN_SECONDS=20 SIGNIN_ADDRESSES=20 SIGNIN_JUNK=50000 node scripts/load-signin.mjs
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { junkKeyFlood, signInFlood, trustedBrowser, untrustedSignIn } from './signin-attack.mjs';
import { findDist, freePort, HOST, ROOT, stopServer, waitForHealth } from './loopback-server.mjs';

const SECONDS = Math.min(Number(process.env.SIGNIN_SECONDS ?? 60), 600);
const ADDRESSES = Math.min(Number(process.env.SIGNIN_ADDRESSES ?? 40), 200);
const JUNK = Math.min(Number(process.env.SIGNIN_JUNK ?? 50_000), 200_000);
const BAR_MS = 5_000;

/** The server's peak resident memory so far, in MB (Linux /proc VmHWM), or null elsewhere. */
function peakMemoryMb(pid) {
  try {
    const kb = /VmHWM:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Math.round(Number(kb) / 1024) : null;
  } catch {
    return null;
  }
}
const EMAIL = 'admin@example.org';
const PASSWORD = 'tangerine walrus quietly forty lantern';

async function main() {
  const distDir = findDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-signin-'));
  const env = { ...process.env, DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', DISABLE_RATE_LIMITS: 'false', TRUST_PROXY: 'true', LOG_REQUESTS: 'false' };
  const created = spawnSync(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', '--email', EMAIL], { cwd: ROOT, env, input: `${PASSWORD}\n`, encoding: 'utf8' });
  if (created.status !== 0) throw new Error(`admin:create failed: ${created.stderr.trim()}`);

  const port = Number(process.env.LOAD_PORT) || (await freePort());
  const base = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], { cwd: ROOT, env: { ...env, PORT: String(port), HOST }, stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  try {
    await waitForHealth(base, child);
    const device = await trustedBrowser(base, EMAIL, PASSWORD);

    // The lock-out: 10 wrong passwords for the account, each from its own address.
    for (let i = 0; i < 10; i++) await untrustedSignIn(base, EMAIL, `wrong guess ${i}`, `192.0.2.${10 + i}`);
    const lockedBefore = await untrustedSignIn(base, EMAIL, PASSWORD, '198.51.100.77');
    // The flood of junk keys, then a new browser with the right password again.
    const junk = await junkKeyFlood({ base, requests: JUNK });
    const lockedAfter = await untrustedSignIn(base, EMAIL, PASSWORD, '203.0.113.77');
    const trustedAfterJunk = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: base, 'X-Forwarded-For': '198.51.100.200', Cookie: device },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await trustedAfterJunk.arrayBuffer();

    const { answers, signIns } = await signInFlood({ base, email: EMAIL, password: PASSWORD, device, addresses: ADDRESSES, seconds: SECONDS });
    const slowest = Math.max(...signIns.map((s) => s.ms));
    const memoryMb = peakMemoryMb(child.pid);
    const report = {
      lockOut: {
        before: lockedBefore,
        junkRequests: JUNK,
        junkAnswers: junk.answers,
        junkSeconds: junk.seconds,
        after: lockedAfter,
        trustedBrowserAfter: trustedAfterJunk.status,
      },
      serverPeakMemoryMb: memoryMb,
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
    if (lockedBefore.status !== 429) failures.push(`the account was not locked after 10 failures (${lockedBefore.status})`);
    if (lockedAfter.status !== 429) failures.push(`after ${JUNK} junk sign-ins a new browser with the right password got ${lockedAfter.status}, not 429`);
    if (trustedAfterJunk.status !== 200) failures.push(`the trusted browser got ${trustedAfterJunk.status} after the junk flood`);
    if (signIns.length === 0) failures.push('the admin never tried to sign in');
    if (signIns.some((s) => s.status !== 200)) failures.push(`the admin was refused: ${signIns.map((s) => s.status).join(', ')}`);
    if (slowest >= BAR_MS) failures.push(`the slowest sign-in took ${slowest} ms (bar: under ${BAR_MS} ms)`);
    if (!(answers[429] > 0)) failures.push('the flood was never told to wait (429)');
    if (failures.length) {
      console.error(`FAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(
        `PASS: the locked account stayed locked through ${JUNK} junk sign-ins (retry after ${lockedAfter.retryAfter} s); ${signIns.length} trusted sign-ins, all 200, slowest ${slowest} ms, while ${ADDRESSES} addresses looped for ${SECONDS} s; memory peak ${memoryMb} MB`,
      );
    }
  } finally {
    await stopServer(child, stderr, dataDir);
  }
}

main().catch((err) => {
  console.error(`load-signin: ${err.message}`);
  process.exit(1);
});
