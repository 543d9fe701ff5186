/**
 * The Council Tax Support printout's answers (README "The printout and the link with your
 * answers"): exactly the questions the four steps show for the answers a result was worked out
 * from (state.ts `ctsQuestionsShown`, the rule the steps ask by), in the steps' order and words,
 * with their answers as the form shows them. Loaded with the result (printed-rows.ts).
 */
import { resolveRates, type RatesTable } from '~/calc/rates';
import type { CouncilTaxIncome, CouncilTaxSupportInput, CouncilTaxSupportResult } from '~/calc/council-tax-support';
import { ctsPropertyMessages } from '~/i18n/en/council-tax-support';
import { ctsHouseholdMessages, ctsOtherAdultsMessages } from '~/i18n/en/council-tax-support-household';
import { ctsIncomeMessages, ctsIncomeSourceMessages } from '~/i18n/en/council-tax-support-income';
import { ctsCircumstancesMessages } from '~/i18n/en/council-tax-support-circumstances';
import { sharedHomeMessages } from '~/i18n/en/shared-home';
import { sharedPensionAgeMessages } from '~/i18n/en/shared-pension-age';
import { sharedFieldMessages } from '~/i18n/en/shared';
import labelledOptions from '~/islands/shared/fields/labelled-options';
import type { WithTaxYear } from '~/islands/shared/session/tax-year';
import { printedTable, shownLabel, written, type Printout } from '~/islands/shared/link/printed-rows';
import { ADULT_RELATIONSHIPS, BANDS, COUNTRIES, ctsQuestionsShown, INCOME_SOURCES, PROPERTY_TYPES, shownBefore2021 } from './state';
import { homeTicks, propertyTypeLabels } from './PropertyStep';
import { adultRelationshipLabels } from './HouseholdStep';
import { incomeSourceLabels } from './IncomeStep';
import { adultCareBenefitLabel, circumstanceWords } from './CircumstancesStep';

export function printedAnswers(input: WithTaxYear<CouncilTaxSupportInput>, rates: RatesTable, _result: CouncilTaxSupportResult): Printout {
  const a = resolveRates(rates);
  const shown = ctsQuestionsShown(input, a);
  const { location: loc, property: pr, household: hh } = input;
  const { row, under, groups } = printedTable();

  // Property & Location.
  const t = ctsPropertyMessages.get();
  row(
    t.countryLegend,
    written.option(
      loc.country,
      COUNTRIES.map((country) => ({ value: country, label: t[country] })),
    ),
  );
  row(t.councilLabel, written.text(loc.localAuthority));
  row(t.postcodeLabel, written.text(loc.postcode));
  row(
    t.bandLabel,
    written.option(
      loc.councilTaxBand,
      BANDS.map((band) => ({ value: band, label: t.band({ band }) })),
    ),
  );
  row(t.billLabel, written.money(loc.annualCouncilTax));
  const home = sharedHomeMessages.get();
  row(home.type, written.option(pr.propertyType, labelledOptions(PROPERTY_TYPES, propertyTypeLabels(t))));
  row(home.bedrooms, written.number(pr.bedrooms));
  under(t.homeLegend, () => {
    for (const tick of homeTicks(t, a)) row(tick.label, written.ticked(pr[tick.key]));
  });

  // Household Details.
  const h = ctsHouseholdMessages.get();
  const split = a['housing-benefit.personal-allowance.pension-split-year'];
  row(h.ageLabel, written.number(hh.claimantAge));
  if (shown.statePensionAge) row(sharedPensionAgeMessages.get().you, written.yesNo(hh.reachedStatePensionAge));
  row(h.partnerLabel, written.ticked(hh.hasPartner));
  if (shown.partnerAge) row(h.partnerAgeLabel, written.number(hh.partnerAge));
  if (shown.universalCredit) row(hh.hasPartner ? h.universalCreditLegendCouple : h.universalCreditLegend, written.ticked(hh.getsUniversalCredit));
  if (shown.before2021) row((hh.hasPartner ? h.before2021LegendCouple : h.before2021Legend)({ year: split }), written.yesNo(shownBefore2021(hh, input.taxYear, a)));
  row(h.childrenLabel, written.number(hh.dependentChildren));
  under(h.childrenAgesLegend, () => hh.childrenAges.forEach((age, index) => row(h.child({ n: index + 1 }), written.number(age))));
  const adults = ctsOtherAdultsMessages.get();
  const relationships = labelledOptions(ADULT_RELATIONSHIPS, adultRelationshipLabels(adults));
  hh.otherAdultsDetails.forEach((adult, index) => {
    const n = index + 1;
    under(sharedFieldMessages.get().person({ noun: adults.noun, n }), () => {
      row(shownLabel(adults.age({ n })), written.number(adult.age));
      row(shownLabel(adults.relationship({ n })), written.option(adult.relationship, relationships));
      row(shownLabel(adults.income({ n })), written.money(adult.income, adults.aWeek));
      row(shownLabel(adults.student({ n })), written.ticked(adult.isStudent));
      row(shownLabel(adults.qualifyingBenefit({ n })), written.ticked(adult.getsQualifyingBenefit));
      row(shownLabel(adults.universalCredit({ n })), written.ticked(adult.getsUniversalCreditNoEarnings));
    });
  });

  // Income & Benefits.
  const sources = ctsIncomeSourceMessages.get();
  const labels = incomeSourceLabels(sources);
  const income = (legend: string, amounts: CouncilTaxIncome | undefined, isPartner: boolean) =>
    under(legend, () => {
      for (const key of INCOME_SOURCES)
        row(isPartner ? shownLabel(sources.partners({ source: labels[key].label })) : labels[key].label, written.money(amounts?.[key] ?? 0, sources.aWeek));
    });
  income(sources.yours, input.income.claimantIncome, false);
  if (shown.partnerIncome) income(sources.partnersLegend, input.income.partnerIncome, true);
  const i = ctsIncomeMessages.get();
  row(i.notCountedLabel, written.money(input.income.notCountedIncome ?? 0, i.aWeek));
  row(i.savingsLabel, written.money(input.savings.totalSavings));
  if (shown.guaranteeCredit) row(i.guaranteeLabel, written.ticked(input.income.getsGuaranteeCredit));

  // Special Circumstances.
  const c = ctsCircumstancesMessages.get();
  under(c.tickAll, () => {
    for (const question of circumstanceWords(c, input, shown)) row(question.label, written.ticked(input.circumstances[question.key]));
  });
  under(c.otherAdultsLegend, () => {
    for (const index of shown.adultsCareBenefit) row(adultCareBenefitLabel(c, input, index), written.ticked(hh.otherAdultsDetails[index]?.getsCareBenefitOrBlind));
  });

  return { groups, worked: [] };
}
