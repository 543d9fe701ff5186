/**
 * The language of the page being read. In the browser it is the page's own `<html lang>`, which
 * the layout writes from the page's path (src/layouts/BaseLayout.astro); while a page is built it
 * is the language of the page's path, set by src/middleware.ts (./page-messages.ts); on the server,
 * the base language but while `inLanguage` draws (server/language.ts). Islands never ask the
 * visitor: the page decides.
 */
import { atom } from 'nanostores';
import { BASE_LANGUAGE, languageOfTag, type Language } from './languages';

export const language = atom<Language>(typeof document === 'undefined' ? BASE_LANGUAGE : languageOfTag(document.documentElement.lang));

/**
 * A link an island draws, in the page's language (README "How it fits together": the language
 * routes). Links in a page's HTML are put in its language when it is built; an island draws links
 * after the page has loaded too (a result's hand-off, a guide named in the working), so it writes
 * each path of the site through here: '/pip' is '/cy/pip' on a Welsh page; any other address
 * (https:, tel:, #id) stays as it is. Written out here, beside the language, to keep the
 * calculators' first load small.
 */
export function sitePath(href: string): string {
  const lang = language.get();
  if (lang === BASE_LANGUAGE || !href.startsWith('/') || href.startsWith('//') || href === `/${lang}` || href.startsWith(`/${lang}/`)) return href;
  return href === '/' ? `/${lang}` : /^\/[?#]/.test(href) ? `/${lang}${href.slice(1)}` : `/${lang}${href}`;
}
