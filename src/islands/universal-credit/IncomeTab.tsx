/**
 * The Income tab of the Universal Credit calculator (docs/product.md §2, §3, §5): monthly
 * earnings after tax (and the partner's), childcare costs when there are children and
 * earnings, savings, pension income, and the other benefits of docs/rules.md UC 9 and 12:
 * Carer's Allowance (the year's rate, never typed), other benefits that count as income with
 * ESA's support component when there are any, and Child Benefit and Guardian's Allowance when
 * there is a child; self-employment with the minimum income floor's questions, and for a couple
 * with a child under 3 which of them is the main carer when that can change the award.
 */
import { useStore } from '@nanostores/react';
import YesNoField from '~/islands/shared/fields/YesNoField';
import NumberField, { MoneyField, type MoneyFieldProps } from '~/islands/shared/fields/NumberField';
import RadioGroup from '~/islands/shared/fields/RadioGroup';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import { resolveRates } from '~/calc/rates';
import { formatMoney, formatMoneyWithPence, toPence } from '~/calc/money';
import { ucIncomeMessages } from '~/i18n/en/universal-credit-tabs';
import { fieldSetter, type TabProps } from './tab-fields';

/** The amounts this tab asks for. */
type IncomeAmount = 'earnedIncome' | 'partnerEarnedIncome' | 'childcareCostsMonthly' | 'savings' | 'pension' | 'otherBenefitsMonthly';
/** The yes/no questions of this tab, unanswered until answered. */
type IncomeAnswer =
  | 'getsCarersAllowance'
  | 'partnerGetsCarersAllowance'
  | 'getsEsaSupportComponent'
  | 'getsChildBenefit'
  | 'getsGuardiansAllowance'
  | 'selfEmployed'
  | 'partnerSelfEmployed'
  | 'selfEmployedStartUp'
  | 'partnerSelfEmployedStartUp';

export default function IncomeTab({ form, update, rates, shown }: TabProps) {
  const t = useStore(ucIncomeMessages);
  const set = fieldSetter(update);
  const { personalDetails: personal, incomeDetails: income } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  // Carer Support Payment replaced Carer's Allowance in Scotland and is paid only there (docs/rules.md "Scotland" 1).
  const isScotland = personal.location === 'scotland';
  const a = resolveRates(rates);

  /** The monthly amounts in the order asked, each writing the answer named by `key`; `asked` is false for a question that does not apply (default true). */
  const fields: ReadonlyArray<Omit<MoneyFieldProps, 'value' | 'onChange'> & { key: IncomeAmount; asked?: boolean }> = [
    {
      key: 'earnedIncome',
      id: 'uc-earnings',
      label: t.earnings,
      hint: t.earningsHint,
      plausibleMax: PLAUSIBLE_MAXIMUMS.earningsMonthly,
    },
    { key: 'partnerEarnedIncome', asked: shown.partnerEarnings, id: 'uc-partner-earnings', label: t.partnerEarnings },
    {
      key: 'childcareCostsMonthly',
      asked: shown.childcare,
      id: 'uc-childcare',
      label: t.childcare,
      hint: `${t.childcareHint} ${(isCouple ? t.childcareShareCouple : t.childcareShare)({ share: a['universal-credit.childcare.share'] })}`,
    },
    {
      key: 'savings',
      id: 'uc-savings',
      label: t.savings,
      hint: `${isCouple ? t.savingsTotalCouple : t.savingsTotal} ${t.savingsLimits({
        lower: formatMoney(toPence(a['universal-credit.capital.lower-limit'])),
        upper: formatMoney(toPence(a['universal-credit.capital.upper-limit'])),
      })}`,
    },
    {
      key: 'pension',
      id: 'uc-pension',
      label: t.pension,
      hint: `${isCouple ? t.pensionHintCouple : t.pensionHint} ${t.pensionReduces}`,
    },
    {
      key: 'otherBenefitsMonthly',
      id: 'uc-other-benefits',
      label: t.otherBenefits,
      hint: `${isCouple ? t.otherBenefitsListCouple : t.otherBenefitsList} ${t.otherBenefitsHint}`,
    },
  ];
  const yesNo = (key: IncomeAnswer) => ({ value: income[key], onChange: (v: boolean) => set('incomeDetails', key, v) });

  return (
    <div className="space-y-6">
      {fields.map(({ key, asked = true, ...field }) => asked && <MoneyField key={key} {...field} value={income[key] ?? 0} onChange={(v) => set('incomeDetails', key, v)} />)}
      {/* Self-employment and the minimum income floor (docs/rules.md UC 16), for you and a partner. */}
      {([shown.selfEmployed, shown.partnerSelfEmployed] as const).map((asked, i) => {
        if (!asked) return null;
        const isPartner = i === 1;
        const [selfKey, startKey, hoursKey] = isPartner
          ? (['partnerSelfEmployed', 'partnerSelfEmployedStartUp', 'partnerExpectedHoursPerWeek'] as const)
          : (['selfEmployed', 'selfEmployedStartUp', 'expectedHoursPerWeek'] as const);
        const id = isPartner ? 'uc-partner-' : 'uc-';
        return (
          <div key={id} className="space-y-6">
            <YesNoField id={`${id}self-employed`} legend={isPartner ? t.partnerSelfEmployed : t.selfEmployed} hint={t.selfEmployedHint} {...yesNo(selfKey)} />
            {asked.startUp && (
              <YesNoField
                id={`${id}start-up`}
                legend={(isPartner ? t.partnerStartUp : t.startUp)({ months: a['universal-credit.minimum-income-floor.start-up-months'] })}
                hint={t.startUpHint}
                {...yesNo(startKey)}
              />
            )}
            {asked.hours && (
              <NumberField
                id={`${id}expected-hours`}
                label={isPartner ? t.partnerHours : t.hours}
                hint={`${(isPartner ? t.partnerHoursHint : t.hoursHint)({ hours: a['universal-credit.minimum-income-floor.hours'] })} ${t.floorHint}`}
                suffix={t.hoursSuffix}
                min={1}
                max={a['universal-credit.minimum-income-floor.hours']}
                fallback={a['universal-credit.minimum-income-floor.hours']}
                widthClass="w-20"
                value={income[hoursKey] ?? a['universal-credit.minimum-income-floor.hours']}
                onChange={(v) => set('incomeDetails', hoursKey, v)}
              />
            )}
          </div>
        );
      })}
      {/* A couple with a child under 3: which of them the floor is not for (docs/rules.md UC 16). */}
      {shown.mainCarer && (
        <RadioGroup
          id="uc-main-carer"
          legend={t.mainCarer}
          hint={t.mainCarerHint({ age: a['universal-credit.minimum-income-floor.youngest-child-age'] })}
          value={income.responsibleCarer ?? ''}
          onChange={(v) => set('incomeDetails', 'responsibleCarer', v)}
          options={[
            { value: 'claimant', label: t.mainCarerYou },
            { value: 'partner', label: t.mainCarerPartner },
          ]}
          inline
        />
      )}
      {shown.esaSupport && <YesNoField id="uc-esa-support" legend={isCouple ? t.esaCouple : t.esa} hint={t.esaHint} {...yesNo('getsEsaSupportComponent')} />}
      <YesNoField
        id="uc-carers-allowance"
        legend={isScotland ? t.carersScotland : t.carers}
        hint={t.carersHint({ amount: formatMoneyWithPence(toPence(a['general.carers-allowance.weekly'])) })}
        {...yesNo('getsCarersAllowance')}
      />
      {shown.partnerCarersAllowance && (
        <YesNoField id="uc-partner-carers-allowance" legend={isScotland ? t.partnerCarersScotland : t.partnerCarers} {...yesNo('partnerGetsCarersAllowance')} />
      )}
      {shown.childBenefits && <YesNoField id="uc-child-benefit" legend={t.childBenefit} hint={t.childBenefitHint} {...yesNo('getsChildBenefit')} />}
      {shown.childBenefits && <YesNoField id="uc-guardians-allowance" legend={isCouple ? t.guardiansCouple : t.guardians} hint={t.capIfSo} {...yesNo('getsGuardiansAllowance')} />}
    </div>
  );
}
