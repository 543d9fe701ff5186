/**
 * Universal Credit rates, monthly (docs/rules.md "Tax years" and "Universal Credit"; the official figures,
 * with the sources each rate names). Amounts for 2024/25, 2025/26 and 2026/27 in that order.
 * Rules that changed by date are figures here too: the child limit is a count (none from
 * 2026/27), the LCWRA element has a protected and a new-award amount (equal before 2026/27).
 */
import {
  byYear,
  everyYear,
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
  policyEngine,
  type RateDef,
  type RateDefs,
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

/** A benefit cap figure: outside Greater London (Great Britain) or in Greater London (England). */
function benefitCap(where: 'outside' | 'in', who: string, amount: number): RateDef {
  return perMonth(`Benefit cap ${where} Greater London: ${who}`, everyYear(amount), BENEFIT_CAP, { region: where === 'in' ? 'England' : 'Great Britain' });
}

export const UNIVERSAL_CREDIT_RATES = {
  // Rule 1: the standard allowance (reg 36).
  'universal-credit.standard-allowance.single-under-25': perMonth('Standard allowance: single, under 25', byYear(311.68, 316.98, 338.58), STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.single-25-plus': perMonth('Standard allowance: single, 25 or over', byYear(393.45, 400.14, 424.9), STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.couple-under-25': perMonth('Standard allowance: couple, both under 25', byYear(489.23, 497.55, 528.34), STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.couple-25-plus': perMonth('Standard allowance: couple, one or both 25 or over', byYear(617.6, 628.1, 666.97), STANDARD_ALLOWANCE),
  'universal-credit.standard-allowance.higher-rate-age': count('Age for the 25 or over allowance (an unknown partner age counts as this)', everyYear(25), [UC_REGS('reg 36')]),

  // Rule 2: the child element (reg 36) and the child limit (reg 24A).
  'universal-credit.child-element.higher': perMonth('Child element: eldest child, born before 6 April 2017', byYear(333.33, 339, 351.88), CHILD_ELEMENT_HIGHER),
  'universal-credit.child-element.lower': perMonth('Child element: every other child', byYear(287.92, 292.81, 303.94), CHILD_ELEMENT_LOWER),
  'universal-credit.child-element.born-before-2017-age': count(
    'Age from which a child is taken to be born before 6 April 2017 (when not told)',
    byYear(8, 9, 10),
    [UC_REGS('regs 24A and 36')],
    {
      note: 'Derived: the first calendar year of the tax year less 2016. A child this age or older on 6 April of the tax year was born before 6 April 2017; one a year younger may have been.',
    },
  ),
  'universal-credit.child-limit': count(
    'Child limit: children born on or after 6 April 2017 who get the child element',
    byYear(2, 2, null),
    [UC_REGS('reg 24A'), TWO_CHILD_ACT(), policyEngine('universal_credit/elements/child/limit/child_count.yaml')],
    {
      whenNone: 'No limit (abolished for assessment periods from 6 April 2026)',
      note: 'The two-child limit was abolished for assessment periods from 6 April 2026. Children born before 6 April 2017, and children with an exception (multiple birth, adoption, kinship care, non-consensual conception), always qualify.',
    },
  ),

  // Rule 3: the disabled child addition (reg 36).
  'universal-credit.disabled-child.lower': perMonth('Disabled child addition: lower rate', byYear(156.11, 158.76, 164.79), [UC_REGS('reg 36'), GOV_UK_RATES]),
  'universal-credit.disabled-child.higher': perMonth(
    'Disabled child addition: higher rate (DLA highest care, PIP enhanced daily living, or severely sight impaired)',
    byYear(487.58, 495.87, 514.71),
    [UC_REGS('reg 36'), GOV_UK_RATES],
  ),

  // Rule 4: the housing element (reg 25, Schedule 4).
  'universal-credit.housing.shared-accommodation-age': count('Age below which a single person without children gets the shared accommodation rate', everyYear(35), [
    UC_REGS('Schedule 4 para 28'),
  ]),
  'universal-credit.housing.child-own-bedroom-age': count('Age from which a child counts for a bedroom of their own', everyYear(10), [UC_REGS('Schedule 4 para 10')]),
  'universal-credit.housing.children-per-bedroom': count('Children under that age who share a bedroom', everyYear(2), [UC_REGS('Schedule 4 para 10')]),
  'universal-credit.housing.max-lha-bedrooms': count('Largest bedroom category of the Local Housing Allowance', everyYear(4), [UC_REGS('Schedule 4 para 26')]),
  'universal-credit.housing.spare-bedroom.one': percent('Social renters: reduction for one spare bedroom', everyYear(14), [UC_REGS('Schedule 4 para 36')]),
  'universal-credit.housing.spare-bedroom.two-or-more': percent('Social renters: reduction for two or more spare bedrooms', everyYear(25), [UC_REGS('Schedule 4 para 36')]),
  'universal-credit.non-dependant-contribution': perMonth('Housing cost contribution for each non-dependant adult', byYear(91.47, 93.02, 96.55), [UC_REGS('Schedule 4 para 14')]),
  'universal-credit.non-dependant-age': count('Age from which a non-dependant adult makes a housing cost contribution', everyYear(21), [UC_REGS('Schedule 4 para 16')]),

  // Rule 5: the health elements (reg 27, reg 36; Universal Credit Act 2025).
  'universal-credit.lcw-element': perMonth(
    'Limited capability for work (LCW) element (claims made before 3 April 2017)',
    byYear(156.11, 158.76, 158.76),
    [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025()],
    { note: 'Frozen at the 2025/26 amount from April 2026.' },
  ),
  'universal-credit.lcwra-element.protected': perMonth(
    'LCWRA (health) element: found, or condition reported, before 6 April 2026; severe conditions; terminally ill',
    byYear(416.19, 423.27, 429.8),
    HEALTH_ELEMENT,
  ),
  'universal-credit.lcwra-element.new-award': perMonth('LCWRA (health) element: other new awards', byYear(416.19, 423.27, 217.26), HEALTH_ELEMENT, {
    note: 'The same as the protected amount before 2026/27.',
  }),

  // Rule 6: the carer element (reg 29, reg 30).
  'universal-credit.carer-element': perMonth('Carer element', byYear(198.31, 201.68, 209.34), CARER_ELEMENT),
  'universal-credit.carer-element.min-hours': count('Hours of care a week for the carer element', everyYear(35), [UC_REGS('reg 30')]),

  // Rule 7: the childcare costs element (regs 31-35).
  'universal-credit.childcare.share': percent('Childcare costs element: share of the costs paid', everyYear(85), [UC_REGS('reg 34')]),
  'universal-credit.childcare.cap-one-child': perMonth('Childcare costs element: most for one child', byYear(1014.63, 1031.88, 1071.09), CHILDCARE_CAP),
  'universal-credit.childcare.cap-two-or-more': perMonth('Childcare costs element: most for two or more children', byYear(1739.37, 1768.94, 1836.16), CHILDCARE_CAP),

  // Rule 8: the work allowance and the taper (reg 22).
  'universal-credit.work-allowance.with-housing': perMonth('Work allowance, with the housing element (lower)', byYear(404, 411, 427), WORK_ALLOWANCE),
  'universal-credit.work-allowance.without-housing': perMonth('Work allowance, without the housing element (higher)', byYear(673, 684, 710), WORK_ALLOWANCE),
  'universal-credit.taper-rate': percent('Taper: share of earnings above the work allowance taken off', everyYear(55), [UC_REGS('reg 22')]),

  // Rule 10: capital (regs 18, 72).
  'universal-credit.capital.upper-limit': gbp('Savings above which there is no award', everyYear(16000), [UC_REGS('reg 18')]),
  'universal-credit.capital.lower-limit': gbp('Savings above which the award is reduced', everyYear(6000), [UC_REGS('reg 72')]),
  'universal-credit.capital.step': gbp('Savings band for the reduction (each band or part of one)', everyYear(250), [UC_REGS('reg 72')]),
  'universal-credit.capital.income-per-step': perMonth('Income assumed for each band, or part of a band, above the lower limit', everyYear(4.35), [UC_REGS('reg 72')], {
    editable: false,
  }),

  // Rule 12: the benefit cap (regs 78-83; Benefit Cap (Annual Limit) (Amendment) Regulations 2023).
  'universal-credit.benefit-cap.outside-london.couple-or-children': benefitCap('outside', 'couple, or anyone with a child', 1835),
  'universal-credit.benefit-cap.outside-london.single': benefitCap('outside', 'single, no children', 1229.42),
  'universal-credit.benefit-cap.london.couple-or-children': benefitCap('in', 'couple, or anyone with a child', 2110.25),
  'universal-credit.benefit-cap.london.single': benefitCap('in', 'single, no children', 1413.92),
  'universal-credit.benefit-cap.earnings-exemption': perMonth(
    'Net earnings a month from which the benefit cap does not apply',
    byYear(793, 846, 881),
    [UC_REGS('reg 82'), GOV_UK_RATES],
    { note: 'Derived: 16 hours × the National Living Wage of the year (£11.44, £12.21, £12.71) × 52 ÷ 12, rounded down to the pound.' },
  ),
} satisfies RateDefs;
