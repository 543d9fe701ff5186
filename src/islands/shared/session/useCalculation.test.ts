import { describe, expect, it, vi } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { DEFAULT_RATES, ratesFor, resolveRates, type RatesTable, type TaxYear } from '~/calc/rates';
import type { SavedCalculation } from '~/stores/saved-calculations';
import { LEGACY_TAX_YEAR, legacyTaxYearNotice, type WithTaxYear } from './tax-year';
import useCalculation, { calculatedToast, calculationErrorToast, engineHolder, isWorkedOutAgain, recalculated, sameSummary, withEngine, type Calculation } from './useCalculation';
import { openOnMount, type OpenSteps } from './open-calculation';

const saved = (data: unknown, extra: Record<string, unknown> = {}): SavedCalculation =>
  ({ id: 'a1', name: 'My March estimate', type: 'pip', data, result: null, createdAt: '2026-05-01T09:00:00.000Z', ...extra }) as unknown as SavedCalculation;

/** Steps that record what the calculator was asked to do, in order. */
function steps(from: { saved?: SavedCalculation | null; kept?: unknown }, opened: { notices?: (string | null)[]; reset?: string[] } = {}) {
  const calls: string[] = [];
  const s: OpenSteps = {
    takeSaved: () => {
      calls.push('take saved');
      return from.saved ?? null;
    },
    readKept: () => {
      calls.push('read kept');
      return from.kept ?? null;
    },
    choose: (year) => calls.push(`choose ${year}`),
    openSaved: async (c, year) => {
      calls.push(`open saved ${c.name} in ${year}`);
      return { notices: opened.notices ?? [], reset: opened.reset ?? [] };
    },
    openKept: async (kept, year) => {
      calls.push(`open kept age ${(kept.input as { age?: number } | undefined)?.age} in ${year}`);
    },
  };
  return { s, calls };
}

describe('openOnMount: a waiting saved calculation first, else what the tab remembered', () => {
  it('opens a saved calculation in the year it was saved in, never reading what the tab kept, and says it was loaded', async () => {
    const { s, calls } = steps({ saved: saved({ taxYear: '2024-25', age: 30 }), kept: { taxYear: '2026-27', input: { age: 50 } } });
    const said = await openOnMount(s);
    expect(calls).toEqual(['take saved', 'choose 2024-25', 'open saved My March estimate in 2024-25']);
    expect(said).toEqual({ notice: null, toast: { title: 'Calculation loaded', description: '"My March estimate" was loaded from your saved calculations.' } });
  });

  it('says the year first, then the calculator’s notices, then the answers its reader reset, in the reader’s words', async () => {
    const { s, calls } = steps({ saved: saved({ age: 'forty' }) }, { notices: [null, 'It was saved before the newer questions.'], reset: ['your age'] });
    const said = await openOnMount(s);
    expect(calls).toContain(`choose ${LEGACY_TAX_YEAR}`);
    expect(said?.notice).toBe(
      `${legacyTaxYearNotice()} It was saved before the newer questions. Part of this saved calculation could not be read, so we reset this answer to the usual starting value: your age. Check it before you calculate.`,
    );
  });

  it('answers handed over by another calculator get their own toast and no notice about the year', async () => {
    const { s } = steps({ saved: saved({ age: 30 }, { from: 'housing-benefit' }) });
    const handOffToast = { title: 'Answers carried over', description: 'Check each tab.' };
    s.openSaved = async () => ({ notices: ['These answers came from elsewhere.'], handOffToast, reset: [] });
    expect(await openOnMount(s)).toEqual({ notice: 'These answers came from elsewhere.', toast: handOffToast });
  });

  it('answers handed over to a calculator that says nothing of its own: where they came from, and to check them', async () => {
    const { s } = steps({ saved: saved({ taxYear: '2026-27', age: 70 }, { name: 'Your Pension Credit answers', from: 'pension-credit' }) }, { reset: ['your age'] });
    const said = await openOnMount(s);
    expect(said?.toast).toEqual({ title: 'Answers carried over', description: 'Your Pension Credit answers are in the form. Check each answer.' });
    expect(said?.notice).toMatch(
      /^Your Pension Credit answers are filled in\. Check each answer, and add what that calculator did not ask, then calculate again\. Part of this saved calculation/,
    );
  });

  it('puts back what the tab remembered, in its year, and says nothing', async () => {
    const { s, calls } = steps({ kept: { taxYear: '2024-25', input: { age: 50 } } });
    expect(await openOnMount(s)).toBeNull();
    expect(calls).toEqual(['take saved', 'read kept', 'choose 2024-25', 'open kept age 50 in 2024-25']);
  });

  it.each([null, 'text', 42, [1, 2]])('ignores a remembered value that is not an object (%s)', async (kept) => {
    const { s, calls } = steps({ kept });
    expect(await openOnMount(s)).toBeNull();
    expect(calls).toEqual(['take saved', 'read kept']);
  });

  it('passes on a failure of the calculator’s reader (the hook logs it)', async () => {
    const { s } = steps({ saved: saved({ taxYear: '2026-27' }) });
    s.openSaved = vi.fn(() => Promise.reject(new Error('unreadable')));
    await expect(openOnMount(s)).rejects.toThrow('unreadable');
  });
});

/** A toy engine: the answer times the year's weeks in a year, so a new year or new rates show. */
interface Toy {
  hours: number;
}
const weeks = (rates: RatesTable) => resolveRates(rates)['general.weeks-per-year'];
const engine = (input: WithTaxYear<Toy>, rates: RatesTable) => ({ total: input.hours * weeks(rates), year: input.taxYear });

function calculation(source: 'calculated' | 'loaded', taxYear: TaxYear = '2025-26'): Calculation<Toy, ReturnType<typeof engine>> {
  const input = { hours: 2, taxYear };
  return { answers: { hours: 2 }, input, base: input, result: { total: -1, year: taxYear }, source };
}

describe('recalculated: a result follows a new year, and new rates unless it was opened as saved', () => {
  it('works a calculated result out again with new rates, keeping its answers', () => {
    const c = calculation('calculated');
    const next = recalculated(c, '2025-26', DEFAULT_RATES, engine);
    expect(weeks(DEFAULT_RATES)).toBe(52);
    expect(next?.result).toEqual({ total: 104, year: '2025-26' });
    expect(next?.answers).toBe(c.answers);
    expect(next?.base).toBe(next?.input);
  });

  it('shows a saved result as saved while its year stays, and works it out again in a new year', () => {
    const c = calculation('loaded', '2024-25');
    expect(recalculated(c, '2024-25', ratesFor('2026-27'), engine)).toBe(c);
    const moved = recalculated(c, '2026-27', ratesFor('2026-27'), engine);
    expect(moved).toMatchObject({ input: { hours: 2, taxYear: '2026-27' }, source: 'calculated', result: { year: '2026-27' } });
  });

  it('keeps a varied calculation’s base apart, in the new year', () => {
    const c = calculation('calculated');
    const varied = { ...c, input: { hours: 5, taxYear: c.input.taxYear } };
    const next = recalculated(varied, '2026-27', ratesFor('2026-27'), engine);
    expect(next?.base).toEqual({ hours: 2, taxYear: '2026-27' });
    expect(next?.input).toEqual({ hours: 5, taxYear: '2026-27' });
  });

  it('keeps the result when the engine throws, and nothing to work out stays nothing', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const c = calculation('calculated');
    const failing = () => {
      throw new Error('boom');
    };
    expect(recalculated(c, '2026-27', DEFAULT_RATES, failing)).toBe(c);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(recalculated(null, '2026-27', DEFAULT_RATES, engine)).toBeNull();
  });
});

describe('an engine loaded when first needed (README "Performance")', () => {
  it('is there at once when given outright, and runs in the same call', () => {
    const engines = engineHolder(engine);
    expect(engines.current()).toBe(engine);
    const ran: unknown[] = [];
    withEngine(engines, (e) => ran.push(e({ hours: 1, taxYear: '2025-26' }, DEFAULT_RATES)));
    expect(ran).toEqual([{ total: 52, year: '2025-26' }]);
  });

  it('loads once, however often it is asked for, and then runs at once', async () => {
    const load = vi.fn(() => Promise.resolve(engine));
    const engines = engineHolder({ load });
    expect(engines.current()).toBeNull();
    const ran: string[] = [];
    withEngine(engines, () => ran.push('first'));
    withEngine(engines, () => ran.push('second'));
    expect(ran).toEqual([]);
    expect(await engines.load()).toBe(engine);
    expect(ran).toEqual(['first', 'second']);
    expect(load).toHaveBeenCalledTimes(1);
    withEngine(engines, () => ran.push('third'));
    expect(ran).toEqual(['first', 'second', 'third']);
    expect(engines.current()).toBe(engine);
  });

  it('says a failed load (logged) and loads again when next asked', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(engine);
    const engines = engineHolder<Toy, ReturnType<typeof engine>>({ load });
    const failed = vi.fn();
    const ran = vi.fn();
    withEngine(engines, ran, failed);
    await expect(engines.load()).rejects.toThrow('offline');
    await Promise.resolve();
    expect(failed).toHaveBeenCalledTimes(1);
    expect(ran).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(await engines.load()).toBe(engine);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('is not needed for new rates while there is no result, or a saved result stays in its year', () => {
    expect(isWorkedOutAgain(null, '2025-26')).toBe(false);
    expect(isWorkedOutAgain(calculation('loaded', '2025-26'), '2025-26')).toBe(false);
    expect(isWorkedOutAgain(calculation('loaded', '2025-26'), '2026-27')).toBe(true);
    expect(isWorkedOutAgain(calculation('calculated', '2025-26'), '2025-26')).toBe(true);
  });
});

describe('the toasts every calculator says (docs/product.md §8)', () => {
  it('says Calculation Complete with the figure to the penny and its period', () => {
    expect(calculatedToast({ benefit: 'PIP', amount: 73.9, per: 'week' })).toEqual({ title: 'Calculation Complete', description: 'Your estimated PIP: £73.90 per week' });
    expect(calculatedToast({ benefit: 'Universal Credit', amount: 1234.5, per: 'month' }).description).toBe('Your estimated Universal Credit: £1,234.50 per month');
  });

  it('keeps the Calculation Complete toast after rates that leave its figure as it was, and only then', () => {
    const summary = (result: { total: number }) => ({ benefit: 'Universal Credit', amount: result.total, per: 'month' as const });
    expect(sameSummary({ result: { total: 424.9 } }, { result: { total: 424.9 } }, summary)).toBe(true);
    expect(sameSummary({ result: { total: 424.9 } }, { result: { total: 424.91 } }, summary)).toBe(false);
    expect(sameSummary(null, { result: { total: 424.9 } }, summary)).toBe(false);
    expect(sameSummary({ result: { total: 424.9 } }, { result: { total: 424.9 } })).toBe(false);
  });

  it('has one wording of Calculation Error', () => {
    expect(calculationErrorToast()).toEqual({ title: 'Calculation Error', description: 'Please check your inputs and try again.', variant: 'destructive' });
    expect(calculationErrorToast('Please check your selections and try again.')).toEqual({
      title: 'Calculation Error',
      description: 'Please check your selections and try again.',
      variant: 'destructive',
    });
    expect(calculatedToast({ benefit: 'PIP', amount: 73.9, per: 'week', title: 'Assessment Complete' }).title).toBe('Assessment Complete');
  });
});

describe('useCalculation: the first render, as the server draws it', () => {
  function Toy({ buildYear }: { buildYear?: TaxYear }) {
    const calc = useCalculation({
      island: 'pip',
      buildYear,
      yearFieldId: 'toy-year',
      engine,
      defaults: () => ({ hours: 7 }),
      reader: () => Promise.reject(new Error('not read on the server')),
      printout: () => Promise.reject(new Error('not printed on the server')),
      place: {},
    });
    return createElement('p', null, `${calc.taxYear} ${calc.yearField.id} ${calc.input.hours} ${calc.calculation === null ? 'no result' : 'result'} ${calc.notes.length} notes`);
  }

  it('uses the build’s year and the default answers, with no result, and never opens anything', () => {
    expect(renderToStaticMarkup(createElement(Toy, { buildYear: '2024-25' }))).toBe('<p>2024-25 toy-year 7 no result 0 notes</p>');
  });
});
