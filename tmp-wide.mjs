import { chromium } from 'playwright-core';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium-headless-shell', args: ['--no-sandbox'] });
const p = await b.newPage({ viewport: { width: 320, height: 800 } });
await p.goto('http://127.0.0.1:4600' + (process.argv[2] || '/rates'));
const wide = await p.evaluate(() => {
  const clipped = (e) => { for (let a = e.parentElement; a; a = a.parentElement) { const o = getComputedStyle(a).overflowX; if (o === 'auto' || o === 'hidden' || o === 'scroll') return true; } return false; };
  return [document.documentElement.scrollWidth, ...[...document.querySelectorAll('body *')].filter((e) => e.getBoundingClientRect().right > 320.5 && !clipped(e)).slice(0, 8).map((e) => `${e.tagName}.${e.className} ${Math.round(e.getBoundingClientRect().right)} ${e.textContent.slice(0, 100)}`)];
});
console.log(wide.join('\n'));
await b.close();
