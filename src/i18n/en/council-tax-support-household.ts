/**
 * The Council Tax Support calculator's step 2, Household Details (src/islands/council-tax-support/HouseholdStep.tsx),
 * in English. A file of its own so its words load with the step (see council-tax-support.ts).
 */
import { i18n, params } from '../i18n';

export const ctsHouseholdMessages = i18n('cts.household', {
  ageLabel: 'Your age',
  /** Asked after whether there is a partner, so a single person is not asked about one. */
  universalCreditLegend: 'Do you get Universal Credit?',
  universalCreditLegendCouple: 'Do you or your partner get Universal Credit?',
  universalCreditHint: 'Then the working-age scheme applies, even at State Pension age.',
  partnerLabel: 'You have a partner who lives with you',
  partnerHint: 'Married, in a civil partnership or living together as a couple.',
  partnerAgeLabel: 'Your partner’s age',
  before2021Legend: params('Did you reach State Pension age before April {year}?'),
  before2021LegendCouple: params('Did you or your partner reach State Pension age before April {year}?'),
  before2021Hint: params(
    'People who reached State Pension age before 1 April {year} get a higher allowance. We have filled this in from your age and the tax year: change it if it is wrong.',
  ),
  before2021HintCouple: params(
    'People who reached State Pension age before 1 April {year} get a higher allowance. We have filled this in from the older of your ages and the tax year: change it if it is wrong.',
  ),
  childrenLabel: 'Number of dependent children',
  childrenHint: 'Children under 16, or under 20 and in full-time education, who live with you.',
  childrenAgesLegend: 'Your children’s ages',
  child: params('Child {n}'),
});

/** The other adults who live with you, on step 2. */
export const ctsOtherAdultsMessages = i18n('cts.otherAdults', {
  heading: 'Other adults who live with you',
  intro:
    'For example a grown-up son or daughter, a relative or a lodger. Not your partner. An amount is usually taken off your support for each adult, by their income; in England at pension age and in Scotland their low income can bring a second adult rebate instead.',
  howMany: params('Other adults: {number}'),
  noun: 'Adult',
  add: 'Add an adult',
  lodger: 'Lodger',
  adultChild: 'Grown-up son or daughter',
  relative: 'Other relative',
  friend: 'Friend',
  other: 'Other',
  // <who> is read by screen readers only: which adult the field is for.
  age: params('Age<who> (adult {n})</who>'),
  relationship: params('Who they are<who> (adult {n})</who>'),
  income: params('Their gross weekly income<who> (adult {n})</who>'),
  incomeHint: 'Before tax, from all sources, benefits included. Leave out Attendance Allowance, DLA and PIP.',
  aWeek: 'a week',
  student: params('Full-time student<who> (adult {n})</who>'),
  qualifyingBenefit: params('Gets Pension Credit, income support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance<who> (adult {n})</who>'),
  nothingTakenOff: 'Then nothing is taken off for them.',
  universalCredit: params('Gets Universal Credit and has no earnings<who> (adult {n})</who>'),
  universalCreditHintEngland: 'Then nothing is taken off for them. For the second adult rebate at pension age their income still counts, Universal Credit included.',
});
