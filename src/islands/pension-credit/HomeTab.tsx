/**
 * The Home tab (docs/rules.md "Pension Credit" 2): where you live. Owners and long leaseholders
 * are asked their ground rent and service charges, which Pension Credit can add to the
 * guarantee, and then what each other adult earns (Sch II para 14 takes a deduction for them); renters are told that rent is Housing Benefit, and may give it for that calculator.
 * Mortgage interest is never part of Pension Credit (it is a loan, Support for Mortgage Interest).
 */
import { useStore } from '@nanostores/react';
import { pcMessages } from '~/i18n/en/pension-credit';
import { pcHomeMessages } from '~/i18n/en/pension-credit-later';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import { HOME_KINDS, withHome, withOtherAdultWorkIncome, type HomeKind, type PcQuestions, type PensionCreditAnswers } from './state';

/** Each kind of home in the form's words (the printout writes the answer with them). */
export const homeLabels = (t: ReturnType<typeof pcHomeMessages.get>): Record<HomeKind, { label: string; hint?: string }> => ({
  own: { label: t.own, hint: t.ownHint },
  'long-lease': { label: t.lease, hint: t.leaseHint },
  rent: { label: t.rent },
  other: { label: t.other, hint: t.otherHint },
});

export interface HomeTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
  /** The questions asked for these answers (state.ts `pcQuestionsShown`). */
  shown: PcQuestions;
}

export default function HomeTab({ input, onChange, shown }: HomeTabProps) {
  const t = useStore(pcHomeMessages);
  const { aWeek } = useStore(pcMessages);
  const labels = homeLabels(t);
  return (
    <div className="space-y-6">
      <RadioGroup<HomeKind>
        id="pc-home"
        legend={t.home}
        value={input.home ?? ''}
        options={HOME_KINDS.map((value) => ({ value, ...labels[value] }))}
        onChange={(home) => onChange((i) => withHome(i, home))}
      />
      {shown.housingCosts && (
        <MoneyField
          id="pc-housing-costs"
          label={t.housingCosts}
          hint={t.housingCostsHint}
          suffix={aWeek}
          value={input.housingCostsWeekly}
          onChange={(housingCostsWeekly) => onChange((i) => ({ ...i, housingCostsWeekly }))}
        />
      )}
      {Array.from({ length: shown.otherAdultsWorkIncome }, (_, n) => (
        <MoneyField
          key={n}
          id={`pc-other-adult-income-${n + 1}`}
          label={input.otherAdults === 1 ? t.adultIncome : t.adultNIncome({ n: n + 1 })}
          hint={t.adultIncomeHint}
          suffix={aWeek}
          value={input.otherAdultsWorkIncome?.[n] ?? 0}
          onChange={(income) => onChange((i) => withOtherAdultWorkIncome(i, n, income))}
        />
      ))}
      {shown.rent && (
        <>
          <p className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">{t.noRent}</p>
          <MoneyField
            id="pc-rent"
            label={t.yourRent}
            hint={t.yourRentHint}
            suffix={aWeek}
            value={input.rentWeekly ?? 0}
            onChange={(rentWeekly) => onChange((i) => ({ ...i, rentWeekly }))}
          />
        </>
      )}
    </div>
  );
}
