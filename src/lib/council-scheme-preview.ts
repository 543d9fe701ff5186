/**
 * The preview of a council's Council Tax Support scheme before an admin saves it (docs/product.md
 * §7 "Council Tax Support schemes"): the calculator's engine run with the scheme for two example
 * households, a single person aged 30 in England, in the council and tax year chosen, Band D, with
 * a stated bill (the councils' own Band D bills are not held here), with no income and earning
 * £200 a week. The server runs it (server/routes/admin/council-schemes.ts), so the admin page's
 * code carries no engine.
 */
import { calculateCouncilTaxSupport, type CouncilTaxSupportInput } from '../calc/council-tax-support';
import { defaultCouncilTaxSupportInput } from '../calc/council-tax-support-questions';
import type { LocalScheme } from '../calc/council-tax-support-local/model';
import type { TaxYear } from '../calc/rates';

/** The examples' yearly bill, Band D, in pounds: a stated figure, £42 a week (£2,190 ÷ 365 × 7). */
export const PREVIEW_BILL = 2190;
/** The second example's weekly earnings, in pounds. */
export const PREVIEW_EARNINGS = 200;

/** One example household's answers, from the calculator's defaults (a single person aged 30). */
export function previewHousehold(councilCode: string, year: TaxYear, earnings: number): CouncilTaxSupportInput {
  const defaults = defaultCouncilTaxSupportInput();
  return {
    ...defaults,
    taxYear: year,
    location: { ...defaults.location, country: 'england', councilCode, councilTaxBand: 'D', annualCouncilTax: PREVIEW_BILL },
    income: { ...defaults.income, claimantIncome: { ...defaults.income.claimantIncome, employment: earnings } },
  };
}

/** One example's answer: its weekly earnings, and the reduction a week and for the year (pounds). */
export interface PreviewExample {
  earnings: number;
  weekly: number;
  annual: number;
}

/** What the example households would get under `scheme` (checked) in `year`. */
export function previewExamples(scheme: LocalScheme, year: TaxYear): PreviewExample[] {
  return [0, PREVIEW_EARNINGS].map((earnings) => {
    const result = calculateCouncilTaxSupport(previewHousehold(scheme.code, year, earnings), undefined, [scheme]);
    return { earnings, weekly: result.weeklyReduction, annual: result.annualReduction };
  });
}
