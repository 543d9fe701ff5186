import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultCouncilTaxSupportInput, type CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { DEFAULT_RATES, resolveRates, tableYear } from '~/calc/rates';
import HouseholdStep from './HouseholdStep';
import { ctsQuestionsShown } from './state';

/** The step's text for a household changed by `change`. */
function draw(change: (household: CouncilTaxSupportInput['household']) => void): string {
  const input = defaultCouncilTaxSupportInput();
  change(input.household);
  const amounts = resolveRates(DEFAULT_RATES);
  return renderToStaticMarkup(
    <HouseholdStep input={input} onChange={() => undefined} amounts={amounts} year={tableYear(DEFAULT_RATES)} shown={ctsQuestionsShown(input, amounts)} />,
  ).replace(/<[^>]+>/g, ' ');
}

describe('Household Details: whether there is a partner comes before a question about one', () => {
  it('asks a single pensioner whether they get Universal Credit, after the partner question', () => {
    const text = draw((h) => {
      h.claimantAge = 70;
    });
    expect(text).toContain('Do you get Universal Credit?');
    expect(text).not.toContain('Do you or your partner get Universal Credit?');
    expect(text.indexOf('You have a partner who lives with you')).toBeLessThan(text.indexOf('Do you get Universal Credit?'));
  });

  it('asks a couple whether either of them gets it', () => {
    const text = draw((h) => {
      h.claimantAge = 70;
      h.hasPartner = true;
      h.partnerAge = 68;
    });
    expect(text.indexOf('Your partner’s age')).toBeLessThan(text.indexOf('Do you or your partner get Universal Credit?'));
  });

  it('does not ask below State Pension age, where the working-age scheme applies anyway', () => {
    expect(draw((h) => (h.claimantAge = 40))).not.toContain('Universal Credit?');
  });
});
