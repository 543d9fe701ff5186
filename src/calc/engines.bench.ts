/**
 * Each engine runs on every keystroke, so each must manage well over 100,000 calculations a
 * second on one core. Run with `npm run bench` (vitest bench --run); the hz column is
 * calculations per second of wall-clock time. On a shared, busy machine wall-clock time
 * includes waiting for the CPU, so the run also prints calculations per second of CPU time used
 * (process.cpuUsage), which is what one core can do.
 */

import { afterAll, bench, describe } from 'vitest';
import { calculateUniversalCredit } from './universal-credit';
import { calculateHousingBenefit } from './housing-benefit';
import { calculatePip } from './pip';
import { calculateCouncilTaxSupport } from './council-tax-support';
import { BUILT_IN_SCHEMES } from './council-tax-support-local/schemes';
import { checkEligibility } from './eligibility';
import { calculatePensionCredit } from './pension-credit';
import { findLhaArea, withBuiltInLhaRates } from './lha';
import { applyRateOverrides, DEFAULT_RATES } from './rates';

/** Published rates as a calculator page would hold them (a separate table from the built-in one), with the LHA rates its lookup loads. */
const published = applyRateOverrides(withBuiltInLhaRates(DEFAULT_RATES), { 'universal-credit.child-element.lower': 303.94 });
const lhaArea = findLhaArea('EH1 1AA');

const ucHousehold = {
  taxYear: '2026-27' as const,
  personalDetails: {
    age: 31,
    relationshipStatus: 'couple' as const,
    partnerAge: 29,
    children: [
      { age: 3, hasDisability: false },
      { age: 7, hasDisability: false },
      { age: 9, hasDisability: true, disabilityRate: 'higher' as const },
    ],
    location: 'scotland' as const,
  },
  incomeDetails: { earnedIncome: 1250, partnerEarnedIncome: 400, otherBenefits: [], savings: 7100, pension: 0, childcareCostsMonthly: 450 },
  housingDetails: {
    housingType: 'rent' as const,
    monthlyRent: 825,
    serviceCharges: 40,
    localHousingAllowanceArea: 'lothian',
    bedroomsNeeded: 3,
    actualBedrooms: 3,
    tenancyType: 'private' as const,
    nonDependants: 1,
  },
  healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [{ hoursPerWeek: 20 }], disabilityPremiums: [] },
};

const hbHousehold = {
  taxYear: '2026-27' as const,
  personalDetails: {
    age: 44,
    relationshipStatus: 'single' as const,
    household: [
      { age: 12, relationship: 'child' as const, isStudent: false, hasDisability: false, contributesToRent: false },
      { age: 6, relationship: 'child' as const, isStudent: false, hasDisability: false, contributesToRent: false },
      { age: 20, relationship: 'non-dependant' as const, isStudent: false, hasDisability: false, contributesToRent: true, grossWeeklyIncome: 240 },
    ],
    disabilities: ['disability-premium'],
    isStudent: false,
    immigration: 'british',
  },
  propertyDetails: {
    postcode: 'EH1 1AA',
    propertyType: 'house' as const,
    bedrooms: 3,
    actualRent: 210,
    serviceCharges: 5,
    waterCharges: 8,
    councilTaxIncluded: false,
    heatingIncluded: false,
    isTemporaryAccommodation: false,
    isSupportedAccommodation: false,
    hasDisabilityAdaptations: false,
    tenancyType: 'private' as const,
  },
  incomeDetails: { earnings: 180, partnerEarnings: 0, pension: 0, otherBenefits: [], savings: 6600, otherIncome: 20 },
  lhaArea,
};

const pipAnswers = {
  assessment: {
    dailyLiving: {
      'preparing-food': 'e',
      'taking-nutrition': 'b',
      'managing-therapy': 'c',
      'washing-bathing': 'd',
      'managing-toilet': 'b',
      'dressing-undressing': 'c',
      'communicating-verbally': 'a',
      'reading-understanding': 'a',
      'engaging-others': 'b',
      'budgeting-decisions': 'b',
    },
    mobility: { 'planning-journeys': 'b', 'moving-around': 'c' },
  },
  personalInfo: { age: 52, hasDisability: true, conditionDuration: 'over-9-months' as const, conditions: ['arthritis'] },
};

const ctsHousehold = {
  location: { country: 'england' as const, localAuthority: 'Leeds', postcode: 'LS1 4AP', councilTaxBand: 'B' as const, annualCouncilTax: 1650 },
  household: {
    claimantAge: 38,
    hasPartner: true,
    partnerAge: 36,
    dependentChildren: 2,
    childrenAges: [5, 9],
    otherAdults: 1,
    otherAdultsDetails: [{ age: 19, relationship: 'adult-child' as const, income: 120, isStudent: false, hasDisability: false }],
  },
  income: {
    claimantIncome: { employment: 260, selfEmployment: 0, benefits: 40, pensions: 0, other: 0 },
    partnerIncome: { employment: 80, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 },
    householdIncome: 380,
  },
  savings: { totalSavings: 7300, hasOver16000: false },
  circumstances: {
    isStudent: false,
    hasDisability: true,
    isCarer: false,
    hasDisabledChild: false,
    isSevereMentalImpairment: false,
    hasDisabilityPremium: false,
    receivesDisabilityBenefits: false,
  },
  property: { propertyType: 'house' as const, bedrooms: 3, hasDisabilityAdaptations: false, isStudentProperty: false, hasSinglePersonDiscount: false },
};

/** The same household in Bristol, 2026/27: the council's own working-age scheme (./council-tax-support-local). */
const ctsBristol = {
  ...ctsHousehold,
  taxYear: '2026-27' as const,
  location: { ...ctsHousehold.location, localAuthority: 'Bristol City Council', councilCode: 'E06000023', postcode: 'BS1 4ST' },
};

/** A pensioner on the national scheme, for the pension-age path of the same engine. */
const ctsPensioner = {
  ...ctsHousehold,
  taxYear: '2026-27' as const,
  household: { ...ctsHousehold.household, claimantAge: 72, partnerAge: 70, dependentChildren: 0, childrenAges: [] },
  savings: { totalSavings: 12300, hasOver16000: false },
};

/** A pensioner couple with savings, an occupational pension and a grandchild: guarantee and savings credit. */
const pcHousehold = {
  taxYear: '2026-27' as const,
  claimant: { age: 79, dateOfBirth: '1947-05-02', statePension: 184.9, otherPensions: 42.5, earnings: 0, countedBenefits: 0, getsDisabilityBenefit: true },
  partner: { age: 74, statePension: 110.35, otherPensions: 0, earnings: 25, countedBenefits: 0, isRegisteredBlind: true },
  otherAdults: 0,
  children: [{ age: 14, bornBeforeApril2017: true, disabilityRate: 'none' as const }],
  savings: 14250,
  housingCostsWeekly: 12.4,
};

/** The same couple with a larger pension: no award, so the engine also tries what could change it. */
const pcNoAward = { ...pcHousehold, claimant: { ...pcHousehold.claimant, otherPensions: 400 } };

const answers = {
  age: '40-54' as const,
  employmentStatus: 'unemployed' as const,
  hasChildren: '2' as const,
  housingStatus: 'rent-private' as const,
  hasDisability: 'yes' as const,
  weeklyIncome: '100-200' as const,
  savings: 'under-6000' as const,
  isPregnant: 'no' as const,
  isCarer: 'no' as const,
};

/** Each engine on its household, by the name the results print. */
const ENGINES: ReadonlyArray<readonly [name: string, calculate: () => unknown]> = [
  ['calculateUniversalCredit', () => calculateUniversalCredit(ucHousehold, published)],
  ['calculateHousingBenefit', () => calculateHousingBenefit(hbHousehold, published)],
  ['calculatePip', () => calculatePip(pipAnswers, published)],
  ['calculateCouncilTaxSupport', () => calculateCouncilTaxSupport(ctsHousehold, published)],
  ['calculateCouncilTaxSupport (pension age)', () => calculateCouncilTaxSupport(ctsPensioner, published)],
  ['calculateCouncilTaxSupport (Bristol scheme)', () => calculateCouncilTaxSupport(ctsBristol, published, BUILT_IN_SCHEMES)],
  ['checkEligibility', () => checkEligibility(answers, published)],
  ['calculatePensionCredit', () => calculatePensionCredit(pcHousehold, published)],
  ['calculatePensionCredit (no award)', () => calculatePensionCredit(pcNoAward, published)],
];

describe('engines (calculations per second; each must exceed 100,000)', () => {
  for (const [name, calculate] of ENGINES) {
    bench(name, () => {
      calculate();
    });
  }
});

/** Calculations per second of CPU time: the median of 5 runs of 10,000 calculations, after a warm-up. */
function perCpuSecond(calculate: () => unknown): number {
  for (let i = 0; i < 10_000; i++) calculate();
  const runs: number[] = [];
  for (let run = 0; run < 5; run++) {
    const start = process.cpuUsage();
    for (let i = 0; i < 10_000; i++) calculate();
    const used = process.cpuUsage(start);
    runs.push(10_000 / ((used.user + used.system) / 1e6));
  }
  return runs.sort((x, y) => x - y)[2] ?? 0;
}

afterAll(() => {
  const rows = ENGINES.map(([name, calculate]) => [name, perCpuSecond(calculate)] as const);
  console.log('Calculations per second of CPU time (one core):');
  for (const [name, perSecond] of rows)
    console.log(`  ${name.padEnd(28)} ${Math.round(perSecond).toLocaleString('en-GB').padStart(10)} ${perSecond > 100_000 ? 'ok' : 'BELOW 100,000'}`);
  // Generous: on a busy shared machine the wall-clock time of this check is many times its CPU time.
}, 300_000);
