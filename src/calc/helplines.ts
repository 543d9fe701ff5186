/**
 * The public phone lines and official addresses the site gives (docs/product.md §1: the current
 * public numbers), kept in one place so the engines' next steps, /contact, /help, the footer and
 * the maintenance page never disagree. The old Benefit Enquiry Line has closed: each benefit now
 * has its own number. src/lib/helplines.ts re-exports this list for the pages.
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
export const ADVICELINE: Helpline = /* @__PURE__ */ helpline('England: Citizens Advice Adviceline', '0800 144 8848');

/**
 * Free, independent advice: Citizens Advice's line in each nation, Advice NI in Northern Ireland
 * (citizensadvice.org.uk/about-us/contact-us, cas.org.uk, adviceni.net).
 */
export const ADVICE_LINES: readonly Helpline[] = [
  ADVICELINE,
  /* @__PURE__ */ helpline('Wales: Citizens Advice Advicelink', '0800 702 2020'),
  /* @__PURE__ */ helpline('Scotland: Citizens Advice Scotland', '0800 028 1456'),
  /* @__PURE__ */ helpline('Northern Ireland: Advice NI', '0800 915 4604'),
];

/** The Universal Credit helpline (GOV.UK, Universal Credit: contact). */
export const UNIVERSAL_CREDIT_HELPLINE: Helpline = /* @__PURE__ */ helpline('Universal Credit helpline', '0800 328 5644');
/** PIP new claims (GOV.UK, PIP: how to claim), England and Wales. */
export const PIP_NEW_CLAIMS: Helpline = /* @__PURE__ */ helpline('PIP new claims', '0800 917 2222');
/** The Attendance Allowance helpline, for a claim form (GOV.UK, Attendance Allowance: how to claim). */
export const ATTENDANCE_ALLOWANCE_LINE: Helpline = /* @__PURE__ */ helpline('Attendance Allowance helpline', '0800 731 0122');
/** The Disability and Carers Service in Northern Ireland, for an Attendance Allowance claim form (nidirect, Attendance Allowance). */
export const DISABILITY_AND_CARERS_SERVICE_NI: Helpline = /* @__PURE__ */ helpline('Disability and Carers Service (Northern Ireland)', '0800 587 0912');
/** The Pension Credit claim line (GOV.UK, Pension Credit: how to claim). */
export const PENSION_CREDIT_LINE: Helpline = /* @__PURE__ */ helpline('Pension Credit claim line', '0800 99 1234');
/** The PIP Centre in Northern Ireland (nidirect, PIP: how to claim). */
export const PIP_CENTRE_NORTHERN_IRELAND: Helpline = /* @__PURE__ */ helpline('PIP Centre (Northern Ireland)', '0800 012 1573');
/** Social Security Scotland, for Adult Disability Payment (mygov.scot). */
export const SOCIAL_SECURITY_SCOTLAND: Helpline = /* @__PURE__ */ helpline('Social Security Scotland', '0800 182 2222');

/** The Department for Work and Pensions' own lines, for a question about a claim (GOV.UK contact pages). */
export const DEPARTMENT_LINES: readonly Helpline[] = [UNIVERSAL_CREDIT_HELPLINE, PIP_NEW_CLAIMS, PENSION_CREDIT_LINE];

/** The Valuation Office Agency's official Local Housing Allowance rate lookup (England). */
export const VOA_LHA_LOOKUP = 'https://lha-direct.voa.gov.uk/search.aspx';
