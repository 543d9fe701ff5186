/**
 * The printout's table of answers (printed-rows.ts): a label as the form shows it, answers as the
 * printout writes them, and the people of a list under their own headings.
 */
import { describe, expect, it } from 'vitest';
import { printedTable, shownLabel, written } from './printed-rows';

describe('a label as the form shows it', () => {
  it('leaves out the words only screen readers hear and fills the values', () => {
    expect(shownLabel('Age<sr> of child {n}</sr>', { n: 2 })).toBe('Age');
    expect(shownLabel('Who they are<who> (adult 1)</who>')).toBe('Who they are');
    expect(shownLabel('Adult {n} (aged {age}) is registered blind', { n: 1, age: 40 })).toBe('Adult 1 (aged 40) is registered blind');
    expect(shownLabel('Check it <link>on GOV.UK</link>.')).toBe('Check it on GOV.UK.');
    expect(() => shownLabel('Age of child {n}')).toThrow(/needs a value "n"/);
  });
});

describe('answers as printed', () => {
  it('money in pounds and pence with the words after the box, Yes or No, dates written out', () => {
    expect(written.money(419.5, 'a week')).toBe('£419.50 a week');
    expect(written.money(1200)).toBe('£1,200.00');
    expect([written.yesNo(true), written.yesNo(false), written.yesNo(undefined), written.ticked(undefined)]).toEqual(['Yes', 'No', 'Not answered', 'No']);
    expect(written.date('1960-07-30')).toBe('30 July 1960');
    expect([written.date(undefined), written.text(' '), written.number(null)]).toEqual(['Not given', 'Not given', 'Not given']);
    expect(written.option('b', [{ value: 'a', label: 'A' }])).toBe('Not answered');
  });
});

describe('the table', () => {
  it('keeps the form’s order, each person under a heading of their own', () => {
    const { groups, row, under } = printedTable();
    row('Your age', '40');
    under('Child 1', () => row('Age', '5'));
    under('Child 2', () => row('Age', '7'));
    under('Nobody', () => undefined);
    row('Your rent', '£100.00');
    expect(groups).toEqual([
      { heading: null, rows: [{ question: 'Your age', answer: '40' }] },
      { heading: 'Child 1', rows: [{ question: 'Age', answer: '5' }] },
      { heading: 'Child 2', rows: [{ question: 'Age', answer: '7' }] },
      { heading: null, rows: [{ question: 'Your rent', answer: '£100.00' }] },
    ]);
  });
});
