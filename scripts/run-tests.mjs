#!/usr/bin/env node
/**
 * `npm test`: every check the project has, in three stages. The steps of a stage run at
 * the same time, because each of them mostly keeps one core busy (the type checker, ESLint
 * and Prettier, and Astro's build are single-threaded), and the machines we test on have
 * two; a stage starts only when the one before it has passed.
 *
 *   1. types (astro sync, tsc)        and  lint (ESLint, Prettier)
 *   2. unit tests (Vitest)            and  build (Astro, Pagefind), then the tests that run a
 *                                          real Astro build of a throwaway site (`npm run test:build`)
 *   3. end-to-end tests (Playwright against the build of stage 2)
 *
 * The output of a step that runs beside another is printed whole when it ends, so the log
 * reads in order; the last stage's is shown as it comes. The run ends with the time each
 * step took (README, Testing). Exit code: 0 when every step passed, else 1.
 */
import { spawn } from 'node:child_process';

/** @typedef {{ name: string, script: string, then?: string }} Step */

/** @type {Step[][]} */
const STAGES = [
  [
    { name: 'types', script: 'check' },
    { name: 'lint', script: 'lint' },
  ],
  [
    { name: 'unit tests', script: 'test:unit' },
    { name: 'build', script: 'build', then: 'test:build' },
  ],
  [{ name: 'end-to-end tests', script: 'test:e2e' }],
];

const env = { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' };
const running = new Set();
const timings = [];
const started = Date.now();

const seconds = (ms) => `${(ms / 1000).toFixed(0)} s`;
const minutes = (ms) => `${Math.floor(ms / 60000)} min ${Math.round((ms % 60000) / 1000)} s`;

/**
 * Run one npm script. With `stream` its output goes straight through; otherwise it is
 * kept and printed whole when the step ends.
 * @param {Step} step
 * @param {boolean} stream
 * @returns {Promise<boolean>} whether it passed
 */
function runStep(step, stream) {
  const begun = Date.now();
  const command = [step.script, step.then]
    .filter(Boolean)
    .map((script) => `npm run --silent ${script}`)
    .join(' && ');
  const shown = command.replaceAll(' --silent', '');
  console.log(`\n▶ ${step.name}: ${shown}${stream ? '' : ' (its output follows when it ends)'}`);
  return new Promise((resolve) => {
    const child = spawn(command, { env, shell: true, stdio: stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
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
      if (!stream) {
        console.log(`\n── ${step.name}: ${shown} ──`);
        process.stdout.write(Buffer.concat(chunks).toString());
      }
      console.log(`${passed ? '✔' : '✘'} ${step.name} ${passed ? 'passed' : `failed (${signal ?? `exit code ${code}`})`} in ${seconds(took)}`);
      resolve(passed);
    });
  });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    for (const child of running) child.kill(signal);
    process.exit(1);
  });
}

let allPassed = true;
for (const stage of STAGES) {
  const results = await Promise.all(stage.map((step) => runStep(step, stage.length === 1)));
  if (results.includes(false)) {
    allPassed = false;
    break;
  }
}

console.log('\nTime per step (steps of one stage ran at the same time):');
for (const t of timings) console.log(`  ${t.passed ? '✔' : '✘'} ${t.name.padEnd(17)} ${seconds(t.took).padStart(6)}`);
console.log(`  npm test took ${minutes(Date.now() - started)}${allPassed ? '' : '; it stopped at the first stage that failed'}.`);
process.exit(allPassed ? 0 : 1);
