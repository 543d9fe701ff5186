/**
 * The public phone lines the site lists, for the pages (/contact, /help, the footer, the
 * maintenance page). The one list lives in src/calc/helplines.ts, where the engines' next steps
 * read it too; the lines' names are in the catalogue (src/i18n/en/helplines.ts).
 */
import type { Helpline } from '../calc/helplines';
import { helplineMessages } from '../i18n/en/helplines';

export { ADVICELINE, ADVICE_LINES, DEPARTMENT_LINES, PENSION_CREDIT_LINE, telHref, type Helpline } from '../calc/helplines';

/** Who answers a line, in the page's language: 'England: Citizens Advice Adviceline'. */
export function helplineName(line: Helpline): string {
  return (helplineMessages.get() as Readonly<Record<string, string>>)[line.id] ?? line.number;
}
