import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultCouncilTaxSupportInput, type CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { DEFAULT_RATES, resolveRates, tableYear } from '~/calc/rates';
import CircumstancesStep from './CircumstancesStep';
import { ctsQuestionsShown } from './state';

/** The step's text for an input changed by `change`. */
function draw(change: (input: CouncilTaxSupportInput) => void): string {
  const input = defaultCouncilTaxSupportInput();
  change(input);
  const amounts = resolveRates(DEFAULT_RATES);
  return renderToStaticMarkup(
    <CircumstancesStep input={input} onChange={() => undefined} amounts={amounts} year={tableYear(DEFAULT_RATES)} shown={ctsQuestionsShown(input, amounts)} />,
  ).replace(/<[^>]+>/g, ' ');
}

describe('Special Circumstances: the benefits each premium needs, asked only when they can matter (docs/rules.md CTS 3)', () => {
  it('names the benefits and never asks the vague questions', () => {
    const text = draw(() => undefined);
    expect(text).toContain('You get Attendance Allowance, the care part of Disability Living Allowance (DLA), or the daily living part of Personal Independence Payment (PIP)');
    expect(text).not.toContain('disability or long-term health condition');
    expect(text).not.toContain('already includes a disability premium');
    // The follow-ups wait for the care benefit.
    expect(text).not.toContain('the middle or highest rate');
  });

  it('Wales at working age with a care benefit: the severe and enhanced disability premiums’ questions', () => {
    const text = draw((i) => {
      i.location.country = 'wales';
      i.circumstances.receivesDisabilityBenefits = true;
    });
    expect(text).toContain('You get Attendance Allowance, the middle or highest rate of the care part of DLA, or the daily living part of PIP');
    expect(text).toContain('the enhanced rate of the daily living part of PIP, or Armed Forces Independence Payment');
    // Not yet asked whether someone is paid to care: only once your own benefit is ticked.
    expect(text).not.toContain('for looking after you');
  });

  it('England at pension age: no enhanced disability premium; with the severe benefit, the carer and each other adult are asked', () => {
    const text = draw((i) => {
      i.household.claimantAge = 80;
      i.household.otherAdultsDetails = [{ age: 40, relationship: 'adult-child', income: 0, isStudent: false, hasDisability: false }];
      i.household.otherAdults = 1;
      i.circumstances.receivesDisabilityBenefits = true;
      i.circumstances.getsSevereDisabilityBenefit = true;
    });
    expect(text).not.toContain('the enhanced rate of the daily living part');
    expect(text).toContain('Someone gets Carer’s Allowance, or the carer element of Universal Credit, for looking after you');
    expect(text).toContain('Adult 1 (aged 40) gets Attendance Allowance');
    // No earnings at pension age: the mobility question cannot matter.
    expect(text).not.toContain('only the mobility part');
  });

  it('Scotland names Adult Disability Payment and Carer Support Payment', () => {
    const text = draw((i) => {
      i.location.country = 'scotland';
      i.circumstances.receivesDisabilityBenefits = true;
      i.circumstances.getsSevereDisabilityBenefit = true;
    });
    expect(text).toContain('Adult Disability Payment');
    expect(text).toContain('Someone gets Carer’s Allowance or Carer Support Payment');
  });
});
