import { describe, expect, it, vi } from 'vitest';
import type { SavedCalculation } from '~/stores/saved-calculations';
import { LEGACY_TAX_YEAR, LEGACY_TAX_YEAR_NOTICE } from './tax-year';
import { openOnMount, type OpenSteps } from './useCalculatorSession';

interface Kept {
  input: { age: number };
}

const saved = (data: unknown, extra: Record<string, unknown> = {}): SavedCalculation =>
  ({ id: 'a1', name: 'My March estimate', type: 'pip', data, result: null, createdAt: '2026-05-01T09:00:00.000Z', ...extra }) as unknown as SavedCalculation;

/** Steps that record what the calculator was asked to do, in order. */
function steps(from: { saved?: SavedCalculation | null; kept?: unknown }, notices: (string | null)[] = []) {
  const calls: string[] = [];
  const s: OpenSteps<Kept> = {
    takeSaved: () => {
      calls.push('take saved');
      return from.saved ?? null;
    },
    readKept: () => {
      calls.push('read kept');
      return from.kept ?? null;
    },
    choose: (year) => calls.push(`choose ${year}`),
    openSaved: (c, year) => {
      calls.push(`open saved ${c.name} in ${year}`);
      return { notices };
    },
    openKept: (kept, year) => {
      calls.push(`open kept age ${kept.input?.age} in ${year}`);
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

  it('opens a calculation saved before tax years in 2025/26 and says so first, then the calculator’s notices', async () => {
    const { s, calls } = steps({ saved: saved({ age: 30 }) }, [null, 'We reset your age.']);
    const said = await openOnMount(s);
    expect(calls).toContain(`choose ${LEGACY_TAX_YEAR}`);
    expect(said?.notice).toBe(`${LEGACY_TAX_YEAR_NOTICE}. We reset your age.`);
  });

  it('waits for a calculator that loads its reader first', async () => {
    const { s, calls } = steps({ saved: saved({ taxYear: '2026-27' }) });
    s.openSaved = async (c, year) => {
      await Promise.resolve();
      calls.push(`read later ${year}`);
      return { notices: ['Checked.'] };
    };
    expect((await openOnMount(s))?.notice).toBe('Checked.');
    expect(calls.at(-1)).toBe('read later 2026-27');
  });

  it('answers handed over by another calculator get their own toast and no notice about the year', async () => {
    const { s } = steps({ saved: saved({ age: 30 }, { from: 'housing-benefit' }) });
    const handOffToast = { title: 'Answers carried over', description: 'Check each tab.' };
    s.openSaved = () => ({ notices: ['These answers came from elsewhere.'], handOffToast });
    expect(await openOnMount(s)).toEqual({ notice: 'These answers came from elsewhere.', toast: handOffToast });
  });

  it('puts back what the tab remembered, in its year, and says nothing', async () => {
    const { s, calls } = steps({ kept: { taxYear: '2024-25', input: { age: 50 } } });
    expect(await openOnMount(s)).toBeNull();
    expect(calls).toEqual(['take saved', 'read kept', 'choose 2024-25', 'open kept age 50 in 2024-25']);
  });

  it.each([null, 'text', 42])('ignores a remembered value that is not an object (%s)', async (kept) => {
    const { s, calls } = steps({ kept });
    expect(await openOnMount(s)).toBeNull();
    expect(calls).toEqual(['take saved', 'read kept']);
  });

  it('passes on a failure of the calculator’s reader (the hook logs it)', async () => {
    const { s } = steps({ saved: saved({ taxYear: '2026-27' }) });
    s.openSaved = vi.fn(() => {
      throw new Error('unreadable');
    });
    await expect(openOnMount(s)).rejects.toThrow('unreadable');
  });
});
