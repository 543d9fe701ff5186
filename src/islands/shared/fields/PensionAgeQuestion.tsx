/**
 * The State Pension age question Housing Benefit and Council Tax Support ask at 66.
 */
import YesNoField from './YesNoField';
import type { ResolvedRates } from '~/calc/rates';

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
  who: 'you' | 'your partner';
  amounts: ResolvedRates;
  value: boolean | undefined;
  onChange: (v: boolean) => void;
}) {
  const isYou = who === 'you';
  const lowest = amounts['general.state-pension-age'];
  return (
    <YesNoField
      id={id}
      legend={isYou ? 'Have you reached State Pension age?' : 'Has your partner reached State Pension age?'}
      hint={
        <>
          For people born on or after 6 April 1960 State Pension age comes some months after the {lowest}th birthday, and it is {amounts['general.state-pension-age.highest']} for
          people born from 6 March 1961.{' '}
          <a className="link" href="https://www.gov.uk/state-pension-age">
            Check State Pension age on GOV.UK
          </a>
          .
        </>
      }
      value={value}
      onChange={onChange}
    />
  );
}
