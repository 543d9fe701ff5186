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

/** The contact page with its form drawn for `state`, never cached. */
export function contactPage(site: StaticSite, state: ContactFormState, status: number, acceptEncoding?: string, headers?: Record<string, string>): Response {
  const form = renderContactForm(state);
  const file = site.resolve('/contact');
  let html = file ? site.transformHtml(file, '/contact') : '';
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
