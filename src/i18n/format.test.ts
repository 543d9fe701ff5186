import { describe, expect, it } from 'vitest';
import { compareText, formatNumber, formatShortDate, formatUkTime, isoDate } from './format';
import { formatList, formatLongDate, formatMonthYear } from './format-dates';

describe('format', () => {
  it('writes numbers and dates as British English does', () => {
    expect(formatNumber(54035)).toBe('54,035');
    expect(formatLongDate('2025-04-07')).toBe('7 April 2025');
    expect(formatLongDate(new Date('2026-11-30T23:30:00Z'))).toBe('30 November 2026');
    expect(formatMonthYear(new Date('2025-04-01'))).toBe('April 2025');
    expect(isoDate('2025-04-07')).toBe('2025-04-07');
  });

  it('writes numbers and dates in Welsh on a Welsh page', () => {
    expect(formatLongDate('2025-04-07', 'cy')).toBe('7 Ebrill 2025');
    expect(formatMonthYear(new Date('2025-04-01'), 'cy')).toBe('Ebrill 2025');
    expect(formatNumber(54035, undefined, 'cy')).toBe('54,035');
    // The same in every browser, whatever Welsh data its Intl has: the last item joined by 'a', or 'ac' before a vowel.
    expect(formatLongDate('2026-12-25', 'cy')).toBe('25 Rhagfyr 2026');
    expect(formatList(['rhent', 'incwm', 'budd-daliadau'], 'and', 'cy')).toBe('rhent, incwm a budd-daliadau');
    expect(formatList(['rhent', 'enillion'], 'and', 'cy')).toBe('rhent ac enillion');
    expect(formatList(['rhent', 'cynilion'], 'commas', 'cy')).toBe('rhent, cynilion');
    expect(formatList(['rhent'], 'and', 'cy')).toBe('rhent');
  });

  it('writes a saved calculation’s date as day/month/year, whatever Welsh data the browser’s Intl has', () => {
    // Local midday, so the visitor's own calendar day is the 3rd of February in any time zone of the test machine.
    expect(formatShortDate(new Date(2026, 1, 3, 12))).toBe('03/02/2026');
    expect(formatShortDate('not a date')).toBe('');
  });

  it('gives nothing for a date that cannot be read', () => {
    expect(formatLongDate('not a date')).toBe('');
  });

  it('writes admin times in UK time, summer time included', () => {
    // 13:05 UTC on 7 July is 14:05 British Summer Time.
    expect(formatUkTime('2025-07-07T13:05:00Z', 'time')).toBe('14:05');
    expect(formatUkTime('2025-07-07T13:05:00Z', 'medium')).toBe('7 Jul 2025, 14:05');
  });

  it('sorts without regard to capitals', () => {
    expect(['bedroom tax', 'Attendance Allowance', 'capital'].sort(compareText)).toEqual(['Attendance Allowance', 'bedroom tax', 'capital']);
  });
});
