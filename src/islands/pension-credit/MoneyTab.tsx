/**
 * The Money tab (docs/rules.md "Pension Credit" 3): each partner's State Pension, other
 * pensions, earnings (with, when there are earnings, whether some are a part-time firefighter's,
 * lifeboat crew's, auxiliary coastguard's or reservist's: Sch VI para 2), a war pension (asked
 * only when they get one: Sch IV para 1) and other benefits counted in full, all a week; the
 * household's savings.
 */
import { MoneyField } from '~/islands/shared/fields/NumberField';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import type { PensionCreditPerson } from '~/calc/pension-credit';
import { withPerson, withPersonAnswer, type PensionCreditAnswers, type Who } from './state';

const WEEKLY = 'A week. If it is paid every 4 weeks, divide by 4; if monthly, multiply by 12 and divide by 52.';

/** The weekly incomes of one partner, in the order asked; each writes the answer named by `key`. */
const INCOMES: ReadonlyArray<{ key: 'statePension' | 'otherPensions' | 'earnings' | 'countedBenefits'; label: (your: string) => string; hint: string }> = [
  { key: 'statePension', label: (your) => `${your} State Pension`, hint: `${WEEKLY} The basic or new State Pension with any additional pension.` },
  { key: 'otherPensions', label: (your) => `${your} other pensions`, hint: `${WEEKLY} Workplace, private and personal pensions, before tax.` },
  {
    key: 'earnings',
    label: (your) => `${your} earnings from work`,
    hint: `${WEEKLY} After tax, National Insurance and half of any pension contributions. A few pounds of it are not counted: the result shows how much.`,
  },
  {
    key: 'countedBenefits',
    label: (your) => `${your} other benefits`,
    hint: `${WEEKLY} For example contributory Employment and Support Allowance or Jobseeker’s Allowance. Leave out Carer’s Allowance (asked on the first tab), Attendance Allowance, Disability Living Allowance, PIP, Child Benefit, Housing Benefit and Council Tax Support: they do not count.`,
  },
];

export interface MoneyTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
}

export default function MoneyTab({ input, onChange }: MoneyTabProps) {
  const people: Array<[Who, PensionCreditPerson]> = input.partner
    ? [
        ['claimant', input.claimant],
        ['partner', input.partner],
      ]
    : [['claimant', input.claimant]];
  return (
    <div className="space-y-6">
      {people.map(([who, person]) => {
        const your = who === 'claimant' ? 'Your' : 'Your partner’s';
        const you = who === 'claimant' ? 'You' : 'Your partner';
        const fields = INCOMES.map(({ key, label, hint }) => [
          <MoneyField
            key={key}
            id={`pc-${who}-${key}`}
            label={label(your)}
            hint={hint}
            suffix="a week"
            value={person[key]}
            onChange={(amount) => onChange((i) => withPerson(i, who, { [key]: amount }))}
          />,
          key === 'earnings' && person.earnings > 0 && (
            <CheckboxField
              key="special"
              id={`pc-${who}-special-occupation`}
              label={`${you} earn${who === 'claimant' ? '' : 's'} some of it as a part-time firefighter, part-time lifeboat crew, an auxiliary coastguard or in the reserve forces`}
              hint="Then £20 of earnings is not counted, not £5 (£10 for a couple)."
              checked={person.specialOccupationEarnings ?? false}
              onChange={(specialOccupationEarnings) => onChange((i) => withPerson(i, who, { specialOccupationEarnings }))}
            />
          ),
          key === 'earnings' && (
            <div key="war" className="space-y-4">
              <CheckboxField
                id={`pc-${who}-gets-war-pension`}
                label={`${you} get${who === 'claimant' ? '' : 's'} a war disablement pension, a war widow’s or widower’s pension, or a guaranteed income payment from the Armed Forces Compensation Scheme`}
                hint="The first £10 a week of it is not counted."
                checked={person.warPension !== undefined}
                onChange={(on) => onChange((i) => withPersonAnswer(i, who, 'warPension', on ? 0 : undefined))}
              />
              {person.warPension !== undefined && (
                <MoneyField
                  id={`pc-${who}-war-pension`}
                  label={`${your} war pension`}
                  hint={`${WEEKLY} Leave out any Constant Attendance Allowance, Exceptionally Severe Disablement Allowance or War Pensioners’ Mobility Supplement paid with it: they are not counted at all.`}
                  suffix="a week"
                  value={person.warPension}
                  onChange={(warPension) => onChange((i) => withPerson(i, who, { warPension }))}
                />
              )}
            </div>
          ),
        ]);
        return input.partner ? (
          <section key={who} aria-labelledby={`pc-${who}-money-heading`} className="space-y-6">
            <h3 id={`pc-${who}-money-heading`} className="text-lg font-bold text-slate-900">
              {who === 'claimant' ? 'Your money' : 'Your partner’s money'}
            </h3>
            {fields}
          </section>
        ) : (
          fields
        );
      })}
      <MoneyField
        id="pc-savings"
        label={input.partner ? 'Your savings and investments together' : 'Your savings and investments'}
        hint="Money in the bank, cash, shares, bonds and property other than your home. Savings above a limit count as a small weekly income: the result shows how much. There is no upper limit."
        widthClass="w-44"
        value={input.savings}
        onChange={(savings) => onChange((i) => ({ ...i, savings }))}
      />
    </div>
  );
}
