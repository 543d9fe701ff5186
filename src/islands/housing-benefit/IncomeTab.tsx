/**
 * The Income tab (docs/product.md §2-§3): weekly earnings, a partner's earnings (couples only),
 * pension, other income, savings, and the benefits you get.
 */
import { useStore } from '@nanostores/react';
import { hbMessages } from '~/i18n/en/housing-benefit';
import { hbIncomeMessages } from '~/i18n/en/housing-benefit-later';
import { Rich, linkPart } from '~/i18n/Rich';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import CheckboxGroup from '~/islands/shared/fields/CheckboxGroup';
import YesNoField from '~/islands/shared/fields/YesNoField';
import type { HousingBenefitInput } from '~/calc/housing-benefit';
import type { ResolvedRates } from '~/calc/rates';
import { formatMoney, toPence } from '~/calc/money';
import { toggleIn, withIncome, type HbQuestions } from './state';

type IncomeMessages = ReturnType<typeof hbIncomeMessages.get>;
/** The keys of the tab's plain messages (not those with values to fill in). */
type Words = { [K in keyof IncomeMessages]: IncomeMessages[K] extends string ? K : never }[keyof IncomeMessages];

/**
 * Working-age benefits that, in the rules, mean the council ignores your income and savings (a
 * "passport" to maximum Housing Benefit), with the message key of each one's name. Pension
 * Credit guarantee credit has its own question.
 */
export const PASSPORT_BENEFITS: ReadonlyArray<{ value: string; label: Words }> = [
  { value: 'income-support', label: 'incomeSupport' },
  { value: 'jsa-income-based', label: 'jsa' },
  { value: 'esa-income-related', label: 'esa' },
];

/** Other benefits we ask about. */
export const OTHER_BENEFITS: ReadonlyArray<{ value: string; label: Words }> = [...PASSPORT_BENEFITS, { value: 'universal-credit', label: 'universalCredit' }];

/**
 * The weekly incomes, in the order asked; each field writes the answer named by `key`, with the
 * message keys of its label and of the sentence its hint adds to "Per week". A partner's earnings
 * are asked of couples only.
 */
export const WEEKLY_INCOMES: ReadonlyArray<{ key: 'earnings' | 'partnerEarnings' | 'pension' | 'otherIncome'; id: string; label: Words; more?: Words }> = [
  { key: 'earnings', id: 'hb-earnings', label: 'earnings', more: 'takeHome' },
  { key: 'partnerEarnings', id: 'hb-partner-earnings', label: 'partnerEarnings', more: 'takeHome' },
  { key: 'pension', id: 'hb-pension', label: 'pension' },
  { key: 'otherIncome', id: 'hb-other-income', label: 'other', more: 'otherExample' },
];

export interface IncomeTabProps {
  input: HousingBenefitInput;
  /**
   * The year's amounts: the savings limits and steps of tariff income (working age, pension age),
   * and State Pension age (the Guarantee Credit question is for people who have reached it).
   */
  amounts: ResolvedRates;
  onChange: (update: (input: HousingBenefitInput) => HousingBenefitInput) => void;
  /** The questions these answers open (state.ts `hbQuestionsShown`, the rule the printout lists too). */
  shown: HbQuestions;
}

export default function IncomeTab({ input, amounts, onChange, shown }: IncomeTabProps) {
  const t = useStore(hbIncomeMessages);
  const { aWeek } = useStore(hbMessages);
  const inc = input.incomeDetails;
  const isPensionAge = shown.isPensionAge;
  const [lower, step] = isPensionAge
    ? [amounts['housing-benefit.capital.pension.lower-limit'], amounts['housing-benefit.capital.pension.step']]
    : [amounts['housing-benefit.capital.lower-limit'], amounts['housing-benefit.capital.step']];
  const upper = amounts['housing-benefit.capital.upper-limit'];
  const set = (patch: Partial<HousingBenefitInput['incomeDetails']>) => onChange((i) => withIncome(i, patch));
  return (
    <div className="space-y-6">
      {WEEKLY_INCOMES.filter(({ key }) => shown.partnerEarnings || key !== 'partnerEarnings').map(({ key, id, label, more }) => (
        <MoneyField
          key={key}
          id={id}
          label={t[label]}
          hint={more ? `${t.weekly} ${t[more]}` : t.weekly}
          suffix={aWeek}
          value={inc[key]}
          onChange={(amount) => set({ [key]: amount })}
        />
      ))}
      <MoneyField
        id="hb-savings"
        label={t.savings}
        hint={`${t.savingsTogether} ${(isPensionAge ? t.savingsRulePension : t.savingsRule)({ lower: formatMoney(toPence(lower)), step: formatMoney(toPence(step)), upper: formatMoney(toPence(upper)) })}`}
        widthClass="w-44"
        value={inc.savings}
        onChange={(savings) => set({ savings })}
      />
      {shown.guaranteeCredit && (
        <YesNoField
          id="hb-guarantee-credit"
          legend={t.guarantee}
          hint={
            <Rich
              text={t.guaranteeHint}
              parts={{
                link: linkPart('/pension-credit'),
              }}
            />
          }
          value={inc.getsGuaranteeCredit}
          onChange={(answer) => set({ getsGuaranteeCredit: answer })}
        />
      )}
      <CheckboxGroup
        legend={t.benefits}
        hint={t.benefitsHint}
        choices={OTHER_BENEFITS.map((b) => ({
          id: `hb-benefit-${b.value}`,
          label: t[b.label],
          checked: inc.otherBenefits.includes(b.value),
          onChange: (on: boolean) => onChange((i) => withIncome(i, { otherBenefits: toggleIn(i.incomeDetails.otherBenefits, b.value, on) })),
        }))}
      />
    </div>
  );
}
