import { describe, expect, it } from 'vitest';
import { resetFields, resetNotice } from './saved-input';

describe('resetFields: which saved answers the reader did not keep', () => {
  it('names nothing when everything was kept', () => {
    const data = { personalDetails: { age: 30, children: [{ age: 3, hasDisability: false }] }, taxYear: '2024-25' };
    expect(resetFields(data, { personalDetails: { age: 30, children: [{ age: 3, hasDisability: false }] } })).toEqual([]);
  });

  it('names answers that were reset, in plain words', () => {
    const stored = { personalDetails: { age: '30 years', children: [{ age: 3 }, { age: 40 }] }, housingDetails: { monthlyRent: -5 } };
    const restored = { personalDetails: { age: 16, children: [{ age: 3 }, { age: 19 }] }, housingDetails: { monthlyRent: 0 } };
    expect(resetFields(stored, restored)).toEqual(['personal details age', 'children 2 age', 'housing details monthly rent']);
  });

  it('skips fields the reader does not know, and the tax year', () => {
    expect(resetFields({ somethingOld: 1, taxYear: 'x', age: 30 }, { age: 30 })).toEqual([]);
  });

  it('names a whole part that was not readable', () => {
    expect(resetFields({ assessment: 'broken' }, { assessment: { dailyLiving: {} } })).toEqual(['assessment']);
  });
});

describe('resetNotice', () => {
  it('is null with nothing reset, else names the answers', () => {
    expect(resetNotice([])).toBeNull();
    expect(resetNotice(['age'])).toBe('Part of this saved calculation could not be read, so we reset this answer to the usual starting value: age. Check it before you calculate.');
    expect(resetNotice(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])).toContain('a, b, c, d, e, f and 2 more.');
  });
});
