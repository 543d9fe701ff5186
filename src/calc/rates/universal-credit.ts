/**
 * Universal Credit rates, monthly (docs/rules.md "Tax years" and "Universal Credit"; the official figures,
 * with the sources each rate names). The amounts that change from year to year are in the year
 * files of rates/years/ (`BY_YEAR`).
 * Rules that changed by date are figures here too: the child limit is a count (none from
 * 2026/27), the LCWRA element has a protected and a new-award amount (equal before 2026/27).
 */
import { startYearOf } from './tax-years';
import { listOfValues, moneyWithPence, msg } from '../message';
import {
  BY_YEAR,
  derived,
  everyYear,
  frozenSince,
  shortYear,
  TAX_YEAR_IDS,
  BENEFIT_CAP_REGS,
  CPAG_RATES,
  GOV_UK_RATES,
  perMonth,
  gbp,
  percent,
  count,
  SI_2026_113,
  TWO_CHILD_ACT,
  UC_ACT_2025,
  UC_REGS,
  perYear,
  policyEngine,
  type NoteRule,
  type Reference,
  type TaxYear,
  type RateSpec,
  type RateSpecs,
} from './define';

/** The sources of each group of figures: the regulation, the year's GOV.UK rates and PolicyEngine's parameter file. */
const STANDARD_ALLOWANCE = [UC_REGS('reg 36'), GOV_UK_RATES, policyEngine('universal_credit/standard_allowance/amount.yaml')];
const CHILD_ELEMENT_HIGHER = [UC_REGS('reg 36'), GOV_UK_RATES, policyEngine('universal_credit/elements/child/first/higher_amount.yaml')];
const CHILD_ELEMENT_LOWER = [UC_REGS('reg 36'), GOV_UK_RATES, policyEngine('universal_credit/elements/child/amount.yaml')];
const CARER_ELEMENT = [UC_REGS('reg 29'), GOV_UK_RATES, policyEngine('universal_credit/elements/carer/amount.yaml')];
const CHILDCARE_CAP = [UC_REGS('reg 34'), GOV_UK_RATES, policyEngine('universal_credit/elements/childcare/cap.yaml')];
const WORK_ALLOWANCE = [UC_REGS('reg 22'), GOV_UK_RATES, policyEngine('universal_credit/means_test/work_allowance.yaml')];
/** The LCWRA element: reg 36 and, from April 2026, the Universal Credit Act 2025 and its rates order. */
const HEALTH_ELEMENT = [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025('ss 1-2'), SI_2026_113()];
const BENEFIT_CAP = [UC_REGS('regs 79-80A'), BENEFIT_CAP_REGS(), GOV_UK_RATES];
/** HMRC's rates and thresholds for employers of the year (PAYE tax and Class 1 National Insurance). */
const HMRC_EMPLOYER_RATES = (year: TaxYear): Reference => {
  const from = startYearOf(year);
  return {
    title: `Rates and thresholds for employers ${from} to ${from + 1} (GOV.UK)`,
    href: `https://www.gov.uk/guidance/rates-and-thresholds-for-employers-${from}-to-${from + 1}`,
  };
};
/** Welfare Reform Act 2012 ss 19-22: the work-related groups (the floor is only for s 22, UC Regs reg 62(1)(b)). */
const WORK_RELATED_GROUPS = { title: 'Welfare Reform Act 2012, ss 19-22 (work-related groups)', href: 'https://www.legislation.gov.uk/ukpga/2012/5/part/1/chapter/2' };
/** The minimum income floor's notional tax and National Insurance (UC Regs reg 62(4)(b)), and the figures each comes from. */
const FLOOR = UC_REGS('reg 62(4)');
/** A figure of the floor's notional tax or National Insurance: reg 62(4), the law that sets it, and HMRC's rates of the year. */
const floorFigure = (title: string, path: string) => [FLOOR, { title, href: `https://www.legislation.gov.uk/${path}` }, HMRC_EMPLOYER_RATES];
const PERSONAL_ALLOWANCE = floorFigure('Income Tax Act 2007, s 35 (personal allowance)', 'ukpga/2007/3/section/35');
const BASIC_RATE = floorFigure('Income Tax Act 2007, s 6 (basic rate, set by each year’s Finance Act)', 'ukpga/2007/3/section/6');
const PRIMARY_THRESHOLD = floorFigure('Social Security (Contributions) Regulations 2001, reg 10 (primary threshold)', 'uksi/2001/1004/regulation/10');
const NI_MAIN_RATE = floorFigure('National Insurance Contributions (Reduction in Rates) Act 2024, s 1 (8% from 6 April 2024)', 'ukpga/2024/5/section/1');

/** A benefit cap figure: outside Greater London (Great Britain) or in Greater London (England). */
function benefitCap(where: 'outside' | 'in'): RateSpec<typeof BY_YEAR> {
  return perMonth(BY_YEAR, BENEFIT_CAP, { region: where === 'in' ? 'england' : 'great-britain' });
}

/** Children born on or after 6 April of this year count towards the child limit (reg 24A). */
const CHILD_LIMIT_BIRTH_YEAR = 2017;
/** The benefit cap does not apply with monthly net earnings of at least this many hours a week at the National Living Wage (reg 82(1)(a)). */
const EARNINGS_EXEMPTION_HOURS = 16;
const NATIONAL_LIVING_WAGE = 'general.national-living-wage';
const PENCE_PER_POUND = 100;

/** The LCWRA element for other new awards is the protected amount until the first year it is not. */
const sameAsProtectedUntil: NoteRule = ({ amounts, amountsOf }) => {
  const protectedAmounts = amountsOf('universal-credit.lcwra-element.protected');
  const first = TAX_YEAR_IDS.find((year) => amounts[year] !== protectedAmounts[year]);
  return first && first !== TAX_YEAR_IDS[0] ? msg('rates.note.sameAsProtectedUntil', { year: shortYear(first) }) : undefined;
};

export const UNIVERSAL_CREDIT_RATES = {
  // Rule 1: the standard allowance (reg 36).
  'universal-credit.standard-allowance.single-under-25': perMonth(BY_YEAR, STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.single-25-plus': perMonth(BY_YEAR, STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.couple-under-25': perMonth(BY_YEAR, STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.couple-25-plus': perMonth(BY_YEAR, STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.higher-rate-age': count(everyYear(25), [UC_REGS('reg 36')]),

  // Rule 2: the child element (reg 36) and the child limit (reg 24A).
  'universal-credit.child-element.higher': perMonth(BY_YEAR, CHILD_ELEMENT_HIGHER),
  'universal-credit.child-element.lower': perMonth(BY_YEAR, CHILD_ELEMENT_LOWER),
  'universal-credit.child-element.born-before-2017-age': count(
    derived(({ year }) => startYearOf(year) - (CHILD_LIMIT_BIRTH_YEAR - 1)),
    [UC_REGS('regs 24A and 36')],
    {
      note: msg('rates.note.bornBefore2017Age'),
    },
  ),
  'universal-credit.child-limit': count(BY_YEAR, [UC_REGS('reg 24A'), TWO_CHILD_ACT(), policyEngine('universal_credit/elements/child/limit/child_count.yaml')], {
    note: msg('rates.note.childLimitAbolished'),
  }),

  // Rule 3: the disabled child addition (reg 36).
  'universal-credit.disabled-child.lower': perMonth(BY_YEAR, [UC_REGS('reg 36'), GOV_UK_RATES]),
  'universal-credit.disabled-child.higher': perMonth(BY_YEAR, [UC_REGS('reg 36'), GOV_UK_RATES]),

  // Rule 4: the housing element (reg 25, Schedule 4); the size criteria it shares with Housing Benefit are in general.ts.
  'universal-credit.non-dependant-contribution': perMonth(BY_YEAR, [UC_REGS('Schedule 4 para 14')]),
  'universal-credit.non-dependant-age': count(everyYear(21), [UC_REGS('Schedule 4 para 16')]),

  // Rule 5: the health elements (reg 27, reg 36; Universal Credit Act 2025).
  'universal-credit.lcw-element': perMonth(BY_YEAR, [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025()], {
    note: frozenSince,
  }),
  'universal-credit.lcwra-element.protected': perMonth(BY_YEAR, HEALTH_ELEMENT),
  'universal-credit.lcwra-element.new-award': perMonth(BY_YEAR, HEALTH_ELEMENT, {
    note: sameAsProtectedUntil,
  }),

  // Rule 6: the carer element (reg 29, reg 30).
  'universal-credit.carer-element': perMonth(BY_YEAR, CARER_ELEMENT),
  'universal-credit.carer-element.min-hours': count(everyYear(35), [UC_REGS('reg 30')]),

  // Rule 16: the minimum income floor of the self-employed (regs 62-64, 88, 90).
  'universal-credit.minimum-income-floor.hours': count(everyYear(35), [UC_REGS('reg 88')]),
  // The individual threshold is at the minimum wage rate for the claimant's age (reg 90(2)): the
  // National Living Wage from 21 in all three years (reg 4 since SI 2024/432), the 18 to 20 rate
  // (reg 4A(1)(b)) from 18, the under-18 rate (reg 4A(1)(c)) below; never the apprentice rate.
  'universal-credit.minimum-income-floor.national-living-wage-age': count(everyYear(21), [
    UC_REGS('reg 90(2)'),
    { title: 'National Minimum Wage Regulations 2015, reg 4', href: 'https://www.legislation.gov.uk/uksi/2015/621/regulation/4' },
  ]),
  'universal-credit.minimum-income-floor.18-to-20-rate-age': count(everyYear(18), [
    UC_REGS('reg 90(2)'),
    { title: 'National Minimum Wage Regulations 2015, reg 4A(1)(b)', href: 'https://www.legislation.gov.uk/uksi/2015/621/regulation/4A' },
  ]),
  // The responsible carer of a child under 1 has no work-related requirements (s 19(2)(c)), of a
  // child aged 1 a work-focused interview only (s 20(1)(a)), of a child aged 2 work preparation
  // (s 21(1)(aa)): under 3, no floor (reg 62(1)(b)).
  'universal-credit.minimum-income-floor.youngest-child-age': count(everyYear(3), [WORK_RELATED_GROUPS, UC_REGS('regs 86, 89, 91 and 91A')]),
  'universal-credit.minimum-income-floor.no-requirements-child-age': count(everyYear(1), [WORK_RELATED_GROUPS, UC_REGS('reg 90(2)')]),
  // The individual threshold of someone with a work-focused interview or work preparation
  // requirement only (ss 20-21): 16 hours a week (reg 90(2)(a)); it counts in a couple's threshold (reg 90(3)(a)).
  'universal-credit.minimum-income-floor.work-preparation-hours': count(everyYear(16), [UC_REGS('reg 90(2)(a)')]),
  'universal-credit.minimum-income-floor.start-up-months': count(everyYear(12), [UC_REGS('reg 63')]),
  'universal-credit.minimum-income-floor.personal-allowance': perYear(everyYear(12570), PERSONAL_ALLOWANCE, {
    note: msg('rates.note.floorNotionalTax'),
  }),
  'universal-credit.minimum-income-floor.basic-rate': percent(everyYear(20), BASIC_RATE),
  'universal-credit.minimum-income-floor.primary-threshold': perYear(everyYear(12570), PRIMARY_THRESHOLD, {
    note: msg('rates.note.floorNotionalContributions'),
  }),
  'universal-credit.minimum-income-floor.ni-main-rate': percent(everyYear(8), NI_MAIN_RATE, {
    note: msg('rates.note.niMainRate'),
  }),

  // Rule 7: the childcare costs element (regs 31-35).
  'universal-credit.childcare.share': percent(everyYear(85), [UC_REGS('reg 34')]),
  'universal-credit.childcare.cap-one-child': perMonth(BY_YEAR, CHILDCARE_CAP),
  'universal-credit.childcare.cap-two-or-more': perMonth(BY_YEAR, CHILDCARE_CAP),

  // Rule 8: the work allowance and the taper (reg 22).
  'universal-credit.work-allowance.with-housing': perMonth(BY_YEAR, WORK_ALLOWANCE),
  'universal-credit.work-allowance.without-housing': perMonth(BY_YEAR, WORK_ALLOWANCE),
  'universal-credit.taper-rate': percent(everyYear(55), [UC_REGS('reg 22')]),

  // Rule 10: capital (regs 18, 72).
  'universal-credit.capital.upper-limit': gbp(everyYear(16000), [UC_REGS('reg 18')]),
  'universal-credit.capital.lower-limit': gbp(everyYear(6000), [UC_REGS('reg 72')]),
  'universal-credit.capital.step': gbp(everyYear(250), [UC_REGS('reg 72')]),
  'universal-credit.capital.income-per-step': perMonth(everyYear(4.35), [UC_REGS('reg 72')], {
    editable: false,
  }),

  // Rule 12: the benefit cap (regs 78-83; Benefit Cap (Annual Limit) (Amendment) Regulations 2023).
  'universal-credit.benefit-cap.outside-london.couple-or-children': benefitCap('outside'),
  'universal-credit.benefit-cap.outside-london.single': benefitCap('outside'),
  'universal-credit.benefit-cap.london.couple-or-children': benefitCap('in'),
  'universal-credit.benefit-cap.london.single': benefitCap('in'),
  'universal-credit.benefit-cap.earnings-exemption': perMonth(
    derived(({ amountOf }) => {
      const wage = Math.round((amountOf(NATIONAL_LIVING_WAGE) ?? 0) * PENCE_PER_POUND);
      const weeks = amountOf('general.weeks-per-year') ?? 0;
      const months = amountOf('general.months-per-year') ?? 1;
      return Math.floor((EARNINGS_EXEMPTION_HOURS * wage * weeks) / (months * PENCE_PER_POUND));
    }),
    [UC_REGS('reg 82'), GOV_UK_RATES],
    {
      note: ({ amountsOf }) => {
        const wages = TAX_YEAR_IDS.map((year) => moneyWithPence(Math.round((amountsOf(NATIONAL_LIVING_WAGE)[year] ?? 0) * PENCE_PER_POUND)));
        return msg('rates.note.earningsExemption', { hours: EARNINGS_EXEMPTION_HOURS, wages: listOfValues(wages, 'commas') });
      },
    },
  ),
} satisfies RateSpecs;
