/**
 * The calculator uses the councils' schemes an admin saved (docs/product.md §7 "Council Tax
 * Support schemes"): GET /api/rates carries them, the store keeps them, and the engine the island
 * loads puts them before the built-in schemes, so a household in that council gets the saved
 * scheme, its document cited. Figures worked by hand from docs/rules.md "Council Tax Support".
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as ratesStore from '~/stores/rates';
import { $publishedRates, loadPublishedRates, resetRates } from '~/stores/rates';
import { BUILT_IN_SCHEMES } from '~/calc/council-tax-support-local/schemes';
import type { LocalScheme } from '~/calc/council-tax-support-local/model';
import type { CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { defaultCouncilTaxSupportInput } from '~/calc/council-tax-support-questions';
import { loadEngine } from './CouncilTaxSupportCalculator';

/** Leeds City Council (E08000035), no scheme built in: as an admin might save it, 75% at most, a 20% taper. */
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

/** A single person of 30 in England, Band D, £2,190 a year, in `councilCode`, with `earnings` a week. */
function household(councilCode: string, earnings = 0): CouncilTaxSupportInput {
  const input = defaultCouncilTaxSupportInput();
  return {
    ...input,
    taxYear: '2026-27',
    location: { ...input.location, councilCode, councilTaxBand: 'D', annualCouncilTax: 2190 },
    income: { ...input.income, claimantIncome: { ...input.income.claimantIncome, employment: earnings } },
  };
}

beforeEach(() => {
  resetRates();
  vi.stubGlobal('window', {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetRates();
});

/** GET /api/rates answering with `councilSchemes` (a fresh page's store). */
async function publish(councilSchemes: unknown) {
  resetRates();
  vi.stubGlobal('fetch', async () => Response.json({ rates: [], updatedAt: null, councilSchemes }));
  await loadPublishedRates();
}

describe('saved schemes from GET /api/rates', () => {
  it('are kept before the published rates change, so the result worked out again on that change uses them', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ rates: [], updatedAt: null, councilSchemes: [LEEDS] }));
    let schemesWhenRatesChanged: unknown = null;
    const stop = $publishedRates.listen(() => (schemesWhenRatesChanged = ratesStore.savedCouncilSchemes));
    await loadPublishedRates();
    stop();
    expect(schemesWhenRatesChanged).toEqual([LEEDS]);
  });

  it('a household in a council with a saved scheme gets that scheme, its document cited', async () => {
    const engine = await loadEngine();
    // Nothing saved: Leeds has no built-in scheme, so the illustrative one is used.
    expect(engine(household('E08000035')).localScheme).toBeNull();
    await publish([LEEDS]);
    const result = engine(household('E08000035'));
    expect(result.localScheme).toMatchObject({ code: 'E08000035', title: 'Leeds Council Tax Support Scheme 2026/27', url: 'https://www.leeds.gov.uk/ctr-scheme-2026-27.pdf' });
    // £2,190 ÷ 365 × 7 = £42 a week; no income: 75% of £42 = £31.50 a week.
    expect(result.weeklyReduction).toBe(31.5);
    // £200 a week earnings: £200 − £5 single disregard (HB Regs 2006 Sch 4 para 17) − £95.55 personal allowance
    // (25 or over, 2026/27) = £99.45 excess; 20% = £19.89; £31.50 − £19.89 = £11.61 a week.
    expect(engine(household('E08000035', 200)).weeklyReduction).toBe(11.61);
  });

  it('a saved scheme replaces the built-in one of its council and year, and the built-in one is used again once it is removed', async () => {
    const engine = await loadEngine();
    const bristol = BUILT_IN_SCHEMES.find((s) => s.code === 'E06000023')!;
    // Bristol's own scheme: 100% at most, no income → all of £42.
    expect(engine(household('E06000023')).weeklyReduction).toBe(42);
    await publish([{ ...LEEDS, code: 'E06000023', name: 'Bristol City Council', source: { ...LEEDS.source, title: 'Bristol corrected scheme' } }]);
    const saved = engine(household('E06000023'));
    // 75% of £42 = £31.50.
    expect(saved.weeklyReduction).toBe(31.5);
    expect(saved.localScheme?.title).toBe('Bristol corrected scheme');
    await publish([]);
    expect(engine(household('E06000023')).localScheme?.title).toBe(bristol.source.title);
    // An answer without the list (an older saved copy of GET /api/rates) keeps the built-in schemes.
    await publish(undefined);
    expect(engine(household('E06000023')).weeklyReduction).toBe(42);
  });
});
