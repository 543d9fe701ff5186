/**
 * The language routes (README "How it fits together"): every page of `src/pages` has a twin under
 * `/cy/`, drawn by the same page file in Welsh (src/middleware.ts sets the language from the
 * path), so no page is written twice. The admin panel has no twin: it is for the site's staff,
 * in English. After the build, `sitemap.xml` lists every page in both languages, each with its
 * alternates.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AstroIntegration } from 'astro';
import { BASE_LANGUAGE, LANGUAGE_CODES, pathInLanguage, tagOf } from '../i18n/languages.ts';

/** Page files with no twin in another language. */
const ONE_LANGUAGE = new Set(['admin.astro']);

/** The route of a page file, relative to src/pages: 'rates/[year].astro' → '/rates/[year]', 'index.astro' → '/'. */
export function routeOfPage(file: string): string {
  const route = `/${file.replace(/\\/g, '/').replace(/\.astro$/, '')}`.replace(/\/index$/, '');
  return route || '/';
}

/** The page files under `dir`, relative to it. */
function pageFiles(dir: string, under = ''): string[] {
  return fs.readdirSync(path.join(dir, under), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(under, entry.name);
    if (entry.isDirectory()) return pageFiles(dir, relative);
    return entry.name.endsWith('.astro') ? [relative] : [];
  });
}

/** The sitemap of `pages` (paths of the base language), each in every language with its alternates (hreflang). */
export function sitemapXml(site: string, pages: readonly string[]): string {
  const url = (p: string) => new URL(p, site).href;
  const entries = pages.flatMap((page) => {
    const alternates = [
      ...LANGUAGE_CODES.map((code) => `<xhtml:link rel="alternate" hreflang="${tagOf(code)}" href="${url(pathInLanguage(page, code))}"/>`),
      `<xhtml:link rel="alternate" hreflang="x-default" href="${url(pathInLanguage(page, BASE_LANGUAGE))}"/>`,
    ].join('');
    return LANGUAGE_CODES.map((code) => `<url><loc>${url(pathInLanguage(page, code))}</loc>${alternates}</url>`);
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${entries.join('\n')}\n</urlset>\n`;
}

/** The built pages' paths in the base language for the sitemap: none that asks not to be indexed. */
function indexedPages(outDir: string, pathnames: readonly string[]): string[] {
  return pathnames
    .map((p) => `/${p}`.replace(/\/$/, '') || '/')
    .filter((p) => p === pathInLanguage(p, BASE_LANGUAGE) && p !== '/404')
    .filter((p) => {
      const file = path.join(outDir, p, 'index.html');
      return fs.existsSync(file) && !fs.readFileSync(file, 'utf8').includes('<meta name="robots" content="noindex"');
    })
    .sort();
}

export function languageRoutes(): AstroIntegration {
  let site = '';
  return {
    name: 'language-routes',
    hooks: {
      'astro:config:setup': ({ config, injectRoute }) => {
        site = config.site ?? '';
        const pagesDir = new URL('./pages/', config.srcDir).pathname;
        for (const file of pageFiles(pagesDir)) {
          if (ONE_LANGUAGE.has(file)) continue;
          const route = routeOfPage(file);
          for (const code of LANGUAGE_CODES) {
            if (code === BASE_LANGUAGE) continue;
            injectRoute({ pattern: route === '/' ? `/${code}` : `/${code}${route}`, entrypoint: path.join(pagesDir, file) });
          }
        }
      },
      'astro:build:done': ({ dir, pages }) => {
        const outDir = dir.pathname;
        fs.writeFileSync(
          path.join(outDir, 'sitemap.xml'),
          sitemapXml(
            site,
            indexedPages(
              outDir,
              pages.map((p) => p.pathname),
            ),
          ),
        );
      },
    },
  };
}
