/**
 * Pension Credit answers as Council Tax Support answers (docs/rules.md "Pension Credit" 5): the
 * result offers to open the Council Tax Support calculator with the household filled in and,
 * when the result has guarantee credit, "You get the guarantee part of Pension Credit" ticked
 * (with it the pension-age scheme can cover the whole bill: CTR (Prescribed Requirements)
 * (England) Regs 2012 Sch 1 para 11 and the Scottish and Welsh equivalents). Pure: no storage or
 * DOM, unit-tested in node (to-council-tax-support.test.ts).
 *
 * Both calculators are weekly and keep pence, so each weekly income goes over to the penny.
 * Carried: ages, whether you have reached State Pension age (as the Pension Credit engine reads
 * it; Council Tax Support asks it at 66), the partner, children's ages (and whether one is
 * disabled), other adults (at that form's usual age), each partner's pensions, earnings and
 * benefits, savings, registered blindness, the single person discount for
 * someone who lives alone, a disability benefit, caring, and the severe disability premium's
 * questions (each partner's care benefit and whether someone is paid Carer's Allowance to care for
 * them), answered as in Pension Credit; the premium then follows the law there, other adults
 * included; where you live. Not carried: the bill, which Pension Credit does not ask; that form's
 * first step asks it.
 */
import { defaultCouncilTaxSupportInput, defaultOtherAdult, emptyCouncilTaxIncome } from '~/calc/council-tax-support-questions';
import type { CouncilTaxIncome, CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { hasPersonReachedStatePensionAge, type PensionCreditPerson, type PensionCreditResult } from '~/calc/pension-credit';
import { ratesFor, resolveRates, tableYear, type RatesTable } from '~/calc/rates';
import { addPounds, people } from './hand-off';
import type { PensionCreditAnswers } from './state';

/** A weekly amount to the penny, at least 0. */
const pounds = (amount: number) => Math.max(0, addPounds([amount]));

/** One partner's weekly income by the Council Tax Support form's sources. */
function incomeOf(person: PensionCreditPerson): CouncilTaxIncome {
  return {
    ...emptyCouncilTaxIncome(),
    employment: pounds(person.earnings),
    benefits: pounds(person.countedBenefits),
    pensions: pounds(addPounds([person.statePension, person.otherPensions])),
  };
}

const total = (income: CouncilTaxIncome) => addPounds([income.employment, income.selfEmployment, income.benefits, income.pensions, income.other]);

/** The tax year of the answers, else that of the rates. */
const taxYearOf = (input: PensionCreditAnswers, rates: RatesTable) => input.taxYear ?? tableYear(rates);

/**
 * The Council Tax Support input for a Pension Credit household and its result. `rates` gives the
 * savings limit of that scheme; default the input's year.
 */
export function pensionCreditToCouncilTaxSupport(input: PensionCreditAnswers, result: PensionCreditResult, rates: RatesTable = ratesFor(input.taxYear)): CouncilTaxSupportInput {
  const a = resolveRates(rates);
  const base = defaultCouncilTaxSupportInput();
  const { claimant, partner } = input;
  const otherAdults = Math.max(0, Math.round(input.otherAdults));
  const claimantIncome = incomeOf(claimant);
  const partnerIncome = partner ? incomeOf(partner) : emptyCouncilTaxIncome();
  const totalSavings = pounds(input.savings);
  const both = people(input);

  return {
    ...(input.taxYear ? { taxYear: input.taxYear } : {}),
    // Where you live, asked once (docs/rules.md "Where you live"); in Northern Ireland that form explains the help with rates.
    location: input.location ? { ...base.location, country: input.location } : base.location,
    household: {
      ...base.household,
      claimantAge: Math.round(claimant.age),
      hasPartner: partner !== null,
      partnerAge: partner ? Math.round(partner.age) : base.household.partnerAge,
      dependentChildren: input.children.length,
      childrenAges: input.children.map((c) => Math.round(c.age)),
      otherAdults,
      otherAdultsDetails: Array.from({ length: otherAdults }, defaultOtherAdult),
      reachedStatePensionAge: hasPersonReachedStatePensionAge(claimant, taxYearOf(input, rates), rates),
    },
    income: {
      claimantIncome,
      partnerIncome,
      householdIncome: addPounds([total(claimantIncome), total(partnerIncome)]),
      ...(result.guaranteeCredit > 0 ? { getsGuaranteeCredit: true } : {}),
    },
    savings: { totalSavings, hasOver16000: totalSavings > a['housing-benefit.capital.upper-limit'] },
    circumstances: {
      ...base.circumstances,
      receivesDisabilityBenefits: both.some((p) => p.getsDisabilityBenefit === true),
      isCarer: both.some((p) => p.getsCarersAllowance === true || p.carersAllowanceUnderlyingOnly === true),
      hasDisabledChild: input.children.some((c) => (c.disabilityRate ?? 'none') !== 'none'),
      ...(both.some((p) => p.isRegisteredBlind === true) ? { isRegisteredBlind: true } : {}),
      // The severe disability premium's own questions, from Pension Credit's same ones (its qualifying benefit is
      // Attendance Allowance, DLA care at the middle or highest rate, or PIP / ADP daily living: SI 2012/2885 Sch 1 para 6).
      ...(claimant.getsDisabilityBenefit === true ? { getsSevereDisabilityBenefit: true } : {}),
      ...(partner?.getsDisabilityBenefit === true ? { partnerGetsSevereDisabilityBenefit: true } : {}),
      ...(partner?.isRegisteredBlind === true ? { partnerIsBlind: true } : {}),
      ...(claimant.someoneGetsCarersAllowanceForCaringForThem === true ? { carerPaidForYou: true } : {}),
      ...(partner?.someoneGetsCarersAllowanceForCaringForThem === true ? { carerPaidForPartner: true } : {}),
    },
    // Someone who lives alone gets the single person discount (Local Government Finance Act 1992 s 11).
    property: { ...base.property, hasSinglePersonDiscount: partner === null && otherAdults === 0 },
  };
}
