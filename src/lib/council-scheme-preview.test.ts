/**
 * The preview of a council's scheme (docs/product.md §7 "Council Tax Support schemes"): the
 * example households get what the scheme gives, worked by hand from docs/rules.md "Council Tax
 * Support" and the 2026/27 rates.
 */
import { describe, expect, it } from 'vitest';
import type { LocalScheme } from '~/calc/council-tax-support-local/model';
import { previewExamples, previewHousehold } from './council-scheme-preview';

/** Leeds City Council (E08000035), no scheme built in: 75% of the tax at most, a 20% taper. */
const LEEDS: LocalScheme = {
  code: 'E08000035',
  name: 'Leeds City Council',
  years: ['2026-27'],
  source: { title: 'Leeds Council Tax Support Scheme 2026/27', url: 'https://www.leeds.gov.uk/ctr-scheme-2026-27.pdf', date: '1 March 2026' },
  bandCap: null,
  capital: { limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
  nonDependants: { kind: 'none' },
  minimumWeekly: null,
  earningsDisregards: null,
  disabilityDisregard: null,
  secondAdultRebate: null,
  routes: [{ appliesTo: null, maxPercent: 75, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
  readings: [],
};

describe("the preview's example households", () => {
  it('are a single person aged 30 in the council, Band D, £2,190 a year', () => {
    const input = previewHousehold('E08000035', '2026-27', 200);
    expect(input.location).toMatchObject({ country: 'england', councilCode: 'E08000035', councilTaxBand: 'D', annualCouncilTax: 2190 });
    expect(input.household).toMatchObject({ claimantAge: 30, hasPartner: false });
    expect(input.income.claimantIncome.employment).toBe(200);
  });

  it('get, under a 75% maximum and a 20% taper, what the scheme gives', () => {
    // £2,190 ÷ 365 × 7 = £42 a week. No income: 75% of £42 = £31.50 a week; a year by the day:
    // £31.50 ÷ 7 × 365 = £1,642.50. £200 a week earnings: £200 − £5 single disregard (HB Regs 2006
    // Sch 4 para 17) − £95.55 personal allowance (25 or over, 2026/27) = £99.45; 20% = £19.89;
    // £31.50 − £19.89 = £11.61 a week; £11.61 ÷ 7 × 365 = £605.378… → £605.38.
    expect(previewExamples(LEEDS, '2026-27')).toEqual([
      { earnings: 0, weekly: 31.5, annual: 1642.5 },
      { earnings: 200, weekly: 11.61, annual: 605.38 },
    ]);
  });
});
