/**
 * Pension Credit rates, weekly (docs/rules.md "Pension Credit"; the State Pension Credit Act 2002
 * and the State Pension Credit Regulations 2002, SI 2002/1792, uprated each April by the Social
 * Security Benefits Up-rating Order). The standard minimum guarantee is one figure with the
 * pension-age personal allowance of Housing Benefit and Council Tax Support, so it lives in
 * general.ts (`general.pension-credit.guarantee.single` and `.couple`); the figures of what
 * Pension Credit opens (Cold Weather Payment, Warm Home Discount, the TV licence) are there too.
 */
import { BY_YEAR, CLAIMS_AND_PAYMENTS_REGS, CPAG_RATES, count, everyYear, gbp, GOV_UK_RATES, percent, perWeek, SPC_ACT, SPC_REGS, type RateSpecs, type Reference } from './define';

const GOV_UK_WHAT_YOU_GET: Reference = { title: 'GOV.UK, Pension Credit: what you’ll get', href: 'https://www.gov.uk/pension-credit/what-youll-get' };
const PENSIONS_ACT_2014_SAVINGS_CREDIT: Reference = {
  title: 'Pensions Act 2014, Sch 12 para 89 (savings credit only for people who reached State Pension age before 6 April 2016)',
  href: 'https://www.legislation.gov.uk/ukpga/2014/19/schedule/12',
};
const PENSIONS_ACT_1995_SCH_4: Reference = {
  title: 'Pensions Act 1995, Sch 4 para 1 (pensionable age: men 65, women by table 1)',
  href: 'https://www.legislation.gov.uk/ukpga/1995/26/schedule/4',
};
const SAVINGS_CREDIT_NOTE = 'Only for people who reached State Pension age before 6 April 2016, or whose partner did.';

export const PENSION_CREDIT_RATES = {
  // The additional amounts of the appropriate minimum guarantee (docs/rules.md Pension Credit 2).
  'pension-credit.severe-disability.single': perWeek('Severe disability addition: one person qualifies (or someone is paid to care for one of a couple)', BY_YEAR, [
    SPC_REGS('reg 6(5)(a) and Sch I para 1'),
    GOV_UK_RATES,
    CPAG_RATES,
  ]),
  'pension-credit.severe-disability.double': perWeek('Severe disability addition: both of a couple qualify and no one is paid to care for either', BY_YEAR, [
    SPC_REGS('reg 6(5)(b) and Sch I para 1'),
    GOV_UK_RATES,
    CPAG_RATES,
  ]),
  'pension-credit.carer': perWeek('Carer addition: for each partner entitled to Carer’s Allowance (Carer Support Payment in Scotland)', BY_YEAR, [
    SPC_REGS('reg 6(8) and Sch I para 4'),
    GOV_UK_RATES,
    CPAG_RATES,
  ]),
  'pension-credit.child': perWeek('Child addition: each child or qualifying young person', BY_YEAR, [SPC_REGS('Sch IIA para 9(1)(a)'), GOV_UK_WHAT_YOU_GET, CPAG_RATES]),
  'pension-credit.child.eldest-before-2017': perWeek('Child addition: the eldest child or young person born before 6 April 2017 (instead of the above)', BY_YEAR, [
    SPC_REGS('Sch IIA para 10'),
    GOV_UK_WHAT_YOU_GET,
    CPAG_RATES,
  ]),
  'pension-credit.disabled-child.lower': perWeek('Disabled child addition: lower amount', BY_YEAR, [SPC_REGS('Sch IIA para 9(1)(b)'), GOV_UK_WHAT_YOU_GET, CPAG_RATES]),
  'pension-credit.disabled-child.higher': perWeek('Disabled child addition: higher amount (DLA highest care, PIP enhanced daily living, or blind)', BY_YEAR, [
    SPC_REGS('Sch IIA para 9(1)(b)'),
    GOV_UK_WHAT_YOU_GET,
    CPAG_RATES,
  ]),

  // Savings credit (docs/rules.md Pension Credit 4).
  'pension-credit.savings-credit.threshold.single': perWeek('Savings credit threshold: single', BY_YEAR, [SPC_REGS('reg 7(2)'), SPC_ACT('s 3(4)'), CPAG_RATES], {
    note: SAVINGS_CREDIT_NOTE,
  }),
  'pension-credit.savings-credit.threshold.couple': perWeek('Savings credit threshold: couple', BY_YEAR, [SPC_REGS('reg 7(2)'), SPC_ACT('s 3(4)'), CPAG_RATES], {
    note: SAVINGS_CREDIT_NOTE,
  }),
  'pension-credit.savings-credit.max.single': perWeek('Maximum savings credit: single', BY_YEAR, [SPC_ACT('s 3(7)'), GOV_UK_WHAT_YOU_GET, GOV_UK_RATES], {
    note: '60% of the single standard minimum guarantee less the single threshold.',
  }),
  'pension-credit.savings-credit.max.couple': perWeek('Maximum savings credit: couple', BY_YEAR, [SPC_ACT('s 3(7)'), GOV_UK_WHAT_YOU_GET, GOV_UK_RATES], {
    note: '60% of the couple standard minimum guarantee less the couple threshold.',
  }),
  'pension-credit.savings-credit.amount-a-rate': percent('Savings credit amount A: share of qualifying income above the threshold', everyYear(60), [
    SPC_ACT('s 3(4)'),
    SPC_REGS('reg 7(1)(a)'),
  ]),
  'pension-credit.savings-credit.amount-b-rate': percent('Savings credit amount B: share of income above the appropriate minimum guarantee taken off', everyYear(40), [
    SPC_ACT('s 3(4)'),
    SPC_REGS('reg 7(1)(b)'),
  ]),
  'pension-credit.savings-credit.born-by-year': count(
    'Savings credit without a date of birth: someone born in or before this year is taken to have reached State Pension age before 6 April 2016',
    everyYear(1950),
    [SPC_ACT('s 3(1)'), PENSIONS_ACT_2014_SAVINGS_CREDIT, PENSIONS_ACT_1995_SCH_4],
    {
      note: 'Everyone born before 6 April 1951 reached it before then (men at 65, women earlier); women born before 6 April 1953 did too, men born from 6 April 1951 did not. The calculators ask when it could matter.',
    },
  ),

  // Income (docs/rules.md Pension Credit 3).
  'pension-credit.capital.lower-limit': gbp('Savings above which tariff income counts (no upper limit)', everyYear(10000), [SPC_REGS('reg 15(6)')]),
  'pension-credit.capital.step': gbp('Savings band for tariff income', everyYear(500), [SPC_REGS('reg 15(6)')]),
  'pension-credit.capital.income-per-step': perWeek('Tariff income for each band, or part of a band', everyYear(1), [SPC_REGS('reg 15(6)')]),
  'pension-credit.earnings-disregard.single': perWeek('Earnings disregard: single person', everyYear(5), [SPC_REGS('reg 17(9) and Sch VI')]),
  'pension-credit.earnings-disregard.couple': perWeek('Earnings disregard: couple', everyYear(10), [SPC_REGS('reg 17(9) and Sch VI')]),
  'pension-credit.earnings-disregard.higher': perWeek(
    'Earnings disregard: a lone parent, a carer, or someone (or a partner) getting a disability benefit or registered blind',
    everyYear(20),
    [SPC_REGS('Sch VI paras 1, 3 and 4')],
  ),

  // Claiming (docs/rules.md Pension Credit 5).
  'pension-credit.backdating-months': count('Months a claim can be backdated', everyYear(3), [CLAIMS_AND_PAYMENTS_REGS('reg 19 (time for claiming)')]),
  'pension-credit.advance-claim-months': count('Months before reaching State Pension age from which a claim can be made', everyYear(4), [
    CLAIMS_AND_PAYMENTS_REGS('reg 4E (claim before the qualifying age)'),
  ]),
} satisfies RateSpecs;
