/**
 * The contact page as the server answers a no-JavaScript form post: the built
 * /contact page with its form (between the CONTACT_FORM_START and _END markers)
 * drawn again for the post's state: errors, what was typed, or a panel.
 */
import type { StaticSite } from '../static.ts';
import { CONTACT_FORM_END, CONTACT_FORM_START, renderContactForm, type ContactFormState } from '../../src/lib/contact.ts';
import { plainErrorPage } from './error-page.ts';
import { contactFormMessages } from '../../src/i18n/en/contact.ts';
import { serverPageMessages } from '../../src/i18n/en/server.ts';
import { BASE_LANGUAGE, pathInLanguage, type Language } from '../../src/i18n/languages.ts';
import { inLanguage } from '../language.ts';
import { linksInLanguage } from '../../src/i18n/links.ts';

/** The contact page in `lang` (the Welsh one at /cy/contact) with its form drawn for `state` in that language, never cached. */
export function contactPage(
  site: StaticSite,
  state: ContactFormState,
  status: number,
  acceptEncoding?: string,
  headers?: Record<string, string>,
  lang: Language = BASE_LANGUAGE,
): Response {
  return inLanguage(lang, () => drawContactPage(site, state, status, lang, acceptEncoding, headers));
}

function drawContactPage(site: StaticSite, state: ContactFormState, status: number, lang: Language, acceptEncoding?: string, headers?: Record<string, string>): Response {
  const page = pathInLanguage('/contact', lang);
  // The form's own address is the page's (the build sends a Welsh page's links to its Welsh twins).
  const form = lang === BASE_LANGUAGE ? renderContactForm(state) : linksInLanguage(renderContactForm(state), lang);
  const file = site.resolve(page);
  let html = file ? site.transformHtml(file, page) : '';
  const start = html.indexOf(CONTACT_FORM_START);
  const end = html.indexOf(CONTACT_FORM_END);
  if (start === -1 || end < start) {
    html = plainErrorPage(serverPageMessages.get().contactTitle, '').replace('<p></p>', form);
  } else {
    html = html.slice(0, start + CONTACT_FORM_START.length) + form + html.slice(end);
  }
  // GOV.UK error summary pattern: the title says there are errors.
  if (state.errors && Object.keys(state.errors).length > 0) {
    html = html.replace(/<title>([^<]*)<\/title>/, (_whole, title: string) => `<title>${contactFormMessages.get().errorTitle({ title })}</title>`);
  }
  return site.htmlResponse(html, { status, acceptEncoding, headers });
}
