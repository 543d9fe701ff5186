/**
 * The languages the site is written in (README "Messages"): one row each, with the BCP 47 tag
 * that `<html lang>`, `Intl` and `hreflang` use, and the language's own name (the language
 * switch says it in that language). English is the base language, at `/`; every other language
 * adds a row here, a folder of messages beside `en/`, and lives under `/<code>/` (README "How it
 * fits together": the language routes).
 */
export const LANGUAGES = {
  en: { tag: 'en-GB', name: 'English' },
  cy: { tag: 'cy-GB', name: 'Cymraeg' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const BASE_LANGUAGE: Language = 'en';

/** Every language, the base language first. */
export const LANGUAGE_CODES = Object.keys(LANGUAGES) as Language[];

/** The language of a BCP 47 tag ('en-GB', 'en'), or the base language for one the site is not written in. */
export function languageOfTag(tag: string | null | undefined): Language {
  const primary = (tag ?? '').toLowerCase().split('-')[0];
  return LANGUAGE_CODES.find((code) => code === primary) ?? BASE_LANGUAGE;
}

/** The tag of a language, for `<html lang>` and `Intl`. */
export function tagOf(language: Language): string {
  return LANGUAGES[language].tag;
}

/** The language of a page's path: '/cy' and '/cy/…' are Welsh, every other path is the base language's. */
export function languageOfPath(pathname: string): Language {
  const first = pathname.split('/')[1] ?? '';
  return LANGUAGE_CODES.find((code) => code !== BASE_LANGUAGE && code === first) ?? BASE_LANGUAGE;
}

/** A path without its language: '/cy/pip' → '/pip', '/cy' → '/', '/pip' → '/pip'. */
export function pathWithoutLanguage(pathname: string): string {
  const language = languageOfPath(pathname);
  if (language === BASE_LANGUAGE) return pathname;
  return pathname.slice(language.length + 1) || '/';
}

/** The same page in `language`: '/pip' in Welsh is '/cy/pip', '/' is '/cy'; a query or fragment is kept. */
export function pathInLanguage(pathname: string, language: Language): string {
  const end = pathname.search(/[?#]/);
  const rest = end < 0 ? '' : pathname.slice(end);
  const base = pathWithoutLanguage(end < 0 ? pathname : pathname.slice(0, end));
  if (language === BASE_LANGUAGE) return base + rest;
  return (base === '/' ? `/${language}` : `/${language}${base}`) + rest;
}
