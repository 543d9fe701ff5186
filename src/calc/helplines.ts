/**
 * The public phone lines and official addresses the site gives (docs/product.md §1: the current
 * public numbers), kept in one place so the engines' next steps, /contact, /help, the footer and
 * the maintenance page never disagree. The old Benefit Enquiry Line has closed: each benefit now
 * has its own number. src/lib/helplines.ts re-exports this list for the pages.
 */

/**
 * A helpline: its id (its name is in the message catalogue, src/i18n/en/helplines.ts, e.g.
 * 'England: Citizens Advice Adviceline'), the number as people dial it, and the tel: address.
 */
export interface Helpline {
  /** Who answers, by id: 'advice-england'. */
  id: string;
  /** As people dial it: '0800 144 8848'. */
  number: string;
  /** The tel: link, digits only: 'tel:08001448848'. */
  href: string;
}

/** The tel: address of a number written with spaces. */
export function telHref(number: string): string {
  return `tel:${number.replace(/\s+/g, '')}`;
}

const helpline = (id: string, number: string): Helpline => ({ id, number, href: telHref(number) });

/** Citizens Advice's Adviceline in England: the one number a page gives when it has room for one. */
export const ADVICELINE: Helpline = /* @__PURE__ */ helpline('advice-england', '0800 144 8848');

/** Advice NI's free line (adviceni.net). */
export const ADVICE_NI: Helpline = /* @__PURE__ */ helpline('advice-northern-ireland', '0800 915 4604');

/**
 * Free, independent advice: Citizens Advice's line in each nation, Advice NI in Northern Ireland
 * (citizensadvice.org.uk/about-us/contact-us, cas.org.uk, adviceni.net).
 */
export const ADVICE_LINES: readonly Helpline[] = [
  ADVICELINE,
  /* @__PURE__ */ helpline('advice-wales', '0800 702 2020'),
  /* @__PURE__ */ helpline('advice-scotland', '0800 028 1456'),
  ADVICE_NI,
];

/** The Universal Credit helpline (GOV.UK, Universal Credit: contact). */
export const UNIVERSAL_CREDIT_HELPLINE: Helpline = /* @__PURE__ */ helpline('universal-credit-helpline', '0800 328 5644');
/** PIP new claims (GOV.UK, PIP: how to claim), England and Wales. */
export const PIP_NEW_CLAIMS: Helpline = /* @__PURE__ */ helpline('pip-new-claims', '0800 917 2222');
/** The Attendance Allowance helpline, for a claim form (GOV.UK, Attendance Allowance: how to claim). */
export const ATTENDANCE_ALLOWANCE_LINE: Helpline = /* @__PURE__ */ helpline('attendance-allowance', '0800 731 0122');
/** The Disability and Carers Service in Northern Ireland, for an Attendance Allowance claim form (nidirect, Attendance Allowance). */
export const DISABILITY_AND_CARERS_SERVICE_NI: Helpline = /* @__PURE__ */ helpline('disability-and-carers-service-ni', '0800 587 0912');
/** The Pension Credit claim line (GOV.UK, Pension Credit: how to claim). */
export const PENSION_CREDIT_LINE: Helpline = /* @__PURE__ */ helpline('pension-credit-claim-line', '0800 99 1234');
/**
 * The Department for Communities' PIP Centre in Northern Ireland, for a new claim (nidirect, Personal
 * Independence Payment; the Housing Executive's Housing Advice NI, Claiming Personal Independence Payment).
 */
export const PIP_CENTRE_NORTHERN_IRELAND: Helpline = /* @__PURE__ */ helpline('pip-centre-ni', '0800 012 1573');
/** Social Security Scotland, for Adult Disability Payment (mygov.scot). */
export const SOCIAL_SECURITY_SCOTLAND: Helpline = /* @__PURE__ */ helpline('social-security-scotland', '0800 182 2222');

/** The Department for Work and Pensions' own lines, for a question about a claim (GOV.UK contact pages). */
export const DEPARTMENT_LINES: readonly Helpline[] = [UNIVERSAL_CREDIT_HELPLINE, PIP_NEW_CLAIMS, PENSION_CREDIT_LINE];

/** The Valuation Office Agency's official Local Housing Allowance rate lookup (England). */
export const VOA_LHA_LOOKUP = 'https://lha-direct.voa.gov.uk/search.aspx';
