/**
 * The bedroom count by who can share (docs/rules.md UC 4 and HB 5; UC Regs Sch 4 paras 10-12, HB
 * Regs regs B13(5)-(7) and 13D(3)). Each expected count is worked by hand beside the case.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { msg } from './message';
import { bedroomCount, bedroomsAllowed, isCannotShareAsked, isSexAsked, type BedroomChild, type BedroomHousehold, type ChildSex } from './bedrooms';
import { resolveRates, ratesFor } from './rates';
import { typedBedrooms } from './bedrooms-typed';

const a = resolveRates(ratesFor('2026-27'));

function kids(...list: [number, ChildSex?, boolean?][]): BedroomChild[] {
  return list.map(([age, sex, cannotShare], i) => ({ n: i + 1, age, ...(sex ? { sex } : {}), ...(cannotShare ? { cannotShare } : {}) }));
}

function count(h: Partial<BedroomHousehold> & { children: BedroomChild[] }) {
  return bedroomCount({ numOtherAdults: 0, ...h }, a);
}

describe('bedroomCount: children share by sex and age', () => {
  it('two boys of 12 and 14 share: 1 for the claimant + 1 for the pair = 2', () => {
    const r = count({ children: kids([12, 'male'], [14, 'male']) });
    expect(r.rooms).toBe(2);
    expect(r.lines).toContainEqual(msg('bedrooms.twoSons'));
  });

  it('a boy of 12 and a girl of 14 each have a room: 1 + 1 + 1 = 3', () => {
    const r = count({ children: kids([12, 'male'], [14, 'female']) });
    expect(r.rooms).toBe(3);
    expect(r.childRooms.every((room) => room.children.length === 1)).toBe(true);
  });

  it('a girl of 12 shares with her sister of 7; their brother of 5 has a room: 1 + 1 + 1 = 3', () => {
    const r = count({ children: kids([12, 'female'], [5, 'male'], [7, 'female']) });
    expect(r.rooms).toBe(3);
    expect(r.lines).toContainEqual(msg('bedrooms.share', { n: 1, about: msg('bedrooms.girl', { age: 12 }), otherN: 3, otherAbout: msg('bedrooms.girl', { age: 7 }) }));
    expect(r.lines).toContainEqual(msg('bedrooms.ownRoom', { n: 2, about: msg('bedrooms.boy', { age: 5 }) }));
  });

  it('two daughters under 10 and two sons under 10: 1 + 2 pairs = 3 (old rule: 1 + 4 ÷ 2 = 3)', () => {
    expect(count({ children: kids([3, 'female'], [5, 'male'], [7, 'female'], [9, 'male']) }).rooms).toBe(3);
  });

  it('a boy and a girl under 10 share whatever their sex: 1 + 1 = 2', () => {
    expect(count({ children: kids([8, 'male'], [6, 'female']) }).rooms).toBe(2);
  });

  it('a child of 10 or over whose sex is not given has a room, as before: 12 and 14 unknown = 1 + 2 = 3', () => {
    const r = count({ children: kids([12], [14]) });
    expect(r.rooms).toBe(3);
    expect(r.lines).toEqual([
      msg('bedrooms.you'),
      msg('bedrooms.ownRoom', { n: 1, about: msg('bedrooms.aged', { age: 12 }) }),
      msg('bedrooms.ownRoom', { n: 2, about: msg('bedrooms.aged', { age: 14 }) }),
    ]);
  });

  it('a girl of 11 and a boy of 13, with a girl of 4 and a boy of 2: each older child with a same-sex younger one, 1 + 2 = 3', () => {
    const r = count({ children: kids([11, 'female'], [13, 'male'], [4, 'female'], [2, 'male']) });
    expect(r.rooms).toBe(3);
    expect(r.lines).toContainEqual(msg('bedrooms.share', { n: 1, about: msg('bedrooms.girl', { age: 11 }), otherN: 3, otherAbout: msg('bedrooms.girl', { age: 4 }) }));
    expect(r.lines).toContainEqual(msg('bedrooms.share', { n: 2, about: msg('bedrooms.boy', { age: 13 }), otherN: 4, otherAbout: msg('bedrooms.boy', { age: 2 }) }));
  });

  it('a young person of 17 in the claim has a room of their own: 1 + 1 + (8 and 6 share) 1 = 3', () => {
    expect(count({ children: kids([17, 'male'], [8, 'male'], [6, 'female']) }).rooms).toBe(3);
  });

  it('a child who cannot share because of a disability is left out of the pairing: two sons 12 and 14, the elder cannot share, 1 + 1 + 1 = 3', () => {
    const r = count({ children: kids([12, 'male'], [14, 'male', true]) });
    expect(r.rooms).toBe(3);
    expect(r.lines).toContainEqual(msg('bedrooms.ownRoomCannotShare', { n: 2, about: msg('bedrooms.boy', { age: 14 }) }));
  });
});

describe('bedroomCount: the extra rooms', () => {
  it('a couple who cannot share because of a disability: 1 + 1 = 2; a single person ticking it gets nothing more', () => {
    expect(count({ children: [], isCouple: true, coupleCannotShare: true }).rooms).toBe(2);
    expect(count({ children: [], isCouple: false, coupleCannotShare: true }).rooms).toBe(1);
  });

  it('overnight care adds the rooms given: 1 + 2 = 3', () => {
    const r = count({ children: [], numOvernightCareRooms: 2 });
    expect(r.rooms).toBe(3);
    expect(r.lines).toContainEqual(msg('bedrooms.overnightCare', { count: 2 }));
  });

  it('a foster carer or adopter has one more room: 1 + (two sons) 1 + 1 = 3', () => {
    expect(count({ children: kids([12, 'male'], [14, 'male']), isFosterCarer: true }).rooms).toBe(3);
  });

  it('other adults 16 or over each have a room: 1 + 2 = 3', () => {
    expect(count({ children: [], numOtherAdults: 2 }).rooms).toBe(3);
  });
});

describe('bedroomsAllowed (ages only, as before)', () => {
  it('ages 12 and 14 with no sex given: 1 + 2 = 3; ages 3 and 5: 1 + 1 = 2; 2 adults and a carer room: 1 + 2 + 1 = 4', () => {
    expect(bedroomsAllowed([12, 14], 0, 0, a)).toBe(3);
    expect(bedroomsAllowed([3, 5], 0, 0, a)).toBe(2);
    expect(bedroomsAllowed([], 2, 1, a)).toBe(4);
  });

  it('takes children with their sex: two boys 12 and 14, 1 + 1 = 2', () => {
    expect(
      bedroomsAllowed(
        [
          { age: 12, sex: 'male' },
          { age: 14, sex: 'male' },
        ],
        0,
        0,
        a,
      ),
    ).toBe(2);
  });
});

describe('isSexAsked: only when a child’s sex can change the count', () => {
  const ages = (...list: number[]) => list.map((age) => ({ age }));
  it('asks two children of 10 to 15, and one of 10 to 15 with one under 10', () => {
    expect(isSexAsked(ages(12, 14), a)).toEqual([true, true]);
    expect(isSexAsked(ages(12, 5), a)).toEqual([true, true]);
  });
  it('does not ask under-10s alone, one child, a child of 16 or a child who cannot share', () => {
    expect(isSexAsked(ages(3, 5, 7), a)).toEqual([false, false, false]);
    expect(isSexAsked(ages(12), a)).toEqual([false]);
    expect(isSexAsked(ages(12, 16), a)).toEqual([false, false]);
    expect(isSexAsked([{ age: 12 }, { age: 14, cannotShare: true }], a)).toEqual([false, false]);
  });
  it('12 with two under-10s: 3 rooms whatever their sex (12 alone and the two share, or 12 with one and the other alone), so not asked', () => {
    expect(isSexAsked(ages(12, 5, 3), a)).toEqual([false, false, false]);
  });
  it('never leaves out a child whose sex changes the count (every sex of every child of up to 5, ages 0 to 16)', () => {
    const sexes = [undefined, 'female', 'male'] as const;
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 16 }), { minLength: 1, maxLength: 5 }), fc.array(fc.constantFrom(...sexes), { minLength: 5, maxLength: 5 }), (list, given) => {
        const asked = isSexAsked(ages(...list), a);
        list.forEach((_, i) => {
          const rooms = sexes.map(
            (sex) => count({ children: list.map((age, j) => ({ n: j + 1, age, ...((j === i ? sex : given[j]) ? { sex: j === i ? sex : given[j] } : {}) })) }).rooms,
          );
          if (new Set(rooms).size > 1) expect(asked[i]).toBe(true);
        });
      }),
    );
  });
  it('asks whether a child cannot share only when they are under 16 with another child under 16', () => {
    expect(isCannotShareAsked(ages(12), 0, a)).toBe(false);
    expect(isCannotShareAsked(ages(12, 3), 0, a)).toBe(true);
    expect(isCannotShareAsked(ages(17, 3), 0, a)).toBe(false);
  });
});

describe('bedroomCount: properties', () => {
  const child = fc.record({ age: fc.integer({ min: 0, max: 19 }), sex: fc.constantFrom<ChildSex | undefined>('female', 'male', undefined) });

  /** The rule before children's sex was asked: a room for each child 10 or over, the under-10s in twos. */
  function oldRule(ages: number[]): number {
    const numOwn = ages.filter((age) => age >= 10).length;
    return 1 + numOwn + Math.ceil((ages.length - numOwn) / 2);
  }

  it('never more rooms than the old rule, never fewer than one per two children, every child in exactly one room', () => {
    fc.assert(
      fc.property(fc.array(child, { maxLength: 9 }), (list) => {
        const children = list.map((c, i) => ({ n: i + 1, age: c.age, ...(c.sex ? { sex: c.sex } : {}) }));
        const r = count({ children });
        expect(r.rooms).toBeLessThanOrEqual(oldRule(list.map((c) => c.age)));
        expect(r.rooms).toBeGreaterThanOrEqual(1 + Math.ceil(list.length / 2));
        const seen = r.childRooms.flatMap((room) => room.children.map((c) => c.n)).sort((x, y) => x - y);
        expect(seen).toEqual(children.map((c) => c.n));
        for (const room of r.childRooms) {
          if (room.children.length !== 2) continue;
          const [x, y] = room.children as [BedroomChild, BedroomChild];
          // Two who share: both under 16, and the same sex or both under 10.
          expect(Math.max(x.age, y.age)).toBeLessThan(16);
          expect((x.sex !== undefined && x.sex === y.sex) || Math.max(x.age, y.age) < 10).toBe(true);
        }
      }),
    );
  });

  it('the fewest rooms: no pairing of the children uses fewer (checked by trying every pairing of up to 7 children)', () => {
    const canShare = (x: BedroomChild, y: BedroomChild) => x.age < 16 && y.age < 16 && ((x.sex !== undefined && x.sex === y.sex) || (x.age < 10 && y.age < 10));
    const fewest = (list: BedroomChild[]): number => {
      const [first, ...rest] = list;
      if (!first) return 0;
      let best = 1 + fewest(rest);
      rest.forEach((other, i) => {
        if (canShare(first, other)) best = Math.min(best, 1 + fewest(rest.filter((_, j) => j !== i)));
      });
      return best;
    };
    fc.assert(
      fc.property(fc.array(child, { maxLength: 7 }), (list) => {
        const children = list.map((c, i) => ({ n: i + 1, age: c.age, ...(c.sex ? { sex: c.sex } : {}) }));
        expect(count({ children }).rooms).toBe(1 + fewest(children));
      }),
    );
  });
});

describe('typedBedrooms: the number a visitor typed as allowed (docs/rules.md UC 4, HB 5)', () => {
  it('keeps a whole number from 1 to 10', () => {
    expect([1, 2, 10].map(typedBedrooms)).toEqual([1, 2, 10]);
  });
  it('drops anything else: the count is used', () => {
    expect([undefined, null, 0, 11, 2.5, -1, '2', Number.NaN].map(typedBedrooms)).toEqual([null, null, null, null, null, null, null, null]);
  });
});
