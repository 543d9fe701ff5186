/**
 * What the two hand-offs from a Pension Credit result share (to-housing-benefit.ts,
 * to-council-tax-support.ts): the partners, sums of money to the penny, and which additions the
 * result gave. Pure.
 */
import { moneyToPence, toPounds } from '~/calc/money';
import type { PensionCreditPerson, PensionCreditResult } from '~/calc/pension-credit';
import type { PensionCreditAnswers } from './state';

/** You, and your partner when there is one. */
export function people(input: PensionCreditAnswers): PensionCreditPerson[] {
  return input.partner ? [input.claimant, input.partner] : [input.claimant];
}

/** Amounts in pounds added to the penny (0.1 + 0.2 is 0.30, not 0.30000000000000004); anything not a number counts 0. */
export function addPounds(amounts: readonly number[]): number {
  return toPounds(amounts.reduce((total, amount) => total + moneyToPence(amount), 0));
}

/** Whether the result's appropriate minimum guarantee has the addition of rate `rateId`. */
export function qualifies(result: PensionCreditResult, rateId: string): boolean {
  return result.breakdown.minimumGuarantee.some((line) => line.rateId === rateId && line.qualifying && line.amount > 0);
}
