/**
 * The Income tab of the Universal Credit calculator (docs/product.md §2, §3, §5): monthly
 * earnings after tax (and the partner's), childcare costs when there are children and
 * earnings, savings, and pension income.
 */
import { MoneyField, type MoneyFieldProps } from '~/islands/shared/fields/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/fields/number';
import { resolveRates } from '~/calc/rates';
import { formatMoney, toPence } from '~/calc/money';
import { fieldSetter, type TabProps } from './tab-fields';

/** The amounts this tab asks for. */
type IncomeAmount = 'earnedIncome' | 'partnerEarnedIncome' | 'childcareCostsMonthly' | 'savings' | 'pension';

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
      hint: 'A private or workplace pension paid to you each month. It reduces Universal Credit pound for pound.',
    },
  ];

  return (
    <div className="space-y-6">
      {fields.map(({ key, asked = true, ...field }) => asked && <MoneyField key={key} {...field} value={income[key] ?? 0} onChange={(v) => set('incomeDetails', key, v)} />)}
    </div>
  );
}
