import { currentTaxYear, taxYearInfo, type TaxYear } from '~/calc/rates';

/**
 * The tax year a calculator page is built with: the year in force at build time, which is the
 * island's first render (it switches to today's after mounting), and how the page's text writes it.
 */
export function buildTaxYear(): { defaultTaxYear: TaxYear; year: string } {
  const defaultTaxYear = currentTaxYear();
  return { defaultTaxYear, year: taxYearInfo(defaultTaxYear).shortLabel };
}

/**
 * What a calculator page is built with: its tax year (buildTaxYear) and its own absolute
 * address, which its share card hands out (`page` is the page's `Astro`).
 */
export function calculatorPageData(page: { url: URL; site: URL | undefined }): { defaultTaxYear: TaxYear; year: string; shareUrl: string } {
  return { ...buildTaxYear(), shareUrl: new URL(page.url.pathname, page.site).href };
}
