#!/usr/bin/env node
/**
 * Take full-page screenshots of a running site at phone (390 px) and desktop
 * (1280 px) widths: `node scripts/screenshot.mjs http://localhost:4321/ out/home`
 * writes out/home-390.png and out/home-1280.png.
 */
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const [url, prefix = 'screenshot', ...widthArgs] = process.argv.slice(2);
if (!url) {
  console.error('Usage: node scripts/screenshot.mjs URL OUTPUT_PREFIX [WIDTH...]');
  process.exit(2);
}
const widths = widthArgs.length ? widthArgs.map(Number) : [390, 1280];
const found = findChromium();
if (!found) {
  console.error('No Chromium found: run node scripts/ensure-chromium.mjs');
  process.exit(1);
}
const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    await page.goto(url, { waitUntil: 'networkidle' });
    const file = `${prefix}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(`wrote ${file}`);
    await page.close();
  }
} finally {
  await browser.close();
}
