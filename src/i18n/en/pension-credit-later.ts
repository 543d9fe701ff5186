/**
 * The Pension Credit calculator's words that load with the first answer, in English: the Money
 * and Home tabs and the results. Kept out of ./pension-credit.ts so the page's first load does
 * not carry them (README "Performance"). Names start with 'pc.'.
 */
import { i18n, params } from '../i18n';

/** The Money tab. Each partner's answer is written twice, yours and your partner's. */
export const pcMoneyMessages = i18n('pc.money', {
  weekly: 'A week. If it is paid every 4 weeks, divide by 4; if monthly, multiply by 12 and divide by 52.',
  statePension: 'Your State Pension',
  partnerStatePension: 'Your partner’s State Pension',
  statePensionHint: 'The basic or new State Pension with any additional pension.',
  otherPensions: 'Your other pensions',
  partnerOtherPensions: 'Your partner’s other pensions',
  otherPensionsHint: 'Workplace, private and personal pensions, before tax.',
  earnings: 'Your earnings from work',
  partnerEarnings: 'Your partner’s earnings from work',
  earningsHint: 'After tax, National Insurance and half of any pension contributions. A few pounds of it are not counted: the result shows how much.',
  benefits: 'Your other benefits',
  partnerBenefits: 'Your partner’s other benefits',
  benefitsHint:
    'For example contributory Employment and Support Allowance or Jobseeker’s Allowance. Leave out Carer’s Allowance (asked on the first tab), Attendance Allowance, Disability Living Allowance, PIP, Child Benefit, Housing Benefit and Council Tax Support: they do not count.',
  special: 'You earn some of it as a part-time firefighter, part-time lifeboat crew, an auxiliary coastguard or in the reserve forces',
  partnerSpecial: 'Your partner earns some of it as a part-time firefighter, part-time lifeboat crew, an auxiliary coastguard or in the reserve forces',
  specialHint: 'Then £20 of earnings is not counted, not £5 (£10 for a couple).',
  getsWarPension: 'You get a war disablement pension, a war widow’s or widower’s pension, or a guaranteed income payment from the Armed Forces Compensation Scheme',
  partnerGetsWarPension:
    'Your partner gets a war disablement pension, a war widow’s or widower’s pension, or a guaranteed income payment from the Armed Forces Compensation Scheme',
  getsWarPensionHint: 'The first £10 a week of it is not counted.',
  warPension: 'Your war pension',
  partnerWarPension: 'Your partner’s war pension',
  warPensionHint:
    'Leave out any Constant Attendance Allowance, Exceptionally Severe Disablement Allowance or War Pensioners’ Mobility Supplement paid with it: they are not counted at all.',
  yourMoney: 'Your money',
  partnerMoney: 'Your partner’s money',
  savings: 'Your savings and investments',
  savingsTogether: 'Your savings and investments together',
  savingsHint:
    'Money in the bank, cash, shares, bonds and property other than your home. Savings above a limit count as a small weekly income: the result shows how much. There is no upper limit.',
});

/** The Home tab. */
export const pcHomeMessages = i18n('pc.home', {
  home: 'Your home',
  own: 'I own it',
  ownHint: 'Outright or with a mortgage.',
  lease: 'I own a long lease',
  leaseHint: 'A lease of more than 21 years, such as many flats.',
  rent: 'I rent it',
  other: 'Something else',
  otherHint: 'For example, you live with family and do not pay rent.',
  housingCosts: 'Ground rent and service charges',
  housingCostsHint:
    'A week. If you pay them yearly, divide by 52. Leave out mortgage payments: Pension Credit does not pay them, but the Department for Work and Pensions may lend you help with mortgage interest.',
  adultIncome: 'The other adult’s income from work',
  adultNIncome: params('Other adult {n}: income from work'),
  adultIncomeHint:
    'A week, before tax, if they work 16 hours or more a week; 0 if they do not. Pension Credit takes an amount off your ground rent and service charges for each adult who lives with you (not if you or your partner get a disability benefit or are registered blind), more if they earn more.',
  noRent:
    'Pension Credit does not include rent. Help with rent is Housing Benefit, which you claim from your council. With the guarantee part of Pension Credit, Housing Benefit can cover all of your eligible rent.',
  yourRent: 'Your rent (optional)',
  yourRentHint:
    'A week. If you pay it monthly, multiply by 12 and divide by 52. It does not change your Pension Credit: the Housing Benefit button under your result takes it to that calculator.',
});

/** The results panel (and src/islands/pension-credit/result-wording.ts); the working's lines themselves come from the engine. */
export const pcResultsMessages = i18n('pc.results', {
  underAge: 'You cannot get Pension Credit until you reach State Pension age. You can claim from 4 months before then.',
  reachesAge: params('You reach State Pension age on {date}. You cannot get Pension Credit until then, but you can claim from 4 months before.'),
  coupleUnderAge: 'You cannot get Pension Credit until you have both reached State Pension age.',
  mixedAge:
    'One of you has not reached State Pension age. Since 15 May 2019 a couple like you claims Universal Credit instead, until you have both reached it, unless you have been getting Pension Credit, or Housing Benefit at State Pension age, since before then.',
  /** A closed savings credit, said as information; `reason` is the engine's. */
  savingsNote: params('Savings credit is only for people who reached State Pension age before 6 April 2016, so it is not part of your estimate: {reason}.'),
  stale: 'You have changed your answers since this estimate. Press Calculate to update it.',
  monthly: params('Monthly: {weekly} a week × {weeks} ÷ {months} = {monthly}.'),
  important: 'Important',
  whyNone: 'Why there is no Pension Credit',
  incomeTooHigh: params('Your income is {above} a week above the guarantee of {guarantee}.'),
  checkUniversalCredit: 'Check your Universal Credit',
  whatCouldChange: 'What could change this',
  working: 'How it was worked out',
  beside: 'Paid beside Pension Credit',
  perWeek: 'All amounts are per week.',
  guarantee: 'Your guarantee',
  guaranteeTotal: 'Your guarantee (appropriate minimum guarantee)',
  income: 'Your income',
  incomeCounted: 'Income counted',
  noIncome: 'No income counted',
  guaranteeCredit: 'Guarantee credit',
  savingsCredit: 'Savings credit',
  opens: 'What Pension Credit opens',
  helpCouncilTax: 'Help with council tax',
  helpRentAndCouncilTax: 'Help with rent and council tax',
  withGuarantee: 'With guarantee credit, your council ignores your income and savings.',
  lowIncome: 'You may still get help from your council on a low income.',
  // Northern Ireland has domestic rates, not council tax: Housing Benefit helps with them (docs/rules.md "Northern Ireland").
  helpRates: 'Help with your rates',
  helpRentAndRates: 'Help with your rent and rates',
  withGuaranteeNorthernIreland: 'With guarantee credit, Housing Benefit ignores your income and savings, and in Northern Ireland it helps with your rates as well as your rent.',
  lowIncomeRatesNorthernIreland: 'You may still get help with your rates on a low income.',
  lowIncomeRentAndRatesNorthernIreland: 'You may still get help with your rent and rates on a low income.',
  checkRatesHelp: 'Check help with your rates',
  opensOne: 'These open the calculator with your answers filled in.',
  opensOneTicked: 'These open the calculator with your answers filled in and guarantee credit ticked.',
  opensBoth: 'These open the calculators with your answers filled in.',
  opensBothTicked: 'These open the calculators with your answers filled in and guarantee credit ticked.',
  checkHousingBenefit: 'Check your Housing Benefit',
  checkCouncilTaxSupport: 'Check your Council Tax Support',
  howToClaim: 'How to claim',
  whatNext: 'What to do next',
});
