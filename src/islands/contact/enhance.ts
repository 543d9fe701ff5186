/**
 * The contact form with JavaScript (docs/product.md §4 "Contact form: idle, sending,
 * then success (form cleared) or failure"). The form itself is the server-drawn
 * one (src/lib/contact.ts); this checks it on submit with the same rules, sends
 * it to POST /api/contact, redraws it with the same markup, and raises docs/product.md
 * toasts. A sent message also leaves a lasting success panel saying what happens
 * next, and focus moves to it (a toast alone is gone in seconds). It adds the
 * live character counter under the message. Offline (README "Offline") it does not
 * try: a lasting panel says the message cannot be sent now, and the form keeps what
 * was typed. Without JavaScript the form simply posts to /contact.
 */
import { languageOfTag } from '~/i18n/languages';
import {
  CONTACT_LIMITS,
  characterCountClass,
  characterCountHtml,
  characterCountText,
  messageLength,
  CONTACT_FIELDS,
  CONTACT_FIELD_IDS,
  CONTACT_TEXT,
  renderContactForm,
  validateContact,
  type ContactErrors,
  type ContactField,
  type ContactFormState,
} from '~/lib/contact';
import { toast } from '~/stores/toasts';
import { contactFormMessages } from '~/i18n/en/contact';

/** The page's title while the form shows errors: 'Error: Contact Us' (GOV.UK error summary pattern). */
const errorTitle = (title: string) => contactFormMessages.get().errorTitle({ title });

/** Take over the contact form inside `region`. */
export function enhanceContactForm(region: HTMLElement): void {
  // The server drew the page with errors (a plain form post) when its title already says so.
  const errorPrefix = errorTitle('');
  const baseTitle = document.title.startsWith(errorPrefix) ? document.title.slice(errorPrefix.length) : document.title;
  let busy = false;
  // Marks the form as handled here (tests wait for it; CSS could use it).
  region.dataset.enhanced = 'true';

  function draw(state: ContactFormState): void {
    region.innerHTML = renderContactForm({ ...state, characterCount: true });
    const hasErrors = Boolean(state.errors && Object.keys(state.errors).length);
    document.title = hasErrors ? errorTitle(baseTitle) : baseTitle;
  }

  function readValues(form: HTMLFormElement): Record<ContactField, string> {
    const data = new FormData(form);
    const values = {} as Record<ContactField, string>;
    for (const field of CONTACT_FIELDS) values[field] = String(data.get(field) ?? '');
    return values;
  }

  function showErrors(values: Record<ContactField, string>, errors: ContactErrors): void {
    draw({ values, errors });
    region.querySelector<HTMLElement>('[data-error-summary]')?.focus();
  }

  // The character counter: the visible count follows every key; screen readers
  // hear it once typing pauses (GOV.UK character count).
  const message = () => region.querySelector<HTMLTextAreaElement>(`#${CONTACT_FIELD_IDS.message}`);
  const existing = message();
  if (existing && !region.querySelector('[data-character-count]')) existing.insertAdjacentHTML('afterend', characterCountHtml(messageLength(existing.value)));
  let announce: ReturnType<typeof setTimeout> | undefined;
  region.addEventListener('input', (event) => {
    const area = event.target as HTMLElement;
    if (area.id !== CONTACT_FIELD_IDS.message) return;
    const length = messageLength((area as HTMLTextAreaElement).value);
    const visible = region.querySelector<HTMLElement>('[data-character-count]');
    if (visible) {
      visible.textContent = characterCountText(length);
      visible.className = characterCountClass(length);
    }
    clearTimeout(announce);
    announce = setTimeout(() => {
      const status = region.querySelector<HTMLElement>('[data-character-count-status]');
      if (status) status.textContent = characterCountText(length, CONTACT_LIMITS.message);
    }, 1000);
  });

  // GOV.UK error summary behaviour: a link moves focus to its field and shows the label too.
  region.addEventListener('click', (event) => {
    const link = (event.target as HTMLElement).closest<HTMLAnchorElement>('[data-error-summary] a[href^="#"]');
    if (!link) return;
    const field = document.getElementById(link.hash.slice(1));
    if (!field) return;
    event.preventDefault();
    field.focus({ preventScroll: true });
    (document.querySelector(`label[for="${field.id}"]`) ?? field).scrollIntoView({ block: 'start' });
  });

  region.addEventListener('submit', async (event) => {
    const form = event.target as HTMLFormElement;
    if (form.id !== 'contact-form') return;
    event.preventDefault();
    if (busy) return;

    const values = readValues(form);
    const checked = validateContact(values);
    if (!checked.ok) {
      showErrors(values, checked.errors);
      return;
    }

    // The browser knows it has no connection: say so, and keep every word typed.
    const offline = () => {
      draw({ values, status: 'failed', failureMessage: CONTACT_TEXT.offlineBody });
      region.querySelector<HTMLElement>('[data-contact-failure]')?.focus();
    };
    if (!navigator.onLine) {
      offline();
      return;
    }

    busy = true;
    draw({ values, status: 'sending' });
    region.querySelector<HTMLElement>('[data-contact-submit]')?.focus();
    let failure: string = CONTACT_TEXT.failureBody;
    try {
      const response = await fetch('/api/contact', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        // The page's language, kept with the message for the admin's Messages tab.
        body: JSON.stringify({ ...checked.value, language: languageOfTag(document.documentElement.lang) }),
        credentials: 'same-origin',
      });
      if (response.status === 201) {
        draw({ status: 'sent' });
        region.querySelector<HTMLElement>('[data-contact-success]')?.focus();
        toast({ title: CONTACT_TEXT.successTitle, description: CONTACT_TEXT.successBody });
        return;
      }
      const body = (await response.json().catch(() => null)) as { error?: string; fields?: Record<string, string> } | null;
      if (response.status === 422 && body?.fields) {
        const errors: ContactErrors = {};
        for (const field of CONTACT_FIELDS) if (body.fields[field]) errors[field] = body.fields[field];
        if (Object.keys(errors).length) {
          showErrors(values, errors);
          return;
        }
      }
      // Too many messages, maintenance, or a message that could not be stored: the server's sentence.
      if ((response.status === 429 || response.status === 503) && body?.error) failure = body.error;
      throw new Error(`contact failed with ${response.status}`);
    } catch {
      if (!navigator.onLine) {
        offline();
        return;
      }
      draw({ values });
      region.querySelector<HTMLElement>('[data-contact-submit]')?.focus();
      toast({ title: CONTACT_TEXT.failureTitle, description: failure, variant: 'destructive' });
    } finally {
      busy = false;
    }
  });
}

/** Ids of the fields, re-exported for tests that look them up. */
export { CONTACT_FIELD_IDS };
