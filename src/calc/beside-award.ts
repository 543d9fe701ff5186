/**
 * What Scotland and Northern Ireland pay beside a UK award (docs/rules.md "Scotland" and
 * "Northern Ireland"): payments that are not part of the award, not in the benefit cap and not
 * income for it, each its own line below the award, saying who pays it and whether it must be
 * claimed. A household in England or Wales gets none, and nothing here changes an award.
 *
 * - Scottish Child Payment (SSI 2020/351 regs 14, 18, 20): each child under 16 of a household paid
 *   Universal Credit or Pension Credit; claimed from Social Security Scotland. Not unearned income
 *   for Universal Credit (UC Regs reg 66) nor a welfare benefit the cap counts (reg 79(4)).
 * - Discretionary Housing Payments in Scotland (Scottish Government, DHP guidance manual, s 2.3):
 *   the council pays back the whole social-sector bedroom cut, and the benefit cap's cut up to the
 *   housing costs, on application.
 * - Welfare Supplementary Payments in Northern Ireland (Welfare Supplementary Payments (Amendment)
 *   Act (Northern Ireland) 2022; Department for Communities): the bedroom cut paid back in full,
 *   and, to a household with a child, the cap's cut until 31 March 2028, automatically.
 * - Carers in Scotland (SSI 2023/302 reg 16): the Carer's Allowance Supplement's two lump sums a
 *   year until 15 March 2026; from then the Scottish Carer Supplement each week, and the Carer
 *   Additional Person Payment for each further person cared for 20 hours a week or more.
 */
import { convertPenceThroughYear, multiplyPence, penceIfPaid, periodFactors, toPounds } from './money';
import { longDate, moneyWithPence, msg } from './message';
import type { ResolvedRates } from './rates';
import { merged, type CalculationLine } from './types';
import type { UkNation } from './nations';

/** The nations, for the engines that read where someone lives (./nations.ts). */
export { UK_NATIONS, type UkNation } from './nations';

export type BesidePaymentId =
  | 'scottish-child-payment'
  | 'dhp-bedroom'
  | 'dhp-cap'
  | 'wsp-bedroom'
  | 'wsp-cap'
  | 'carers-allowance-supplement'
  | 'scottish-carer-supplement'
  | 'carer-additional-person-payment';

/**
 * One payment beside the award. `amount` is for the calculator's period (Universal Credit a month;
 * Housing Benefit and Pension Credit a week), or one lump sum when `per` is 'payment'.
 */
export interface BesidePayment extends CalculationLine {
  id: BesidePaymentId;
  per: 'period' | 'payment';
  /** Who to ask: the council, Social Security Scotland, or nobody (paid automatically). */
  claim: 'council' | 'social-security-scotland' | 'automatic';
}

/** The last day the benefit cap's cut is paid back in Northern Ireland (the Minister for Communities, written statement of 5 December 2024). */
export const NI_CAP_MITIGATION_UNTIL = '2028-03-31';

/** The day Scotland's weekly carer additions replaced the Carer's Allowance Supplement (SSI 2023/302 reg 16 as amended). */
export const SCOTTISH_CARER_SUPPLEMENT_FROM = '2026-03-15';

/** The facts of a household and its award that the payments beside it read; money in pence for the calculator's period. */
export interface BesideFacts {
  nation: UkNation;
  /** The calculator's period: Universal Credit 'month', Housing Benefit and Pension Credit 'week'. */
  period: 'month' | 'week';
  /** Whether the award is paid (above 0): Scottish Child Payment needs a qualifying benefit in payment, and the cuts are paid back only with one. */
  isPaid: boolean;
  /** Ages of the children the household is responsible for. */
  childAges: readonly number[];
  /** The social-sector bedroom cut. */
  bedroomCutPence: number;
  /** The benefit cap's cut (Universal Credit only). */
  capCutPence: number;
  /** The housing costs in the award after the bedroom cut: the most a Discretionary Housing Payment pays back of the cap's cut. */
  housingCostsPence: number;
  /** How many of the claimant and partner get Carer's Allowance (Carer Support Payment in Scotland). */
  carers: number;
  /** Further people, beyond the first, that a carer cares for 20 hours a week or more. */
  furtherPeopleCared: number;
}

/** A weekly rate for the calculator's period: a week as it is, a month through the year (× 52 ÷ 12, UC Regs reg 73). */
function forPeriod(weeklyPence: number, period: BesideFacts['period'], amounts: ResolvedRates): number {
  return period === 'week' ? weeklyPence : convertPenceThroughYear(weeklyPence, 'week', periodFactors(amounts));
}

function payment(id: BesidePaymentId, pence: number, claim: BesidePayment['claim'], working: CalculationLine['working'], per: BesidePayment['per'] = 'period'): BesidePayment {
  return { id, name: msg(`beside.${id}`), amount: toPounds(pence), qualifying: true, rateId: null, working, per, claim };
}

/** Scottish Child Payment for each child under 16 (SSI 2020/351 reg 20), with a qualifying benefit in payment. */
function scottishChildPayment(f: BesideFacts, amounts: ResolvedRates): BesidePayment[] {
  const ageLimit = amounts['scotland.child-payment.age-limit'];
  const children = f.childAges.filter((age) => age < ageLimit).length;
  const weeklyPence = penceIfPaid(amounts, 'scotland.child-payment');
  if (!f.isPaid || children === 0 || weeklyPence === null) return [];
  const pence = forPeriod(multiplyPence(weeklyPence, children), f.period, amounts);
  const working = msg(f.period === 'month' ? 'beside.scottishChildPayment.monthly' : 'beside.scottishChildPayment.weekly', {
    count: children,
    rate: moneyWithPence(weeklyPence),
    amount: moneyWithPence(pence),
  });
  return [merged(payment('scottish-child-payment', pence, 'social-security-scotland', working), { rateId: 'scotland.child-payment' })];
}

/** The council's or the Department for Communities' payment back of the bedroom cut and the cap's cut. */
function housingMitigation(f: BesideFacts): BesidePayment[] {
  const lines: BesidePayment[] = [];
  // Paid with an award: while one is paid, the award falls by the whole cut (a capped award's cut and the cap's together are what it lost).
  if (!f.isPaid) return lines;
  if (f.nation === 'scotland') {
    if (f.bedroomCutPence > 0) lines.push(payment('dhp-bedroom', f.bedroomCutPence, 'council', msg('beside.dhpBedroom', { amount: moneyWithPence(f.bedroomCutPence) })));
    const capBack = Math.min(f.capCutPence, f.housingCostsPence);
    if (capBack > 0) lines.push(payment('dhp-cap', capBack, 'council', msg('beside.dhpCap', { cut: moneyWithPence(f.capCutPence), amount: moneyWithPence(capBack) })));
  } else if (f.nation === 'northern-ireland') {
    if (f.bedroomCutPence > 0) lines.push(payment('wsp-bedroom', f.bedroomCutPence, 'automatic', msg('beside.wspBedroom', { amount: moneyWithPence(f.bedroomCutPence) })));
    // The cap's cut is paid back to a household responsible for a child or young person (Welfare Supplementary Payment (Benefit Cap)
    // Regulations (Northern Ireland) 2016; Citizens Advice Northern Ireland, "The Benefit Cap: what support is available").
    if (f.capCutPence > 0 && f.childAges.length > 0)
      lines.push(payment('wsp-cap', f.capCutPence, 'automatic', msg('beside.wspCap', { amount: moneyWithPence(f.capCutPence), until: longDate(NI_CAP_MITIGATION_UNTIL) })));
  }
  return lines;
}

/** Scotland's extra help for carers on Carer Support Payment: the year's lump sums, or from 15 March 2026 the weekly additions. */
function carerPayments(f: BesideFacts, amounts: ResolvedRates): BesidePayment[] {
  if (f.nation !== 'scotland' || f.carers === 0) return [];
  const lines: BesidePayment[] = [];
  const each = penceIfPaid(amounts, 'scotland.carers-allowance-supplement');
  if (each !== null) {
    const yearly = multiplyPence(each, f.carers * amounts['scotland.carers-allowance-supplement.payments-a-year']);
    lines.push(
      payment(
        'carers-allowance-supplement',
        each,
        'automatic',
        msg('beside.carersAllowanceSupplement', { count: f.carers, each: moneyWithPence(each), year: moneyWithPence(yearly) }),
        'payment',
      ),
    );
  }
  const supplement = penceIfPaid(amounts, 'scotland.carer-supplement');
  if (supplement !== null) {
    const pence = forPeriod(multiplyPence(supplement, f.carers), f.period, amounts);
    const working = msg(`beside.carerSupplement.${f.period}`, {
      count: f.carers,
      rate: moneyWithPence(supplement),
      amount: moneyWithPence(pence),
      from: longDate(SCOTTISH_CARER_SUPPLEMENT_FROM),
    });
    lines.push(merged(payment('scottish-carer-supplement', pence, 'automatic', working), { rateId: 'scotland.carer-supplement' }));
  }
  const further = penceIfPaid(amounts, 'scotland.carer-additional-person-payment');
  if (further !== null && f.furtherPeopleCared > 0) {
    const pence = forPeriod(multiplyPence(further, f.furtherPeopleCared), f.period, amounts);
    const working = msg(`beside.carerAdditionalPerson.${f.period}`, { count: f.furtherPeopleCared, rate: moneyWithPence(further), amount: moneyWithPence(pence) });
    lines.push(merged(payment('carer-additional-person-payment', pence, 'social-security-scotland', working), { rateId: 'scotland.carer-additional-person-payment' }));
  }
  return lines;
}

/** Every payment beside the award for these facts, in the order a result lists them. */
export function paymentsBeside(f: BesideFacts, amounts: ResolvedRates): BesidePayment[] {
  if (f.nation !== 'scotland' && f.nation !== 'northern-ireland') return [];
  return [...(f.nation === 'scotland' ? scottishChildPayment(f, amounts) : []), ...housingMitigation(f), ...carerPayments(f, amounts)];
}
