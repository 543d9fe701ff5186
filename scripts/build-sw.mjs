#!/usr/bin/env node
/**
 * Writes the service worker (src/sw/sw.ts, README "Offline") into a built site as /sw.js, after
 * `astro build` and Pagefind (npm run build): bundles it with esbuild and puts in the list of
 * files to keep (scripts/sw-manifest.mjs: every calculator page of src/lib/calculators.ts and
 * the saved calculations, with the JavaScript and styles they load) and its version.
 *
 *   node scripts/build-sw.mjs [dir]     dir defaults to $OUT_DIR or dist
 */
import { build } from 'esbuild';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { manifestFile, precacheManifest, workerVersion } from './sw-manifest.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.resolve(process.argv[2] ?? process.env.OUT_DIR ?? 'dist');

/** The calculators' pages (src/lib/calculators.ts), bundled as scripts/calc-size.mjs does, since plain Node cannot import TypeScript. */
async function calculatorRoutes() {
  const result = await build({ entryPoints: [path.join(ROOT, 'src/lib/calculators.ts')], bundle: true, format: 'esm', platform: 'node', write: false, logLevel: 'silent' });
  const { CALCULATOR_LIST } = await import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
  return CALCULATOR_LIST.map((c) => c.route);
}

const manifest = precacheManifest(dir, [...(await calculatorRoutes()), '/saved-calculations']);

/** The worker bundled with the list and `version`. */
async function bundle(version) {
  const result = await build({
    entryPoints: [path.join(ROOT, 'src/sw/sw.ts')],
    bundle: true,
    minify: true,
    format: 'iife',
    target: 'es2020',
    write: false,
    logLevel: 'warning',
    define: {
      __PRECACHE__: JSON.stringify(manifest),
      __SW_VERSION__: JSON.stringify(version),
      'process.env.NODE_ENV': '"production"',
    },
  });
  return result.outputFiles[0].contents;
}

// The version is named from the worker itself, its list included: a change of either is a new version.
const version = workerVersion(await bundle(''));
fs.writeFileSync(path.join(dir, 'sw.js'), await bundle(version));
const kept = manifest.reduce((bytes, { url }) => bytes + gzipSync(fs.readFileSync(manifestFile(dir, url))).length, 0);
console.log(`sw.js ${version}: ${manifest.length} files kept on install, ${(kept / 1024).toFixed(0)} KB gzipped`);
