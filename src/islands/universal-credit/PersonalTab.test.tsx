import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ratesFor, type TaxYear } from '~/calc/rates';
import PersonalTab from './PersonalTab';
import { defaultForm, ucQuestionsShown } from './state';

/** The tab's text for children of `ages` in `year`. */
function draw(year: TaxYear, ages: number[]): string {
  const form = defaultForm();
  form.input.personalDetails.children = ages.map((age) => ({ age, hasDisability: false }));
  const rates = ratesFor(year);
  return renderToStaticMarkup(<PersonalTab form={form} update={() => undefined} rates={rates} shown={ucQuestionsShown(form.input, rates)} />).replace(/<[^>]+>/g, ' ');
}

describe('the Personal tab’s question on a birth before 6 April 2017', () => {
  it('says a child born before then always counts where a child limit applies (2025/26: two children)', () => {
    // 12, 10 and 8 in 2025/26: the child of 8 was born after April 2016 and may be past the limit of 2 (UC Regs reg 24A).
    const text = draw('2025-26', [12, 10, 8]);
    expect(text).toContain('A child born before then can get a higher child element, and always counts.');
  });

  it('says only the higher element where no limit applies (2026/27)', () => {
    // 9 in 2026/27: the eldest, born either side of 6 April 2017, so the higher element is open (reg 36).
    const text = draw('2026-27', [9]);
    expect(text).toContain('Born before 6 April 2017?');
    expect(text).toContain('A child born before then can get a higher child element.');
    expect(text).not.toContain('always counts');
  });
});
