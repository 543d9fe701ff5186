/**
 * The size criteria, the same rule in Universal Credit (UC Regs Sch 4 paras 8-12) and Housing
 * Benefit (HB Regs regs B13(5)-(7) and 13D(3)); docs/rules.md UC 4 and HB 5. Both engines count
 * bedrooms here, with the one set of rates `general.bedrooms.*`.
 */
import { msg, type Message } from './message';
import type { ResolvedRates } from './rates';
import { merged } from './types';

/** A child's sex as the form asks it (boy / girl). */
export type ChildSex = 'female' | 'male';

/** A child as the bedroom count reads them. */
export interface BedroomChild {
  /** 1-based, in the order entered: the working names "child 2". */
  n: number;
  age: number;
  /** Unset: not given; the child shares only as an under-10 with another under-10. */
  sex?: ChildSex;
  /** Cannot share because of a disability (DLA or CDP care at the middle or highest rate): a room alone. */
  cannotShare?: boolean;
}

/** The household as the bedroom count reads it. */
export interface BedroomHousehold {
  /** Children and young people in the claim, in the order entered; those 16 or over each have a room. */
  children: readonly BedroomChild[];
  /** Other people aged 16 or over who each need a bedroom (non-dependants, counted by the engine), not those in `adultCouples`. */
  numOtherAdults: number;
  /**
   * Couples among the other people aged 16 or over, each the two people's numbers on the form: a
   * couple shares a bedroom (HB reg B13(5)(a), 13D(3)(a); Housing Benefit only, docs/rules.md HB 5).
   */
  adultCouples?: readonly (readonly [number, number])[];
  /** A couple: the claimant's room is "you and your partner". */
  isCouple?: boolean;
  /** A couple who cannot share because of a disability: one more room (UC Sch 4 para 12(6A); HB reg B13(5)(za)-(zb)). */
  coupleCannotShare?: boolean;
  /** Rooms for non-resident overnight carers (UC Sch 4 para 12(A1), (9); HB reg B13(6)(a), (7)). */
  numOvernightCareRooms?: number;
  /** An approved foster carer or adopter, also between placements for up to 12 months: one more room. */
  isFosterCarer?: boolean;
}

/** Who has which room, for the working. */
export interface BedroomRoom {
  /** The children in the room (one or two), or none for an adult's or an extra room. */
  children: readonly BedroomChild[];
  /** A child alone because they cannot share because of a disability. */
  cannotShare?: boolean;
}

export interface BedroomCount {
  /** Bedrooms allowed, uncapped (the LHA category stops at `general.bedrooms.max`). */
  rooms: number;
  /** The children's rooms: each pair, then each child alone. */
  childRooms: readonly BedroomRoom[];
  /** One clause per line of the count, e.g. "your two sons share a bedroom" (worked out when read, so the count alone stays quick). */
  readonly lines: readonly Message[];
}

/** A child's description by sex ("girl, 12"), and the two of a sex who share ("your two daughters"). */
const SEX_WORDS: Record<ChildSex, [string, string]> = { female: ['bedrooms.girl', 'bedrooms.twoDaughters'], male: ['bedrooms.boy', 'bedrooms.twoSons'] };

/** "girl, 12", "boy, 5" or "aged 12" when the sex is not asked. */
function about(c: BedroomChild): Message {
  return msg(c.sex ? SEX_WORDS[c.sex][0] : 'bedrooms.aged', { age: c.age });
}

/** A child's room of their own. */
function ownRoom(c: BedroomChild, cannotShare = false): BedroomRoom {
  return { children: [c], cannotShare };
}

/** "child 2 (boy, 5) has a bedroom of their own", with why when it is not plain; or who share. */
function roomWords(room: BedroomRoom, numChildren: number): Message {
  const [x, y] = room.children as [BedroomChild, BedroomChild | undefined];
  if (!y) return msg(room.cannotShare ? 'bedrooms.ownRoomCannotShare' : 'bedrooms.ownRoom', { n: x.n, about: about(x) });
  // "your two sons share a bedroom" when they are the only children; else each named.
  if (numChildren === 2 && x.sex && x.sex === y.sex) return msg(SEX_WORDS[x.sex][1]);
  const [first, second] = x.n < y.n ? [x, y] : [y, x];
  return msg('bedrooms.share', { n: first.n, about: about(first), otherN: second.n, otherAbout: about(second) });
}

/** Takes the children two by two in the order given; an odd one out is returned. */
function inTwos(list: readonly BedroomChild[], pairs: BedroomChild[][]): BedroomChild | undefined {
  for (let i = 0; i + 1 < list.length; i += 2) pairs.push([list[i] as BedroomChild, list[i + 1] as BedroomChild]);
  return list.length % 2 === 1 ? list[list.length - 1] : undefined;
}

/**
 * The children's rooms (UC Sch 4 para 10(1)(d)-(f); HB reg B13(5)(c)-(e)): children under 16 share
 * in twos, two of the same sex whatever their ages or two under 10 whatever their sex, paired so the
 * fewest rooms are used: children 10 to 15 of the same sex first, a leftover 10-to-15 with an
 * under-10 of the same sex, then the under-10s in twos (eldest first throughout). Each child left
 * over, each child 16 or over and each child who cannot share because of a disability has a room.
 */
function childRooms(children: readonly BedroomChild[], amounts: ResolvedRates): BedroomRoom[] {
  const shareAnyAge = amounts['general.bedrooms.own-room-age'];
  const adultAge = amounts['general.bedrooms.adult-age'];
  // Eldest first, once; a stable sort keeps twins in the order entered.
  const sorted = children.length > 1 ? [...children].sort((x, y) => y.age - x.age || x.n - y.n) : children;
  const pairs: BedroomChild[][] = [];
  const alone: BedroomRoom[] = [];
  const girls: BedroomChild[] = [];
  const boys: BedroomChild[] = [];
  const younger: BedroomChild[] = [];
  for (const c of sorted) {
    if (c.age >= adultAge) alone.push(ownRoom(c));
    else if (c.cannotShare) alone.push(ownRoom(c, true));
    else if (c.age < shareAnyAge) younger.push(c);
    else if (c.sex === 'female') girls.push(c);
    else if (c.sex === 'male') boys.push(c);
    else alone.push(ownRoom(c));
  }
  // A leftover 10-to-15 shares with the eldest under-10 of the same sex, if there is one.
  const withYounger = (leftover: BedroomChild | undefined) => {
    if (!leftover) return;
    const k = younger.findIndex((y) => y.sex === leftover.sex);
    if (k < 0) alone.push(ownRoom(leftover));
    else pairs.push([leftover, younger.splice(k, 1)[0] as BedroomChild]);
  };
  withYounger(inTwos(girls, pairs));
  withYounger(inTwos(boys, pairs));
  const lastYoung = inTwos(younger, pairs);
  if (lastYoung) alone.push(ownRoom(lastYoung));
  if (alone.length > 1) alone.sort((x, y) => (x.children[0]?.n ?? 0) - (y.children[0]?.n ?? 0));
  return pairs.length === 0 ? alone : [...pairs.map((pair) => ({ children: pair })), ...alone];
}

/**
 * A count whose working is written only when read. The getter sits on the class, not on an object
 * literal: Node 20's V8 builds a literal with its own getter by a slow path costing about a
 * microsecond, and the engines count the bedrooms on every keystroke (scripts/engine-speed.mjs).
 */
class Count implements BedroomCount {
  constructor(
    readonly rooms: number,
    readonly childRooms: readonly BedroomRoom[],
    private readonly write: () => Message[],
  ) {}

  get lines(): readonly Message[] {
    return this.write();
  }
}

/**
 * Bedrooms a household is allowed and who shares with whom: one for the claimant or couple, one
 * for each other person 16 or over (one for each couple of them in Housing Benefit), the children's rooms, and one more each for a couple who
 * cannot share, each overnight carer's room and a foster carer or adopter (docs/rules.md UC 4, HB 5).
 */
export function bedroomCount(h: BedroomHousehold, amounts: ResolvedRates): BedroomCount {
  const numOtherAdults = Math.max(0, Math.floor(h.numOtherAdults) || 0);
  const couples = h.adultCouples ?? [];
  const kids = childRooms(h.children, amounts);
  const isCoupleApart = h.isCouple === true && h.coupleCannotShare === true;
  const numCare = Math.max(0, Math.floor(h.numOvernightCareRooms ?? 0) || 0);
  const rooms = 1 + numOtherAdults + couples.length + kids.length + Number(isCoupleApart) + numCare + Number(h.isFosterCarer === true);
  return new Count(rooms, kids, () => {
    const lines: Message[] = [msg(h.isCouple ? 'bedrooms.couple' : 'bedrooms.you')];
    if (numOtherAdults > 0) lines.push(msg('bedrooms.otherAdults', { count: numOtherAdults, age: amounts['general.bedrooms.adult-age'] }));
    for (const [n, otherN] of couples) lines.push(msg('bedrooms.adultCouple', { n, otherN }));
    lines.push(...kids.map((room) => roomWords(room, h.children.length)));
    if (isCoupleApart) lines.push(msg('bedrooms.coupleCannotShare'));
    if (numCare > 0) lines.push(msg('bedrooms.overnightCare', { count: numCare }));
    if (h.isFosterCarer) lines.push(msg('bedrooms.fosterCarer'));
    return lines;
  });
}

/**
 * Bedrooms a household is allowed, uncapped: `bedroomCount` for children given by age (sex not
 * known) or in full, `numOtherAdults` other people 16 or over, and `extraRooms` more.
 */
export function bedroomsAllowed(children: readonly (number | Omit<BedroomChild, 'n'>)[], numOtherAdults: number, extraRooms: number, amounts: ResolvedRates): number {
  const list = children.map((c, i) => (typeof c === 'number' ? { n: i + 1, age: c } : merged(c, { n: i + 1 })));
  return bedroomCount({ children: list, numOtherAdults, numOvernightCareRooms: extraRooms }, amounts).rooms;
}

/**
 * Which children's sex can change the count, so the forms ask it (docs/rules.md UC 4, HB 5): only
 * children under 16 who can share count. A child of 10 to 15 when there is another of 10 to 15, or
 * the one of 10 to 15 when the under-10s are odd in number; an under-10 when there is a child of 10
 * to 15 and either the under-10s are odd in number or there are two or more of 10 to 15.
 */
export function isSexAsked(children: readonly { age: number; cannotShare?: boolean }[], amounts: ResolvedRates): boolean[] {
  const canShare = (c: { age: number; cannotShare?: boolean }) => c.age < amounts['general.bedrooms.adult-age'] && !c.cannotShare;
  const isOlder = (c: { age: number }) => c.age >= amounts['general.bedrooms.own-room-age'];
  const numOlder = children.filter((c) => canShare(c) && isOlder(c)).length;
  const isYoungOdd = children.filter((c) => canShare(c) && !isOlder(c)).length % 2 === 1;
  return children.map((c) => canShare(c) && (isOlder(c) ? numOlder > 1 || isYoungOdd : numOlder > 1 || (numOlder === 1 && isYoungOdd)));
}

/** Whether a child who cannot share could be asked: under 16 with another child under 16 (else they have a room anyway). */
export function isCannotShareAsked(children: readonly { age: number }[], index: number, amounts: ResolvedRates): boolean {
  const isUnder = (c: { age: number } | undefined) => c !== undefined && c.age < amounts['general.bedrooms.adult-age'];
  return isUnder(children[index]) && children.some((c, i) => i !== index && isUnder(c));
}

/** The spare-bedroom reduction's rate for social renters of working age: one spare bedroom, or two or more. */
export function spareBedroomRateId(spare: number): 'general.bedrooms.spare.one' | 'general.bedrooms.spare.two-or-more' {
  return spare > 1 ? 'general.bedrooms.spare.two-or-more' : 'general.bedrooms.spare.one';
}
