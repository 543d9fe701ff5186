import { describe, expect, it } from 'vitest';
import { partsOfIsoDate, readDateParts } from './date-parts';

describe('a date typed in three boxes (GOV.UK date input)', () => {
  it('reads a real date into YYYY-MM-DD, with or without leading zeros', () => {
    expect(readDateParts({ day: '10', month: '9', year: '1960' })).toEqual({ kind: 'valid', iso: '1960-09-10' });
    expect(readDateParts({ day: '05', month: '04', year: '1951' })).toEqual({ kind: 'valid', iso: '1951-04-05' });
    expect(readDateParts({ day: ' 29', month: '2 ', year: '1956' })).toEqual({ kind: 'valid', iso: '1956-02-29' });
  });

  it('is empty when all three are blank', () => {
    expect(readDateParts({ day: '', month: ' ', year: '' })).toEqual({ kind: 'empty' });
  });

  it('names the boxes left blank', () => {
    expect(readDateParts({ day: '10', month: '', year: '' })).toEqual({ kind: 'invalid', problem: 'must include a month and year' });
    expect(readDateParts({ day: '', month: '9', year: '1960' })).toEqual({ kind: 'invalid', problem: 'must include a day' });
  });

  it('refuses dates that do not exist, words, and short years', () => {
    expect(readDateParts({ day: '31', month: '4', year: '1960' }).kind).toBe('invalid');
    expect(readDateParts({ day: '29', month: '2', year: '1957' }).kind).toBe('invalid');
    expect(readDateParts({ day: '1', month: '13', year: '1960' }).kind).toBe('invalid');
    expect(readDateParts({ day: '0', month: '1', year: '1960' }).kind).toBe('invalid');
    expect(readDateParts({ day: '1', month: 'May', year: '1960' })).toEqual({ kind: 'invalid', problem: 'must be a real date, in numbers, with a 4-digit year' });
    expect(readDateParts({ day: '1', month: '5', year: '60' }).kind).toBe('invalid');
  });

  it('gives back the boxes of a stored date, and empty boxes for anything else', () => {
    expect(partsOfIsoDate('1960-09-01')).toEqual({ day: '1', month: '9', year: '1960' });
    expect(partsOfIsoDate(undefined)).toEqual({ day: '', month: '', year: '' });
    expect(partsOfIsoDate('1 May 1950')).toEqual({ day: '', month: '', year: '' });
  });
});
