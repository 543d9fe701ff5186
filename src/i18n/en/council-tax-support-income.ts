/**
 * The Council Tax Support calculator's step 3, Income & Benefits (src/islands/council-tax-support/IncomeStep.tsx),
 * in English. A file of its own so its words load with the step (see council-tax-support.ts).
 */
import { i18n, params } from '../i18n';

/** Each source of weekly income, for you or your partner. */
export const ctsIncomeSourceMessages = i18n('cts.incomeSources', {
  employment: 'Earnings from a job',
  employmentHint: 'Take-home pay, after tax and National Insurance.',
  selfEmployment: 'Self-employed earnings',
  selfEmploymentHint: 'Profit after business costs, tax and National Insurance.',
  benefits: 'Benefits such as Carer’s Allowance, ESA, JSA or Universal Credit',
  benefitsHint:
    'Carer’s Allowance (Carer Support Payment in Scotland), contributory ESA or JSA, Universal Credit and other benefits paid to you. Leave out Child Benefit, PIP, DLA, Attendance Allowance and Housing Benefit: they are never counted.',
  pensions: 'Pensions',
  pensionsHint: 'State Pension and any private or work pension.',
  other: 'Other income',
  otherHint: 'For example rent from a lodger. Not child maintenance: it never counts.',
  // <who> is read by screen readers only.
  partners: params('{source}<who> (partner)</who>'),
  yours: 'Your weekly income',
  partnersLegend: 'Your partner’s weekly income',
  perWeek: 'Per week, pounds and pence. If paid monthly, multiply by 12 and divide by 52.',
  aWeek: 'a week',
});

export const ctsIncomeMessages = i18n('cts.income', {
  addPartner: 'To add a partner’s income, tick “You have a partner who lives with you” in Household Details.',
  whose: 'Whose income',
  yourTab: 'Your Income',
  partnerTab: "Partner's Income",
  notCountedLabel: 'Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit (optional)',
  notCountedHint: 'A week, for your household. These are never counted as income: we show them in the working so you can see they are left out.',
  aWeek: 'a week',
  total: 'Total household income that counts: {amount} a week',
  savingsLabel: 'Savings and investments',
  savingsHint: params('Everything you have, pounds and pence. Over {amount} counts as some income.'),
  savingsHintCouple: params('Everything you and your partner have, pounds and pence. Over {amount} counts as some income.'),
  overLimit: params('You may not be eligible for Council Tax Support with savings over {amount}'),
  overLimitPensionAge: params('You may not be eligible for Council Tax Support with savings over {amount} unless you get the guarantee part of Pension Credit'),
  guaranteeLabel: 'You get the guarantee part of Pension Credit',
  guaranteeHint: 'Then the pension-age scheme can cover your whole bill, whatever your income and savings. <link>Find out if you can get Pension Credit</link>',
});
