/**
 * Taking a result away (src/islands/shared/link/PrintButton.tsx, TakeAway.tsx), in English:
 * printing, the link with the answers and the printout's table of answers. Their own file, as
 * they load with a result (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedPrintMessages = i18n('shared.print', {
  print: 'Print or save as PDF',
  printedOn: params('Printed on {date}.'),
  printedOnYear: params('Printed on {date}, with the rules and rates of the {year} tax year.'),
});

export const sharedLinkMessages = i18n('shared.link', {
  button: 'Copy a link with my answers',
  title: 'A link with your answers',
  description: 'Anyone who has this link can see your answers. Send it only to someone you want to see them, such as an adviser or someone helping you.',
  cannotMake: 'This browser cannot make the link. Print the estimate or save it as a PDF instead.',
  copied: 'Link copied. Paste it where you want to keep or send it.',
  notCopied: 'Your browser did not let us copy it: select the link above and copy it yourself.',
  holds:
    'It holds your answers, not the result: the result is worked out again when the link is opened. The answers are in the part of the link after #, which browsers never send to a website, so they do not reach us.',
  label: 'Link with your answers',
  copy: 'Copy link',
  close: 'Close',
});

/** The printout's table of answers. */
export const sharedAnswersMessages = i18n('shared.answers', {
  caption: 'Your answers',
  question: 'Question',
  answer: 'Answer',
  yes: 'Yes',
  no: 'No',
  notGiven: 'Not given',
  notAnswered: 'Not answered',
  /** The printout's second table: what the calculation worked out from the answers that no question asks. */
  worked: 'Worked out from your answers',
  workedWhat: 'What',
  workedUsed: 'Used in the estimate',
});
