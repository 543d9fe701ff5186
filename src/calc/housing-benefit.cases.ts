/**
 * Housing Benefit rule cases. Every expected figure is worked out by hand from the rates table (src/calc/rates/) and
 * docs/rules.md HB 1-8 (the arithmetic is in the comment above each case), not by
 * running the code. Inputs give only what differs from the docs/product.md §3 defaults (age 25, single,
 * private 1-bed flat, money 0) and name their tax year.
 *
 * Weekly figures (the rates table (src/calc/rates/)) 2024/25 | 2025/26 | 2026/27:
 *   personal allowance single under 25 71.70 | 72.90 | 75.65; single 25+ 90.50 | 92.05 | 95.55;
 *   couple 142.25 | 144.65 | 150.15; child 83.24 | 84.66 | 87.88;
 *   pension age single 218.15 | 227.10 | 238.00, couple 332.95 | 346.60 | 363.25;
 *   before April 2021 single 235.20 | 244.40 | 256.00, couple 352.00 | 366.00 | 383.35;
 *   family 19.15 | 19.48 | 20.22; disability 42.50/60.60 | 43.20/61.65 | 44.85/64.00;
 *   severe 81.50/163.00 | 82.90/165.80 | 86.05/172.10; enhanced 20.85/29.75/32.20 |
 *   21.20/30.25/32.75 | 22.00/31.40/33.99; disabled child 80.01 | 81.37 | 84.46; carer 45.60 | 46.40 | 48.15;
 *   non-dependant bands 2024/25: <176 19.30, 176 44.40, 256 60.95, 334 99.65, 445 113.50, 554 124.55;
 *   2025/26: <183 19.65, 183 45.15, 266 62.00, 348 101.35, 463 115.45, 577 126.65;
 *   2026/27: <192 20.40, 192 46.85, 279 64.35, 365 105.20, 485 119.85, 605 131.45.
 *   Coventry LHA (all years, April 2024 frozen): shared 99.50, 1-bed 132.33, 2-bed 155.34, 3-bed 178.36, 4-bed 230.14.
 *   East Lancs 67.08 | 97.81 | 109.32 | 136.93 | 182.96; Greater Glasgow 103.56 | 159.95 | 195.62 | 223.23 | 414.25;
 *   Newport 77.65 | 101.26 | 138.08 | 149.59 | 202.52; Dundee and Angus 86.30 | 92.05 | 141.53 | 182.96 | 253.15.
 *   Taper 65%; tariff 1 per 250 or part above 6,000 (pension age: per 500 or part above 10,000);
 *   disregards 5 single, 10 couple, 25 lone parent, 20 disability or carer; monthly = weekly × 4.33.
 */

import type { HousingBenefitInput, HousingBenefitResult, HouseholdMember } from './housing-benefit';
import { lhaAreaById } from './lha';
import { listOfValues, moneyWithPence, msg } from './message';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<HousingBenefitInput>, HousingBenefitResult>;

const COVENTRY = lhaAreaById('coventry');
const EAST_LANCS = lhaAreaById('east-lancs');
const GREATER_GLASGOW = lhaAreaById('greater-glasgow');
const NEWPORT = lhaAreaById('newport');
const DUNDEE_AND_ANGUS = lhaAreaById('dundee-and-angus');
const child = (age: number, hasDisability = false): Partial<HouseholdMember> => ({ age, relationship: 'child', hasDisability });
const boy = (age: number): Partial<HouseholdMember> => ({ ...child(age), sex: 'male' });
const girl = (age: number): Partial<HouseholdMember> => ({ ...child(age), sex: 'female' });
const nonDependant = (age: number, grossWeeklyIncome: number): Partial<HouseholdMember> => ({ age, relationship: 'non-dependant', grossWeeklyIncome });
const at40 = { age: 40 } as const;
const couple40 = { age: 40, relationshipStatus: 'couple' } as const;
/** A council flat with as many bedrooms as needed: no LHA, no spare-bedroom reduction. */
const council = (actualRent: number, bedrooms = 1) => ({ tenancyType: 'social', actualRent, bedrooms }) as const;
/** State Pension age left open by the age (66 from 2026/27) and not answered (docs/rules.md HB 1), by whose. */
const spaUnanswered = (who: 'you' | 'partner') => msg(`hb.warning.pensionAgeUnanswered.${who}`, { age: 66 });
const NEW_CLAIMS = msg('hb.warning.existingClaimOnly');
/** The warning when the rent is above the LHA rate, with the rate in pence. */
const lhaWarning = (ratePence: number) => msg('hb.warning.aboveLha', { rate: moneyWithPence(ratePence) });
/** The warning when fuel is in the rent but its amount was not given, with the year's GOV.UK rates page. */
const fuelWarning = (from: number) =>
  msg('hb.warning.fuel', { address: `https://www.gov.uk/government/publications/${from === 2026 ? 'proposed-' : ''}benefit-and-pension-rates-${from}-to-${from + 1}` });
const UNIVERSAL_CREDIT = msg('hb.warning.universalCredit');
const MIXED_AGE = msg('hb.warning.mixedAge');
const STUDENT = msg('hb.warning.student');
const NO_LHA = msg('hb.warning.noLha');
/** The spare-bedroom warning (docs/product.md §8): `spare` bedrooms above the need, `percent` off. */
const spareWarning = (spare: number, percent: number) => msg('hb.warning.spareBedrooms', { count: spare, percent });

/** Non-dependant band edge (2026/27): single 40, one non-dependant aged 30 → 2 bedrooms → Coventry 2-bed 155.34 caps rent 200. */
function bandCase(taxYear: HousingBenefitInput['taxYear'], income: number, deduction: number, weekly: number, band: string): Case {
  return {
    name: `${taxYear}: non-dependant with ${income} a week: ${band}`,
    input: { taxYear, personalDetails: { ...at40, household: [nonDependant(30, income)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { taxYear, eligibleRent: 155.34, nonDependantDeductions: deduction, weeklyAmount: weekly, bedroomsNeeded: 2 },
    checks: `docs/rules.md HB 7; the rates table (src/calc/rates/) non-dependant deductions ${taxYear} (${band}); 155.34 − ${deduction} = ${weekly}`,
  };
}

/** A 2026/27 premium case: a council flat at £100 a week with no income, so only the applicable amount is checked. */
function premiumCase(name: string, personalDetails: DeepPartial<HousingBenefitInput['personalDetails']>, applicableAmount: number, checks = 'docs/rules.md HB 3'): Case {
  return { name, input: { taxYear: '2026-27', personalDetails, propertyDetails: council(100) }, expected: { applicableAmount }, checks };
}

export const HOUSING_BENEFIT_CASES: Case[] = [
  // 2026/27. Single 40, Coventry 1-bed 132.33; rent 100 within it. No income. Weekly 100; monthly 100 × 4.33 = 433.
  {
    name: '2026/27 single 40, rent within the Coventry 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 100 }, lhaArea: COVENTRY },
    expected: {
      taxYear: '2026-27',
      weeklyAmount: 100,
      monthlyAmount: 433,
      lhaRate: 132.33,
      lhaCategory: 'one-bed',
      lhaSource: 'area',
      applicableAmount: 95.55,
      warnings: [NEW_CLAIMS],
      isExistingClaimOnly: true,
    },
    checks: 'docs/rules.md HB 2, 5, 6; the rates table (src/calc/rates/) Coventry',
  },
  // Rent 140 > 132.33 → eligible 132.33. Monthly 132.33 × 4.33 = 572.9889 → 572.99.
  {
    name: '2026/27 single 40, rent above the Coventry 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 140 }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 132.33, monthlyAmount: 572.99, eligibleRent: 132.33, warnings: [lhaWarning(13233), NEW_CLAIMS] },
    checks: 'docs/rules.md HB 6 (private rent capped at the LHA rate); docs/product.md §8 warning, money with pence',
  },
  // Age 34, single, no children: shared rate 99.50 caps rent 100. Monthly 99.50 × 4.33 = 430.835 → 430.84.
  {
    name: '2025/26 age 34: the shared accommodation rate',
    input: { taxYear: '2025-26', personalDetails: { age: 34 }, propertyDetails: { actualRent: 100 }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 99.5, monthlyAmount: 430.84, lhaCategory: 'shared-room', lhaRate: 99.5, applicableAmount: 92.05 },
    checks: 'docs/rules.md HB 5 (shared rate under 35)',
  },
  // Age 35: 1-bed 132.33, rent 100 paid in full.
  {
    name: '2025/26 age 35: the 1-bed rate',
    input: { taxYear: '2025-26', personalDetails: { age: 35 }, propertyDetails: { actualRent: 100 }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 100, lhaCategory: 'one-bed', lhaRate: 132.33 },
    checks: 'docs/rules.md HB 5 (35 is not under 35)',
  },
  // Age 30 with the severe disability premium: not the shared rate, 1-bed 132.33; rent 100 in full.
  {
    name: '2026/27 age 30 with the severe disability premium: no shared rate',
    input: { taxYear: '2026-27', personalDetails: { age: 30, disabilities: ['severe-disability-premium'] }, propertyDetails: { actualRent: 100 }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 100, lhaCategory: 'one-bed' },
    checks: 'docs/rules.md HB 5 (exception for the severe disability premium)',
  },
  // Pension age 70 in 2024/25 (told: reached it after April 2021): 218.15. Pension 250 → excess 31.85 → 65% = 20.7025 → 20.70.
  // Rent 140 > Coventry 1-bed 132.33 → 132.33. Weekly 132.33 − 20.70 = 111.63; monthly 111.63 × 4.33 = 483.3579 → 483.36.
  {
    name: '2024/25 pension age, reached it after April 2021',
    input: {
      taxYear: '2024-25',
      personalDetails: { age: 70, reachedPensionAgeBeforeApril2021: false },
      propertyDetails: { actualRent: 140 },
      incomeDetails: { pension: 250 },
      lhaArea: COVENTRY,
    },
    expected: {
      isPensionAge: true,
      isExistingClaimOnly: false,
      applicableAmount: 218.15,
      taperReduction: 20.7,
      weeklyAmount: 111.63,
      monthlyAmount: 483.36,
      warnings: [lhaWarning(13233)],
    },
    checks: 'docs/rules.md HB 1, 3; HB(SPC) Regs Sch 3; the rates table (src/calc/rates/) pension age single 2024/25',
  },
  // Same, the default: 70 ≥ 66 + (2024 − 2021) = 69, so before April 2021: 235.20. Excess 250 − 235.20 = 14.80 → 9.62.
  // Weekly 132.33 − 9.62 = 122.71; monthly 122.71 × 4.33 = 531.3343 → 531.33.
  {
    name: '2024/25 pension age, reached it before April 2021 (default from age)',
    input: { taxYear: '2024-25', personalDetails: { age: 70 }, propertyDetails: { actualRent: 140 }, incomeDetails: { pension: 250 }, lhaArea: COVENTRY },
    expected: { applicableAmount: 235.2, taperReduction: 9.62, weeklyAmount: 122.71, monthlyAmount: 531.33 },
    checks: 'docs/rules.md HB 1 (default before April 2021: age ≥ 66 + year − 2021)',
  },
  // 2026/27 couple aged 80: default before April 2021 (80 ≥ 71): 383.35. Pension 400 → excess 16.65 → 10.8225 → 10.82.
  // Council flat, 3 bedrooms for 1 needed, but no spare-bedroom reduction at pension age. Weekly 150 − 10.82 = 139.18; monthly 602.6494 → 602.65.
  {
    name: '2026/27 pension-age couple in a council flat with spare bedrooms: no reduction',
    input: { taxYear: '2026-27', personalDetails: { age: 80, relationshipStatus: 'couple' }, propertyDetails: council(150, 3), incomeDetails: { pension: 400 } },
    expected: {
      applicableAmount: 383.35,
      taperReduction: 10.82,
      bedroomTaxReduction: 0,
      spareBedrooms: 2,
      eligibleRent: 150,
      weeklyAmount: 139.18,
      monthlyAmount: 602.65,
      warnings: [],
    },
    checks: 'docs/rules.md HB 3, 6 (spare-bedroom reduction working age only)',
  },
  // 2026/27 age 68 (68 < 71: after April 2021) with Guarantee Credit: income and savings ignored. Rent 100 within 132.33 → 100.
  {
    name: '2026/27 pension age with Guarantee Credit: maximum Housing Benefit whatever the income and savings',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 68 },
      propertyDetails: { actualRent: 100 },
      incomeDetails: { pension: 300, savings: 20000, getsGuaranteeCredit: true },
      lhaArea: COVENTRY,
    },
    expected: { isPassported: true, applicableAmount: 238, assessedIncome: 0, taperReduction: 0, weeklyAmount: 100, warnings: [] },
    checks: 'docs/rules.md HB 4 (Guarantee Credit: income 0, no upper capital limit)',
  },
  // Pension age 67 in 2026/27 ticking the disability premium: not paid at pension age. 238.00 only.
  {
    name: '2026/27 pension age: no disability premium',
    input: { taxYear: '2026-27', personalDetails: { age: 67, disabilities: ['disability-premium'] }, propertyDetails: council(100) },
    expected: { applicableAmount: 238, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 3 (disability premiums are working-age only)',
  },
  // Savings exactly 16,000 do not exceed 16,000: tariff 10,000 above 6,000 ÷ 250 = 40 bands: £40. Other income 60 + 40 = 100;
  // excess 100 − 92.05 = 7.95; 65% = 5.1675 → 5.17. Rent 100 within the 1-bed LHA 132.33: weekly 100 − 5.17 = 94.83;
  // monthly 94.83 × 4.33 = 410.6139 → 410.61.
  {
    name: '2025/26 savings exactly £16,000: £40 tariff income, still Housing Benefit',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { actualRent: 100 }, incomeDetails: { otherIncome: 60, savings: 16000 }, lhaArea: COVENTRY },
    expected: { assessedIncome: 100, taperReduction: 5.17, weeklyAmount: 94.83, monthlyAmount: 410.61, zeroReason: null, warnings: [NEW_CLAIMS] },
    checks: 'HB Regs reg 43 (capital that exceeds £16,000); docs/rules.md HB 4',
  },
  // Savings 16,000.01 > 16,000: 0 and the warning.
  {
    name: '2025/26 savings over £16,000: nothing',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { actualRent: 100 }, incomeDetails: { savings: 16000.01 }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 0, monthlyAmount: 0, zeroReason: 'savings', warnings: [msg('hb.warning.savings', { limit: moneyWithPence(1600000) }), NEW_CLAIMS] },
    checks: 'docs/rules.md HB 4; docs/product.md §8',
  },
  // Tariff: 6,000.01 → 0.01 above → 1 part band → £1. Income 1 < 95.55: no taper; weekly 100.
  {
    name: '2026/27 tariff income at £6,000.01: £1',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100), incomeDetails: { savings: 6000.01 } },
    expected: { assessedIncome: 1, breakdown: { tariffIncome: { amount: 1, qualifying: true } }, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 4 (1 for each 250 or part above 6,000)',
  },
  // 6,250 → 250 above → 1 band → £1.
  {
    name: '2026/27 tariff income at £6,250: £1',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100), incomeDetails: { savings: 6250 } },
    expected: { assessedIncome: 1 },
    checks: 'docs/rules.md HB 4',
  },
  // 6,250.01 → 250.01 above → 2 bands (one and a part) → £2.
  {
    name: '2026/27 tariff income at £6,250.01: £2',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100), incomeDetails: { savings: 6250.01 } },
    expected: { assessedIncome: 2 },
    checks: 'docs/rules.md HB 4',
  },
  // Pension age (age 67, 2026/27): 10,000.01 → 1 part band of 500 → £1.
  {
    name: '2026/27 pension age tariff income at £10,000.01: £1',
    input: { taxYear: '2026-27', personalDetails: { age: 67 }, propertyDetails: council(100), incomeDetails: { savings: 10000.01 } },
    expected: { assessedIncome: 1, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 4 (pension age: 1 for each 500 or part above 10,000)',
  },
  // 10,500 → 500 above → 1 band → £1. 8,000 → nothing (below 10,000 at pension age).
  {
    name: '2026/27 pension age tariff income at £10,500: £1',
    input: { taxYear: '2026-27', personalDetails: { age: 67 }, propertyDetails: council(100), incomeDetails: { savings: 10500 } },
    expected: { assessedIncome: 1 },
    checks: 'docs/rules.md HB 4',
  },
  {
    name: '2026/27 pension age: £8,000 of savings counts as nothing',
    input: { taxYear: '2026-27', personalDetails: { age: 67 }, propertyDetails: council(100), incomeDetails: { savings: 8000 } },
    expected: { assessedIncome: 0 },
    checks: 'docs/rules.md HB 4 (pension-age lower limit 10,000)',
  },
  // 2024/25 single 30: earnings 100 − disregard 5 + tariff (7,000: 1,000 above → 4) = 99; 90.50 → excess 8.50 → 5.525 → 5.53.
  // Shared rate 99.50 caps rent 100. Weekly 99.50 − 5.53 = 93.97; monthly 93.97 × 4.33 = 406.8901 → 406.89.
  {
    name: '2024/25 single 30 with earnings and savings on the shared rate',
    input: { taxYear: '2024-25', personalDetails: { age: 30 }, propertyDetails: { actualRent: 100 }, incomeDetails: { earnings: 100, savings: 7000 }, lhaArea: COVENTRY },
    expected: { assessedIncome: 99, applicableAmount: 90.5, taperReduction: 5.53, weeklyAmount: 93.97, monthlyAmount: 406.89 },
    checks: 'docs/rules.md HB 4, 8',
  },
  // Non-dependant band edges, 2026/27: 155.34 − deduction.
  bandCase('2026-27', 191.99, 20.4, 134.94, 'lowest band'),
  bandCase('2026-27', 192, 46.85, 108.49, 'band 2'),
  bandCase('2026-27', 278.99, 46.85, 108.49, 'band 2'),
  bandCase('2026-27', 279, 64.35, 90.99, 'band 3'),
  bandCase('2026-27', 364.99, 64.35, 90.99, 'band 3'),
  bandCase('2026-27', 365, 105.2, 50.14, 'band 4'),
  bandCase('2026-27', 484.99, 105.2, 50.14, 'band 4'),
  bandCase('2026-27', 485, 119.85, 35.49, 'band 5'),
  bandCase('2026-27', 604.99, 119.85, 35.49, 'band 5'),
  bandCase('2026-27', 605, 131.45, 23.89, 'top band'),
  bandCase('2024-25', 175.99, 19.3, 136.04, 'lowest band'),
  bandCase('2024-25', 176, 44.4, 110.94, 'band 2'),
  bandCase('2025-26', 576.99, 115.45, 39.89, 'band 5'),
  bandCase('2025-26', 577, 126.65, 28.69, 'top band'),
  // Exemption: registered blind / AA / DLA care / PIP daily living → no deduction even at 700 a week.
  {
    name: '2026/27 no deduction when the claimant gets a qualifying disability benefit',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, disabilities: ['no-non-dependant-deductions'], household: [nonDependant(30, 700)] },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: { nonDependantDeductions: 0, weeklyAmount: 155.34 },
    checks: 'docs/rules.md HB 7 (exemption)',
  },
  // HB Regs reg 74(7): only a non-dependant under 25 on income support, income-based JSA,
  // income-related ESA without a component or UC without earnings takes no deduction; one of 20
  // with no income and none of those benefits takes the lowest, 20.40 → 155.34 − 20.40 = 134.94.
  {
    name: '2026/27 non-dependant of 20 with no income: the lowest deduction',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [nonDependant(20, 0)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { nonDependantDeductions: 20.4, weeklyAmount: 134.94, breakdown: { deductions: [{ amount: 20.4, qualifying: true }] } },
    checks: 'docs/rules.md HB 7; HB Regs reg 74(1)(b)',
  },
  // The same non-dependant on a qualifying benefit: no deduction → 155.34.
  {
    name: '2026/27 non-dependant of 20 on a qualifying benefit: no deduction',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, household: [{ ...nonDependant(20, 0), getsIncomeBasedBenefit: true }] },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: {
      nonDependantDeductions: 0,
      weeklyAmount: 155.34,
      breakdown: {
        deductions: [
          {
            qualifying: false,
            working: msg('hb.nonDependant.youngOnBenefit', { age: 25 }),
          },
        ],
      },
    },
    checks: 'docs/rules.md HB 7; HB Regs reg 74(7)',
  },
  // 25 is not under 25: the benefit answer does not matter, lowest band 20.40 → 134.94.
  {
    name: '2026/27 non-dependant of 25 on a qualifying benefit: the lowest deduction',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, household: [{ ...nonDependant(25, 0), getsIncomeBasedBenefit: true }] },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: { nonDependantDeductions: 20.4, weeklyAmount: 134.94 },
    checks: 'docs/rules.md HB 7; HB Regs reg 74(7) (under 25 only)',
  },
  // 2024/25: lowest band 19.30 → 155.34 − 19.30 = 136.04; on a qualifying benefit: 155.34.
  {
    name: '2024/25 non-dependant of 20 with no income: the lowest deduction',
    input: { taxYear: '2024-25', personalDetails: { ...at40, household: [nonDependant(20, 0)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { nonDependantDeductions: 19.3, weeklyAmount: 136.04 },
    checks: 'docs/rules.md HB 7; HB Regs reg 74(1)(b)',
  },
  {
    name: '2024/25 non-dependant of 24 on a qualifying benefit: no deduction',
    input: {
      taxYear: '2024-25',
      personalDetails: { ...at40, household: [{ ...nonDependant(24, 0), getsIncomeBasedBenefit: true }] },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: { nonDependantDeductions: 0, weeklyAmount: 155.34 },
    checks: 'docs/rules.md HB 7; HB Regs reg 74(7)',
  },
  {
    name: '2026/27 non-dependant aged 25 with no income: the lowest band',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [nonDependant(25, 0)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { nonDependantDeductions: 20.4, weeklyAmount: 134.94 },
    checks: 'docs/rules.md HB 7 (default income 0: the lowest band)',
  },
  // Aged 17: no deduction, but 16 or over needs a bedroom: 2 bedrooms, 2-bed 155.34.
  {
    name: '2026/27 non-dependant aged 17: a bedroom, no deduction',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [nonDependant(17, 300)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { nonDependantDeductions: 0, bedroomsNeeded: 2, weeklyAmount: 155.34 },
    checks: 'docs/rules.md HB 5 and 7 (deductions from 18)',
  },
  // Premiums, 2026/27, council flat rent 100, no income: applicable amount only.
  // Disability single 95.55 + 44.85 = 140.40.
  premiumCase(
    '2026/27 disability premium, single',
    { ...at40, disabilities: ['disability-premium'] },
    140.4,
    'docs/rules.md HB 3; the rates table (src/calc/rates/) disability premium',
  ),
  // Couple 150.15 + disability couple 64.00 = 214.15.
  premiumCase('2026/27 disability premium, couple', { ...couple40, disabilities: ['disability-premium'] }, 214.15, 'docs/rules.md HB 3 (couple rate)'),
  // Severe single, nobody else at home: the benefit it needs (AA, DLA middle/highest care, PIP daily
  // living) is a disability benefit too (HB Regs Sch 3 para 13), so the disability premium is added:
  // 95.55 + 44.85 + 86.05 = 226.45.
  premiumCase('2026/27 severe disability premium, single rate', { ...at40, disabilities: ['severe-disability-premium'] }, 226.45, 'docs/rules.md HB 3; HB Regs Sch 3 paras 13, 14'),
  // Severe couple rate (both qualify, no carer paid for either) and the couple disability premium:
  // 150.15 + 64.00 + 172.10 = 386.25.
  premiumCase(
    '2026/27 severe disability premium, couple rate',
    { ...couple40, disabilities: ['severe-disability-premium', 'severe-disability-premium-couple'] },
    386.25,
    'docs/rules.md HB 3 (couple rate when both qualify); HB Regs Sch 3 para 14(2)(b)',
  ),
  // Both qualify, Carer's Allowance paid for one of them: the single rate (HB Regs Sch 3 para 20(6)(b)): 150.15 + 64.00 + 86.05 = 300.20.
  premiumCase(
    '2026/27 severe disability premium, couple with a carer paid for one: single rate',
    { ...couple40, disabilities: ['severe-disability-premium', 'severe-disability-premium-couple', 'carer-paid-for-partner'] },
    300.2,
    'docs/rules.md HB 3; HB Regs Sch 3 para 14(2)(b)',
  ),
  // Only you qualify of a couple: no severe disability premium (both must), the disability premium stays: 150.15 + 64.00 = 214.15.
  premiumCase('2026/27 severe disability premium: a couple needs both', { ...couple40, disabilities: ['severe-disability-premium'] }, 214.15, 'HB Regs Sch 3 para 14(2)(b)'),
  // Someone gets Carer's Allowance for looking after you: no severe disability premium, 95.55 + 44.85 = 140.40.
  premiumCase(
    '2026/27 severe disability premium: not with a carer paid for you',
    { ...at40, disabilities: ['severe-disability-premium', 'carer-paid-for-you'] },
    140.4,
    'HB Regs Sch 3 para 14(2)(a)(iii)',
  ),
  // A non-dependant of 40 at home: no severe disability premium, 95.55 + 44.85 = 140.40.
  premiumCase(
    '2026/27 severe disability premium: not with another adult at home',
    { ...at40, disabilities: ['severe-disability-premium'], household: [nonDependant(40, 0)] },
    140.4,
    'HB Regs Sch 3 para 14(2)(a)(ii)',
  ),
  // The adult at home gets Attendance Allowance (or is blind): they do not count, 95.55 + 44.85 + 86.05 = 226.45.
  premiumCase(
    '2026/27 severe disability premium: an adult at home who gets a care benefit does not count',
    { ...at40, disabilities: ['severe-disability-premium'], household: [{ ...nonDependant(40, 0), getsDisabilityBenefitOrBlind: true }] },
    226.45,
    'HB Regs Sch 3 para 14(4)',
  ),
  // A child of 17 at home is not an adult of 18 or over: 95.55 + 87.88 + 44.85 + 86.05 = 314.33.
  premiumCase(
    '2026/27 severe disability premium: a child at home does not count',
    { ...at40, disabilities: ['severe-disability-premium'], household: [child(17)] },
    314.33,
    'HB Regs Sch 3 para 14(2)(a)(ii) (aged 18 or over)',
  ),
  // Enhanced: PIP enhanced daily living or DLA highest care is a disability benefit too: single 95.55 + 44.85 + 22.00 = 162.40;
  // couple 150.15 + 64.00 + 31.40 = 245.55.
  premiumCase('2026/27 enhanced disability premium, single', { ...at40, disabilities: ['enhanced-disability-premium'] }, 162.4, 'docs/rules.md HB 3; HB Regs Sch 3 paras 13, 15'),
  premiumCase(
    '2026/27 enhanced disability premium, couple',
    { ...couple40, disabilities: ['enhanced-disability-premium'] },
    245.55,
    'docs/rules.md HB 3; HB Regs Sch 3 paras 13, 15',
  ),
  // Attendance Allowance, DLA care or PIP daily living (the no-deductions answer) is a disability benefit: 95.55 + 44.85 = 140.40.
  premiumCase('2026/27 a care benefit gives the disability premium', { ...at40, disabilities: ['no-non-dependant-deductions'] }, 140.4, 'HB Regs Sch 3 para 13(1)(a)'),
  // A partner added to the people list is the partner: couple allowance 150.15 (not single 95.55), whatever the couple answer.
  premiumCase(
    '2026/27 a partner in the people list makes a couple',
    { ...at40, household: [{ age: 38, relationship: 'partner' }] },
    150.15,
    'docs/rules.md HB 1 (one answer for the partner)',
  ),
  // Lone parent 40, disabled child aged 8 with the enhanced rate: 95.55 + 87.88 + 84.46 + 33.99 = 301.88. No family premium (no flag).
  // Bedrooms: 1 + 1 (one child under 10) = 2; council flat with 2.
  {
    name: '2026/27 disabled child and enhanced disability (child) premiums',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [child(8, true)], disabilities: ['enhanced-disability-child'] }, propertyDetails: council(100, 2) },
    expected: { applicableAmount: 301.88, bedroomsNeeded: 2, spareBedrooms: 0, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 3',
  },
  // 2024/25 lone parent 30, child 5, claim before May 2016: 90.50 + 83.24 + 19.15 = 192.89.
  {
    name: '2024/25 family premium for a claim made before May 2016',
    input: { taxYear: '2024-25', personalDetails: { age: 30, household: [child(5)], claimBeforeMay2016: true }, propertyDetails: council(100, 2) },
    expected: { applicableAmount: 192.89 },
    checks: 'docs/rules.md HB 3 (family premium only for claims before May 2016)',
  },
  // Same without the flag: 90.50 + 83.24 = 173.74.
  {
    name: '2024/25 no family premium for a newer claim',
    input: { taxYear: '2024-25', personalDetails: { age: 30, household: [child(5)] }, propertyDetails: council(100, 2) },
    expected: { applicableAmount: 173.74 },
    checks: 'docs/rules.md HB 3',
  },
  // 2025/26 carer: 92.05 + 46.40 = 138.45.
  {
    name: '2025/26 carer premium',
    input: { taxYear: '2025-26', personalDetails: { ...at40, disabilities: ['carer-premium'] }, propertyDetails: council(100) },
    expected: { applicableAmount: 138.45 },
    checks: 'docs/rules.md HB 3',
  },
  // Earnings disregards, 2025/26, council rent 100.
  // Single 40, earnings 200 − 5 = 195; excess 195 − 92.05 = 102.95 → 66.9175 → 66.92. Weekly 33.08; monthly 143.2364 → 143.24.
  {
    name: '2025/26 single earner: £5 disregard and the taper',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: council(100), incomeDetails: { earnings: 200 } },
    expected: { assessedIncome: 195, taperReduction: 66.92, weeklyAmount: 33.08, monthlyAmount: 143.24 },
    checks: 'docs/rules.md HB 4 and 8',
  },
  // Couple: 150 + 50 − 10 = 190; excess 190 − 144.65 = 45.35 → 29.4775 → 29.48. Weekly 70.52; monthly 305.3516 → 305.35.
  {
    name: '2025/26 couple both earning: £10 disregard',
    input: { taxYear: '2025-26', personalDetails: couple40, propertyDetails: council(100), incomeDetails: { earnings: 150, partnerEarnings: 50 } },
    expected: { assessedIncome: 190, taperReduction: 29.48, weeklyAmount: 70.52, monthlyAmount: 305.35 },
    checks: 'docs/rules.md HB 4',
  },
  // Lone parent: 150 − 25 = 125 < 92.05 + 84.66 = 176.71: no taper.
  {
    name: '2025/26 lone parent: £25 disregard',
    input: { taxYear: '2025-26', personalDetails: { age: 30, household: [child(4)] }, propertyDetails: council(100, 2), incomeDetails: { earnings: 150 } },
    expected: { assessedIncome: 125, applicableAmount: 176.71, taperReduction: 0, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 4',
  },
  // 2026/27 (worked household): age 68 (68 < 66 + 5 = 71: after April 2021), single 238.00; Attendance Allowance; a
  // non-dependant of 40 (no deduction: HB(SPC) Regs reg 55(6); no severe disability premium: another adult at home).
  // Earnings 50 less £20 (HB(SPC) Regs Sch 4 para 5, not £5) = 30; + pension 241.40 = 271.40. Excess 271.40 − 238.00 = 33.40;
  // 65% = 21.71. Council rent 100 (no spare-bedroom rule at pension age): 100 − 21.71 = 78.29; monthly 78.29 × 4.33 = 338.9957 → 339.00.
  {
    name: '2026/27 pension age with Attendance Allowance and earnings: £20 disregard',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 68, disabilities: ['no-non-dependant-deductions', 'severe-disability-premium'], household: [nonDependant(40, 300)] },
      propertyDetails: council(100, 2),
      incomeDetails: { earnings: 50, pension: 241.4 },
    },
    expected: {
      applicableAmount: 238,
      nonDependantDeductions: 0,
      assessedIncome: 271.4,
      taperReduction: 21.71,
      weeklyAmount: 78.29,
      monthlyAmount: 339,
      breakdown: { earningsDisregard: { amount: 20, rateId: 'housing-benefit.earnings-disregard.disability-or-carer' } },
    },
    checks: 'HB(SPC) Regs Sch 4 para 5, reg 55(6), Sch 3 para 6(2)(a)(ii); docs/rules.md HB 3, 4, 7',
  },
  // 2026/27 pension age 67, PIP mobility only (another disability benefit): still £20 (HB(SPC) Regs Sch 4 para 5(1)(a)(viii)).
  // 238.00; earnings 50 − 20 = 30 + pension 241.40 = 271.40; excess 33.40 → 21.71; 100 − 21.71 = 78.29.
  {
    name: '2026/27 pension age with PIP mobility only: £20 disregard',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 67, disabilities: ['disability-premium'] },
      propertyDetails: council(100),
      incomeDetails: { earnings: 50, pension: 241.4 },
    },
    expected: { applicableAmount: 238, assessedIncome: 271.4, weeklyAmount: 78.29 },
    checks: 'HB(SPC) Regs Sch 4 para 5',
  },
  // 2026/27 pension age 70 (70 < 71: after April 2021) with Carer's Allowance: 238.00 + carer premium 48.15 = 286.15; £20 ignored
  // (HB(SPC) Regs Sch 4 para 4): earnings 50 − 20 = 30 + pension 300 = 330.00; excess 43.85 → 65% = 28.5025 → 28.50;
  // council rent 100 − 28.50 = 71.50.
  {
    name: '2026/27 pension age carer with earnings: £20 disregard',
    input: { taxYear: '2026-27', personalDetails: { age: 70, disabilities: ['carer-premium'] }, propertyDetails: council(100), incomeDetails: { earnings: 50, pension: 300 } },
    expected: { applicableAmount: 286.15, assessedIncome: 330, taperReduction: 28.5, weeklyAmount: 71.5 },
    checks: 'HB(SPC) Regs Sch 3 (carer premium), Sch 4 para 4',
  },
  // The same at pension age without a disability benefit: £5. 50 − 5 = 45 + 241.40 = 286.40; excess 48.40 → 31.46; 100 − 31.46 = 68.54.
  {
    name: '2026/27 pension age without a disability benefit: £5 disregard',
    input: { taxYear: '2026-27', personalDetails: { age: 67 }, propertyDetails: council(100), incomeDetails: { earnings: 50, pension: 241.4 } },
    expected: { assessedIncome: 286.4, taperReduction: 31.46, weeklyAmount: 68.54 },
    checks: 'HB(SPC) Regs Sch 4 (single person £5)',
  },
  // 2024/25 pension age 70 told after April 2021: 218.15; Attendance Allowance, living alone: + severe 81.50 = 299.65. Pension 331.40:
  // excess 31.75 → 65% = 20.6375 → 20.64. Council rent 140: 140 − 20.64 = 119.36.
  {
    name: '2024/25 pension age with Attendance Allowance living alone: severe disability premium',
    input: {
      taxYear: '2024-25',
      personalDetails: { age: 70, reachedPensionAgeBeforeApril2021: false, disabilities: ['no-non-dependant-deductions', 'severe-disability-premium'] },
      propertyDetails: council(140),
      incomeDetails: { pension: 331.4 },
    },
    expected: { applicableAmount: 299.65, taperReduction: 20.64, weeklyAmount: 119.36 },
    checks: 'HB(SPC) Regs Sch 3 para 6; docs/rules.md HB 3',
  },
  // The same with an adult of 40 added : no severe disability premium, 218.15; no deduction (AA).
  // Excess 331.40 − 218.15 = 113.25 → 65% = 73.6125 → 73.61. 140 − 73.61 = 66.39.
  {
    name: '2024/25 pension age with Attendance Allowance and an adult of 40: no severe disability premium',
    input: {
      taxYear: '2024-25',
      personalDetails: {
        age: 70,
        reachedPensionAgeBeforeApril2021: false,
        disabilities: ['no-non-dependant-deductions', 'severe-disability-premium'],
        household: [nonDependant(40, 0)],
      },
      propertyDetails: council(140, 2),
      incomeDetails: { pension: 331.4 },
    },
    expected: { applicableAmount: 218.15, nonDependantDeductions: 0, taperReduction: 73.61, weeklyAmount: 66.39 },
    checks: 'HB(SPC) Regs Sch 3 para 6(2)(a)(ii), reg 55(6)',
  },
  // Disability premium: 200 − 20 = 180; 92.05 + 43.20 = 135.25; excess 44.75 → 29.0875 → 29.09. Weekly 70.91; monthly 307.0403 → 307.04.
  {
    name: '2025/26 disability premium: £20 disregard',
    input: { taxYear: '2025-26', personalDetails: { ...at40, disabilities: ['disability-premium'] }, propertyDetails: council(100), incomeDetails: { earnings: 200 } },
    expected: { assessedIncome: 180, applicableAmount: 135.25, taperReduction: 29.09, weeklyAmount: 70.91, monthlyAmount: 307.04 },
    checks: 'docs/rules.md HB 4',
  },
  // Spare bedrooms, working age. 2026/27: 2 bedrooms, 1 needed → 14% of 100 = 14 → 86; monthly 372.38.
  {
    name: '2026/27 council tenant, one spare bedroom: 14%',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100, 2) },
    expected: {
      bedroomTaxReduction: 14,
      eligibleRent: 86,
      weeklyAmount: 86,
      monthlyAmount: 372.38,
      warnings: [spareWarning(1, 14), NEW_CLAIMS],
    },
    checks: 'docs/rules.md HB 6; docs/product.md §8 warning',
  },
  // The same in Scotland: the council pays the 14.00 back as a Discretionary Housing Payment, beside the award (docs/rules.md
  // "Scotland" 2). In England, nothing beside it.
  {
    name: '2026/27 Scottish council tenant, one spare bedroom: a Discretionary Housing Payment for the cut',
    input: { taxYear: '2026-27', personalDetails: { ...at40, location: 'scotland' }, propertyDetails: council(100, 2) },
    expected: { weeklyAmount: 86, besideAward: [{ id: 'dhp-bedroom', amount: 14, claim: 'council' }] },
    checks: 'docs/rules.md "Scotland" 2',
  },
  {
    name: '2026/27 English council tenant, one spare bedroom: nothing beside the award',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100, 2) },
    expected: { weeklyAmount: 86, besideAward: [] },
    checks: 'docs/rules.md "Where you live"',
  },
  // 2025/26 Northern Ireland: 3 bedrooms → 2 spare → 25% of 100 = 25 → 75; the Welfare Supplementary Payment pays the
  // 25.00 back automatically, and the claim is made to the Housing Executive.
  {
    name: '2025/26 Northern Ireland Housing Executive tenant, two spare bedrooms: a Welfare Supplementary Payment',
    input: { taxYear: '2025-26', personalDetails: { ...at40, location: 'northern-ireland' }, propertyDetails: council(100, 3) },
    expected: { weeklyAmount: 75, besideAward: [{ id: 'wsp-bedroom', amount: 25, claim: 'automatic' }] },
    checks: 'docs/rules.md "Northern Ireland" 2',
  },
  // The same tenant whose rent includes rates: Northern Ireland has no council tax, so the warning names the rates and
  // the Housing Executive, which works out Housing Benefit for them; the rent estimate is unchanged (75).
  {
    name: '2025/26 Northern Ireland tenant whose rent includes rates: the warning says rates, not council tax',
    input: { taxYear: '2025-26', personalDetails: { ...at40, location: 'northern-ireland' }, propertyDetails: { ...council(100, 3), councilTaxIncluded: true } },
    expected: { weeklyAmount: 75, warnings: [msg('hb.warning.spareBedrooms', { count: 2, percent: 25 }), msg('hb.warning.rates'), NEW_CLAIMS] },
    checks: 'docs/rules.md "Northern Ireland" 2',
  },
  // 2024/25: 3 bedrooms → 2 spare → 25% → 75; monthly 324.75.
  {
    name: '2024/25 council tenant, two spare bedrooms: 25%',
    input: { taxYear: '2024-25', personalDetails: at40, propertyDetails: council(100, 3) },
    expected: { bedroomTaxReduction: 25, weeklyAmount: 75, monthlyAmount: 324.75 },
    checks: 'docs/rules.md HB 6',
  },
  // Housing association, service charges 10: 14% of the eligible rent 110 = 15.40; eligible 110 − 15.40 = 94.60.
  {
    name: '2025/26 housing association: the percentage is of rent and service charges',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { tenancyType: 'housing-association', actualRent: 100, serviceCharges: 10, bedrooms: 2 } },
    expected: { bedroomTaxReduction: 15.4, eligibleRent: 94.6, weeklyAmount: 94.6 },
    checks: 'docs/rules.md HB 6; HB Regs regs B13(2) and 12B(2)',
  },
  // 2026/27, rent 100 + service charges 20, 2 bedrooms, 1 needed: 14% of 120 = 16.80 → 103.20;
  // monthly 103.20 × 4.33 = 446.856 → 446.86.
  {
    name: '2026/27 housing association, one spare bedroom: 14% of rent and service charges',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { tenancyType: 'housing-association', actualRent: 100, serviceCharges: 20, bedrooms: 2 } },
    expected: {
      bedroomTaxReduction: 16.8,
      eligibleRent: 103.2,
      weeklyAmount: 103.2,
      monthlyAmount: 446.86,
      route: 'existing-claim-only',
      warnings: [spareWarning(1, 14), NEW_CLAIMS],
    },
    checks: 'docs/rules.md HB 6; HB Regs regs B13(2) and 12B(2)',
  },
  // The same home as temporary accommodation: no reduction (reg A13(2)(e)) → 120; a new claim is
  // possible, so no Universal Credit warning. Monthly 120 × 4.33 = 519.60.
  {
    name: '2026/27 housing association, temporary accommodation: no spare-bedroom reduction',
    input: {
      taxYear: '2026-27',
      personalDetails: at40,
      propertyDetails: { tenancyType: 'housing-association', actualRent: 100, serviceCharges: 20, bedrooms: 2, isTemporaryAccommodation: true },
    },
    expected: {
      bedroomTaxReduction: 0,
      spareBedrooms: 1,
      eligibleRent: 120,
      weeklyAmount: 120,
      monthlyAmount: 519.6,
      route: 'special-housing',
      isExistingClaimOnly: false,
      warnings: [],
      breakdown: {
        rent: [{ amount: 120 }, { name: msg('hb.spareBedroomReduction'), qualifying: false, working: msg('hb.spare.exempt.temporary', { count: 1 }) }],
      },
    },
    checks: 'docs/rules.md HB 2 and 6; HB Regs reg A13(2)(e)',
  },
  // 2024/25 council, 3 bedrooms (2 spare), rent 90 + service charges 10 = 100: 25% → 75 outside
  // temporary accommodation; in it, 100.
  {
    name: '2024/25 council, two spare bedrooms: 25% of rent and service charges',
    input: { taxYear: '2024-25', personalDetails: at40, propertyDetails: { ...council(90, 3), serviceCharges: 10 } },
    expected: { bedroomTaxReduction: 25, eligibleRent: 75, weeklyAmount: 75 },
    checks: 'docs/rules.md HB 6; HB Regs regs B13(2) and 12B(2)',
  },
  {
    name: '2024/25 council, two spare bedrooms, temporary accommodation: no reduction',
    input: { taxYear: '2024-25', personalDetails: at40, propertyDetails: { ...council(90, 3), serviceCharges: 10, isTemporaryAccommodation: true } },
    expected: { bedroomTaxReduction: 0, eligibleRent: 100, weeklyAmount: 100, warnings: [] },
    checks: 'docs/rules.md HB 6; HB Regs reg A13(2)(e)',
  },
  // 2025/26 supported accommodation, 2 bedrooms, rent 100 + service charges 20: no reduction → 120.
  {
    name: '2025/26 supported accommodation with a spare bedroom: no reduction',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { ...council(100, 2), serviceCharges: 20, isSupportedAccommodation: true } },
    expected: { bedroomTaxReduction: 0, eligibleRent: 120, weeklyAmount: 120, route: 'special-housing' },
    checks: 'docs/rules.md HB 6; HB Regs reg A13',
  },
  // No area, no typed rate: not capped, rent 300 in full, with the warning.
  {
    name: '2026/27 no LHA rate known: not capped, with a warning',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 300 } },
    expected: { lhaSource: 'none', lhaRate: null, eligibleRent: 300, weeklyAmount: 300, warnings: [NO_LHA, NEW_CLAIMS] },
    checks: 'docs/rules.md HB 5 (no invented rates)',
  },
  // Typed rate 150: rent 300 → 150.
  {
    name: '2026/27 a typed LHA rate caps the rent',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 300, lhaRateWeekly: 150 } },
    expected: { lhaSource: 'typed', lhaRate: 150, eligibleRent: 150, weeklyAmount: 150 },
    checks: 'docs/rules.md HB 5 (the visitor may type the rate)',
  },
  // Couple 30 with children 12, 7, 4: 1 + 1 (12) + 1 (7 and 4 share) = 3 → Coventry 3-bed 178.36; rent 250 → 178.36.
  {
    name: '2026/27 couple with three children: 3-bed rate',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 30, relationshipStatus: 'couple', household: [child(12), child(7), child(4)] },
      propertyDetails: { actualRent: 250 },
      lhaArea: COVENTRY,
    },
    expected: { bedroomsNeeded: 3, lhaCategory: 'three-bed', eligibleRent: 178.36 },
    checks: 'docs/rules.md HB 5 (HB Regs reg 13D)',
  },
  // Five children aged 16, 13, 11, 3 and a carer bedroom: 1 + 3 + 1 + 1 = 6 → LHA category 4 bedrooms, Coventry 230.14.
  {
    name: '2026/27 six bedrooms needed: the LHA category stops at 4',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, household: [child(16), child(13), child(11), child(3)], disabilities: ['carer-bedroom-needed'] },
      propertyDetails: { actualRent: 400 },
      lhaArea: COVENTRY,
    },
    expected: { bedroomsNeeded: 6, lhaCategory: 'four-bed', eligibleRent: 230.14 },
    checks: 'docs/rules.md HB 5 (category at most 4)',
  },
  // Rent 100 + service 10 + water 8: 110 eligible (within 132.33).
  {
    name: '2025/26 water charges never count',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { actualRent: 100, serviceCharges: 10, waterCharges: 8 }, lhaArea: COVENTRY },
    expected: { eligibleRent: 110, weeklyAmount: 110 },
    checks: 'docs/rules.md HB 6',
  },
  // Fuel in the rent (HB Regs 2006 Sch 1 paras 5 and 6(1)): the amount given comes off before the
  // LHA comparison; the LHA rate itself is not reduced. Rent 160 − fuel 20 = 140 > Coventry 1-bed
  // 132.33 → limit 140 − 132.33 = 7.67, eligible 132.33; monthly 132.33 × 4.33 = 572.9889 → 572.99.
  {
    name: '2026/27 fuel in a private rent above the LHA rate: the LHA rate is not reduced',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 160, heatingIncluded: true, fuelChargeWeekly: 20 }, lhaArea: COVENTRY },
    expected: {
      eligibleRent: 132.33,
      weeklyAmount: 132.33,
      monthlyAmount: 572.99,
      warnings: [lhaWarning(13233), NEW_CLAIMS],
      breakdown: {
        rent: [
          { name: msg('hb.rentAndServiceCharges'), amount: 160 },
          { name: msg('hb.fuelInRent'), amount: 20, qualifying: true },
          { name: msg('hb.lhaLimit'), amount: 7.67, qualifying: true },
        ],
      },
    },
    checks: 'docs/rules.md HB 6; HB Regs 2006 Sch 1 paras 5 and 6(1), reg 13D',
  },
  // Rent 120 − fuel 15 = 105, within Coventry 1-bed 132.33 → eligible 105; monthly 105 × 4.33 = 454.65.
  {
    name: '2025/26 fuel in a private rent within the LHA rate comes off the rent',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { actualRent: 120, heatingIncluded: true, fuelChargeWeekly: 15 }, lhaArea: COVENTRY },
    expected: { eligibleRent: 105, weeklyAmount: 105, monthlyAmount: 454.65, warnings: [NEW_CLAIMS] },
    checks: 'docs/rules.md HB 6; HB Regs 2006 Sch 1 paras 5 and 6(1)',
  },
  // Council, 2 bedrooms (1 spare), rent 100 with fuel 10: 14% of (100 − 10) = 12.60;
  // eligible 100 − 10 − 12.60 = 77.40; monthly 77.40 × 4.33 = 335.142 → 335.14.
  {
    name: '2026/27 fuel in a council rent: the spare-bedroom percentage is of the rent less fuel',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { ...council(100, 2), heatingIncluded: true, fuelChargeWeekly: 10 } },
    expected: {
      bedroomTaxReduction: 12.6,
      eligibleRent: 77.4,
      weeklyAmount: 77.4,
      monthlyAmount: 335.14,
      warnings: [spareWarning(1, 14), NEW_CLAIMS],
    },
    checks: 'docs/rules.md HB 6 (reg B13 on the rent less fuel)',
  },
  // Fuel included, amount not given: nothing taken off (no invented standard amount), rent 100 in
  // full at pension age (70, so no Universal Credit warning), and the warning with the year's rates page.
  {
    name: '2025/26 fuel in the rent, amount not known: not taken off, with the warning',
    input: { taxYear: '2025-26', personalDetails: { age: 70 }, propertyDetails: { ...council(100), heatingIncluded: true } },
    expected: { eligibleRent: 100, weeklyAmount: 100, warnings: [fuelWarning(2025)] },
    checks: 'docs/rules.md HB 6 (standard fuel amounts of HB Regs 2006 Sch 1 para 6(2) not held)',
  },
  // The fuel part is part of the rent, so never more than it: rent 50 + service charges 5, fuel 80
  // → 50 off → eligible 5.
  {
    name: '2024/25 a fuel amount above the rent takes off the rent only',
    input: { taxYear: '2024-25', personalDetails: { age: 70 }, propertyDetails: { ...council(50), serviceCharges: 5, heatingIncluded: true, fuelChargeWeekly: 80 } },
    expected: {
      eligibleRent: 5,
      weeklyAmount: 5,
      warnings: [],
      breakdown: { rent: [{ amount: 55 }, { name: msg('hb.fuelInRent'), amount: 50 }, { name: msg('hb.spareBedroomReduction') }] },
    },
    checks: 'docs/rules.md HB 6',
  },
  // A fuel amount without the tick (fuel not in the rent) is not read: rent 100 in full, no warning.
  {
    name: '2026/27 a fuel amount without fuel in the rent is ignored',
    input: { taxYear: '2026-27', personalDetails: { age: 70 }, propertyDetails: { ...council(100), fuelChargeWeekly: 30 } },
    expected: { eligibleRent: 100, weeklyAmount: 100, warnings: [] },
    checks: 'docs/rules.md HB 6',
  },
  // Working age in supported housing can claim: no Universal Credit warning.
  {
    name: '2026/27 working age in supported housing: a new claim is possible',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { ...council(100), isSupportedAccommodation: true } },
    expected: { isExistingClaimOnly: false, warnings: [], weeklyAmount: 100 },
    checks: 'docs/rules.md HB 2',
  },
  // Income Support passports at working age: earnings 300 ignored → weekly 100.
  {
    name: '2025/26 Income Support: income ignored',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: council(100), incomeDetails: { earnings: 300, otherBenefits: ['income-support'] } },
    expected: { isPassported: true, assessedIncome: 0, weeklyAmount: 100 },
    checks: 'HB Regs Sch 5 para 4 and Sch 6 para 5 (income-related benefits: all income and capital disregarded)',
  },
  // High income: earnings 800 − 5 = 795; excess 795 − 95.55 = 699.45 → 454.6425 → 454.64 > rent: 0.
  {
    name: '2026/27 high income: nothing',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100), incomeDetails: { earnings: 800 } },
    expected: { taperReduction: 454.64, weeklyAmount: 0, zeroReason: 'deductions' },
    checks: 'docs/rules.md HB 8 (not below 0)',
  },

  // docs/rules.md HB 1, State Pension age: in 2026/27 asked at 66 (born from 6 April 1960 it comes
  // after the 66th birthday), default age ≥ 67. The household: 66, council rent 100,
  // pension 241.40. Not answered: worked out as working age (single 25+ 95.55), said first;
  // excess 241.40 − 95.55 = 145.85, taper 65% = 94.8025; weekly 100 − 94.8025 = 5.1975 → 5.20.
  {
    name: '2026/27 age 66, State Pension age not answered: working age, and said',
    input: { taxYear: '2026-27', personalDetails: { age: 66 }, propertyDetails: council(100), incomeDetails: { pension: 241.4 } },
    expected: { isPensionAge: false, applicableAmount: 95.55, weeklyAmount: 5.2, route: 'existing-claim-only', warnings: [spaUnanswered('you'), NEW_CLAIMS] },
    checks: 'docs/rules.md HB 1 (66 in 2026/27: asked, nothing pre-set)',
  },
  // Answered no: the same figure, without the question's warning.
  {
    name: '2026/27 age 66 who has not reached State Pension age',
    input: { taxYear: '2026-27', personalDetails: { age: 66, isPensionAge: false }, propertyDetails: council(100), incomeDetails: { pension: 241.4 } },
    expected: { isPensionAge: false, weeklyAmount: 5.2, warnings: [NEW_CLAIMS] },
    checks: 'docs/rules.md HB 1',
  },
  // At 66, answered yes: pension age; before April 2021 needs 66 + (2026 − 2021) = 71 → no: 238.00.
  // Pension 241.40: excess 3.40, taper 65% = 2.21; weekly 100 − 2.21 = 97.79 .
  {
    name: '2026/27 age 66 who has reached State Pension age',
    input: { taxYear: '2026-27', personalDetails: { age: 66, isPensionAge: true }, propertyDetails: council(100), incomeDetails: { pension: 241.4 } },
    expected: { isPensionAge: true, applicableAmount: 238, weeklyAmount: 97.79, route: 'pension-age', warnings: [] },
    checks: 'docs/rules.md HB 1',
  },
  // 2025/26 and 2024/25: everyone aged 66 was born before 6 April 1960, so 66 has reached it and is
  // not asked. 2025/26: before April 2021 needs 66 + 4 = 70 → no: 227.10; pension 237.10: excess
  // 10.00, taper 6.50; weekly 100 − 6.50 = 93.50.
  {
    name: '2025/26 age 66: pension age by default',
    input: { taxYear: '2025-26', personalDetails: { age: 66 }, propertyDetails: council(100), incomeDetails: { pension: 237.1 } },
    expected: { isPensionAge: true, applicableAmount: 227.1, weeklyAmount: 93.5, route: 'pension-age', warnings: [] },
    checks: 'docs/rules.md HB 1 (66 in 2025/26: reached)',
  },
  // 2024/25: before April 2021 needs 66 + 3 = 69 → no: 218.15; pension 228.15: excess 10.00, taper
  // 6.50; weekly 93.50.
  {
    name: '2024/25 age 66: pension age by default',
    input: { taxYear: '2024-25', personalDetails: { age: 66 }, propertyDetails: council(100), incomeDetails: { pension: 228.15 } },
    expected: { isPensionAge: true, applicableAmount: 218.15, weeklyAmount: 93.5, route: 'pension-age', warnings: [] },
    checks: 'docs/rules.md HB 1 (66 in 2024/25: reached)',
  },
  // 2024/25, age 67 by default: pension age; before 2021 needs 66 + 3 = 69 → no: 218.15.
  {
    name: '2024/25 age 67: pension age by default',
    input: { taxYear: '2024-25', personalDetails: { age: 67 }, propertyDetails: council(100) },
    expected: { isPensionAge: true, applicableAmount: 218.15 },
    checks: 'docs/rules.md HB 1 (default age 67 or over)',
  },
  // Before April 2021 at 69: in 2024/25 the default is yes (69 ≥ 66 + 3): 235.20; answered no: 218.15.
  {
    name: '2024/25 age 69, before April 2021 from the year: the higher allowance',
    input: { taxYear: '2024-25', personalDetails: { age: 69 }, propertyDetails: council(100) },
    expected: { applicableAmount: 235.2, breakdown: { personalAllowance: { rateId: 'housing-benefit.personal-allowance.pension-before-2021.single' } } },
    checks: 'docs/rules.md HB 1; HB(SPC) Regs Sch 3 para 1',
  },
  {
    name: '2024/25 age 69 who reached State Pension age in or after April 2021',
    input: { taxYear: '2024-25', personalDetails: { age: 69, reachedPensionAgeBeforeApril2021: false }, propertyDetails: council(100) },
    expected: { applicableAmount: 218.15 },
    checks: 'docs/rules.md HB 1 (the answer given is used)',
  },
  // In 2025/26 the default at 69 is no (69 < 66 + 4): 227.10; answered yes: 244.40.
  {
    name: '2025/26 age 69, before April 2021 from the year: the lower allowance',
    input: { taxYear: '2025-26', personalDetails: { age: 69 }, propertyDetails: council(100) },
    expected: { applicableAmount: 227.1 },
    checks: 'docs/rules.md HB 1',
  },
  {
    name: '2025/26 age 69 who reached State Pension age before April 2021',
    input: { taxYear: '2025-26', personalDetails: { age: 69, reachedPensionAgeBeforeApril2021: true }, propertyDetails: council(100) },
    expected: { applicableAmount: 244.4 },
    checks: 'docs/rules.md HB 1 (the answer given is used)',
  },

  // HB Regs Sch 3 para 1(2): a lone parent of 18 or over gets the 25-or-over amount. 2026/27, 22
  // with a child of 3: 95.55 + child 87.88 = 183.43; single 22 without a child: 75.65.
  {
    name: '2026/27 lone parent of 22: the 25-or-over allowance',
    input: { taxYear: '2026-27', personalDetails: { age: 22, household: [child(3)] }, propertyDetails: council(100) },
    expected: {
      applicableAmount: 183.43,
      breakdown: {
        personalAllowance: {
          amount: 95.55,
          rateId: 'housing-benefit.personal-allowance.single-25-plus',
          working: msg('hb.allowance.loneParentOver', { age: 18, amount: moneyWithPence(9555) }),
        },
        childAllowance: { amount: 87.88 },
      },
    },
    checks: 'docs/rules.md HB 3; HB Regs Sch 3 para 1(2)',
  },
  premiumCase('2026/27 single 22 without a child: the under-25 allowance', { age: 22 }, 75.65, 'docs/rules.md HB 3; HB Regs Sch 3 para 1(1)'),
  // A lone parent of 17: under 18, 75.65 + 87.88 = 163.53.
  premiumCase('2026/27 lone parent of 17: the lower allowance', { age: 17, household: [child(1)] }, 163.53, 'docs/rules.md HB 3; HB Regs Sch 3 para 1(2)(a)'),
  // 2024/25: lone parent 18 with a child of 2: 90.50 + 83.24 = 173.74; single 24: 71.70.
  {
    name: '2024/25 lone parent of 18: the 25-or-over allowance',
    input: { taxYear: '2024-25', personalDetails: { age: 18, household: [child(2)] }, propertyDetails: council(100) },
    expected: { applicableAmount: 173.74 },
    checks: 'docs/rules.md HB 3; HB Regs Sch 3 para 1(2)',
  },
  {
    name: '2024/25 single 24 without a child: the under-25 allowance',
    input: { taxYear: '2024-25', personalDetails: { age: 24 }, propertyDetails: council(100) },
    expected: { applicableAmount: 71.7 },
    checks: 'docs/rules.md HB 3',
  },

  // docs/rules.md HB 2: Universal Credit outside supported or temporary housing: no Housing Benefit.
  {
    name: '2026/27 gets Universal Credit: no Housing Benefit',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100), incomeDetails: { otherBenefits: ['universal-credit'] } },
    expected: { weeklyAmount: 0, monthlyAmount: 0, route: 'universal-credit', zeroReason: 'universal-credit', isExistingClaimOnly: false, warnings: [UNIVERSAL_CREDIT] },
    checks: 'docs/rules.md HB 2',
  },
  // In temporary accommodation Housing Benefit is paid beside it: rent 100 in full.
  {
    name: '2026/27 gets Universal Credit in temporary accommodation: Housing Benefit',
    input: {
      taxYear: '2026-27',
      personalDetails: at40,
      propertyDetails: { ...council(100), isTemporaryAccommodation: true },
      incomeDetails: { otherBenefits: ['universal-credit'] },
    },
    expected: { weeklyAmount: 100, route: 'special-housing', zeroReason: null, warnings: [] },
    checks: 'docs/rules.md HB 2',
  },
  {
    name: '2025/26 gets Universal Credit: no Housing Benefit',
    input: { taxYear: '2025-26', personalDetails: at40, propertyDetails: { actualRent: 100 }, incomeDetails: { otherBenefits: ['universal-credit'] }, lhaArea: COVENTRY },
    expected: { weeklyAmount: 0, route: 'universal-credit', zeroReason: 'universal-credit' },
    checks: 'docs/rules.md HB 2',
  },
  {
    name: '2025/26 gets Universal Credit in supported accommodation: Housing Benefit',
    input: {
      taxYear: '2025-26',
      personalDetails: at40,
      propertyDetails: { ...council(100), isSupportedAccommodation: true },
      incomeDetails: { otherBenefits: ['universal-credit'] },
    },
    expected: { weeklyAmount: 100, route: 'special-housing' },
    checks: 'docs/rules.md HB 2',
  },

  // docs/rules.md HB 1 and 2, mixed-age couples. 2026/27, you 70 and your partner 60, council 2
  // bedrooms (1 spare), rent 150, pension 300. Not protected: working-age couple 150.15; no
  // spare-bedroom reduction, as one of you has reached State Pension age (reg A13(2)(d));
  // taper 65% × (300 − 150.15) = 97.4025 → 97.40; weekly 150 − 97.40 = 52.60.
  {
    name: '2026/27 mixed-age couple: Universal Credit, estimate under working-age rules',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 70, relationshipStatus: 'couple', partnerAge: 60 },
      propertyDetails: council(150, 2),
      incomeDetails: { pension: 300 },
    },
    expected: {
      isPensionAge: false,
      route: 'mixed-age-couple',
      isExistingClaimOnly: true,
      applicableAmount: 150.15,
      bedroomTaxReduction: 0,
      eligibleRent: 150,
      taperReduction: 97.4,
      weeklyAmount: 52.6,
      warnings: [MIXED_AGE],
    },
    checks: 'docs/rules.md HB 1, 2 and 6; HB Regs regs 5 and A13(2)(d)',
  },
  // The claim began before 15 May 2019: pension-age couple; before April 2021 from the older age,
  // 70 < 71 → no: 363.25; income 300 within it; weekly 150.
  {
    name: '2026/27 mixed-age couple whose claim began before 15 May 2019: pension age',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 70, relationshipStatus: 'couple', partnerAge: 60, claimBeforeMay2019: true },
      propertyDetails: council(150, 2),
      incomeDetails: { pension: 300 },
    },
    expected: { isPensionAge: true, route: 'pension-age', isExistingClaimOnly: false, applicableAmount: 363.25, taperReduction: 0, weeklyAmount: 150, warnings: [] },
    checks: 'docs/rules.md HB 1',
  },
  // 2024/25, you 68 and your partner 64, council 1 bedroom, rent 120, pension 250. Not protected:
  // 142.25; 65% × (250 − 142.25) = 70.0375 → 70.04; weekly 120 − 70.04 = 49.96. Protected:
  // pension-age couple, older age 68 < 69 → 332.95; weekly 120.
  {
    name: '2024/25 mixed-age couple: working-age rules',
    input: { taxYear: '2024-25', personalDetails: { age: 68, relationshipStatus: 'couple', partnerAge: 64 }, propertyDetails: council(120), incomeDetails: { pension: 250 } },
    expected: { route: 'mixed-age-couple', applicableAmount: 142.25, taperReduction: 70.04, weeklyAmount: 49.96 },
    checks: 'docs/rules.md HB 1 and 2',
  },
  {
    name: '2024/25 mixed-age couple whose claim began before 15 May 2019',
    input: {
      taxYear: '2024-25',
      personalDetails: { age: 68, relationshipStatus: 'couple', partnerAge: 64, claimBeforeMay2019: true },
      propertyDetails: council(120),
      incomeDetails: { pension: 250 },
    },
    expected: { route: 'pension-age', applicableAmount: 332.95, weeklyAmount: 120 },
    checks: 'docs/rules.md HB 1',
  },
  // 2025/26, you 72 and your partner 66. Partner's answer not given: 66 has reached it in 2025/26
  // (born before 6 April 1960), so both: pension age; older age 72 ≥ 66 + 4 = 70 → before April 2021: 366.00.
  {
    name: '2025/26 partner of 66 not answered: a pension-age couple',
    input: { taxYear: '2025-26', personalDetails: { age: 72, relationshipStatus: 'couple', partnerAge: 66 }, propertyDetails: council(100) },
    expected: { route: 'pension-age', applicableAmount: 366, weeklyAmount: 100, warnings: [] },
    checks: 'docs/rules.md HB 1 (66 in 2025/26: reached)',
  },
  // 2026/27, you 72 and your partner 66, partner's answer not given: open, worked out as not reached,
  // so a mixed-age couple on the working-age rules: couple 150.15; no income, weekly 100; said first.
  {
    name: '2026/27 partner of 66 not answered: a mixed-age couple, and said',
    input: { taxYear: '2026-27', personalDetails: { age: 72, relationshipStatus: 'couple', partnerAge: 66 }, propertyDetails: council(100) },
    expected: { route: 'mixed-age-couple', applicableAmount: 150.15, weeklyAmount: 100, warnings: [spaUnanswered('partner'), MIXED_AGE] },
    checks: 'docs/rules.md HB 1 (66 in 2026/27: asked, nothing pre-set)',
  },
  {
    name: '2025/26 partner of 66 who has reached State Pension age: a pension-age couple',
    input: { taxYear: '2025-26', personalDetails: { age: 72, relationshipStatus: 'couple', partnerAge: 66, partnerIsPensionAge: true }, propertyDetails: council(100) },
    expected: { route: 'pension-age', applicableAmount: 366, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 1; HB(SPC) Regs Sch 3 para 1',
  },

  // docs/rules.md HB 4: guarantee credit is a line of its own. 2026/27, 70, pension 300: counted
  // income 300, less 300 → 0; weekly = rent 100.
  {
    name: '2026/27 guarantee credit: a line makes income count as £0',
    input: { taxYear: '2026-27', personalDetails: { age: 70 }, propertyDetails: council(100), incomeDetails: { pension: 300, getsGuaranteeCredit: true } },
    expected: {
      assessedIncome: 0,
      weeklyAmount: 100,
      breakdown: {
        passport: {
          name: msg('hb.passport.pensionCreditGuarantee'),
          amount: 300,
          qualifying: true,
          working: msg('hb.passport.gets', { benefits: listOfValues([msg('hb.passport.pensionCreditGuarantee')]) }),
        },
      },
    },
    checks: 'docs/rules.md HB 4; HB(SPC) Regs reg 26',
  },
  // A full-time student of working age: the warning in the Important box.
  {
    name: '2024/25 full-time student: the warning',
    input: { taxYear: '2024-25', personalDetails: { ...at40, isStudent: true }, propertyDetails: council(100) },
    expected: { weeklyAmount: 100, warnings: [NEW_CLAIMS, STUDENT] },
    checks: 'docs/rules.md HB 2; HB Regs reg 56',
  },
  // ---- Areas built in from their April 2024 publications: England, Scotland, Wales ----------------
  // 2026/27 single 40 in East Lancs (South Ribble's table): 1-bed 97.81; rent 120 → limit 22.19, eligible 97.81.
  // No income: weekly 97.81; monthly 97.81 × 4.33 = 423.5173 → 423.52.
  {
    name: '2026/27 single 40 in East Lancs above the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: { actualRent: 120 }, lhaArea: EAST_LANCS },
    expected: {
      lhaSource: 'area',
      lhaAreaName: 'East Lancs',
      lhaRate: 97.81,
      eligibleRent: 97.81,
      weeklyAmount: 97.81,
      monthlyAmount: 423.52,
      warnings: [lhaWarning(9781), NEW_CLAIMS],
      breakdown: { rent: [{ amount: 120 }, { name: msg('hb.lhaLimit'), amount: 22.19, qualifying: true, rateId: 'housing-benefit.lha.east-lancs.one-bed' }] },
    },
    checks: 'docs/rules.md HB 5, 6; the rates table (src/calc/rates/) East Lancs',
  },
  // 2025/26 lone parent, 28, with children 6 and 3 in Greater Glasgow: 1 + 1 (two under 10 share) = 2 bedrooms,
  // not the shared rate (a child); 2-bed 195.62; rent 210 → eligible 195.62. No income: weekly 195.62; monthly
  // 195.62 × 4.33 = 847.0346 → 847.03.
  {
    name: '2025/26 lone parent with two young children in Greater Glasgow: the 2-bed rate',
    input: { taxYear: '2025-26', personalDetails: { age: 28, household: [child(6), child(3)] }, propertyDetails: { actualRent: 210 }, lhaArea: GREATER_GLASGOW },
    expected: { bedroomsNeeded: 2, lhaCategory: 'two-bed', lhaRate: 195.62, lhaAreaName: 'Greater Glasgow', eligibleRent: 195.62, weeklyAmount: 195.62, monthlyAmount: 847.03 },
    checks: 'docs/rules.md HB 5, 6; the rates table (src/calc/rates/) Greater Glasgow',
  },
  // 2024/25 single 30 in Newport: under 35 → the shared rate 77.65; rent 95 → eligible 77.65. Earnings 100.30 − 5
  // single disregard = 95.30; above 90.50 by 4.80; 65% = 3.12. Weekly 77.65 − 3.12 = 74.53; monthly
  // 74.53 × 4.33 = 322.7149 → 322.71.
  {
    name: '2024/25 single 30 in Newport with earnings: the shared rate',
    input: { taxYear: '2024-25', personalDetails: { age: 30 }, propertyDetails: { actualRent: 95 }, incomeDetails: { earnings: 100.3 }, lhaArea: NEWPORT },
    expected: {
      lhaCategory: 'shared-room',
      lhaRate: 77.65,
      lhaAreaName: 'Newport',
      eligibleRent: 77.65,
      applicableAmount: 90.5,
      assessedIncome: 95.3,
      taperReduction: 3.12,
      weeklyAmount: 74.53,
      monthlyAmount: 322.71,
    },
    checks: 'docs/rules.md HB 4, 5, 8; the rates table (src/calc/rates/) Newport',
  },
  // ---- Bedrooms by who can share (docs/rules.md HB 5; HB Regs regs B13(5)-(7), 13D(3)) --------------
  // Working age, no income: Housing Benefit is the whole eligible rent (income 0 is below every
  // applicable amount), the same in every year (the LHA rates are the April 2024 ones in all three
  // and the spare-bedroom percentages do not change). Monthly = weekly × 4.33.
  //
  // Council tenant 40 with two sons 12 and 14 (same sex, under 16: they share) in a 3-bedroom home:
  // 1 + 1 = 2 needed, 1 spare → 14% of 100 = 14 → 86; 86 × 4.33 = 372.38. The old rule gave 3 and no cut.
  ...(['2024-25', '2025-26', '2026-27'] as const).map((taxYear): Case => ({
    name: `${taxYear} council tenant with two sons 12 and 14 in a 3-bedroom home: they share, 14% off`,
    input: { taxYear, personalDetails: { ...at40, household: [boy(12), boy(14)] }, propertyDetails: council(100, 3) },
    expected: {
      bedroomsNeeded: 2,
      spareBedrooms: 1,
      bedroomTaxReduction: 14,
      eligibleRent: 86,
      weeklyAmount: 86,
      monthlyAmount: 372.38,
      lhaWorking: msg('hb.lha.social', { need: msg('hb.need.rooms', { count: 2, who: listOfValues([msg('bedrooms.you'), msg('bedrooms.twoSons')], 'commas') }) }),
    },
    checks: 'docs/rules.md HB 5, 6; HB Regs reg B13(5)(c)',
  })),
  // The same household typing 3 bedrooms allowed (used instead of the count, docs/rules.md HB 5): 3
  // allowed in a 3-bedroom home, no spare → no cut, 100; 100 × 4.33 = 433.00.
  {
    name: '2026/27 council tenant with two sons 12 and 14 in a 3-bedroom home who types 3 bedrooms allowed: no cut',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [boy(12), boy(14)] }, propertyDetails: { ...council(100, 3), bedroomsTyped: 3 } },
    expected: {
      bedroomsNeeded: 3,
      spareBedrooms: 0,
      bedroomTaxReduction: 0,
      eligibleRent: 100,
      weeklyAmount: 100,
      monthlyAmount: 433,
      lhaWorking: msg('hb.lha.social', { need: msg('hb.need.typed', { count: 3, counted: 2 }) }),
    },
    checks: 'docs/rules.md HB 5, 6; HB Regs regs B13(2), (5)',
  },
  // A son of 12 and a daughter of 14 cannot share: 1 + 1 + 1 = 3 needed, no spare → 100; 100 × 4.33 = 433.00.
  {
    name: '2026/27 council tenant with a son of 12 and a daughter of 14: a room each, no cut',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [boy(12), girl(14)] }, propertyDetails: council(100, 3) },
    expected: { bedroomsNeeded: 3, spareBedrooms: 0, bedroomTaxReduction: 0, weeklyAmount: 100, monthlyAmount: 433 },
    checks: 'docs/rules.md HB 5; HB Regs reg B13(5)',
  },
  // The elder son gets DLA care at the middle rate and cannot share because of it (reg B13(5)(ba)):
  // 1 + 1 + 1 = 3, no spare → 100 (the disabled child premium raises the applicable amount only).
  {
    name: '2026/27 council tenant with two sons, the elder cannot share because of a disability: no cut',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, household: [boy(12), { ...boy(14), hasDisability: true, cannotShare: true }] },
      propertyDetails: council(100, 3),
    },
    expected: { bedroomsNeeded: 3, bedroomTaxReduction: 0, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 5; HB Regs reg B13(5)(ba)',
  },
  // Private, Coventry: two sons 12 and 14 share → 2 → the 2-bed rate 155.34 (not the 3-bed 178.36);
  // rent 200 → 155.34; 155.34 × 4.33 = 672.6222 → 672.62.
  ...(['2025-26', '2026-27'] as const).map((taxYear): Case => ({
    name: `${taxYear} private tenant with two sons 12 and 14: the 2-bed rate`,
    input: { taxYear, personalDetails: { ...at40, household: [boy(12), boy(14)] }, propertyDetails: { actualRent: 200 }, lhaArea: COVENTRY },
    expected: { bedroomsNeeded: 2, lhaCategory: 'two-bed', eligibleRent: 155.34, weeklyAmount: 155.34, monthlyAmount: 672.62 },
    checks: 'docs/rules.md HB 5; HB Regs reg 13D(3)',
  })),
  // The same household typing 1 bedroom allowed (used instead of the count of 2, docs/rules.md HB 5):
  // Coventry 1-bed 132.33; rent 200 → 132.33; 132.33 × 4.33 = 572.9889 → 572.99.
  {
    name: '2026/27 private tenant with two sons 12 and 14 who types 1 bedroom allowed: the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [boy(12), boy(14)] }, propertyDetails: { actualRent: 200, bedroomsTyped: 1 }, lhaArea: COVENTRY },
    expected: {
      bedroomsNeeded: 1,
      lhaCategory: 'one-bed',
      eligibleRent: 132.33,
      weeklyAmount: 132.33,
      monthlyAmount: 572.99,
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.oneBed'),
        area: 'Coventry',
        rate: moneyWithPence(13233),
        need: msg('hb.need.typed', { count: 1, counted: 2 }),
      }),
    },
    checks: 'docs/rules.md HB 5; HB Regs reg 13D(3)',
  },
  // A girl of 12 shares with her sister of 7; their brother of 5 has a room: 1 + 1 + 1 = 3 → Coventry
  // 3-bed 178.36; rent 250 → 178.36; 178.36 × 4.33 = 772.2988 → 772.30.
  {
    name: '2026/27 private tenant with a girl of 12, her sister of 7 and a brother of 5: the 3-bed rate',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [girl(12), boy(5), girl(7)] }, propertyDetails: { actualRent: 250 }, lhaArea: COVENTRY },
    expected: {
      bedroomsNeeded: 3,
      lhaCategory: 'three-bed',
      eligibleRent: 178.36,
      weeklyAmount: 178.36,
      monthlyAmount: 772.3,
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.threeBed'),
        area: 'Coventry',
        rate: moneyWithPence(17836),
        need: msg('hb.need.rooms', {
          count: 3,
          who: listOfValues(
            [
              msg('bedrooms.you'),
              msg('bedrooms.share', { n: 1, about: msg('bedrooms.girl', { age: 12 }), otherN: 3, otherAbout: msg('bedrooms.girl', { age: 7 }) }),
              msg('bedrooms.ownRoom', { n: 2, about: msg('bedrooms.boy', { age: 5 }) }),
            ],
            'commas',
          ),
        }),
      }),
    },
    checks: 'docs/rules.md HB 5; HB Regs regs B13(5), 13D(3)',
  },
  // A foster carer of 30 between placements, private, Coventry: not a "young individual" (reg 2(1)(i)),
  // so not the shared rate; 1 + 1 (reg B13(6)(b)) = 2 → 2-bed 155.34; rent 160 → 155.34. Without
  // fostering it would be the shared rate 99.50.
  {
    name: '2026/27 private tenant of 30 who is a foster carer: the 2-bed rate, not the shared rate',
    input: { taxYear: '2026-27', personalDetails: { age: 30, fosterCarer: true }, propertyDetails: { actualRent: 160 }, lhaArea: COVENTRY },
    expected: { bedroomsNeeded: 2, lhaCategory: 'two-bed', eligibleRent: 155.34, weeklyAmount: 155.34 },
    checks: 'docs/rules.md HB 5; HB Regs regs 2(1) "young individual", B13(6)(b), 13D(3)',
  },
  // A couple of 40 who cannot share because of a disability (reg B13(5)(za)-(zb)) with an overnight
  // carer (reg B13(6)(a)), council home with 3 bedrooms: 1 + 1 + 1 = 3, no spare → 100.
  // With only the carer's room: 2 needed, 1 spare → 14% of 100 = 14 → 86.
  {
    name: '2026/27 council tenant couple who cannot share, with an overnight carer: 3 bedrooms, no cut',
    input: { taxYear: '2026-27', personalDetails: { ...couple40, coupleCannotShare: true, overnightCareRooms: 1 }, propertyDetails: council(100, 3) },
    expected: { bedroomsNeeded: 3, bedroomTaxReduction: 0, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 5; HB Regs reg B13(5)(za)-(zb), (6)(a)',
  },
  {
    name: '2026/27 council tenant couple with an overnight carer only: 2 bedrooms, 14% off',
    input: { taxYear: '2026-27', personalDetails: { ...couple40, overnightCareRooms: 1 }, propertyDetails: council(100, 3) },
    expected: { bedroomsNeeded: 2, bedroomTaxReduction: 14, weeklyAmount: 86 },
    checks: 'docs/rules.md HB 5; HB Regs reg B13(6)(a)',
  },
  // A saved calculation from before the number was asked: the "carer to stay overnight" tick is one room, 1 + 1 = 2.
  {
    name: '2026/27 the old overnight carer tick still counts one room',
    input: { taxYear: '2026-27', personalDetails: { ...couple40, disabilities: ['carer-bedroom-needed'] }, propertyDetails: council(100, 2) },
    expected: { bedroomsNeeded: 2, bedroomTaxReduction: 0, weeklyAmount: 100 },
    checks: 'docs/rules.md HB 5; HB Regs reg B13(6)(a)',
  },
  // The end-to-end tests' households, 2026/27.
  // Single 40, a council home of 3 bedrooms: 1 needed, 2 spare → 25% of 100 = 25; eligible 75; no income; monthly 75 × 4.33 = 324.75.
  {
    name: '2026/27 council tenant, two spare bedrooms: 25%',
    input: { taxYear: '2026-27', personalDetails: at40, propertyDetails: council(100, 3) },
    expected: { bedroomTaxReduction: 25, eligibleRent: 75, taperReduction: 0, weeklyAmount: 75, monthlyAmount: 324.75 },
    checks: 'docs/rules.md HB 6; HB Regs reg B13 (25% for two or more spare bedrooms)',
  },
  // Couple, 30, children 12, 7 and 4 and a non-dependant of 20 on £200 a week, in Dundee and Angus, rent 200.
  // Applicable: couple 150.15 + 3 × 87.88 (263.64) = 413.79 (no family premium: a claim after May 2016). Bedrooms: the couple
  // 1, the child of 12 1, the children of 7 and 4 share 1 (under 10), the non-dependant 1 = 4 → the 4-bed rate 253.15; rent
  // 200 within it. Earnings 150 + 50 less the couple's 10 = 190, below 413.79: no taper. Non-dependant: band 192 to 278.99,
  // 46.85. Weekly 200 − 46.85 = 153.15; monthly 153.15 × 4.33 = 663.1395 → 663.14.
  {
    name: '2026/27 couple with three children and a working non-dependant in Dundee and Angus: the 4-bed rate',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 30, relationshipStatus: 'couple', household: [child(12), child(7), child(4), nonDependant(20, 200)] },
      propertyDetails: { actualRent: 200, bedrooms: 4 },
      incomeDetails: { earnings: 150, partnerEarnings: 50 },
      lhaArea: DUNDEE_AND_ANGUS,
    },
    expected: { applicableAmount: 413.79, bedroomsNeeded: 4, eligibleRent: 200, taperReduction: 0, nonDependantDeductions: 46.85, weeklyAmount: 153.15, monthlyAmount: 663.14 },
    checks: 'docs/rules.md HB 3, 5, 7; HB Regs reg 74 (band 192 to 278.99)',
  },
  // Single 30 in Dundee and Angus: under 35, the shared rate 86.30 caps rent 100. Earnings 100 − 5 = 95; savings 7,000:
  // 1,000 above 6,000 → 4 bands of 250 → 4; income 99. Excess 99 − 95.55 = 3.45; × 65% = 2.2425 → 2.24. Weekly
  // 86.30 − 2.24 = 84.06; monthly 84.06 × 4.33 = 363.9798 → 363.98.
  {
    name: '2026/27 single 30 in Dundee and Angus on the shared rate, with earnings and tariff income',
    input: { taxYear: '2026-27', personalDetails: { age: 30 }, propertyDetails: { actualRent: 100 }, incomeDetails: { earnings: 100, savings: 7000 }, lhaArea: DUNDEE_AND_ANGUS },
    expected: { eligibleRent: 86.3, assessedIncome: 99, applicableAmount: 95.55, taperReduction: 2.24, weeklyAmount: 84.06, monthlyAmount: 363.98 },
    checks: 'docs/rules.md HB 4, 5, 8',
  },
  // You 70 and your partner 60, not protected: working-age couple 150.15. Council 1 bedroom, rent 120, pension 250 (no
  // earnings, no disregard): 65% × (250 − 150.15) = 64.9025 → 64.90; weekly 120 − 64.90 = 55.10; monthly 55.10 × 4.33 =
  // 238.583 → 238.58.
  {
    name: '2026/27 mixed-age couple, pension 250: working-age rules and a taper',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 70, relationshipStatus: 'couple', partnerAge: 60, claimBeforeMay2019: false },
      propertyDetails: council(120),
      incomeDetails: { pension: 250 },
    },
    expected: { route: 'mixed-age-couple', applicableAmount: 150.15, taperReduction: 64.9, weeklyAmount: 55.1, monthlyAmount: 238.58 },
    checks: 'docs/rules.md HB 1 and 2',
  },
  // The same couple whose claim began before 15 May 2019: pension-age couple, the older 70 < 71 → after April 2021: 363.25;
  // pension 250 within it: the whole rent 120.
  {
    name: '2026/27 mixed-age couple, pension 250, claim before 15 May 2019: the whole rent',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 70, relationshipStatus: 'couple', partnerAge: 60, claimBeforeMay2019: true },
      propertyDetails: council(120),
      incomeDetails: { pension: 250 },
    },
    expected: { route: 'pension-age', applicableAmount: 363.25, taperReduction: 0, weeklyAmount: 120 },
    checks: 'docs/rules.md HB 1',
  },
  // Single 40 and a non-dependant of 25 on £300 a week in Dundee and Angus, rent 160: 2 bedrooms → the 2-bed rate 141.53;
  // eligible 141.53. Band 279 to 364.99: 64.35. Weekly 141.53 − 64.35 = 77.18; monthly 77.18 × 4.33 = 334.1894 → 334.19.
  {
    name: '2026/27 single 40 with a non-dependant of 25 on £300 in Dundee and Angus: the 2-bed rate less band 3',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [nonDependant(25, 300)] }, propertyDetails: { actualRent: 160 }, lhaArea: DUNDEE_AND_ANGUS },
    expected: { bedroomsNeeded: 2, eligibleRent: 141.53, nonDependantDeductions: 64.35, weeklyAmount: 77.18, monthlyAmount: 334.19 },
    checks: 'docs/rules.md HB 5 and 7; HB Regs reg 74 (band 279 to 364.99)',
  },
  // Pension age 68 (after April 2021: 238.00) with Attendance Allowance and the severe disability premium's benefit, and an
  // adult of 40 who gets Attendance Allowance too: they do not count (HB(SPC) Regs Sch 3 para 6(6)), so the premium is paid:
  // 238.00 + 86.05 = 324.05. Earnings 50 − 20 = 30 + pension 241.40 = 271.40, within it: no taper, the whole rent 100.
  {
    name: '2026/27 pension age with Attendance Allowance and an adult who gets it too: the severe disability premium',
    input: {
      taxYear: '2026-27',
      personalDetails: {
        age: 68,
        disabilities: ['no-non-dependant-deductions', 'severe-disability-premium'],
        household: [{ ...nonDependant(40, 0), getsDisabilityBenefitOrBlind: true }],
      },
      propertyDetails: council(100, 2),
      incomeDetails: { earnings: 50, pension: 241.4 },
    },
    expected: { applicableAmount: 324.05, nonDependantDeductions: 0, assessedIncome: 271.4, taperReduction: 0, weeklyAmount: 100 },
    checks: 'HB(SPC) Regs Sch 3 para 6(6), Sch 4 para 5, reg 55(6)',
  },
  // Private rent 100 with fuel of 20 a week, no LHA rate known (no area): 100 − 20 = 80, not capped.
  {
    name: '2026/27 fuel in a private rent with no LHA rate known: the fuel comes off',
    input: { taxYear: '2026-27', propertyDetails: { actualRent: 100, heatingIncluded: true, fuelChargeWeekly: 20, councilTaxIncluded: true, hasDisabilityAdaptations: true } },
    expected: { eligibleRent: 80, weeklyAmount: 80 },
    checks: 'docs/rules.md HB 6; HB Regs 2006 Sch 1 paras 5 and 6(1)',
  },
  // A non-dependant after a child is person 2 on the form, and the working names them so. Single 40 with a child of 10
  // (person 1) and a non-dependant of 30 with no income (person 2), council flat of 3 bedrooms (1 + child + adult = 3) at
  // 200: no spare bedroom. Applicable 95.55 + 87.88 = 183.43; no income. Lowest deduction 20.40 → 200 − 20.40 = 179.60.
  {
    name: '2026/27 a non-dependant after a child: the deduction names them as person 2, as the form numbers them',
    input: { taxYear: '2026-27', personalDetails: { ...at40, household: [child(10), nonDependant(30, 0)] }, propertyDetails: council(200, 3) },
    expected: {
      applicableAmount: 183.43,
      nonDependantDeductions: 20.4,
      weeklyAmount: 179.6,
      breakdown: { deductions: [{ name: msg('hb.nonDependantDeduction', { n: 2, age: 30 }), amount: 20.4 }] },
    },
    checks: 'docs/rules.md HB 7; the result names each person by their number on the form',
  },
  // Pension age 70 (from April 2021 in 2026/27: 66 + 5 = 71 > 70): single 238.00; a child of 12 (87.88) on DLA highest care:
  // disabled child premium 84.46 and the enhanced disability premium for a child 33.99 (HB(SPC) Regs Sch 3 para 7):
  // 238.00 + 87.88 + 84.46 + 33.99 = 444.33. Pension 600, no guarantee credit: 600 − 444.33 = 155.67; 65% = 101.1855 →
  // 101.19. Council 2-bed (no reduction at pension age) at 150: 150 − 101.19 = 48.81. Without the premium the case below.
  {
    name: '2026/27 pension age with a child on DLA highest care: the enhanced disability premium for a child',
    input: {
      taxYear: '2026-27',
      personalDetails: { age: 70, household: [child(12, true)], disabilities: ['enhanced-disability-child'] },
      propertyDetails: council(150, 2),
      incomeDetails: { pension: 600 },
    },
    expected: { isPensionAge: true, applicableAmount: 444.33, taperReduction: 101.19, weeklyAmount: 48.81 },
    checks: 'HB(SPC) Regs Sch 3 paras 7 and 8, Sch 3 Part 4; docs/rules.md HB 3',
  },
  // The same without the tick: 238.00 + 87.88 + 84.46 = 410.34; 600 − 410.34 = 189.66; 65% = 123.279 → 123.28;
  // 150 − 123.28 = 26.72. The premium's 33.99 raises the award by 48.81 − 26.72 = 22.09 (65% of 33.99 = 22.0935).
  {
    name: '2026/27 pension age with a disabled child, the enhanced rate not ticked: 22.09 a week less',
    input: { taxYear: '2026-27', personalDetails: { age: 70, household: [child(12, true)] }, propertyDetails: council(150, 2), incomeDetails: { pension: 600 } },
    expected: { applicableAmount: 410.34, taperReduction: 123.28, weeklyAmount: 26.72 },
    checks: 'HB(SPC) Regs Sch 3 para 8; docs/rules.md HB 3 and 8',
  },
  // Two non-dependants of 30 and 28 who are a couple (each names the other) share a bedroom (HB Regs reg 13D(3)(a)): 1 + 1 =
  // 2 → Coventry 2-bed 155.34 caps rent 200 (as two adults, 3 → 3-bed 178.36). One deduction, by their joint income
  // 150 + 100 = 250: band 192 to 278.99, 46.85 (reg 74(3)-(4); apart each would take 20.40). 155.34 − 46.85 = 108.49.
  {
    name: '2026/27 a couple of non-dependants: one bedroom between them and one deduction by their joint income',
    input: {
      taxYear: '2026-27',
      personalDetails: {
        ...at40,
        household: [
          { ...nonDependant(30, 150), coupleWith: 2 },
          { ...nonDependant(28, 100), coupleWith: 1 },
        ],
      },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: {
      bedroomsNeeded: 2,
      lhaCategory: 'two-bed',
      eligibleRent: 155.34,
      nonDependantDeductions: 46.85,
      weeklyAmount: 108.49,
      breakdown: {
        deductions: [
          {
            name: msg('hb.nonDependantDeduction.couple', { n: 1, otherN: 2 }),
            amount: 46.85,
            qualifying: true,
            working: msg('hb.nonDependant.coupleBand', { income: moneyWithPence(25000), band: 2, amount: moneyWithPence(4685) }),
          },
        ],
      },
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.twoBed'),
        area: 'Coventry',
        rate: moneyWithPence(15534),
        need: msg('hb.need.rooms', { count: 2, who: listOfValues([msg('bedrooms.you'), msg('bedrooms.adultCouple', { n: 1, otherN: 2 })], 'commas') }),
      }),
    },
    checks: 'docs/rules.md HB 5 and 7; HB Regs regs 13D(3)(a), 74(3)-(4)',
  },
  // Only a couple when each names the other: person 1 names person 2, who names no one. Two adults: 3 bedrooms → 3-bed
  // 178.36 caps rent 200; each takes the lowest deduction 20.40: 178.36 − 40.80 = 137.56.
  {
    name: '2026/27 one adult naming another who does not name them: not a couple',
    input: {
      taxYear: '2026-27',
      personalDetails: { ...at40, household: [{ ...nonDependant(30, 150), coupleWith: 2 }, nonDependant(28, 100)] },
      propertyDetails: { actualRent: 200 },
      lhaArea: COVENTRY,
    },
    expected: { bedroomsNeeded: 3, eligibleRent: 178.36, nonDependantDeductions: 40.8, weeklyAmount: 137.56 },
    checks: 'docs/rules.md HB 5 and 7',
  },
  // 2025/26: single 40 in a council 3-bed at 100 with a couple of non-dependants: a student of 20 (person 1) and a partner
  // of 22 earning 300 (person 2). Bedrooms 1 + 1 = 2: one spare, 14% of 100 = 14.00 → 86.00. The student takes no deduction
  // on their own, their partner does: one deduction by the joint income 0 + 300 = 300, band 266 to 347.99, 62.00
  // (reg 74(3)-(4)). 86.00 − 62.00 = 24.00; applicable 92.05, no income. Monthly 24 × 4.33 = 103.92.
  {
    name: '2025/26 a couple of non-dependants in a council flat, one a student: one spare bedroom and one deduction',
    input: {
      taxYear: '2025-26',
      personalDetails: {
        ...at40,
        household: [
          { ...nonDependant(20, 0), isStudent: true, coupleWith: 2 },
          { ...nonDependant(22, 300), coupleWith: 1 },
        ],
      },
      propertyDetails: council(100, 3),
    },
    expected: {
      bedroomsNeeded: 2,
      spareBedrooms: 1,
      bedroomTaxReduction: 14,
      eligibleRent: 86,
      nonDependantDeductions: 62,
      weeklyAmount: 24,
      monthlyAmount: 103.92,
      warnings: [spareWarning(1, 14), NEW_CLAIMS],
    },
    checks: 'docs/rules.md HB 5, 6 and 7; HB Regs regs B13(5)(a), 74(3)-(4) and (7)',
  },
  // 2024/25: a couple of non-dependants, one 17 and one a full-time student of 19: neither would take a deduction on
  // their own, so the couple takes none. Council 2-bed at 90 (1 + 1 = 2, no spare): 90, applicable 90.50, no income.
  {
    name: '2024/25 a couple of non-dependants neither of whom takes a deduction: none',
    input: {
      taxYear: '2024-25',
      personalDetails: {
        ...at40,
        household: [
          { ...nonDependant(17, 0), coupleWith: 2 },
          { ...nonDependant(19, 0), isStudent: true, coupleWith: 1 },
        ],
      },
      propertyDetails: council(90, 2),
    },
    expected: {
      bedroomsNeeded: 2,
      bedroomTaxReduction: 0,
      nonDependantDeductions: 0,
      weeklyAmount: 90,
      breakdown: { deductions: [{ name: msg('hb.nonDependantDeduction.couple', { n: 1, otherN: 2 }), qualifying: false, working: msg('hb.nonDependant.coupleNone') }] },
    },
    checks: 'docs/rules.md HB 5 and 7; HB Regs reg 74(3), (7)',
  },

  // docs/rules.md HB 5, the cases of HB Regs reg 2(1) "young individual". Coventry 2026/27: shared
  // 99.50, 1-bed 132.33. Single, no children, no income, rent 120 a week.
  // Care leaver of 23: under 25, so not a young individual: the 1-bed rate 132.33; rent 120 is within
  // it → eligible 120; no income → weekly 120; monthly 120 × 4.33 = 519.60.
  {
    name: '2026/27 single care leaver of 23: the 1-bed rate, not the shared rate',
    input: { taxYear: '2026-27', personalDetails: { age: 23, sharedRateExemptions: ['care-leaver'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: {
      lhaCategory: 'one-bed',
      lhaRate: 132.33,
      eligibleRent: 120,
      weeklyAmount: 120,
      monthlyAmount: 519.6,
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.oneBed'),
        area: 'Coventry',
        rate: moneyWithPence(13233),
        need: msg('hb.need.notShared', { reason: msg('hb.young.careLeaver', { age: 25 }) }),
      }),
    },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual" (care leaver under 25), reg 13D(2)',
  },
  // The same 23-year-old without the answer: a young individual, the shared rate 99.50 caps rent 120
  // → eligible 99.50; weekly 99.50; monthly 99.50 × 4.33 = 430.835 → 430.84.
  {
    name: '2026/27 single 23, no case of reg 2(1) given: the shared rate',
    input: { taxYear: '2026-27', personalDetails: { age: 23 }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'shared-room', lhaRate: 99.5, eligibleRent: 99.5, weeklyAmount: 99.5, monthlyAmount: 430.84 },
    checks: 'docs/rules.md HB 5; HB Regs reg 13D(2)',
  },
  // A care leaver of 25: the care leaver case ends at 25, so a young individual: shared 99.50 → weekly 99.50.
  {
    name: '2026/27 single care leaver of 25: the shared rate (the case is under 25 only)',
    input: { taxYear: '2026-27', personalDetails: { age: 25, sharedRateExemptions: ['care-leaver'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'shared-room', eligibleRent: 99.5, weeklyAmount: 99.5 },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual" (care leaver under 25)',
  },
  // 30, 3 months in hostels for homeless people with resettlement support (reg 2(1A)-(1B)): the 1-bed
  // rate 132.33; rent 120 → weekly 120; monthly 519.60.
  {
    name: '2026/27 single 30 after 3 months in homeless hostels: the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: { age: 30, sharedRateExemptions: ['homeless-hostel'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: {
      lhaCategory: 'one-bed',
      eligibleRent: 120,
      weeklyAmount: 120,
      monthlyAmount: 519.6,
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.oneBed'),
        area: 'Coventry',
        rate: moneyWithPence(13233),
        need: msg('hb.need.notShared', { reason: msg('hb.young.hostel') }),
      }),
    },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual", reg 2(1A)-(1B)',
  },
  // 20 after the same hostel stay: the case is from 16 since 2021 (no longer from 25 only), so the 1-bed
  // rate 132.33 too; rent 120 → weekly 120.
  {
    name: '2026/27 single 20 after 3 months in homeless hostels: the 1-bed rate (from 16)',
    input: { taxYear: '2026-27', personalDetails: { age: 20, sharedRateExemptions: ['homeless-hostel'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'one-bed', eligibleRent: 120, weeklyAmount: 120 },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual", reg 2(1A)',
  },
  // MAPPA (reg 2(1C)) only from 25: at 24 a young individual, shared 99.50 → weekly 99.50; at 25 the
  // 1-bed rate 132.33, rent 120 → weekly 120.
  {
    name: '2026/27 single 24 managed under MAPPA: the shared rate (the case is from 25)',
    input: { taxYear: '2026-27', personalDetails: { age: 24, sharedRateExemptions: ['mappa'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'shared-room', eligibleRent: 99.5, weeklyAmount: 99.5 },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual", reg 2(1C)',
  },
  {
    name: '2026/27 single 25 managed under MAPPA: the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: { age: 25, sharedRateExemptions: ['mappa'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: {
      lhaCategory: 'one-bed',
      eligibleRent: 120,
      weeklyAmount: 120,
      lhaWorking: msg('hb.lha.areaRate', {
        category: msg('hb.category.oneBed'),
        area: 'Coventry',
        rate: moneyWithPence(13233),
        need: msg('hb.need.notShared', { reason: msg('hb.young.mappa', { age: 25 }) }),
      }),
    },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual", reg 2(1C)',
  },
  // 28 with evidence of domestic abuse since 16, and 32 confirmed a victim of modern slavery (the 2022
  // cases): the 1-bed rate 132.33; rent 120 → weekly 120 each.
  {
    name: '2026/27 single 28, domestic abuse since 16: the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: { age: 28, sharedRateExemptions: ['domestic-abuse'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'one-bed', eligibleRent: 120, weeklyAmount: 120 },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual" (domestic abuse, 2022)',
  },
  {
    name: '2026/27 single 32, a victim of modern slavery: the 1-bed rate',
    input: { taxYear: '2026-27', personalDetails: { age: 32, sharedRateExemptions: ['modern-slavery'] }, propertyDetails: { actualRent: 120 }, lhaArea: COVENTRY },
    expected: { lhaCategory: 'one-bed', eligibleRent: 120, weeklyAmount: 120 },
    checks: 'docs/rules.md HB 5; HB Regs reg 2(1) "young individual" (modern slavery, 2022)',
  },
];
