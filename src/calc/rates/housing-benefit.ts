/**
 * Housing Benefit rates, weekly (DECISIONS.md §1; figures from RATES.md with the sources it names).
 */
import { byYear, everyYear, CPAG_RATES, PER_WEEK, GBP, PERCENT, COUNT, HB_REGS, HB_SPC_REGS, type RateDefs } from './define';

export const HOUSING_BENEFIT_RATES = {
  'housing-benefit.applicable-amount.single-under-25': { label: "Personal allowance: single, under 25", unit: PER_WEEK, amounts: everyYear(77), references: [HB_REGS('Sch 3 para 1')] },
  'housing-benefit.applicable-amount.single-25-plus': { label: "Personal allowance: single, 25 or over", unit: PER_WEEK, amounts: everyYear(97.75), references: [HB_REGS('Sch 3 para 1')] },
  'housing-benefit.applicable-amount.couple': { label: "Personal allowance: couple", unit: PER_WEEK, amounts: everyYear(153.7), references: [HB_REGS('Sch 3 para 1')] },
  'housing-benefit.applicable-amount.higher-rate-age': { label: "Age for the single 25 or over allowance", unit: COUNT, amounts: everyYear(25), references: [HB_REGS('Sch 3 para 1')] },
  'housing-benefit.premium.family': { label: "Family premium", unit: PER_WEEK, amounts: everyYear(22.2), references: [HB_REGS('Sch 3 para 3')] },
  'housing-benefit.premium.disability': { label: "Disability premium", unit: PER_WEEK, amounts: everyYear(42.5), references: [HB_REGS('Sch 3 para 12')] },
  'housing-benefit.premium.severe-disability': { label: "Severe disability premium", unit: PER_WEEK, amounts: everyYear(81.5), references: [HB_REGS('Sch 3 para 14')] },
  'housing-benefit.premium.enhanced-disability': { label: "Enhanced disability premium", unit: PER_WEEK, amounts: everyYear(20.85), references: [HB_REGS('Sch 3 para 15')] },
  'housing-benefit.premium.carer': { label: "Carer premium", unit: PER_WEEK, amounts: everyYear(45.6), references: [HB_REGS('Sch 3 para 17')] },
  'housing-benefit.taper-rate': { label: "Taper: share of income above the applicable amount taken off", unit: PERCENT, amounts: everyYear(65), references: [HB_REGS('reg 71')] },
  'housing-benefit.non-dependant.working-higher': { label: "Non-dependant deduction: working, higher tier", unit: PER_WEEK, amounts: everyYear(106.05), references: [HB_REGS('reg 74')] },
  'housing-benefit.non-dependant.working-middle': { label: "Non-dependant deduction: working, middle tier (one who pays towards rent)", unit: PER_WEEK, amounts: everyYear(80.4), references: [HB_REGS('reg 74')] },
  'housing-benefit.non-dependant.working-lower': { label: "Non-dependant deduction: working, lower tier", unit: PER_WEEK, amounts: everyYear(26.8), references: [HB_REGS('reg 74')] },
  'housing-benefit.non-dependant.pension': { label: "Non-dependant deduction: pension", unit: PER_WEEK, amounts: everyYear(26.8), references: [HB_REGS('reg 74')] },
  'housing-benefit.non-dependant.benefits': { label: "Non-dependant deduction: benefits (one who does not pay towards rent)", unit: PER_WEEK, amounts: everyYear(16.85), references: [HB_REGS('reg 74')] },
  'housing-benefit.non-dependant.min-age': { label: "Age from which a non-dependant deduction applies", unit: COUNT, amounts: everyYear(18), references: [HB_REGS('reg 74')] },
  'housing-benefit.capital.upper-limit': { label: "Savings above which there is no award", unit: GBP, amounts: everyYear(16000), references: [HB_REGS('reg 43')] },
  'housing-benefit.capital.lower-limit': { label: "Savings above which tariff income counts", unit: GBP, amounts: everyYear(6000), references: [HB_REGS('reg 52')] },
  'housing-benefit.capital.step': { label: "Savings band for tariff income", unit: GBP, amounts: everyYear(250), references: [HB_REGS('reg 52')] },
  'housing-benefit.capital.income-per-step': { label: "Tariff income for each full band", unit: PER_WEEK, amounts: everyYear(1), references: [HB_REGS('reg 52')] },
  'housing-benefit.bedrooms.own-room-age': { label: "Age from which a child needs their own bedroom", unit: COUNT, amounts: everyYear(10), references: [HB_REGS('reg B13')] },
  'housing-benefit.bedrooms.children-per-room': { label: "Younger children who share a bedroom", unit: COUNT, amounts: everyYear(2), references: [HB_REGS('reg B13')] },
  'housing-benefit.bedrooms.max': { label: "Most bedrooms an LHA rate allows", unit: COUNT, amounts: everyYear(4), references: [HB_REGS('reg 13D')] },
  'housing-benefit.lha.shared-room-age-limit': { label: "Age under which a single person without children gets the shared rate", unit: COUNT, amounts: everyYear(35), references: [HB_REGS('reg 13D')] },
  'housing-benefit.bedroom-reduction.one-extra': { label: "Social rent reduction: one spare bedroom", unit: PERCENT, amounts: everyYear(14), references: [HB_REGS('reg B13')] },
  'housing-benefit.bedroom-reduction.two-or-more': { label: "Social rent reduction: two or more spare bedrooms", unit: PERCENT, amounts: everyYear(25), references: [HB_REGS('reg B13')] },
} satisfies RateDefs;
