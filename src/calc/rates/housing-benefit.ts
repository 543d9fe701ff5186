/**
 * Housing Benefit rates, weekly (docs/rules.md "Tax years" and "Housing Benefit"; the official figures, with the
 * sources each rate names). Working-age figures are in the Housing Benefit
 * Regulations 2006 (HB Regs); pension-age figures in the Housing Benefit (State Pension Credit
 * age) Regulations 2006 (HB(SPC) Regs). Council Tax Support at pension age reads the pension-age
 * allowances and premiums below (docs/rules.md CTS 2): the pension-age schemes set the same
 * amounts. The pension-age allowance of those who reached State Pension age from 1 April 2021 is
 * the Pension Credit standard minimum guarantee (general.ts); State Pension age and the size
 * criteria, which Universal Credit shares, are there too.
 */
import {
  BY_YEAR,
  everyYear,
  CPAG_RATES,
  SPC_REGS,
  GOV_UK_RATES,
  perWeek,
  gbp,
  percent,
  count,
  HB_REGS,
  HB_SPC_REGS,
  CTR_ENGLAND_REGS,
  policyEngine,
  type RateSpec,
  type RateSpecs,
  type YearReference,
} from './define';

const PE_ALLOWANCES = policyEngine('housing_benefit/allowances/');
const PE_NON_DEPENDANT = policyEngine('housing_benefit/deductions/non_dep_deduction.yaml');
/** A council's page of the year's non-dependant deductions, where the 2024/25 and 2025/26 figures were read. */
const COUNCIL_ND_PAGES = {
  title: 'London Borough of Haringey, benefits changes: non-dependant deduction rates and income bands',
  href: 'https://www.haringey.gov.uk/council-tax-and-benefits/housing-benefit-and-council-tax-reductions/benefits-changes',
};
/** The same deductions come off a Pension Credit claimant's housing costs (State Pension Credit Regulations 2002 Sch II para 14). */
const ND = [HB_REGS('reg 74'), HB_SPC_REGS('reg 55'), SPC_REGS('Sch II para 14'), GOV_UK_RATES, COUNCIL_ND_PAGES, PE_NON_DEPENDANT];
/**
 * The pension-age Council Tax Reduction schemes: England's Prescribed Requirements Sch 1 sets the
 * same allowances and premiums as HB(SPC) Regs Sch 3, and Scotland's tracks them, so Council Tax
 * Support reads these figures.
 */
const CTR_PENSION_AGE = CTR_ENGLAND_REGS('Sch 1');
const CTR_NOTE = 'Also the pension-age Council Tax Support figure: England’s is the same, Scotland’s follows it, Wales’s own is not yet sourced.';
/** The higher pension-age allowances, for those who reached pension age before 1 April 2021 (HB(SPC) Regs Sch 3 para 1). */
const PENSION_ALLOWANCE_BEFORE_2021 = [HB_SPC_REGS('Sch 3 para 1'), CTR_PENSION_AGE, CPAG_RATES, PE_ALLOWANCES];

/**
 * An allowance or premium of Schedule 3: its paragraph of the working-age regulations and, where
 * it has one, of the pension-age ones (then also the pension-age Council Tax Support schemes'),
 * with CPAG's rates.
 */
function schedule3(workingAge: string, pensionAge?: string): YearReference[] {
  return [HB_REGS(`Sch 3 ${workingAge}`), ...(pensionAge ? [HB_SPC_REGS(`Sch 3 ${pensionAge}`), CTR_PENSION_AGE] : []), CPAG_RATES];
}

/** A premium or allowance that the pension-age schemes share: its note says Council Tax Support reads it too. */
const SHARED = { note: CTR_NOTE };

/** A pension-age personal allowance of those who reached pension age before 1 April 2021 (HB(SPC) Regs Sch 3 para 1). */
function pensionAllowance(who: string): RateSpec<typeof BY_YEAR> {
  return perWeek(`Personal allowance, pension age: ${who}`, BY_YEAR, PENSION_ALLOWANCE_BEFORE_2021, SHARED);
}

/** An earnings disregard of Schedule 4: its paragraphs of the working-age and the pension-age regulations. */
function schedule4(workingAge: string, pensionAge: string): YearReference[] {
  return [HB_REGS(`Sch 4 ${workingAge}`), HB_SPC_REGS(`Sch 4 ${pensionAge}`)];
}

export const HOUSING_BENEFIT_RATES = {
  // Personal allowances (docs/rules.md HB 1 and 3).
  'housing-benefit.personal-allowance.single-under-25': perWeek('Personal allowance: single, under 25', BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.single-25-plus': perWeek('Personal allowance: single, 25 or over', BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.couple': perWeek('Personal allowance: couple (one or both 18 or over)', BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.child': perWeek('Personal allowance: each dependent child', BY_YEAR, schedule3('para 2', 'para 2'), SHARED),
  'housing-benefit.personal-allowance.pension-before-2021.single': pensionAllowance('single (reached pension age before 1 April 2021)'),
  'housing-benefit.personal-allowance.pension-before-2021.couple': pensionAllowance('couple (reached pension age before 1 April 2021)'),
  'housing-benefit.personal-allowance.higher-rate-age': count('Age from which a single person gets the 25 or over allowance', everyYear(25), [HB_REGS('Sch 3 para 1')]),
  'housing-benefit.personal-allowance.lone-parent-age': count('Age from which a lone parent gets the 25 or over allowance', everyYear(18), [HB_REGS('Sch 3 para 1(2)')]),
  'housing-benefit.personal-allowance.pension-split-year': count(
    'Year the pension-age allowances split: reached pension age before or from 1 April of this year',
    everyYear(2021),
    [HB_SPC_REGS('Sch 3 para 1'), CTR_PENSION_AGE],
    { note: 'The higher pension-age allowances are for people who reached State Pension age before 1 April 2021.' },
  ),

  // Premiums (docs/rules.md HB 3).
  'housing-benefit.premium.family': perWeek('Family premium (only claims made before 1 May 2016)', BY_YEAR, schedule3('para 3', 'para 3'), SHARED),
  'housing-benefit.premium.disability.single': perWeek('Disability premium: single', BY_YEAR, schedule3('paras 12-13')),
  'housing-benefit.premium.disability.couple': perWeek('Disability premium: couple', BY_YEAR, schedule3('paras 12-13')),
  'housing-benefit.premium.severe-disability.single': perWeek('Severe disability premium: single rate', BY_YEAR, schedule3('para 14', 'para 6'), SHARED),
  'housing-benefit.premium.severe-disability.couple': perWeek('Severe disability premium: couple rate (both qualify)', BY_YEAR, schedule3('para 14', 'para 6'), SHARED),
  'housing-benefit.premium.enhanced-disability.single': perWeek('Enhanced disability premium: single', BY_YEAR, schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.couple': perWeek('Enhanced disability premium: couple', BY_YEAR, schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.child': perWeek('Enhanced disability premium: each child', BY_YEAR, schedule3('para 15', 'para 7'), SHARED),
  'housing-benefit.premium.disabled-child': perWeek('Disabled child premium: each disabled child', BY_YEAR, schedule3('para 16', 'para 8'), SHARED),
  'housing-benefit.premium.carer': perWeek('Carer premium', BY_YEAR, schedule3('para 17', 'para 9'), SHARED),

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
  'housing-benefit.non-dependant.band-1.deduction': perWeek('Non-dependant deduction: lowest band (or not in work)', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-2.income-from': perWeek('Non-dependant gross weekly income from which band 2 applies', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-2.deduction': perWeek('Non-dependant deduction: band 2', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-3.income-from': perWeek('Non-dependant gross weekly income from which band 3 applies', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-3.deduction': perWeek('Non-dependant deduction: band 3', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-4.income-from': perWeek('Non-dependant gross weekly income from which band 4 applies', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-4.deduction': perWeek('Non-dependant deduction: band 4', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-5.income-from': perWeek('Non-dependant gross weekly income from which band 5 applies', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-5.deduction': perWeek('Non-dependant deduction: band 5', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-6.income-from': perWeek('Non-dependant gross weekly income from which the top band applies', BY_YEAR, ND),
  'housing-benefit.non-dependant.band-6.deduction': perWeek('Non-dependant deduction: top band', BY_YEAR, ND),
  'housing-benefit.non-dependant.min-age': count('Age from which a non-dependant deduction applies', everyYear(18), [HB_REGS('reg 74(7)')]),
  'housing-benefit.non-dependant.qualifying-benefit-under-age': count(
    'Age under which a non-dependant on income support, income-based JSA, income-related ESA without a component or Universal Credit without earnings takes no deduction',
    everyYear(25),
    [HB_REGS('reg 74(7)')],
  ),
} satisfies RateSpecs;
