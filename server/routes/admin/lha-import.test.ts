/**
 * Import LHA rates (docs/product.md §7 "Import LHA rates"): a preview changes nothing; a save
 * writes the rows, their source and the log line in one go and publishes them; a bad file writes
 * nothing; only admins may do either.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createUser, jsonInit, makeTestApp, signIn } from '../../test-helpers.ts';
import { seedDatabase } from '../../db/seed.ts';

let w: ReturnType<typeof makeTestApp>;
let cookie: string;
const PASSWORD = 'correct horse battery staple';

beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD);
  cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
});
afterEach(() => w.cleanup());

const send = (path: string, body: unknown, c = cookie) => w.app.request(path, jsonInit('POST', body, { Cookie: c }));
const PREVIEW = '/api/admin/rates/lha-import/preview';
const SAVE = '/api/admin/rates/lha-import';

/** Lothian as built in for 2025/26 but £501.70 → £520.00 for 4 bedrooms, and Cardiff, not built in. */
const TABLE = [
  'Local Housing Allowance rates (weekly)',
  'BRMA,CAT A,CAT B,CAT C,CAT D,CAT E',
  'Lothian,109.32,172.60,223.23,316.44,520.00',
  'Cardiff,90.00,120.00,150.00,180.00,"1,200.00"',
].join('\n');
const body = (text = TABLE, extra: Record<string, unknown> = {}) => ({ taxYear: '2025-26', fileName: 'lha-rates.csv', fileDate: '2024-01-23', text, ...extra });

const benefitRates = () => w.db.prepare('SELECT id, tax_year, amount, built_in_amount, updated_at, source FROM benefit_rates ORDER BY id, tax_year').all();
const row = (id: string, year = '2025-26') =>
  w.db.prepare('SELECT amount, built_in_amount, updated_at, source, rate_name, region, benefit_type FROM benefit_rates WHERE id = ? AND tax_year = ?').get(id, year) as
    Record<string, unknown> | undefined;
const published = async () => (await (await w.app.request('/api/rates')).json()).rates as Array<Record<string, unknown>>;

describe('POST /api/admin/rates/lha-import/preview', () => {
  test('lists each area as added, changed or unchanged against what is published, and changes nothing', async () => {
    const before = benefitRates();
    const res = await send(PREVIEW, body(TABLE + '\nLeeds,80,100,120,140,160\nBirmingham,80,100,120,140,160'));
    expect(res.status).toBe(200);
    const preview = await res.json();
    expect(preview.source).toBe('lha-rates.csv, 23 January 2024');
    expect(preview.counts).toEqual({ added: 3, changed: 1, unchanged: 0 });
    const lothian = preview.areas.find((a: { areaId: string }) => a.areaId === 'lothian');
    expect(lothian.change).toBe('changed');
    expect(lothian.published['four-bed']).toBe(501.7);
    expect(lothian.weekly['four-bed']).toBe(520);
    expect(preview.problems).toEqual([]);
    expect(benefitRates()).toEqual(before);
  });

  test('says plainly why a file cannot be read, and changes nothing', async () => {
    const before = benefitRates();
    const res = await send(PREVIEW, body('BRMA,CAT A,CAT B\nLothian,1,2'));
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe('The headings have no column for 2 bedrooms, 3 bedrooms and 4 bedrooms.');
    expect(benefitRates()).toEqual(before);
  });
});

describe('POST /api/admin/rates/lha-import', () => {
  test("saves the year's rows with the file as their source, logs who saved them, and publishes them at once", async () => {
    const before = await published();
    expect(before.some((r) => r.id === 'housing-benefit.lha.cardiff.one-bed')).toBe(false);
    const res = await send(SAVE, body());
    expect(res.status).toBe(200);
    expect((await res.json()).saved).toBe(2);

    // Lothian (built in): the admin's amount is kept over the release's, with its source.
    expect(row('housing-benefit.lha.lothian.four-bed')).toMatchObject({
      amount: 520,
      built_in_amount: 501.7,
      updated_at: '2025-06-02T10:00:00.000Z',
      source: 'lha-rates.csv, 23 January 2024',
    });
    expect(row('housing-benefit.lha.lothian.one-bed')).toMatchObject({ amount: 172.6, source: 'lha-rates.csv, 23 January 2024' });
    // Cardiff (not built in): new rows, named and placed like the built-in ones.
    expect(row('housing-benefit.lha.cardiff.four-bed')).toEqual({
      amount: 1200,
      built_in_amount: null,
      updated_at: '2025-06-02T10:00:00.000Z',
      source: 'lha-rates.csv, 23 January 2024',
      rate_name: 'LHA Cardiff: 4 bedrooms',
      region: 'Wales',
      benefit_type: 'Housing Benefit',
    });
    // Only the chosen year.
    expect(row('housing-benefit.lha.cardiff.four-bed', '2026-27')).toBeUndefined();
    expect(row('housing-benefit.lha.lothian.four-bed', '2026-27')).toMatchObject({ amount: 501.7, source: null });

    expect(w.logger.lines.filter((l) => l.includes('LHA rates imported'))).toHaveLength(1);
    expect(w.logger.lines.find((l) => l.includes('LHA rates imported'))).toMatch(/taxYear="2025-26" source="lha-rates.csv, 23 January 2024" added=1 changed=1 unchanged=0 by="/);

    const after = await published();
    const cardiff = after.filter((r) => typeof r.id === 'string' && r.id.startsWith('housing-benefit.lha.cardiff.'));
    expect(cardiff.map((r) => [r.id, r.tax_year, r.amount, r.source])).toEqual([
      ['housing-benefit.lha.cardiff.four-bed', '2025-26', 1200, 'lha-rates.csv, 23 January 2024'],
      ['housing-benefit.lha.cardiff.one-bed', '2025-26', 120, 'lha-rates.csv, 23 January 2024'],
      ['housing-benefit.lha.cardiff.shared-room', '2025-26', 90, 'lha-rates.csv, 23 January 2024'],
      ['housing-benefit.lha.cardiff.three-bed', '2025-26', 180, 'lha-rates.csv, 23 January 2024'],
      ['housing-benefit.lha.cardiff.two-bed', '2025-26', 150, 'lha-rates.csv, 23 January 2024'],
    ]);
    expect(after.find((r) => r.id === 'housing-benefit.lha.lothian.four-bed' && r.tax_year === '2025-26')).toMatchObject({ amount: 520, source: 'lha-rates.csv, 23 January 2024' });
    // Rows without an import carry no source.
    expect(after.find((r) => r.id === 'pip.daily-living.standard')).not.toHaveProperty('source');

    // The same file again: every area unchanged, nothing more written.
    const again = await (await send(PREVIEW, body())).json();
    expect(again.counts).toEqual({ added: 0, changed: 0, unchanged: 2 });
  });

  test('the next start keeps the imported rows and publishes them; an edit of one amount drops its source', async () => {
    await send(SAVE, body());
    seedDatabase(w.db, undefined, { logger: w.logger });
    expect(row('housing-benefit.lha.cardiff.two-bed')).toMatchObject({ amount: 150, source: 'lha-rates.csv, 23 January 2024' });
    expect(row('housing-benefit.lha.lothian.four-bed')).toMatchObject({ amount: 520, source: 'lha-rates.csv, 23 January 2024' });
    expect(w.logger.lines.some((l) => l.includes('not published'))).toBe(false);

    const edit = await w.app.request('/api/admin/rates/2025-26/housing-benefit.lha.lothian.four-bed', jsonInit('PATCH', { amount: '510.00' }, { Cookie: cookie }));
    expect(edit.status).toBe(200);
    expect(row('housing-benefit.lha.lothian.four-bed')).toMatchObject({ amount: 510, source: null });
  });

  test('saves nothing while any line cannot be read, and says which and why', async () => {
    const before = benefitRates();
    const res = await send(SAVE, body(TABLE + '\nManchester,80,100,120,140,160\nBath,80,100,three,140,160'));
    expect(res.status).toBe(422);
    const answer = await res.json();
    expect(answer.error).toBe('Nothing was saved: 2 lines of the file cannot be read. Correct the file and try again.');
    expect(answer.preview.problems).toEqual([
      { line: 5, message: 'Line 5 (Manchester): "Manchester" is not the name of a broad rental market area.' },
      { line: 6, message: 'Line 6 (Bath): "three" for 2 bedrooms is not an amount in pounds and pence.' },
    ]);
    expect(benefitRates()).toEqual(before);
    expect(w.logger.lines.some((l) => l.includes('LHA rates imported'))).toBe(false);
  });

  test('refuses a figure outside what an LHA rate can be (£20 to £2,000 a week), listing each line and why, and saves nothing', async () => {
    const before = benefitRates();
    const text = [
      'BRMA,CAT A (weekly),CAT B,CAT C,CAT D,CAT E',
      // Ashford's shared rate 90.50 with its decimal point slipped.
      'Ashford,9050.00,97.81,109.32,136.93,182.96',
      'Bath,84.50,116.22,155.34,193.32,999999.99',
      'Lothian,109.32,172.60,223.23,316.44,501.70',
    ].join('\n');
    const preview = await send(PREVIEW, body(text));
    expect(preview.status).toBe(200);
    expect((await preview.json()).problems).toEqual([
      { line: 2, message: 'Line 2 (Ashford): £9,050.00 a week for shared accommodation is more than £2,000.00 a week, which no LHA rate is.' },
      { line: 3, message: 'Line 3 (Bath): £999,999.99 a week for 4 bedrooms is more than £2,000.00 a week, which no LHA rate is.' },
    ]);
    const res = await send(SAVE, body(text));
    expect(res.status).toBe(422);
    expect((await res.json()).error).toBe('Nothing was saved: 2 lines of the file cannot be read. Correct the file and try again.');
    // A monthly £1,000,000.00: × 12 ÷ 52 = £230,769.23 a week.
    const monthly = await send(SAVE, body('BRMA,CAT A,CAT B,CAT C,CAT D,CAT E\nAshford,1000000.00,400.00,500.00,600.00,700.00', { period: 'month' }));
    expect(monthly.status).toBe(422);
    expect((await monthly.json()).preview.problems[0].message).toBe(
      'Line 2 (Ashford): £1,000,000.00 a month (£230,769.23 a week) for shared accommodation is more than £2,000.00 a week, which no LHA rate is.',
    );
    expect(benefitRates()).toEqual(before);
    expect((await published()).some((r) => r.id === 'housing-benefit.lha.ashford.shared-room' && r.amount === 9050)).toBe(false);
  });

  test('an area whose figures change by more than half is saved only once the admin confirms it; the API refuses the save without, saying why', async () => {
    const before = benefitRates();
    // Lothian 2025/26 4 bedrooms £501.70 (the official table) → £760.00: over £501.70 × 1.5 = £752.55.
    // Cardiff is added (nothing published), so it needs no confirmation.
    const text = 'BRMA,CAT A,CAT B,CAT C,CAT D,CAT E (weekly)\nLothian,109.32,172.60,223.23,316.44,760.00\nCardiff,90.00,120.00,150.00,180.00,200.00';
    const preview = await (await send(PREVIEW, body(text))).json();
    expect(preview.areas.map((a: { areaId: string; bigChanges: string[] }) => [a.areaId, a.bigChanges])).toEqual([
      ['lothian', ['four-bed']],
      ['cardiff', []],
    ]);

    const refused = await send(SAVE, body(text));
    expect(refused.status).toBe(422);
    const answer = await refused.json();
    expect(answer.error).toBe("Nothing was saved: Lothian's rates change by more than half. Check the figures, confirm each area and save again.");
    expect(answer.preview.areas[0].bigChanges).toEqual(['four-bed']);
    // Confirming another area does not confirm this one.
    expect((await send(SAVE, body(text, { confirmedAreas: ['cardiff'] }))).status).toBe(422);
    expect(benefitRates()).toEqual(before);

    const saved = await send(SAVE, body(text, { confirmedAreas: ['lothian'] }));
    expect(saved.status).toBe(200);
    expect(row('housing-benefit.lha.lothian.four-bed')).toMatchObject({ amount: 760 });
    // £760.00 → £752.55 changes by under half of £760.00 (£380.00): no confirmation asked.
    const down = await send(SAVE, body(text.replace('760.00', '752.55')));
    expect(down.status).toBe(200);
    // Two areas at once are named together: Lothian £752.55 → £300.00 (under half, £376.275); Cardiff £200.00 → £450.00 (over £300.00).
    const two = await send(SAVE, body(text.replace('752.55', '300.00').replace('760.00', '300.00').replace('180.00,200.00', '180.00,450.00')));
    expect(two.status).toBe(422);
    expect((await two.json()).error).toBe(
      'Nothing was saved: the rates of 2 areas (Lothian, Cardiff) change by more than half. Check the figures, confirm each area and save again.',
    );
  });

  test("the file's name is stored and published as printable text of at most 100 characters", async () => {
    const name = "=cmd|' /C calc'!A0\u0000\u202Egpj.<script>alert(1)</script>" + 'x'.repeat(200) + '.csv';
    const res = await send(SAVE, body(TABLE, { fileName: name }));
    expect(res.status).toBe(200);
    const source = row('housing-benefit.lha.cardiff.one-bed')!.source as string;
    // Kept: "cmd|' /C calc'!A0" (17) + " gpj." (5: the NUL a space, U+202E gone) + "scriptalert(1)/script" (21) = 43
    // characters, then 100 − 43 = 57 of the x's; the '=' first and the '<' '>' are gone.
    expect(source).toBe(`cmd|' /C calc'!A0 gpj.scriptalert(1)/script${'x'.repeat(57)}, 23 January 2024`);
    expect([...source].filter((ch) => ch < ' ' || ch === '\u202e' || ch === '<' || ch === '>')).toEqual([]);
    const cardiff = (await published()).find((r) => r.id === 'housing-benefit.lha.cardiff.one-bed');
    expect(cardiff!.source).toBe(source);
    expect(w.logger.lines.find((l) => l.includes('LHA rates imported'))).toContain(`source="${source}"`);
  });

  test('a source stored before names were cleaned is published cleaned', async () => {
    await send(SAVE, body());
    w.db.prepare("UPDATE benefit_rates SET source = ? WHERE id = 'housing-benefit.lha.cardiff.one-bed'").run('@SUM(1)\u202E<b>x</b>.csv, 23 January 2024');
    const cardiff = (await published()).find((r) => r.id === 'housing-benefit.lha.cardiff.one-bed');
    expect(cardiff!.source).toBe('SUM(1)bx/b.csv, 23 January 2024');
  });

  test('refuses a file it cannot read, a year it does not have and a missing file, saving nothing', async () => {
    const before = benefitRates();
    expect((await send(SAVE, body('PK\u0003\u0004'))).status).toBe(422);
    const year = await send(SAVE, body(TABLE, { taxYear: '2019-20' }));
    expect(year.status).toBe(422);
    expect((await year.json()).error).toBe('Choose the tax year the rates are for');
    expect((await send(SAVE, { taxYear: '2025-26', fileDate: '2024-01-23', text: TABLE })).status).toBe(422);
    expect(benefitRates()).toEqual(before);
  });
});

describe('the admin check', () => {
  test.each([PREVIEW, SAVE])('%s: 401 without a session, 403 for an account without admin rights, and nothing saved', async (path) => {
    const before = benefitRates();
    const anonymous = await w.app.request(path, jsonInit('POST', body()));
    expect(anonymous.status).toBe(401);
    const userId = await createUser(w.db, 'former@example.org', PASSWORD);
    const former = await signIn(w.app, 'former@example.org', PASSWORD);
    w.db.prepare('DELETE FROM admin_users WHERE user_id = ?').run(userId);
    const res = await send(path, body(), former);
    expect(res.status).toBe(403);
    expect(benefitRates()).toEqual(before);
  });
});
