import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';
const b = await chromium.launch({ executablePath: findChromium().path, args: CHROMIUM_ARGS });
const p = await b.newPage({ viewport: { width: 320, height: 800 } });
await p.goto('http://127.0.0.1:4499' + process.argv[2]);
await p.waitForTimeout(1500);
console.log(
  await p.evaluate(() => {
    const W = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.right > W + 0.5) out.push(`${el.tagName}.${String(el.className).slice(0, 80)} id=${el.id} right=${r.right.toFixed(1)} w=${r.width.toFixed(1)}`);
    }
    return [document.documentElement.scrollWidth, W, ...out.slice(0, 15)].join('\n');
  }),
);
await b.close();
