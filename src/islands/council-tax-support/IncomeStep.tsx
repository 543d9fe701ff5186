/**
 * Step 3, Income & Benefits (docs/product.md §2-§5): weekly income by source for you and, with a
 * partner, for them; what never counts; savings, with the warning over 16,000; at pension age,
 * whether you get the guarantee part of Pension Credit (the pension-age scheme then gives the most).
 */
import { useState } from 'react';
import { useStore } from '@nanostores/react';
import { ctsIncomeMessages, ctsIncomeSourceMessages } from '~/i18n/en/council-tax-support-income';
import { Rich, linkPart } from '~/i18n/Rich';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import type { CouncilTaxIncome } from '~/calc/council-tax-support';
import Tabs from '~/islands/shared/fields/Tabs';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import type { StepProps } from './PropertyStep';
import { INCOME_SOURCES, moneyOrZero, setIncome, setTotalSavings } from './state';
import { formatMoney, formatMoneyWithPence, toPence } from '~/calc/money';

/** Each source of income in the form's words (the printout names the answers with them). */
export const incomeSourceLabels = (t: ReturnType<typeof ctsIncomeSourceMessages.get>): Record<keyof CouncilTaxIncome, { label: string; hint: string }> => ({
  employment: { label: t.employment, hint: t.employmentHint },
  selfEmployment: { label: t.selfEmployment, hint: t.selfEmploymentHint },
  benefits: { label: t.benefits, hint: t.benefitsHint },
  pensions: { label: t.pensions, hint: t.pensionsHint },
  other: { label: t.other, hint: t.otherHint },
});

function IncomeFields({ who, input, onChange }: { who: 'claimantIncome' | 'partnerIncome' } & Pick<StepProps, 'input' | 'onChange'>) {
  const t = useStore(ctsIncomeSourceMessages);
  const sources = incomeSourceLabels(t);
  const income = input.income[who];
  const whose = who === 'partnerIncome' ? 'partner' : 'you';
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{who === 'partnerIncome' ? t.partnersLegend : t.yours}</legend>
      <p className="mt-1 text-slate-600">{t.perWeek}</p>
      <div className="mt-3 space-y-5">
        {INCOME_SOURCES.map((key) => (
          <MoneyField
            key={key}
            id={`cts-${whose}-${key}`}
            label={
              // Not plain text either way, as before: the field's notes call it 'this answer'.
              who === 'partnerIncome' ? (
                <Rich text={t.partners({ source: sources[key].label })} parts={{ who: (words) => <span className="sr-only">{words}</span> }} />
              ) : (
                <>{sources[key].label}</>
              )
            }
            hint={sources[key].hint}
            suffix={t.aWeek}
            step={0.01}
            value={income[key]}
            onChange={(amount) => onChange((i) => setIncome(i, who, key, amount))}
          />
        ))}
      </div>
    </fieldset>
  );
}

export default function IncomeStep({ input, onChange, amounts, shown }: StepProps) {
  const t = useStore(ctsIncomeMessages);
  const [tab, setTab] = useState('claimant');
  const hasPartner = shown.partnerIncome;
  const upper = amounts['housing-benefit.capital.upper-limit'];
  // The pension-age scheme (docs/rules.md CTS 2): State Pension age reached (asked at 66) and no Universal Credit.
  const isPensionAge = shown.isPensionAge;
  const lower = isPensionAge ? amounts['housing-benefit.capital.pension.lower-limit'] : amounts['housing-benefit.capital.lower-limit'];
  return (
    <div className="space-y-8">
      <div>
        {!hasPartner && <p className="mb-2 text-sm text-slate-700">{t.addPartner}</p>}
        <Tabs
          label={t.whose}
          idPrefix="cts-income"
          selectedId={tab}
          onSelect={setTab}
          tabs={[
            { id: 'claimant', label: t.yourTab, content: <IncomeFields who="claimantIncome" input={input} onChange={onChange} /> },
            { id: 'partner', label: t.partnerTab, disabled: !hasPartner, content: <IncomeFields who="partnerIncome" input={input} onChange={onChange} /> },
          ]}
        />
      </div>
      <MoneyField
        id="cts-not-counted"
        label={t.notCountedLabel}
        hint={t.notCountedHint}
        suffix={t.aWeek}
        step={0.01}
        value={input.income.notCountedIncome ?? 0}
        onChange={(amount) => onChange((i) => ({ ...i, income: { ...i.income, notCountedIncome: moneyOrZero(amount) } }))}
      />
      <p className="rounded-md bg-slate-100 p-3 text-slate-900">
        <Rich text={t.total} parts={{ amount: <strong className="tabular-nums">{formatMoneyWithPence(toPence(input.income.householdIncome))}</strong> }} />
      </p>
      <div>
        <MoneyField
          id="cts-savings"
          label={t.savingsLabel}
          hint={(input.household.hasPartner ? t.savingsHintCouple : t.savingsHint)({ amount: formatMoney(toPence(lower)) })}
          step={0.01}
          widthClass="w-44"
          value={input.savings.totalSavings}
          onChange={(amount) => onChange((i) => setTotalSavings(i, amount, upper))}
        />
        <div aria-live="polite">
          {input.savings.hasOver16000 && (
            <p className="mt-3 rounded-md border-l-4 border-danger-600 bg-danger-50 p-3 font-semibold text-slate-900">
              {(isPensionAge ? t.overLimitPensionAge : t.overLimit)({ amount: formatMoneyWithPence(toPence(upper)) })}
            </p>
          )}
        </div>
      </div>
      {shown.guaranteeCredit && (
        <CheckboxField
          id="cts-guarantee-credit"
          label={t.guaranteeLabel}
          hint={
            <Rich
              text={t.guaranteeHint}
              parts={{
                link: linkPart('/pension-credit'),
              }}
            />
          }
          checked={input.income.getsGuaranteeCredit === true}
          onChange={(on) => onChange((i) => ({ ...i, income: { ...i.income, getsGuaranteeCredit: on } }))}
        />
      )}
    </div>
  );
}
