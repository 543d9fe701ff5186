/**
 * The size criteria, the same rule in Universal Credit (UC Regs Sch 4 paras 8-12) and Housing
 * Benefit (HB Regs regs B13(5) and 13D(3)); docs/rules.md UC 4 and HB 5. Both engines count
 * bedrooms here, with the one set of rates `general.bedrooms.*`.
 */
import type { ResolvedRates } from './rates';

/**
 * Bedrooms a household is allowed: one for the claimant (and partner), one for each other adult
 * who needs their own, one for each child at or over the own-room age, one for each two younger
 * children (rounded up), and `extraRooms` (an overnight carer's room). Uncapped: the LHA category
 * stops at `general.bedrooms.max`.
 */
export function bedroomsAllowed(childAges: readonly number[], otherAdults: number, extraRooms: number, a: ResolvedRates): number {
  const ownRoomAge = a['general.bedrooms.own-room-age'];
  let numOwn = 0;
  for (const age of childAges) if (age >= ownRoomAge) numOwn += 1;
  const numYoung = childAges.length - numOwn;
  return 1 + otherAdults + numOwn + Math.ceil(numYoung / Math.max(1, a['general.bedrooms.children-per-room'])) + extraRooms;
}

/** The spare-bedroom reduction's rate for social renters of working age: one spare bedroom, or two or more. */
export function spareBedroomRateId(spare: number): 'general.bedrooms.spare.one' | 'general.bedrooms.spare.two-or-more' {
  return spare > 1 ? 'general.bedrooms.spare.two-or-more' : 'general.bedrooms.spare.one';
}
