/**
 * Each engine runs on every keystroke, so each must manage well over 100,000 calculations a
 * second on one core. Run with `npm run bench` (vitest bench --run); the hz column is
 * calculations per second of wall-clock time. On a shared, busy machine wall-clock time
 * includes waiting for the CPU, so the run also prints calculations per second of CPU time used
 * (process.cpuUsage), which is what one core can do. The households are ./bench-households.ts;
 * `npm run bench:engines` (scripts/engine-speed.mjs) runs them bundled as a page loads them.
 */

import { afterAll, bench, describe } from 'vitest';
import { ENGINES } from './bench-households';

describe('engines (calculations per second; each must exceed 100,000)', () => {
  for (const [name, calculate] of ENGINES) {
    bench(name, () => {
      calculate();
    });
  }
});

/** Calculations per second of CPU time: the median of 5 runs of 10,000 calculations, after a warm-up. */
function perCpuSecond(calculate: () => unknown): number {
  for (let i = 0; i < 10_000; i++) calculate();
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 10_000; i++) calculate();
    const used = process.cpuUsage(start);
    runs.push(10_000 / ((used.user + used.system) / 1e6));
  }
  return runs.sort((x, y) => x - y)[2] ?? 0;
}

afterAll(() => {
  const rows = ENGINES.map(([name, calculate]) => [name, perCpuSecond(calculate)] as const);
  console.log('Calculations per second of CPU time (one core):');
  for (const [name, perSecond] of rows)
    console.log(`  ${name.padEnd(28)} ${Math.round(perSecond).toLocaleString('en-GB').padStart(10)} ${perSecond > 100_000 ? 'ok' : 'BELOW 100,000'}`);
  // Generous: on a busy shared machine the wall-clock time of this check is many times its CPU time.
}, 300_000);
