/**
 * The Housing Benefit printout's answers (README "The printout and the link with your answers"):
 * exactly the questions the three tabs show for the answers a result was worked out from (state.ts
 * `hbQuestionsShown`, the rule the tabs ask by), in the tabs' order and words, with their answers as
 * the form shows them. Loaded with the result (printed-rows.ts).
 */
import { resolveRates, type RatesTable } from '~/calc/rates';
import type { HousingBenefitDisability, HousingBenefitInput, HousingBenefitResult } from '~/calc/housing-benefit';
import { hbMessages, hbPersonalMessages } from '~/i18n/en/housing-benefit';
import { hbCareMessages, hbCoupleMessages, hbExemptionMessages, hbIncomeMessages, hbPropertyMessages } from '~/i18n/en/housing-benefit-later';
import { sharedBedroomMessages } from '~/i18n/en/shared-bedrooms';
import { sharedHomeMessages } from '~/i18n/en/shared-home';
import { sharedLhaMessages } from '~/i18n/en/shared-lha';
import { sharedPensionAgeMessages } from '~/i18n/en/shared-pension-age';
import { sharedFieldMessages } from '~/i18n/en/shared';
import { sharedNationMessages } from '~/i18n/en/shared-nations';
import { nationOptions } from '~/islands/shared/fields/NationField';
import labelledOptions from '~/islands/shared/fields/labelled-options';
import type { WithTaxYear } from '~/islands/shared/session/tax-year';
import { printedTable, shownLabel, written, type Printout } from '~/islands/shared/link/printed-rows';
import { hbQuestionsShown, PROPERTY_TYPES, RELATIONSHIPS, shownBefore2021 } from './state';
import { overnightCareRooms } from './bedroom-questions';
import { hbSharedRateExemptionOptions, isYoungIndividualAsked } from './shared-rate-exemptions';
import { choiceLabels, immigrationOptions, relationshipLabels } from './PersonalTab';
import { ADAPTATIONS, CHARGE_FIELDS, landlordOptions, propertyTypeLabels, rentIncludes, SPECIAL_HOUSING, type PropertyTick } from './PropertyTab';
import { OTHER_BENEFITS, WEEKLY_INCOMES } from './IncomeTab';

export function printedAnswers(input: WithTaxYear<HousingBenefitInput>, rates: RatesTable, _result: HousingBenefitResult): Printout {
  const a = resolveRates(rates);
  // The lookup's own state is not kept with the answers: a typed rate is asked again when there is one.
  const shown = hbQuestionsShown(input, a);
  const { personalDetails: p, propertyDetails: pr, incomeDetails: inc } = input;
  const isCouple = p.relationshipStatus === 'couple';
  const { aWeek } = hbMessages.get();
  const { row, under, groups } = printedTable();
  const has = (d: HousingBenefitDisability) => p.disabilities.includes(d);

  // Personal.
  const t = hbPersonalMessages.get();
  const care = hbCareMessages.get();
  const pensionAge = sharedPensionAgeMessages.get();
  const bedroomWords = sharedBedroomMessages.get();
  const split = a['housing-benefit.personal-allowance.pension-split-year'];
  row(t.age, written.number(p.age));
  if (shown.statePensionAge) row(pensionAge.you, written.yesNo(p.isPensionAge));
  row(sharedNationMessages.get().legend, written.option(p.location ?? 'england', nationOptions()));
  row(t.partner, isCouple ? t.couple : t.single);
  if (shown.partnerAge) row(t.partnerAge, written.number(p.partnerAge));
  if (shown.partnerStatePensionAge) row(pensionAge.partner, written.yesNo(p.partnerIsPensionAge));
  if (shown.claimBeforeMay2019) row(t.before2019, written.yesNo(p.claimBeforeMay2019));
  if (shown.before2021) row((isCouple ? t.before2021Couple : t.before2021)({ year: split }), written.yesNo(shownBefore2021(input, a, input.taxYear)));
  row(t.careBenefits, written.yesNo(has('no-non-dependant-deductions')));
  const d = shown.disability;
  if (d.otherBenefit) row(t.otherBenefit, written.ticked(has('disability-premium')));
  if (d.severe) {
    row(care.severe, written.ticked(has('severe-disability-premium')));
    if (d.severeCouple) row(care.severeCouple, written.ticked(has('severe-disability-premium-couple')));
    if (d.carerForYou) row(care.carerForYou, written.yesNo(has('carer-paid-for-you')));
    if (d.carerForPartner) row(care.carerForPartner, written.yesNo(has('carer-paid-for-partner')));
    if (d.enhanced) row(care.enhanced, written.ticked(has('enhanced-disability-premium')));
  }
  const choices = choiceLabels(t);
  under(t.caring, () => {
    for (const choice of shown.caring) row(choices[choice]?.label ?? choice, written.ticked(has(choice)));
  });
  row(t.student, written.ticked(p.isStudent));
  row(t.immigration, written.option(p.immigration, immigrationOptions(t)));
  if (shown.claimBeforeMay2016) row(t.before2016, written.yesNo(p.claimBeforeMay2016));
  const relationships = labelledOptions(RELATIONSHIPS, relationshipLabels(t));
  p.household.forEach((member, index) => {
    const n = index + 1;
    const asked = shown.members[index];
    under(sharedFieldMessages.get().person({ noun: t.person, n }), () => {
      row(shownLabel(t.memberAge, { n }), written.number(member.age));
      row(shownLabel(t.relationship, { n }), written.option(member.relationship, relationships));
      if (asked?.couple) {
        // As CoupleQuestion.tsx shows it: the other's number when it is still one of the choices, else No.
        const couple = hbCoupleMessages.get();
        const other = member.coupleWith !== undefined && asked.couple.includes(member.coupleWith) ? member.coupleWith : null;
        row(shownLabel(couple.label, { n }), other === null ? couple.no : couple.with({ n: other }));
      }
      if (asked?.sex)
        row(
          shownLabel(t.sex, { n }),
          written.option(member.sex, [
            { value: 'male', label: bedroomWords.boy },
            { value: 'female', label: bedroomWords.girl },
          ]),
        );
      row(shownLabel(t.memberStudent, { n }), written.ticked(member.isStudent));
      if (asked?.disability) row(shownLabel(t.childDisability, { n }), written.ticked(member.hasDisability));
      // Kept only when Yes (bedroom-questions.ts): no answer is No to the calculation.
      if (asked?.cannotShare) row(shownLabel(t.cannotShare, { n }), written.ticked(member.cannotShare));
      if (asked?.income) row(shownLabel(t.memberIncome, { n }), written.money(member.grossWeeklyIncome ?? 0, aWeek));
      if (asked?.careBenefit) row(shownLabel(care.adult, { n }), written.ticked(member.getsDisabilityBenefitOrBlind));
      if (asked?.incomeBased) row(shownLabel(t.incomeBased, { n }), written.ticked(member.getsIncomeBasedBenefit));
    });
  });

  // Property.
  const pt = hbPropertyMessages.get();
  const tick = ({ key, label }: PropertyTick) => row(pt[label], written.ticked(pr[key]));
  row(sharedLhaMessages.get().postcode, written.text(pr.postcode));
  if (shown.typedLhaRate) row(pt.lhaRate, written.money(pr.lhaRateWeekly ?? 0, aWeek));
  row(pt.landlord, written.option(pr.tenancyType, landlordOptions(pt)));
  const home = sharedHomeMessages.get();
  row(home.type, written.option(pr.propertyType, labelledOptions(PROPERTY_TYPES, propertyTypeLabels(pt))));
  row(home.bedrooms, written.number(pr.bedrooms));
  for (const { key, label } of CHARGE_FIELDS) row(pt[label], written.money(pr[key], aWeek));
  if (shown.extraRooms) {
    if (shown.coupleCannotShare) row(bedroomWords.couple, written.ticked(p.coupleCannotShare));
    row(bedroomWords.overnightCare, written.number(overnightCareRooms(p)));
    row(bedroomWords.foster, written.ticked(p.fosterCarer));
  }
  // The bedrooms typed as allowed, asked of everyone (bedrooms-typed.ts).
  row(bedroomWords.typedTick, written.ticked(pr.bedroomsTyped !== undefined));
  if (pr.bedroomsTyped !== undefined) row(bedroomWords.typed, written.number(pr.bedroomsTyped));
  if (isYoungIndividualAsked(input, shown.isPensionAge, a)) {
    // As PropertyTab.tsx asks them (HB Regs reg 2(1) "young individual"), each at the ages it applies.
    const ticked = p.sharedRateExemptions ?? [];
    under(hbExemptionMessages.get().legend, () => {
      for (const option of hbSharedRateExemptionOptions(p.age, a)) row(option.label, written.ticked(ticked.includes(option.value)));
    });
  }
  under(pt.includes, () => rentIncludes(input).forEach(tick));
  if (shown.fuelCharge) row(pt.fuel, written.money(pr.fuelChargeWeekly ?? 0, aWeek));
  tick(ADAPTATIONS);
  under(pt.housing, () => SPECIAL_HOUSING.forEach(tick));

  // Income.
  const it = hbIncomeMessages.get();
  for (const { key, label } of WEEKLY_INCOMES) if (key !== 'partnerEarnings' || shown.partnerEarnings) row(it[label], written.money(inc[key], aWeek));
  row(it.savings, written.money(inc.savings));
  if (shown.guaranteeCredit) row(it.guarantee, written.yesNo(inc.getsGuaranteeCredit));
  under(it.benefits, () => {
    for (const benefit of OTHER_BENEFITS) row(it[benefit.label], written.ticked(inc.otherBenefits.includes(benefit.value)));
  });

  return { groups, worked: [] };
}
