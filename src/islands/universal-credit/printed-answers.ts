/**
 * The Universal Credit printout's answers (README "The printout and the link with your answers"):
 * exactly the questions the four tabs show for the answers a result was worked out from (state.ts
 * `ucQuestionsShown`, the rule the tabs ask by), in the tabs' order and words, with their answers as
 * the form shows them; and the bedrooms the estimate allowed, which no question asks (docs/rules.md
 * UC 4: worked out from the household). Loaded with the result (printed-rows.ts).
 */
import { resolveRates, type RatesTable } from '~/calc/rates';
import type { UniversalCreditInput, UniversalCreditResult } from '~/calc/universal-credit';
import { sharedRateFor } from '~/calc/universal-credit-questions';
import { ucPersonalMessages } from '~/i18n/en/universal-credit';
import { ucExemptionMessages, ucHealthMessages, ucHousingMessages, ucIncomeMessages } from '~/i18n/en/universal-credit-tabs';
import { ucResultsMessages } from '~/i18n/en/universal-credit-results';
import { sharedBedroomMessages } from '~/i18n/en/shared-bedrooms';
import { sharedLhaMessages } from '~/i18n/en/shared-lha';
import { sharedFieldMessages } from '~/i18n/en/shared';
import { sharedNationMessages } from '~/i18n/en/shared-nations';
import { nationOptions } from '~/islands/shared/fields/NationField';
import type { WithTaxYear } from '~/islands/shared/session/tax-year';
import { printedTable, shownLabel, written, type Printout, type PrintedRow } from '~/islands/shared/link/printed-rows';
import { HOUSING_TYPES, isCarer, lhaWeeklyFromMonthly, sharedRateExemptionsTicked, ucQuestionsShown, type UcSelfEmployedQuestions } from './state';
import { disabilityRateOptions } from './PersonalTab';
import { housingTypeNames, landlordOptions } from './HousingTab';
import { furtherPeopleLabel } from './HealthTab';
import { sharedRateExemptionOptions } from './shared-rate-exemptions';
import { isBedroomsTypedAsked } from './bedrooms-typed';

export function printedAnswers(input: WithTaxYear<UniversalCreditInput>, rates: RatesTable, result: UniversalCreditResult): Printout {
  const a = resolveRates(rates);
  const shown = ucQuestionsShown(input, rates);
  const { personalDetails: personal, incomeDetails: income, housingDetails: housing, healthAndCare: health } = input;
  const isCouple = personal.relationshipStatus === 'couple';
  // In Scotland the questions name Carer Support Payment, which replaced Carer's Allowance there (docs/rules.md "Scotland" 1).
  const isScotland = personal.location === 'scotland';
  const { row, under, groups } = printedTable();
  const person = (noun: string, n: number) => sharedFieldMessages.get().person({ noun, n });

  // Personal.
  const p = ucPersonalMessages.get();
  const bedroomWords = sharedBedroomMessages.get();
  const ofChild = (label: string, n: number) => shownLabel(p.ofChild, { label, n });
  row(p.age, written.number(personal.age));
  if (shown.statePensionAge) row(p.pensionAge, written.yesNo(personal.reachedStatePensionAge));
  row(p.relationship, isCouple ? p.couple : p.single);
  if (shown.partnerAge) row(p.partnerAge, written.number(personal.partnerAge));
  if (shown.partnerStatePensionAge) row(p.partnerPensionAge, written.yesNo(personal.partnerReachedStatePensionAge));
  row(sharedNationMessages.get().legend, written.option(personal.location, nationOptions()));
  if (shown.london) row(p.london, written.yesNo(personal.livesInGreaterLondon));
  personal.children.forEach((child, index) => {
    const n = index + 1;
    const asked = shown.children[index];
    under(person(p.child, n), () => {
      row(ofChild(p.ageShort, n), written.number(child.age));
      if (asked?.sex)
        row(
          ofChild(p.sex, n),
          written.option(child.sex, [
            { value: 'male', label: bedroomWords.boy },
            { value: 'female', label: bedroomWords.girl },
          ]),
        );
      if (asked?.bornBefore2017) row(ofChild(p.bornBefore, n), written.yesNo(child.bornBeforeApril2017));
      // Kept only when Yes (state.ts inputForCalculation): a No is no answer to the calculation.
      if (asked?.limitException) row(ofChild(p.exception, n), written.ticked(child.limitException));
      row(ofChild(p.disability, n), written.yesNo(child.hasDisability));
      if (asked?.disabilityRate) row(ofChild(p.rate, n), written.option(child.disabilityRate ?? 'lower', disabilityRateOptions(p)));
      if (asked?.cannotShare) row(ofChild(p.cannotShare, n), written.ticked(child.cannotShare));
    });
  });

  // Income.
  const i = ucIncomeMessages.get();
  row(i.earnings, written.money(income.earnedIncome));
  if (shown.partnerEarnings) row(i.partnerEarnings, written.money(income.partnerEarnedIncome));
  if (shown.childcare) row(i.childcare, written.money(income.childcareCostsMonthly ?? 0));
  row(i.savings, written.money(income.savings));
  row(i.pension, written.money(income.pension));
  row(i.otherBenefits, written.money(income.otherBenefitsMonthly ?? 0));
  const months = a['universal-credit.minimum-income-floor.start-up-months'];
  const floorHours = a['universal-credit.minimum-income-floor.hours'];
  const selfEmployed = (asked: UcSelfEmployedQuestions, isPartner: boolean) => {
    // Kept only when Yes (state.ts inputForCalculation): no answer is No to the calculation.
    row(isPartner ? i.partnerSelfEmployed : i.selfEmployed, written.ticked(isPartner ? income.partnerSelfEmployed : income.selfEmployed));
    if (asked.startUp) row((isPartner ? i.partnerStartUp : i.startUp)({ months }), written.yesNo(isPartner ? income.partnerSelfEmployedStartUp : income.selfEmployedStartUp));
    if (asked.hours) row(isPartner ? i.partnerHours : i.hours, written.number((isPartner ? income.partnerExpectedHoursPerWeek : income.expectedHoursPerWeek) ?? floorHours));
  };
  selfEmployed(shown.selfEmployed, false);
  if (shown.partnerSelfEmployed) selfEmployed(shown.partnerSelfEmployed, true);
  if (shown.mainCarer)
    row(
      i.mainCarer,
      written.option(income.responsibleCarer, [
        { value: 'claimant', label: i.mainCarerYou },
        { value: 'partner', label: i.mainCarerPartner },
      ]),
    );
  if (shown.esaSupport) row(isCouple ? i.esaCouple : i.esa, written.yesNo(income.getsEsaSupportComponent));
  row(isScotland ? i.carersScotland : i.carers, written.yesNo(income.getsCarersAllowance));
  if (shown.partnerCarersAllowance) row(isScotland ? i.partnerCarersScotland : i.partnerCarers, written.yesNo(income.partnerGetsCarersAllowance));
  if (shown.childBenefits) {
    row(i.childBenefit, written.yesNo(income.getsChildBenefit));
    row(isCouple ? i.guardiansCouple : i.guardians, written.yesNo(income.getsGuardiansAllowance));
  }

  // Housing.
  const h = ucHousingMessages.get();
  const kinds = housingTypeNames(h);
  row(
    h.situation,
    written.option(
      housing.housingType,
      HOUSING_TYPES.map((value) => ({ value, label: kinds[value] })),
    ),
  );
  if (shown.renting) {
    row(h.landlord, written.option(housing.tenancyType ?? 'private', landlordOptions(h)));
    row(h.rent, written.money(housing.monthlyRent));
    row(h.serviceCharges, written.money(housing.serviceCharges));
    if (shown.lha) {
      const lha = sharedLhaMessages.get();
      under(lha.legend, () => {
        row(lha.postcode, written.text(housing.postcode));
        row(lha.weekly, housing.lhaRateMonthly ? written.money(lhaWeeklyFromMonthly(housing.lhaRateMonthly, rates), lha.aWeek) : written.number(null));
      });
    }
    if (shown.bedrooms) row(h.bedrooms, written.number(housing.actualBedrooms));
    (housing.otherAdults ?? []).forEach((adult, index) => {
      const n = index + 1;
      under(person(h.adult, n), () => {
        row(shownLabel(h.ofAdult, { label: p.ageShort, n }), written.number(adult.age));
        if (shown.adultNoContribution[index])
          row(shownLabel(h.ofAdult, { label: isScotland ? h.noContributionScotland : h.noContribution, n }), written.ticked(adult.noContribution));
      });
    });
    if (shown.exemptRenter) {
      // As HousingTab.tsx asks it (UC Regs Sch 4 para 15): kept only when ticked, so no answer is not ticked.
      under(isCouple ? h.renterExemptionsCouple : h.renterExemptions, () => {
        row(ucExemptionMessages.get().disability, written.ticked(health.claimantGetsDisabilityBenefit));
        if (shown.partnerExemptRenter) row(h.partnerDisability, written.ticked(health.partnerGetsDisabilityBenefit));
        row(isCouple ? h.blindCouple : h.blind, written.ticked(health.certifiedBlind));
      });
    }
    if (shown.sharedRateExemptions) {
      const ticked = sharedRateExemptionsTicked(input);
      const isUnder25 = personal.age < a['universal-credit.standard-allowance.higher-rate-age'];
      under(h.exemptions, () => {
        for (const option of sharedRateExemptionOptions()) if (!option.under25 || isUnder25) row(option.label, written.ticked(ticked.includes(option.value)));
      });
    }
    if (shown.extraRooms) {
      // Kept only when Yes or more than none (bedroom-questions.ts): no answer is No to the calculation.
      if (shown.coupleCannotShare) row(bedroomWords.couple, written.ticked(housing.coupleCannotShare));
      row(bedroomWords.overnightCare, written.number(housing.overnightCareRooms ?? 0));
      if (shown.fosterCarer) row(bedroomWords.foster, written.ticked(housing.fosterCarer));
    }
    if (isBedroomsTypedAsked(input)) {
      row(bedroomWords.typedTick, written.ticked(housing.bedroomsTyped !== undefined));
      if (housing.bedroomsTyped !== undefined) row(bedroomWords.typed, written.number(housing.bedroomsTyped));
    }
  }

  // Health & Care.
  const c = ucHealthMessages.get();
  const hours = a['universal-credit.carer-element.min-hours'];
  row(isCouple ? c.lcwCouple : c.lcw, written.ticked(health.hasLimitedCapabilityWork));
  if (shown.claimBefore2017) row(c.claimBefore2017, written.yesNo(health.claimBeforeApril2017));
  row(isCouple ? c.lcwraCouple : c.lcwra, written.ticked(health.hasLimitedCapabilityWorkRelated));
  if (shown.lcwraProtected) row(isCouple ? c.lcwraProtectedCouple : c.lcwraProtected, written.yesNo(health.lcwraProtected));
  if (shown.carerHours) row(c.carer({ hours }), written.ticked(isCarer(input, rates)));
  if (shown.partnerCarerHours) row(c.partnerCarer({ hours }), written.ticked(isCarer(input, rates, true)));
  if (shown.careForSamePerson) row(c.samePerson, written.yesNo(health.careForSamePerson));
  if (shown.furtherPeopleCared) row(furtherPeopleLabel(c, input), written.number(health.furtherPeopleCared ?? 0));
  if (shown.disabilityBenefit) row(c.disabilityBenefit, written.yesNo(health.getsDisabilityBenefit));

  return { groups, worked: bedroomsAllowed(input, rates, result) };
}

/**
 * The bedrooms the estimate allowed the household (UC Regs Sch 4 paras 8-12), where they decided the
 * housing element: a renter with rent to pay, not on the shared accommodation rate. Worked out from
 * the household, so not an answer: the saved `bedroomsNeeded` is never asked and only raises the
 * count (docs/rules.md UC 4). When the renter typed the number, it is that number, and the line says so.
 */
function bedroomsAllowed(input: UniversalCreditInput, rates: RatesTable, result: UniversalCreditResult): PrintedRow[] {
  const rooms = result.housingCosts?.bedroomEntitlement;
  const housing = input.housingDetails;
  if (housing.housingType !== 'rent' || housing.monthlyRent + housing.serviceCharges <= 0 || typeof rooms !== 'number' || sharedRateFor(input, rates).applies) return [];
  const t = ucResultsMessages.get();
  return [{ question: t.bedroomsAllowed, answer: housing.bedroomsTyped === undefined ? written.number(rooms) : t.bedroomsAllowedTyped({ rooms: written.number(rooms) }) }];
}
