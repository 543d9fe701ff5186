/**
 * The Pension Credit printout's answers (README "The printout and the link with your answers"):
 * exactly the questions the three tabs show for the answers a result was worked out from
 * (state.ts `pcQuestionsShown`, the rule the tabs ask by), in the tabs' order and words, with
 * their answers as the form shows them. Loaded with the result (printed-rows.ts).
 */
import { sharedNationMessages } from '~/i18n/en/shared-nations';
import { nationOptions } from '~/islands/shared/fields/NationField';
import { resolveRates, type RatesTable } from '~/calc/rates';
import type { PensionCreditPerson, PensionCreditResult } from '~/calc/pension-credit';
import { before2016, shownStatePensionAge, type Who } from '~/calc/pension-credit-questions';
import { pcMessages, pcYouMessages } from '~/i18n/en/pension-credit';
import { pcHomeMessages, pcMoneyMessages } from '~/i18n/en/pension-credit-later';
import { sharedFieldMessages } from '~/i18n/en/shared';
import type { WithTaxYear } from '~/islands/shared/session/tax-year';
import { printedTable, shownLabel, written, type Printout } from '~/islands/shared/link/printed-rows';
import { carerChoice, CHILD_DISABILITY_RATES, HOME_KINDS, pcQuestionsShown, type PcPersonQuestions, type PensionCreditAnswers } from './state';
import { carerOptions, childDisabilityLabels } from './YouTab';
import { homeLabels } from './HomeTab';

export function printedAnswers(input: WithTaxYear<PensionCreditAnswers>, rates: RatesTable, _result: PensionCreditResult): Printout {
  const a = resolveRates(rates);
  const year = input.taxYear;
  const shown = pcQuestionsShown(input, year, a);
  const you = pcYouMessages.get();
  const money = pcMoneyMessages.get();
  const home = pcHomeMessages.get();
  const { aWeek } = pcMessages.get();
  const { row, under, groups } = printedTable();
  const isCouple = input.partner !== null;
  const people: Array<[Who, PensionCreditPerson, PcPersonQuestions]> = [['claimant', input.claimant, shown.claimant]];
  if (input.partner && shown.partner) people.push(['partner', input.partner, shown.partner]);

  // You and your partner.
  row(sharedNationMessages.get().legend, written.option(input.location ?? 'england', nationOptions()));
  row(you.partner, isCouple ? you.couple : you.single);
  for (const [who, person, asked] of people) {
    const yours = who === 'claimant';
    row(yours ? you.age : you.partnerAge, written.number(person.age));
    row(yours ? you.dob : you.partnerDob, written.date(person.dateOfBirth));
    if (asked.statePensionAge) row(yours ? you.spa : you.partnerSpa, written.yesNo(shownStatePensionAge(person, year, a)));
    if (asked.before2016) row(yours ? you.before2016 : you.partnerBefore2016, written.yesNo(before2016(person, year, a)));
    row(yours ? you.disability : you.partnerDisability, written.yesNo(person.getsDisabilityBenefit ?? false));
    if (asked.caredFor) row(yours ? you.caredFor : you.partnerCaredFor, written.yesNo(person.someoneGetsCarersAllowanceForCaringForThem ?? false));
    if (asked.blind) row(yours ? you.blind : you.partnerBlind, written.yesNo(person.isRegisteredBlind ?? false));
    row(yours ? you.carer : you.partnerCarer, written.option(carerChoice(person), carerOptions(you, yours)));
  }
  if (shown.entitledBeforeMay2019) row(you.before2019, written.yesNo(input.entitledBeforeMay2019));
  if (shown.savingsCreditSince2016) row(you.savingsCredit2016, written.yesNo(input.savingsCreditSinceBeforeApril2016));
  row(you.otherAdults, written.number(input.otherAdults));
  const childRates = childDisabilityLabels(you);
  input.children.forEach((child, index) => {
    const n = index + 1;
    under(sharedFieldMessages.get().person({ noun: you.child, n }), () => {
      row(shownLabel(you.childAge, { n }), written.number(child.age));
      if (shown.childBornBefore2017[index]) row(shownLabel(you.before2017, { n }), written.yesNo(child.bornBeforeApril2017 ?? false));
      row(
        shownLabel(you.childDisability, { n }),
        written.option(
          child.disabilityRate ?? 'none',
          CHILD_DISABILITY_RATES.map((value) => ({ value, label: childRates[value] })),
        ),
      );
    });
  });

  // Money.
  for (const [who, person, asked] of people) {
    const yours = who === 'claimant';
    const weekly = (label: string, amount: number) => row(label, written.money(amount, aWeek));
    weekly(yours ? money.statePension : money.partnerStatePension, person.statePension);
    weekly(yours ? money.otherPensions : money.partnerOtherPensions, person.otherPensions);
    weekly(yours ? money.earnings : money.partnerEarnings, person.earnings);
    if (asked.specialOccupation) row(yours ? money.special : money.partnerSpecial, written.ticked(person.specialOccupationEarnings));
    row(yours ? money.getsWarPension : money.partnerGetsWarPension, written.ticked(person.warPension !== undefined));
    if (asked.warPension) weekly(yours ? money.warPension : money.partnerWarPension, person.warPension ?? 0);
    weekly(yours ? money.benefits : money.partnerBenefits, person.countedBenefits);
  }
  row(isCouple ? money.savingsTogether : money.savings, written.money(input.savings));

  // Home.
  const kinds = homeLabels(home);
  row(
    home.home,
    written.option(
      input.home,
      HOME_KINDS.map((value) => ({ value, label: kinds[value].label })),
    ),
  );
  if (shown.housingCosts) row(home.housingCosts, written.money(input.housingCostsWeekly, aWeek));
  for (let n = 0; n < shown.otherAdultsWorkIncome; n += 1) {
    row(input.otherAdults === 1 ? home.adultIncome : home.adultNIncome({ n: n + 1 }), written.money(input.otherAdultsWorkIncome?.[n] ?? 0, aWeek));
  }
  if (shown.rent) row(home.yourRent, written.money(input.rentWeekly ?? 0, aWeek));

  return { groups, worked: [] };
}
