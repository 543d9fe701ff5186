/**
 * The Income tab (docs/product.md §2-§3): weekly earnings, a partner's earnings (couples only),
 * pension, other income, savings, and the benefits you get.
 */
import { MoneyField } from '~/islands/shared/fields/NumberField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import { pensionAgeStatus } from '~/calc/housing-benefit-questions';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import type { ResolvedRates } from '~/calc/rates';
import { formatMoney, toPence } from '~/calc/money';
import { inputForCalculation, toggleIn, withIncome } from './state';

/**
 * Working-age benefits that, in the rules, mean the council ignores your income and savings (a
 * "passport" to maximum Housing Benefit). Pension Credit guarantee credit has its own question.
 */
export const PASSPORT_BENEFITS: ReadonlyArray<{ value: string; label: string }> = [
  { value: 'income-support', label: 'Income Support' },
  { value: 'jsa-income-based', label: 'Income-based Jobseeker’s Allowance' },
  { value: 'esa-income-related', label: 'Income-related Employment and Support Allowance' },
];

/** Other benefits we ask about. */
export const OTHER_BENEFITS: ReadonlyArray<{ value: string; label: string }> = [...PASSPORT_BENEFITS, { value: 'universal-credit', label: 'Universal Credit' }];

const WEEKLY = 'Per week. If you are paid monthly, multiply by 12 and divide by 52.';
const TAKE_HOME = `${WEEKLY} Take-home pay, after tax and National Insurance.`;

/** The weekly incomes, in the order asked; each field writes the answer named by `key`. A partner's earnings are asked of couples only. */
const WEEKLY_INCOMES: ReadonlyArray<{ key: 'earnings' | 'partnerEarnings' | 'pension' | 'otherIncome'; id: string; label: string; hint: string }> = [
  { key: 'earnings', id: 'hb-earnings', label: 'Your earnings', hint: TAKE_HOME },
  { key: 'partnerEarnings', id: 'hb-partner-earnings', label: 'Your partner’s earnings', hint: TAKE_HOME },
  { key: 'pension', id: 'hb-pension', label: 'Pension income', hint: WEEKLY },
  { key: 'otherIncome', id: 'hb-other-income', label: 'Other income', hint: `${WEEKLY} For example maintenance or rent from a lodger.` },
];

export interface IncomeTabProps {
  input: HousingBenefitInput;
  /**
   * The year's amounts: the savings limits and steps of tariff income (working age, pension age),
   * and State Pension age (the Guarantee Credit question is for people who have reached it).
   */
  amounts: ResolvedRates;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
}

export default function IncomeTab({ input, amounts, onChange }: IncomeTabProps) {
  const inc = input.incomeDetails;
  const isCouple = input.personalDetails.relationshipStatus === 'couple';
  const isPensionAge = pensionAgeStatus(inputForCalculation(input, amounts).personalDetails, amounts).isPensionAge;
  const [lower, step] = isPensionAge
    ? [amounts['housing-benefit.capital.pension.lower-limit'], amounts['housing-benefit.capital.pension.step']]
    : [amounts['housing-benefit.capital.lower-limit'], amounts['housing-benefit.capital.step']];
  const upper = amounts['housing-benefit.capital.upper-limit'];
  const set = (patch: Partial<HousingBenefitInput['incomeDetails']>) => onChange((i) => withIncome(i, patch));
  return (
    <div className="space-y-6">
      {WEEKLY_INCOMES.filter(({ key }) => isCouple || key !== 'partnerEarnings').map(({ key, ...field }) => (
        <MoneyField key={key} {...field} suffix="a week" value={inc[key]} onChange={(amount) => set({ [key]: amount })} />
      ))}
      <MoneyField
        id="hb-savings"
        label="Total savings and investments"
        hint={`Everything you and your partner have together. Over ${formatMoney(toPence(lower))} counts as £1 a week of income for each ${formatMoney(toPence(step))} or part of it; over ${formatMoney(toPence(upper))} means no Housing Benefit${isPensionAge ? ', unless you get Pension Credit guarantee credit' : ''}.`}
        widthClass="w-44"
        value={inc.savings}
        onChange={(savings) => set({ savings })}
      />
      {isPensionAge && (
        <YesNoField
          id="hb-guarantee-credit"
          legend="Do you get Pension Credit (guarantee credit)?"
          hint={
            <>
              The guarantee part of Pension Credit tops up a low weekly income. With it, your council ignores your income and savings and you can get help with all of your eligible
              rent.{' '}
              <a href="/pension-credit" className="link">
                Find out if you can get Pension Credit
              </a>
            </>
          }
          value={inc.getsGuaranteeCredit}
          onChange={(answer) => set({ getsGuaranteeCredit: answer })}
        />
      )}
      <CheckboxGroup
        legend="Benefits you get"
        hint="Tick any you or your partner get. With Income Support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance your council ignores your income and savings."
        choices={OTHER_BENEFITS.map((b) => ({
          id: `hb-benefit-${b.value}`,
          label: b.label,
          checked: inc.otherBenefits.includes(b.value),
          onChange: (on: boolean) => onChange((i) => withIncome(i, { otherBenefits: toggleIn(i.incomeDetails.otherBenefits, b.value, on) })),
        }))}
      />
    </div>
  );
}
