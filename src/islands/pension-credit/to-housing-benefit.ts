/**
 * Pension Credit answers as Housing Benefit answers (docs/rules.md "Pension Credit" 5): the
 * result offers to open the Housing Benefit calculator with the household filled in and, when
 * the result has guarantee credit, "Do you get guarantee credit?" answered yes (with it the
 * council ignores income and savings: HB Regs (SPC) reg 26). Pure: no storage or DOM,
 * unit-tested in node (to-housing-benefit.test.ts).
 *
 * Both calculators are weekly, so money goes over as it is. Carried: your age and State Pension
 * age (you have reached it, or Pension Credit would not apply), the partner (as "Do you live with
 * a partner?" and their age, never as a person in the list), children (with a
 * disability), other adults (as adults who live with you, at the Housing Benefit form's usual
 * age), pensions and benefits counted as income, earnings, savings, the rent a renter gave, and
 * the disability and caring answers Housing Benefit asks (`disabilities` below). A war pension is
 * not carried: the Housing Benefit form does not ask it (the council ignores £10 of it by law, and
 * most councils all of it by their own choice), so the page's check of each tab covers it. Carer's Allowance paid is not carried as
 * an amount (the Pension Credit form does not ask it), and nothing of the home's type or landlord:
 * the page asks the visitor to check each tab.
 */
import { defaultHouseholdMember, defaultHousingBenefitInput } from '~/calc/housing-benefit-questions';
import type { HouseholdMember, HousingBenefitDisability, HousingBenefitInput } from '~/calc/housing-benefit';
import { hasPersonReachedStatePensionAge, type PensionCreditPerson, type PensionCreditResult } from '~/calc/pension-credit';
import { addPounds, people } from './hand-off';
import type { PensionCreditAnswers } from './state';

/**
 * The Housing Benefit disability and caring answers that follow from the Pension Credit answers,
 * fact for fact: a care benefit or blindness (HB Regs (SPC) reg 55(6)); the severe disability
 * premium's benefits for you and your partner, the same list as Pension Credit's (Sch I para 1 and
 * HB Regs (SPC) Sch 3 para 6), and a carer paid for either; Carer's Allowance (the carer premium);
 * a child at the higher rate of Pension Credit's disability addition (SPC Regs Sch IIA para 9: DLA
 * or CDP highest care, PIP or ADP enhanced daily living, or certified blind), the enhanced disability
 * premium for a child (HB(SPC) Regs Sch 3 para 7, HB Regs Sch 3 para 15). That premium does not
 * count blindness (the disabled child premium does), and Pension Credit's answer does not say
 * which it was, so a child at the higher rate only for blindness is ticked too: the page asks the
 * visitor to check each tab, and the tick names the benefits. Housing Benefit then applies its
 * own tests (the other adults at home among them).
 */
function disabilities(input: PensionCreditAnswers): HousingBenefitDisability[] {
  const { claimant, partner } = input;
  const both = people(input);
  const chosen: HousingBenefitDisability[] = [];
  if (both.some((p) => p.getsDisabilityBenefit || p.isRegisteredBlind)) chosen.push('no-non-dependant-deductions');
  if (claimant.getsDisabilityBenefit) {
    chosen.push('severe-disability-premium');
    if (claimant.someoneGetsCarersAllowanceForCaringForThem) chosen.push('carer-paid-for-you');
    if (partner?.getsDisabilityBenefit) {
      chosen.push('severe-disability-premium-couple');
      if (partner.someoneGetsCarersAllowanceForCaringForThem) chosen.push('carer-paid-for-partner');
    }
  }
  if (both.some((p) => p.getsCarersAllowance || p.carersAllowanceUnderlyingOnly)) chosen.push('carer-premium');
  if (input.children.some((c) => c.disabilityRate === 'higher')) chosen.push('enhanced-disability-child');
  return chosen;
}

/** The Housing Benefit input for a Pension Credit household and its result. */
export function pensionCreditToHousingBenefit(input: PensionCreditAnswers, result: PensionCreditResult): HousingBenefitInput {
  const base = defaultHousingBenefitInput();
  const { claimant, partner } = input;
  const both = people(input);
  const sum = (pick: (p: PensionCreditPerson) => number) => addPounds(both.map(pick));
  const household: HouseholdMember[] = [
    ...input.children.map((c) => ({ ...defaultHouseholdMember(), relationship: 'child' as const, age: Math.round(c.age), hasDisability: (c.disabilityRate ?? 'none') !== 'none' })),
    ...Array.from({ length: Math.max(0, Math.round(input.otherAdults)) }, defaultHouseholdMember),
  ];

  return {
    ...(input.taxYear ? { taxYear: input.taxYear } : {}),
    personalDetails: {
      ...base.personalDetails,
      // Where you live, asked once (docs/rules.md "Where you live").
      ...(input.location ? { location: input.location } : {}),
      age: Math.round(claimant.age),
      relationshipStatus: partner ? 'couple' : 'single',
      household,
      disabilities: disabilities(input),
      isPensionAge: true,
      // The partner's age and answer, so a couple where one is under State Pension age is routed as
      // Housing Benefit routes them (HB 2: Universal Credit unless the claim began before 15 May 2019).
      ...(partner ? { partnerAge: Math.round(partner.age) } : {}),
      // As the Pension Credit engine reads it: the date of birth, else the answer, else the age (docs/rules.md "State Pension age").
      ...(partner ? { partnerIsPensionAge: hasPersonReachedStatePensionAge(partner, input.taxYear ?? result.taxYear) } : {}),
      ...(partner && input.entitledBeforeMay2019 !== undefined ? { claimBeforeMay2019: input.entitledBeforeMay2019 } : {}),
    },
    propertyDetails: { ...base.propertyDetails, actualRent: input.home === 'rent' ? (input.rentWeekly ?? 0) : 0 },
    incomeDetails: {
      ...base.incomeDetails,
      earnings: claimant.earnings,
      partnerEarnings: partner?.earnings ?? 0,
      pension: sum((p) => addPounds([p.statePension, p.otherPensions])),
      otherIncome: sum((p) => p.countedBenefits),
      savings: input.savings,
      getsGuaranteeCredit: result.guaranteeCredit > 0,
    },
    lhaArea: null,
  };
}
