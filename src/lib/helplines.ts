/**
 * The public phone lines the site lists, for the pages (/contact, /help, the footer, the
 * maintenance page). The one list lives in src/calc/helplines.ts, where the engines' next steps
 * read it too.
 */
export { ADVICELINE, ADVICE_LINES, DEPARTMENT_LINES, PENSION_CREDIT_LINE, telHref, type Helpline } from '../calc/helplines';
