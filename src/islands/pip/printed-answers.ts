/**
 * The PIP printout's answers (README "The printout and the link with your answers"): exactly the
 * questions the Info tab shows for the answers a result was worked out from (state.ts
 * `pipQuestionsShown`), in its order and words, then every activity of Schedule 1 under its tab's
 * heading, named as its heading names it, with the statement chosen. Loaded with the result
 * (printed-rows.ts).
 */
import { resolveRates, type RatesTable } from '~/calc/rates';
import type { PipInput, PipResult } from '~/calc/pip';
import { pipCalculatorMessages, pipInfoMessages } from '~/i18n/en/pip';
import { engineTextWriter } from '~/i18n/engine-words';
import { pipScheduleWords } from '~/i18n/en/pip-schedule';
import type { WithTaxYear } from '~/islands/shared/session/tax-year';
import { printedTable, written, type Printout } from '~/islands/shared/link/printed-rows';
import { sharedNationMessages } from '~/i18n/en/shared-nations';
import { nationOptions } from '~/islands/shared/fields/NationField';
import { COMPONENT_ACTIVITIES, durationOptions, pipQuestionsShown } from './state';

export function printedAnswers(input: WithTaxYear<PipInput>, rates: RatesTable, _result: PipResult): Printout {
  const shown = pipQuestionsShown(input.personalInfo, resolveRates(rates));
  const info = input.personalInfo;
  const t = pipInfoMessages.get();
  const { row, under, groups } = printedTable();

  row(t.age, written.number(info.age));
  if (shown.statePensionAge) row(t.pensionAge, written.yesNo(info.reachedStatePensionAge));
  if (shown.previousAward) row(t.previousAward, written.yesNo(info.gotPipOrDlaInLastYear));
  row(sharedNationMessages.get().legend, written.option(info.location ?? 'england', nationOptions()));
  row(t.duration, written.option(info.conditionDuration, durationOptions()));
  row(info.location === 'scotland' ? t.endOfLifeScotland : t.endOfLife, written.ticked(info.isEndOfLife));
  row(t.conditions, written.text(info.conditions.join(', ')));
  row(t.hasDisability, written.ticked(info.hasDisability));

  const titles = pipCalculatorMessages.get();
  const write = engineTextWriter(pipScheduleWords);
  for (const [component, title] of [
    ['dailyLiving', titles.dailyLivingTitle],
    ['mobility', titles.mobilityTitle],
  ] as const) {
    under(title, () => {
      for (const activity of COMPONENT_ACTIVITIES[component]) {
        const chosen = activity.descriptors.find((d) => d.id === input.assessment[component][activity.id]);
        row(write(activity.name), chosen ? write(chosen.description) : written.notAnswered());
      }
    });
  }
  return { groups, worked: [] };
}
