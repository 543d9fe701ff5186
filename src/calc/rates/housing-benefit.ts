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
import { msg } from '../message';

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
const CTR_NOTE = /* @__PURE__ */ msg('rates.note.pensionAgeCouncilTaxSupport');
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
function pensionAllowance(): RateSpec<typeof BY_YEAR> {
  return perWeek(BY_YEAR, PENSION_ALLOWANCE_BEFORE_2021, SHARED);
}

/** An earnings disregard of Schedule 4: its paragraphs of the working-age and the pension-age regulations. */
function schedule4(workingAge: string, pensionAge: string): YearReference[] {
  return [HB_REGS(`Sch 4 ${workingAge}`), HB_SPC_REGS(`Sch 4 ${pensionAge}`)];
}

export const HOUSING_BENEFIT_RATES = {
  // Personal allowances (docs/rules.md HB 1 and 3).
  'housing-benefit.personal-allowance.single-under-25': perWeek(BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.single-25-plus': perWeek(BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.couple': perWeek(BY_YEAR, schedule3('para 1')),
  'housing-benefit.personal-allowance.child': perWeek(BY_YEAR, schedule3('para 2', 'para 2'), SHARED),
  'housing-benefit.personal-allowance.pension-before-2021.single': pensionAllowance(),
  'housing-benefit.personal-allowance.pension-before-2021.couple': pensionAllowance(),
  'housing-benefit.personal-allowance.higher-rate-age': count(everyYear(25), [HB_REGS('Sch 3 para 1')]),
  'housing-benefit.personal-allowance.lone-parent-age': count(everyYear(18), [HB_REGS('Sch 3 para 1(2)')]),
  'housing-benefit.personal-allowance.pension-split-year': count(everyYear(2021), [HB_SPC_REGS('Sch 3 para 1'), CTR_PENSION_AGE], { note: msg('rates.note.pensionSplitYear') }),

  // Premiums (docs/rules.md HB 3).
  'housing-benefit.premium.family': perWeek(BY_YEAR, schedule3('para 3', 'para 3'), SHARED),
  'housing-benefit.premium.disability.single': perWeek(BY_YEAR, schedule3('paras 12-13')),
  'housing-benefit.premium.disability.couple': perWeek(BY_YEAR, schedule3('paras 12-13')),
  'housing-benefit.premium.severe-disability.single': perWeek(BY_YEAR, schedule3('para 14', 'para 6'), SHARED),
  'housing-benefit.premium.severe-disability.couple': perWeek(BY_YEAR, schedule3('para 14', 'para 6'), SHARED),
  'housing-benefit.premium.enhanced-disability.single': perWeek(BY_YEAR, schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.couple': perWeek(BY_YEAR, schedule3('para 15')),
  'housing-benefit.premium.enhanced-disability.child': perWeek(BY_YEAR, schedule3('para 15', 'para 7'), SHARED),
  'housing-benefit.premium.disabled-child': perWeek(BY_YEAR, schedule3('para 16', 'para 8'), SHARED),
  'housing-benefit.premium.carer': perWeek(BY_YEAR, schedule3('para 17', 'para 9'), SHARED),

  // Income (docs/rules.md HB 4).
  'housing-benefit.earnings-disregard.single': perWeek(everyYear(5), schedule4('para 10', 'para 8')),
  'housing-benefit.earnings-disregard.couple': perWeek(everyYear(10), schedule4('para 9', 'para 7')),
  'housing-benefit.earnings-disregard.lone-parent': perWeek(everyYear(25), schedule4('para 4', 'para 2')),
  'housing-benefit.earnings-disregard.disability-or-carer': perWeek(everyYear(20), schedule4('paras 3-5', 'paras 1-4')),
  'housing-benefit.taper-rate': percent(everyYear(65), [HB_REGS('reg 71'), HB_SPC_REGS('reg 50')]),

  // Capital (docs/rules.md HB 4).
  'housing-benefit.capital.upper-limit': gbp(everyYear(16000), [HB_REGS('reg 43'), HB_SPC_REGS('reg 43')]),
  'housing-benefit.capital.lower-limit': gbp(everyYear(6000), [HB_REGS('reg 52')]),
  'housing-benefit.capital.step': gbp(everyYear(250), [HB_REGS('reg 52')]),
  'housing-benefit.capital.income-per-step': perWeek(everyYear(1), [HB_REGS('reg 52'), HB_SPC_REGS('reg 29')]),
  'housing-benefit.capital.pension.lower-limit': gbp(everyYear(10000), [HB_SPC_REGS('reg 29')]),
  'housing-benefit.capital.pension.step': gbp(everyYear(500), [HB_SPC_REGS('reg 29')]),

  // Non-dependant deductions by the non-dependant's gross weekly income (docs/rules.md HB 7).
  'housing-benefit.non-dependant.band-1.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-2.income-from': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-2.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-3.income-from': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-3.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-4.income-from': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-4.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-5.income-from': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-5.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-6.income-from': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.band-6.deduction': perWeek(BY_YEAR, ND),
  'housing-benefit.non-dependant.min-age': count(everyYear(18), [HB_REGS('reg 74(7)')]),
  'housing-benefit.non-dependant.qualifying-benefit-under-age': count(everyYear(25), [HB_REGS('reg 74(7)')]),
  // HB Regs reg 2(1) "young individual" (docs/rules.md HB 5): a care leaver is not one under 25 (the
  // age 22 became 25 in 2021); a person managed under MAPPA (reg 2(1C)) is not one from 25.
  'housing-benefit.young-individual.care-leaver-under-age': count(everyYear(25), [HB_REGS('reg 2(1) "young individual"')]),
  'housing-benefit.young-individual.mappa-min-age': count(everyYear(25), [HB_REGS('reg 2(1) "young individual" and reg 2(1C)')]),
} satisfies RateSpecs;
