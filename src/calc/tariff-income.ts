/**
 * Tariff income from savings, the rule the three means-tested engines share: an amount for each
 * band, or part of a band, of savings above a lower limit (UC Regs reg 72, HB Regs reg 52,
 * HB(SPC) Regs reg 29, the Council Tax Reduction schemes). Each engine passes its own rates.
 */

/** Tariff income from savings, with its working line. */
export interface TariffIncome {
  /** Bands above the lower limit, a part band counting as a whole one. */
  bands: number;
  /** bands × the income for each band. */
  pence: number;
  /** '£1 for each £250, or part of £250, above £6,000: 40 × £1'. */
  working: string;
}

/** `perStepPence` for each `stepPence`, or part of `stepPence`, above `lowerPence`, written with the engine's `format`. */
export function tariffIncome(savingsPence: number, lowerPence: number, stepPence: number, perStepPence: number, format: (pence: number) => string): TariffIncome {
  const bands = savingsPence > lowerPence && stepPence > 0 ? Math.ceil((savingsPence - lowerPence) / stepPence) : 0;
  const working = `${format(perStepPence)} for each ${format(stepPence)}, or part of ${format(stepPence)}, above ${format(lowerPence)}: ${bands} × ${format(perStepPence)}`;
  return { bands, pence: bands * perStepPence, working };
}
