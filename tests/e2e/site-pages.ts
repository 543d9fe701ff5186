/**
 * Which pages the built site has, read from the build output, so tests cover
 * every page without a hand-kept list drifting out of date.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CALCULATOR_LIST } from '../../src/lib/calculators';

/** The build the tests run against (the same rule as playwright.config.ts). */
export const DIST_DIR = path.resolve(process.env.E2E_DIST_DIR ?? process.env.OUT_DIR ?? 'dist');

/**
 * The tax year the build's pages quote: the year in force on the day it was built (a static page
 * cannot follow the browser's clock), read from the year the calculator pages were pre-rendered with.
 */
export const BUILT_YEAR = /<option value="(\d{4}-\d{2})" selected/.exec(fs.readFileSync(path.join(DIST_DIR, 'universal-credit', 'index.html'), 'utf8'))?.[1];

/** The calculators and the checker (src/lib/calculators.ts) and the saved calculations: the tools, each an island. */
const TOOL_ROUTES = [...CALCULATOR_LIST.map((c) => c.route), '/saved-calculations'];

/** Every route of docs/product.md route list (docs/product.md §2 and §12). */
export const SPEC_ROUTES = [
  '/',
  ...TOOL_ROUTES,
  '/benefits-news',
  '/help',
  '/about',
  '/contact',
  '/glossary',
  '/privacy',
  '/terms',
  '/cookies',
  '/disclaimer',
  '/accessibility',
  '/rates',
  '/guides/universal-credit',
  '/guides/housing-benefit',
  '/guides/personal-independence-payment',
  '/guides/lcw-lcwra',
  '/guides/pension-credit',
  '/guides/scotland',
  '/guides/northern-ireland',
  '/scenarios/single-parents',
  '/scenarios/disability-benefits',
  '/scenarios/unemployed',
  '/scenarios/pensioners',
  '/scenarios/young-people',
  '/scenarios/carers',
  '/admin',
];

/** Pages that hydrate React islands (docs/product.md §1); every other page is static. */
export const ISLAND_ROUTES = new Set([...TOOL_ROUTES, '/admin', '/contact', '/guides/lcw-lcwra', '/search']);

/**
 * Routes of every built page (dist/**\/index.html), excluding the 404 page and the Welsh twins
 * under /cy/, which are the same page files drawn in Welsh: welsh.spec.ts requests every one of
 * them and scans a calculator's (README "How it fits together": the language routes).
 */
export function builtRoutes(dir = DIST_DIR): string[] {
  const routes: string[] = [];
  const walk = (d: string) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name === '_astro' || entry.name === 'pagefind') continue;
        if (d === dir && entry.name === 'cy') continue;
        walk(path.join(d, entry.name));
      } else if (entry.name === 'index.html') {
        const rel = path.relative(dir, d).split(path.sep).join('/');
        routes.push(rel === '' ? '/' : `/${rel}`);
      }
    }
  };
  walk(dir);
  return routes.sort();
}

/** Raw built HTML of a route. */
export function builtHtml(route: string, dir = DIST_DIR): string {
  return fs.readFileSync(path.join(dir, route === '/' ? '' : route, 'index.html'), 'utf8');
}
