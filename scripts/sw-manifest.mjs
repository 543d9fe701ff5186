/**
 * The service worker's list of files to keep on install (README "Offline"), read from a built
 * site: each page given (the calculators), every JavaScript file it loads or may load later
 * (its islands, their imports and lazy imports, such as the LHA lookup), every stylesheet
 * (so a page kept after a visit still has its styles offline) and the icon. Files under
 * /_astro carry their content's hash in their name and need no revision; the pages get the
 * hash of their content. The English pages are kept, and not what only another language loads:
 * the Welsh messages' files, which the message loader (`load-messages.*.js`, src/i18n/load-messages.ts)
 * fetches for a Welsh page's later parts, are kept as they are used (the worker's asset rule), so
 * an English reader's install does not download every part's Welsh.
 */

/** The loader of another language's messages: kept itself, but what it may load is not followed. */
const MESSAGE_LOADER = /^\/_astro\/load-messages\.[\w-]+\.js$/;
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A build file's address ('/_astro/x.js') named in HTML or JavaScript: "/_astro/x.js", "./x.js" (in /_astro) or "_astro/x.js". */
const ASTRO_FILE = /["'(](?:\/_astro\/|\.\/|_astro\/)([\w.-]+\.(?:js|css))(?=["')?#])/g;

/** The /_astro files named in `text` that exist in the build. */
export function astroFilesIn(text, dir) {
  const found = new Set();
  for (const match of text.matchAll(ASTRO_FILE)) {
    const name = match[1];
    if (fs.existsSync(path.join(dir, '_astro', name))) found.add(`/_astro/${name}`);
  }
  return found;
}

/** A page's address ('/pip') to its built file: pip/index.html as Astro writes it, or pip.html. */
export function pageFile(dir, route) {
  const name = route.replace(/^\/+|\/+$/g, '');
  const candidates = name === '' ? ['index.html'] : [`${name}/index.html`, `${name}.html`];
  return candidates.map((c) => path.join(dir, c)).find((file) => fs.existsSync(file)) ?? path.join(dir, candidates[0]);
}

/** The built file of an address in the list: a page ('/pip') or a file ('/_astro/x.js'). */
export function manifestFile(dir, url) {
  return path.extname(url) ? path.join(dir, url) : pageFile(dir, url);
}

const hashOf = (file) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex').slice(0, 16);

/**
 * The list for `routes` in the build at `dir`: `{ url, revision }` entries, sorted, the pages first.
 * Throws when a page is missing, so a renamed calculator cannot leave the worker keeping nothing.
 */
export function precacheManifest(dir, routes) {
  const scripts = new Set();
  const pending = [];
  const pages = routes.map((route) => {
    const file = pageFile(dir, route);
    if (!fs.existsSync(file)) throw new Error(`No built page for ${route} (${file})`);
    pending.push(...astroFilesIn(fs.readFileSync(file, 'utf8'), dir));
    return { url: route, revision: hashOf(file) };
  });
  // Everything the pages' scripts import, now or later.
  while (pending.length > 0) {
    const url = pending.pop();
    if (scripts.has(url)) continue;
    scripts.add(url);
    if (url.endsWith('.js') && !MESSAGE_LOADER.test(url)) pending.push(...astroFilesIn(fs.readFileSync(path.join(dir, url), 'utf8'), dir));
  }
  const astroDir = path.join(dir, '_astro');
  for (const name of fs.existsSync(astroDir) ? fs.readdirSync(astroDir) : []) if (name.endsWith('.css')) scripts.add(`/_astro/${name}`);
  const files = [...scripts].sort().map((url) => ({ url, revision: null }));
  const icon = path.join(dir, 'favicon.svg');
  if (fs.existsSync(icon)) files.push({ url: '/favicon.svg', revision: hashOf(icon) });
  return [...pages, ...files];
}

/** A worker's version: a short hash of its bundled code with its list, so any change of either is a new version. */
export function workerVersion(code) {
  return crypto.createHash('sha256').update(code).digest('hex').slice(0, 12);
}
