/**
 * POST /api/usage takes its calculator ids from the calculator table (src/lib/calculators.ts),
 * not from the database: here the table has a fifth row, as a new calculator adds one, and the
 * route takes its events with no migration, while an id no row has is still refused.
 */
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { jsonInit, makeTestApp } from '../test-helpers.ts';

vi.mock('../../src/lib/calculators.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../src/lib/calculators.ts')>();
  const row = { ...actual.CALCULATORS.pip, id: 'pension-credit', name: 'Pension Credit', route: '/pension-credit' };
  return { ...actual, CALCULATOR_LIST: [...actual.CALCULATOR_LIST, row], CALCULATOR_IDS: [...actual.CALCULATOR_IDS, 'pension-credit'] };
});

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
  w.db.prepare("UPDATE admin_settings SET setting_value = 'true' WHERE setting_key = 'analytics_tracking_enabled'").run();
});
afterEach(() => w.cleanup());

const rows = () => w.db.prepare('SELECT calculator_type, is_mobile, completed FROM calculator_usage ORDER BY id').all();

describe('POST /api/usage with a calculator added to the table', () => {
  test('the new id is accepted and stored, beside the ids of migration 001', async () => {
    const { token } = (await (await w.app.request('/api/usage/token')).json()) as { token: string };
    for (const calculator_type of ['pension-credit', 'benefits-checker']) {
      const res = await w.app.request('/api/usage', jsonInit('POST', { calculator_type, is_mobile: false, completed: false }, { 'Usage-Token': token }));
      expect(res.status, calculator_type).toBe(204);
    }
    expect(rows()).toEqual([
      { calculator_type: 'pension-credit', is_mobile: 0, completed: 0 },
      { calculator_type: 'benefits-checker', is_mobile: 0, completed: 0 },
    ]);
  });

  test('an id no row has is 422 naming calculator_type and every id the table has, and stores nothing', async () => {
    const res = await w.app.request('/api/usage', jsonInit('POST', { calculator_type: 'attendance-allowance', is_mobile: false, completed: true }));
    expect(res.status).toBe(422);
    const body = (await res.json()) as { fields: Record<string, string> };
    expect(Object.keys(body.fields)).toEqual(['calculator_type']);
    expect(body.fields.calculator_type).toMatch(/one of universal-credit, .*benefits-checker, pension-credit$/);
    expect(rows()).toEqual([]);
  });
});
