/**
 * The message catalogue (README "Messages"): every word a person reads, keyed, one catalogue per
 * language. Each file of `en/` defines the messages of one part of the site with `i18n(name, {…})`;
 * a page's bundle holds only the parts it uses, because each definition is free of side effects
 * and bundlers drop the unused ones. `params` fills named values ('{amount}'), `count` picks the
 * language's plural form (Intl.PluralRules). Figures reach a message as text already formatted
 * by ./format.ts, so the catalogue never formats money or dates itself.
 */
import { createI18n, params as libraryParams, strings, transform, type Components, type ComponentsJSON } from '@nanostores/i18n';
import { BASE_LANGUAGE, type Language } from './languages';
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

/**
 * The messages of the languages other than the base, by language and component, as far as they
 * are loaded. A page in another language carries, as JSON in the element `#page-messages`, the
 * messages of every part it drew when it was built (src/i18n/page-messages.ts), so its islands
 * start in its language and hydrate the words the HTML has; a part that loads later (a result)
 * fetches its language's file then (./load-messages.ts). A message not written in the language
 * yet shows its English.
 */
const written = typeof document === 'undefined' ? null : document.getElementById('page-messages');
const loaded = createI18n(language, {
  baseLocale: BASE_LANGUAGE,
  cache: (written ? { [language.get()]: JSON.parse(written.textContent as string) } : {}) as Record<Language, Components>,
  get: (code, components): Promise<ComponentsJSON> => import('./load-messages').then((load) => load.messages(code, components)),
});

/**
 * Defines the messages of one part of the site. While a page is built, each `get` notes the part
 * in `globalThis.pageMessages` (src/i18n/page-messages.ts), so the page can carry its words.
 */
/* @__NO_SIDE_EFFECTS__ */
function define(name: string, base: Parameters<typeof loaded>[1]) {
  const messages = loaded(name, base);
  const get = messages.get;
  messages.get = () => ((globalThis as { pageMessages?: Set<string> }).pageMessages?.add(name), get());
  return messages;
}

export const i18n = define as typeof loaded;

/** The messages loaded so far, by language and part (the build fills the page's language: src/i18n/page-messages.ts). */
export function messageCache(): Record<string, ComponentsJSON> {
  return loaded.cache as unknown as Record<string, ComponentsJSON>;
}
