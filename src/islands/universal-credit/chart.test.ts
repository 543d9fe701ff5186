import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '~/calc/rates';
import { calculateUniversalCredit } from '~/calc/universal-credit';
import { axisMax, axisTicks, chartSummary, earningsCurve, polylinePoints, sliderLimits, universalCreditEndsAt, xOf, yOf, type PlotArea } from './chart';
import { restoreInput, withEarnings } from './form';

/** Couple, two children, renting 650 + 50 (the worked example). */
const FAMILY = restoreInput({
  personalDetails: { age: 30, relationshipStatus: 'couple', partnerAge: 28, children: [{ age: 5 }, { age: 8 }] },
  incomeDetails: { earnedIncome: 1200 },
  housingDetails: { housingType: 'rent', monthlyRent: 650, serviceCharges: 50 },
});
/** Single, 25, no children, not renting. */
const SINGLE = restoreInput({ housingDetails: { housingType: 'living-with-family' } });

describe('sliderLimits', () => {
  it('reads the spec 000 §9 slider: maximum 3000, step 50', () => {
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
    // Maximum 617.60 + 2 × 333.33 + 700 = 1,984.26. Below £846 of earnings the couple cap of
    // £1,835 applies (DECISIONS.md §2 UC 11): at £0 and at £650 (within the £673 allowance,
    // so no taper) the award is cut to 1,835.
    expect(curve[0]).toMatchObject({ earnings: 0, universalCredit: 1835, totalIncome: 1835, isCapped: true });
    expect(curve[13]).toMatchObject({ earnings: 650, universalCredit: 1835, totalIncome: 2485, isCapped: true });
    // £850 is at least £846: no cap. Taper 0.55 × (850 − 673) = 97.35; 1,984.26 − 97.35 = 1,886.91.
    expect(curve[17]).toMatchObject({ earnings: 850, universalCredit: 1886.91, isCapped: false });
    // 1,200: taper 0.55 × (1,200 − 673) = 289.85; 1,984.26 − 289.85 = 1,694.41.
    expect(curve[24]).toMatchObject({ earnings: 1200, universalCredit: 1694.41, totalIncome: 2894.41 });
    // 3,000: 0.55 × 2,327 = 1,279.85; 1,984.26 − 1,279.85 = 704.41.
    expect(curve[60]).toMatchObject({ earnings: 3000, universalCredit: 704.41 });
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
    // Single 25+, not renting: 393.45 and a 1,116 work allowance; 393.45 / 0.55 = 715.36…,
    // so the award is 1p at 1,831.35 (taper 393.44) and £0 from 1,831.36 (taper 393.45).
    const curve = earningsCurve(SINGLE, DEFAULT_RATES, 3000);
    const at = universalCreditEndsAt(SINGLE, DEFAULT_RATES, curve);
    expect(at).toBe(1831.36);
    expect(calculateUniversalCredit(withEarnings(SINGLE, 1831.35)).totalMonthly).toBe(0.01);
    expect(calculateUniversalCredit(withEarnings(SINGLE, 1831.36)).totalMonthly).toBe(0);
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
    const curve = earningsCurve(SINGLE, DEFAULT_RATES, 3000);
    const r = calculateUniversalCredit(withEarnings(SINGLE, 1000));
    const current = { earnings: 1000, householdEarnings: 1000, universalCredit: r.totalMonthly, totalIncome: r.earningsImpact.totalIncome, isCapped: false };
    const text = chartSummary(curve, { current, workAllowance: r.workAllowance, partnerEarnings: 0, endsAt: 1831.36, xMax: 3000 }, DEFAULT_RATES);
    expect(text).toBe(
      'At £1,000 earnings you keep £1,393.45 in total, of which £393.45 is Universal Credit. ' +
        'The first £1,116 of earnings a month does not reduce Universal Credit; each extra £100 earned above £1,116 reduces it by £55. ' +
        'Universal Credit stops when earnings reach about £1,831.36 a month.',
    );
  });

  it('mentions a partner’s earnings and the benefit cap when they matter', () => {
    // Single, no children, rent 1,500: 393.45 + 1,500 = 1,893.45, capped at 1,229 below £846 earnings.
    const capped = restoreInput({ housingDetails: { housingType: 'rent', monthlyRent: 1500 } });
    const curve = earningsCurve(capped, DEFAULT_RATES, 3000);
    expect(curve[0]).toMatchObject({ universalCredit: 1229, isCapped: true });
    const current = curve[0]!;
    const text = chartSummary(curve, { current, workAllowance: 673, partnerEarnings: 250, endsAt: null, xMax: 3000 }, DEFAULT_RATES);
    expect(text).toContain("Your partner's earnings of £250 are counted too.");
    expect(text).toContain('The benefit cap limits Universal Credit until earnings reach £846 a month.');
    expect(text).toContain('Universal Credit is still paid at £3,000 of earnings.');
  });
});
