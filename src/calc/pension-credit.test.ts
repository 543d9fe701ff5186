import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculatePensionCredit, defaultPensionCreditInput, defaultPensionCreditPerson, type PensionCreditInput } from './pension-credit';
import { PENSION_CREDIT_CASES } from './pension-credit.cases';
import { testRuleCases } from './rule-case-tests';
import { applyRateOverrides, currentTaxYear, DEFAULT_RATES, ratesFor, TAX_YEARS, type TaxYear } from './rates';
import type { CalculationLine, DeepPartial } from './types';
import { isMessage, moneyWithPence, msg } from './message';

/** Finds a line by the message id of its name ('pc.line.earningsDisregard'). */
const named =
  (id: string) =>
  (l: CalculationLine): boolean =>
    isMessage(l.name) && l.name.messageId === id;
/** An amount in pence, as the working writes it (with its pence). */
const pence = moneyWithPence;

describe('calculatePensionCredit: rule cases', () => {
  testRuleCases(PENSION_CREDIT_CASES, calculatePensionCredit, { total: 36, perYear: 12 });
});

describe('calculatePensionCredit: working', () => {
  // 2026/27: a couple, 80 and 78, State Pension 184.90 + 115.10, another pension 70.00, savings 10,600, earnings 30.00
  // (the partner's) with Attendance Allowance for the claimant (another adult at home, so no severe disability addition).
  const result = calculatePensionCredit({
    taxYear: '2026-27',
    claimant: { age: 80, statePension: 184.9, otherPensions: 70, getsDisabilityBenefit: true },
    partner: { age: 78, statePension: 115.1, earnings: 30 },
    otherAdults: 1,
    savings: 10600,
  });

  it('gives every line an amount, a qualifying flag, a rate id of the table and its working', () => {
    const b = result.breakdown;
    for (const l of [...b.minimumGuarantee, ...b.income, b.guaranteeCredit, ...b.savingsCredit]) {
      expect(isMessage(l.working)).toBe(true);
      expect(l.rateId === null || l.rateId in DEFAULT_RATES).toBe(true);
      if (!l.qualifying) expect(l.amount).toBe(0);
    }
  });

  it('writes each rule’s arithmetic out', () => {
    const b = result.breakdown;
    // Only the claimant gets a disability benefit and the partner is not blind (Sch I para 1(1)(b) and (c)).
    expect(b.minimumGuarantee[1]).toMatchObject({ name: msg('pc.line.severeDisability'), qualifying: false, working: msg('pc.severe.bothOrBlind') });
    // Earnings 30.00, less 20 (a disability benefit): 10.00 counted.
    expect(b.income.find(named('pc.line.earningsDisregard'))).toMatchObject({
      amount: 20,
      working: msg('pc.disregard.ignored', { amount: pence(2000), who: msg('pc.disregard.who.disabled') }),
    });
    // 10,600 − 10,000 = 600: two bands of 500 (one part band) → 2.00.
    expect(b.income.find(named('pc.line.tariffIncome'))).toMatchObject({
      amount: 2,
      working: msg('pc.tariff.bands', { perStep: pence(100), step: pence(50000), lower: pence(1000000), bands: 2 }),
    });
    // Income 184.90 + 115.10 + 70.00 + 10.00 + 2.00 = 382.00; over 363.25 by 18.75.
    expect(result.income).toBe(382);
    expect(b.guaranteeCredit.working).toEqual(msg('pc.guarantee.none', { income: pence(38200), guarantee: pence(36325) }));
    // A = 60% × (382.00 − 329.75 = 52.25) = 31.35, at most 20.10; B = 40% × 18.75 = 7.50; 20.10 − 7.50 = 12.60.
    expect(b.savingsCredit.map((l) => [l.name, l.amount])).toEqual([
      [msg('pc.line.qualifyingIncome'), 382],
      [msg('pc.line.threshold'), 329.75],
      [msg('pc.line.amountA'), 20.1],
      [msg('pc.line.amountB'), 7.5],
      [msg('pc.line.savingsCredit'), 12.6],
    ]);
    expect(b.savingsCredit[2]?.working).toEqual(
      msg('pc.savings.amountAMax', { rate: 60, qualifying: pence(38200), threshold: pence(32975), amount: pence(3135), max: pence(2010) }),
    );
    expect(b.savingsCredit[3]?.working).toEqual(msg('pc.savings.amountB', { rate: 40, income: pence(38200), guarantee: pence(36325), amount: pence(750) }));
    expect(b.savingsCredit[4]?.working).toEqual(msg('pc.savings.credit', { a: pence(2010), b: pence(750), credit: pence(1260) }));
    expect(result.weeklyAmount).toBe(12.6);
  });

  it('leaves benefits such as contributory ESA out of qualifying income (reg 9), but counts Carer’s Allowance', () => {
    // 2026/27 single, 80: State Pension 184.90, contributory ESA 30.00, Carer's Allowance 86.45.
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 80, statePension: 184.9, countedBenefits: 30, getsCarersAllowance: true } });
    // Income 184.90 + 30.00 + 86.45 = 301.35; qualifying 271.35.
    expect(r.breakdown.savingsCredit[0]).toMatchObject({
      amount: 271.35,
      working: msg('pc.savings.qualifyingLess', { income: pence(30135), benefits: pence(3000), qualifying: pence(27135) }),
    });
  });

  it('says why savings credit is closed, and warns only when it would have paid', () => {
    // 2026/27 single, 70, new State Pension 241.30, Attendance Allowance: 324.05 − 241.30 = 82.75 guarantee credit;
    // savings credit would be min(17.96, 60% × (241.30 − 208.07)) = 17.96 with B = 0.
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 241.3, getsDisabilityBenefit: true } });
    expect(r.breakdown.savingsCredit).toEqual([
      expect.objectContaining({ name: msg('pc.line.savingsCredit'), qualifying: false, working: msg('pc.savings.none', { reason: msg('pc.closed.youFrom2016') }) }),
    ]);
    expect(r.warnings).toEqual([msg('pc.warning.savingsCreditClosed', { amount: pence(1796), reason: msg('pc.closed.youFrom2016') })]);
    expect(calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 100 } }).warnings).toEqual([]);
  });

  it('carries its tax year: the input’s, else the table’s, else the year in force', () => {
    expect(calculatePensionCredit({ taxYear: '2024-25' }).taxYear).toBe('2024-25');
    expect(calculatePensionCredit({}, ratesFor('2025-26')).taxYear).toBe('2025-26');
    expect(calculatePensionCredit({}).taxYear).toBe(currentTaxYear());
    expect(calculatePensionCredit({ taxYear: 'nonsense' as never }).taxYear).toBe(currentTaxYear());
  });

  it('reads an admin’s published amount', () => {
    const table = applyRateOverrides(ratesFor('2026-27'), { 'general.pension-credit.guarantee.single': 240 });
    expect(calculatePensionCredit({ claimant: { age: 80, statePension: 184.9 } }, table).guaranteeCredit).toBe(55.1);
  });
});

describe('calculatePensionCredit: what the result says', () => {
  it('gives how to claim, with the claim line, the backdating and the advance claim', () => {
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 80, statePension: 184.9 } });
    expect(r.nextSteps).toEqual([
      msg('pc.step.claimOnline', { address: 'https://www.gov.uk/pension-credit/how-to-claim', phone: '0800 99 1234' }),
      msg('pc.step.backdated', { count: 3 }),
      msg('pc.step.advance', { count: 4 }),
    ]);
  });

  it('sends a mixed-age couple to Universal Credit', () => {
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 241.3 }, partner: { age: 60 } });
    expect(r.nextSteps[0]).toEqual(msg('pc.step.universalCredit', { address: 'https://www.gov.uk/universal-credit', phone: '0800 328 5644' }));
    expect(r.whatCouldChange).toEqual([]);
  });

  it('tells someone under State Pension age when they can claim', () => {
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 64 } });
    expect(r).toMatchObject({ eligible: false, reason: 'under-state-pension-age' });
    expect(r.nextSteps).toContainEqual(msg('pc.step.claimBefore', { count: 4, address: 'https://www.gov.uk/pension-credit/how-to-claim' }));
  });

  it('offers only the changes that would give an award, with their figures', () => {
    // 2026/27 single, 70, State Pension 400.00: 162.00 above the guarantee. The severe disability addition (86.05), the
    // carer addition (48.15) and a child (69.98) are each too small.
    expect(calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 400 } }).whatCouldChange).toEqual([]);
    // State Pension 300.00: 62.00 above. The severe disability addition (86.05) and a child (69.98) would give an award; the carer addition (48.15) would not.
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 300 } });
    expect(r.incomeAboveGuarantee).toBe(62);
    expect(r.whatCouldChange).toEqual([msg('pc.change.severeYou', { amount: pence(8605) }), msg('pc.change.child', { amount: pence(6998) })]);
  });

  it('gives the free TV licence only at 75 or over, with the year’s fee', () => {
    const at = (age: number) => calculatePensionCredit({ taxYear: '2025-26', claimant: { age, statePension: 100 } }).passports.find((p) => p.id === 'tv-licence');
    expect(at(74)).toBeUndefined();
    expect(at(75)).toMatchObject({
      rateId: 'general.tv-licence.colour',
      amount: 174.5,
      text: msg('pc.passport.tvLicenceYou', { age: 75, amount: pence(17450) }),
    });
  });

  it('names the Cold Weather Payment and the Warm Home Discount with their figures', () => {
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 70, statePension: 100 } });
    expect(r.passports.find((p) => p.id === 'cold-weather-payment')).toMatchObject({ amount: 25, rateId: 'general.cold-weather-payment' });
    expect(r.passports.find((p) => p.id === 'warm-home-discount')).toMatchObject({
      amount: 150,
      text: msg('pc.passport.warmHomeText', { amount: pence(15000) }),
    });
  });

  it('gives the Winter Fuel Payment only in 2024/25, when it needed Pension Credit', () => {
    const at = (taxYear: TaxYear, age: number) => calculatePensionCredit({ taxYear, claimant: { age, statePension: 100 } }).passports.find((p) => p.id === 'winter-fuel-payment');
    expect(at('2024-25', 70)).toMatchObject({ amount: 200, rateId: 'general.winter-fuel-payment.standard' });
    expect(at('2024-25', 80)).toMatchObject({ amount: 300 });
    expect(at('2025-26', 80)).toBeUndefined();
    expect(at('2026-27', 80)).toBeUndefined();
  });

  it('warns when a date of birth cannot settle State Pension age (men and women differed before December 1953)', () => {
    // Born 1 June 1952: a woman reached State Pension age before 6 April 2016, a man (65 on 1 June 2017) did not; the
    // answer given (yes) is used. State Pension 230.00: guarantee 238.00 − 230.00 = 8.00; A = 60% × (230.00 − 208.07 = 21.93)
    // = 13.158 → 13.16; B = 0.
    const r = calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 74, statePension: 230, dateOfBirth: '1952-06-01', reachedStatePensionAgeBeforeApril2016: true } });
    expect(r.warnings.at(-1)).toEqual(msg('pc.warning.dateOfBirthUnsettled'));
    expect(r).toMatchObject({ guaranteeCredit: 8, savingsCredit: 13.16 });
    // Without the answer, the default from age: 74 < 76 in 2026/27, so no savings credit.
    expect(calculatePensionCredit({ taxYear: '2026-27', claimant: { age: 74, statePension: 230, dateOfBirth: '1952-06-01' } }).savingsCredit).toBe(0);
  });
});

describe('defaults', () => {
  it('a single person of 66 with nothing: under State Pension age by the default (67)', () => {
    expect(defaultPensionCreditInput()).toEqual({ claimant: defaultPensionCreditPerson(), partner: null, otherAdults: 0, children: [], savings: 0, housingCostsWeekly: 0 });
    expect(calculatePensionCredit(defaultPensionCreditInput())).toMatchObject({ eligible: false, reason: 'under-state-pension-age' });
  });
});

/** An amount in pounds and pence, £0 to £1,000. */
const money = fc.integer({ min: 0, max: 100_000 }).map((pence) => pence / 100);
const bool = fc.oneof(fc.boolean(), fc.constantFrom(undefined, null, 'yes'));
const personInput = fc.record({
  age: fc.oneof(fc.integer({ min: 50, max: 100 }), fc.constantFrom(undefined, null, 'x', -5, 1e9)),
  reachedStatePensionAge: bool,
  reachedStatePensionAgeBeforeApril2016: bool,
  statePension: money,
  otherPensions: money,
  earnings: money,
  countedBenefits: money,
  getsCarersAllowance: bool,
  carersAllowanceUnderlyingOnly: bool,
  getsDisabilityBenefit: bool,
  isRegisteredBlind: bool,
  someoneGetsCarersAllowanceForCaringForThem: bool,
});
const pcInput = fc.record({
  taxYear: fc.constantFrom(...TAX_YEARS.map((y) => y.id)),
  claimant: personInput,
  partner: fc.option(personInput, { nil: null }),
  otherAdults: fc.integer({ min: 0, max: 3 }),
  children: fc.array(fc.record({ age: fc.integer({ min: 0, max: 19 }), bornBeforeApril2017: bool, disabilityRate: fc.constantFrom('none', 'lower', 'higher', undefined) }), {
    maxLength: 4,
  }),
  savings: fc.integer({ min: 0, max: 40_000 }),
  housingCostsWeekly: money,
  entitledBeforeMay2019: bool,
  savingsCreditSinceBeforeApril2016: bool,
}) as fc.Arbitrary<DeepPartial<PensionCreditInput>>;

describe('invariants', () => {
  it('more State Pension never gives more Pension Credit (with all income qualifying, as reg 9 makes State Pension)', () => {
    // With benefits left out of qualifying income (contributory ESA and the like) above the guarantee, amount A can
    // still rise by 60% while amount B rises by 40% (SPCA s 3(4)): the law, so those are set to 0 here.
    fc.assert(
      fc.property(pcInput, money, money, (input, x, y) => {
        const [low, high] = x <= y ? [x, y] : [y, x];
        const at = (statePension: number) =>
          calculatePensionCredit({
            ...input,
            claimant: { ...input.claimant, statePension, countedBenefits: 0 },
            partner: input.partner ? { ...input.partner, countedBenefits: 0 } : null,
          }).weeklyAmount;
        expect(at(high)).toBeLessThanOrEqual(at(low));
      }),
    );
  });

  it('more savings or more counted benefits never give more Pension Credit', () => {
    fc.assert(
      fc.property(pcInput, fc.integer({ min: 0, max: 40_000 }), fc.integer({ min: 0, max: 40_000 }), money, money, (input, s1, s2, b1, b2) => {
        const at = (savings: number, countedBenefits: number) => calculatePensionCredit({ ...input, savings, claimant: { ...input.claimant, countedBenefits } }).weeklyAmount;
        expect(at(Math.max(s1, s2), b1)).toBeLessThanOrEqual(at(Math.min(s1, s2), b1));
        expect(at(s1, Math.max(b1, b2))).toBeLessThanOrEqual(at(s1, Math.min(b1, b2)));
      }),
    );
  });

  it('guarantee credit is never negative, savings credit never above the year’s maximum, and the total adds up', () => {
    fc.assert(
      fc.property(pcInput, (input) => {
        const r = calculatePensionCredit(input);
        const table = ratesFor(input.taxYear as TaxYear);
        const max = table[input.partner ? 'pension-credit.savings-credit.max.couple' : 'pension-credit.savings-credit.max.single']?.amount ?? 0;
        expect(r.guaranteeCredit).toBeGreaterThanOrEqual(0);
        expect(r.savingsCredit).toBeGreaterThanOrEqual(0);
        expect(r.savingsCredit).toBeLessThanOrEqual(max);
        expect(Math.round(r.weeklyAmount * 100)).toBe(Math.round(r.guaranteeCredit * 100) + Math.round(r.savingsCredit * 100));
        expect(r.eligible).toBe(r.weeklyAmount > 0);
        if (!r.eligible) expect(r.passports).toEqual([]);
      }),
    );
  });

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        calculatePensionCredit(input as never);
        calculatePensionCredit({ claimant: input, partner: input, children: input } as never);
      }),
    );
  });
});
