/**
 * Universal Credit rates, monthly (DECISIONS.md §1; figures from RATES.md with the sources it names).
 */
import { byYear, everyYear, GOV_UK_RATES, PER_MONTH, GBP, PERCENT, COUNT, UC_REGS, type RateDefs } from './define';

export const UNIVERSAL_CREDIT_RATES = {
  'universal-credit.standard-allowance.single-under-25': { label: "Standard allowance: single, under 25", unit: PER_MONTH, amounts: everyYear(311.68), references: [UC_REGS('reg 36')] },
  'universal-credit.standard-allowance.single-25-plus': { label: "Standard allowance: single, 25 or over", unit: PER_MONTH, amounts: everyYear(393.45), references: [UC_REGS('reg 36')] },
  'universal-credit.standard-allowance.couple-under-25': { label: "Standard allowance: couple, both under 25", unit: PER_MONTH, amounts: everyYear(489.23), references: [UC_REGS('reg 36')] },
  'universal-credit.standard-allowance.couple-25-plus': { label: "Standard allowance: couple, one or both 25 or over", unit: PER_MONTH, amounts: everyYear(617.6), references: [UC_REGS('reg 36')] },
  'universal-credit.standard-allowance.higher-rate-age': { label: "Age for the 25 or over allowance (an unknown partner age counts as this)", unit: COUNT, amounts: everyYear(25), references: [UC_REGS('reg 36')] },
  'universal-credit.child-element': { label: "Child element, each child", unit: PER_MONTH, amounts: everyYear(333.33), references: [UC_REGS('reg 36')] },
  'universal-credit.child-element.max-children': { label: "Children who get the child element (two-child limit)", unit: COUNT, amounts: everyYear(2), references: [UC_REGS('reg 24A')] },
  'universal-credit.lcw-element': { label: "Limited capability for work (LCW) element", unit: PER_MONTH, amounts: everyYear(156.11), references: [UC_REGS('reg 36')] },
  'universal-credit.lcwra-element': { label: "Limited capability for work and work-related activity (LCWRA) element", unit: PER_MONTH, amounts: everyYear(416.19), references: [UC_REGS('reg 36')] },
  'universal-credit.carer-element': { label: "Carer element", unit: PER_MONTH, amounts: everyYear(198.31), references: [UC_REGS('reg 36')] },
  'universal-credit.carer-element.min-hours': { label: "Hours of care a week for the carer element", unit: COUNT, amounts: everyYear(35), references: [UC_REGS('reg 30')] },
  'universal-credit.work-allowance.with-housing': { label: "Work allowance, with the housing element", unit: PER_MONTH, amounts: everyYear(673), references: [UC_REGS('reg 22')] },
  'universal-credit.work-allowance.without-housing': { label: "Work allowance, without the housing element", unit: PER_MONTH, amounts: everyYear(1116), references: [UC_REGS('reg 22')] },
  'universal-credit.taper-rate': { label: "Taper: share of earnings above the work allowance taken off", unit: PERCENT, amounts: everyYear(55), references: [UC_REGS('reg 22')] },
  'universal-credit.benefit-cap.couple': { label: "Benefit cap: couple (outside London)", unit: PER_MONTH, amounts: everyYear(1835), references: [UC_REGS('reg 80A')] },
  'universal-credit.benefit-cap.single-with-children': { label: "Benefit cap: single with children (outside London)", unit: PER_MONTH, amounts: everyYear(1835), references: [UC_REGS('reg 80A')] },
  'universal-credit.benefit-cap.single': { label: "Benefit cap: single, no children (outside London)", unit: PER_MONTH, amounts: everyYear(1229), references: [UC_REGS('reg 80A')] },
  'universal-credit.benefit-cap.earnings-exemption': { label: "Earnings from which the benefit cap does not apply", unit: PER_MONTH, amounts: everyYear(846), references: [UC_REGS('reg 82')] },
  'universal-credit.capital.upper-limit': { label: "Savings above which there is no award", unit: GBP, amounts: everyYear(16000), references: [UC_REGS('reg 18')] },
  'universal-credit.capital.lower-limit': { label: "Savings above which the award is reduced", unit: GBP, amounts: everyYear(6000), references: [UC_REGS('reg 72')] },
  'universal-credit.capital.step': { label: "Savings band for the reduction", unit: GBP, amounts: everyYear(250), references: [UC_REGS('reg 72')] },
  'universal-credit.capital.income-per-step': { label: "Reduction for each full band above the lower limit", unit: PER_MONTH, amounts: everyYear(4.35), references: [UC_REGS('reg 72')] },
} satisfies RateDefs;
