/**
 * The Housing Benefit calculator's words (src/islands/housing-benefit), in English: the ones the
 * page loads with, the form and its Personal tab. A bundler keeps a file's messages together in
 * one chunk, so the parts that load later have files of their own (README "Performance"): the
 * Property and Income tabs, the care questions, "Is this weekly?" and the results in
 * ./housing-benefit-later.ts, the answers named when a saved calculation is opened in
 * ./housing-benefit-saved.ts. Names start with 'hb.' so they never meet another island's.
 */
import { count, i18n, params } from '../i18n';

/** The calculator's frame: its name, its tabs, and words every part uses. */
export const hbMessages = i18n('hb', {
  benefit: 'Housing Benefit',
  personal: 'Personal',
  property: 'Property',
  income: 'Income',
  toProperty: 'Continue to Property',
  toIncome: 'Continue to Income',
  loading: 'Loading the questions…',
  aWeek: 'a week',
});

/**
 * The Personal tab. A household member's labels end with their number for screen readers:
 * '<sr> (person {n})</sr>' is drawn as visually hidden text (Rich).
 */
export const hbPersonalMessages = i18n('hb.personal', {
  age: 'Your age',
  partner: 'Do you live with a partner?',
  partnerHint: 'A partner is someone you are married to, in a civil partnership with, or live with as a couple.',
  single: 'No, I am single',
  couple: 'Yes, we are a couple',
  partnerAge: 'Your partner’s age',
  partnerAgeHint: 'In years. Leave it empty if you are not sure: we then count your partner as the same side of State Pension age as you.',
  years: 'years',
  before2019: 'Did your Housing Benefit or Pension Credit claim as a couple start before 15 May 2019?',
  before2019Hint:
    'One of you has reached State Pension age and the other has not. Since 15 May 2019 a couple like you claims Universal Credit instead, unless you have been getting Housing Benefit or Pension Credit as a couple since before then.',
  before2021: params('Did you reach State Pension age before April {year}?'),
  before2021Couple: params('Did you or your partner reach State Pension age before April {year}?'),
  before2021Hint: params('People who reached State Pension age before 1 April {year} get a higher allowance.'),
  filledIn: 'We have filled this in from your age and the tax year: change it if it is wrong.',
  filledInCouple: 'We have filled this in from the older of your ages and the tax year: change it if it is wrong.',
  /** The care benefits: HB Regs reg 74(6); HB(SPC) Regs reg 55(6). */
  careBenefits:
    'Do you or your partner get Attendance Allowance (Pension Age Disability Payment in Scotland), the care part of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment in Scotland), or are either of you registered blind?',
  afip: 'Armed Forces Independence Payment counts too.',
  noDeductions: 'If so, nothing is taken off your Housing Benefit for other adults who live with you, and £20 of earnings is ignored.',
  noDeductionsPremium: 'If so, nothing is taken off your Housing Benefit for other adults who live with you, and £20 of earnings is ignored; the disability premium is added.',
  otherBenefit: 'You or your partner get another disability benefit: only the mobility part of PIP or Disability Living Allowance (Adult Disability Payment in Scotland)',
  ignored: '£20 of earnings is ignored.',
  ignoredPremium: '£20 of earnings is ignored, and the disability premium is added.',
  caring: 'Caring',
  tickAll: 'Tick all that apply.',
  childEnhanced: 'A child gets the enhanced daily living rate of PIP or the highest care rate of DLA',
  childEnhancedHint: 'Adds the enhanced disability premium for a child.',
  carer: 'You or your partner get Carer’s Allowance (Carer Support Payment in Scotland)',
  carerHint: 'Adds the carer premium, and £20 of earnings is ignored.',
  student: 'You are a full-time student',
  studentHint: 'Most full-time students cannot get Housing Benefit unless they are disabled, a parent or of pension age.',
  immigration: 'Your nationality or immigration status',
  immigrationHint: 'Some people from abroad cannot get Housing Benefit. This estimate does not check your status.',
  british: 'British or Irish citizen',
  settled: 'Settled status or indefinite leave to remain',
  preSettled: 'Pre-settled status',
  otherStatus: 'Other immigration status',
  before2016: 'Did your Housing Benefit claim start before 1 May 2016?',
  before2016Hint: 'Only claims that started before then get the family premium.',
  household: 'People who live with you',
  addPeople: 'Add your children and anyone else who lives in your home.',
  nobody: 'Nobody added yet.',
  added: count({ one: '{count} person added.', other: '{count} people added.' }),
  person: 'Person',
  addPerson: 'Add a person',
  memberAge: 'Age<sr> of person {n}</sr>',
  relationship: 'Relationship to you<sr> (person {n})</sr>',
  relationshipHint:
    'Your partner is not added here: answer “Do you live with a partner?” above. A child is under 16, or under 20 and in full-time education. A non-dependant is an adult who lives with you, such as a grown-up son or daughter, a relative or a friend. Other includes a lodger or joint tenant.',
  isPartner: 'Partner',
  isChild: 'Child',
  isNonDependant: 'Non-dependant',
  isOther: 'Other',
  sex: 'Is this child a boy or a girl?<sr> (person {n})</sr>',
  memberStudent: 'Full-time student<sr> (person {n})</sr>',
  childDisability: 'Gets Disability Living Allowance or PIP, or is registered blind<sr> (person {n})</sr>',
  childDisabilityHint: 'Adds the disabled child premium.',
  cannotShare: 'Does this child need a bedroom of their own because of their disability?<sr> (person {n})</sr>',
  memberIncome: 'Their income before tax<sr> (person {n})</sr>',
  memberIncomeHint: params(
    'Per week, from work, benefits or anything else. It sets how much is taken off your Housing Benefit for them: at this income, band {band}, {amount} a week. Nothing is taken for someone under 18 or a full-time student.',
  ),
  incomeBased: 'Gets income support, income-based JSA, income-related ESA or Universal Credit with no earnings<sr> (person {n})</sr>',
  incomeBasedHint: params('Nothing is taken for someone under {age} who gets one of these (not ESA with a work-related activity or support component).'),
});
