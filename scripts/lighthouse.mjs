#!/usr/bin/env node
/**
 * Lighthouse (mobile preset: Moto G Power emulation, simulated Slow 4G, 4x CPU
 * slowdown) against a running site, with Debian's Chromium. Prints the
 * performance and accessibility scores and the timings that matter for people on
 * slow phones: First Contentful Paint, Largest Contentful Paint, Time to
 * Interactive, Total Blocking Time, Cumulative Layout Shift.
 *
 *   npm start   # in another terminal
 *   node scripts/lighthouse.mjs http://localhost:4321/guides/universal-credit http://localhost:4321/universal-credit
 *
 * Lighthouse is fetched on demand with npx (it is large and only this script needs it).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { findChromium } from './chromium.mjs';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const urls = process.argv.slice(2);
if (urls.length === 0) {
  console.error('Usage: node scripts/lighthouse.mjs URL [URL...]');
  process.exit(2);
}
const chromium = findChromium({ browser: true });
if (!chromium) {
  console.error('No Chromium found: run node scripts/ensure-chromium.mjs');
  process.exit(1);
}
const out = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
const rows = [];
for (const url of urls) {
  const file = path.join(out, `${rows.length}.json`);
  execFileSync(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${file}`,
      '--only-categories=performance,accessibility',
      '--form-factor=mobile',
      '--throttling-method=simulate',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync',
    ],
    { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, CHROME_PATH: chromium.path } },
  );
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const ms = (id) => Math.round(report.audits[id]?.numericValue ?? NaN);
  rows.push({
    url,
    performance: Math.round(report.categories.performance.score * 100),
    accessibility: Math.round(report.categories.accessibility.score * 100),
    fcp_ms: ms('first-contentful-paint'),
    lcp_ms: ms('largest-contentful-paint'),
    tti_ms: ms('interactive'),
    tbt_ms: ms('total-blocking-time'),
    cls: report.audits['cumulative-layout-shift']?.numericValue?.toFixed(3),
    transfer_kb: ((report.audits['total-byte-weight']?.numericValue ?? 0) / 1024).toFixed(1),
  });
}
console.table(rows);
