/**
 * Universal Credit answers as Pension Credit answers (docs/rules.md UC 14): a single person over
 * State Pension age, or a couple who both are, cannot claim Universal Credit, so the results offer
 * to open the Pension Credit calculator with the same household, income and savings. Pure: no
 * storage or DOM, unit-tested in node (to-pension-credit.test.ts).
 *
 * Money in Universal Credit is monthly and in Pension Credit weekly: monthly × 12 ÷ 52, to the
 * penny (the weeks and months of the rates table). The Universal Credit form asks one pension
 * figure for the household, so it is carried as the claimant's other pensions; the visitor
 * splits out the State Pension on the Pension Credit page. What the Universal Credit form cannot
 * say for Pension Credit (who gets a disability benefit, Carer's Allowance) is not carried.
 */
import type { PensionCreditChild, PensionCreditInput, PensionCreditPerson } from '~/calc/pension-credit';
import type { UniversalCreditChild, UniversalCreditHousingType, UniversalCreditInput } from '~/calc/universal-credit';
import { ratesFor, resolveRates, type RatesTable } from '~/calc/rates';
import { monthlyToWeekly } from './state';

/**
 * The Pension Credit page's answers: the engine's input, with the page's home question (a long
 * lease is never known here) and a renter's weekly rent, which that page carries on to Housing
 * Benefit. Its saved-answers reader reads them (to-pension-credit.test.ts holds the two together).
 */
export type PensionCreditHandOff = PensionCreditInput & { home: 'own' | 'rent' | 'other'; rentWeekly?: number };

/** The Pension Credit page's home question for each Universal Credit housing situation (a mortgage is owning). */
const HOME_OF: Readonly<Record<UniversalCreditHousingType, PensionCreditHandOff['home']>> = { rent: 'rent', mortgage: 'own', 'own-outright': 'own', 'living-with-family': 'other' };

function child(c: UniversalCreditChild): PensionCreditChild {
  return {
    age: c.age,
    ...(c.bornBeforeApril2017 !== undefined ? { bornBeforeApril2017: c.bornBeforeApril2017 } : {}),
    disabilityRate: c.hasDisability ? (c.disabilityRate ?? 'lower') : 'none',
  };
}

function person(age: number, reached: boolean | undefined, earnings: number, otherPensions: number): PensionCreditPerson {
  return {
    age,
    ...(reached !== undefined ? { reachedStatePensionAge: reached } : {}),
    statePension: 0,
    otherPensions,
    earnings,
    countedBenefits: 0,
  };
}

/** The age from which Pension Credit counts another adult (docs/rules.md "Pension Credit"). */
const PENSION_CREDIT_ADULT_AGE = 18;

/**
 * The Pension Credit answers for a Universal Credit household: the engine's input, with the home
 * and, for a renter, the weekly rent the Pension Credit page carries on to Housing Benefit.
 * `rates` gives the weeks and months of a year and the State Pension age; default the input's year.
 */
export function universalCreditToPensionCredit(input: UniversalCreditInput, rates: RatesTable = ratesFor(input.taxYear)): PensionCreditHandOff {
  const a = resolveRates(rates);
  const { personalDetails: p, incomeDetails: inc, housingDetails: home } = input;
  const weekly = (monthly: number) => monthlyToWeekly(monthly, rates);
  const isCouple = p.relationshipStatus === 'couple';
  return {
    ...(input.taxYear ? { taxYear: input.taxYear } : {}),
    // Where you live, asked once (docs/rules.md "Where you live").
    location: p.location,
    claimant: person(p.age, p.reachedStatePensionAge, weekly(inc.earnedIncome), weekly(inc.pension)),
    // A partner whose age was not given takes State Pension age, the age the Pension Credit page
    // takes for an age it is not given (src/calc/pension-credit.ts).
    partner: isCouple ? person(p.partnerAge ?? a['general.state-pension-age'], p.partnerReachedStatePensionAge, weekly(inc.partnerEarnedIncome), 0) : null,
    // Pension Credit's question is adults of 18 or over; Universal Credit's list has every adult of 16 or over with their age (a count saved before: adults of 21).
    otherAdults: home.otherAdults ? home.otherAdults.filter((adult) => adult.age >= PENSION_CREDIT_ADULT_AGE).length : (home.nonDependants ?? 0),
    children: p.children.map(child),
    savings: inc.savings,
    // Ground rent and service charges of owners: the Universal Credit form asks service charges of renters only.
    housingCostsWeekly: 0,
    home: HOME_OF[home.housingType],
    ...(home.housingType === 'rent' ? { rentWeekly: weekly(home.monthlyRent) } : {}),
  };
}
