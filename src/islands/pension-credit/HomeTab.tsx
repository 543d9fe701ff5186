/**
 * The Home tab (docs/rules.md "Pension Credit" 2): where you live. Owners and long leaseholders
 * are asked their ground rent and service charges, which Pension Credit can add to the
 * guarantee, and then what each other adult earns (Sch II para 14 takes a deduction for them); renters are told that rent is Housing Benefit, and may give it for that calculator.
 * Mortgage interest is never part of Pension Credit (it is a loan, Support for Mortgage Interest).
 */
import { MoneyField } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import { HOME_KINDS, withHome, withOtherAdultWorkIncome, type HomeKind, type PensionCreditAnswers } from './state';

const HOME_LABELS: Record<HomeKind, { label: string; hint?: string }> = {
  own: { label: 'I own it', hint: 'Outright or with a mortgage.' },
  'long-lease': { label: 'I own a long lease', hint: 'A lease of more than 21 years, such as many flats.' },
  rent: { label: 'I rent it' },
  other: { label: 'Something else', hint: 'For example, you live with family and do not pay rent.' },
};

export interface HomeTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
}

export default function HomeTab({ input, onChange }: HomeTabProps) {
  const owns = input.home === 'own' || input.home === 'long-lease';
  return (
    <div className="space-y-6">
      <RadioGroup<HomeKind>
        id="pc-home"
        legend="Your home"
        value={input.home ?? ''}
        options={HOME_KINDS.map((value) => ({ value, ...HOME_LABELS[value] }))}
        onChange={(home) => onChange((i) => withHome(i, home))}
      />
      {owns && (
        <MoneyField
          id="pc-housing-costs"
          label="Ground rent and service charges"
          hint="A week. If you pay them yearly, divide by 52. Leave out mortgage payments: Pension Credit does not pay them, but the Department for Work and Pensions may lend you help with mortgage interest."
          suffix="a week"
          value={input.housingCostsWeekly}
          onChange={(housingCostsWeekly) => onChange((i) => ({ ...i, housingCostsWeekly }))}
        />
      )}
      {owns &&
        input.housingCostsWeekly > 0 &&
        Array.from({ length: input.otherAdults }, (_, n) => (
          <MoneyField
            key={n}
            id={`pc-other-adult-income-${n + 1}`}
            label={input.otherAdults === 1 ? 'The other adult’s income from work' : `Other adult ${n + 1}: income from work`}
            hint="A week, before tax, if they work 16 hours or more a week; 0 if they do not. Pension Credit takes an amount off your ground rent and service charges for each adult who lives with you (not if you or your partner get a disability benefit or are registered blind), more if they earn more."
            suffix="a week"
            value={input.otherAdultsWorkIncome?.[n] ?? 0}
            onChange={(income) => onChange((i) => withOtherAdultWorkIncome(i, n, income))}
          />
        ))}
      {input.home === 'rent' && (
        <>
          <p className="rounded-md border-l-4 border-brand-700 bg-brand-50 p-3 text-slate-900">
            Pension Credit does not include rent. Help with rent is Housing Benefit, which you claim from your council. With the guarantee part of Pension Credit, Housing Benefit
            can cover all of your eligible rent.
          </p>
          <MoneyField
            id="pc-rent"
            label="Your rent (optional)"
            hint="A week. If you pay it monthly, multiply by 12 and divide by 52. It does not change your Pension Credit: the Housing Benefit button under your result takes it to that calculator."
            suffix="a week"
            value={input.rentWeekly ?? 0}
            onChange={(rentWeekly) => onChange((i) => ({ ...i, rentWeekly }))}
          />
        </>
      )}
    </div>
  );
}
