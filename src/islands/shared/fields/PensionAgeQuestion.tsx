/**
 * The State Pension age question Housing Benefit and Council Tax Support ask at 66.
 */
import { useStore } from '@nanostores/react';
import YesNoField from './YesNoField';
import type { ResolvedRates } from '~/calc/rates';
import { sharedPensionAgeMessages } from '~/i18n/en/shared-pension-age';
import { Rich, linkPart } from '~/i18n/Rich';

/**
 * "Have you reached State Pension age?", yours or your partner's, asked where the age leaves it
 * open (docs/rules.md HB 1 and CTS 2: 66 from 2026/27, as State Pension age rises from 66 to 67
 * by date of birth). Nothing is pre-set: unanswered, the result works it out as not reached and says so.
 */
export default function PensionAgeQuestion({
  id,
  who,
  amounts,
  value,
  onChange,
}: {
  id: string;
  /** Whose age: the claimant's ('you') or the partner's. */
  who: 'claimant' | 'partner';
  amounts: ResolvedRates;
  value: boolean | undefined;
  onChange: (v: boolean) => void;
}) {
  const t = useStore(sharedPensionAgeMessages);
  const isYou = who === 'claimant';
  return (
    <YesNoField
      id={id}
      legend={isYou ? t.you : t.partner}
      hint={
        <Rich
          text={t.hint}
          parts={{
            lowest: amounts['general.state-pension-age'],
            highest: amounts['general.state-pension-age.highest'],
            link: linkPart('https://www.gov.uk/state-pension-age'),
          }}
        />
      }
      value={value}
      onChange={onChange}
    />
  );
}
