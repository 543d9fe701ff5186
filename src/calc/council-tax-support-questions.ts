/**
 * What the Council Tax Support form needs of the rules before anything is worked out: the answers
 * of a new calculation and of each person added (docs/product.md §3, §4), and where every
 * council's scheme is found. The engine (council-tax-support.ts) exports these too; they are
 * apart so that the page's first load does not carry the engine, which loads with the first
 * answer or on Calculate (README "Performance").
 */
import { INPUT_DEFAULTS } from './rates';
import { wholeNumber } from './types';
import type { CouncilTaxIncome, CouncilTaxSupportInput, OtherAdultDetails } from './council-tax-support';

/** An income record of zeros, as ticking the partner box creates (docs/product.md §4). */
export function emptyCouncilTaxIncome(): CouncilTaxIncome {
  return { employment: 0, selfEmployment: 0, benefits: 0, pensions: 0, other: 0 };
}

/** A new other adult with the docs/product.md §3 defaults: age 25. */
export function defaultOtherAdult(): OtherAdultDetails {
  return { age: INPUT_DEFAULTS.councilTaxSupport.otherAdultAge, relationship: 'other', income: 0, isStudent: false, hasDisability: false };
}

/**
 * The docs/product.md §3 defaults: England, band A, £1,200 a year, claimant 30, no partner, children or
 * other adults, income 0, a 2-bedroom house. The partner's age is not given a default by the
 * spec; it starts at the claimant's default.
 */
export function defaultCouncilTaxSupportInput(): CouncilTaxSupportInput {
  const d = INPUT_DEFAULTS.councilTaxSupport;
  return {
    location: { country: 'england', localAuthority: '', postcode: '', councilTaxBand: 'A', annualCouncilTax: d.annualCouncilTax },
    household: { claimantAge: d.claimantAge, hasPartner: false, partnerAge: d.claimantAge, dependentChildren: 0, childrenAges: [], otherAdults: 0, otherAdultsDetails: [] },
    income: { claimantIncome: emptyCouncilTaxIncome(), partnerIncome: emptyCouncilTaxIncome(), householdIncome: 0 },
    savings: { totalSavings: 0, hasOver16000: false },
    circumstances: {
      isStudent: false,
      hasDisability: false,
      isCarer: false,
      hasDisabledChild: false,
      isSevereMentalImpairment: false,
      hasDisabilityPremium: false,
      receivesDisabilityBenefits: false,
    },
    property: { propertyType: 'house', bedrooms: d.bedrooms, hasDisabilityAdaptations: false, isStudentProperty: false, hasSinglePersonDiscount: false },
  };
}

/** Ages when the number of children changes: that many entries of 5 (docs/product.md §4). */
export function defaultChildrenAges(dependentChildren: number): number[] {
  return Array.from({ length: wholeNumber(dependentChildren) }, () => INPUT_DEFAULTS.councilTaxSupport.childAge);
}

/** Where every council's scheme is found and claimed (GOV.UK's council search). */
export const COUNCIL_SCHEME_URL = 'https://www.gov.uk/apply-council-tax-reduction';
