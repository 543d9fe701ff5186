/**
 * The tax-year choice every calculator shares (docs/rules.md "Tax years"): the options people
 * read, the year a saved calculation opens in, and the line a result shows. Pure, so
 * it is unit-tested in node (tax-year.test.ts).
 */
import { TAX_YEARS, isTaxYear, taxYearInfo, type TaxYear } from '~/calc/rates';
import { sharedTaxYearMessages } from '~/i18n/en/shared';
import type { SelectOption } from '../fields/SelectField';

/**
 * The year a calculation saved before the calculators had a tax-year choice opens in:
 * those were worked out with the 2025/26 figures (docs/rules.md "Tax years", docs/product.md §10).
 */
export const LEGACY_TAX_YEAR: TaxYear = '2025-26';

/** What a loaded calculation without a year says, beside the tax-year field (a sentence of the notice). */
export function legacyTaxYearNotice(): string {
  return sharedTaxYearMessages.get().legacy({ year: taxYearInfo(LEGACY_TAX_YEAR).label });
}

/** Newest first, the year in force marked '(this year)': '2026 to 2027 (this year)', '2025 to 2026', … */
export function taxYearOptions(current: TaxYear): SelectOption<TaxYear>[] {
  const t = sharedTaxYearMessages.get();
  return [...TAX_YEARS].reverse().map((y) => ({ value: y.id, label: y.id === current ? t.thisYear({ year: y.label }) : y.label }));
}

/** 'Worked out with the 2026 to 2027 rates'. */
export function ratesYearText(year: TaxYear): string {
  return sharedTaxYearMessages.get().ratesYear({ year: taxYearInfo(year).label });
}

/**
 * The year a saved or remembered input is in: its `taxYear` when it holds one we know, else
 * `LEGACY_TAX_YEAR`: with `legacy` true when it holds none (saved before tax years existed), or
 * `unknownYear` true when it holds a year this version does not know ('2031-32', 2025: an edited
 * or newer file), which is not "saved before tax years" (docs/product.md §4).
 */
export function savedTaxYear(data: unknown): { taxYear: TaxYear; legacy: boolean; unknownYear: boolean } {
  const year = typeof data === 'object' && data !== null && !Array.isArray(data) ? (data as { taxYear?: unknown }).taxYear : undefined;
  if (isTaxYear(year)) return { taxYear: year, legacy: false, unknownYear: false };
  const isMissing = year === undefined || year === null;
  return { taxYear: LEGACY_TAX_YEAR, legacy: isMissing, unknownYear: !isMissing };
}

/**
 * Name `year` ('2024/25') wherever the page's intro names the tax year (`data-chosen-tax-year`,
 * src/components/ChosenTaxYear.astro): the page is built with the year in force, and the intro
 * (printed too) must name the year the calculator works in.
 */
export function showChosenTaxYear(year: TaxYear, root: Pick<ParentNode, 'querySelectorAll'> = document): void {
  for (const element of root.querySelectorAll('[data-chosen-tax-year]')) element.textContent = taxYearInfo(year).shortLabel;
}

/** An engine input with the tax year it is worked out in (every engine takes `input.taxYear`). */
export type WithTaxYear<Input> = Input & { taxYear: TaxYear };

/** `input` with `taxYear` set: what a calculator passes to its engine, saves and remembers. */
export function withTaxYear<Input extends object>(input: Input, taxYear: TaxYear): WithTaxYear<Input> {
  return { ...input, taxYear };
}
