import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { ResultLine, type ResultLineKind } from './ResultLine';

const badge = (kind: ResultLineKind, amount = 12.5) => {
  const html = renderToStaticMarkup(<ResultLine label="Line" amount={amount} kind={kind} period="a week" />);
  return html.slice(html.indexOf('<span class="', html.indexOf('</span>')));
};

describe('ResultLine: how the amount counts, seen and heard', () => {
  it.each([
    ['plus', '+ ', 'plus '],
    ['minus', '− ', 'minus '],
    ['equals', '= ', 'equals '],
  ] as const)('a %s line of working shows its sign and is read with the word', (kind, mark, words) => {
    const b = badge(kind);
    expect(b).toContain(`<span aria-hidden="true">${mark}</span><span class="sr-only">${words}</span>£12.50`);
    expect(b).toMatch(/^<span class="ml-auto whitespace-nowrap rounded-full/);
  });

  it('a plain line of working has no sign, a deduction in a result reads "minus"', () => {
    expect(badge('plain')).not.toContain('aria-hidden');
    expect(badge('plain')).toMatch(/^<span class="ml-auto whitespace-nowrap rounded-full[^"]*bg-slate-100 text-slate-900">£12.50/);
    expect(badge('deduct', -3)).toContain('<span aria-hidden="true">−</span><span class="sr-only">minus </span>£3.00');
  });

  it('result lines keep their look: no sign when added, "(not paid)" when it does not count', () => {
    expect(badge('add')).toMatch(/^<span class="rounded-full[^"]*bg-success-50 text-success-700">£12.50<span class="font-normal"> a week<\/span><\/span>/);
    expect(badge('none')).toContain('<span class="font-normal"> (not paid)</span>');
  });
});
