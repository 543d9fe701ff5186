import { currentTaxYear, taxYearInfo, type TaxYear } from '~/calc/rates';

/**
 * The tax year a calculator page is built with: the year in force at build time, which is the
 * island's first render (it switches to today's after mounting), and how the page's text writes it.
 */
export function buildTaxYear(): { defaultTaxYear: TaxYear; year: string } {
  const defaultTaxYear = currentTaxYear();
  return { defaultTaxYear, year: taxYearInfo(defaultTaxYear).shortLabel };
}
