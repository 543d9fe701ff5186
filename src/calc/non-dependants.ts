/**
 * Non-dependant deductions by gross weekly income. Housing Benefit's bands (HB Regs 2006 reg 74,
 * HB (SPC) Regs reg 55), whose amounts also come off a Pension Credit claimant's housing costs
 * (State Pension Credit Regulations 2002 Sch II para 14), are rates
 * `housing-benefit.non-dependant.band-*`; each Council Tax Reduction scheme has a table of the
 * same shape with fewer bands (council-tax-support.ts).
 */
import type { CoreRateId, ResolvedRates } from './rates';
import { toPence } from './money';

/** A table of bands, lowest first: each band's deduction rate and the rate of the income it starts at (none for the lowest). */
export type NonDependantBands = ReadonlyArray<readonly [deduction: CoreRateId, incomeFrom: CoreRateId | null]>;

const ND_BANDS: NonDependantBands = [
  ['housing-benefit.non-dependant.band-1.deduction', null],
  ['housing-benefit.non-dependant.band-2.deduction', 'housing-benefit.non-dependant.band-2.income-from'],
  ['housing-benefit.non-dependant.band-3.deduction', 'housing-benefit.non-dependant.band-3.income-from'],
  ['housing-benefit.non-dependant.band-4.deduction', 'housing-benefit.non-dependant.band-4.income-from'],
  ['housing-benefit.non-dependant.band-5.deduction', 'housing-benefit.non-dependant.band-5.income-from'],
  ['housing-benefit.non-dependant.band-6.deduction', 'housing-benefit.non-dependant.band-6.income-from'],
];

/** The deduction band of a gross weekly income in a table: its number (from 1), deduction rate id and lower bound in pence. */
export function bandOf(incomePence: number, bands: NonDependantBands, amounts: ResolvedRates): { band: number; id: CoreRateId; fromPence: number } {
  let found = { band: 1, id: bands[0]?.[0] ?? 'housing-benefit.non-dependant.band-1.deduction', fromPence: 0 };
  for (let i = 1; i < bands.length; i++) {
    const [id, fromId] = bands[i] ?? [found.id, null];
    const from = fromId ? toPence(amounts[fromId]) : 0;
    if (incomePence >= from) found = { band: i + 1, id, fromPence: from };
  }
  return found;
}

/** The Housing Benefit deduction band of a gross weekly income: its number (1-6), deduction rate id and lower bound in pence. */
export function nonDependantBand(incomePence: number, amounts: ResolvedRates): { band: number; id: CoreRateId; fromPence: number } {
  return bandOf(incomePence, ND_BANDS, amounts);
}
