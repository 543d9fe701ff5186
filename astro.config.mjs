// @ts-check
import { defineConfig } from 'astro/config';
import react from '@astrojs/react';
import mdx from '@astrojs/mdx';
import tailwindcss from '@tailwindcss/vite';
import { PUBLIC_SITE_URL, siteUrlProblem } from './src/lib/site.ts';
import { rehypeContactLinks, rehypeTableCellSpacing } from './src/lib/rehype-site.ts';
import { languageRoutes } from './src/lib/language-routes.ts';
import { messageFiles } from './src/i18n/message-files.ts';

// Canonical links, share popups and "Copy link" are built from `site`. Without
// SITE_URL the build uses the product's public address; a build for this
// machine's address would hand every visitor links that lead nowhere, so it stops.
const site = process.env.SITE_URL || PUBLIC_SITE_URL;
const building = process.argv.includes('build');
const siteProblem = building ? siteUrlProblem(site) : null;
if (siteProblem) throw new Error(siteProblem);

/**
 * The site is fully pre-rendered (output: 'static'); the Hono server in server/
 * serves dist/ and the JSON API. OUT_DIR lets two builds run side by side
 * (for example a test build next to a development build) without clobbering.
 */
export default defineConfig({
  site,
  output: 'static',
  outDir: process.env.OUT_DIR ?? './dist',
  cacheDir: process.env.ASTRO_CACHE_DIR ?? './node_modules/.astro',
  trailingSlash: 'never',
  build: {
    // /guides/universal-credit is served from dist/guides/universal-credit/index.html
    format: 'directory',
    inlineStylesheets: 'auto',
  },
  compressHTML: true,
  prefetch: false,
  devToolbar: { enabled: false },
  // Markdown and MDX: phone numbers and www. addresses become links; table cells
  // get a space between them for site search (src/lib/rehype-site.ts).
  markdown: { rehypePlugins: [rehypeContactLinks, rehypeTableCellSpacing] },
  // Every page has its Welsh twin under /cy/, drawn by the same page file (src/lib/language-routes.ts).
  integrations: [react(), mdx(), languageRoutes()],
  vite: {
    plugins: [tailwindcss(), messageFiles()],
    resolve: {
      alias: { '~': new URL('./src', import.meta.url).pathname },
    },
    build: {
      // No module-preload helper in every calculator page's first load: the lazy parts (the
      // results, the LHA lookup) are fetched on the first answer, well before they are needed.
      modulePreload: false,
      // Terser with two compress passes: about 1.2 KB gzipped less than esbuild's minifier on
      // each calculator page's first load, for a few seconds more of build (README "Performance").
      minify: 'terser',
      terserOptions: { module: true, compress: { passes: 2 }, format: { comments: false } },
    },
  },
});
