/**
 * What the Pension Credit result says about State Pension age and savings credit, in plain words
 * (docs/rules.md "Pension Credit" 1 and 5). Pure, so each rule is unit-tested in node
 * (result-wording.test.ts).
 */
import type { PensionCreditInput } from '~/calc/pension-credit';
import { statePensionAgeDate } from '~/calc/state-pension-age';
import { formatLongDate } from '~/i18n/format';
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

/** How the engine's warning about a closed savings credit begins (src/calc/pension-credit.ts `warnings`). */
const CLOSED_SAVINGS_CREDIT = /^Savings credit would be .* but none is included: (.*)\.$/;

/**
 * The result's warnings, with the closed savings credit taken out as information: it is no money
 * lost, only a part of Pension Credit for people who reached State Pension age before 6 April 2016
 * (State Pension Credit Act 2002 s 3(1)), so it is said plainly, not as a warning.
 */
export function savingsCreditNote(warnings: readonly string[]): { note: string | null; warnings: string[] } {
  let note: string | null = null;
  const rest: string[] = [];
  for (const w of warnings) {
    const closed = CLOSED_SAVINGS_CREDIT.exec(w);
    if (closed && !note) note = pcResultsMessages.get().savingsNote({ reason: closed[1] ?? '' });
    else rest.push(w);
  }
  return { note, warnings: rest };
}
