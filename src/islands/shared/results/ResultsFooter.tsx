/**
 * The end of every calculator's results (docs/product.md §4, §9): Save Calculation with its
 * dialog, a link to the saved calculations, and the share card for the calculator.
 */
import type { SavedCalculatorId } from '~/lib/calculators';
import { SaveCalculationButton } from '../dialogs/SaveDialog';
import ShareControl, { type ShareControlProps } from './ShareControl';

export interface ResultsFooterProps<Data, Result> {
  type: SavedCalculatorId;
  /** The input and result a saved calculation keeps. */
  data: Data;
  result: Result;
  /** What the share card says of the calculator, and the address it shares. */
  share: Pick<ShareControlProps, 'title' | 'description' | 'hashtags' | 'url'>;
}

export default function ResultsFooter<Data, Result>({ type, data, result, share }: ResultsFooterProps<Data, Result>) {
  return (
    <>
      <div className="flex flex-wrap gap-3">
        <SaveCalculationButton type={type} data={data} result={result} />
        <a href="/saved-calculations" className="btn btn-secondary">
          Saved Calculations
        </a>
      </div>
      <ShareControl variant="full" headingLevel={3} heading="Share this calculator" {...share} />
    </>
  );
}
