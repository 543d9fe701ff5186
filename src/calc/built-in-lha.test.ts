/**
 * The engines called as a library, without a rates table, cap a named area's rent at its built-in
 * Local Housing Allowance; with the table a page passes before its LHA lookup has loaded, they do
 * not, and say so (src/calc/built-in-lha.ts; docs/rules.md UC 4, HB 5).
 *
 * Lothian's one-bedroom rate is £172.60 a week in every year (the April 2024 table, frozen by the
 * Local Housing Allowance (Modification) Orders 2025 and 2026).
 */
import { describe, expect, it } from 'vitest';
import { calculateHousingBenefit, calculateHousingBenefitWith } from './housing-benefit';
import { calculateUniversalCredit, calculateUniversalCreditWith } from './universal-credit';
import { builtInRatesWithLha, withBuiltInLhaRates } from './built-in-lha';
import { ratesFor } from './rates';
import { moneyWithPence, msg } from './message';

describe('engines called as a library', () => {
  // 2026/27, single 40, private rent £1,000 a month in Lothian, no income: one-bedroom rate.
  // LHA 172.60 × 52 ÷ 12 = 747.933… → £747.93; standard allowance 25+ £424.90; award 424.90 + 747.93 = £1,172.83.
  const uc = {
    taxYear: '2026-27',
    personalDetails: { age: 40, relationshipStatus: 'single' },
    housingDetails: { housingType: 'rent', tenancyType: 'private', monthlyRent: 1000, localHousingAllowanceArea: 'lothian' },
  } as const;

  it('Universal Credit caps the rent at the built-in LHA of a named area (£1,172.83 a month)', () => {
    const result = calculateUniversalCredit(uc);
    expect(result.housingCosts.lhaLimit).toBe(747.93);
    expect(result.totalMonthly).toBe(1172.83);
  });

  // Uncapped, 424.90 + 1,000 = 1,424.90 is over the single person's benefit cap outside London,
  // £1,229.42 a month in 2026/27, so the award is £1,229.42.
  it('the page’s function, with a table that has no LHA rates yet, does not cap the rent and warns (the benefit cap then gives £1,229.42)', () => {
    const result = calculateUniversalCreditWith(uc, ratesFor('2026-27'));
    expect(result.housingCosts.lhaLimit).toBeNull();
    expect(result.totalMonthly).toBe(1229.42);
    expect(result.warnings).toContainEqual(msg('uc.warning.noLha', { amount: moneyWithPence(100000) }));
  });

  // 2026/27, single 40, private rent £200 a week in Lothian, no income: eligible rent the
  // one-bedroom rate £172.60, and with no income Housing Benefit is all of it.
  const hb = {
    taxYear: '2026-27',
    personalDetails: { age: 40, relationshipStatus: 'single' },
    propertyDetails: { actualRent: 200, serviceCharges: 0, tenancyType: 'private', bedrooms: 1 },
    lhaArea: { id: 'lothian', name: 'Lothian' },
  } as const;

  it('Housing Benefit caps the rent at the built-in LHA of the looked-up area (£172.60 a week)', () => {
    const result = calculateHousingBenefit(hb);
    expect(result.eligibleRent).toBe(172.6);
    expect(result.weeklyAmount).toBe(172.6);
    expect(calculateHousingBenefitWith(hb, ratesFor('2026-27')).eligibleRent).toBe(200);
  });

  it('the default table is the built-in one of the input’s year with the LHA rates, the same object each time', () => {
    expect(builtInRatesWithLha('2025-26')).toBe(withBuiltInLhaRates(ratesFor('2025-26')));
    expect(builtInRatesWithLha('2025-26')['housing-benefit.lha.lothian.one-bed']?.amount).toBe(172.6);
  });
});
