/**
 * Tariff income from savings, the rule the three means-tested engines share: an amount for each
 * band, or part of a band, of savings above a lower limit (UC Regs reg 72, HB Regs reg 52,
 * HB(SPC) Regs reg 29, the Council Tax Reduction schemes). Each engine passes its own rates.
 */

/** Tariff income from savings; each engine says how it was worked out in its own words. */
export interface TariffIncome {
  /** Bands above the lower limit, a part band counting as a whole one. */
  bands: number;
  /** bands × the income for each band. */
  pence: number;
}

/** `perStepPence` for each `stepPence`, or part of `stepPence`, above `lowerPence`. */
export function tariffIncome(savingsPence: number, lowerPence: number, stepPence: number, perStepPence: number): TariffIncome {
  const bands = savingsPence > lowerPence && stepPence > 0 ? Math.ceil((savingsPence - lowerPence) / stepPence) : 0;
  return { bands, pence: bands * perStepPence };
}
