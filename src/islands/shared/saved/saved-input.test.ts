import { describe, expect, it } from 'vitest';
import { DEFAULT_RATES } from '~/calc/rates';
import { reader as ucReader } from '~/islands/universal-credit/saved-input';
import { reader as hbReader } from '~/islands/housing-benefit/saved-input';
import { reader as ctsReader } from '~/islands/council-tax-support/saved-input';
import { reader as pipReader } from '~/islands/pip/saved-input';
import { resetNotice } from './saved-input';

describe('saved postcodes open as Royal Mail writes them (docs/product.md §4)', () => {
  it.each([
    ['SW1A1AA', 'SW1A 1AA'],
    ['sw1a 1aa', 'SW1A 1AA'],
    ['m1', 'M1'],
  ])('Council Tax Support: %j → %j', (saved, shown) => {
    expect(ctsReader.input({ location: { postcode: saved } }, DEFAULT_RATES).input.location.postcode).toBe(shown);
  });

  it('Housing Benefit: SW1A1AA → SW1A 1AA', () => {
    expect(hbReader.input({ propertyDetails: { postcode: 'SW1A1AA' } }, DEFAULT_RATES).input.propertyDetails.postcode).toBe('SW1A 1AA');
  });
});

describe('resetNotice: the one notice of the answers a saved calculation lost', () => {
  it('says nothing when nothing was reset', () => {
    expect(resetNotice([])).toBeNull();
  });

  it('names one answer, and says to check it', () => {
    expect(resetNotice(['your age'])).toBe(
      'Part of this saved calculation could not be read, so we reset this answer to the usual starting value: your age. Check it before you calculate.',
    );
  });

  it('names several answers in the order given, each once, and says to check them', () => {
    expect(resetNotice(['your age', 'your rent', 'your age'])).toBe(
      'Part of this saved calculation could not be read, so we reset these answers to the usual starting value: your age; your rent. Check them before you calculate.',
    );
  });

  it('names six and counts the rest', () => {
    expect(resetNotice(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toContain('usual starting value: a; b; c; d; e; f and 2 more. Check them');
  });
});

/** The notice a calculator shows for `data`, as the controller builds it: from the reader's own labels. */
const noticeFor = (reader: { input: (value: unknown, rates: typeof DEFAULT_RATES) => { reset: string[] } }, data: unknown) => resetNotice(reader.input(data, DEFAULT_RATES).reset);

describe('each calculator’s reset answer, in its reader’s plain English', () => {
  const start = 'Part of this saved calculation could not be read, so we reset this answer to the usual starting value:';

  it('Universal Credit: a child’s age that is not a number', () => {
    expect(noticeFor(ucReader, { personalDetails: { age: 30, children: [{ age: 4 }, { age: 'two' }] } })).toBe(`${start} child 2’s age. Check it before you calculate.`);
  });

  it('Housing Benefit: an area we hold no rates for', () => {
    expect(noticeFor(hbReader, { personalDetails: { age: 40 }, lhaArea: { id: 'torbay', name: 'Torbay' } })).toBe(
      `${start} the Local Housing Allowance area (look your postcode up again). Check it before you calculate.`,
    );
  });

  it('Council Tax Support: a partner’s age that is not a number', () => {
    expect(noticeFor(ctsReader, { household: { hasPartner: true, partnerAge: 'old' } })).toBe(`${start} your partner’s age. Check it before you calculate.`);
  });

  it('PIP: an age that is not a number (not the key path "personal info age")', () => {
    expect(noticeFor(pipReader, { personalInfo: { age: 'forty' }, assessment: { dailyLiving: {}, mobility: {} } })).toBe(`${start} your age. Check it before you calculate.`);
  });
});
