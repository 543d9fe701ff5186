#!/usr/bin/env node
/**
 * How long the Universal Credit calculator takes to recalculate, in a real Chromium against a
 * running server: wall time from the click or slider input to React's commit (the island's User
 * Timing measures 'uc:calculate' and 'uc:slider'), and the main thread's CPU time per step
 * (Chrome's ThreadTime metric: input, script, style, layout and paint, not stretched when the
 * machine is busy).
 *
 *   node scripts/measure-calculator.mjs http://127.0.0.1:4321 [--calculate=15] [--slider=30] [--cpu-throttle=4] [--json]
 *
 * The page's CPU is slowed `--cpu-throttle` times (Chrome DevTools Protocol
 * Emulation.setCPUThrottlingRate; 4 by default, a cheap phone's speed; 1 for none), set after the
 * household is filled in, so the steps measured run at that speed.
 *
 * The household: a couple, 30 and 28, children 5 and 8 (the second gets DLA), in Wales, renting
 * 650 + 50, earning 1,200 a month: £1,714.49 in 2026/27. One Calculate mounts the results, then
 * `--calculate` more are measured; then `--slider` slider steps of £50 (half up, half down, so
 * back at 1,200). Each step is followed by two animation frames so its result is on screen.
 * Prints the median, p90 and slowest wall time and the CPU per step; exits 1 when a median is
 * over one frame (16 ms), 2 when the page does not give the expected result or marks.
 */
import { chromium } from 'playwright-core';
import { findChromium, CHROMIUM_ARGS } from './chromium.mjs';

const FRAME_MS = 16;
const EXPECTED_TOTAL = '£1,714.49';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const base = args.find((a) => !a.startsWith('--'));
const calculateCount = flag('calculate', 15);
const sliderCount = flag('slider', 30);
const cpuThrottle = flag('cpu-throttle', 4);
const asJson = args.includes('--json');
if (!base || !(calculateCount > 0) || !(sliderCount > 1) || sliderCount % 2 !== 0 || !(cpuThrottle >= 1)) {
  console.error('Usage: node scripts/measure-calculator.mjs SERVER_URL [--calculate=15] [--slider=30 (even)] [--cpu-throttle=4 (1 or more)] [--json]');
  process.exit(2);
}
const found = findChromium({ browser: true });
if (!found) {
  console.error('No Chromium found: run node scripts/ensure-chromium.mjs');
  process.exit(2);
}

/** Fill the household above, as a person would, by label. */
async function fillFamily(page) {
  const tab = (name) => page.getByRole('tab', { name, exact: true });
  await page.getByLabel('Your age').fill('30');
  await page.getByLabel('Couple', { exact: true }).check();
  await page.getByLabel("Your partner's age").fill('28');
  await page.getByLabel('Where do you live?').selectOption({ label: 'Wales' });
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.getByLabel('Age (child 1)').fill('5');
  await page.getByRole('button', { name: 'Add a child' }).click();
  await page.getByLabel('Age (child 2)').fill('8');
  await page.getByRole('group', { name: 'Does this child get Disability Living Allowance, PIP or Child Disability Payment? (child 2)' }).getByLabel('Yes').check();
  await tab('Income').click();
  await page.getByLabel('Your monthly earnings after tax').fill('1200');
  await tab('Housing').click();
  await page.getByLabel('Monthly rent').fill('650');
  await page.getByLabel('Monthly service charges').fill('50');
}

/** Run `count` steps inside the page, with nothing of Playwright's in between to add CPU time. */
function run(page, kind, count) {
  return page.evaluate(
    async ({ kind, count }) => {
      const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const button = [...document.querySelectorAll('button')].find((b) => b.textContent === 'Calculate Universal Credit');
      const slider = document.getElementById('uc-earnings-slider');
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
      for (let i = 0; i < count; i++) {
        if (kind === 'calculate') button.click();
        else {
          setValue.call(slider, String(Number(slider.value) + (i < count / 2 ? 50 : -50)));
          slider.dispatchEvent(new Event('input', { bubbles: true }));
        }
        await frame();
      }
    },
    { kind, count },
  );
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const quantile = (xs, q) => sorted(xs)[Math.min(xs.length - 1, Math.floor(q * xs.length))];
const stats = (xs) => ({ count: xs.length, median: quantile(xs, 0.5), p90: quantile(xs, 0.9), max: Math.max(...xs) });

const browser = await chromium.launch({ executablePath: found.path, args: CHROMIUM_ARGS });
let report;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await page.goto(new URL('/universal-credit', base).href);
  await page.locator('astro-island[component-url*="UniversalCreditCalculator"]:not([ssr])').waitFor({ state: 'attached' });
  await fillFamily(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuThrottle });
  const threadMs = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? NaN) * 1000;
  };
  const total = async () => (await page.getByTestId('uc-total').textContent())?.trim();

  await run(page, 'calculate', 1); // the first result mounts the results side: not measured
  let cpu = await threadMs();
  await run(page, 'calculate', calculateCount);
  const calculateCpu = ((await threadMs()) - cpu) / calculateCount;
  const afterCalculate = await total();
  cpu = await threadMs();
  await run(page, 'slider', sliderCount);
  const sliderCpu = ((await threadMs()) - cpu) / sliderCount;
  const afterSlider = await total();

  const marks = await page.evaluate(() => {
    const of = (name) => performance.getEntriesByName(name, 'measure').map((m) => m.duration);
    return { calculate: of('uc:calculate'), slider: of('uc:slider') };
  });
  const problems = [];
  if (afterCalculate !== EXPECTED_TOTAL || afterSlider !== EXPECTED_TOTAL) problems.push(`total ${afterCalculate} then ${afterSlider}, expected ${EXPECTED_TOTAL}`);
  if (marks.calculate.length !== calculateCount + 1) problems.push(`${marks.calculate.length} 'uc:calculate' measures, expected ${calculateCount + 1}`);
  if (marks.slider.length !== sliderCount) problems.push(`${marks.slider.length} 'uc:slider' measures, expected ${sliderCount}`);
  if (problems.length) {
    console.error(`The page did not behave as expected, so nothing was measured: ${problems.join('; ')}`);
    process.exitCode = 2;
  } else {
    // The first Calculate (mounting the results) is left out of the wall times, as of the CPU time.
    report = {
      url: page.url(),
      cpuThrottle,
      calculate: { ...stats(marks.calculate.slice(1)), cpuPerStep: calculateCpu },
      slider: { ...stats(marks.slider), cpuPerStep: sliderCpu },
    };
  }
} finally {
  await browser.close();
}

if (report) {
  const over = ['calculate', 'slider'].filter((k) => report[k].median > FRAME_MS);
  if (asJson) console.log(JSON.stringify({ ...report, frameMs: FRAME_MS, over }, null, 2));
  else {
    const ms = (n) => n.toFixed(1).padStart(6);
    console.log(`Universal Credit calculator at ${report.url}, CPU slowed ${report.cpuThrottle}× (ms; one frame is ${FRAME_MS} ms)`);
    console.log(`${'step'.padEnd(10)}  ${'count'.padStart(5)}  ${'median'.padStart(6)}  ${'p90'.padStart(6)}  ${'max'.padStart(6)}  ${'CPU/step'.padStart(8)}`);
    for (const k of ['calculate', 'slider']) {
      const r = report[k];
      console.log(
        `${k.padEnd(10)}  ${String(r.count).padStart(5)}  ${ms(r.median)}  ${ms(r.p90)}  ${ms(r.max)}  ${ms(r.cpuPerStep).padStart(8)}${over.includes(k) ? '  OVER ONE FRAME' : ''}`,
      );
    }
    console.log('Wall time: the event to React’s commit (User Timing). CPU/step: the main thread’s CPU time per step (Chrome’s ThreadTime).');
  }
  if (over.length) process.exitCode = 1;
}
