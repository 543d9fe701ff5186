/**
 * Building a page in its language (README "Messages"; src/middleware.ts runs it for every page
 * while the site is built). Before the page is drawn, the language of its path becomes the
 * catalogue's language, with every message written in that language at hand, so the `.astro`
 * files' `siteHeaderMessages.get()` and the islands' first drawing read it synchronously. A part
 * with no messages in the language yet shows its English quietly, and is noted in
 * `untranslatedParts`, so a test can list it. After the page is drawn, a page not in the base
 * language gets the messages of every part it read, as JSON (`#page-messages`, read by
 * ./i18n.ts), and its links to other pages of the site lead to their twins in its language.
 */
import type { ComponentsJSON } from '@nanostores/i18n';
import { messageCache } from './i18n';
import { language } from './language';
import { BASE_LANGUAGE, LANGUAGE_CODES, languageOfPath, type Language } from './languages';
import { linksInLanguage } from './links';

export { linksInLanguage };

/** Every message written in each language other than the base, by part. */
const WRITTEN: Partial<Record<Language, ComponentsJSON>> = {
  cy: Object.assign({}, ...Object.values(import.meta.glob<ComponentsJSON>(['./cy/*.json', '!./cy/glossary.json'], { eager: true, import: 'default' }))),
};

/** The parts each page read that have no messages in its language yet, by path. */
export const untranslatedParts = new Map<string, Set<string>>();

interface Reading {
  language: Language;
  pathname: string;
}

type Global = { pageMessages?: Set<string> };

/** Each language's messages as the catalogue reads them while the site is built: a part not written yet reads as {}, its English. */
const READING: Partial<Record<Language, ComponentsJSON>> = Object.fromEntries(
  Object.entries(WRITTEN).map(([code, written]) => [code, new Proxy(written, { get: (target, part: string) => target[part] ?? {} })]),
);

/** Makes the language of `pathname` the catalogue's for the page about to be drawn. */
export function startPage(pathname: string): Reading {
  const lang = languageOfPath(pathname);
  const cache = messageCache();
  // Every part counts as loaded in every language, so the language changes synchronously.
  for (const [code, reading] of Object.entries(READING)) if (cache[code] !== reading) cache[code] = reading;
  (globalThis as Global).pageMessages = new Set();
  // Set twice, so the language changes even between two pages in the same one: every store
  // worked out from messages (the engines' words) is then worked out again for this page, and
  // reads, and so notes, the parts it is made of.
  language.set(LANGUAGE_CODES.find((code) => code !== lang) ?? lang);
  language.set(lang);
  return { language: lang, pathname };
}

/** The page's HTML with its language's messages and links, once it is drawn (the base language's as it is). */
export function finishPage(reading: Reading, html: string): string {
  const read = (globalThis as Global).pageMessages ?? new Set<string>();
  (globalThis as Global).pageMessages = undefined;
  if (reading.language === BASE_LANGUAGE) return html;
  const written = WRITTEN[reading.language] ?? {};
  const carried: ComponentsJSON = {};
  const missing = new Set<string>();
  for (const part of [...read].sort()) {
    carried[part] = written[part] ?? {};
    if (!written[part]) missing.add(part);
  }
  untranslatedParts.set(reading.pathname, missing);
  // '<' written as \u003c, so no message can close the script element.
  const json = JSON.stringify(carried).replace(/</g, '\\u003c');
  const withMessages = html.replace('</head>', `<script type="application/json" id="page-messages">${json}</script></head>`);
  return linksInLanguage(withMessages, reading.language);
}
