/**
 * What the benefits checker's engine (src/calc/eligibility.ts) says, in English: each result's
 * name, estimate, description and next steps, by message id ('eligibility.…'). Loaded with the
 * results (src/islands/benefits-checker/CheckerResults.tsx), so the page's first load does not
 * carry them (README "Performance"). The answers' option labels, which the first screen shows,
 * are in ./benefits-checker.ts.
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';

export const eligibilityEngineMessages = i18n('eligibility.engine', {
  'eligibility.name.universalCredit': 'Universal Credit',
  'eligibility.name.housingBenefit': 'Housing Benefit',
  'eligibility.name.pip': 'Personal Independence Payment (PIP)',
  'eligibility.name.attendanceAllowance': 'Attendance Allowance',
  'eligibility.name.childBenefit': 'Child Benefit',
  'eligibility.name.sureStartMaternityGrant': 'Sure Start Maternity Grant',
  'eligibility.name.healthyStart': 'Healthy Start',
  'eligibility.name.carersAllowance': "Carer's Allowance",
  'eligibility.name.councilTaxSupport': 'Council Tax Support',
  'eligibility.name.pensionCredit': 'Pension Credit',
  'eligibility.name.none': 'No benefits identified',

  /** A range of money: `low` is money, `high` the upper figure in pounds, written after the lower one's £ ('£400-800 per month'). */
  'eligibility.estimate.perMonth': params('{low}-{high} per month'),
  'eligibility.estimate.perWeek': params('{low}-{high} per week'),
  /** `low` and `high`: percentages of the bill. */
  'eligibility.estimate.discount': params('{low}-{high}% discount'),
  'eligibility.estimate.amountPerWeek': params('{amount} per week'),
  'eligibility.estimate.lowerOrHigherPerWeek': params('{lower} or {higher} per week'),
  'eligibility.estimate.amount': params('{amount}'),
  'eligibility.estimate.varies': 'Varies',
  'eligibility.estimate.onePayment': 'One payment',
  'eligibility.estimate.weeklyOnCard': 'Weekly, on a card',

  'eligibility.universalCredit.description': 'Monthly help with living costs if you are on a low income or out of work.',
  'eligibility.universalCredit.descriptionRenting': 'Monthly help with living costs and your rent (its housing element) if you are on a low income or out of work.',
  /** `age`: the youngest age Universal Credit usually starts at (UC Regs reg 8 lists the cases at 16 and 17). */
  'eligibility.universalCredit.descriptionYoung': params(
    'Monthly help with living costs if you are on a low income or out of work. From {age}; at 16 or 17 only in some cases, for example if you are responsible for a child, are ill or disabled and cannot work, care for a disabled person, or live without support from your parents.',
  ),
  'eligibility.universalCredit.descriptionRentingYoung': params(
    'Monthly help with living costs and your rent (its housing element) if you are on a low income or out of work. From {age}; at 16 or 17 only in some cases, for example if you are responsible for a child, are ill or disabled and cannot work, care for a disabled person, or live without support from your parents.',
  ),
  'eligibility.universalCredit.apply': 'Apply at www.gov.uk/apply-universal-credit',
  'eligibility.universalCredit.supportedHousing':
    'If you live in supported or temporary accommodation, claim Housing Benefit from your council for the rent instead: www.gov.uk/housing-benefit',

  'eligibility.housingBenefit.description':
    'Help with rent from your council over State Pension age. With Pension Credit guarantee credit it is usually all your eligible rent; otherwise it depends on your income and savings.',
  'eligibility.housingBenefit.claim': 'Claim from your council: www.gov.uk/housing-benefit',

  'eligibility.pip.description': 'For extra costs of a long-term condition or disability, whatever your income.',
  'eligibility.pip.call': params('Call the PIP new claims line on {phone}'),

  /** `lower` and `higher`: the two weekly rates. */
  'eligibility.attendanceAllowance.description': params(
    'For extra costs if you have reached State Pension age and need help with personal care or supervision because of an illness or disability, whatever your income: {lower} a week, or {higher} if you need help by day and by night. In Scotland, Pension Age Disability Payment instead, at the same rates.',
  ),
  'eligibility.attendanceAllowance.claim': 'Claim at www.gov.uk/attendance-allowance',

  'eligibility.childBenefit.description': 'Paid for each child under 16, or under 20 in approved education or training.',
  'eligibility.childBenefit.claim': 'Claim at www.gov.uk/child-benefit',

  'eligibility.sureStartMaternityGrant.description':
    'A one-off payment towards the costs of a first baby, or of twins or more, if you get a benefit such as Universal Credit. Claim from 11 weeks before the baby is due until 6 months after. In Scotland, the Best Start Grant instead.',
  'eligibility.sureStartMaternityGrant.claim': 'Claim at www.gov.uk/sure-start-maternity-grant',
  'eligibility.healthyStart.description':
    'Money on a card for milk, fruit, vegetables and vitamins from the 10th week of pregnancy, if you get a benefit such as Universal Credit on a low income. In Scotland, Best Start Foods instead.',
  'eligibility.healthyStart.apply': 'Apply at www.healthystart.nhs.uk',

  /** `limit`: the weekly earnings limit. */
  'eligibility.carersAllowance.description': params(
    'If you care for someone for 35 hours a week or more who gets a disability benefit, earn {limit} a week or less after deductions and are not in full-time education. It also adds a carer element to Universal Credit. In Scotland, Carer Support Payment instead.',
  ),
  'eligibility.carersAllowance.descriptionPensionAge': params(
    'If you care for someone for 35 hours a week or more who gets a disability benefit, earn {limit} a week or less after deductions and are not in full-time education. With a State Pension you are usually not paid it, but claiming can add a carer addition to Pension Credit and Housing Benefit. In Scotland, Carer Support Payment instead.',
  ),
  'eligibility.carersAllowance.claim': 'Claim at www.gov.uk/carers-allowance',

  'eligibility.councilTaxSupport.description': 'Money off your council tax bill if you are on a low income.',
  'eligibility.councilTaxSupport.descriptionPensionAge':
    'Money off your council tax bill over State Pension age: all of it with Pension Credit guarantee credit, otherwise by your income and savings.',
  'eligibility.councilTaxSupport.apply': 'Apply to your council: www.gov.uk/apply-council-tax-reduction',

  'eligibility.pensionCredit.description': 'Tops up a low income over State Pension age, and opens the door to other help.',
  /** `age`: the birthday by which State Pension age comes at the latest; `count`: the months a claim can be made before it. */
  'eligibility.pensionCredit.descriptionNotYet': params(
    count({
      one: 'Tops up a low income over State Pension age, and opens the door to other help. Yours comes by your {age}th birthday at the latest, and you can claim up to {count} month before it.',
      other:
        'Tops up a low income over State Pension age, and opens the door to other help. Yours comes by your {age}th birthday at the latest, and you can claim up to {count} months before it.',
    }),
  ),
  'eligibility.pensionCredit.call': params('Call the Pension Credit claim line on {phone}'),

  'eligibility.none.description': 'From your answers we could not find a benefit you are likely to get, but this short check cannot cover everything.',
  'eligibility.none.adviceLine': params('Citizens Advice can check in more detail: {phone}'),
});

/** The parts of the catalogue the checker's engine speaks from. */
export const eligibilityEngineWords: EngineWordsList = [eligibilityEngineMessages];
