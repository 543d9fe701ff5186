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
