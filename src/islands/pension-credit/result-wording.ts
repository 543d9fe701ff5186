/**
 * What the Pension Credit result says about State Pension age and savings credit, in plain words
 * (docs/rules.md "Pension Credit" 1 and 5). Pure, so each rule is unit-tested in node
 * (result-wording.test.ts).
 */
import { PC_SAVINGS_CREDIT_CLOSED, type PensionCreditInput } from '~/calc/pension-credit';
import type { UkNation } from '~/calc/nations';
import { isMessage, type EngineText } from '~/calc/message';
import { statePensionAgeDate } from '~/calc/state-pension-age';
import { formatLongDate } from '~/i18n/format-dates';
import { pcResultsMessages } from '~/i18n/en/pension-credit-later';

/**
 * Why a single person under State Pension age gets nothing: with a date of birth it names the day
 * State Pension age comes (the Pensions Act 1995 Sch 4 tables, src/calc/state-pension-age.ts),
 * and says they can claim from 4 months before (the rate `pension-credit.advance-claim-months`,
 * which the engine's next steps also name).
 */
export function underStatePensionAgeText(input: Pick<PensionCreditInput, 'claimant'>): string {
  const t = pcResultsMessages.get();
  const reaches = statePensionAgeDate(input.claimant.dateOfBirth);
  if (!reaches) return t.underAge;
  return t.reachesAge({ date: formatLongDate(reaches) });
}

/**
 * The result's warnings, with the closed savings credit taken out as information: it is no money
 * lost, only a part of Pension Credit for people who reached State Pension age before 6 April 2016
 * (State Pension Credit Act 2002 s 3(1)), so it is said plainly, not as a warning. The engine's
 * warning is found by its id (`PC_SAVINGS_CREDIT_CLOSED`) and its reason written with `write`;
 * a warning saved in words before the engine gave messages stays a warning.
 */
export function savingsCreditNote(warnings: readonly EngineText[], write: (text: EngineText) => string): { note: string | null; warnings: EngineText[] } {
  let note: string | null = null;
  const rest: EngineText[] = [];
  for (const w of warnings) {
    const reason = typeof w !== 'string' && w.messageId === PC_SAVINGS_CREDIT_CLOSED ? w.values?.reason : undefined;
    if (isMessage(reason) && !note) note = pcResultsMessages.get().savingsNote({ reason: write(reason) });
    else rest.push(w);
  }
  return { note, warnings: rest };
}

/** The words of the result's help with housing costs: its heading, its first sentence and the Council Tax Support button. */
export interface HousingHelpWording {
  heading: string;
  intro: string;
  councilTaxButton: string;
}

/**
 * The section under the result that opens Housing Benefit and Council Tax Support (docs/rules.md
 * "Pension Credit" 5). In Northern Ireland there is no council tax: domestic rates, with Housing
 * Benefit for rates from the Housing Executive (tenants) or Land & Property Services (owners), so
 * the section speaks of rent and rates and the button of help with rates (docs/rules.md "Northern
 * Ireland" 3); the Council Tax Support page says what that help is when Northern Ireland is chosen.
 */
export function housingHelpWording(location: UkNation | undefined, owns: boolean, hasGuarantee: boolean): HousingHelpWording {
  const t = pcResultsMessages.get();
  if (location === 'northern-ireland')
    return {
      heading: owns ? t.helpRates : t.helpRentAndRates,
      intro: hasGuarantee ? t.withGuaranteeNorthernIreland : owns ? t.lowIncomeRatesNorthernIreland : t.lowIncomeRentAndRatesNorthernIreland,
      councilTaxButton: t.checkRatesHelp,
    };
  return { heading: owns ? t.helpCouncilTax : t.helpRentAndCouncilTax, intro: hasGuarantee ? t.withGuarantee : t.lowIncome, councilTaxButton: t.checkCouncilTaxSupport };
}
