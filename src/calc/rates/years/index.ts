/**
 * Each tax year's figures (one file a year). Adding next year is a data change (README "Adding
 * next year's rates"): a file for the year, its line in TAX_YEAR_IDS (list.ts) and here. A year
 * listed without its figures, or with one missing, fails type-checking.
 */
import type { YearFigures } from './types';
import y2024 from './2024-25';
import y2025 from './2025-26';
import y2026 from './2026-27';

import type { TaxYear } from './list';

/** Each year's figures by year. */
export const YEAR_FIGURES: Readonly<Record<TaxYear, YearFigures>> = {
  '2024-25': y2024,
  '2025-26': y2025,
  '2026-27': y2026,
} satisfies Record<TaxYear, YearFigures>;

export { TAX_YEAR_IDS, type TaxYear } from './list';
export type { YearFigures, YearlyRateId, LhaRow } from './types';
