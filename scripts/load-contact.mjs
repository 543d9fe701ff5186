#!/usr/bin/env node
/**
 * Load test for POST /api/contact (README "Performance"): starts the real
 * server on 127.0.0.1 with a temporary DATA_DIR and rate limits off, sends a
 * bounded warm-up and then exactly 10,000 requests with autocannon, and checks:
 *
 *   - at least 500 requests per second,
 *   - 99th-percentile latency under 50 ms,
 *   - the table holds exactly as many new rows as 2xx answers (no lost or extra writes).
 *
 * The requests arrive at a fixed rate (LOAD_RATE, default 600 a second, above
 * the 500 bar) from 20 connections, so the latency measured is the latency at that
 * load, not the queueing of a closed loop run flat out. LOAD_RATE=0 runs flat out.
 *
 * Prints the figures and exits 1 if a bar fails.
 *
 *   node scripts/load-contact.mjs            (uses $DIST_DIR, else dist)
 *   LOAD_RATE=0 LOAD_CONNECTIONS=10 node scripts/load-contact.mjs
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import Database from 'better-sqlite3';
import { findDist, freePort, HOST, ROOT, stopServer, waitForHealth } from './loopback-server.mjs';

const REQUESTS = Math.min(Number(process.env.LOAD_REQUESTS ?? 10_000), 10_000);
const WARMUP = 500;
const CONNECTIONS = Math.min(Number(process.env.LOAD_CONNECTIONS ?? 20), 100);
const RATE = Number(process.env.LOAD_RATE ?? 600);
const BARS = { minRps: 500, maxP99Ms: 50 };

function run(base, amount) {
  let n = 0;
  return autocannon({
    url: `${base}/api/contact`,
    method: 'POST',
    connections: CONNECTIONS,
    amount,
    timeout: 10,
    ...(RATE > 0 ? { overallRate: RATE } : {}),
    headers: { 'content-type': 'application/json', origin: base },
    requests: [
      {
        setupRequest: (req) => ({
          ...req,
          body: JSON.stringify({
            name: `Load test ${++n}`,
            email: `load${n}@example.org`,
            subject: 'feedback',
            message: "A load-test message: how is the carer element worked out? '; DROP TABLE contact_submissions;--",
          }),
        }),
      },
    ],
  });
}

/** CPU time (ms) the server process has used so far, from /proc (Linux); null elsewhere. */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in clock ticks of 10 ms
  } catch {
    return null;
  }
}

const countRows = (file) => {
  const db = new Database(file, { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT count(*) AS n FROM contact_submissions').get().n;
  } finally {
    db.close();
  }
};

async function main() {
  const distDir = findDist();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-load-'));
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', DISABLE_RATE_LIMITS: 'true', LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  const dbFile = path.join(dataDir, 'benefits.sqlite');

  try {
    await waitForHealth(base, child);
    const warm = await run(base, WARMUP);
    const before = countRows(dbFile);
    const cpuBefore = cpuMs(child.pid);
    const loadBefore = os.loadavg()[0];
    const result = await run(base, REQUESTS);
    const cpuAfter = cpuMs(child.pid);
    const after = countRows(dbFile);

    const ok = result['2xx'];
    const answered = ok + result.non2xx;
    const rps = answered / (result.duration || 1);
    const p99 = result.latency.p99;
    const newRows = after - before;
    const report = {
      requests: REQUESTS,
      connections: CONNECTIONS,
      targetRate: RATE > 0 ? RATE : 'flat out',
      '2xx': ok,
      non2xx: result.non2xx,
      errors: result.errors,
      timeouts: result.timeouts,
      durationSeconds: Number(result.duration.toFixed(2)),
      requestsPerSecond: Math.round(rps),
      latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p99, max: result.latency.max },
      newRows,
      warmup: { requests: WARMUP, '2xx': warm['2xx'] },
      serverCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : Number(((cpuAfter - cpuBefore) / REQUESTS).toFixed(3)),
      machineLoadAverage1m: Number(loadBefore.toFixed(2)),
      cpus: os.cpus().length,
    };
    console.log(JSON.stringify(report, null, 2));

    const failures = [];
    if (rps < BARS.minRps) failures.push(`throughput ${Math.round(rps)} rps is below ${BARS.minRps}`);
    if (!(p99 < BARS.maxP99Ms)) failures.push(`p99 latency ${p99} ms is not under ${BARS.maxP99Ms} ms`);
    if (newRows !== ok) failures.push(`${newRows} new rows but ${ok} 2xx answers`);
    if (answered !== REQUESTS) failures.push(`${REQUESTS - answered} requests got no answer (errors ${result.errors}, timeouts ${result.timeouts})`);
    if (failures.length) {
      console.error(`FAIL: ${failures.join('; ')}`);
      process.exitCode = 1;
    } else {
      console.log(`PASS: ${Math.round(rps)} rps, p99 ${p99} ms, ${newRows} rows for ${ok} 2xx answers`);
    }
  } finally {
    await stopServer(child, stderr, dataDir);
  }
}

main().catch((err) => {
  console.error(`load-contact: ${err.message}`);
  process.exit(1);
});
