/**
 * Reading an amount an admin typed for a rate (docs/product.md §5 "edits are ignored when the entry
 * is not a number", §9 "Rate amount step 0.01"), the same way in the admin tab and on the
 * server: digits, at most one decimal point, at most 2 decimals. Anything else ("12,50",
 * "£424.90", "4e2", "") is refused with a sentence naming the figure, never guessed at:
 * reading "12,50" as 1250 once published a figure a hundred times too big.
 */

import { formatNumber } from '../i18n/format';
import { adminRateAmountMessages } from '../i18n/en/admin';

/** Largest amount accepted: a sanity bound far above any weekly, monthly or yearly figure. */
export const MAX_RATE_AMOUNT = 1_000_000;

/** Pounds, optionally with a decimal point and 1 or 2 digits of pence. */
const AMOUNT_TEXT = /^\d+(\.\d{1,2})?$/;

/**
 * The amount in pounds, or null when `value` is not one. Takes the typed text, or a JSON
 * number that has at most 2 decimals (API callers).
 */
export function parseRateAmount(value: unknown): number | null {
  let amount: number;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!AMOUNT_TEXT.test(text)) return null;
    amount = Number(text);
  } else if (typeof value === 'number') {
    // 400.123 or 1e-7 would be stored as typed, not to the penny: refuse them like the text.
    if (!Number.isFinite(value) || value < 0 || Number(value.toFixed(2)) !== value) return null;
    amount = value;
  } else {
    return null;
  }
  return amount <= MAX_RATE_AMOUNT ? amount : null;
}

/** The message shown by the field, e.g. "Enter the amount for Carer element in pounds and pence, like 209.34". */
export function rateAmountError(label: string, example: number | null, value?: unknown): string {
  const over = typeof value === 'string' && AMOUNT_TEXT.test(value.trim()) && Number(value.trim()) > MAX_RATE_AMOUNT;
  const t = adminRateAmountMessages.get();
  if (over || (typeof value === 'number' && value > MAX_RATE_AMOUNT)) return t.tooBig({ label, max: formatNumber(MAX_RATE_AMOUNT) });
  // The example is what to type: plain digits and a point, never grouped ('1234.50'), as AMOUNT_TEXT reads it.
  return t.enter({ label, example: (example ?? 0).toFixed(2) });
}

/**
 * Whether a change is big enough to ask "are you sure?": the new amount is under half or over
 * double the old one (a slipped decimal point, a weekly figure typed as monthly).
 */
export function isBigChange(oldAmount: number | null, newAmount: number): boolean {
  if (oldAmount === null || oldAmount <= 0) return false;
  return newAmount < oldAmount / 2 || newAmount > oldAmount * 2;
}
