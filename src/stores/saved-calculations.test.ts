import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $backups,
  $savedCalculations,
  $savedCalculationsLoaded,
  BACKUP_KEY_PREFIX,
  NOTHING_NEW,
  NOTHING_TO_IMPORT,
  PENDING_LOAD_KEY,
  STORAGE_BUDGET_BYTES,
  STORAGE_KEY,
  StorageWriteError,
  addCalculation,
  backupFileName,
  clearCalculations,
  deleteBackup,
  deleteCalculation,
  exportCalculations,
  exportFileName,
  getCalculation,
  getStorageStats,
  importCalculations,
  lastSavedId,
  listBackups,
  listCalculations,
  loadSavedCalculations,
  setPendingHandOff,
  setPendingLoad,
  setStorageBackends,
  takePendingLoad,
  updateCalculation,
  type SavedCalculation,
} from './saved-calculations';
import { CALCULATORS, SAVED_CALCULATOR_IDS } from '~/lib/calculators';

/** A Map-backed Storage with a switch that makes writes (or every access) fail like a browser. */
class FakeStorage {
  readonly map = new Map<string, string>();
  /** 'quota' and 'security' make setItem/removeItem throw the browser's DOMException; 'odd' throws a non-Error. */
  failWrites: null | 'quota' | 'security' | 'odd' = null;
  failReads = false;
  writes = 0;
  get length(): number {
    return this.map.size;
  }
  key(index: number): string | null {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    if (this.failReads) throw new DOMException('The operation is insecure.', 'SecurityError');
    return this.map.has(key) ? this.map.get(key)! : null;
  }
  setItem(key: string, value: string): void {
    this.fail();
    this.writes++;
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.fail();
    this.writes++;
    this.map.delete(key);
  }
  private fail() {
    if (this.failWrites === 'quota') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    if (this.failWrites === 'security') throw new DOMException('The operation is insecure.', 'SecurityError');
    if (this.failWrites === 'odd') throw 'something odd';
  }
}

let local: FakeStorage;
let session: FakeStorage;

const stored = () => JSON.parse(local.map.get(STORAGE_KEY) ?? 'null') as { calculations: SavedCalculation[]; lastSaved: string | null };

function seed(calculations: unknown[], lastSaved: string | null = null) {
  local.map.set(STORAGE_KEY, JSON.stringify({ calculations, lastSaved }));
}

const sample = (over: Partial<SavedCalculation> = {}): SavedCalculation => ({
  id: 'calc_1700000000000_abc123def',
  name: 'My UC',
  type: 'universal-credit',
  data: { personalDetails: { age: 30 } },
  result: { totalMonthly: 412.5 },
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-02T10:00:00.000Z',
  ...over,
});

beforeEach(() => {
  local = new FakeStorage();
  session = new FakeStorage();
  setStorageBackends({ local: () => local, session: () => session });
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  setStorageBackends();
});

describe('reading (docs/product.md §7 list; a failed read yields an empty list)', () => {
  it('starts empty and unloaded, and reads nothing until asked', () => {
    const getItem = vi.spyOn(local, 'getItem');
    expect($savedCalculations.get()).toEqual([]);
    expect($savedCalculationsLoaded.get()).toBe(false);
    expect(getItem).not.toHaveBeenCalled();
    expect(listCalculations()).toEqual([]);
    expect($savedCalculationsLoaded.get()).toBe(true);
  });

  it('lists what is stored under savedCalculations, in stored order', () => {
    const a = sample();
    const b = sample({ id: 'calc_2_x', name: 'PIP check', type: 'pip' });
    seed([a, b], b.id);
    expect(listCalculations()).toEqual([a, b]);
    expect($savedCalculations.get()).toEqual([a, b]);
    expect(getCalculation('calc_2_x')?.name).toBe('PIP check');
    expect(lastSavedId()).toBe('calc_2_x');
  });

  it('accepts a bare array too', () => {
    local.map.set(STORAGE_KEY, JSON.stringify([sample()]));
    expect(listCalculations()).toHaveLength(1);
  });

  it('skips items without a string id, name and type but keeps the rest', () => {
    seed([sample(), null, 'x', { id: 1, name: 'n', type: 'pip' }, { id: 'a', type: 'pip' }]);
    expect(listCalculations().map((c) => c.id)).toEqual([sample().id]);
  });

  it('sets the items it cannot show (a bare string) aside under a backup key, so the page gives its notice; empty slots are not kept', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00Z') });
    seed([sample(), 'my old calculation', null, { id: 'a', type: 'pip' }], sample().id);
    expect(listCalculations().map((c) => c.id)).toEqual([sample().id]);
    const key = `${BACKUP_KEY_PREFIX}${Date.parse('2026-05-01T09:00:00Z')}`;
    expect(JSON.parse(local.map.get(key) ?? 'null')).toEqual(['my old calculation', { id: 'a', type: 'pip' }]);
    expect($backups.get().map((b) => b.key)).toEqual([key]);
    expect(stored()).toEqual({ calculations: [sample()], lastSaved: sample().id });
    // Read again: nothing more to set aside.
    expect(listBackups()).toHaveLength(1);
  });

  it('a save sets aside the items it cannot show that another tab wrote, before writing the list', () => {
    seed([sample()]);
    loadSavedCalculations();
    seed([sample(), 'from another tab']);
    const saved = addCalculation({ name: 'New', type: 'pip', data: {}, result: {} });
    expect(stored().calculations.map((c) => c.id)).toEqual([sample().id, saved.id]);
    expect(listBackups().map((b) => JSON.parse(b.text))).toEqual([['from another tab']]);
  });

  it('refuses to save over items it cannot show and cannot back up (storage full), and keeps them', () => {
    seed([sample(), 'kept']);
    local.failWrites = 'quota';
    expect(() => addCalculation({ name: 'New', type: 'pip', data: {}, result: {} })).toThrow(StorageWriteError);
    expect(local.map.get(STORAGE_KEY)).toContain('"kept"');
  });

  it('keeps items of a type this version does not know (loading them says "Unable to load")', () => {
    seed([sample({ type: 'child-benefit' })]);
    expect(listCalculations()[0]?.type).toBe('child-benefit');
  });

  it.each([
    ['not JSON', '{not json'],
    ['JSON without a list', '{"calculations":"nope"}'],
    ['a number', '42'],
    ['null', 'null'],
  ])('corrupt data (%s) gives an empty list and is kept, byte for byte, under a backup key', (_, text) => {
    local.map.set(STORAGE_KEY, text);
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00Z') });
    expect(listCalculations()).toEqual([]);
    expect(console.error).toHaveBeenCalled();
    const key = `${BACKUP_KEY_PREFIX}${Date.parse('2026-05-01T09:00:00Z')}`;
    expect(local.map.get(key)).toBe(text);
    expect(local.map.has(STORAGE_KEY)).toBe(false);
    expect($backups.get()).toEqual([{ key, savedAt: new Date('2026-05-01T09:00:00Z'), text }]);
    expect(exportCalculations()).toBe('[]');
  });

  it('a save after corrupt data keeps the corrupt text under a backup key (never silently replaced)', () => {
    local.map.set(STORAGE_KEY, '{not json');
    // Both backups in the same millisecond: the second must not overwrite the first.
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00Z') });
    // Written by another tab after this page read storage: the save itself must set it aside.
    loadSavedCalculations();
    local.map.set(STORAGE_KEY, '{also broken');
    const saved = addCalculation({ name: 'New', type: 'pip', data: {}, result: {} });
    expect(stored().calculations).toEqual([saved]);
    const texts = listBackups().map((b) => b.text);
    expect(texts).toContain('{not json');
    expect(texts).toContain('{also broken');
  });

  it('refuses to save over corrupt data it cannot back up (storage full), and keeps it', () => {
    local.map.set(STORAGE_KEY, '{not json');
    local.failWrites = 'quota';
    expect(() => addCalculation({ name: 'New', type: 'pip', data: {}, result: {} })).toThrow(StorageWriteError);
    expect(local.map.get(STORAGE_KEY)).toBe('{not json');
  });

  it('a backup can be deleted, and names its download by date', () => {
    local.map.set(STORAGE_KEY, '{not json');
    loadSavedCalculations();
    const [backup] = $backups.get();
    expect(backupFileName(backup!)).toMatch(/^saved-calculations-backup-\d{4}-\d{2}-\d{2}\.txt$/);
    deleteBackup(backup!.key);
    expect($backups.get()).toEqual([]);
    expect(listBackups()).toEqual([]);
  });

  it('storage that cannot be read gives an empty list', () => {
    local.failReads = true;
    expect(listCalculations()).toEqual([]);
    expect($savedCalculationsLoaded.get()).toBe(true);
  });

  it('a storage getter that throws (site data blocked) gives an empty list', () => {
    setStorageBackends({
      local: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    });
    expect(listCalculations()).toEqual([]);
  });

  it('reads once unless forced', () => {
    seed([sample()]);
    loadSavedCalculations();
    seed([]);
    expect(loadSavedCalculations()).toHaveLength(1);
    expect(loadSavedCalculations(true)).toHaveLength(0);
  });
});

describe('addCalculation (docs/product.md §3 entity, §5 save rules)', () => {
  it('stores { calculations, lastSaved } with a calc_ id, trimmed name and ISO timestamps', () => {
    vi.useFakeTimers({ now: new Date('2026-11-21T09:30:00.000Z') });
    const saved = addCalculation({
      name: '  Universal Credit - 21/11/2026  ',
      type: 'universal-credit',
      data: { a: 1 },
      result: { totalMonthly: 10 },
      description: '  before the new job ',
    });
    expect(saved.id).toMatch(/^calc_1795253400000_[a-z0-9]{9}$/);
    expect(saved).toMatchObject({
      name: 'Universal Credit - 21/11/2026',
      type: 'universal-credit',
      data: { a: 1 },
      result: { totalMonthly: 10 },
      description: 'before the new job',
      createdAt: '2026-11-21T09:30:00.000Z',
      updatedAt: '2026-11-21T09:30:00.000Z',
    });
    expect(stored()).toEqual({ calculations: [saved], lastSaved: saved.id });
    expect($savedCalculations.get()).toEqual([saved]);
  });

  it('leaves out an empty or blank description', () => {
    const saved = addCalculation({ name: 'x', type: 'pip', data: {}, result: {}, description: '   ' });
    expect('description' in saved).toBe(false);
    expect('description' in stored().calculations[0]!).toBe(false);
  });

  it('appends to what is already stored, and gives every item its own id', () => {
    seed([sample()]);
    const ids = new Set([sample().id]);
    for (let i = 0; i < 20; i++) ids.add(addCalculation({ name: `n${i}`, type: 'pip', data: {}, result: {} }).id);
    expect(ids.size).toBe(21);
    expect(stored().calculations).toHaveLength(21);
    expect(stored().calculations[0]).toEqual(sample());
  });

  it("starts from a fresh read, so another tab's save is kept", () => {
    listCalculations();
    seed([sample()]); // written by another tab after this one loaded
    addCalculation({ name: 'Mine', type: 'pip', data: {}, result: {} });
    expect(stored().calculations.map((c) => c.name)).toEqual(['My UC', 'Mine']);
  });

  it('refuses a blank name or an unknown type without writing', () => {
    expect(() => addCalculation({ name: '   ', type: 'pip', data: {}, result: {} })).toThrow(TypeError);
    // @ts-expect-error a type this version does not know
    expect(() => addCalculation({ name: 'x', type: 'child-benefit', data: {}, result: {} })).toThrow(TypeError);
    expect(local.writes).toBe(0);
  });

  it.each([
    ['quota', 'quota'],
    ['security', 'blocked'],
    ['odd', 'unknown'],
  ] as const)('storage failure (%s) throws StorageWriteError(%s) and loses nothing', (failure, reason) => {
    seed([sample()], sample().id);
    const before = local.map.get(STORAGE_KEY);
    const listBefore = listCalculations();
    local.failWrites = failure;
    let error: unknown;
    try {
      addCalculation({ name: 'Too much', type: 'pip', data: {}, result: {} });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(StorageWriteError);
    expect((error as StorageWriteError).reason).toBe(reason);
    expect(local.map.get(STORAGE_KEY)).toBe(before);
    expect($savedCalculations.get()).toBe(listBefore);
  });

  it('blocked storage (no storage object at all) throws StorageWriteError(blocked)', () => {
    setStorageBackends({ local: () => null });
    expect(() => addCalculation({ name: 'x', type: 'pip', data: {}, result: {} })).toThrow(expect.objectContaining({ name: 'StorageWriteError', reason: 'blocked' }));
  });

  it("an unknown failure's message is 'Unknown error'", () => {
    expect(new StorageWriteError('unknown').message).toBe('Unknown error');
  });
});

describe('updateCalculation (docs/product.md §4 edit dialog)', () => {
  it('changes name and description, stamps updatedAt, keeps createdAt and the rest', () => {
    seed([sample(), sample({ id: 'calc_2_x' })]);
    vi.useFakeTimers({ now: new Date('2026-01-02T03:04:05.000Z') });
    const updated = updateCalculation(sample().id, { name: ' Renamed ', description: ' note ' });
    expect(updated).toEqual({ ...sample(), name: 'Renamed', description: 'note', updatedAt: '2026-01-02T03:04:05.000Z' });
    expect(stored()).toEqual({ calculations: [updated, sample({ id: 'calc_2_x' })], lastSaved: sample().id });
    expect($savedCalculations.get()[0]).toEqual(updated);
  });

  it('an empty description removes it', () => {
    seed([sample({ description: 'old' })]);
    const updated = updateCalculation(sample().id, { description: '  ' });
    expect(updated && 'description' in updated).toBe(false);
    expect('description' in stored().calculations[0]!).toBe(false);
  });

  it('can replace data and result', () => {
    seed([sample()]);
    updateCalculation(sample().id, { data: { x: 2 }, result: { y: 3 } });
    expect(stored().calculations[0]).toMatchObject({ data: { x: 2 }, result: { y: 3 } });
  });

  it('returns null for an unknown id and writes nothing', () => {
    seed([sample()]);
    expect(updateCalculation('calc_nope', { name: 'x' })).toBeNull();
    expect(local.writes).toBe(0);
  });

  it('refuses a blank name', () => {
    seed([sample()]);
    expect(() => updateCalculation(sample().id, { name: ' ' })).toThrow(TypeError);
    expect(local.writes).toBe(0);
  });

  it('a full storage throws and changes nothing', () => {
    seed([sample()]);
    const before = local.map.get(STORAGE_KEY);
    const listBefore = listCalculations();
    local.failWrites = 'quota';
    expect(() => updateCalculation(sample().id, { name: 'New' })).toThrow(StorageWriteError);
    expect(local.map.get(STORAGE_KEY)).toBe(before);
    expect($savedCalculations.get()).toBe(listBefore);
  });
});

describe('deleteCalculation and clearCalculations', () => {
  it('deletes by id and clears lastSaved when it pointed there', () => {
    seed([sample(), sample({ id: 'calc_2_x' })], sample().id);
    expect(deleteCalculation(sample().id)).toBe(true);
    expect(stored()).toEqual({ calculations: [sample({ id: 'calc_2_x' })], lastSaved: null });
    expect($savedCalculations.get().map((c) => c.id)).toEqual(['calc_2_x']);
  });

  it('keeps lastSaved when another item is deleted', () => {
    seed([sample(), sample({ id: 'calc_2_x' })], sample().id);
    deleteCalculation('calc_2_x');
    expect(stored().lastSaved).toBe(sample().id);
  });

  it('returns false for an unknown id', () => {
    seed([sample()]);
    expect(deleteCalculation('calc_nope')).toBe(false);
    expect(local.writes).toBe(0);
  });

  it('a blocked storage throws on delete and keeps the item', () => {
    seed([sample()]);
    listCalculations();
    local.failWrites = 'security';
    expect(() => deleteCalculation(sample().id)).toThrow(StorageWriteError);
    expect($savedCalculations.get()).toHaveLength(1);
  });

  it('clear all removes the key and empties the list', () => {
    seed([sample()]);
    listCalculations();
    clearCalculations();
    expect(local.map.has(STORAGE_KEY)).toBe(false);
    expect($savedCalculations.get()).toEqual([]);
  });

  it('a failed clear throws and keeps everything', () => {
    seed([sample()]);
    listCalculations();
    local.failWrites = 'security';
    expect(() => clearCalculations()).toThrow(StorageWriteError);
    expect(local.map.has(STORAGE_KEY)).toBe(true);
    expect($savedCalculations.get()).toHaveLength(1);
  });
});

describe('exportCalculations (docs/product.md §10: exactly the calculations array)', () => {
  it('is the stored array as JSON indented by 2 spaces', () => {
    const items = [sample(), sample({ id: 'calc_2_x', description: 'd' })];
    seed(items);
    const text = exportCalculations();
    expect(text).toBe(JSON.stringify(items, null, 2));
    expect(JSON.parse(text)).toEqual(stored().calculations);
    expect(text.split('\n')[1]).toBe('  {');
  });

  it('is [] when nothing is saved', () => {
    expect(exportCalculations()).toBe('[]');
  });

  it('names the file benefit-calculations-YYYY-MM-DD.json in local time', () => {
    expect(exportFileName(new Date(2026, 0, 5, 23, 59))).toBe('benefit-calculations-2026-01-05.json');
    expect(exportFileName(new Date(2026, 10, 21))).toBe('benefit-calculations-2026-11-21.json');
  });
});

describe('importCalculations (docs/product.md §5 and §7 messages)', () => {
  it("'Failed to parse JSON' for text that is not JSON", () => {
    expect(importCalculations('{oops')).toEqual({ success: false, count: 0, errors: ['Failed to parse JSON'] });
  });

  it.each(['{}', '{"calculations":[]}', 'null', '"text"', '3'])("'Invalid format: expected an array' for %s", (text) => {
    expect(importCalculations(text)).toEqual({ success: false, count: 0, errors: ['Invalid format: expected an array'] });
  });

  it("'Item N: Missing required fields' for each incomplete item, counted from 1, and imports nothing", () => {
    seed([sample()]);
    const { id: _id, ...noId } = sample();
    const { result: _result, ...noResult } = sample();
    const text = JSON.stringify([sample(), noId, { ...sample(), name: '' }, noResult, null, { ...sample(), data: null }]);
    expect(importCalculations(text)).toEqual({
      success: false,
      count: 0,
      errors: [
        'Item 2: Missing required fields',
        'Item 3: Missing required fields',
        'Item 4: Missing required fields',
        'Item 5: Missing required fields',
        'Item 6: Missing required fields',
      ],
    });
    expect(local.writes).toBe(0);
  });

  it('gives imported items new ids and timestamps and keeps name, type, data, result and description', () => {
    seed([sample()]);
    vi.useFakeTimers({ now: new Date('2026-11-21T12:00:00.000Z') });
    const incoming = [sample({ description: 'note' }), sample({ id: 'calc_9_z', name: 'Second', type: 'housing-benefit', data: 0, result: false })];
    const outcome = importCalculations(JSON.stringify(incoming));
    expect(outcome).toEqual({ success: true, count: 2, errors: [] });
    const all = stored().calculations;
    expect(all).toHaveLength(3);
    const [first, second] = all.slice(1);
    expect(first).toEqual({ ...sample({ description: 'note' }), id: first!.id, createdAt: '2026-11-21T12:00:00.000Z', updatedAt: '2026-11-21T12:00:00.000Z' });
    expect(second).toMatchObject({ name: 'Second', type: 'housing-benefit', data: 0, result: false });
    const ids = all.map((c) => c.id);
    expect(new Set(ids).size).toBe(3);
    for (const id of ids.slice(1)) expect(id).toMatch(/^calc_\d+_[a-z0-9]{9}$/);
    expect($savedCalculations.get()).toHaveLength(3);
  });

  it('an export imports back unchanged apart from ids and timestamps', () => {
    seed([sample(), sample({ id: 'calc_2_x', name: 'Two', type: 'council-tax-support', description: 'd' })]);
    const text = exportCalculations();
    clearCalculations();
    expect(importCalculations(text)).toEqual({ success: true, count: 2, errors: [] });
    const strip = ({ id: _i, createdAt: _c, updatedAt: _u, ...rest }: SavedCalculation) => rest;
    expect(stored().calculations.map(strip)).toEqual((JSON.parse(text) as SavedCalculation[]).map(strip));
  });

  it('an empty array says nothing was imported and writes nothing', () => {
    expect(importCalculations('[]')).toEqual({ success: false, count: 0, errors: [NOTHING_TO_IMPORT] });
    expect(NOTHING_TO_IMPORT).toBe('The list is empty, so nothing was imported');
    expect(local.writes).toBe(0);
  });

  it("reports a storage failure's message and keeps what was saved", () => {
    seed([sample()]);
    const before = local.map.get(STORAGE_KEY);
    local.failWrites = 'quota';
    const outcome = importCalculations(JSON.stringify([sample({ name: 'Another' })]));
    expect(outcome).toEqual({ success: false, count: 0, errors: [new StorageWriteError('quota').message] });
    expect(local.map.get(STORAGE_KEY)).toBe(before);
  });

  it('refuses a calculator this site does not have, or a year that cannot be a tax year, with the reason, and imports nothing', () => {
    const text = JSON.stringify([
      sample(),
      sample({ type: 'jobseekers-allowance' }),
      sample({ data: { taxYear: '2025-27' } }),
      sample({ data: { taxYear: 2025 } }),
      sample({ name: 'Newer', data: { taxYear: '2031-32' } }),
    ]);
    expect(importCalculations(text)).toEqual({
      success: false,
      count: 0,
      errors: ['Item 2: Unknown calculator type "jobseekers-allowance"', 'Item 3: "2025-27" is not a tax year', 'Item 4: 2025 is not a tax year'],
    });
    expect(local.writes).toBe(0);
    // A year written as one, if not one this version knows, is kept (it opens with a notice).
    expect(importCalculations(JSON.stringify([sample({ name: 'Newer', data: { taxYear: '2031-32' } })]))).toEqual({ success: true, count: 1, errors: [] });
  });

  it('the same file imported twice adds nothing the second time, and says so', () => {
    const file = JSON.stringify([sample(), sample({ id: 'calc_2_x', name: 'Two', type: 'pip', description: ' note ' })]);
    expect(importCalculations(file)).toEqual({ success: true, count: 2, errors: [] });
    const writes = local.writes;
    expect(importCalculations(file)).toEqual({ success: false, count: 0, errors: [NOTHING_NEW] });
    expect(local.writes).toBe(writes);
    expect(stored().calculations).toHaveLength(2);
    // Written in another key order, the same calculation still matches; a new one beside it is added alone.
    const reordered = { result: sample().result, data: sample().data, type: 'universal-credit', name: 'My UC', id: 'x' };
    expect(importCalculations(JSON.stringify([reordered, sample({ name: 'Three' })]))).toEqual({ success: true, count: 1, errors: [] });
    expect(stored().calculations.map((c) => c.name)).toEqual(['My UC', 'Two', 'Three']);
  });

  it("falls back to 'Unknown error' for a failure with no message", () => {
    local.failWrites = 'odd';
    expect(importCalculations(JSON.stringify([sample()]))).toEqual({ success: false, count: 0, errors: ['Unknown error'] });
  });
});

describe('getStorageStats (docs/product.md §3: count, bytes used, bytes available of 5 MB)', () => {
  it('is zero with nothing saved', () => {
    expect(getStorageStats()).toEqual({ count: 0, bytesUsed: 0, bytesAvailable: STORAGE_BUDGET_BYTES });
  });

  it('counts the UTF-8 bytes of the stored text', () => {
    addCalculation({ name: 'Rent £450', type: 'housing-benefit', data: {}, result: {} });
    const text = local.map.get(STORAGE_KEY)!;
    const stats = getStorageStats();
    expect(stats.count).toBe(1);
    expect(stats.bytesUsed).toBe(Buffer.byteLength(text, 'utf8'));
    expect(stats.bytesUsed).toBe(text.length + 1); // '£' is two bytes
    expect(stats.bytesAvailable).toBe(5 * 1024 * 1024 - stats.bytesUsed);
  });
});

describe('setPendingLoad / takePendingLoad (sessionStorage loadCalculation)', () => {
  it('hands a calculation to its calculator page once', () => {
    const calc = sample();
    expect(setPendingLoad(calc)).toBe(true);
    expect(JSON.parse(session.map.get(PENDING_LOAD_KEY)!)).toEqual(calc);
    expect(takePendingLoad('universal-credit')).toEqual(calc);
    expect(session.map.has(PENDING_LOAD_KEY)).toBe(false);
    expect(takePendingLoad('universal-credit')).toBeNull();
  });

  it('carries another calculator’s answers, saying where they came from, with no result', () => {
    const data = { personalDetails: { age: 30 } };
    expect(setPendingHandOff('universal-credit', data, 'housing-benefit', new Date('2026-05-01T09:00:00Z'))).toBe(true);
    expect(takePendingLoad('pip')).toBeNull();
    expect(takePendingLoad('universal-credit')).toEqual({
      id: 'from_housing-benefit',
      name: 'Your Housing Benefit answers',
      type: 'universal-credit',
      data,
      result: null,
      createdAt: '2026-05-01T09:00:00.000Z',
      updatedAt: '2026-05-01T09:00:00.000Z',
      from: 'housing-benefit',
    });
    expect(session.map.has(PENDING_LOAD_KEY)).toBe(false);
  });

  it('leaves a calculation of another type where it is', () => {
    setPendingLoad(sample({ type: 'pip' }));
    expect(takePendingLoad('universal-credit')).toBeNull();
    expect(session.map.has(PENDING_LOAD_KEY)).toBe(true);
    expect(takePendingLoad('pip')?.type).toBe('pip');
  });

  it.each([
    ['not JSON', '{bad'],
    ['not a calculation', '{"name":1}'],
    ['null', 'null'],
  ])('removes an unreadable entry (%s), so it is not read again on every visit', (_, text) => {
    session.map.set(PENDING_LOAD_KEY, text);
    expect(takePendingLoad('pip')).toBeNull();
    expect(session.map.has(PENDING_LOAD_KEY)).toBe(false);
    expect(console.error).toHaveBeenCalledTimes(1);
    expect(takePendingLoad('pip')).toBeNull();
    expect(console.error).toHaveBeenCalledTimes(1);
  });

  it('logs, and returns false, when session storage refuses', () => {
    session.failWrites = 'security';
    expect(setPendingLoad(sample())).toBe(false);
    expect(console.error).toHaveBeenCalled();
  });

  it('knows the name and route of every type that can be saved', () => {
    expect(Object.fromEntries(SAVED_CALCULATOR_IDS.map((id) => [id, [CALCULATORS[id].name, CALCULATORS[id].route]]))).toEqual({
      'universal-credit': ['Universal Credit', '/universal-credit'],
      'housing-benefit': ['Housing Benefit', '/housing-benefit'],
      pip: ['PIP', '/pip'],
      'council-tax-support': ['Council Tax Support', '/council-tax-support'],
      'pension-credit': ['Pension Credit', '/pension-credit'],
    });
  });
});

describe('names and dates shown (docs/product.md §4 default name; §2 locale date)', () => {
  it('suggests "<type label> - <today in en-GB>"', async () => {
    const { defaultCalculationName, formatSavedDate } = await import('./saved-calculations');
    expect(defaultCalculationName('universal-credit', new Date(2026, 10, 21))).toBe('Universal Credit - 21/11/2026');
    expect(defaultCalculationName('council-tax-support', new Date(2026, 0, 5))).toBe('Council Tax Support - 05/01/2026');
    expect(formatSavedDate('2026-11-21T09:30:00.000Z')).toMatch(/^(21|22)\/11\/2026$/);
    expect(formatSavedDate('garbage')).toBe('');
  });
});
