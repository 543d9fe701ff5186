/**
 * Reading the official LHA tables (docs/product.md §7 "Import LHA rates"): a well-formed weekly
 * table, one with its columns in another order among others, a monthly Universal Credit table,
 * and broken files, each reported rather than guessed at.
 */
import { describe, expect, it } from 'vitest';
import { cleanFileName, compareLhaTable, isLhaBigChange, parseCsv, parseLhaTable, printableText, type LhaTableRead } from './lha-table';

const YEAR = { taxYear: '2025-26' } as const;

function read(text: string, options: Partial<Parameters<typeof parseLhaTable>[1]> = {}): LhaTableRead {
  const result = parseLhaTable(text, { ...YEAR, ...options });
  if (!result.ok) throw new Error(`expected a table, got: ${result.error}`);
  return result;
}

function unreadable(text: string, options: Partial<Parameters<typeof parseLhaTable>[1]> = {}): string {
  const result = parseLhaTable(text, { ...YEAR, ...options });
  if (result.ok) throw new Error('expected the file to be refused');
  return result.error;
}

describe('parseCsv', () => {
  it('reads quoted cells with commas, doubled quotes and line breaks, and CRLF lines', () => {
    expect(parseCsv('a,"b, c","say ""hi"""\r\n"two\nlines",x\r\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['two\nlines', 'x'],
    ]);
  });
});

describe('parseLhaTable', () => {
  it('reads a weekly table with a title row, "CAT A" to "CAT E" headings and £ signs', () => {
    const table = read(
      [
        'Local Housing Allowance (LHA) rates applicable from April 2024 (weekly)',
        'BRMA,CAT A,CAT B,CAT C,CAT D,CAT E',
        'Birmingham,£78.83,£173.08,£195.62,£230.14,£299.18',
        'Bradford and South Dales,"£69.04","£92.05",£113.92,£126.58,£172.60',
        'Lothian,109.32,172.60,223.23,316.44,501.70',
      ].join('\n'),
    );
    expect(table.convertedFromMonthly).toBe(false);
    expect(table.problems).toEqual([]);
    expect(table.areas.map((a) => [a.line, a.areaId, a.nation])).toEqual([
      [3, 'birmingham', 'England'],
      [4, 'bradford-and-south-dales', 'England'],
      [5, 'lothian', 'Scotland'],
    ]);
    expect(table.areas[1]!.name).toBe('Bradford & South Dales');
    expect(table.areas[2]!.weekly).toEqual({ 'shared-room': 109.32, 'one-bed': 172.6, 'two-bed': 223.23, 'three-bed': 316.44, 'four-bed': 501.7 });
  });

  it('matches columns by heading whatever their case, spacing and order, and leaves other columns alone', () => {
    const table = read(
      [
        'BRMA code, 4  BEDROOMS (weekly),Shared Accommodation Rate,Broad Rental Market Area,one bedroom,Local authority,2 Bedrooms,3 bedrooms,Notes',
        '112,"1,234.50",80.00,Cardiff,120.00,Cardiff Council,150.00,180.00,frozen',
      ].join('\r\n'),
    );
    expect(table.headings).toEqual({
      area: 'Broad Rental Market Area',
      'shared-room': 'Shared Accommodation Rate',
      'one-bed': 'one bedroom',
      'two-bed': '2 Bedrooms',
      'three-bed': '3 bedrooms',
      'four-bed': '4  BEDROOMS (weekly)',
    });
    expect(table.areas).toHaveLength(1);
    expect(table.areas[0]!.areaId).toBe('cardiff');
    expect(table.areas[0]!.weekly['four-bed']).toBe(1234.5);
  });

  it('makes a monthly Universal Credit table weekly: monthly × 12 ÷ 52, to the nearest penny', () => {
    const table = read(
      [
        'Universal Credit LHA rates 2026 to 2027',
        'BRMA,SAR monthly,1 Bed monthly,2 Bed monthly,3 Bed monthly,4 Bed monthly',
        'Birmingham,£341.58,£750.00,£847.69,£997.27,"£1,296.45"',
      ].join('\n'),
    );
    expect(table.convertedFromMonthly).toBe(true);
    // 341.58 × 12 = 4,098.96; ÷ 52 = 78.826… → £78.83
    // 750.00 × 12 = 9,000.00; ÷ 52 = 173.076… → £173.08
    // 847.69 × 12 = 10,172.28; ÷ 52 = 195.620… → £195.62
    // 997.27 × 12 = 11,967.24; ÷ 52 = 230.139… → £230.14
    // 1,296.45 × 12 = 15,557.40; ÷ 52 = 299.180… → £299.18
    expect(table.areas[0]!.weekly).toEqual({ 'shared-room': 78.83, 'one-bed': 173.08, 'two-bed': 195.62, 'three-bed': 230.14, 'four-bed': 299.18 });
  });

  it("takes the weekly columns when a table gives both, and the admin's choice only where the file does not say", () => {
    const both = read(
      [
        'Area,Shared per week,Shared per month,1 bed week,1 bed month,2 bed week,2 bed month,3 bed week,3 bed month,4 bed week,4 bed month',
        'Bath,84.50,366.17,116.22,503.62,155.34,673.14,193.32,837.72,253.15,1096.98',
      ].join('\n'),
    );
    expect(both.convertedFromMonthly).toBe(false);
    expect(both.areas[0]!.weekly['shared-room']).toBe(84.5);
    const plain = 'BRMA,Shared,1 bed,2 bed,3 bed,4 bed\nBath,433.33,500,600,700,800';
    expect(unreadable(plain)).toBe('The file does not say whether its figures are weekly or monthly. Choose which they are and preview it again.');
    // 433.33 × 12 = 5,199.96; ÷ 52 = 99.999… → £100.00
    expect(read(plain, { period: 'month' }).areas[0]!.weekly['shared-room']).toBe(100);
    expect(read(plain, { period: 'week' }).areas[0]!.weekly['shared-room']).toBe(433.33);
  });

  it('reports every row it cannot read, with its line and why: unknown area, text in a figure, a missing figure, an area twice', () => {
    const table = read(
      [
        'BRMA,CAT A (weekly),CAT B,CAT C,CAT D,CAT E',
        'Manchester,80,100,120,140,160',
        'Lothian,109.32,172.6O,223.23,316.44,501.70',
        'Bath,84.50,116.22,155.34,193.32',
        'Ashford,67.08,97.81,109.32,136.93,182.96',
        ',80,100,120,140,160',
        'ashford,67.08,97.81,109.32,136.93,-182.96',
        '',
        'Source: Valuation Office Agency',
      ].join('\n'),
    );
    expect(table.problems).toEqual([
      { line: 2, message: 'Line 2 (Manchester): "Manchester" is not the name of a broad rental market area.' },
      { line: 3, message: 'Line 3 (Lothian): "172.6O" for 1 bedroom is not an amount in pounds and pence.' },
      { line: 4, message: 'Line 4 (Bath): Has no figure for 4 bedrooms.' },
      { line: 6, message: 'Line 6: Has no area name.' },
      { line: 7, message: 'Line 7 (ashford): "-182.96" for 4 bedrooms is not an amount in pounds and pence; Ashford is already on line 5.' },
    ]);
    expect(table.areas.map((a) => a.areaId)).toEqual(['ashford']);
    expect(table.notes).toEqual([{ line: 9, text: 'Source: Valuation Office Agency' }]);
  });

  it('refuses a weekly figure outside £20 to £2,000, before or after a monthly one is made weekly, naming it', () => {
    const weekly = read(
      [
        'BRMA,CAT A (weekly),CAT B,CAT C,CAT D,CAT E',
        // 90.50 with its decimal point slipped.
        'Ashford,9050.00,97.81,109.32,136.93,182.96',
        'Bath,19.99,116.22,155.34,193.32,999999.99',
        // The bounds themselves are taken.
        'Lothian,20.00,172.60,223.23,316.44,2000.00',
      ].join('\n'),
    );
    expect(weekly.problems).toEqual([
      { line: 2, message: 'Line 2 (Ashford): £9,050.00 a week for shared accommodation is more than £2,000.00 a week, which no LHA rate is.' },
      {
        line: 3,
        message:
          'Line 3 (Bath): £19.99 a week for shared accommodation is less than £20.00 a week, which no LHA rate is; £999,999.99 a week for 4 bedrooms is more than £2,000.00 a week, which no LHA rate is.',
      },
    ]);
    expect(weekly.areas.map((a) => [a.areaId, a.weekly['shared-room'], a.weekly['four-bed']])).toEqual([['lothian', 20, 2000]]);

    const monthly = read(
      [
        'BRMA,CAT A (monthly),CAT B (monthly),CAT C (monthly),CAT D (monthly),CAT E (monthly)',
        // £1,000,000.00 a month × 12 = £12,000,000.00; ÷ 52 = £230,769.2307… → £230,769.23 a week.
        'Ashford,1000000.00,400.00,500.00,600.00,700.00',
        // £8,666.67 × 12 = £104,000.04; ÷ 52 = £2,000.0007… → £2,000.00 a week: taken.
        // £8,666.70 × 12 = £104,000.40; ÷ 52 = £2,000.0077… → £2,000.01 a week: refused.
        'Bath,400.00,500.00,600.00,8666.67,8666.70',
      ].join('\n'),
    );
    expect(monthly.problems).toEqual([
      { line: 2, message: 'Line 2 (Ashford): £1,000,000.00 a month (£230,769.23 a week) for shared accommodation is more than £2,000.00 a week, which no LHA rate is.' },
      { line: 3, message: 'Line 3 (Bath): £8,666.70 a month (£2,000.01 a week) for 4 bedrooms is more than £2,000.00 a week, which no LHA rate is.' },
    ]);
    expect(monthly.areas).toEqual([]);
  });

  it('refuses a file it cannot read at all, saying why', () => {
    expect(unreadable('')).toBe('The file is empty.');
    expect(unreadable('PK\u0003\u0004binary')).toMatch(/^The file is not a CSV table\./);
    expect(unreadable('Area,Rent\nBath,100')).toMatch(/^No heading row was found\./);
    expect(unreadable('BRMA,Shared (weekly),1 bed,2 bed\nBath,1,2,3')).toBe('The headings have no column for 3 bedrooms and 4 bedrooms.');
    expect(unreadable('Shared (weekly),1 bed,2 bed,3 bed,4 bed\n1,2,3,4,5')).toBe('The headings have no column for the area name (BRMA).');
    expect(unreadable('BRMA,Shared,Room,1 bed,2 bed,3 bed,4 bed (weekly)\nBath,1,2,3,4,5,6')).toBe('Two columns could be shared accommodation: "Shared" and "Room".');
    expect(unreadable('BRMA,Shared (weekly),1 bed,2 bed,3 bed,4 bed\n\nNotes only')).toBe('The file has its headings but no areas under them.');
  });
});

describe('compareLhaTable', () => {
  it('calls an area added when nothing is published for it, changed when any figure differs, else unchanged', () => {
    const { areas } = read(
      'BRMA (weekly),CAT A,CAT B,CAT C,CAT D,CAT E\nLothian,109.32,172.60,223.23,316.44,501.70\nBath,84.50,116.22,155.34,193.32,260.00\nCardiff,80,100,120,140,160',
    );
    const published: Record<string, number[]> = { lothian: [109.32, 172.6, 223.23, 316.44, 501.7], bath: [84.5, 116.22, 155.34, 193.32, 253.15] };
    const order = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'];
    const compared = compareLhaTable(areas, (areaId, category) => published[areaId]?.[order.indexOf(category)]);
    expect(compared.map((a) => [a.areaId, a.change])).toEqual([
      ['lothian', 'unchanged'],
      ['bath', 'changed'],
      ['cardiff', 'added'],
    ]);
    expect(compared[1]!.published['four-bed']).toBe(253.15);
    expect(compared[2]!.published['four-bed']).toBeNull();
  });
});

describe('a change of more than half', () => {
  it('is a new weekly figure over 1.5 times the published one or under half of it', () => {
    // Lothian 4 bedrooms, £501.70 (the official table): × 1.5 = £752.55, ÷ 2 = £250.85.
    expect(isLhaBigChange(501.7, 752.55)).toBe(false);
    expect(isLhaBigChange(501.7, 752.56)).toBe(true);
    expect(isLhaBigChange(501.7, 250.85)).toBe(false);
    expect(isLhaBigChange(501.7, 250.84)).toBe(true);
    expect(isLhaBigChange(null, 9000)).toBe(false);
  });

  it('is listed by category for each area compared, and never for an area added', () => {
    const { areas } = read(
      'BRMA (weekly),CAT A,CAT B,CAT C,CAT D,CAT E\nLothian,109.32,172.60,223.23,316.44,760.00\nBath,84.50,116.22,155.34,193.32,260.00\nCardiff,80,100,120,140,160',
    );
    const published: Record<string, number[]> = { lothian: [109.32, 172.6, 223.23, 316.44, 501.7], bath: [84.5, 116.22, 155.34, 193.32, 253.15] };
    const order = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'];
    const compared = compareLhaTable(areas, (areaId, category) => published[areaId]?.[order.indexOf(category)]);
    // Lothian £501.70 → £760.00 (over £752.55); Bath £253.15 → £260.00; Cardiff has nothing published.
    expect(compared.map((a) => [a.areaId, a.bigChanges])).toEqual([
      ['lothian', ['four-bed']],
      ['bath', []],
      ['cardiff', []],
    ]);
  });
});

describe("an imported file's name", () => {
  it('keeps printable text only: no control or bidirectional characters, no markup, no formula', () => {
    expect(cleanFileName('lha-rates-april-2024.csv')).toBe('lha-rates-april-2024.csv');
    expect(cleanFileName('lha\u0000rates\r\n2024.csv')).toBe('lha rates 2024.csv');
    expect(cleanFileName('report\u202Evsc.exe')).toBe('reportvsc.exe');
    expect(cleanFileName('a\u200Bb\u2066c\u2069\uFEFF.csv')).toBe('abc.csv');
    expect(cleanFileName("=cmd|' /C calc'!A0.csv")).toBe("cmd|' /C calc'!A0.csv");
    expect(cleanFileName(' +-@=SUM(1).csv')).toBe('SUM(1).csv');
    expect(cleanFileName('<img src=x onerror=alert(1)>.csv')).toBe('img src=x onerror=alert(1).csv');
    expect(cleanFileName('\u0000\u202E')).toBe('unnamed file');
    expect(cleanFileName('Cafe\u0301 rates.csv')).toBe('Café rates.csv');
  });

  it('is cut to 100 characters, never in the middle of a character', () => {
    const long = `${'ab'.repeat(60)}.csv`;
    expect(cleanFileName(long)).toBe('ab'.repeat(50));
    const emoji = '😀'.repeat(120);
    expect(Array.from(cleanFileName(emoji))).toHaveLength(100);
    expect(printableText('x'.repeat(10), 4)).toBe('xxxx');
  });
});
