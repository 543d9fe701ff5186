/**
 * Saved calculations out of and into this browser as JSON (docs/product.md §5, §7, §10):
 * the export is exactly the stored list, so it imports back unchanged.
 */
import { isSavedCalculatorId } from '../lib/calculators';
import { cleanDescription, commit, isRecord, newCalculationId, readStorage, type SavedCalculation } from './saved-storage';

/** Outcome of `importCalculations` (docs/product.md §7). */
export interface ImportResult {
  success: boolean;
  /** How many calculations were added. */
  count: number;
  /** Messages in the product's words (docs/product.md §8), e.g. 'Item 2: Missing required fields'. */
  errors: string[];
}

/**
 * The saved calculations as formatted JSON: exactly the stored calculations array,
 * indented by 2 spaces (docs/product.md §10), so an export imports back unchanged.
 */
export function exportCalculations(): string {
  return JSON.stringify(readStorage().calculations, null, 2);
}

/** The file name of an export: benefit-calculations-YYYY-MM-DD.json in local time (docs/product.md §7). */
export function exportFileName(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `benefit-calculations-${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}.json`;
}

function hasRequiredFields(item: unknown): item is Record<string, unknown> {
  if (!isRecord(item)) return false;
  const present = (v: unknown) => v !== undefined && v !== null;
  const text = (v: unknown) => typeof v === 'string' && v.trim() !== '';
  return text(item.id) && text(item.name) && text(item.type) && present(item.data) && present(item.result);
}

/** The message for an empty list: there was nothing to import. */
export const NOTHING_TO_IMPORT = 'The list is empty, so nothing was imported';

/** The message when every calculation in the file is already saved (the same file imported twice). */
export const NOTHING_NEW = 'These calculations are already saved, so nothing new was added';

/**
 * Why an item with every field cannot be imported, or null: a calculator this site does not have,
 * or a tax year that cannot be one ('2025-27', 'soon', 2025). A year written as one but not known
 * here ('2031-32', a newer file) is kept: it opens with a notice (docs/product.md §4).
 */
function refusal(item: Record<string, unknown>): string | null {
  if (!isSavedCalculatorId(item.type)) return `Unknown calculator type "${String(item.type)}"`;
  const year = isRecord(item.data) ? item.data.taxYear : undefined;
  if (year === undefined || isPossibleTaxYear(year)) return null;
  return `${JSON.stringify(year)} is not a tax year`;
}

/** A tax year as the calculators write it: '2026-27', the second year the one after the first. */
function isPossibleTaxYear(year: unknown): boolean {
  const match = typeof year === 'string' ? /^(\d{4})-(\d{2})$/.exec(year) : null;
  return match !== null && (Number(match[1]) + 1) % 100 === Number(match[2]);
}

/** What makes two calculations the same for import (not their ids or times): name, type, data, result, description. */
function sameness(c: { name: unknown; type: unknown; data: unknown; result: unknown; description?: unknown }): string {
  return canonical([c.name, c.type, c.data, c.result, cleanDescription(c.description) ?? null]);
}

/** JSON with object keys sorted, so the same calculation written in another key order still matches. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v) && !Array.isArray(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}

/**
 * Import calculations from pasted JSON (docs/product.md §5, §7). The text must be an
 * array; every item needs id, name, type, data and result. Imported items get new
 * ids and new createdAt/updatedAt; name, type, data, result and description are
 * kept. All or nothing: when any item is invalid nothing is imported, so fixing
 * the file and importing again never duplicates the good items.
 *
 * Messages: 'Failed to parse JSON'; 'Invalid format: expected an array';
 * `NOTHING_TO_IMPORT` for an empty array (not a success: nothing changed);
 * 'Item N: Missing required fields' (N counts from 1); 'Item N: Unknown calculator type "x"';
 * 'Item N: "2025-27" is not a tax year'; `NOTHING_NEW`; a storage failure's
 * message; 'Unknown error' for anything else.
 */
export function importCalculations(text: string): ImportResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return { success: false, count: 0, errors: ['Failed to parse JSON'] };
  }
  if (!Array.isArray(parsed)) return { success: false, count: 0, errors: ['Invalid format: expected an array'] };

  const errors: string[] = [];
  parsed.forEach((item, index) => {
    const why = hasRequiredFields(item) ? refusal(item) : 'Missing required fields';
    if (why) errors.push(`Item ${index + 1}: ${why}`);
  });
  if (errors.length > 0) return { success: false, count: 0, errors };
  if (parsed.length === 0) return { success: false, count: 0, errors: [NOTHING_TO_IMPORT] };

  try {
    const { calculations, lastSaved: stored } = readStorage();
    const taken = new Set(calculations.map((c) => c.id));
    const saved = new Set(calculations.map(sameness));
    const fresh = (parsed as Record<string, unknown>[]).filter((item) => {
      const key = sameness(item as Parameters<typeof sameness>[0]);
      if (saved.has(key)) return false;
      saved.add(key);
      return true;
    });
    if (fresh.length === 0) return { success: false, count: 0, errors: [NOTHING_NEW] };
    const now = new Date().toISOString();
    const added = fresh.map((item): SavedCalculation => {
      const id = newCalculationId(taken);
      taken.add(id);
      const description = cleanDescription(item.description);
      return {
        id,
        name: String(item.name),
        type: String(item.type),
        data: item.data,
        result: item.result,
        ...(description ? { description } : {}),
        createdAt: now,
        updatedAt: now,
      };
    });
    commit([...calculations, ...added], stored);
    return { success: true, count: added.length, errors: [] };
  } catch (err) {
    return { success: false, count: 0, errors: [err instanceof Error ? err.message : 'Unknown error'] };
  }
}
