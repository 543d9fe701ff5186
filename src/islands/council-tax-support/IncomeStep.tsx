/**
 * Step 3, Income & Benefits (docs/product.md §2-§5): weekly income by source for you and, with a
 * partner, for them; what never counts; savings, with the warning over 16,000; at pension age,
 * whether you get the guarantee part of Pension Credit (the pension-age scheme then gives the most).
 */
import { useState } from 'react';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import type { CouncilTaxIncome } from '~/calc/council-tax-support';
import Tabs from '~/islands/shared/fields/Tabs';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import type { StepProps } from './PropertyStep';
import { INCOME_SOURCES, moneyOrZero, setIncome, setTotalSavings } from './state';
import { defaultReachedStatePensionAge, isStatePensionAgeAsked } from '~/calc/pension-age';
import { formatMoney, formatMoneyWithPence, toPence } from '~/calc/money';

const SOURCE_LABELS: Record<keyof CouncilTaxIncome, { label: string; hint: string }> = {
  employment: { label: 'Earnings from a job', hint: 'Take-home pay, after tax and National Insurance.' },
  selfEmployment: { label: 'Self-employed earnings', hint: 'Profit after business costs, tax and National Insurance.' },
  benefits: {
    label: 'Benefits such as Carer’s Allowance, ESA, JSA or Universal Credit',
    hint: 'Carer’s Allowance (Carer Support Payment in Scotland), contributory ESA or JSA, Universal Credit and other benefits paid to you. Leave out Child Benefit, PIP, DLA, Attendance Allowance and Housing Benefit: they are never counted.',
  },
  pensions: { label: 'Pensions', hint: 'State Pension and any private or work pension.' },
  other: { label: 'Other income', hint: 'For example rent from a lodger. Not child maintenance: it never counts.' },
};

function IncomeFields({ who, input, onChange }: { who: 'claimantIncome' | 'partnerIncome' } & Pick<StepProps, 'input' | 'onChange'>) {
  const income = input.income[who];
  const whose = who === 'partnerIncome' ? 'partner' : 'you';
  return (
    <fieldset>
      <legend className="font-semibold text-slate-900">{who === 'partnerIncome' ? 'Your partner’s weekly income' : 'Your weekly income'}</legend>
      <p className="mt-1 text-slate-600">Per week, pounds and pence. If paid monthly, multiply by 12 and divide by 52.</p>
      <div className="mt-3 space-y-5">
        {INCOME_SOURCES.map((key) => (
          <MoneyField
            key={key}
            id={`cts-${whose}-${key}`}
            label={
              <>
                {SOURCE_LABELS[key].label}
                {who === 'partnerIncome' && <span className="sr-only"> (partner)</span>}
              </>
            }
            hint={SOURCE_LABELS[key].hint}
            suffix="a week"
            step={0.01}
            value={income[key]}
            onChange={(amount) => onChange((i) => setIncome(i, who, key, amount))}
          />
        ))}
      </div>
    </fieldset>
  );
}

export default function IncomeStep({ input, onChange, amounts }: StepProps) {
  const [tab, setTab] = useState('claimant');
  const hasPartner = input.household.hasPartner;
  const upper = amounts['housing-benefit.capital.upper-limit'];
  // The pension-age scheme (docs/rules.md CTS 2): State Pension age reached (asked at 66) and no Universal Credit.
  const hh = input.household;
  const reached = isStatePensionAgeAsked(hh.claimantAge, amounts) ? hh.reachedStatePensionAge === true : defaultReachedStatePensionAge(hh.claimantAge, amounts);
  const isPensionAge = reached && hh.getsUniversalCredit !== true;
  const lower = isPensionAge ? amounts['housing-benefit.capital.pension.lower-limit'] : amounts['housing-benefit.capital.lower-limit'];
  return (
    <div className="space-y-8">
      <div>
        {!hasPartner && <p className="mb-2 text-sm text-slate-700">To add a partner’s income, tick “You have a partner who lives with you” in Household Details.</p>}
        <Tabs
          label="Whose income"
          idPrefix="cts-income"
          selectedId={tab}
          onSelect={setTab}
          tabs={[
            { id: 'claimant', label: 'Your Income', content: <IncomeFields who="claimantIncome" input={input} onChange={onChange} /> },
            { id: 'partner', label: "Partner's Income", disabled: !hasPartner, content: <IncomeFields who="partnerIncome" input={input} onChange={onChange} /> },
          ]}
        />
      </div>
      <MoneyField
        id="cts-not-counted"
        label="Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit (optional)"
        hint="A week, for your household. These are never counted as income: we show them in the working so you can see they are left out."
        suffix="a week"
        step={0.01}
        value={input.income.notCountedIncome ?? 0}
        onChange={(amount) => onChange((i) => ({ ...i, income: { ...i.income, notCountedIncome: moneyOrZero(amount) } }))}
      />
      <p className="rounded-md bg-slate-100 p-3 text-slate-900">
        Total household income that counts: <strong className="tabular-nums">{formatMoneyWithPence(toPence(input.income.householdIncome))}</strong> a week
      </p>
      <div>
        <MoneyField
          id="cts-savings"
          label="Savings and investments"
          hint={`Everything you${input.household.hasPartner ? ' and your partner' : ''} have, pounds and pence. Over ${formatMoney(toPence(lower))} counts as some income.`}
          step={0.01}
          widthClass="w-44"
          value={input.savings.totalSavings}
          onChange={(amount) => onChange((i) => setTotalSavings(i, amount, upper))}
        />
        <div aria-live="polite">
          {input.savings.hasOver16000 && (
            <p className="mt-3 rounded-md border-l-4 border-danger-600 bg-danger-50 p-3 font-semibold text-slate-900">
              You may not be eligible for Council Tax Support with savings over {formatMoneyWithPence(toPence(upper))}
              {isPensionAge && ' unless you get the guarantee part of Pension Credit'}
            </p>
          )}
        </div>
      </div>
      {isPensionAge && (
        <CheckboxField
          id="cts-guarantee-credit"
          label="You get the guarantee part of Pension Credit"
          hint={
            <>
              Then the pension-age scheme can cover your whole bill, whatever your income and savings.{' '}
              <a href="/pension-credit" className="link">
                Find out if you can get Pension Credit
              </a>
            </>
          }
          checked={input.income.getsGuaranteeCredit === true}
          onChange={(on) => onChange((i) => ({ ...i, income: { ...i.income, getsGuaranteeCredit: on } }))}
        />
      )}
    </div>
  );
}
