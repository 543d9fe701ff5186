/**
 * The Income tab of the Universal Credit calculator (docs/product.md §2, §3, §5): monthly
 * earnings after tax (and the partner's), childcare costs when there are children and
 * earnings, savings, pension income, and the other benefits of docs/rules.md UC 9 and 12:
 * Carer's Allowance (the year's rate, never typed), other benefits that count as income with
 * ESA's support component when there are any, and Child Benefit and Guardian's Allowance when
 * there is a child.
 */
import YesNoField from '~/islands/shared/fields/YesNoField';
import NumberField, { MoneyField, type MoneyFieldProps } from '~/islands/shared/fields/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import { resolveRates } from '~/calc/rates';
import { formatMoney, formatMoneyWithPence, toPence } from '~/calc/money';
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

export default function IncomeTab({ form, update, rates }: TabProps) {
  const set = fieldSetter(update);
  const { personalDetails: personal, incomeDetails: income } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  const hasChildren = personal.children.length > 0;
  const a = resolveRates(rates);

  /** The monthly amounts in the order asked, each writing the answer named by `key`; `asked` is false for a question that does not apply (default true). */
  const fields: ReadonlyArray<Omit<MoneyFieldProps, 'value' | 'onChange'> & { key: IncomeAmount; asked?: boolean }> = [
    {
      key: 'earnedIncome',
      id: 'uc-earnings',
      label: 'Your monthly earnings after tax',
      hint: 'Take-home pay from work each month. Enter 0 if you do not work.',
      plausibleMax: PLAUSIBLE_MAXIMUMS.earningsMonthly,
    },
    { key: 'partnerEarnedIncome', asked: isCouple, id: 'uc-partner-earnings', label: "Your partner's monthly earnings after tax" },
    {
      key: 'childcareCostsMonthly',
      asked: hasChildren && income.earnedIncome > 0,
      id: 'uc-childcare',
      label: 'Childcare costs a month',
      hint: `What you pay a registered childminder, nursery or club while you work. Universal Credit pays ${a['universal-credit.childcare.share']}% of it, up to a limit, if ${isCouple ? 'you and your partner both work' : 'you work'}.`,
    },
    {
      key: 'savings',
      id: 'uc-savings',
      label: 'Savings and investments',
      hint: `The total${isCouple ? ' you and your partner have' : ' you have'}. Above ${formatMoney(toPence(a['universal-credit.capital.lower-limit']))} reduces Universal Credit; over ${formatMoney(toPence(a['universal-credit.capital.upper-limit']))} usually means none.`,
    },
    {
      key: 'pension',
      id: 'uc-pension',
      label: 'Monthly pension income',
      hint: `A private or workplace pension paid to ${isCouple ? 'you or your partner' : 'you'} each month. It reduces Universal Credit pound for pound.`,
    },
    {
      key: 'otherBenefitsMonthly',
      id: 'uc-other-benefits',
      label: 'Other benefits that count as income, a month',
      hint: `New-style Jobseeker’s Allowance or Employment and Support Allowance, Maternity Allowance, Widowed Parent’s Allowance or Bereavement Allowance${isCouple ? ' for you or your partner' : ''}. They reduce Universal Credit pound for pound. Child Benefit, PIP, DLA, Attendance Allowance and Bereavement Support Payment are not income: leave them out.`,
    },
  ];
  const yesNo = (key: IncomeAnswer) => ({ value: income[key], onChange: (v: boolean) => set('incomeDetails', key, v) });
  const carersAllowance = `${formatMoneyWithPence(toPence(a['general.carers-allowance.weekly']))} a week`;

  return (
    <div className="space-y-6">
      {fields.map(({ key, asked = true, ...field }) => asked && <MoneyField key={key} {...field} value={income[key] ?? 0} onChange={(v) => set('incomeDetails', key, v)} />)}
      {/* Self-employment and the minimum income floor (docs/rules.md UC 16), for you and a partner. */}
      {([false, ...(isCouple ? [true] : [])] as const).map((isPartner) => {
        const [selfKey, startKey, hoursKey] = isPartner
          ? (['partnerSelfEmployed', 'partnerSelfEmployedStartUp', 'partnerExpectedHoursPerWeek'] as const)
          : (['selfEmployed', 'selfEmployedStartUp', 'expectedHoursPerWeek'] as const);
        const id = isPartner ? 'uc-partner-' : 'uc-';
        return (
          <div key={id} className="space-y-6">
            <YesNoField
              id={`${id}self-employed`}
              legend={isPartner ? 'Is your partner self-employed?' : 'Are you self-employed?'}
              hint="Running a business as the main work, for example as a sole trader. The earnings above are then the profit after tax. Universal Credit may count them as at least a minimum income floor."
              {...yesNo(selfKey)}
            />
            {income[selfKey] && (
              <YesNoField
                id={`${id}start-up`}
                legend={`Is ${isPartner ? 'their' : 'your'} business in its first ${a['universal-credit.minimum-income-floor.start-up-months']} months on Universal Credit (a start-up period)?`}
                hint="A new business gets one start-up period: for 12 months the actual earnings count. After it, earnings below the minimum income floor count as the floor."
                {...yesNo(startKey)}
              />
            )}
            {income[selfKey] && income[startKey] !== true && (
              <NumberField
                id={`${id}expected-hours`}
                label={`Hours a week ${isPartner ? 'your partner is' : 'you are'} expected to work`}
                hint={`Usually ${a['universal-credit.minimum-income-floor.hours']}. Fewer if agreed with your work coach because ${isPartner ? 'they care' : 'you care'} for a child under 13 (hours that fit school hours) or for a disabled person. The minimum income floor is these hours at the National Living Wage, less tax and National Insurance.`}
                suffix="hours"
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
      {(income.otherBenefitsMonthly ?? 0) > 0 && (
        <YesNoField
          id="uc-esa-support"
          legend={`Does ${isCouple ? 'your or your partner’s' : 'your'} Employment and Support Allowance include the support component?`}
          hint="If it does, the benefit cap does not apply."
          {...yesNo('getsEsaSupportComponent')}
        />
      )}
      <YesNoField
        id="uc-carers-allowance"
        legend="Do you get Carer’s Allowance or Carer Support Payment?"
        hint={`We take this year’s rate, ${carersAllowance}, off Universal Credit as income. It gives you the carer element, and the benefit cap does not apply.`}
        {...yesNo('getsCarersAllowance')}
      />
      {isCouple && (
        <YesNoField id="uc-partner-carers-allowance" legend="Does your partner get Carer’s Allowance or Carer Support Payment?" {...yesNo('partnerGetsCarersAllowance')} />
      )}
      {hasChildren && (
        <YesNoField
          id="uc-child-benefit"
          legend="Do you get Child Benefit for your children?"
          hint="It is not taken off Universal Credit, but it counts towards the benefit cap. If you do not answer, we count it."
          {...yesNo('getsChildBenefit')}
        />
      )}
      {hasChildren && (
        <YesNoField
          id="uc-guardians-allowance"
          legend={`Do ${isCouple ? 'you or your partner' : 'you'} get Guardian’s Allowance?`}
          hint="If so, the benefit cap does not apply."
          {...yesNo('getsGuardiansAllowance')}
        />
      )}
    </div>
  );
}
