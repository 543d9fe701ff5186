import { describe, expect, it } from 'vitest';
import { sharedTaxYearMessages } from '~/i18n/en/shared';
import { legacyTaxYearNotice, ratesYearText, savedTaxYear, showChosenTaxYear, taxYearOptions, withTaxYear } from './tax-year';

describe('the tax-year choice (docs/rules.md "Tax years")', () => {
  it('lists the years newest first, the year in force marked "(this year)"', () => {
    expect(taxYearOptions('2026-27')).toEqual([
      { value: '2026-27', label: '2026 to 2027 (this year)' },
      { value: '2025-26', label: '2025 to 2026' },
      { value: '2024-25', label: '2024 to 2025' },
    ]);
    expect(taxYearOptions('2025-26').map((o) => o.label)).toEqual(['2026 to 2027', '2025 to 2026 (this year)', '2024 to 2025']);
  });

  it('says what the year is and which rates a result used', () => {
    expect(sharedTaxYearMessages.get().hint).toBe('The rates and rules of the tax year, 6 April to 5 April');
    expect(ratesYearText('2026-27')).toBe('Worked out with the 2026 to 2027 rates');
    expect(ratesYearText('2024-25')).toBe('Worked out with the 2024 to 2025 rates');
  });

  it('opens a saved calculation in its year, and one saved before tax years in 2025/26 with a notice', () => {
    expect(savedTaxYear({ taxYear: '2024-25' })).toEqual({ taxYear: '2024-25', legacy: false, unknownYear: false });
    for (const old of [{}, { taxYear: null }, null, 'text', []]) {
      expect(savedTaxYear(old)).toEqual({ taxYear: '2025-26', legacy: true, unknownYear: false });
    }
    // A year that is there but not one we know is not "saved before tax years".
    for (const odd of [{ taxYear: '2023-24' }, { taxYear: '2031-99' }, { taxYear: 2025 }, { taxYear: '' }]) {
      expect(savedTaxYear(odd)).toEqual({ taxYear: '2025-26', legacy: false, unknownYear: true });
    }
    expect(legacyTaxYearNotice()).toBe('This calculation was saved before we added tax years, so it opens with the 2025 to 2026 rates.');
  });

  it('puts the year on an input without changing the rest', () => {
    const input = { age: 30 };
    expect(withTaxYear(input, '2024-25')).toEqual({ age: 30, taxYear: '2024-25' });
    expect(input).toEqual({ age: 30 });
  });

  it("names the chosen year in the page's intro, which is built with the year in force", () => {
    const spans = [{ textContent: '2026/27' }, { textContent: '2026/27' }];
    const root = { querySelectorAll: (selector: string) => (selector === '[data-chosen-tax-year]' ? spans : []) };
    showChosenTaxYear('2024-25', root as unknown as ParentNode);
    expect(spans.map((s) => s.textContent)).toEqual(['2024/25', '2024/25']);
    showChosenTaxYear('2026-27', root as unknown as ParentNode);
    expect(spans.map((s) => s.textContent)).toEqual(['2026/27', '2026/27']);
  });
});
