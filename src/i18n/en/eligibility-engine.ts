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
  'eligibility.name.adultDisabilityPayment': 'Adult Disability Payment',
  'eligibility.name.pensionAgeDisabilityPayment': 'Pension Age Disability Payment',
  'eligibility.name.carerSupportPayment': 'Carer Support Payment',
  'eligibility.name.scottishChildPayment': 'Scottish Child Payment',
  'eligibility.name.bestStartGrant': 'Best Start Grant',
  'eligibility.name.bestStartFoods': 'Best Start Foods',
  'eligibility.name.ratesHelp': 'Help with your rates',

  /** Ranges of money (`low`, `high`): Universal Credit a month, PIP and Pension Credit a week, worked out at the ends of the answers (src/calc/eligibility-ranges.ts). */
  'eligibility.estimate.perMonthRange': params('{low} to {high} per month'),
  'eligibility.estimate.perMonthUpTo': params('Up to {high} per month'),
  'eligibility.estimate.perWeekRange': params('{low} to {high} per week'),
  'eligibility.estimate.perWeekUpTo': params('Up to {high} per week'),
  'eligibility.estimate.noneAtThisIncome': 'Probably nothing at this income and savings',
  /** Universal Credit for a renter: the rent is not asked, so its housing element is named, not worked out. */
  'eligibility.estimate.universalCreditRenting': params('{low} to {high} per month, plus help with your rent'),
  'eligibility.estimate.universalCreditUpToRenting': params('Up to {high} per month, plus help with your rent'),
  'eligibility.estimate.universalCreditNoneRenting': 'At most some help with your rent',
  /** Child Benefit for "3 or more": `amount` for `count` children, `other` for each child after them. */
  'eligibility.estimate.childBenefitOrMore': params(
    count({
      one: '{amount} per week for {count} child, and {other} more for each child after that',
      other: '{amount} per week for {count} children, and {other} more for each child after that',
    }),
  ),
  /** Housing Benefit: the rent is not asked; what income and savings take off it a week (`low`, `high`). */
  'eligibility.estimate.housingBenefit.all': 'All your eligible rent',
  'eligibility.estimate.housingBenefit.lessUpTo': params('Your eligible rent, less up to {high} per week for your income and savings'),
  'eligibility.estimate.housingBenefit.less': params('Your eligible rent, less {low} to {high} per week for your income and savings'),
  'eligibility.estimate.housingBenefit.upToDepending': 'Up to all your eligible rent, depending on your income and savings',
  'eligibility.estimate.housingBenefit.lessOrMore': params('Your eligible rent, less {low} per week or more for your income and savings'),
  /** `limit`: the upper limit of savings. */
  'eligibility.estimate.noneWithSavings': params('Probably nothing with savings over {limit}'),
  /** Council Tax Support: the bill is not asked; `percent` is the largest share of it a scheme gives, and `low`, `high` what income and savings take off it a week. */
  'eligibility.estimate.councilTax.all': params('{percent}% of your council tax bill'),
  'eligibility.estimate.councilTax.lessUpTo': params('{percent}% of your council tax bill, less up to {high} per week for your income and savings'),
  'eligibility.estimate.councilTax.less': params('{percent}% of your council tax bill, less {low} to {high} per week for your income and savings'),
  'eligibility.estimate.councilTax.upToDepending': params('Up to {percent}% of your council tax bill, depending on your income and savings'),
  'eligibility.estimate.councilTax.lessOrMore': params('{percent}% of your council tax bill, less {low} per week or more for your income and savings'),
  /** The same where the schemes' largest shares differ (England's councils below State Pension age): up to the largest. */
  'eligibility.estimate.councilTaxUpTo.all': params('Up to {percent}% of your council tax bill'),
  'eligibility.estimate.councilTaxUpTo.lessUpTo': params('Up to {percent}% of your council tax bill, less up to {high} per week for your income and savings'),
  'eligibility.estimate.councilTaxUpTo.less': params('Up to {percent}% of your council tax bill, less {low} to {high} per week for your income and savings'),
  'eligibility.estimate.councilTaxUpTo.upToDepending': params('Up to {percent}% of your council tax bill, depending on your income and savings'),
  'eligibility.estimate.councilTaxUpTo.lessOrMore': params('Up to {percent}% of your council tax bill, less {low} per week or more for your income and savings'),
  'eligibility.estimate.amountPerWeek': params('{amount} per week'),
  /** `amount`: a week for the children answered; `each`: for each child after them. */
  'eligibility.estimate.scottishChildPayment': params(count({ one: '{amount} per week for {count} child under 16', other: '{amount} per week for {count} children under 16' })),
  'eligibility.estimate.scottishChildPaymentOrMore': params('{amount} per week for {count} children under 16, and {each} more for each child after that'),
  'eligibility.estimate.bestStartGrant': params('{first} for a first baby ({later} for a later one), then {early} at nursery age and {school} at school age'),
  'eligibility.estimate.askSocialSecurityScotland': 'One-off payments: ask Social Security Scotland for this year’s amounts',
  'eligibility.estimate.ratesHelp': 'Depends on your rates bill',
  'eligibility.estimate.lowerOrHigherPerWeek': params('{lower} or {higher} per week'),
  'eligibility.estimate.amount': params('{amount}'),
  'eligibility.estimate.varies': 'Varies',
  'eligibility.estimate.onePayment': 'One payment',
  'eligibility.estimate.weeklyOnCard': 'Weekly, on a card',

  /** What a range worked out by the engines assumed, where the checker does not ask (src/calc/eligibility-ranges.ts). */
  'eligibility.basis.earnings': 'Worked out at both ends of your income and savings answers, for a single person and for a couple, with your income counted as earnings after tax.',
  'eligibility.basis.otherIncome':
    'Worked out at both ends of your income and savings answers, for a single person and for a couple, with your income counted in full, as pensions and most benefits are.',
  'eligibility.basis.children': 'With children, the higher figure takes them as born before 6 April 2017, when the eldest child’s amount is higher.',
  'eligibility.basis.universalCredit': 'Extra amounts for illness or disability, caring and childcare are not included: the calculator adds them.',
  'eligibility.basis.universalCreditRenting':
    'Your rent is not asked here: the calculator works out the help with it (the housing element). Extra amounts for illness or disability, caring and childcare are not included either.',
  'eligibility.basis.pensionCredit':
    'A partner is taken to have reached State Pension age too. Extra amounts for disability, caring and housing costs are not included: the calculator adds them.',
  'eligibility.basis.housingBenefit':
    'Your rent is not asked here. Your eligible rent is the rent and eligible service charges, for a private rent no more than the Local Housing Allowance for your area: the calculator works it out.',
  'eligibility.basis.councilTaxSupport':
    'Your council tax bill is not asked here, nor where you live: worked out with the national schemes of Scotland and Wales and, for England, where each council sets its own scheme below State Pension age, the calculator’s example of one.',
  'eligibility.basis.councilTaxSupportPensionAge':
    'Your council tax bill is not asked here, nor where you live: worked out with the national schemes of England, Scotland and Wales for people over State Pension age.',
  /** Where you live answered: its scheme alone. */
  'eligibility.basis.councilTaxSupport.england':
    'Your council tax bill is not asked here: below State Pension age each council in England sets its own scheme, so this is worked out with the calculator’s example of one.',
  'eligibility.basis.councilTaxSupport.scotland': 'Your council tax bill is not asked here: worked out with Scotland’s national scheme.',
  'eligibility.basis.councilTaxSupport.wales': 'Your council tax bill is not asked here: worked out with the national scheme of Wales.',
  'eligibility.basis.councilTaxSupportPensionAge.england': 'Your council tax bill is not asked here: worked out with England’s national scheme for people over State Pension age.',
  'eligibility.basis.councilTaxSupportPensionAge.scotland':
    'Your council tax bill is not asked here: worked out with Scotland’s national scheme for people over State Pension age.',
  'eligibility.basis.councilTaxSupportPensionAge.wales': 'Your council tax bill is not asked here: worked out with the national scheme of Wales for people over State Pension age.',

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
  'eligibility.pip.callNorthernIreland': params('Call the PIP Centre on {phone}'),
  'eligibility.adultDisabilityPayment.description':
    'For extra costs of a long-term condition or disability, whatever your income. It uses the same points and rates as PIP, and with a terminal illness both parts are paid at the enhanced rate.',
  /** `phone` and `address`: Social Security Scotland's freephone number and the benefit's page on mygov.scot. */
  'eligibility.scotland.apply': params('Apply to Social Security Scotland on {phone} or at {address}'),

  /** `lower` and `higher`: the two weekly rates. */
  'eligibility.attendanceAllowance.description': params(
    'For extra costs if you have reached State Pension age and need help with personal care or supervision because of an illness or disability, whatever your income: {lower} a week, or {higher} if you need help by day and by night. In Scotland, Pension Age Disability Payment instead, at the same rates.',
  ),
  'eligibility.attendanceAllowance.claim': 'Claim at www.gov.uk/attendance-allowance',
  'eligibility.pensionAgeDisabilityPayment.description': params(
    'For extra costs if you have reached State Pension age and need help with personal care or supervision because of an illness or disability, whatever your income: {lower} a week, or {higher} if you need help by day and by night.',
  ),
  'eligibility.scottishChildPayment.description':
    'For each child under 16, if you or your partner get Universal Credit, Pension Credit or another qualifying benefit. It is not counted as income and is outside the benefit cap. You must apply for it.',
  'eligibility.bestStartGrant.description':
    'Three one-off payments if you get a qualifying benefit such as Universal Credit: in pregnancy or after the birth, when a child can start nursery, and when they start school.',
  'eligibility.bestStartFoods.description':
    'Money on a card for healthy food, from pregnancy until a child is 3, if you get a qualifying benefit such as Universal Credit. More for a child under 1.',

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
  'eligibility.carerSupportPayment.description':
    'Scotland’s Carer’s Allowance: if you care for someone for 35 hours a week or more who gets a disability benefit, and earn little from work. It also adds a carer element to Universal Credit.',
  'eligibility.carerSupportPayment.descriptionSupplement': params(
    'Scotland’s Carer’s Allowance: if you care for someone for 35 hours a week or more who gets a disability benefit, and earn little from work. From 15 March 2026 the Scottish Carer Supplement adds {supplement} a week. It also adds a carer element to Universal Credit.',
  ),
  /** `percent` and `age`: the Lone Pensioner Allowance. */
  'eligibility.ratesHelp.description': params(
    'There is no council tax in Northern Ireland: you pay rates. With Universal Credit, Rate Rebate from Land & Property Services takes money off your rates bill; otherwise Housing Benefit can help with rates. At {age} or over and living alone, the Lone Pensioner Allowance takes {percent}% off.',
  ),
  'eligibility.ratesHelp.apply': params('Find out how to apply on nidirect: {address}'),

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
