#!/usr/bin/env node
/**
 * Page weight of a built site: for every page, the gzipped bytes of its HTML, the
 * stylesheets it links, the JavaScript it loads up front, and (separately) the
 * island JavaScript that only loads on interaction or visibility. Also estimates
 * one site search on /search (Pagefind's loader, its WebAssembly, its metadata,
 * the largest index chunk and ten result fragments).
 *
 * Budgets (docs/product.md §9 "Guides and content"): a page's first visit under
 * 60 KB compressed; a search under 200 KB in total. Pages over budget are flagged
 * and the exit code is 1.
 *
 *   node scripts/measure-pages.mjs [dir] [--budget=60] [--search-budget=200] [--json]
 *
 * dir defaults to $OUT_DIR or dist. Sizes are gzip level 9, as a server would
 * send them; Pagefind's .pagefind and .pf_* files are already compressed, so
 * their stored size is what travels.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const args = process.argv.slice(2);
const flag = (name, fallback) => {
  const hit = args.find((a) => a.startsWith(`--${name}=`));
  return hit ? Number(hit.split('=')[1]) : fallback;
};
const dir = path.resolve(args.find((a) => !a.startsWith('--')) ?? process.env.OUT_DIR ?? 'dist');
const pageBudgetKb = flag('budget', 60);
const searchBudgetKb = flag('search-budget', 200);
const asJson = args.includes('--json');

if (!fs.existsSync(path.join(dir, 'index.html'))) {
  console.error(`No built site in ${dir}: run the build first (npm run build, or OUT_DIR=… npx astro build).`);
  process.exit(2);
}

const PRECOMPRESSED = /\.(pagefind|pf_meta|pf_index|pf_fragment)$/;
const sizeCache = new Map();

/** Bytes on the wire for one file of the site: gzip -9, or stored size if already compressed. */
function wireBytes(file) {
  if (sizeCache.has(file)) return sizeCache.get(file);
  const body = fs.readFileSync(file);
  const bytes = PRECOMPRESSED.test(file) ? body.length : zlib.gzipSync(body, { level: 9 }).length;
  sizeCache.set(file, bytes);
  return bytes;
}

/** A site URL ('/_astro/x.css') to a file in the build, or null for other hosts. */
function toFile(url, fromFile) {
  if (/^(https?:)?\/\//.test(url) || url.startsWith('data:')) return null;
  const clean = url.split(/[?#]/)[0];
  const file = clean.startsWith('/') ? path.join(dir, clean) : path.resolve(path.dirname(fromFile), clean);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : null;
}

/** A JS module and every module it imports statically, transitively (its first load). */
function moduleGraph(entry, seen = new Set()) {
  if (!entry || seen.has(entry)) return seen;
  seen.add(entry);
  const code = fs.readFileSync(entry, 'utf8');
  for (const m of code.matchAll(/(?:^|[;\s}])(?:import|export)\s*(?:[\w*{}\s,$]*?from\s*)?["']([^"']+\.m?js)["']/g)) {
    moduleGraph(toFile(m[1], entry), seen);
  }
  return seen;
}

const attr = (tag, name) =>
  tag
    .match(new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i'))
    ?.slice(1)
    .find(Boolean);

/** Measure one page. */
function measurePage(htmlFile) {
  const html = fs.readFileSync(htmlFile, 'utf8');
  const css = new Set();
  const upfront = new Set();
  const deferred = new Set();
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, 'rel') ?? '').toLowerCase();
    const href = attr(tag, 'href');
    if (!href) continue;
    if (rel.split(/\s+/).includes('stylesheet')) css.add(toFile(href, htmlFile));
    if (rel === 'modulepreload') moduleGraph(toFile(href, htmlFile), upfront);
  }
  for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(tag, 'src');
    if (src) moduleGraph(toFile(src, htmlFile), upfront);
  }
  for (const [tag] of html.matchAll(/<astro-island\b[^>]*>/gi)) {
    for (const name of ['component-url', 'renderer-url']) {
      const url = attr(tag, name);
      if (url) moduleGraph(toFile(url, htmlFile), deferred);
    }
  }
  css.delete(null);
  upfront.delete(null);
  deferred.delete(null);
  for (const f of upfront) deferred.delete(f);
  const sum = (files) => [...files].reduce((n, f) => n + wireBytes(f), 0);
  const rel = path.relative(dir, path.dirname(htmlFile)).split(path.sep).join('/');
  const route = htmlFile.endsWith('404.html') ? '/404' : rel === '' ? '/' : `/${rel}`;
  const result = {
    route,
    html: wireBytes(htmlFile),
    css: sum(css),
    js: sum(upfront),
    islandJs: sum(deferred),
    inlineScriptBytes: [...html.matchAll(/<script\b(?![^>]*\ssrc=)[^>]*>([\s\S]*?)<\/script>/gi)].reduce((n, m) => n + Buffer.byteLength(m[1] ?? ''), 0),
  };
  result.firstVisit = result.html + result.css + result.js;
  return result;
}

/** Every built page: dist/**\/index.html and the 404 page. */
function htmlFiles(d = dir, out = []) {
  for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
    const full = path.join(d, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '_astro' && entry.name !== 'pagefind') htmlFiles(full, out);
    } else if (entry.name === 'index.html' || (d === dir && entry.name === '404.html')) out.push(full);
  }
  return out;
}

/**
 * One search, pessimistically: the search page's first visit, pagefind.js, the
 * entry file, the language's WebAssembly and metadata, the largest index chunk,
 * and the ten largest result fragments.
 */
function measureSearch(pages) {
  const pf = path.join(dir, 'pagefind');
  const searchPage = pages.find((p) => p.route === '/search');
  if (!fs.existsSync(pf) || !searchPage) return null;
  const entry = JSON.parse(fs.readFileSync(path.join(pf, 'pagefind-entry.json'), 'utf8'));
  const [lang, info] = Object.entries(entry.languages ?? {})[0] ?? [];
  const files = [path.join(pf, 'pagefind.js'), path.join(pf, 'pagefind-entry.json')];
  if (lang) {
    const wasm = path.join(pf, `wasm.${lang}.pagefind`);
    files.push(fs.existsSync(wasm) ? wasm : path.join(pf, 'wasm.unknown.pagefind'));
    if (info?.hash) files.push(path.join(pf, `pagefind.${info.hash}.pf_meta`));
  }
  const largest = (sub, n) =>
    fs.existsSync(path.join(pf, sub))
      ? fs
          .readdirSync(path.join(pf, sub))
          .map((f) => path.join(pf, sub, f))
          .sort((a, b) => fs.statSync(b).size - fs.statSync(a).size)
          .slice(0, n)
      : [];
  files.push(...largest('index', 1), ...largest('fragment', 10));
  const existing = files.filter((f) => fs.existsSync(f));
  const pagefindBytes = existing.reduce((n, f) => n + wireBytes(f), 0);
  return { page: searchPage.firstVisit, pagefind: pagefindBytes, total: searchPage.firstVisit + pagefindBytes, files: existing.map((f) => path.relative(dir, f)) };
}

const pages = htmlFiles()
  .map(measurePage)
  .sort((a, b) => a.route.localeCompare(b.route));
const search = measureSearch(pages);
const pageBudget = pageBudgetKb * 1024;
const searchBudget = searchBudgetKb * 1024;
const overPages = pages.filter((p) => p.firstVisit > pageBudget);
const searchOver = search ? search.total > searchBudget : false;

if (asJson) {
  console.log(JSON.stringify({ dir, pageBudget, searchBudget, pages, search, overPages: overPages.map((p) => p.route), searchOver }, null, 2));
} else {
  const kb = (n) => (n / 1024).toFixed(1).padStart(6);
  console.log(`Page weight in ${path.relative(process.cwd(), dir) || '.'} (KB, gzip -9). Budget: first visit ${pageBudgetKb} KB.`);
  console.log(`${'route'.padEnd(42)}  ${'html'.padStart(6)}  ${'css'.padStart(6)}  ${'js'.padStart(6)}  ${'first'.padStart(6)}  ${'island'.padStart(6)}`);
  for (const p of pages) {
    const mark = p.firstVisit > pageBudget ? '  OVER BUDGET' : '';
    console.log(`${p.route.padEnd(42)}  ${kb(p.html)}  ${kb(p.css)}  ${kb(p.js)}  ${kb(p.firstVisit)}  ${p.islandJs ? kb(p.islandJs) : '     -'}${mark}`);
  }
  console.log('"island" is JavaScript that loads only when an island hydrates (on visibility or interaction), not on first visit.');
  if (search) {
    console.log(
      `\nOne search on /search: page ${kb(search.page).trim()} KB + Pagefind ${kb(search.pagefind).trim()} KB = ${kb(search.total).trim()} KB (budget ${searchBudgetKb} KB)${searchOver ? '  OVER BUDGET' : ''}`,
    );
  } else {
    console.log('\nNo Pagefind index or /search page: search not measured (run pagefind after the build).');
  }
  if (overPages.length || searchOver) console.log(`\nOver budget: ${[...overPages.map((p) => p.route), ...(searchOver ? ['search'] : [])].join(', ')}`);
}
process.exit(overPages.length || searchOver ? 1 : 0);
