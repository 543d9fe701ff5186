/**
 * The words about the site's languages (README "Messages"), in English: the header's language
 * switch (src/components/Header.astro; its link says the other language's own name, from
 * ../languages.ts), the note on a page whose text is not written in the page's language yet, the
 * line inviting a reader to report a mistake in the Welsh, and the home page's offer of the
 * language a visitor chose before (src/layouts/BaseLayout.astro, src/pages/index.astro).
 */
import { i18n } from '../i18n';

export const languageSwitchMessages = i18n('language.switch', {
  /** Read by screen readers before the other language's name: 'Read this page in: Cymraeg'. */
  switchLabel: 'Read this page in:',
  /** Above the main text of a guide, situation, news, glossary or legal page not written in the page's language yet. */
  notTranslated: 'This page is only in English for now.',
  /** On every page not in English: a mistake in the translation, reported through the contact page. */
  reportMistake: 'Spotted a mistake in the translation? <link>Tell us</link>',
  /** On the home page, when the visitor switched language before: followed by that language's own name, a link. */
  lastChoice: 'You read this site in another language last time:',
});
