/**
 * Councils' Council Tax Support schemes saved by an admin (docs/product.md §7 "Council Tax Support
 * schemes"): only admins, from this site, may save or remove one; a scheme that is not JSON or
 * fails the model's check is refused with a sentence for each field and writes nothing; a save
 * writes one row with its source, a second save for the council and year replaces it, a removal
 * deletes it; and GET /api/rates publishes the change at once, with a new ETag.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { createUser, CROSS_SITE, jsonInit, makeTestApp, signIn } from '../../test-helpers.ts';
import type { LocalScheme } from '../../../src/calc/council-tax-support-local/model.ts';

let w: ReturnType<typeof makeTestApp>;
let cookie: string;
const PASSWORD = 'correct horse battery staple';

beforeEach(async () => {
  w = makeTestApp();
  await createUser(w.db, 'admin@example.org', PASSWORD);
  cookie = await signIn(w.app, 'admin@example.org', PASSWORD);
});
afterEach(() => w.cleanup());

/** Leeds City Council (E08000035), which has no built-in scheme: 75% of the tax at most, a 20% taper. */
const LEEDS = 'E08000035';
const PATH = `/api/admin/council-schemes/${LEEDS}/2026-27`;
function leeds(change: (s: LocalScheme) => void = () => {}): LocalScheme {
  const scheme: LocalScheme = {
    code: LEEDS,
    name: 'Leeds City Council',
    years: ['2026-27'],
    source: { title: 'Leeds Council Tax Support Scheme 2026/27', url: 'https://www.leeds.gov.uk/ctr-scheme-2026-27.pdf', date: '1 March 2026' },
    bandCap: null,
    capital: { limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
    nonDependants: { kind: 'none' },
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    secondAdultRebate: null,
    routes: [{ appliesTo: null, maxPercent: 75, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [],
  };
  change(scheme);
  return scheme;
}

const put = (body: unknown, path = PATH, c = cookie, extra: Record<string, string> = {}) => w.app.request(path, jsonInit('PUT', body, { Cookie: c, ...extra }));
const del = (path = PATH, c = cookie) => w.app.request(path, jsonInit('DELETE', {}, { Cookie: c }));
const rows = () =>
  w.db.prepare('SELECT council_code, tax_year, scheme, source_title, source_url, source_date, saved_by, saved_at FROM council_schemes').all() as Array<Record<string, string>>;
const published = async () => {
  const res = await w.app.request('/api/rates');
  return { etag: res.headers.get('etag'), schemes: ((await res.json()) as { councilSchemes: LocalScheme[] }).councilSchemes };
};

describe('who may change the schemes', () => {
  test('401 without a session, for the list, a save and a removal; nothing written', async () => {
    expect((await w.app.request('/api/admin/council-schemes')).status).toBe(401);
    expect((await w.app.request(PATH, jsonInit('PUT', { scheme: leeds() }))).status).toBe(401);
    expect((await w.app.request(PATH, jsonInit('DELETE', {}))).status).toBe(401);
    expect(rows()).toEqual([]);
  });

  test('403 for a signed-in account without admin rights; nothing written', async () => {
    const userId = await createUser(w.db, 'former@example.org', PASSWORD);
    const former = await signIn(w.app, 'former@example.org', PASSWORD);
    w.db.prepare('DELETE FROM admin_users WHERE user_id = ?').run(userId);
    const res = await put({ scheme: leeds() }, PATH, former);
    expect(res.status).toBe(403);
    expect((await res.json()).error).toBe("You don't have admin privileges");
    expect(rows()).toEqual([]);
  });

  test('403 for a save sent from another site, even with an admin session; nothing written', async () => {
    const res = await put({ scheme: leeds() }, PATH, cookie, CROSS_SITE);
    expect(res.status).toBe(403);
    expect(rows()).toEqual([]);
  });
});

describe('PUT /api/admin/council-schemes/:code/:year refuses what it cannot use, and writes nothing', () => {
  test('400 for pasted text that is not JSON, naming the scheme field', async () => {
    const res = await put({ scheme: '{ "code": "E08000035", ' });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.error).toMatch(/^The scheme is not JSON the calculator can read: .+\. Check the text pasted or the file chosen\.$/);
    expect(body.fields.scheme).toBe(body.error);
    expect(rows()).toEqual([]);
  });

  test('400 for a request body that is not JSON at all', async () => {
    const res = await put('{ scheme: ');
    expect(res.status).toBe(400);
    expect(rows()).toEqual([]);
  });

  test('422 with a sentence for each field that fails the model check', async () => {
    const bad = leeds((s) => {
      s.routes[0]!.maxPercent = 120;
      s.source.url = 'http://www.leeds.gov.uk/ctr.pdf';
    });
    const res = await put({ scheme: bad });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.error).toBe('Nothing was saved: the scheme has 2 problems. Correct them and save again.');
    expect(body.fields).toEqual({
      'routes › 1 › maxPercent': 'routes › 1 › maxPercent must be 100 or less.',
      'source › url': 'source › url is not written the right way (a council code looks like E06000023, a tax year like 2026-27, an address starts with https://).',
    });
    expect(rows()).toEqual([]);
  });

  test('pasted JSON text is checked the same way', async () => {
    const res = await put({ scheme: JSON.stringify(leeds((s) => (s.routes[0]!.method = { kind: 'taper', ratePercent: -5 }))) });
    expect(res.status).toBe(422);
    expect((await res.json()).fields).toEqual({ 'routes › 1 › method › ratePercent': 'routes › 1 › method › ratePercent must be 0 or more.' });
    expect(rows()).toEqual([]);
  });

  test('422 for a scheme of another council or year than the one chosen; 404 for a code no English council has', async () => {
    const other = await put({ scheme: leeds((s) => (s.code = 'E06000023')) });
    expect(other.status).toBe(422);
    expect((await other.json()).fields.code).toBe('code is E06000023, but the council chosen is Leeds City Council (E08000035). Choose that council, or correct the code.');
    const year = await put({ scheme: leeds() }, `/api/admin/council-schemes/${LEEDS}/2025-26`);
    expect(year.status).toBe(422);
    expect((await year.json()).fields.years).toBe('years does not include 2025-26, the tax year chosen. Choose one of 2026-27, or add 2025-26 to years.');
    // W06000015 is Cardiff: Wales has a national scheme, not a council's own.
    const wales = await put({ scheme: leeds((s) => (s.code = 'W06000015')) }, '/api/admin/council-schemes/W06000015/2026-27');
    expect(wales.status).toBe(404);
    expect(rows()).toEqual([]);
  });

  test('422 when no scheme is sent', async () => {
    const res = await put({});
    expect(res.status).toBe(422);
    expect((await res.json()).fields.scheme).toBe('Give the scheme: fill in the form, or paste or upload its JSON.');
    expect(rows()).toEqual([]);
  });
});

describe('POST /api/admin/council-schemes/:code/:year/preview', () => {
  test('checks the scheme as a save does and runs the engine on the example households; writes nothing', async () => {
    const res = await w.app.request(`${PATH}/preview`, jsonInit('POST', { scheme: JSON.stringify(leeds()) }, { Cookie: cookie }));
    expect(res.status).toBe(200);
    const body = await res.json();
    // £2,190 a year is £42 a week; no income: 75% = £31.50 (a year by the day £1,642.50); £200 earnings:
    // £200 − £5 − £95.55 = £99.45 excess, 20% = £19.89, £31.50 − £19.89 = £11.61 (£605.38 a year).
    expect(body.bill).toBe(2190);
    expect(body.examples).toEqual([
      { earnings: 0, weekly: 31.5, annual: 1642.5 },
      { earnings: 200, weekly: 11.61, annual: 605.38 },
    ]);
    expect(body.scheme.source.title).toBe('Leeds Council Tax Support Scheme 2026/27');
    const bad = await w.app.request(`${PATH}/preview`, jsonInit('POST', { scheme: leeds((s) => (s.routes[0]!.maxPercent = 120)) }, { Cookie: cookie }));
    expect(bad.status).toBe(422);
    expect((await bad.json()).fields).toEqual({ 'routes › 1 › maxPercent': 'routes › 1 › maxPercent must be 100 or less.' });
    expect((await w.app.request(`${PATH}/preview`, jsonInit('POST', { scheme: leeds() }))).status).toBe(401);
    expect(rows()).toEqual([]);
  });
});

describe('saving, correcting and removing a scheme', () => {
  test('a save writes one row with its source and who saved it, and GET /api/rates publishes it at once with a new ETag', async () => {
    const before = await published();
    expect(before.schemes).toEqual([]);
    const res = await put({ scheme: leeds((s) => (s.name = 'Leeds')) });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.replaced).toBe(false);
    expect(body.scheme).toMatchObject({
      councilCode: LEEDS,
      councilName: 'Leeds City Council',
      taxYear: '2026-27',
      savedBy: 'admin@example.org',
      savedAt: '2025-06-02T10:00:00.000Z',
    });
    // The council's name is the list's, whatever the JSON said.
    expect(rows()).toEqual([
      {
        council_code: LEEDS,
        tax_year: '2026-27',
        scheme: JSON.stringify(leeds()),
        source_title: 'Leeds Council Tax Support Scheme 2026/27',
        source_url: 'https://www.leeds.gov.uk/ctr-scheme-2026-27.pdf',
        source_date: '1 March 2026',
        saved_by: 'admin@example.org',
        saved_at: '2025-06-02T10:00:00.000Z',
      },
    ]);
    expect(w.logger.lines.filter((l) => l.includes('council scheme saved'))).toHaveLength(1);
    const after = await published();
    expect(after.schemes).toEqual([leeds()]);
    expect(after.etag).not.toBe(before.etag);
    // The old ETag is no longer 304.
    expect((await w.app.request('/api/rates', { headers: { 'If-None-Match': before.etag! } })).status).toBe(200);

    const list = await (await w.app.request('/api/admin/council-schemes', { headers: { Cookie: cookie } })).json();
    expect(list.schemes.map((s: { councilName: string }) => s.councilName)).toEqual(['Leeds City Council']);
    expect(list.builtIn.find((s: { councilCode: string }) => s.councilCode === 'E06000023')).toMatchObject({ councilName: 'Bristol City Council', years: ['2026-27'] });
  });

  test('a scheme saved for several years is kept for the year chosen alone', async () => {
    expect((await put({ scheme: leeds((s) => (s.years = ['2025-26', '2026-27'])) })).status).toBe(200);
    expect((await published()).schemes.map((s) => s.years)).toEqual([['2026-27']]);
  });

  test('a second save for the council and year replaces the first: still one row, the new figures, a new ETag', async () => {
    await put({ scheme: leeds() });
    const first = await published();
    w.clock.advance(60_000);
    const res = await put({ scheme: JSON.stringify(leeds((s) => (s.routes[0]!.maxPercent = 80))) });
    expect(res.status).toBe(200);
    expect((await res.json()).replaced).toBe(true);
    expect(rows()).toHaveLength(1);
    expect(rows()[0]).toMatchObject({ saved_at: '2025-06-02T10:01:00.000Z' });
    const second = await published();
    expect(second.schemes.map((s) => s.routes[0]!.maxPercent)).toEqual([80]);
    expect(second.etag).not.toBe(first.etag);
  });

  test('a removal deletes the row and GET /api/rates no longer carries it; removing it again is 404', async () => {
    await put({ scheme: leeds() });
    const saved = await published();
    const res = await del();
    expect(res.status).toBe(204);
    expect(rows()).toEqual([]);
    const after = await published();
    expect(after.schemes).toEqual([]);
    expect(after.etag).not.toBe(saved.etag);
    expect((await del()).status).toBe(404);
  });

  test('a built-in council can be given a scheme of its own for the year, which is published in its place', async () => {
    const res = await put({ scheme: leeds((s) => (s.code = 'E06000023')) }, '/api/admin/council-schemes/E06000023/2026-27');
    expect(res.status).toBe(200);
    expect((await published()).schemes).toEqual([leeds((s) => Object.assign(s, { code: 'E06000023', name: 'Bristol City Council' }))]);
  });
});
