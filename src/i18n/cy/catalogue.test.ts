/**
 * The Welsh catalogue (README "Messages"): each file of `cy/` is the Welsh of the file of `en/` with
 * its name, as JSON (`{ component: { key: message } }`, the shape @nanostores/i18n loads). Each
 * file written must be whole and must keep what the code fills in:
 * - the same components and keys as the English, and nothing more;
 * - the same named values (`{amount}`) and the same tags of a rich sentence (`<link>…</link>`);
 * - a plural in all six of Welsh's forms (zero, one, two, few, many, other: Intl.PluralRules('cy'));
 * - the Welsh name of every benefit and body the English names (glossary.json), in any mutation.
 */

import { messagesToJSON, type ComponentsJSON, type Messages } from '@nanostores/i18n';
import { describe, expect, it } from 'vitest';
import glossary from './glossary.json';

type Translation = string | Readonly<Record<string, string>>;

/** The English catalogue as JSON, by the name of its file in `en/`. */
const ENGLISH: Record<string, ComponentsJSON> = Object.fromEntries(
  Object.entries(import.meta.glob<Record<string, unknown>>(['../en/*.ts', '!../en/*.test.ts'], { eager: true })).map(([path, module]) => {
    const parts = Object.values(module).filter((value): value is Messages => typeof value === 'object' && value !== null && 'component' in value && 'get' in value);
    return [fileName(path), messagesToJSON(...parts)];
  }),
);

/** The Welsh files written so far, by name. */
const WELSH: Record<string, ComponentsJSON> = Object.fromEntries(
  Object.entries(import.meta.glob<ComponentsJSON>(['./*.json', '!./glossary.json'], { eager: true, import: 'default' })).map(([path, json]) => [fileName(path), json]),
);

/** Welsh's plural forms, as Intl names them. */
const WELSH_PLURALS = new Intl.PluralRules('cy').resolvedOptions().pluralCategories;

function fileName(path: string): string {
  return path.replace(/^.*\//, '').replace(/\.(ts|json)$/, '');
}

/** The named values of a message, sorted. */
function valuesOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1] as string))].sort();
}

/** The tags of a rich sentence, opening and closing, sorted. */
function tagsOf(text: string): string[] {
  return [...text.matchAll(/<\/?(\w+)>/g)].map((m) => m[0]).sort();
}

/** Every form of a message: the message, or each form of a plural. */
function formsOf(message: Translation): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

/** The ways a Welsh word can begin after a mutation (soft, nasal, aspirate; h before a vowel). */
function mutations(word: string): string[] {
  const rules: Array<[string, string[]]> = [
    ['ll', ['l']],
    ['rh', ['r']],
    ['c', ['g', 'ngh', 'ch']],
    ['p', ['b', 'mh', 'ph']],
    ['t', ['d', 'nh', 'th']],
    ['g', ['', 'ng']],
    ['b', ['f', 'm']],
    ['d', ['dd', 'n']],
    ['m', ['f']],
  ];
  const lower = word.toLowerCase();
  const rule = rules.find(([radical]) => lower.startsWith(radical));
  const rest = lower.slice(rule?.[0].length ?? 0);
  const starts = rule ? [rule[0], ...rule[1]] : /^[aeiouwy]/.test(lower) ? ['', 'h'] : [''];
  return starts.map((start) => start + rest);
}

/** Whether a Welsh text has a glossary term, its first letter mutated or not. */
function hasTerm(text: string, term: string): boolean {
  const lower = text.toLowerCase();
  return mutations(term).some((form) => lower.includes(form));
}

/** Curly apostrophes as straight ones, so "Carer’s Allowance" is the glossary's "Carer's Allowance". */
function straight(text: string): string {
  return text.replace(/[\u2018\u2019]/g, "'");
}

/** English without the titles of legislation it cites ("State Pension Credit Act 2002"), which stay in English in Welsh too. */
function withoutCitations(text: string): string {
  return straight(text).replace(/(?:[A-Z][\w'()]*\s)+(?:Act|Regulations|Order|Rules)(?: \(Northern Ireland\))? \d{4}/g, '');
}

/** The glossary's proper names (a benefit, a body): the terms spelled with a capital. */
const NAMES = glossary.terms.filter((t) => /^[A-Z]/.test(t.en));

const cases = Object.keys(WELSH).sort();

describe('the Welsh catalogue', () => {
  it('reads the English catalogue and the glossary', () => {
    expect(Object.keys(ENGLISH)).toEqual(expect.arrayContaining(['universal-credit-engine', 'site', 'shared']));
    expect(WELSH_PLURALS).toEqual(expect.arrayContaining(['zero', 'one', 'two', 'few', 'many', 'other']));
    expect(NAMES.length).toBeGreaterThan(20);
  });

  it.skipIf(cases.length === 0).each(cases)('cy/%s.json is the whole of its English file in Welsh', (file) => {
    const english = ENGLISH[file];
    expect(english, `there is no en/${file}.ts`).toBeDefined();
    const welsh = WELSH[file] as ComponentsJSON;
    const problems: string[] = [];
    for (const [component, messages] of Object.entries(english ?? {})) {
      const translated = (welsh[component] ?? {}) as Record<string, Translation>;
      if (!(component in welsh)) problems.push(`${component}: missing`);
      for (const extra of Object.keys(translated).filter((key) => !(key in messages))) problems.push(`${component}.${extra}: not in the English`);
      for (const [key, source] of Object.entries(messages as Record<string, Translation>)) {
        const id = `${component}.${key}`;
        const message = translated[key];
        if (message === undefined) {
          problems.push(`${id}: missing`);
          continue;
        }
        if (typeof source === 'string') {
          if (typeof message !== 'string') problems.push(`${id}: should be one sentence, not plural forms`);
          else {
            if (valuesOf(message).join() !== valuesOf(source).join()) problems.push(`${id}: named values ${valuesOf(message)} should be ${valuesOf(source)}`);
            if (tagsOf(message).join() !== tagsOf(source).join()) problems.push(`${id}: tags ${tagsOf(message)} should be ${tagsOf(source)}`);
          }
        } else if (typeof message === 'string') problems.push(`${id}: should have the plural forms`);
        else {
          const missing = WELSH_PLURALS.filter((form) => typeof message[form] !== 'string');
          if (missing.length > 0) problems.push(`${id}: plural forms missing: ${missing.join(', ')}`);
          const allowed = new Set(formsOf(source).flatMap(valuesOf));
          for (const form of formsOf(message)) for (const name of valuesOf(form)) if (!allowed.has(name)) problems.push(`${id}: {${name}} is not a value of this message`);
          const needed = valuesOf(source.other ?? '').filter((name) => name !== 'count');
          if (needed.some((name) => !valuesOf(message.other ?? '').includes(name))) problems.push(`${id}: the 'other' form should keep ${needed}`);
        }
        for (const form of formsOf(message)) if (form.trim() === '') problems.push(`${id}: empty`);
        const englishText = withoutCitations(formsOf(source).join(' '));
        const welshText = straight(formsOf(message).join(' '));
        for (const term of NAMES) if (englishText.includes(term.en) && !hasTerm(welshText, term.cy)) problems.push(`${id}: should name "${term.cy}" for "${term.en}"`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('would catch each kind of mistake (the checks themselves)', () => {
    expect(valuesOf('Hi {name}, {amount} and {name}')).toEqual(['amount', 'name']);
    expect(tagsOf('Read <link>this</link>')).toEqual(['</link>', '<link>']);
    expect(hasTerm('Gallwch hawlio Gredyd Cynhwysol', 'Credyd Cynhwysol')).toBe(true);
    expect(hasTerm('eich Nghredyd Cynhwysol', 'Credyd Cynhwysol')).toBe(true);
    expect(hasTerm('Gallwch hawlio credyd', 'Credyd Cynhwysol')).toBe(false);
    expect(hasTerm('ei Lwfans Gweini', 'Lwfans Gweini')).toBe(true);
    expect(hasTerm('Adran Gwaith a Phensiynau', 'Adran Gwaith a Phensiynau')).toBe(true);
    expect(withoutCitations('State Pension Credit Act 2002 s 3(1); Pension Credit')).toBe(' s 3(1); Pension Credit');
    expect(straight('Carer’s Allowance')).toBe("Carer's Allowance");
  });
});
