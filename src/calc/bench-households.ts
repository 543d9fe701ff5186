/**
 * The households each engine is measured on (`npm run bench`, scripts/engine-speed.mjs): one
 * ordinary household per engine and path, as a calculator page would pass them, with the published
 * rates and the LHA rates its lookup loads. Kept apart from the measuring so the same calculations
 * run in the test runner's modules and in a bundle built as the site builds its pages.
 */

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
export const ENGINES: ReadonlyArray<readonly [name: string, calculate: () => unknown]> = [
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
