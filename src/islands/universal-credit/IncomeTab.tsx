/**
 * The Income tab of the Universal Credit calculator (docs/product.md §2, §3, §5): monthly
 * earnings after tax (and the partner's), childcare costs when there are children and
 * earnings, savings, and pension income.
 */
import { MoneyField } from '~/islands/shared/NumberField';
import { PLAUSIBLE_MAXIMUMS } from '~/islands/shared/number';
import { resolveRates } from '~/calc/rates';
import { formatMoney } from '~/calc/money';
import { fieldSetter, type TabProps } from './tab-fields';

export default function IncomeTab({ form, update, rates }: TabProps) {
  const set = fieldSetter(update);
  const { personalDetails: personal, incomeDetails: income } = form.input;
  const isCouple = personal.relationshipStatus === 'couple';
  const hasChildren = personal.children.length > 0;
  const a = resolveRates(rates);

  return (
    <div className="space-y-6">
      <MoneyField
        id="uc-earnings"
        label="Your monthly earnings after tax"
        hint="Take-home pay from work each month. Enter 0 if you do not work."
        plausibleMax={PLAUSIBLE_MAXIMUMS.earningsMonthly}
        value={income.earnedIncome}
        onChange={(v) => set('incomeDetails', 'earnedIncome', v)}
      />
      {isCouple && (
        <MoneyField
          id="uc-partner-earnings"
          label="Your partner's monthly earnings after tax"
          value={income.partnerEarnedIncome}
          onChange={(v) => set('incomeDetails', 'partnerEarnedIncome', v)}
        />
      )}
      {hasChildren && income.earnedIncome > 0 && (
        <MoneyField
          id="uc-childcare"
          label="Childcare costs a month"
          hint={`What you pay a registered childminder, nursery or club while you work. Universal Credit pays ${a['universal-credit.childcare.share']}% of it, up to a limit, if ${isCouple ? 'you and your partner both work' : 'you work'}.`}
          value={income.childcareCostsMonthly ?? 0}
          onChange={(v) => set('incomeDetails', 'childcareCostsMonthly', v)}
        />
      )}
      <MoneyField
        id="uc-savings"
        label="Savings and investments"
        hint={`The total${isCouple ? ' you and your partner have' : ' you have'}. Above ${formatMoney(a['universal-credit.capital.lower-limit'])} reduces Universal Credit; over ${formatMoney(a['universal-credit.capital.upper-limit'])} usually means none.`}
        value={income.savings}
        onChange={(v) => set('incomeDetails', 'savings', v)}
      />
      <MoneyField
        id="uc-pension"
        label="Monthly pension income"
        hint="A private or workplace pension paid to you each month. It reduces Universal Credit pound for pound."
        value={income.pension}
        onChange={(v) => set('incomeDetails', 'pension', v)}
      />
    </div>
  );
}
