#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in two lanes that run at the same time.
 *
 *   main lane:  build (Astro, Pagefind)  →  end-to-end tests (Playwright against that build)
 *   side lane:  lint (ESLint, Prettier)  →  types (astro sync, tsc)  →  unit tests (Vitest)
 *               →  build tests (a real Astro build of a throwaway site, `npm run test:build`)
 *
 * The types step starts only once the build is done: `astro sync` and `astro build` both
 * write the generated types and content store in .astro/.
 *
 * Why lanes: the end-to-end tests keep the two cores of our test machines only about
 * three-quarters busy (a test often waits on the browser, a timer or the network), and
 * every other step keeps one core busy. Run beside them, the side lane fills the gaps and
 * costs almost no extra time; run before them, as stages, it cost about two minutes
 * (README, Testing). The end-to-end tests start as soon as the build is done, and do not
 * wait for the side lane.
 *
 * The main lane's output is shown as it comes. A side-lane step prints one line when it
 * ends, and its whole output after the main lane, so the log reads in order. A lane stops
 * at its first failure; the other lane runs on, so one run reports every failing step.
 * The run ends with the time each step took. Exit code: 0 when every step passed, else 1.
 */
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, script: string, afterBuild?: boolean }} Step */

/** @type {Step[]} */
const MAIN_LANE = [
  { name: 'build', script: 'build' },
  { name: 'end-to-end tests', script: 'test:e2e' },
];

/** @type {Step[]} */
const SIDE_LANE = [
  { name: 'lint', script: 'lint' },
  { name: 'types', script: 'check', afterBuild: true },
  { name: 'unit tests', script: 'test:unit' },
  { name: 'build tests', script: 'test:build' },
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const running = new Set();
/** @type {Array<{ name: string, took: number, passed: boolean }>} */
const timings = [];
/** Side-lane output, printed after the main lane. */
const heldOutput = [];
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
/** 479.6 s → '8 min 0 s' (rounded to the second first, so never '7 min 60 s'). */
const minutes = (ms) => {
  const s = Math.round(ms / 1000);
  return `${Math.floor(s / 60)} min ${s % 60} s`;
};

/**
 * Run one npm script. With `stream` its output goes straight through; otherwise it is
 * kept for the end of the run.
 * @param {Step} step
 * @param {boolean} stream
 * @returns {Promise<boolean>} whether it passed
 */
function runStep(step, stream) {
  const begun = Date.now();
  console.log(`\n▶ ${step.name}: npm run ${step.script}${stream ? '' : ' (beside the main lane; its output is printed at the end)'}`);
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', step.script], { env, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    const chunks = [];
    if (!stream) {
      child.stdout.on('data', (c) => chunks.push(c));
      child.stderr.on('data', (c) => chunks.push(c));
    }
    child.on('error', (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code, signal) => {
      running.delete(child);
      const took = Date.now() - begun;
      const passed = code === 0;
      timings.push({ name: step.name, took, passed });
      if (step.script === 'build') buildEnded();
      if (!stream) heldOutput.push(`\n── ${step.name}: npm run ${step.script} ──\n${Buffer.concat(chunks).toString()}`);
      console.log(`${passed ? '✔' : '✘'} ${step.name} ${passed ? 'passed' : `failed (${signal ?? `exit code ${code}`})`} in ${seconds(took)}`);
      resolve(passed);
    });
  });
}

/**
 * Run a lane's steps one after another, stopping at the first that fails.
 * @param {Step[]} steps
 * @param {boolean} stream
 */
async function runLane(steps, stream) {
  for (const step of steps) {
    if (step.afterBuild) await buildDone;
    if (!(await runStep(step, stream))) return false;
  }
  return true;
}

/** Settles when the main lane's build step has ended, passed or not. */
let buildEnded = () => {};
const buildDone = new Promise((resolve) => (buildEnded = resolve));

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

const results = await Promise.all([runLane(MAIN_LANE, true), runLane(SIDE_LANE, false)]);
const allPassed = !results.includes(false);
for (const output of heldOutput) process.stdout.write(output);

console.log('\nTime per step (the two lanes ran at the same time):');
for (const t of timings) console.log(`  ${t.passed ? '✔' : '✘'} ${t.name.padEnd(17)} ${seconds(t.took).padStart(6)}`);
const ran = new Set(timings.map((t) => t.name));
const skipped = [...MAIN_LANE, ...SIDE_LANE].filter((s) => !ran.has(s.name)).map((s) => s.name);
console.log(`  npm test took ${minutes(Date.now() - started)}${skipped.length ? `; not run, after a failure in their lane: ${skipped.join(', ')}` : ''}.`);
process.exit(allPassed ? 0 : 1);
