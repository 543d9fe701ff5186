/**
 * The tax years the tables hold, oldest first. Each has its file of figures in this folder,
 * listed in YEAR_FIGURES (index.ts): a year here without its file fails type-checking.
 */
export const TAX_YEAR_IDS = ['2024-25', '2025-26', '2026-27'] as const;

/** A UK tax year, 6 April to 5 April: '2026-27' runs from 6 April 2026 to 5 April 2027. */
export type TaxYear = (typeof TAX_YEAR_IDS)[number];
