#!/usr/bin/env node
/**
 * How much the calculation engines add to a calculator page, gzipped.
 *
 * Bundles src/calc with esbuild (bundle, minify, ESM, no write) the way a page imports it: each
 * calculator page takes its engine with the rates table and the money helpers (and, for Housing
 * Benefit, the LHA lookup). It prints the gzipped size of each page's bundle, what each engine
 * adds on its own, and the size of all the engines, rates and LHA together. The pages and their
 * modules come from the calculator table (src/lib/calculators.ts).
 *
 * Budgets, so the calculators stay quick on a cheap phone and a slow connection:
 * - each calculator page gets its engine and the rates in under 18 KB gzipped (PIP descriptor
 *   text counts). Housing Benefit's included the LHA lookup until the lookup held every area of
 *   Great Britain (the 192 names, the councils, the built-in areas' rates and their sources); it
 *   loads only when the Housing tab or the lookup needs it, so it is weighed on its own (below). It was 15 KB while the engines followed earlier, simplified rules;
 *   the rules of docs/rules.md "Common to every engine" (child elements and limits, LHA caps, non-dependants, pension-age
 *   Housing Benefit and Council Tax Support) roughly doubled the engines, and 18 KB held until
 *   the rates were keyed by year (below), 19.25 KB until the Pension Credit figures joined
 *   the table (about 1.1 KB gzipped, on every page while the table was one module), and 20 KB
 *   until the calculators' table kept amounts only (below): the largest page went from 19.8 KB
 *   to 12.9 KB. 14 KB held until each nation's Council Tax Reduction figures joined the table
 *   and Universal Credit gained the last shared accommodation exemptions and the London cap
 *   warning: the largest page (Universal Credit) came to 14.1 KB. 14.5 KB held until Universal
 *   Credit gained Carer's Allowance as the carer condition, every other adult with their age and
 *   the minimum income floor with its tax and National Insurance figures, and the bedrooms
 *   followed who can share (src/calc/bedrooms.ts: the pairing by sex and age, the extra rooms and
 *   the working's "who shares with whom" sentences, about 1 KB on the Universal Credit and
 *   Housing Benefit pages): the largest (Universal Credit) 17.2 KB (the page's first load,
 *   tests/e2e/page-weight.spec.ts, is the bar that matters: within 110 KB). Universal Credit,
 *   Housing Benefit, Pension Credit and Council Tax Support load their engine with the first
 *   answer or on Calculate (README "Performance"): their first load carries the rates and the
 *   engine's `-questions` module (the defaults, which questions are asked), which the engine
 *   re-exports, so the figure here is what such a page has loaded by the time it calculates.
 * - the calculators' rates table with all its tax years stays under 6.5 KB gzipped, room for one
 *   more year. It holds each figure's unit, whether an admin may edit it and its amount in each
 *   year (src/calc/rates/amounts.generated.ts, README "Rates by tax year"): 5.5 KB for three
 *   years. While it also carried every figure's label, references and notes it took 13.25 KB
 *   (12.5 KB before the Pension Credit figures; the single-year table was 5.5 KB, the three
 *   years together added 7 KB, and naming every figure by id in each year's file took 0.4 KB
 *   gzipped a year more than the positional amounts it replaced, which took 11.5 KB).
 *
 * - the benefits checker's page is weighed with its screening (src/calc/eligibility.ts). Its results'
 *   ranges (src/calc/eligibility-ranges.ts) are worked out by the Universal Credit, Housing Benefit,
 *   Council Tax Support and Pension Credit engines, weighed here on their own pages; they load with
 *   the results, after the first answer, never with the page (tests/e2e/page-weight.spec.ts).
 *
 * - the LHA lookup (src/calc/lha.ts with the area list and the LHA rates) adds under 10 KB gzipped
 *   to a page that has the rates table: about 6.5 KB with 35 areas' rates built in, 9 KB with 49
 *   areas, their publications and 66 councils. It loads only when an area is looked up or
 *   answered, never with a page's first screen (tests/e2e/page-weight.spec.ts).
 *
 * Usage: node scripts/calc-size.mjs [--json]    Exits 1 when a page is over budget.
 */

import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';
import { fileURLToPath, pathToFileURL } from 'node:url';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Gzipped bytes a calculator page may spend on its engine and the rates. */
export const BUDGET_BYTES = 18 * 1024;

/** Gzipped bytes of the calculators' rates table (src/calc/rates.ts), every tax year's amounts. */
export const RATES_BUDGET_BYTES = 6.5 * 1024;

/**
 * The calculator table (src/lib/calculators.ts), bundled by esbuild as this script's measurements
 * are, since plain Node cannot import TypeScript.
 */
async function loadCalculators() {
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/lib/calculators.ts')],
    bundle: true,
    format: 'esm',
    platform: 'node',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].text;
  return (await import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`)).CALCULATOR_LIST;
}

/**
 * What each calculator's page imports from src/calc, named by its engine: the modules of its
 * `engine` in the calculator table, with the rates table.
 */
export const PAGES = Object.fromEntries((await loadCalculators()).map((c) => [c.engine[0], [...c.engine, 'rates']]));

/** Gzipped bytes of the LHA lookup's chunk (src/calc/lha.ts), loaded only when an area is looked up or answered. */
export const LOOKUP_BUDGET_BYTES = 10 * 1024;

/** Everything in src/calc a page could import, the LHA lookup included. */
export const ALL = [...new Set([...Object.values(PAGES).flat(), 'lha', 'money'])];

/**
 * Exports a page never imports: the engines' library entry points, whose default table carries the
 * built-in LHA rates (src/calc/built-in-lha.ts). Pages call their `…With` twins with the table
 * they hold, so the bundler leaves these, and the LHA amounts, out of every page.
 */
const LIBRARY_ONLY = new Set(['calculateUniversalCredit', 'calculateHousingBenefit']);

/** What a page can import from `module`: its exports but the library-only ones. */
async function pageExports(module) {
  const result = await build({
    entryPoints: [path.join(ROOT, `src/calc/${module}.ts`)],
    bundle: true,
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  const [output] = Object.values(result.metafile.outputs);
  const names = output.exports.filter((name) => !LIBRARY_ONLY.has(name));
  return `export { ${names.join(', ')} } from './src/calc/${module}.ts';`;
}

async function gzippedBytes(modules) {
  const contents = (await Promise.all(modules.map(pageExports))).join('\n');
  const result = await build({
    stdin: { contents, resolveDir: ROOT, sourcefile: 'calc-entry.ts', loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    // As Vite's build does: write £, ×, § as characters, not escapes.
    charset: 'utf8',
    write: false,
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  return { minified: code.byteLength, gzipped: gzipSync(code, { level: 9 }).byteLength };
}

/**
 * Sizes of each page bundle, of each engine alone (what removing it from the whole would
 * save), and of everything together; `withinBudget` when every page is under budget.
 */
export async function measureCalcSize() {
  const pages = {};
  for (const [name, modules] of Object.entries(PAGES)) pages[name] = await gzippedBytes(modules);
  const total = await gzippedBytes(ALL);
  const engines = {};
  for (const name of ALL.filter((m) => m !== 'rates' && m !== 'money')) {
    engines[name] = total.gzipped - (await gzippedBytes(ALL.filter((m) => m !== name))).gzipped;
  }
  const rates = await gzippedBytes(['rates']);
  // What the lookup's chunk adds to a page that has the rates table already.
  const lookup = { gzipped: (await gzippedBytes(['lha', 'rates'])).gzipped - rates.gzipped };
  const largestPage = Math.max(...Object.values(pages).map((p) => p.gzipped));
  return {
    budgetBytes: BUDGET_BYTES,
    ratesBudgetBytes: RATES_BUDGET_BYTES,
    lookupBudgetBytes: LOOKUP_BUDGET_BYTES,
    pages,
    engines,
    rates,
    lookup,
    total,
    largestPage,
    withinBudget: largestPage < BUDGET_BYTES && rates.gzipped < RATES_BUDGET_BYTES && lookup.gzipped < LOOKUP_BUDGET_BYTES,
  };
}

async function main() {
  const report = await measureCalcSize();
  if (process.argv.includes('--json')) {
    process.stdout.write(`${JSON.stringify(report)}\n`);
  } else {
    const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
    console.log('Calculator page bundles (engine + rates + money helpers), gzipped:');
    for (const [name, { gzipped }] of Object.entries(report.pages)) console.log(`  ${name.padEnd(22)} ${String(gzipped).padStart(6)} B  ${kb(gzipped)}`);
    console.log('Each engine on its own, gzipped:');
    for (const [name, bytes] of Object.entries(report.engines)) console.log(`  ${name.padEnd(22)} ${String(bytes).padStart(6)} B`);
    console.log(`Rates table and money helpers alone:   ${report.rates.gzipped} B`);
    console.log(`All engines, rates and LHA:             ${report.total.gzipped} B  ${kb(report.total.gzipped)}`);
    console.log(`Budget for the rates table: ${report.ratesBudgetBytes} B`);
    console.log(`LHA lookup (areas, councils, districts, rates), loaded when needed: ${report.lookup.gzipped} B; budget ${report.lookupBudgetBytes} B`);
    console.log(`Budget per calculator page: ${report.budgetBytes} B; largest page ${report.largestPage} B: ${report.withinBudget ? 'within budget' : 'OVER BUDGET'}`);
  }
  if (!report.withinBudget) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((error) => {
    console.error(error);
    process.exitCode = 1;
  });
}
