/**
 * The Money tab (docs/rules.md "Pension Credit" 3): each partner's State Pension, other
 * pensions, earnings (with, when there are earnings, whether some are a part-time firefighter's,
 * lifeboat crew's, auxiliary coastguard's or reservist's: Sch VI para 2), a war pension (asked
 * only when they get one: Sch IV para 1) and other benefits counted in full, all a week; the
 * household's savings.
 */
import { useStore } from '@nanostores/react';
import { pcMessages } from '~/i18n/en/pension-credit';
import { pcMoneyMessages } from '~/i18n/en/pension-credit-later';
import { MoneyField } from '~/islands/shared/fields/NumberField';
import CheckboxField from '~/islands/shared/fields/CheckboxField';
import type { PensionCreditPerson } from '~/calc/pension-credit';
import { withPerson, withPersonAnswer, type PcPersonQuestions, type PcQuestions, type PensionCreditAnswers, type Who } from './state';

type Words = keyof ReturnType<typeof pcMoneyMessages.get>;

/**
 * The weekly incomes of one partner, in the order asked; each writes the answer named by `key`,
 * with the message keys of its label (yours, your partner's) and of the sentence its hint adds to "A week".
 */
const INCOMES: ReadonlyArray<{ key: 'statePension' | 'otherPensions' | 'earnings' | 'countedBenefits'; label: [Words, Words]; hint: Words }> = [
  { key: 'statePension', label: ['statePension', 'partnerStatePension'], hint: 'statePensionHint' },
  { key: 'otherPensions', label: ['otherPensions', 'partnerOtherPensions'], hint: 'otherPensionsHint' },
  { key: 'earnings', label: ['earnings', 'partnerEarnings'], hint: 'earningsHint' },
  { key: 'countedBenefits', label: ['benefits', 'partnerBenefits'], hint: 'benefitsHint' },
];

export interface MoneyTabProps {
  input: PensionCreditAnswers;
  onChange: (update: (input: PensionCreditAnswers) => PensionCreditAnswers) => void;
  /** The questions asked for these answers (state.ts `pcQuestionsShown`). */
  shown: PcQuestions;
}

export default function MoneyTab({ input, onChange, shown }: MoneyTabProps) {
  const t = useStore(pcMoneyMessages);
  const { aWeek } = useStore(pcMessages);
  const weekly = (more: string) => `${t.weekly} ${more}`;
  const people: Array<[Who, PensionCreditPerson, PcPersonQuestions]> =
    input.partner && shown.partner
      ? [
          ['claimant', input.claimant, shown.claimant],
          ['partner', input.partner, shown.partner],
        ]
      : [['claimant', input.claimant, shown.claimant]];
  return (
    <div className="space-y-6">
      {people.map(([who, person, asked]) => {
        const you = who === 'claimant';
        const fields = INCOMES.map(({ key, label, hint }) => [
          <MoneyField
            key={key}
            id={`pc-${who}-${key}`}
            label={t[label[you ? 0 : 1]]}
            hint={weekly(t[hint])}
            suffix={aWeek}
            value={person[key]}
            onChange={(amount) => onChange((i) => withPerson(i, who, { [key]: amount }))}
          />,
          key === 'earnings' && asked.specialOccupation && (
            <CheckboxField
              key="special"
              id={`pc-${who}-special-occupation`}
              label={you ? t.special : t.partnerSpecial}
              hint={t.specialHint}
              checked={person.specialOccupationEarnings ?? false}
              onChange={(specialOccupationEarnings) => onChange((i) => withPerson(i, who, { specialOccupationEarnings }))}
            />
          ),
          key === 'earnings' && (
            <div key="war" className="space-y-4">
              <CheckboxField
                id={`pc-${who}-gets-war-pension`}
                label={you ? t.getsWarPension : t.partnerGetsWarPension}
                hint={t.getsWarPensionHint}
                checked={person.warPension !== undefined}
                onChange={(on) => onChange((i) => withPersonAnswer(i, who, 'warPension', on ? 0 : undefined))}
              />
              {asked.warPension && (
                <MoneyField
                  id={`pc-${who}-war-pension`}
                  label={you ? t.warPension : t.partnerWarPension}
                  hint={weekly(t.warPensionHint)}
                  suffix={aWeek}
                  value={person.warPension ?? 0}
                  onChange={(warPension) => onChange((i) => withPerson(i, who, { warPension }))}
                />
              )}
            </div>
          ),
        ]);
        return input.partner ? (
          <section key={who} aria-labelledby={`pc-${who}-money-heading`} className="space-y-6">
            <h3 id={`pc-${who}-money-heading`} className="text-lg font-bold text-slate-900">
              {you ? t.yourMoney : t.partnerMoney}
            </h3>
            {fields}
          </section>
        ) : (
          fields
        );
      })}
      <MoneyField
        id="pc-savings"
        label={input.partner ? t.savingsTogether : t.savings}
        hint={t.savingsHint}
        widthClass="w-44"
        value={input.savings}
        onChange={(savings) => onChange((i) => ({ ...i, savings }))}
      />
    </div>
  );
}
