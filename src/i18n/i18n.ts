/**
 * The message catalogue (README "Messages"): every word a person reads, keyed, one catalogue per
 * language. Each file of `en/` defines the messages of one part of the site with `i18n(name, {…})`;
 * a page's bundle holds only the parts it uses, because each definition is free of side effects
 * and bundlers drop the unused ones. `params` fills named values ('{amount}'), `count` picks the
 * language's plural form (Intl.PluralRules). Figures reach a message as text already formatted
 * by ./format.ts, so the catalogue never formats money or dates itself.
 */
import { createI18n, params as libraryParams, strings, transform, type ComponentsJSON } from '@nanostores/i18n';
import { BASE_LANGUAGE } from './languages';
import { language } from './language';

export { count } from '@nanostores/i18n';

/**
 * The library's `params`, typed as it is, filling each '{name}' in one pass with the value as
 * written: the library's own uses `String.replace` with the value as the replacement, which
 * would read a '$&' or "$'" in a value (a name someone typed) as a pattern.
 */
export const params = transform((_language: string, translation: string, values: Readonly<Record<string, string | number>>) =>
  strings(translation, (text) => text.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole))),
) as unknown as typeof libraryParams;

export const i18n = createI18n(language, {
  baseLocale: BASE_LANGUAGE,
  // Only the base language is written so far (./languages.ts), so nothing is ever fetched.
  get: (code): Promise<ComponentsJSON> => Promise.reject(new Error(`No messages are written in the language "${code}".`)),
});
