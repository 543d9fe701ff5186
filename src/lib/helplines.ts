/**
 * The public phone lines the site lists (docs/product.md §1: the current public numbers), kept in
 * one place so /contact, /help, the footer and the maintenance page never disagree. The old
 * Benefit Enquiry Line has closed: each benefit now has its own number.
 */

/** A helpline: its name, the number as people dial it, and the tel: address. */
export interface Helpline {
  /** Who answers, e.g. 'England: Citizens Advice Adviceline'. */
  name: string;
  /** As people dial it: '0800 144 8848'. */
  number: string;
  /** The tel: link, digits only: 'tel:08001448848'. */
  href: string;
}

/** The tel: address of a number written with spaces. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

const helpline = (name: string, number: string): Helpline => ({ name, number, href: telHref(number) });

/** Citizens Advice's Adviceline in England: the one number a page gives when it has room for one. */
export const ADVICELINE: Helpline = helpline('England: Citizens Advice Adviceline', '0800 144 8848');

/**
 * Free, independent advice: Citizens Advice's line in each nation, Advice NI in Northern Ireland
 * (citizensadvice.org.uk/about-us/contact-us, cas.org.uk, adviceni.net).
 */
export const ADVICE_LINES: readonly Helpline[] = [
  ADVICELINE,
  helpline('Wales: Citizens Advice Advicelink', '0800 702 2020'),
  helpline('Scotland: Citizens Advice Scotland', '0800 028 1456'),
  helpline('Northern Ireland: Advice NI', '0800 915 4604'),
];

/** The Department for Work and Pensions' own lines, for a question about a claim (GOV.UK contact pages). */
export const DEPARTMENT_LINES: readonly Helpline[] = [
  helpline('Universal Credit helpline', '0800 328 5644'),
  helpline('PIP new claims', '0800 917 2222'),
  helpline('Pension Credit claim line', '0800 99 1234'),
];
