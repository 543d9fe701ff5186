/**
 * The Home tab (docs/rules.md "Pension Credit" 2): where you live. Owners and long leaseholders
 * are asked their ground rent and service charges, which Pension Credit can add to the
 * guarantee; renters are told that rent is Housing Benefit, and may give it for that calculator.
 * Mortgage interest is never part of Pension Credit (it is a loan, Support for Mortgage Interest).
 */
import { MoneyField } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import { HOME_KINDS, withHome, type HomeKind, type PensionCreditAnswers } from './state';

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
