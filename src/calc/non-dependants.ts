/**
 * Non-dependant deductions by gross weekly income: the bands of Housing Benefit (HB Regs 2006
 * reg 74, HB (SPC) Regs reg 55), whose amounts also come off a Pension Credit claimant's housing
 * costs (State Pension Credit Regulations 2002 Sch II para 14). Rates
 * `housing-benefit.non-dependant.band-*`.
 */
import type { CoreRateId, ResolvedRates } from './rates';
import { toPence } from './money';

const ND_BANDS: ReadonlyArray<readonly [deduction: CoreRateId, incomeFrom: CoreRateId | null]> = [
  ['housing-benefit.non-dependant.band-1.deduction', null],
  ['housing-benefit.non-dependant.band-2.deduction', 'housing-benefit.non-dependant.band-2.income-from'],
  ['housing-benefit.non-dependant.band-3.deduction', 'housing-benefit.non-dependant.band-3.income-from'],
  ['housing-benefit.non-dependant.band-4.deduction', 'housing-benefit.non-dependant.band-4.income-from'],
  ['housing-benefit.non-dependant.band-5.deduction', 'housing-benefit.non-dependant.band-5.income-from'],
  ['housing-benefit.non-dependant.band-6.deduction', 'housing-benefit.non-dependant.band-6.income-from'],
];

/** The deduction band of a gross weekly income: its number (1-6), deduction rate id and lower bound in pence. */
export function nonDependantBand(incomePence: number, a: ResolvedRates): { band: number; id: CoreRateId; fromPence: number } {
  let found = { band: 1, id: ND_BANDS[0]?.[0] ?? 'housing-benefit.non-dependant.band-1.deduction', fromPence: 0 };
  for (let i = 1; i < ND_BANDS.length; i++) {
    const [id, fromId] = ND_BANDS[i] ?? [found.id, null];
    const from = fromId ? toPence(a[fromId]) : 0;
    if (incomePence >= from) found = { band: i + 1, id, fromPence: from };
  }
  return found;
}
