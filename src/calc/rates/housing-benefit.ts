/**
 * Housing Benefit rates, weekly (docs/rules.md "Tax years" and "Housing Benefit"; the official figures, with the
 * sources each rate names). Working-age figures are in the Housing Benefit
 * Regulations 2006 (HB Regs); pension-age figures in the Housing Benefit (State Pension Credit
 * age) Regulations 2006 (HB(SPC) Regs). Council Tax Support at pension age reads the pension-age
 * allowances and premiums below (docs/rules.md CTS 2).
 */
import {
  byYear,
  everyYear,
  CPAG_RATES,
  GOV_UK_RATES,
  perWeek,
  gbp,
  percent,
  count,
  HB_REGS,
  HB_SPC_REGS,
  policyEngine,
  type RateDef,
  type RateDefs,
  type YearAmounts,
  type YearReference,
} from './define';

const PE_ALLOWANCES = policyEngine('housing_benefit/allowances/');
const PE_NON_DEPENDANT = policyEngine('housing_benefit/deductions/non_dep_deduction.yaml');
/** A council's page of the year's non-dependant deductions, where the 2024/25 and 2025/26 figures were read. */
const COUNCIL_ND_PAGES = {
  title: 'London Borough of Haringey, benefits changes: non-dependant deduction rates and income bands',
  href: 'https://www.haringey.gov.uk/council-tax-and-benefits/housing-benefit-and-council-tax-reductions/benefits-changes',
};
const ND = [HB_REGS('reg 74'), HB_SPC_REGS('reg 55'), GOV_UK_RATES, COUNCIL_ND_PAGES, PE_NON_DEPENDANT];
/** The pension-age personal allowances (HB(SPC) Regs Sch 3 para 1). */
const PENSION_ALLOWANCE = [HB_SPC_REGS('Sch 3 para 1'), CPAG_RATES];
/** The higher allowances, for those who reached pension age before 1 April 2021. */
const PENSION_ALLOWANCE_BEFORE_2021 = [...PENSION_ALLOWANCE, PE_ALLOWANCES];
/** The size criteria: social renters (reg B13(5)) and private renters on the Local Housing Allowance (reg 13D(3)). */
const SIZE_CRITERIA = [HB_REGS('reg B13(5)'), HB_REGS('reg 13D(3)')];
const STATE_PENSION_AGE_ACTS = [
  { title: 'Pensions Act 2011, s 1 (State Pension age 66)', href: 'https://www.legislation.gov.uk/ukpga/2011/19/section/1' },
  { title: 'Pensions Act 2014, s 26 (State Pension age rising from 66 to 67 from 6 April 2026)', href: 'https://www.legislation.gov.uk/ukpga/2014/19/section/26' },
];

/** An allowance or premium of Schedule 3: its paragraph of the working-age regulations and, where it has one, of the pension-age ones, with CPAG's rates. */
function schedule3(workingAge: string, pensionAge?: string): YearReference[] {
  return [HB_REGS(`Sch 3 ${workingAge}`), ...(pensionAge ? [HB_SPC_REGS(`Sch 3 ${pensionAge}`)] : []), CPAG_RATES];
}

/** A pension-age personal allowance (HB(SPC) Regs Sch 3 para 1). */
function pensionAllowance(who: string, amounts: YearAmounts, references: readonly YearReference[] = PENSION_ALLOWANCE): RateDef {
  return perWeek(`Personal allowance, pension age: ${who}`, amounts, references);
}

/** An earnings disregard of Schedule 4: its paragraphs of the working-age and the pension-age regulations. */
function schedule4(workingAge: string, pensionAge: string): YearReference[] {
  return [HB_REGS(`Sch 4 ${workingAge}`), HB_SPC_REGS(`Sch 4 ${pensionAge}`)];
}

export const HOUSING_BENEFIT_RATES = {
  // Personal allowances (docs/rules.md HB 1 and 3).
  'housing-benefit.personal-allowance.single-under-25': perWeek('Personal allowance: single, under 25', byYear(71.7, 72.9, 75.65), schedule3('para 1')),
  'housing-benefit.personal-allowance.single-25-plus': perWeek('Personal allowance: single, 25 or over', byYear(90.5, 92.05, 95.55), schedule3('para 1')),
  'housing-benefit.personal-allowance.couple': perWeek('Personal allowance: couple (one or both 18 or over)', byYear(142.25, 144.65, 150.15), schedule3('para 1')),
  'housing-benefit.personal-allowance.child': perWeek('Personal allowance: each dependent child', byYear(83.24, 84.66, 87.88), schedule3('para 2', 'para 2')),
  'housing-benefit.personal-allowance.pension.single': pensionAllowance('single (reached pension age on or after 1 April 2021)', byYear(218.15, 227.1, 238)),
  'housing-benefit.personal-allowance.pension.couple': pensionAllowance('couple (on or after 1 April 2021)', byYear(332.95, 346.6, 363.25)),
  'housing-benefit.personal-allowance.pension-before-2021.single': pensionAllowance(
    'single (reached pension age before 1 April 2021)',
    byYear(235.2, 244.4, 256),
    PENSION_ALLOWANCE_BEFORE_2021,
  ),
  'housing-benefit.personal-allowance.pension-before-2021.couple': pensionAllowance(
    'couple (reached pension age before 1 April 2021)',
    byYear(352, 366, 383.35),
    PENSION_ALLOWANCE_BEFORE_2021,
  ),
  'housing-benefit.personal-allowance.higher-rate-age': count('Age from which a single person gets the 25 or over allowance', everyYear(25), [HB_REGS('Sch 3 para 1')]),
  'housing-benefit.personal-allowance.pension-split-year': count(
    'Year the pension-age allowances split: reached pension age before or from 1 April of this year',
    everyYear(2021),
    [HB_SPC_REGS('Sch 3 para 1')],
    { note: 'The higher pension-age allowances are for people who reached State Pension age before 1 April 2021.' },
  ),
  'housing-benefit.state-pension-age': count('State Pension age: pension-age Housing Benefit rules from this age', everyYear(66), [
    HB_SPC_REGS('reg 2'),
    ...STATE_PENSION_AGE_ACTS,
  ]),

  // Premiums (docs/rules.md HB 3).
  'housing-benefit.premium.family': perWeek('Family premium (only claims made before 1 May 2016)', byYear(19.15, 19.48, 20.22), schedule3('para 3', 'para 3')),
  'housing-benefit.premium.disability.single': perWeek('Disability premium: single', byYear(42.5, 43.2, 44.85), schedule3('paras 12-13')),
  'housing-benefit.premium.disability.couple': perWeek('Disability premium: couple', byYear(60.6, 61.65, 64), schedule3('paras 12-13')),
  'housing-benefit.premium.severe-disability.single': perWeek('Severe disability premium: single rate', byYear(81.5, 82.9, 86.05), schedule3('para 14', 'para 6')),
  'housing-benefit.premium.severe-disability.couple': perWeek('Severe disability premium: couple rate (both qualify)', byYear(163, 165.8, 172.1), schedule3('para 14', 'para 6')),
  'housing-benefit.premium.enhanced-disability.single': perWeek('Enhanced disability premium: single', byYear(20.85, 21.2, 22), schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.couple': perWeek('Enhanced disability premium: couple', byYear(29.75, 30.25, 31.4), schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.child': perWeek('Enhanced disability premium: each child', byYear(32.2, 32.75, 33.99), schedule3('para 15', 'para 7')),
  'housing-benefit.premium.disabled-child': perWeek('Disabled child premium: each disabled child', byYear(80.01, 81.37, 84.46), schedule3('para 16', 'para 8')),
  'housing-benefit.premium.carer': perWeek('Carer premium', byYear(45.6, 46.4, 48.15), schedule3('para 17', 'para 9')),

  // Income (docs/rules.md HB 4).
  'housing-benefit.earnings-disregard.single': perWeek('Earnings disregard: single person', everyYear(5), schedule4('para 10', 'para 8')),
  'housing-benefit.earnings-disregard.couple': perWeek('Earnings disregard: couple', everyYear(10), schedule4('para 9', 'para 7')),
  'housing-benefit.earnings-disregard.lone-parent': perWeek('Earnings disregard: lone parent', everyYear(25), schedule4('para 4', 'para 2')),
  'housing-benefit.earnings-disregard.disability-or-carer': perWeek('Earnings disregard: with a disability or carer premium', everyYear(20), schedule4('paras 3-5', 'paras 1-4')),
  'housing-benefit.taper-rate': percent('Taper: share of income above the applicable amount taken off', everyYear(65), [HB_REGS('reg 71'), HB_SPC_REGS('reg 50')]),

  // Capital (docs/rules.md HB 4).
  'housing-benefit.capital.upper-limit': gbp('Savings above which there is no award (none with Pension Credit guarantee credit)', everyYear(16000), [
    HB_REGS('reg 43'),
    HB_SPC_REGS('reg 43'),
  ]),
  'housing-benefit.capital.lower-limit': gbp('Working age: savings above which tariff income counts', everyYear(6000), [HB_REGS('reg 52')]),
  'housing-benefit.capital.step': gbp('Working age: savings band for tariff income', everyYear(250), [HB_REGS('reg 52')]),
  'housing-benefit.capital.income-per-step': perWeek('Tariff income for each band, or part of a band', everyYear(1), [HB_REGS('reg 52'), HB_SPC_REGS('reg 29')]),
  'housing-benefit.capital.pension.lower-limit': gbp('Pension age: savings above which tariff income counts', everyYear(10000), [HB_SPC_REGS('reg 29')]),
  'housing-benefit.capital.pension.step': gbp('Pension age: savings band for tariff income', everyYear(500), [HB_SPC_REGS('reg 29')]),

  // Non-dependant deductions by the non-dependant's gross weekly income (docs/rules.md HB 7).
  'housing-benefit.non-dependant.band-1.deduction': perWeek('Non-dependant deduction: lowest band (or not in work)', byYear(19.3, 19.65, 20.4), ND),
  'housing-benefit.non-dependant.band-2.income-from': perWeek('Non-dependant gross weekly income from which band 2 applies', byYear(176, 183, 192), ND),
  'housing-benefit.non-dependant.band-2.deduction': perWeek('Non-dependant deduction: band 2', byYear(44.4, 45.15, 46.85), ND),
  'housing-benefit.non-dependant.band-3.income-from': perWeek('Non-dependant gross weekly income from which band 3 applies', byYear(256, 266, 279), ND),
  'housing-benefit.non-dependant.band-3.deduction': perWeek('Non-dependant deduction: band 3', byYear(60.95, 62, 64.35), ND),
  'housing-benefit.non-dependant.band-4.income-from': perWeek('Non-dependant gross weekly income from which band 4 applies', byYear(334, 348, 365), ND),
  'housing-benefit.non-dependant.band-4.deduction': perWeek('Non-dependant deduction: band 4', byYear(99.65, 101.35, 105.2), ND),
  'housing-benefit.non-dependant.band-5.income-from': perWeek('Non-dependant gross weekly income from which band 5 applies', byYear(445, 463, 485), ND),
  'housing-benefit.non-dependant.band-5.deduction': perWeek('Non-dependant deduction: band 5', byYear(113.5, 115.45, 119.85), ND),
  'housing-benefit.non-dependant.band-6.income-from': perWeek('Non-dependant gross weekly income from which the top band applies', byYear(554, 577, 605), ND),
  'housing-benefit.non-dependant.band-6.deduction': perWeek('Non-dependant deduction: top band', byYear(124.55, 126.65, 131.45), ND),
  'housing-benefit.non-dependant.min-age': count('Age from which a non-dependant deduction applies', everyYear(18), [HB_REGS('reg 74(7)')]),
  'housing-benefit.non-dependant.no-income-exempt-under-age': count('Age under which a non-dependant with no income takes no deduction', everyYear(25), [HB_REGS('reg 74(7)')]),

  // Bedrooms and rent (docs/rules.md HB 5 and 6).
  'housing-benefit.bedrooms.own-room-age': count('Age from which a child is counted for a bedroom of their own (we do not ask children’s sex)', everyYear(10), SIZE_CRITERIA),
  'housing-benefit.bedrooms.adult-age': count('Age from which anyone else in the home needs a bedroom of their own', everyYear(16), SIZE_CRITERIA),
  'housing-benefit.bedrooms.children-per-room': count('Children under the own-room age who share a bedroom', everyYear(2), SIZE_CRITERIA),
  'housing-benefit.bedrooms.max': count('Most bedrooms a Local Housing Allowance rate allows', everyYear(4), [HB_REGS('reg 13D(2)')]),
  'housing-benefit.lha.shared-room-age-limit': count('Age under which a single person without children gets the shared accommodation rate', everyYear(35), [
    HB_REGS('reg 2(1) "young individual"'),
    HB_REGS('reg 13D(2)'),
  ]),
  'housing-benefit.bedroom-reduction.one-extra': percent('Social rent reduction, working age: one spare bedroom', everyYear(14), [HB_REGS('reg B13(3)')]),
  'housing-benefit.bedroom-reduction.two-or-more': percent('Social rent reduction, working age: two or more spare bedrooms', everyYear(25), [HB_REGS('reg B13(3)')]),
} satisfies RateDefs;
