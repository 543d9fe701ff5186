/**
 * The tickbox of the bedrooms a renter says they are allowed (docs/rules.md UC 4, HB 5): the number
 * field only when ticked, holding the number typed, 1 to 10.
 */
import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { BedroomsTypedQuestion } from './BedroomQuestions';

const drawn = (value: number | undefined) => renderToStaticMarkup(<BedroomsTypedQuestion prefix="uc" value={value} counted={() => 2} onChange={() => undefined} />);

describe('BedroomsTypedQuestion', () => {
  it('not ticked: the tickbox and its hint, no number', () => {
    const html = drawn(undefined);
    expect(html).toContain('I know how many bedrooms I am allowed');
    expect(html).toContain('the Housing Executive or the DWP has decided it');
    expect(html).not.toContain('uc-bedrooms-typed"');
    expect(html).not.toContain('checked');
  });

  it('ticked: the number typed, between 1 and 10', () => {
    const html = drawn(3);
    expect(html).toContain('checked');
    expect(html).toContain('Bedrooms you are allowed');
    expect(html).toMatch(/id="uc-bedrooms-typed"[^>]*/);
    expect(html).toMatch(/value="3"/);
  });
});
