/**
 * The server's words in the visitor's language (README "How it fits together": the language
 * routes). A page the server draws itself for a Welsh address (/cy/contact after a form post, the
 * plain not-found page) is drawn in Welsh; an API error is answered in Welsh when the request's
 * Accept-Language prefers Welsh to English. The messages are the catalogue's (src/i18n/en/server.ts
 * and the contact form's), their Welsh the JSON files of src/i18n/cy read once; a message with no
 * Welsh yet, or one with a figure in it, stays English.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ComponentsJSON } from '@nanostores/i18n';
import type { MiddlewareHandler } from 'hono';
import { messageCache } from '../src/i18n/i18n.ts';
import { language } from '../src/i18n/language.ts';
import { BASE_LANGUAGE, LANGUAGE_CODES, languageOfTag, tagOf, type Language } from '../src/i18n/languages.ts';
import * as serverWords from '../src/i18n/en/server.ts';
import { contactFormMessages } from '../src/i18n/en/contact.ts';

const CATALOGUE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../src/i18n');

let loaded = false;
/** Each language's Welsh (or other) files, read once into the catalogue; a part with none reads as its English. */
function loadLanguages(): void {
  if (loaded) return;
  loaded = true;
  const cache = messageCache();
  for (const code of LANGUAGE_CODES) {
    if (code === BASE_LANGUAGE) continue;
    const dir = path.join(CATALOGUE, code);
    const files = fs.existsSync(dir) ? fs.readdirSync(dir).filter((name) => name.endsWith('.json') && name !== 'glossary.json') : [];
    const written: ComponentsJSON = Object.assign({}, ...files.map((name) => JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as ComponentsJSON));
    cache[code] = new Proxy(written, { get: (target, part: string) => target[part] ?? {} });
  }
}

/**
 * `draw()` with the catalogue in `lang`. It must not wait on anything (no `await` inside): the
 * catalogue's language is the process's, so it is the request's only while `draw` runs.
 */
export function inLanguage<T>(lang: Language, draw: () => T): T {
  if (lang === BASE_LANGUAGE) return draw();
  loadLanguages();
  language.set(lang);
  try {
    return draw();
  } finally {
    language.set(BASE_LANGUAGE);
  }
}

/** The language an Accept-Language header prefers among the site's ('cy-GB,cy;q=0.9,en;q=0.8' → cy), the base language when it names none. */
export function preferredLanguage(header: string | null | undefined): Language {
  let best: { code: Language; q: number } | null = null;
  for (const item of (header ?? '').split(',')) {
    const [tag = '', ...params] = item.trim().split(';');
    const q = Number(
      params
        .map((p) => p.trim())
        .find((p) => p.startsWith('q='))
        ?.slice(2) ?? 1,
    );
    const code = languageOfTag(tag.trim());
    const named = tag.trim().toLowerCase().split('-')[0] === code;
    if (!named || !(q > 0)) continue;
    if (!best || q > best.q) best = { code, q };
  }
  return best?.code ?? BASE_LANGUAGE;
}

/** The parts whose sentences an API error may carry. */
const API_PARTS = [...Object.values(serverWords), contactFormMessages].filter(
  (value): value is typeof contactFormMessages => typeof value === 'object' && value !== null && 'get' in value,
);

/** Each plain English sentence of the API's parts with its words in `lang`, where they are written. */
function sentencesIn(lang: Language): Map<string, string> {
  const english = API_PARTS.map((part) => part.get() as Record<string, unknown>);
  const other = inLanguage(lang, () => API_PARTS.map((part) => ({ ...(part.get() as Record<string, unknown>) })));
  const sentences = new Map<string, string>();
  english.forEach((messages, i) => {
    for (const [key, text] of Object.entries(messages)) {
      const translated = other[i]?.[key];
      if (typeof text === 'string' && typeof translated === 'string' && translated !== text) sentences.set(text, translated);
    }
  });
  return sentences;
}

/**
 * The API's error answers (`{ error, fields }`) in the language the request's Accept-Language
 * prefers, with `Content-Language`; every answer says it varies with Accept-Language.
 */
export function apiInLanguage(): MiddlewareHandler {
  const cache = new Map<Language, Map<string, string>>();
  return async (c, next) => {
    await next();
    if (c.res.status < 400 || !(c.res.headers.get('content-type') ?? '').includes('application/json')) return;
    const lang = preferredLanguage(c.req.header('accept-language'));
    if (lang === BASE_LANGUAGE) {
      c.res.headers.append('Vary', 'Accept-Language');
      return;
    }
    const body = (await c.res
      .clone()
      .json()
      .catch(() => null)) as { error?: unknown; fields?: Record<string, unknown> } | null;
    if (!body || typeof body.error !== 'string') return;
    let sentences = cache.get(lang);
    if (!sentences) cache.set(lang, (sentences = sentencesIn(lang)));
    const say = (text: unknown) => (typeof text === 'string' ? (sentences.get(text) ?? text) : text);
    const answer = { ...body, error: say(body.error), ...(body.fields ? { fields: Object.fromEntries(Object.entries(body.fields).map(([k, v]) => [k, say(v)])) } : {}) };
    const headers = new Headers(c.res.headers);
    headers.delete('content-length');
    headers.set('Content-Language', tagOf(lang));
    headers.append('Vary', 'Accept-Language');
    c.res = new Response(JSON.stringify(answer), { status: c.res.status, headers });
  };
}
