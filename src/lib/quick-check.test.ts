import { describe, expect, it } from 'vitest';
import { quickCheckHref } from './quick-check';

describe('quickCheckHref (docs/product.md §2: only the chosen answers)', () => {
  it('keeps every chosen answer in field order', () => {
    expect(quickCheckHref({ housing: 'own', age: '25-39', employment: 'employed', children: '3+' })).toBe(
      '/benefits-checker?age=25-39&employment=employed&children=3%2B&housing=own',
    );
  });
  it('leaves out answers not chosen', () => {
    expect(quickCheckHref({ age: '', employment: 'student', children: undefined, housing: null })).toBe('/benefits-checker?employment=student');
  });
  it('drops values that are not options', () => {
    expect(quickCheckHref({ age: '999', housing: '<script>' })).toBe('/benefits-checker');
  });
});
