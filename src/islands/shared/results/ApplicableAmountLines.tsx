/**
 * The applicable amount as lines of working, the same in Housing Benefit and Council Tax
 * Support (docs/rules.md HB 3, CTS 2 and 3): the personal allowance, each premium that applies as
 * a plus line, and the total.
 */
import { useStore } from '@nanostores/react';
import type { CalculationLine } from '~/calc/types';
import { useEngineText } from '~/i18n/engine-words';
import { sharedResultMessages } from '~/i18n/en/shared-results';
import { ResultLine } from './ResultLine';

export interface ApplicableAmountLinesProps {
  personalAllowance: CalculationLine;
  /** Every premium the engine considered; only those that apply are shown. */
  premiums: readonly CalculationLine[];
  /** The applicable amount, in pounds a week. */
  total: number;
}

export default function ApplicableAmountLines({ personalAllowance, premiums, total }: ApplicableAmountLinesProps) {
  const t = useStore(sharedResultMessages);
  const write = useEngineText();
  return (
    <>
      <h4 className="mt-4 font-bold text-slate-900">{t.applicableTitle}</h4>
      <ul>
        <ResultLine kind="plain" label={write(personalAllowance.name)} amount={personalAllowance.amount} working={write(personalAllowance.working)} />
        {premiums
          .filter((l) => l.qualifying)
          .map((l) => (
            <ResultLine key={write(l.name)} label={write(l.name)} amount={l.amount} kind="plus" working={write(l.working)} />
          ))}
        <ResultLine label={t.applicableAmount} amount={total} kind="equals" />
      </ul>
    </>
  );
}
