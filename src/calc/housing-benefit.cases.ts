/**
 * Housing Benefit rule cases. Every expected figure is worked out by hand from spec 001 §9 and
 * DECISIONS.md §2 (the arithmetic is in the comment above each case), not by running the code.
 * Inputs give only what differs from the spec 001 §3 defaults (age 25, single, private 1-bed
 * flat, money 0, default LHA area).
 *
 * Weekly figures used: applicable amounts 77 (single under 25), 97.75 (single 25+), 153.70
 * (couple); premiums family 22.20, disability 42.50, severe 81.50, enhanced 20.85, carer 45.60;
 * taper 65%; non-dependant 80.40 (contributes) / 16.85; tariff income 1 per full 250 above
 * 6,000, nothing over 16,000; default LHA: shared 85, 1-bed 120, 2-bed 155, 3-bed 185, 4-bed 220;
 * spare bedrooms 14% / 25% of rent; monthly = weekly × 4.33.
 */

import type { HousingBenefitInput, HousingBenefitResult, HouseholdMember } from './housing-benefit';
import { findLhaArea } from './lha';
import type { DeepPartial, RuleCase } from './types';

type Case = RuleCase<DeepPartial<HousingBenefitInput>, HousingBenefitResult>;

const child = (age: number): Partial<HouseholdMember> => ({ age, relationship: 'child' });
const nonDependant = (age: number, contributesToRent: boolean): Partial<HouseholdMember> => ({ age, relationship: 'non-dependant', contributesToRent });
const at40 = { age: 40 } as const;
const couple30 = { age: 30, relationshipStatus: 'couple' } as const;
const LHA_WARNING_85 = 'Your rent is above the Local Housing Allowance rate of £85 a week, so your Housing Benefit is based on the LHA rate.';

export const HOUSING_BENEFIT_CASES: Case[] = [
  // Single 25 (< 35, no children): shared rate 85; rent 100 > 85, so 85. Monthly 85 × 4.33 = 368.05.
  {
    name: 'single under 35: shared accommodation rate caps the rent',
    input: { propertyDetails: { actualRent: 100 } },
    expected: { weeklyAmount: 85, monthlyAmount: 368.05, eligibleRent: 85, lhaRate: 85, lhaCategory: 'shared-room', bedroomsNeeded: 1, warnings: [LHA_WARNING_85] },
    checks: 'spec 001 §9 (single under 35 without children gets the shared-room rate; private capped at LHA); spec 001 §8 warning',
  },
  // Single 40: 1-bed rate 120; rent 100 is within it. Monthly 100 × 4.33 = 433.
  {
    name: 'single 40, rent within the 1-bed rate',
    input: { personalDetails: at40, propertyDetails: { actualRent: 100 } },
    expected: { weeklyAmount: 100, monthlyAmount: 433, lhaRate: 120, lhaCategory: 'one-bed', warnings: [] },
    checks: 'spec 001 §9 LHA default area 1-bed 120',
  },
  // Rent 130 > 120: 120. Monthly 120 × 4.33 = 519.60.
  {
    name: 'single 40, rent above the 1-bed rate',
    input: { personalDetails: at40, propertyDetails: { actualRent: 130 } },
    expected: { weeklyAmount: 120, monthlyAmount: 519.6, eligibleRent: 120 },
    checks: 'DECISIONS.md §2 HB 5 (private tenancies capped at the LHA rate)',
  },
  // Age 34 is under 35: shared rate 85 caps rent 100.
  {
    name: 'age 34: still the shared rate',
    input: { personalDetails: { age: 34 }, propertyDetails: { actualRent: 100 } },
    expected: { weeklyAmount: 85, lhaCategory: 'shared-room' },
    checks: 'spec 001 §9 (under 35)',
  },
  // Age 35: 1-bed rate 120, rent 100 paid in full.
  {
    name: 'age 35: the 1-bed rate',
    input: { personalDetails: { age: 35 }, propertyDetails: { actualRent: 100 } },
    expected: { weeklyAmount: 100, lhaCategory: 'one-bed' },
    checks: 'spec 001 §9 (under 35)',
  },
  // Earnings 150 − 97.75 = 52.25 excess; taper 0.65 × 52.25 = 33.9625 → 33.96; 100 − 33.96 = 66.04.
  // Monthly 66.04 × 4.33 = 285.9532 → 285.95.
  {
    name: 'income taper',
    input: { personalDetails: at40, propertyDetails: { actualRent: 100 }, incomeDetails: { earnings: 150 } },
    expected: { weeklyAmount: 66.04, monthlyAmount: 285.95, applicableAmount: 97.75, excessIncome: 52.25, taperReduction: 33.96 },
    checks: 'spec 001 §9 taper 0.65; DECISIONS.md §2 HB 7',
  },
  // Age 20: applicable 77; rent 80 < shared 85; excess 100 − 77 = 23; taper 0.65 × 23 = 14.95; 80 − 14.95 = 65.05.
  // Monthly 65.05 × 4.33 = 281.6665 → 281.67.
  {
    name: 'single under 25 with earnings',
    input: { personalDetails: { age: 20 }, propertyDetails: { actualRent: 80 }, incomeDetails: { earnings: 100 } },
    expected: { weeklyAmount: 65.05, monthlyAmount: 281.67, applicableAmount: 77, taperReduction: 14.95 },
    checks: 'spec 001 §9 applicable amount single under 25',
  },
  // Couple, children 4 and 7 (both under 10 share): 1 + ceil(2 / 2) = 2 bedrooms → 155 caps 180.
  // Applicable 153.70 + 22.20 = 175.90; no income. Monthly 155 × 4.33 = 671.15.
  {
    name: 'couple with two young children: 2-bed rate',
    input: { personalDetails: { ...couple30, household: [child(4), child(7)] }, propertyDetails: { actualRent: 180, bedrooms: 2 } },
    expected: { weeklyAmount: 155, monthlyAmount: 671.15, bedroomsNeeded: 2, lhaRate: 155, applicableAmount: 175.9 },
    checks: 'spec 001 §9 bedroom need; family premium 22.20',
  },
  // Single 30 with children 12 and 8: 1 + 1 + ceil(1 / 2) = 3 bedrooms → 185 caps 200.
  // Applicable 97.75 + 22.20 = 119.95; excess 200 − 119.95 = 80.05; taper 0.65 × 80.05 = 52.0325 → 52.03.
  // 185 − 52.03 = 132.97; monthly 132.97 × 4.33 = 575.7601 → 575.76.
  {
    name: 'single parent, children 12 and 8: 3-bed rate',
    input: { personalDetails: { age: 30, household: [child(12), child(8)] }, propertyDetails: { actualRent: 200 }, incomeDetails: { earnings: 200 } },
    expected: { weeklyAmount: 132.97, monthlyAmount: 575.76, bedroomsNeeded: 3, lhaCategory: 'three-bed', taperReduction: 52.03 },
    checks: 'spec 001 §9 bedroom need (one per child 10+); DECISIONS.md §2 HB 3, 4',
  },
  // Couple, children 2, 5, 8: 1 + ceil(3 / 2) = 3 → 185 caps 250. Monthly 185 × 4.33 = 801.05.
  {
    name: 'three children under 10: rounded up',
    input: { personalDetails: { ...couple30, household: [child(2), child(5), child(8)] }, propertyDetails: { actualRent: 250 } },
    expected: { weeklyAmount: 185, monthlyAmount: 801.05, bedroomsNeeded: 3 },
    checks: 'DECISIONS.md §2 HB 3 (per two under 10, rounded up)',
  },
  // Couple, children 11, 12, 13, 14: 1 + 4 = 5, at most 4 → 220 caps 300. Monthly 220 × 4.33 = 952.60.
  {
    name: 'bedroom need capped at 4',
    input: { personalDetails: { ...couple30, household: [child(11), child(12), child(13), child(14)] }, propertyDetails: { actualRent: 300 } },
    expected: { weeklyAmount: 220, monthlyAmount: 952.6, bedroomsNeeded: 4, lhaCategory: 'four-bed' },
    checks: 'spec 001 §9 bedroom need capped at 4',
  },
  // Single 40 with a carer bedroom: 2 bedrooms → 155; rent 150 within. Monthly 150 × 4.33 = 649.50.
  {
    name: 'carer bedroom adds one',
    input: { personalDetails: { ...at40, disabilities: ['carer-bedroom-needed'] }, propertyDetails: { actualRent: 150 } },
    expected: { weeklyAmount: 150, monthlyAmount: 649.5, bedroomsNeeded: 2, lhaRate: 155 },
    checks: 'spec 001 §9 (plus 1 if a carer bedroom is needed)',
  },
  // Single 30 with a carer bedroom: still single under 35 without children → shared rate 85.
  {
    name: 'single under 35 with a carer bedroom: shared rate as the spec says',
    input: { personalDetails: { age: 30, disabilities: ['carer-bedroom-needed'] }, propertyDetails: { actualRent: 150 } },
    expected: { weeklyAmount: 85, bedroomsNeeded: 2, lhaCategory: 'shared-room' },
    checks: 'DECISIONS.md §2 HB 4',
  },
  // Social, 2 bedrooms for a need of 1: 14% of rent 100 = 14; (100 + 10) − 14 = 96. Monthly 96 × 4.33 = 415.68.
  {
    name: 'social tenancy, one spare bedroom: 14%',
    input: { personalDetails: at40, propertyDetails: { tenancyType: 'social', bedrooms: 2, actualRent: 100, serviceCharges: 10 } },
    expected: {
      weeklyAmount: 96,
      monthlyAmount: 415.68,
      bedroomTaxReduction: 14,
      eligibleRent: 96,
      warnings: ["You have 1 more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by 14%."],
    },
    checks: 'spec 001 §9 (14 percent of actual rent); spec 001 §8 warning; DECISIONS.md §2 HB 5',
  },
  // Housing association, 3 bedrooms for 1: 25% of 100 = 25; 75. Monthly 75 × 4.33 = 324.75.
  {
    name: 'housing association, two spare bedrooms: 25%',
    input: { personalDetails: at40, propertyDetails: { tenancyType: 'housing-association', bedrooms: 3, actualRent: 100 } },
    expected: {
      weeklyAmount: 75,
      monthlyAmount: 324.75,
      bedroomTaxReduction: 25,
      warnings: ["You have 2 more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by 25%."],
    },
    checks: 'spec 001 §9 (two or more by 25 percent); spec 001 §8 warning',
  },
  // Social, need 3 (children 11 and 13), 2 bedrooms: fewer than needed, no reduction: 120.
  {
    name: 'social tenancy with fewer bedrooms than needed: no reduction',
    input: { personalDetails: { ...couple30, household: [child(11), child(13)] }, propertyDetails: { tenancyType: 'social', bedrooms: 2, actualRent: 120 } },
    expected: { weeklyAmount: 120, bedroomTaxReduction: 0, bedroomsNeeded: 3, warnings: [] },
    checks: 'DECISIONS.md §2 HB 5 (fewer bedrooms than needed means no reduction)',
  },
  // Social, single 25: no LHA cap for social rent, so 150 in full.
  {
    name: 'social tenancy is not capped at the LHA rate',
    input: { propertyDetails: { tenancyType: 'social', actualRent: 150 } },
    expected: { weeklyAmount: 150, eligibleRent: 150, warnings: [] },
    checks: 'DECISIONS.md §2 HB 5 (only private tenancies are capped)',
  },
  // Non-dependant 20 contributing: 80.40; one aged 17: none. 120 − 80.40 = 39.60. Monthly 39.60 × 4.33 = 171.468 → 171.47.
  {
    name: 'non-dependant who contributes to rent',
    input: { personalDetails: { ...at40, household: [nonDependant(20, true), nonDependant(17, true)] }, propertyDetails: { actualRent: 120 } },
    expected: {
      weeklyAmount: 39.6,
      monthlyAmount: 171.47,
      nonDependantDeductions: 80.4,
      breakdown: { deductions: [{ amount: 80.4, qualifying: true }, { amount: 0, qualifying: false }] },
    },
    checks: 'spec 001 §9 (a contributing non-dependant uses 80.40); DECISIONS.md §2 HB 6 (aged 18+)',
  },
  // Non-dependant 18 not contributing: 16.85. 120 − 16.85 = 103.15. Monthly 103.15 × 4.33 = 446.6395 → 446.64.
  {
    name: 'non-dependant aged 18 who does not contribute',
    input: { personalDetails: { ...at40, household: [nonDependant(18, false)] }, propertyDetails: { actualRent: 120 } },
    expected: { weeklyAmount: 103.15, monthlyAmount: 446.64, nonDependantDeductions: 16.85 },
    checks: 'spec 001 §9 (others 16.85)',
  },
  // Applicable 97.75 + 42.50 + 45.60 = 185.85; excess 200 − 185.85 = 14.15; taper 0.65 × 14.15 = 9.1975 → 9.20.
  // 120 − 9.20 = 110.80; monthly 110.80 × 4.33 = 479.764 → 479.76.
  {
    name: 'disability and carer premiums',
    input: { personalDetails: { ...at40, disabilities: ['disability-premium', 'carer-premium'] }, propertyDetails: { actualRent: 120 }, incomeDetails: { earnings: 200 } },
    expected: { weeklyAmount: 110.8, monthlyAmount: 479.76, applicableAmount: 185.85, taperReduction: 9.2 },
    checks: 'spec 001 §9 disability premium 42.50, carer 45.60; DECISIONS.md §2 HB 1',
  },
  // Applicable 97.75 + 42.50 + 81.50 + 20.85 = 242.60; excess 250 − 242.60 = 7.40; taper 4.81; 120 − 4.81 = 115.19.
  // Monthly 115.19 × 4.33 = 498.7727 → 498.77.
  {
    name: 'severe and enhanced disability premiums',
    input: {
      personalDetails: { ...at40, disabilities: ['disability-premium', 'severe-disability-premium', 'enhanced-disability-premium'] },
      propertyDetails: { actualRent: 120 },
      incomeDetails: { earnings: 250 },
    },
    expected: { weeklyAmount: 115.19, monthlyAmount: 498.77, applicableAmount: 242.6 },
    checks: 'spec 001 §9 severe 81.50, enhanced 20.85',
  },
  // Savings 7,000: (7000 − 6000) / 250 = 4 → £4; income 104; excess 6.25; taper 4.0625 → 4.06; 115.94.
  // Monthly 115.94 × 4.33 = 502.0202 → 502.02.
  {
    name: 'tariff income from savings',
    input: { personalDetails: at40, propertyDetails: { actualRent: 120 }, incomeDetails: { earnings: 100, savings: 7000 } },
    expected: { weeklyAmount: 115.94, monthlyAmount: 502.02, assessedIncome: 104, taperReduction: 4.06 },
    checks: 'DECISIONS.md §2 HB 2 (1 for each full 250 above 6000)',
  },
  // Savings 16,000 is not over: tariff 40 < 97.75, so rent 120 in full.
  {
    name: 'savings 16,000',
    input: { personalDetails: at40, propertyDetails: { actualRent: 120 }, incomeDetails: { savings: 16000 } },
    expected: { weeklyAmount: 120, assessedIncome: 40, warnings: [] },
    checks: 'spec 001 §9 (savings over 16000 give 0)',
  },
  // Savings 16,000.01: 0 and the warning.
  {
    name: 'savings over 16,000',
    input: { personalDetails: at40, propertyDetails: { actualRent: 120 }, incomeDetails: { savings: 16000.01 } },
    expected: { weeklyAmount: 0, monthlyAmount: 0, warnings: ['Savings over £16,000: not eligible for Housing Benefit.'] },
    checks: 'spec 001 §9 (savings over 16000 give 0); spec 001 §8 warning',
  },
  // Water charges never count: 100 + 5 = 105. Monthly 105 × 4.33 = 454.65.
  {
    name: 'water charges never count',
    input: { personalDetails: at40, propertyDetails: { actualRent: 100, serviceCharges: 5, waterCharges: 10 } },
    expected: { weeklyAmount: 105, monthlyAmount: 454.65, eligibleRent: 105 },
    checks: 'DECISIONS.md §2 HB 5 (water charges never count)',
  },
  // Single: partner earnings ignored; 100.
  {
    name: 'single: partner earnings ignored',
    input: { personalDetails: at40, propertyDetails: { actualRent: 100 }, incomeDetails: { partnerEarnings: 500 } },
    expected: { weeklyAmount: 100, assessedIncome: 0 },
    checks: 'DECISIONS.md §2 HB 2 (partner earnings for a couple only)',
  },
  // Couple 40, no children: 1-bed 120. Income 100 + 100 = 200; excess 200 − 153.70 = 46.30; taper 0.65 × 46.30 = 30.095 → 30.10.
  // 120 − 30.10 = 89.90; monthly 89.90 × 4.33 = 389.267 → 389.27.
  {
    name: 'couple with both earning',
    input: { personalDetails: { age: 40, relationshipStatus: 'couple' }, propertyDetails: { actualRent: 120 }, incomeDetails: { earnings: 100, partnerEarnings: 100 } },
    expected: { weeklyAmount: 89.9, monthlyAmount: 389.27, applicableAmount: 153.7, taperReduction: 30.1, lhaCategory: 'one-bed' },
    checks: 'spec 001 §9 couple 153.70; taper rounds half up',
  },
  // Earnings 500: excess 402.25; taper 261.4625 → 261.46 > 120: 0.
  {
    name: 'high income: nothing',
    input: { personalDetails: at40, propertyDetails: { actualRent: 120 }, incomeDetails: { earnings: 500 } },
    expected: { weeklyAmount: 0, monthlyAmount: 0, taperReduction: 261.46 },
    checks: 'DECISIONS.md §2 HB 7 (max 0)',
  },
  // Looked-up area M1 (Central Greater Manchester, 1-bed 178.36) caps rent 200. Monthly 178.36 × 4.33 = 772.2988 → 772.30.
  {
    name: 'looked-up area: Central Greater Manchester',
    input: { personalDetails: at40, propertyDetails: { postcode: 'M1 1AE', actualRent: 200 }, lhaArea: findLhaArea('M1 1AE') },
    expected: { weeklyAmount: 178.36, monthlyAmount: 772.3, lhaRate: 178.36, lhaAreaName: 'Central Greater Manchester' },
    checks: 'DECISIONS.md §2 HB 4 (rate from the looked-up area); spec 001 §7',
  },
  // Income 150 + 20 = 170; excess 72.25; taper 46.9625 → 46.96; 100 − 46.96 = 53.04. Monthly 53.04 × 4.33 = 229.6632 → 229.66.
  {
    name: 'pension and other income',
    input: { personalDetails: { age: 70 }, propertyDetails: { actualRent: 100 }, incomeDetails: { pension: 150, otherIncome: 20 } },
    expected: { weeklyAmount: 53.04, monthlyAmount: 229.66, assessedIncome: 170 },
    checks: 'DECISIONS.md §2 HB 2',
  },
  // Empty age becomes 16: applicable 77 and the shared rate 85 caps 100.
  {
    name: 'empty age becomes 16',
    input: { personalDetails: { age: Number.NaN }, propertyDetails: { actualRent: 100 } },
    expected: { weeklyAmount: 85, applicableAmount: 77 },
    checks: 'spec 001 §5 (age falls back to 16)',
  },
  // Bedrooms 50 clamp to 10: social, 9 spare → 25% of 100 = 25 → 75.
  {
    name: 'bedrooms clamped to 10',
    input: { personalDetails: at40, propertyDetails: { tenancyType: 'social', bedrooms: 50, actualRent: 100 } },
    expected: { weeklyAmount: 75, warnings: ["You have 9 more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by 25%."] },
    checks: 'spec 001 §5 (bedrooms 0-10)',
  },
];
