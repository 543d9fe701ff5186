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
  PER_MONTH,
  GBP,
  PERCENT,
  COUNT,
  SI_2026_113,
  TWO_CHILD_ACT,
  UC_ACT_2025,
  UC_REGS,
  policyEngine,
  type RateDefs,
} from './define';

const PE_STANDARD = policyEngine('universal_credit/standard_allowance/amount.yaml');
const PE_WORK_ALLOWANCE = policyEngine('universal_credit/means_test/work_allowance.yaml');
const PE_CHILDCARE_CAP = policyEngine('universal_credit/elements/childcare/cap.yaml');

export const UNIVERSAL_CREDIT_RATES = {
  // Rule 1: the standard allowance (reg 36).
  'universal-credit.standard-allowance.single-under-25': {
    label: 'Standard allowance: single, under 25',
    unit: PER_MONTH,
    amounts: byYear(311.68, 316.98, 338.58),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, PE_STANDARD],
  },
  'universal-credit.standard-allowance.single-25-plus': {
    label: 'Standard allowance: single, 25 or over',
    unit: PER_MONTH,
    amounts: byYear(393.45, 400.14, 424.9),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, PE_STANDARD],
  },
  'universal-credit.standard-allowance.couple-under-25': {
    label: 'Standard allowance: couple, both under 25',
    unit: PER_MONTH,
    amounts: byYear(489.23, 497.55, 528.34),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, PE_STANDARD],
  },
  'universal-credit.standard-allowance.couple-25-plus': {
    label: 'Standard allowance: couple, one or both 25 or over',
    unit: PER_MONTH,
    amounts: byYear(617.6, 628.1, 666.97),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, PE_STANDARD],
  },
  'universal-credit.standard-allowance.higher-rate-age': {
    label: 'Age for the 25 or over allowance (an unknown partner age counts as this)',
    unit: COUNT,
    amounts: everyYear(25),
    references: [UC_REGS('reg 36')],
  },

  // Rule 2: the child element (reg 36) and the child limit (reg 24A).
  'universal-credit.child-element.higher': {
    label: 'Child element: eldest child, born before 6 April 2017',
    unit: PER_MONTH,
    amounts: byYear(333.33, 339, 351.88),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, policyEngine('universal_credit/elements/child/first/higher_amount.yaml')],
  },
  'universal-credit.child-element.lower': {
    label: 'Child element: every other child',
    unit: PER_MONTH,
    amounts: byYear(287.92, 292.81, 303.94),
    references: [UC_REGS('reg 36'), GOV_UK_RATES, policyEngine('universal_credit/elements/child/amount.yaml')],
  },
  'universal-credit.child-element.born-before-2017-age': {
    label: 'Age from which a child is taken to be born before 6 April 2017 (when not told)',
    unit: COUNT,
    amounts: byYear(8, 9, 10),
    references: [UC_REGS('regs 24A and 36')],
    note: 'Derived: the first calendar year of the tax year less 2016. A child this age or older on 6 April of the tax year was born before 6 April 2017; one a year younger may have been.',
  },
  'universal-credit.child-limit': {
    label: 'Child limit: children born on or after 6 April 2017 who get the child element',
    unit: COUNT,
    amounts: byYear(2, 2, null),
    references: [UC_REGS('reg 24A'), TWO_CHILD_ACT(), policyEngine('universal_credit/elements/child/limit/child_count.yaml')],
    whenNone: 'No limit (abolished for assessment periods from 6 April 2026)',
    note: 'The two-child limit was abolished for assessment periods from 6 April 2026. Children born before 6 April 2017, and children with an exception (multiple birth, adoption, kinship care, non-consensual conception), always qualify.',
  },

  // Rule 3: the disabled child addition (reg 36).
  'universal-credit.disabled-child.lower': {
    label: 'Disabled child addition: lower rate',
    unit: PER_MONTH,
    amounts: byYear(156.11, 158.76, 164.79),
    references: [UC_REGS('reg 36'), GOV_UK_RATES],
  },
  'universal-credit.disabled-child.higher': {
    label: 'Disabled child addition: higher rate (DLA highest care, PIP enhanced daily living, or severely sight impaired)',
    unit: PER_MONTH,
    amounts: byYear(487.58, 495.87, 514.71),
    references: [UC_REGS('reg 36'), GOV_UK_RATES],
  },

  // Rule 4: the housing element (reg 25, Schedule 4).
  'universal-credit.housing.shared-accommodation-age': {
    label: 'Age below which a single person without children gets the shared accommodation rate',
    unit: COUNT,
    amounts: everyYear(35),
    references: [UC_REGS('Schedule 4 para 28')],
  },
  'universal-credit.housing.child-own-bedroom-age': {
    label: 'Age from which a child counts for a bedroom of their own',
    unit: COUNT,
    amounts: everyYear(10),
    references: [UC_REGS('Schedule 4 para 10')],
  },
  'universal-credit.housing.children-per-bedroom': {
    label: 'Children under that age who share a bedroom',
    unit: COUNT,
    amounts: everyYear(2),
    references: [UC_REGS('Schedule 4 para 10')],
  },
  'universal-credit.housing.max-lha-bedrooms': {
    label: 'Largest bedroom category of the Local Housing Allowance',
    unit: COUNT,
    amounts: everyYear(4),
    references: [UC_REGS('Schedule 4 para 26')],
  },
  'universal-credit.housing.spare-bedroom.one': {
    label: 'Social renters: reduction for one spare bedroom',
    unit: PERCENT,
    amounts: everyYear(14),
    references: [UC_REGS('Schedule 4 para 36')],
  },
  'universal-credit.housing.spare-bedroom.two-or-more': {
    label: 'Social renters: reduction for two or more spare bedrooms',
    unit: PERCENT,
    amounts: everyYear(25),
    references: [UC_REGS('Schedule 4 para 36')],
  },
  'universal-credit.non-dependant-contribution': {
    label: 'Housing cost contribution for each non-dependant adult',
    unit: PER_MONTH,
    amounts: byYear(91.47, 93.02, 96.55),
    references: [UC_REGS('Schedule 4 para 14')],
  },
  'universal-credit.non-dependant-age': {
    label: 'Age from which a non-dependant adult makes a housing cost contribution',
    unit: COUNT,
    amounts: everyYear(21),
    references: [UC_REGS('Schedule 4 para 16')],
  },

  // Rule 5: the health elements (reg 27, reg 36; Universal Credit Act 2025).
  'universal-credit.lcw-element': {
    label: 'Limited capability for work (LCW) element (claims made before 3 April 2017)',
    unit: PER_MONTH,
    amounts: byYear(156.11, 158.76, 158.76),
    references: [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025()],
    note: 'Frozen at the 2025/26 amount from April 2026.',
  },
  'universal-credit.lcwra-element.protected': {
    label: 'LCWRA (health) element: found, or condition reported, before 6 April 2026; severe conditions; terminally ill',
    unit: PER_MONTH,
    amounts: byYear(416.19, 423.27, 429.8),
    references: [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025('ss 1-2'), SI_2026_113()],
  },
  'universal-credit.lcwra-element.new-award': {
    label: 'LCWRA (health) element: other new awards',
    unit: PER_MONTH,
    amounts: byYear(416.19, 423.27, 217.26),
    references: [UC_REGS('reg 36'), CPAG_RATES, UC_ACT_2025('ss 1-2'), SI_2026_113()],
    note: 'The same as the protected amount before 2026/27.',
  },

  // Rule 6: the carer element (reg 29, reg 30).
  'universal-credit.carer-element': {
    label: 'Carer element',
    unit: PER_MONTH,
    amounts: byYear(198.31, 201.68, 209.34),
    references: [UC_REGS('reg 29'), GOV_UK_RATES, policyEngine('universal_credit/elements/carer/amount.yaml')],
  },
  'universal-credit.carer-element.min-hours': { label: 'Hours of care a week for the carer element', unit: COUNT, amounts: everyYear(35), references: [UC_REGS('reg 30')] },

  // Rule 7: the childcare costs element (regs 31-35).
  'universal-credit.childcare.share': { label: 'Childcare costs element: share of the costs paid', unit: PERCENT, amounts: everyYear(85), references: [UC_REGS('reg 34')] },
  'universal-credit.childcare.cap-one-child': {
    label: 'Childcare costs element: most for one child',
    unit: PER_MONTH,
    amounts: byYear(1014.63, 1031.88, 1071.09),
    references: [UC_REGS('reg 34'), GOV_UK_RATES, PE_CHILDCARE_CAP],
  },
  'universal-credit.childcare.cap-two-or-more': {
    label: 'Childcare costs element: most for two or more children',
    unit: PER_MONTH,
    amounts: byYear(1739.37, 1768.94, 1836.16),
    references: [UC_REGS('reg 34'), GOV_UK_RATES, PE_CHILDCARE_CAP],
  },

  // Rule 8: the work allowance and the taper (reg 22).
  'universal-credit.work-allowance.with-housing': {
    label: 'Work allowance, with the housing element (lower)',
    unit: PER_MONTH,
    amounts: byYear(404, 411, 427),
    references: [UC_REGS('reg 22'), GOV_UK_RATES, PE_WORK_ALLOWANCE],
  },
  'universal-credit.work-allowance.without-housing': {
    label: 'Work allowance, without the housing element (higher)',
    unit: PER_MONTH,
    amounts: byYear(673, 684, 710),
    references: [UC_REGS('reg 22'), GOV_UK_RATES, PE_WORK_ALLOWANCE],
  },
  'universal-credit.taper-rate': { label: 'Taper: share of earnings above the work allowance taken off', unit: PERCENT, amounts: everyYear(55), references: [UC_REGS('reg 22')] },

  // Rule 10: capital (regs 18, 72).
  'universal-credit.capital.upper-limit': { label: 'Savings above which there is no award', unit: GBP, amounts: everyYear(16000), references: [UC_REGS('reg 18')] },
  'universal-credit.capital.lower-limit': { label: 'Savings above which the award is reduced', unit: GBP, amounts: everyYear(6000), references: [UC_REGS('reg 72')] },
  'universal-credit.capital.step': { label: 'Savings band for the reduction (each band or part of one)', unit: GBP, amounts: everyYear(250), references: [UC_REGS('reg 72')] },
  'universal-credit.capital.income-per-step': {
    label: 'Income assumed for each band, or part of a band, above the lower limit',
    unit: PER_MONTH,
    amounts: everyYear(4.35),
    references: [UC_REGS('reg 72')],
    editable: false,
  },

  // Rule 12: the benefit cap (regs 78-83; Benefit Cap (Annual Limit) (Amendment) Regulations 2023).
  'universal-credit.benefit-cap.outside-london.couple-or-children': {
    label: 'Benefit cap outside Greater London: couple, or anyone with a child',
    unit: PER_MONTH,
    amounts: everyYear(1835),
    references: [UC_REGS('regs 79-80A'), BENEFIT_CAP_REGS(), GOV_UK_RATES],
    region: 'Great Britain',
  },
  'universal-credit.benefit-cap.outside-london.single': {
    label: 'Benefit cap outside Greater London: single, no children',
    unit: PER_MONTH,
    amounts: everyYear(1229.42),
    references: [UC_REGS('regs 79-80A'), BENEFIT_CAP_REGS(), GOV_UK_RATES],
    region: 'Great Britain',
  },
  'universal-credit.benefit-cap.london.couple-or-children': {
    label: 'Benefit cap in Greater London: couple, or anyone with a child',
    unit: PER_MONTH,
    amounts: everyYear(2110.25),
    references: [UC_REGS('regs 79-80A'), BENEFIT_CAP_REGS(), GOV_UK_RATES],
    region: 'England',
  },
  'universal-credit.benefit-cap.london.single': {
    label: 'Benefit cap in Greater London: single, no children',
    unit: PER_MONTH,
    amounts: everyYear(1413.92),
    references: [UC_REGS('regs 79-80A'), BENEFIT_CAP_REGS(), GOV_UK_RATES],
    region: 'England',
  },
  'universal-credit.benefit-cap.earnings-exemption': {
    label: 'Net earnings a month from which the benefit cap does not apply',
    unit: PER_MONTH,
    amounts: byYear(793, 846, 881),
    references: [UC_REGS('reg 82'), GOV_UK_RATES],
    note: 'Derived: 16 hours × the National Living Wage of the year (£11.44, £12.21, £12.71) × 52 ÷ 12, rounded down to the pound.',
  },
} satisfies RateDefs;
