/**
 * The contact form's words (src/lib/contact.ts), in English: the form the page draws when it is
 * built, the server draws again for a plain form post, and the enhancement draws after it checks
 * or sends (src/islands/contact/enhance.ts). Names start with 'contact.'; src/pages/contact.astro
 * and the server read them too. Figures arrive formatted ('10,000').
 */
import { count, i18n, params } from '../i18n';

/** The five subjects, by their stored value (docs/product.md §3 contact_submissions.subject). */
export const contactSubjectMessages = i18n('contact.subjects', {
  general: 'General inquiry',
  calculator: 'Calculator question',
  benefits: 'Benefits advice',
  technical: 'Technical issue',
  feedback: 'Feedback',
});

/** Error texts by the field and in the summary (docs/product.md §5, §8; GOV.UK wording). */
export const contactErrorMessages = i18n('contact.errors', {
  nameMissing: 'Enter your name',
  nameTooLong: params('Name must be {max} characters or fewer'),
  email: 'Enter an email address in the correct format, like name@example.com',
  subject: 'Subject Required - Please select a subject for your message.',
  messageMissing: 'Enter your message',
  messageTooLong: params('Message must be {max} characters or fewer'),
});

/** The form's fields, button and the line beside it. */
export const contactFormMessages = i18n('contact.form', {
  title: 'Send us a message',
  /** Before a field's error, for screen readers. */
  errorPrefix: 'Error:',
  /** The page's title while the form shows errors. */
  errorTitle: params('Error: {title}'),
  name: 'Name',
  email: 'Email',
  emailHint: 'We only use this to reply to you.',
  subject: 'Subject',
  chooseSubject: 'Choose a subject',
  message: 'Message',
  messageHint: params('Please do not include personal details such as your National Insurance number. You can enter up to {max} characters.'),
  send: 'Send Message',
  sending: 'Sending...',
  /** <privacy> is the link to the privacy policy. */
  privacy: 'We use your details only to reply. Read our <privacy>privacy policy</privacy>.',
  /** The character counter (GOV.UK character count): "You have 9,950 characters remaining". */
  remaining: params(count({ one: 'You have {number} character remaining', other: 'You have {number} characters remaining' })),
  tooMany: params(count({ one: 'You have {number} character too many', other: 'You have {number} characters too many' })),
});

/** Toast and panel texts (docs/product.md §8). */
export const contactStatusMessages = i18n('contact.status', {
  summaryTitle: 'There is a problem',
  successTitle: 'Message Sent Successfully',
  successBody: "Thank you for your message. We'll get back to you within 24 hours.",
  /** What happens next, in the lasting success panel. */
  successNext: 'We will reply to the email address you gave, usually within 24 hours, Monday to Friday, 9am to 5pm. You do not need to send your message again.',
  successUrgent: 'If you need help sooner, call one of the helplines on this page.',
  failureTitle: 'Error Sending Message',
  failureBody: 'Sorry, there was an error sending your message. Please try again.',
  /** The failure panel when the browser is offline (README "Offline"): the form keeps what was typed. */
  offlineBody: 'You are offline, so we cannot send your message now. What you typed is still here: send it when you are back online.',
  /** A form post too large to read at all (far over the limit). */
  tooLarge: params('Your message was too long to send. A message can be up to {max} characters. Please shorten it and try again.'),
});
