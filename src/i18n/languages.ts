/**
 * The languages the site is written in (README "Messages"): one row each, with the BCP 47 tag
 * that `<html lang>`, `Intl` and `hreflang` use. English is the base language, at `/`; every
 * other language adds a row here and a folder of messages beside `en/`.
 */
export const LANGUAGES = {
  en: { tag: 'en-GB', name: 'English' },
} as const;

export type Language = keyof typeof LANGUAGES;

export const BASE_LANGUAGE: Language = 'en';

/** The language of a BCP 47 tag ('en-GB', 'en'), or the base language for one the site is not written in. */
export function languageOfTag(tag: string | null | undefined): Language {
  const primary = (tag ?? '').toLowerCase().split('-')[0];
  return (Object.keys(LANGUAGES) as Language[]).find((code) => code === primary) ?? BASE_LANGUAGE;
}

/** The tag of a language, for `<html lang>` and `Intl`. */
export function tagOf(language: Language): string {
  return LANGUAGES[language].tag;
}
