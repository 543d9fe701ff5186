/**
 * Pension Credit rates, weekly (docs/rules.md "Pension Credit"; the State Pension Credit Act 2002
 * and the State Pension Credit Regulations 2002, SI 2002/1792, uprated each April by the Social
 * Security Benefits Up-rating Order, which amends regs 6 and 7(2) and Sch IIA). The standard
 * minimum guarantee is one figure with the pension-age personal allowance of Housing Benefit and
 * Council Tax Support, so it lives in general.ts (`general.pension-credit.guarantee.single` and
 * `.couple`), with the figures of what Pension Credit opens.
 */
import { BY_YEAR, CLAIMS_AND_PAYMENTS_REGS, count, everyYear, gbp, GOV_UK_RATES, percent, perWeek, SPC_ACT, SPC_REGS, type RateSpecs } from './define';
import { msg } from '../message';

const SAVINGS_CREDIT_NOTE = /* @__PURE__ */ msg('rates.note.savingsCredit');
/** A weekly addition of the year's GOV.UK rates, with its provision of the regulations. */
const addition = (provision: string) => perWeek(BY_YEAR, [SPC_REGS(provision), GOV_UK_RATES]);

export const PENSION_CREDIT_RATES = {
  // The additional amounts of the appropriate minimum guarantee (docs/rules.md Pension Credit 2).
  'pension-credit.severe-disability.single': addition('reg 6(5), Sch I para 1'),
  'pension-credit.severe-disability.double': addition('reg 6(5), Sch I para 1'),
  'pension-credit.carer': addition('reg 6(8), Sch I para 4'),
  'pension-credit.child': addition('Sch IIA para 9'),
  'pension-credit.child.eldest-before-2017': addition('Sch IIA para 10'),
  'pension-credit.disabled-child.lower': addition('Sch IIA para 9'),
  'pension-credit.disabled-child.higher': addition('Sch IIA para 9'),

  // Savings credit (docs/rules.md Pension Credit 4).
  'pension-credit.savings-credit.threshold.single': perWeek(BY_YEAR, [SPC_REGS('reg 7(2)')], { note: SAVINGS_CREDIT_NOTE }),
  'pension-credit.savings-credit.threshold.couple': perWeek(BY_YEAR, [SPC_REGS('reg 7(2)')], { note: SAVINGS_CREDIT_NOTE }),
  'pension-credit.savings-credit.max.single': perWeek(BY_YEAR, [SPC_ACT('s 3(7)'), GOV_UK_RATES]),
  'pension-credit.savings-credit.max.couple': perWeek(BY_YEAR, [SPC_ACT('s 3(7)'), GOV_UK_RATES]),
  'pension-credit.savings-credit.amount-a-rate': percent(everyYear(60), [SPC_REGS('reg 7(1)(a)')]),
  'pension-credit.savings-credit.amount-b-rate': percent(everyYear(40), [SPC_REGS('reg 7(1)(c)')]),
  'pension-credit.savings-credit.born-by-year': count(everyYear(1950), [SPC_ACT('s 3(1)')]),

  // Income (docs/rules.md Pension Credit 3).
  'pension-credit.capital.lower-limit': gbp(everyYear(10000), [SPC_REGS('reg 15(6)')]),
  'pension-credit.capital.step': gbp(everyYear(500), [SPC_REGS('reg 15(6)')]),
  'pension-credit.capital.income-per-step': perWeek(everyYear(1), [SPC_REGS('reg 15(6)')]),
  'pension-credit.earnings-disregard.single': perWeek(everyYear(5), [SPC_REGS('Sch VI')]),
  'pension-credit.earnings-disregard.couple': perWeek(everyYear(10), [SPC_REGS('Sch VI')]),
  'pension-credit.earnings-disregard.higher': perWeek(everyYear(20), [SPC_REGS('Sch VI paras 1-4')]),
  'pension-credit.war-pension-disregard': perWeek(everyYear(10), [SPC_REGS('Sch IV para 1')]),

  // Claiming (docs/rules.md Pension Credit 5).
  'pension-credit.backdating-months': count(everyYear(3), [CLAIMS_AND_PAYMENTS_REGS('reg 19')]),
  'pension-credit.advance-claim-months': count(everyYear(4), [CLAIMS_AND_PAYMENTS_REGS('reg 4E')]),
} satisfies RateSpecs;
