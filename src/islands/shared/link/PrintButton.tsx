/**
 * 'Print or save as PDF': the browser's own print, so the printout (src/styles/global.css
 * "Printing") is made on the device and nothing is sent anywhere; and the printout's line of the
 * day it was printed. Their own small file, so the checker's results have them without the
 * calculators' link code (TakeAway.tsx).
 */
import { useStore } from '@nanostores/react';
import { formatLongDate } from '~/i18n/format-dates';
import { sharedPrintMessages } from '~/i18n/en/shared-link';

/** A button's icon, drawn in the button's text colour. */
export function ButtonIcon({ path }: { path: string }) {
  return (
    <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
      <path d={path} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

export default function PrintButton({ className = 'btn btn-secondary' }: { className?: string }) {
  const t = useStore(sharedPrintMessages);
  return (
    <button type="button" className={className} onClick={() => window.print()}>
      <ButtonIcon path="M7 8V3h10v5M7 17H4v-7h16v7h-3M7 14h10v7H7z" />
      {t.print}
    </button>
  );
}

/**
 * 'Printed on 26 November 2026, with the rules and rates of the 2026 to 2027 tax year.': only on
 * paper. Drawn only in the browser (a result never is on the server), so the day is the reader's.
 */
export function PrintedOn({ taxYearLabel }: { taxYearLabel?: string }) {
  const t = useStore(sharedPrintMessages);
  // The reader's own day: its calendar date, written as a UTC day as formatLongDate reads dates.
  const now = new Date();
  const date = formatLongDate(new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate())));
  return <p className="mt-4 hidden print:block">{taxYearLabel ? t.printedOnYear({ date, year: taxYearLabel }) : t.printedOn({ date })}</p>;
}
