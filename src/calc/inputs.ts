/**
 * Limits and defaults of the calculators' inputs (docs/product.md §5). Engines clamp to
 * them; a value that is not a number falls back to the minimum, as docs/product.md says. The islands
 * use them for their min and max attributes. They are not rates: no law sets them.
 */

export const INPUT_LIMITS = {
  /** Universal Credit: ages 16-100, children 0-19, and at most 10 more people a carer in Scotland cares for (docs/rules.md "Scotland" 1). */
  universalCredit: { ageMin: 16, ageMax: 100, childAgeMin: 0, childAgeMax: 19, furtherPeopleCaredMax: 10 },
  housingBenefit: { ageMin: 16, ageMax: 100, memberAgeMin: 0, memberAgeMax: 100, bedroomsMin: 0, bedroomsMax: 10 },
  pip: { ageMin: 16, ageMax: 100 },
  /** Council Tax Support: the claimant, partner and other adults 16-100, as the other calculators. */
  councilTaxSupport: { ageMin: 16, ageMax: 100 },
  /** Pension Credit: ages 16-120, children 0-19, at most 20 other adults and 20 children (docs/rules.md "Pension Credit"). */
  pensionCredit: { ageMin: 16, ageMax: 120, childAgeMin: 0, childAgeMax: 19, otherAdultsMax: 20, childrenMax: 20 },
  /**
   * Universal Credit and Housing Benefit: at most 10 overnight carers' rooms, as many as a home's
   * bedrooms; the bedrooms a visitor types as allowed 1-10 (docs/rules.md UC 4, HB 5).
   */
  bedrooms: { overnightCareRoomsMax: 10, typedMin: 1, typedMax: 10 },
} as const;

/** Default values of the calculators' inputs (docs/product.md §3). */
export const INPUT_DEFAULTS = {
  universalCredit: { age: 25, bedrooms: 1 },
  housingBenefit: { age: 25, memberAge: 18, bedrooms: 1 },
  pip: { age: 25 },
  councilTaxSupport: { annualCouncilTax: 1200, claimantAge: 30, childAge: 5, otherAdultAge: 25, bedrooms: 2 },
  pensionCredit: { age: 66, childAge: 5 },
} as const;

/**
 * Monthly amounts far beyond any real household's (docs/product.md §8: a clear message for unlikely
 * input). Above them the calculators still work the figure out, and ask whether a yearly
 * amount was typed where a monthly one was meant. Not rates: no law sets them.
 */
export const IMPLAUSIBLE_MONTHLY = { rent: 20000, earnings: 100000 } as const;

/**
 * A year's council tax far beyond any home's (band H in the dearest council is a few thousand
 * pounds): above it Council Tax Support asks "Is this your yearly bill?" before estimating
 * (docs/product.md §8). Not a rate: no law sets it.
 */
export const IMPLAUSIBLE_YEARLY = { councilTax: 20000 } as const;

/** The Universal Credit earnings slider (docs/product.md §9): £0 to £3,000 a month in £50 steps. */
export const EARNINGS_SLIDER = { max: 3000, step: 50 } as const;
