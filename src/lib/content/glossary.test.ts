import { describe, expect, it } from 'vitest';
import { filterGlossary, glossaryFilterScript, GLOSSARY_IDS, matchesGlossaryQuery, sortGlossary } from './glossary';

const GLOSSARY_FILTER_SCRIPT = glossaryFilterScript();

const items = [
  { term: 'Taper rate', definition: 'How much your Universal Credit goes down as you earn more.' },
  { term: 'Benefit cap', definition: 'A limit on the total amount of benefit most households can get.' },
  { term: 'Work allowance', definition: 'The amount you can earn before your Universal Credit starts to go down.' },
];

describe('matchesGlossaryQuery (docs/product.md §2: term or definition, case-insensitive)', () => {
  it.each([
    ['term match', 'taper', ['Taper rate']],
    ['definition match', 'households', ['Benefit cap']],
    ['case-insensitive', 'UNIVERSAL credit', ['Taper rate', 'Work allowance']],
    ['surrounding spaces ignored', '  cap  ', ['Benefit cap']],
    ['empty query shows all', '', ['Taper rate', 'Benefit cap', 'Work allowance']],
    ['no match', 'zzz', []],
  ])('%s', (_name, query, expected) => {
    expect(filterGlossary(items, query).map((i) => i.term)).toEqual(expected);
  });

  it('matches either field, not a join across them', () => {
    expect(matchesGlossaryQuery(items[1]!, 'cap a limit')).toBe(false);
  });
});

describe('sortGlossary', () => {
  it('sorts A to Z ignoring case', () => {
    expect(sortGlossary([{ term: 'b', definition: '' }, { term: 'A', definition: '' }, { term: 'c', definition: '' }]).map((i) => i.term)).toEqual(['A', 'b', 'c']);
  });
});

describe('glossaryFilterScript (the inline enhancement)', () => {
  it('is small enough for the inline-script budget (under 600 bytes)', () => {
    expect(Buffer.byteLength(GLOSSARY_FILTER_SCRIPT)).toBeLessThan(600);
  });

  it('applies the same rule to the page and shows the exact no-results message', () => {
    // A minimal stand-in for the DOM the script expects.
    const entries = items.map((i) => ({ children: [{ textContent: i.term }, { textContent: i.definition }], hidden: false }));
    const input: { value: string; oninput?: () => void } = { value: '' };
    const status = { textContent: '' };
    const document = {
      getElementById: (id: string) => ({ [GLOSSARY_IDS.input]: input, [GLOSSARY_IDS.status]: status })[id],
      querySelectorAll: () => entries,
    };
    new Function('document', GLOSSARY_FILTER_SCRIPT)(document);

    expect(status.textContent).toBe('');

    for (const query of ['TAPER', 'households', '  universal credit ', 'zzz', 'cap a limit', '']) {
      input.value = query;
      input.oninput!();
      const shown = items.filter((_, n) => !entries[n]!.hidden);
      expect(shown).toEqual(filterGlossary(items, query));
    }

    input.value = 'zzz';
    input.oninput!();
    expect(status.textContent).toBe('No terms found matching your search.');
    input.value = 'universal';
    input.oninput!();
    expect(status.textContent).toBe('2 of 3 shown');
  });

  it('writes the count into the sentence with no code of its own, so the page stays in its inline-script budget', () => {
    expect(GLOSSARY_FILTER_SCRIPT).toContain('s.textContent=n?v?n+" of "+t.length+" shown":"":"No terms found matching your search."}');
  });
});
