/**
 * The four calculators whose results can be saved (docs/product.md §3 "Saved calculation":
 * type is universal-credit, housing-benefit, pip or council-tax-support), with the
 * label people see and the page that opens a saved one (docs/product.md §2 "Saved
 * calculations": loading navigates by type).
 */
import { formatMoneyWithPence, toPence } from '~/calc/money';

/** The type of a saved calculation. */
export type CalculationType = 'universal-credit' | 'housing-benefit' | 'pip' | 'council-tax-support';

/** What the product shows and where it goes for one calculation type. */
export interface CalculationTypeInfo {
  /** Human label, also the start of a saved calculation's default name. */
  label: string;
  /** The calculator page that restores a saved calculation of this type. */
  route: string;
}

/** Every calculation type, in the order of the saved-calculations tabs. */
export const CALCULATION_TYPES: Readonly<Record<CalculationType, CalculationTypeInfo>> = {
  'universal-credit': { label: 'Universal Credit', route: '/universal-credit' },
  'housing-benefit': { label: 'Housing Benefit', route: '/housing-benefit' },
  pip: { label: 'PIP', route: '/pip' },
  'council-tax-support': { label: 'Council Tax Support', route: '/council-tax-support' },
};

/** The types as a list, in tab order. */
export const CALCULATION_TYPE_IDS = Object.keys(CALCULATION_TYPES) as CalculationType[];

/** True for one of the four known types (stored data may hold others: an older or edited file). */
export function isCalculationType(value: unknown): value is CalculationType {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(CALCULATION_TYPES, value);
}

/** The label for a type, or the raw value for a type this version does not know. */
export function calculationTypeLabel(type: string): string {
  return isCalculationType(type) ? CALCULATION_TYPES[type].label : type;
}

const NUMERIC_DATE = new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' });

/**
 * The name the save dialog suggests: the type label, a dash and today's date in
 * en-GB numeric form (docs/product.md §4), e.g. 'Universal Credit - 21/11/2026'.
 */
export function defaultCalculationName(type: CalculationType, date: Date = new Date()): string {
  return `${CALCULATION_TYPES[type].label} - ${NUMERIC_DATE.format(date)}`;
}

/** A saved calculation's date as people read it: '21/11/2026' (en-GB), or '' when unreadable. */
export function formatSavedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : NUMERIC_DATE.format(date);
}

function finiteAt(value: unknown, ...path: string[]): number | null {
  let at: unknown = value;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/**
 * The headline figure of a saved result, as the saved-calculations list shows it, so
 * calculations with the same name can be told apart: '£424.90 a month' (Universal
 * Credit), '£95.20 a week' (Housing Benefit, PIP), '£1,234.56 a year off council tax'
 * (Council Tax Support), always with pence, written as the results write money. Null
 * when the result has no such figure (an edited file).
 */
export function savedHeadline(type: string, result: unknown): string | null {
  const money = (n: number | null, period: string) => (n === null ? null : `${formatMoneyWithPence(toPence(n))} ${period}`);
  switch (type) {
    case 'universal-credit':
      return money(finiteAt(result, 'totalMonthly'), 'a month');
    case 'housing-benefit':
      return money(finiteAt(result, 'weeklyAmount'), 'a week');
    case 'pip':
      return money(finiteAt(result, 'weeklyAmount', 'total'), 'a week');
    case 'council-tax-support':
      return money(finiteAt(result, 'annualReduction'), 'a year off council tax');
    default:
      return null;
  }
}
