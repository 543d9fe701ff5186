import { describe, expect, it } from 'vitest';
import { ratesFor } from '~/calc/rates';

/** The figures of 2025/26 (the rates table (src/calc/rates/)), so the hand figures below do not move with the date. */
const DEFAULT_RATES = ratesFor('2025-26');
import { calculateUniversalCredit } from '~/calc/universal-credit';
import { axisLabel, axisMax, axisSteps, axisTicks, chartSummary, earningsCurve, polylinePoints, sliderLimits, universalCreditEndsAt, xOf, yOf, type PlotArea } from './chart';
import { withEarnings } from './state';
import { readSavedUniversalCreditInput } from './saved-input';

const restoreInput = (data: unknown) => readSavedUniversalCreditInput(data).input;

/** Couple, two children, renting 650 + 50 (the worked example of universal-credit.cases.ts), in 2025/26. */
const FAMILY = restoreInput({
  taxYear: '2025-26',
  personalDetails: { age: 30, relationshipStatus: 'couple', partnerAge: 28, children: [{ age: 5 }, { age: 8 }] },
  incomeDetails: { earnedIncome: 1200 },
  housingDetails: { housingType: 'rent', monthlyRent: 650, serviceCharges: 50 },
});
/** Single, 25, no children, not renting, in 2025/26. */
const SINGLE = restoreInput({ taxYear: '2025-26', housingDetails: { housingType: 'living-with-family' } });

describe('sliderLimits', () => {
  it('reads the docs/product.md §9 slider: maximum 3000, step 50', () => {
    expect(sliderLimits(DEFAULT_RATES)).toEqual({ max: 3000, step: 50 });
  });
});

describe('earningsCurve', () => {
  const curve = earningsCurve(FAMILY, DEFAULT_RATES, 3000);

  it('has 61 points, one every £50 from £0 to £3,000, matching the engine at each', () => {
    expect(curve).toHaveLength(61);
    expect(curve.map((p) => p.earnings)).toEqual(Array.from({ length: 61 }, (_, i) => i * 50));
    for (const p of curve) {
      const r = calculateUniversalCredit(withEarnings(FAMILY, p.earnings));
      expect(p.universalCredit).toBe(r.totalMonthly);
      expect(p.totalIncome).toBe(r.earningsImpact.totalIncome);
    }
  });

  it('matches the hand figures, benefit cap included', () => {
    // 2025/26. Children 5 and 8 (under 9: the lower amount). Maximum 628.10 + 2 × 292.81 + 700 =
    // 1,913.72; work allowance with housing 411. Below £846 of earnings the couple cap of 1,835
    // applies to Universal Credit plus Child Benefit, (26.05 + 17.25) × 52 ÷ 12 = 187.63
    // (docs/rules.md UC 12): at £0 and £200 (within the allowance) 2,101.35 is cut by 266.35 to
    // 1,647.37 of Universal Credit.
    expect(curve[0]).toMatchObject({ earnings: 0, universalCredit: 1647.37, totalIncome: 1647.37, isCapped: true });
    expect(curve[4]).toMatchObject({ earnings: 200, universalCredit: 1647.37, totalIncome: 1847.37, isCapped: true });
    // 650: taper 0.55 × 239 = 131.45 → 1,782.27; + 187.63 = 1,969.90, still cut by 134.90 → 1,647.37.
    expect(curve[13]).toMatchObject({ earnings: 650, universalCredit: 1647.37, isCapped: true });
    // 850 ≥ 846: taper 0.55 × 439 = 241.45 → 1,672.27.
    expect(curve[17]).toMatchObject({ earnings: 850, universalCredit: 1672.27, isCapped: false });
    // 1,200: taper 0.55 × 789 = 433.95 → 1,479.77.
    expect(curve[24]).toMatchObject({ earnings: 1200, universalCredit: 1479.77, totalIncome: 2679.77 });
    // 3,000: 0.55 × 2,589 = 1,423.95 → 489.77.
    expect(curve[60]).toMatchObject({ earnings: 3000, universalCredit: 489.77 });
  });

  it('above the cap exemption, never more Universal Credit for more earnings, and total income never falls', () => {
    for (let i = 18; i < curve.length; i++) {
      expect(curve[i]!.universalCredit).toBeLessThanOrEqual(curve[i - 1]!.universalCredit);
      expect(curve[i]!.totalIncome).toBeGreaterThanOrEqual(curve[i - 1]!.totalIncome);
    }
  });

  it('counts a partner’s earnings at every point', () => {
    const couple = restoreInput({ personalDetails: { relationshipStatus: 'couple' }, incomeDetails: { partnerEarnedIncome: 400 } });
    const points = earningsCurve(couple, DEFAULT_RATES, 3000, 3);
    expect(points.map((p) => p.householdEarnings)).toEqual([400, 1900, 3400]);
  });
});

describe('universalCreditEndsAt', () => {
  it('finds, to the penny, where the award reaches £0', () => {
    // Single 25+, not renting, 2025/26: 400.14 and no work allowance (no child, no LCW), so
    // 55% of every pound: 0.55 × 727.51 = 400.1305 → 400.13 leaves 1p; 727.52 → 400.14 leaves £0.
    const curve = earningsCurve(SINGLE, DEFAULT_RATES, 3000);
    const at = universalCreditEndsAt(SINGLE, DEFAULT_RATES, curve);
    expect(at).toBe(727.52);
    expect(calculateUniversalCredit(withEarnings(SINGLE, 727.51)).totalMonthly).toBe(0.01);
    expect(calculateUniversalCredit(withEarnings(SINGLE, 727.52)).totalMonthly).toBe(0);
  });

  it('is null when the award lasts past the chart, 0 when there is none', () => {
    expect(universalCreditEndsAt(FAMILY, DEFAULT_RATES, earningsCurve(FAMILY, DEFAULT_RATES, 3000))).toBeNull();
    const rich = restoreInput({ incomeDetails: { savings: 20000 } });
    expect(universalCreditEndsAt(rich, DEFAULT_RATES, earningsCurve(rich, DEFAULT_RATES, 3000))).toBe(0);
  });
});

describe('axes and geometry', () => {
  const area: PlotArea = { width: 360, height: 230, left: 50, right: 10, top: 10, bottom: 40 };

  it('rounds axis tops up to £500 and spaces ticks evenly', () => {
    expect(axisMax(0)).toBe(500);
    expect(axisMax(2894.41)).toBe(3000);
    expect(axisMax(3000)).toBe(3000);
    expect(axisTicks(3000, 3)).toEqual([0, 1000, 2000, 3000]);
  });

  it('copes with amounts far beyond any real household: round tops, few ticks, short labels', () => {
    // 6,000 is the last fine axis; above, 12 units of the second digit.
    expect(axisMax(6000)).toBe(6000);
    expect(axisSteps(6000, 3)).toBe(6);
    expect(axisMax(6000.01)).toBe(6120);
    expect(axisMax(9100)).toBe(9120);
    expect(axisSteps(9120, 3)).toBe(3);
    expect(axisMax(1300000.01)).toBe(1320000);
    expect(axisTicks(1320000, 3)).toEqual([0, 440000, 880000, 1320000]);
    expect(axisTicks(1320000, 4)).toEqual([0, 330000, 660000, 990000, 1320000]);
    expect(axisMax(Number.POSITIVE_INFINITY)).toBe(500);
    expect([0, 2500, 9120, 10000, 440000, 1320000, 90000000].map(axisLabel)).toEqual(['£0', '£2,500', '£9,120', '£10k', '£440k', '£1.32m', '£90m']);
  });

  it('maps values into the plot area, clamped to it', () => {
    expect(xOf(0, 3000, area)).toBe(50);
    expect(xOf(3000, 3000, area)).toBe(350);
    expect(xOf(1500, 3000, area)).toBe(200);
    expect(xOf(9999, 3000, area)).toBe(350);
    expect(yOf(0, 3000, area)).toBe(190);
    expect(yOf(3000, 3000, area)).toBe(10);
    expect(yOf(-5, 3000, area)).toBe(190);
  });

  it('draws a polyline through every point', () => {
    const points = polylinePoints(earningsCurve(SINGLE, DEFAULT_RATES, 3000, 3), 'householdEarnings', 3000, 3000, area);
    expect(points).toBe('50,190 200,100 350,10');
  });
});

describe('chartSummary (the chart in words)', () => {
  it('says what you keep, the work allowance and the taper, and where the award ends', () => {
    // A parent of a child of 3 in 2025/26, not renting: 400.14 + 292.81 = 692.95, work allowance 684.
    // At 1,000: taper 0.55 × 316 = 173.80 → 519.15; total 1,519.15.
    const parent = restoreInput({ taxYear: '2025-26', personalDetails: { children: [{ age: 3 }] }, housingDetails: { housingType: 'living-with-family' } });
    const curve = earningsCurve(parent, DEFAULT_RATES, 3000);
    const r = calculateUniversalCredit(withEarnings(parent, 1000));
    const current = { earnings: 1000, householdEarnings: 1000, universalCredit: r.totalMonthly, totalIncome: r.earningsImpact.totalIncome, isCapped: false };
    const text = chartSummary(curve, { current, workAllowance: r.workAllowance, partnerEarnings: 0, endsAt: 1943.91, xMax: 3000 }, DEFAULT_RATES);
    expect(text).toBe(
      'At £1,000 earnings you keep £1,519.15 in total, of which £519.15 is Universal Credit. ' +
        'The first £684 of earnings a month does not reduce Universal Credit; each extra £100 earned above £684 reduces it by £55. ' +
        'Universal Credit stops when earnings reach about £1,943.91 a month.',
    );
  });

  it('says when there is no work allowance', () => {
    const curve = earningsCurve(SINGLE, DEFAULT_RATES, 3000);
    const current = curve[0]!;
    expect(chartSummary(curve, { current, workAllowance: 0, partnerEarnings: 0, endsAt: 727.52, xMax: 3000 }, DEFAULT_RATES)).toContain(
      'You have no work allowance, so each £100 earned reduces Universal Credit by £55, from the first pound.',
    );
  });

  it('mentions a partner’s earnings and the benefit cap when they matter', () => {
    // Single, no children, rent 1,500 in 2025/26: 400.14 + 1,500 = 1,900.14, capped at 1,229.42 below £846 earnings.
    const capped = restoreInput({ taxYear: '2025-26', housingDetails: { housingType: 'rent', monthlyRent: 1500 } });
    const curve = earningsCurve(capped, DEFAULT_RATES, 3000);
    expect(curve[0]).toMatchObject({ universalCredit: 1229.42, isCapped: true });
    const current = curve[0]!;
    const text = chartSummary(curve, { current, workAllowance: 0, partnerEarnings: 250, endsAt: null, xMax: 3000 }, DEFAULT_RATES);
    expect(text).toContain("Your partner's earnings of £250 are counted too.");
    expect(text).toContain('The benefit cap limits Universal Credit until household earnings reach £846 a month.');
  });
});
