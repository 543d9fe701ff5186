#!/usr/bin/env node
/**
 * How many calculations a second each engine manages on one core, as a visitor's browser runs it.
 *
 * Each engine runs on every keystroke, so each must manage well over 100,000 calculations a second
 * (README "Performance"). The households are src/calc/bench-households.ts. They are bundled and
 * minified with esbuild as one ES module, the way the site's build ships the engines to a page
 * (imports become plain calls), then each is run in this process: a warm-up, then the median of
 * five runs of 20,000 calculations, timed by CPU time used (process.cpuUsage), so a busy machine's
 * waiting for the CPU does not count. `npm run bench` (vitest bench) runs the same households
 * through the test runner's module loader, whose imported calls go through getters, so its figures
 * are lower than a page's.
 *
 * Prints a table and exits 1 when an engine is below the bar. Usage: npm run bench:engines
 */
import { build } from 'esbuild';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const BAR = 100_000;
const RUNS = 5;
const PER_RUN = 20_000;

const dir = mkdtempSync(join(tmpdir(), 'engine-speed-'));
try {
  const outfile = join(dir, 'engines.mjs');
  const result = await build({
    entryPoints: ['src/calc/bench-households.ts'],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2022',
    write: false,
    logLevel: 'error',
  });
  writeFileSync(outfile, result.outputFiles[0].contents);
  const { ENGINES } = await import(pathToFileURL(outfile).href);

  /** Calculations per second of CPU time: the median of the runs, after a warm-up. */
  const perCpuSecond = (calculate) => {
    for (let i = 0; i < PER_RUN; i++) calculate();
    const runs = [];
    for (let run = 0; run < RUNS; run++) {
      const start = process.cpuUsage();
      for (let i = 0; i < PER_RUN; i++) calculate();
      const used = process.cpuUsage(start);
      runs.push(PER_RUN / ((used.user + used.system) / 1e6));
    }
    return runs.sort((x, y) => x - y)[Math.floor(RUNS / 2)];
  };

  let isBelow = false;
  console.log('Calculations per second of CPU time (one core, bundled as a page loads them):');
  for (const [name, calculate] of ENGINES) {
    const perSecond = perCpuSecond(calculate);
    isBelow ||= perSecond <= BAR;
    console.log(`  ${name.padEnd(44)} ${Math.round(perSecond).toLocaleString('en-GB').padStart(10)}  ${perSecond > BAR ? 'ok' : `BELOW ${BAR.toLocaleString('en-GB')}`}`);
  }
  process.exitCode = isBelow ? 1 : 0;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
