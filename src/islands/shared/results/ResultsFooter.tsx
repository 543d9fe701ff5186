/**
 * The end of every calculator's results (docs/product.md §4, §9): Save Calculation with its
 * dialog, printing and the link with the answers (TakeAway.tsx), a link to the saved
 * calculations, the share card for the calculator, and what only the printout shows.
 */
import { useStore } from '@nanostores/react';
import type { SavedCalculatorId } from '~/lib/calculators';
import { sharedResultMessages } from '~/i18n/en/shared-results';
import { SaveCalculationButton } from '../dialogs/SaveDialog';
import { PrintedAnswers, TakeAwayButtons } from '../link/TakeAway';
import ShareControl, { type ShareControlProps } from './ShareControl';
import { sitePath } from '~/i18n/language';

export interface ResultsFooterProps<Data extends object, Result> {
  type: SavedCalculatorId;
  /** The input and result a saved calculation keeps. */
  data: Data;
  result: Result;
  /** What the share card says of the calculator, and the address it shares. */
  share: Pick<ShareControlProps, 'title' | 'description' | 'hashtags' | 'url'>;
}

export default function ResultsFooter<Data extends object, Result>({ type, data, result, share }: ResultsFooterProps<Data, Result>) {
  const t = useStore(sharedResultMessages);
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <SaveCalculationButton type={type} data={data} result={result} />
        <TakeAwayButtons data={data} />
        <a href={sitePath('/saved-calculations')} className="btn btn-secondary">
          {t.savedCalculations}
        </a>
      </div>
      <ShareControl variant="full" headingLevel={3} heading={t.shareCalculator} {...share} />
      <PrintedAnswers data={data} result={result} />
    </>
  );
}
