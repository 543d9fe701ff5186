#!/usr/bin/env node
/**
 * Crash test for the contact form: no acknowledged message is ever lost.
 *
 * Each run starts the real server on 127.0.0.1 with a fresh DATA_DIR (rate
 * limits off), sends contact messages from 20 connections, kills the server
 * with SIGKILL (kill -9) in the middle of the load, starts it again on the same
 * data, and checks that every message answered 201 is in the table under the
 * id it was given. Messages committed whose answer never left are allowed
 * (the crash came between the commit and the answer); a missing one is a failure.
 *
 *   node scripts/kill-contact.mjs              (3 runs; uses $DIST_DIR, else dist)
 *   KILL_RUNS=5 KILL_AFTER_MS=2000 node scripts/kill-contact.mjs
 *
 * Prints one line per run and a summary; exits 1 if any acknowledged row is missing.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { findDist, freePort, HOST, ROOT } from './loopback-server.mjs';

const RUNS = Math.min(Math.max(Number(process.env.KILL_RUNS ?? 3), 1), 10);
const CONNECTIONS = 20;
/** Answers to wait for before the kill clock starts (the server is warm and the load flowing). */
const WARM_ACKS = 300;
/** Load after that before the kill, varied a little per run so the kill lands at different moments of a commit. */
const KILL_AFTER_MS = Number(process.env.KILL_AFTER_MS ?? 1000);
/** Hard bound on requests per run, whatever happens. */
const MAX_REQUESTS = 50_000;

function startServer(port, dataDir, distDir) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST, DATA_DIR: dataDir, DIST_DIR: distDir, NODE_ENV: 'production', DISABLE_RATE_LIMITS: 'true', LOG_REQUESTS: 'false' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  child.stderrText = '';
  child.stderr.on('data', (d) => (child.stderrText += d));
  return child;
}

async function waitForHealth(base, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${child.stderrText.trim().split('\n').pop()}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy within 30 s');
}

const exited = (child) => new Promise((r) => (child.exitCode !== null || child.signalCode !== null ? r() : child.once('exit', r)));

/** Post messages from CONNECTIONS loops until `stop()` says so, pushing each acknowledged one onto `acked`. */
async function load(base, run, stop, acked) {
  let sent = 0;
  let failed = 0;
  async function loop() {
    while (!stop() && sent < MAX_REQUESTS) {
      const n = ++sent;
      const name = `Crash run ${run} message ${n}`;
      try {
        const res = await fetch(`${base}/api/contact`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', origin: base },
          body: JSON.stringify({ name, email: `crash${n}@example.org`, subject: 'technical', message: `Message ${n} of a crash test.` }),
        });
        if (res.status === 201) acked.push({ id: (await res.json()).id, name });
        else failed++;
      } catch {
        failed++; // the server died with this request in flight: not acknowledged
        await new Promise((r) => setTimeout(r, 20));
      }
    }
  }
  await Promise.all(Array.from({ length: CONNECTIONS }, loop));
  return { sent, failed };
}

async function oneRun(run, distDir) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-kill-'));
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  let child = startServer(port, dataDir, distDir);
  try {
    await waitForHealth(base, child);
    let killedAt = 0;
    const started = Date.now();
    const acked = [];
    const loading = load(base, run, () => killedAt !== 0 && Date.now() - killedAt > 300, acked);
    // Once the load is flowing (a few hundred answers), kill it part-way: a different moment each run.
    while (acked.length < WARM_ACKS && Date.now() - started < 15_000) await new Promise((r) => setTimeout(r, 10));
    await new Promise((r) => setTimeout(r, KILL_AFTER_MS + run * 137));
    const killAfter = Date.now() - started;
    child.kill('SIGKILL');
    killedAt = Date.now();
    await exited(child);
    const { sent, failed } = await loading;

    // Start again on the same data: it must open (quick_check passes) and serve.
    child = startServer(port, dataDir, distDir);
    await waitForHealth(base, child);
    const after = await fetch(`${base}/api/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({ name: 'After the crash', email: 'after@example.org', subject: 'general', message: 'Still working?' }),
    });

    const db = new Database(path.join(dataDir, 'benefits.sqlite'), { readonly: true, fileMustExist: true });
    let rows;
    try {
      rows = new Map(
        db
          .prepare("SELECT id, name FROM contact_submissions WHERE name LIKE 'Crash run %'")
          .all()
          .map((r) => [r.id, r.name]),
      );
    } finally {
      db.close();
    }
    const missing = acked.filter((a) => rows.get(a.id) !== a.name);
    return {
      run,
      killedAfterMs: killAfter,
      sent,
      acknowledged: acked.length,
      unanswered: failed,
      rowsAfterRestart: rows.size,
      committedButUnanswered: rows.size - (acked.length - missing.length),
      missing: missing.length,
      worksAfterRestart: after.status === 201,
    };
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await exited(child);
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  const distDir = findDist();
  const results = [];
  for (let run = 1; run <= RUNS; run++) {
    const r = await oneRun(run, distDir);
    results.push(r);
    console.log(
      `run ${r.run}: killed ${r.killedAfterMs} ms into the load; ${r.acknowledged} acknowledged of ${r.sent} sent; ${r.rowsAfterRestart} rows after restart ` +
        `(${r.committedButUnanswered} committed but unanswered); missing ${r.missing}; ${r.worksAfterRestart ? 'serves again' : 'DOES NOT serve again'}`,
    );
  }
  const missing = results.reduce((n, r) => n + r.missing, 0);
  const broken = results.filter((r) => !r.worksAfterRestart || r.acknowledged === 0);
  if (missing > 0 || broken.length > 0) {
    console.error(`FAIL: ${missing} acknowledged rows missing; ${broken.length} runs did not load or restart`);
    process.exitCode = 1;
  } else {
    const acked = results.reduce((n, r) => n + r.acknowledged, 0);
    console.log(`PASS: ${RUNS} kill -9 runs, ${acked} acknowledged messages, none missing`);
  }
}

main().catch((err) => {
  console.error(`kill-contact: ${err.message}`);
  process.exit(1);
});
