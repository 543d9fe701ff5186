import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculatePensionCredit, type PensionCreditResult } from '~/calc/pension-credit';
import PensionCreditResults from './PensionCreditResults';
import { defaultPensionCreditAnswers, type PensionCreditAnswers } from './state';

/** The results panel as the page draws it, as HTML. */
function draw(input: PensionCreditAnswers, result: PensionCreditResult = calculatePensionCredit(input)): string {
  return renderToStaticMarkup(<PensionCreditResults input={input} result={result} isStale={false} weeksPerYear={52} monthsPerYear={12} />);
}

describe('PensionCreditResults: the engine’s messages in words', () => {
  // 2026/27 single, 70 (State Pension age from 2016), State Pension 180.00, earnings 30.00 as a part-time firefighter
  // (20 ignored), a war pension of 50.00 (10 ignored): income 230.00; guarantee credit 238.00 − 230.00 = 8.00.
  const input: PensionCreditAnswers = {
    ...defaultPensionCreditAnswers(),
    taxYear: '2026-27',
    claimant: { ...defaultPensionCreditAnswers().claimant, age: 70, statePension: 180, earnings: 30, specialOccupationEarnings: true, warPension: 50 },
  };
  const html = draw(input);

  it('writes the working, the disregards as minus lines, and the next steps with their links', () => {
    expect(html).toContain('Earnings disregard');
    expect(html).toContain('£20.00 of earnings ignored (part-time firefighter, lifeboat crew, auxiliary coastguard or reserve forces)');
    expect(html).toContain('The first £10.00 of a war pension is ignored');
    expect(html).toContain('Appropriate minimum guarantee − income: £238.00 − £230.00 = £8.00');
    expect(html).toContain('Claim online: </span><a href="https://www.gov.uk/pension-credit/how-to-claim"');
    expect(html).toContain('Help with NHS costs');
    // The two disregards come off the income: each is a minus line (ResultLine's 'minus', read "minus").
    for (const [name, amount] of [
      ['Earnings disregard', '£20.00'],
      ['War pension disregard', '£10.00'],
    ])
      expect(html).toMatch(new RegExp(`${name}</span><span[^>]*><span aria-hidden="true">− </span><span class="sr-only">minus </span>${amount}`));
  });

  it('takes amount B off amount A', () => {
    // 2026/27 couple 80 and 78: 184.90 + 70.00 + 115.10 = 370.00; B = 40% × (370.00 − 363.25) = 2.70.
    const person = defaultPensionCreditAnswers().claimant;
    const couple = draw({ ...input, claimant: { ...person, age: 80, statePension: 184.9, otherPensions: 70 }, partner: { ...person, age: 78, statePension: 115.1 } });
    expect(couple).toMatch(/Amount B<\/span><span[^>]*><span aria-hidden="true">− <\/span><span class="sr-only">minus <\/span>£2.70/);
    expect(couple).toContain('40% × (£370.00 − £363.25) = £2.70');
  });

  it('says a closed savings credit as information, not as a warning', () => {
    // 2026/27 single, 70, new State Pension 241.30, Attendance Allowance: savings credit would be 17.96, but is closed.
    const closed = draw({ ...input, claimant: { ...input.claimant, earnings: 0, warPension: 0, statePension: 241.3, getsDisabilityBenefit: true } });
    expect(closed).toContain('data-testid="pc-savings-credit-note"');
    expect(closed).toContain('so it is not part of your estimate: you reached State Pension age on or after 6 April 2016 (State Pension Credit Act 2002 s 3(1)).');
    expect(closed).not.toContain('Savings credit would be');
  });

  it('draws a result saved in words before the engine gave messages, as it was saved', () => {
    const result = calculatePensionCredit(input);
    const older: PensionCreditResult = {
      ...result,
      nextSteps: ['Claim online: https://www.gov.uk/pension-credit/how-to-claim or call the Pension Credit claim line on 0800 99 1234'] as never,
      warnings: ['Savings credit would be £6.20 a week, but none is included: you reached State Pension age on or after 6 April 2016.'] as never,
    };
    const saved = draw(input, older);
    expect(saved).toContain('Claim online: </span><a href="https://www.gov.uk/pension-credit/how-to-claim"');
    expect(saved).toContain('Savings credit would be £6.20 a week');
  });
});
