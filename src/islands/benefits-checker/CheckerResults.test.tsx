import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { checkEligibility } from '~/calc/eligibility';
import { DEFAULT_RATES } from '~/calc/rates';
import CheckerResults from './CheckerResults';
import { forEligibility, type CheckerAnswers } from './state';

/** The results as the page draws them for some answers. */
function drawn(answers: CheckerAnswers): string {
  const results = checkEligibility(forEligibility(answers, DEFAULT_RATES), DEFAULT_RATES);
  return renderToStaticMarkup(<CheckerResults results={results} answers={answers} rates={DEFAULT_RATES} headingRef={null} onStartOver={() => undefined} />);
}

describe('CheckerResults: the engine’s messages in words', () => {
  const answers: CheckerAnswers = {
    age: '55-65',
    employmentStatus: 'unemployed',
    hasChildren: '2',
    housingStatus: 'rent-council',
    hasDisability: 'yes',
    weeklyIncome: '0-100',
    savings: 'under-6000',
    isPregnant: 'no',
    isCarer: 'no',
  };
  const html = drawn(answers);

  it('writes each result’s name, estimate, what the estimate assumed, description and next steps', () => {
    expect(html).toContain('>Universal Credit</h3>');
    expect(html).toContain('>Personal Independence Payment (PIP)</h3>');
    // The ranges the engines work out as the results draw (src/calc/eligibility-ranges.ts; worked by hand in src/calc/eligibility.cases.ts).
    expect(html).not.toContain('Varies');
    expect(html).toMatch(/£[\d,.]+ to £[\d,.]+ per month, plus help with your rent/);
    expect(html).toContain('for a single person and for a couple');
    expect(html).toContain('per week</span>');
    expect(html).toContain('of your council tax bill');
    expect(html).toContain('Monthly help with living costs and your rent (its housing element) if you are on a low income or out of work.');
    expect(html).toContain('Call the PIP new claims line on ');
    expect(html).toContain('href="tel:08009172222"');
  });

  it('links to the calculators by their short names in the calculator table', () => {
    expect(html).toContain('href="/pip"');
    expect(html).toContain('Use the PIP calculator');
    expect(html).toContain('Use the Universal Credit calculator');
    expect(html).toContain('Use the Council Tax Support calculator');
    expect(html).not.toContain('Use the Child Benefit calculator');
  });

  it('opens each calculator with where you live when it was answered (docs/rules.md "Where you live")', () => {
    const scottish = drawn({ ...answers, location: 'scotland' });
    expect(scottish).toContain('href="/universal-credit?where=scotland"');
    expect(scottish).toContain('href="/pip?where=scotland"');
    expect(html).toContain('href="/universal-credit"');
  });

  it('sums up the answers with the options’ labels', () => {
    expect(html).toContain('Renting from the council or a housing association');
    expect(html).toContain('£0 to £100');
    expect(html).toContain('2 children');
  });

  it('says when nothing was found, with the advice line', () => {
    const none = drawn({ ...answers, employmentStatus: 'employed', weeklyIncome: '600+', savings: 'over-16000', hasChildren: 'no', hasDisability: 'no' });
    expect(none).toContain('>No benefits identified</h3>');
    expect(none).toContain('Citizens Advice can check in more detail: ');
    expect(none).not.toContain('Use the ');
  });
});
