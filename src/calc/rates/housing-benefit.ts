/**
 * Housing Benefit rates, weekly (docs/rules.md "Tax years" and "Housing Benefit"; the official figures, with the
 * sources each rate names). Working-age figures are in the Housing Benefit
 * Regulations 2006 (HB Regs); pension-age figures in the Housing Benefit (State Pension Credit
 * age) Regulations 2006 (HB(SPC) Regs). Council Tax Support at pension age reads the pension-age
 * allowances and premiums below (docs/rules.md CTS 2).
 */
import { byYear, everyYear, CPAG_RATES, GOV_UK_RATES, PER_WEEK, GBP, PERCENT, COUNT, HB_REGS, HB_SPC_REGS, policyEngine, type RateDefs } from './define';

const PE_ALLOWANCES = policyEngine('housing_benefit/allowances/');
const PE_NON_DEPENDANT = policyEngine('housing_benefit/deductions/non_dep_deduction.yaml');
/** A council's page of the year's non-dependant deductions, where the 2024/25 and 2025/26 figures were read. */
const COUNCIL_ND_PAGES = {
  title: 'London Borough of Haringey, benefits changes: non-dependant deduction rates and income bands',
  href: 'https://www.haringey.gov.uk/council-tax-and-benefits/housing-benefit-and-council-tax-reductions/benefits-changes',
};
const ND = [HB_REGS('reg 74'), HB_SPC_REGS('reg 55'), GOV_UK_RATES, COUNCIL_ND_PAGES, PE_NON_DEPENDANT];

export const HOUSING_BENEFIT_RATES = {
  // Personal allowances (docs/rules.md HB 1 and 3).
  'housing-benefit.personal-allowance.single-under-25': {
    label: 'Personal allowance: single, under 25',
    unit: PER_WEEK,
    amounts: byYear(71.7, 72.9, 75.65),
    references: [HB_REGS('Sch 3 para 1'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.single-25-plus': {
    label: 'Personal allowance: single, 25 or over',
    unit: PER_WEEK,
    amounts: byYear(90.5, 92.05, 95.55),
    references: [HB_REGS('Sch 3 para 1'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.couple': {
    label: 'Personal allowance: couple (one or both 18 or over)',
    unit: PER_WEEK,
    amounts: byYear(142.25, 144.65, 150.15),
    references: [HB_REGS('Sch 3 para 1'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.child': {
    label: 'Personal allowance: each dependent child',
    unit: PER_WEEK,
    amounts: byYear(83.24, 84.66, 87.88),
    references: [HB_REGS('Sch 3 para 2'), HB_SPC_REGS('Sch 3 para 2'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.pension.single': {
    label: 'Personal allowance, pension age: single (reached pension age on or after 1 April 2021)',
    unit: PER_WEEK,
    amounts: byYear(218.15, 227.1, 238),
    references: [HB_SPC_REGS('Sch 3 para 1'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.pension.couple': {
    label: 'Personal allowance, pension age: couple (on or after 1 April 2021)',
    unit: PER_WEEK,
    amounts: byYear(332.95, 346.6, 363.25),
    references: [HB_SPC_REGS('Sch 3 para 1'), CPAG_RATES],
  },
  'housing-benefit.personal-allowance.pension-before-2021.single': {
    label: 'Personal allowance, pension age: single (reached pension age before 1 April 2021)',
    unit: PER_WEEK,
    amounts: byYear(235.2, 244.4, 256),
    references: [HB_SPC_REGS('Sch 3 para 1'), CPAG_RATES, PE_ALLOWANCES],
  },
  'housing-benefit.personal-allowance.pension-before-2021.couple': {
    label: 'Personal allowance, pension age: couple (reached pension age before 1 April 2021)',
    unit: PER_WEEK,
    amounts: byYear(352, 366, 383.35),
    references: [HB_SPC_REGS('Sch 3 para 1'), CPAG_RATES, PE_ALLOWANCES],
  },
  'housing-benefit.personal-allowance.higher-rate-age': {
    label: 'Age from which a single person gets the 25 or over allowance',
    unit: COUNT,
    amounts: everyYear(25),
    references: [HB_REGS('Sch 3 para 1')],
  },
  'housing-benefit.personal-allowance.pension-split-year': {
    label: 'Year the pension-age allowances split: reached pension age before or from 1 April of this year',
    unit: COUNT,
    amounts: everyYear(2021),
    references: [HB_SPC_REGS('Sch 3 para 1')],
    note: 'The higher pension-age allowances are for people who reached State Pension age before 1 April 2021.',
  },
  'housing-benefit.state-pension-age': {
    label: 'State Pension age: pension-age Housing Benefit rules from this age',
    unit: COUNT,
    amounts: everyYear(66),
    references: [
      HB_SPC_REGS('reg 2'),
      { title: 'Pensions Act 2011, s 1 (State Pension age 66)', href: 'https://www.legislation.gov.uk/ukpga/2011/19/section/1' },
      { title: 'Pensions Act 2014, s 26 (State Pension age rising from 66 to 67 from 6 April 2026)', href: 'https://www.legislation.gov.uk/ukpga/2014/19/section/26' },
    ],
  },

  // Premiums (docs/rules.md HB 3).
  'housing-benefit.premium.family': {
    label: 'Family premium (only claims made before 1 May 2016)',
    unit: PER_WEEK,
    amounts: byYear(19.15, 19.48, 20.22),
    references: [HB_REGS('Sch 3 para 3'), HB_SPC_REGS('Sch 3 para 3'), CPAG_RATES],
  },
  'housing-benefit.premium.disability.single': {
    label: 'Disability premium: single',
    unit: PER_WEEK,
    amounts: byYear(42.5, 43.2, 44.85),
    references: [HB_REGS('Sch 3 paras 12-13'), CPAG_RATES],
  },
  'housing-benefit.premium.disability.couple': {
    label: 'Disability premium: couple',
    unit: PER_WEEK,
    amounts: byYear(60.6, 61.65, 64),
    references: [HB_REGS('Sch 3 paras 12-13'), CPAG_RATES],
  },
  'housing-benefit.premium.severe-disability.single': {
    label: 'Severe disability premium: single rate',
    unit: PER_WEEK,
    amounts: byYear(81.5, 82.9, 86.05),
    references: [HB_REGS('Sch 3 para 14'), HB_SPC_REGS('Sch 3 para 6'), CPAG_RATES],
  },
  'housing-benefit.premium.severe-disability.couple': {
    label: 'Severe disability premium: couple rate (both qualify)',
    unit: PER_WEEK,
    amounts: byYear(163, 165.8, 172.1),
    references: [HB_REGS('Sch 3 para 14'), HB_SPC_REGS('Sch 3 para 6'), CPAG_RATES],
  },
  'housing-benefit.premium.enhanced-disability.single': {
    label: 'Enhanced disability premium: single',
    unit: PER_WEEK,
    amounts: byYear(20.85, 21.2, 22),
    references: [HB_REGS('Sch 3 para 15'), CPAG_RATES],
  },
  'housing-benefit.premium.enhanced-disability.couple': {
    label: 'Enhanced disability premium: couple',
    unit: PER_WEEK,
    amounts: byYear(29.75, 30.25, 31.4),
    references: [HB_REGS('Sch 3 para 15'), CPAG_RATES],
  },
  'housing-benefit.premium.enhanced-disability.child': {
    label: 'Enhanced disability premium: each child',
    unit: PER_WEEK,
    amounts: byYear(32.2, 32.75, 33.99),
    references: [HB_REGS('Sch 3 para 15'), HB_SPC_REGS('Sch 3 para 7'), CPAG_RATES],
  },
  'housing-benefit.premium.disabled-child': {
    label: 'Disabled child premium: each disabled child',
    unit: PER_WEEK,
    amounts: byYear(80.01, 81.37, 84.46),
    references: [HB_REGS('Sch 3 para 16'), HB_SPC_REGS('Sch 3 para 8'), CPAG_RATES],
  },
  'housing-benefit.premium.carer': {
    label: 'Carer premium',
    unit: PER_WEEK,
    amounts: byYear(45.6, 46.4, 48.15),
    references: [HB_REGS('Sch 3 para 17'), HB_SPC_REGS('Sch 3 para 9'), CPAG_RATES],
  },

  // Income (docs/rules.md HB 4).
  'housing-benefit.earnings-disregard.single': {
    label: 'Earnings disregard: single person',
    unit: PER_WEEK,
    amounts: everyYear(5),
    references: [HB_REGS('Sch 4 para 10'), HB_SPC_REGS('Sch 4 para 8')],
  },
  'housing-benefit.earnings-disregard.couple': {
    label: 'Earnings disregard: couple',
    unit: PER_WEEK,
    amounts: everyYear(10),
    references: [HB_REGS('Sch 4 para 9'), HB_SPC_REGS('Sch 4 para 7')],
  },
  'housing-benefit.earnings-disregard.lone-parent': {
    label: 'Earnings disregard: lone parent',
    unit: PER_WEEK,
    amounts: everyYear(25),
    references: [HB_REGS('Sch 4 para 4'), HB_SPC_REGS('Sch 4 para 2')],
  },
  'housing-benefit.earnings-disregard.disability-or-carer': {
    label: 'Earnings disregard: with a disability or carer premium',
    unit: PER_WEEK,
    amounts: everyYear(20),
    references: [HB_REGS('Sch 4 paras 3-5'), HB_SPC_REGS('Sch 4 paras 1-4')],
  },
  'housing-benefit.taper-rate': {
    label: 'Taper: share of income above the applicable amount taken off',
    unit: PERCENT,
    amounts: everyYear(65),
    references: [HB_REGS('reg 71'), HB_SPC_REGS('reg 50')],
  },

  // Capital (docs/rules.md HB 4).
  'housing-benefit.capital.upper-limit': {
    label: 'Savings above which there is no award (none with Pension Credit guarantee credit)',
    unit: GBP,
    amounts: everyYear(16000),
    references: [HB_REGS('reg 43'), HB_SPC_REGS('reg 43')],
  },
  'housing-benefit.capital.lower-limit': { label: 'Working age: savings above which tariff income counts', unit: GBP, amounts: everyYear(6000), references: [HB_REGS('reg 52')] },
  'housing-benefit.capital.step': { label: 'Working age: savings band for tariff income', unit: GBP, amounts: everyYear(250), references: [HB_REGS('reg 52')] },
  'housing-benefit.capital.income-per-step': {
    label: 'Tariff income for each band, or part of a band',
    unit: PER_WEEK,
    amounts: everyYear(1),
    references: [HB_REGS('reg 52'), HB_SPC_REGS('reg 29')],
  },
  'housing-benefit.capital.pension.lower-limit': {
    label: 'Pension age: savings above which tariff income counts',
    unit: GBP,
    amounts: everyYear(10000),
    references: [HB_SPC_REGS('reg 29')],
  },
  'housing-benefit.capital.pension.step': { label: 'Pension age: savings band for tariff income', unit: GBP, amounts: everyYear(500), references: [HB_SPC_REGS('reg 29')] },

  // Non-dependant deductions by the non-dependant's gross weekly income (docs/rules.md HB 7).
  'housing-benefit.non-dependant.band-1.deduction': {
    label: 'Non-dependant deduction: lowest band (or not in work)',
    unit: PER_WEEK,
    amounts: byYear(19.3, 19.65, 20.4),
    references: ND,
  },
  'housing-benefit.non-dependant.band-2.income-from': {
    label: 'Non-dependant gross weekly income from which band 2 applies',
    unit: PER_WEEK,
    amounts: byYear(176, 183, 192),
    references: ND,
  },
  'housing-benefit.non-dependant.band-2.deduction': { label: 'Non-dependant deduction: band 2', unit: PER_WEEK, amounts: byYear(44.4, 45.15, 46.85), references: ND },
  'housing-benefit.non-dependant.band-3.income-from': {
    label: 'Non-dependant gross weekly income from which band 3 applies',
    unit: PER_WEEK,
    amounts: byYear(256, 266, 279),
    references: ND,
  },
  'housing-benefit.non-dependant.band-3.deduction': { label: 'Non-dependant deduction: band 3', unit: PER_WEEK, amounts: byYear(60.95, 62, 64.35), references: ND },
  'housing-benefit.non-dependant.band-4.income-from': {
    label: 'Non-dependant gross weekly income from which band 4 applies',
    unit: PER_WEEK,
    amounts: byYear(334, 348, 365),
    references: ND,
  },
  'housing-benefit.non-dependant.band-4.deduction': { label: 'Non-dependant deduction: band 4', unit: PER_WEEK, amounts: byYear(99.65, 101.35, 105.2), references: ND },
  'housing-benefit.non-dependant.band-5.income-from': {
    label: 'Non-dependant gross weekly income from which band 5 applies',
    unit: PER_WEEK,
    amounts: byYear(445, 463, 485),
    references: ND,
  },
  'housing-benefit.non-dependant.band-5.deduction': { label: 'Non-dependant deduction: band 5', unit: PER_WEEK, amounts: byYear(113.5, 115.45, 119.85), references: ND },
  'housing-benefit.non-dependant.band-6.income-from': {
    label: 'Non-dependant gross weekly income from which the top band applies',
    unit: PER_WEEK,
    amounts: byYear(554, 577, 605),
    references: ND,
  },
  'housing-benefit.non-dependant.band-6.deduction': { label: 'Non-dependant deduction: top band', unit: PER_WEEK, amounts: byYear(124.55, 126.65, 131.45), references: ND },
  'housing-benefit.non-dependant.min-age': { label: 'Age from which a non-dependant deduction applies', unit: COUNT, amounts: everyYear(18), references: [HB_REGS('reg 74(7)')] },
  'housing-benefit.non-dependant.no-income-exempt-under-age': {
    label: 'Age under which a non-dependant with no income takes no deduction',
    unit: COUNT,
    amounts: everyYear(25),
    references: [HB_REGS('reg 74(7)')],
  },

  // Bedrooms and rent (docs/rules.md HB 5 and 6).
  'housing-benefit.bedrooms.own-room-age': {
    label: 'Age from which a child is counted for a bedroom of their own (we do not ask children’s sex)',
    unit: COUNT,
    amounts: everyYear(10),
    references: [HB_REGS('reg B13(5)'), HB_REGS('reg 13D(3)')],
  },
  'housing-benefit.bedrooms.adult-age': {
    label: 'Age from which anyone else in the home needs a bedroom of their own',
    unit: COUNT,
    amounts: everyYear(16),
    references: [HB_REGS('reg B13(5)'), HB_REGS('reg 13D(3)')],
  },
  'housing-benefit.bedrooms.children-per-room': {
    label: 'Children under the own-room age who share a bedroom',
    unit: COUNT,
    amounts: everyYear(2),
    references: [HB_REGS('reg B13(5)'), HB_REGS('reg 13D(3)')],
  },
  'housing-benefit.bedrooms.max': { label: 'Most bedrooms a Local Housing Allowance rate allows', unit: COUNT, amounts: everyYear(4), references: [HB_REGS('reg 13D(2)')] },
  'housing-benefit.lha.shared-room-age-limit': {
    label: 'Age under which a single person without children gets the shared accommodation rate',
    unit: COUNT,
    amounts: everyYear(35),
    references: [HB_REGS('reg 2(1) "young individual"'), HB_REGS('reg 13D(2)')],
  },
  'housing-benefit.bedroom-reduction.one-extra': {
    label: 'Social rent reduction, working age: one spare bedroom',
    unit: PERCENT,
    amounts: everyYear(14),
    references: [HB_REGS('reg B13(3)')],
  },
  'housing-benefit.bedroom-reduction.two-or-more': {
    label: 'Social rent reduction, working age: two or more spare bedrooms',
    unit: PERCENT,
    amounts: everyYear(25),
    references: [HB_REGS('reg B13(3)')],
  },
} satisfies RateDefs;
