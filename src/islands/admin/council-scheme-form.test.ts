/**
 * The admin's form for a council's scheme (docs/product.md §7 "Council Tax Support schemes"): the
 * common taper shape made from the form's answers passes the model's check; a wrong answer is
 * named by the form's own field; a saved scheme of that shape fills the form again, and any other
 * shape is corrected as JSON. The preview's households are tested in src/lib/council-scheme-preview.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { validateLocalScheme } from '~/calc/council-tax-support-local/validate';
import { BUILT_IN_SCHEMES } from '~/calc/council-tax-support-local/schemes';
import type { LocalScheme } from '~/calc/council-tax-support-local/model';
import { answersFromScheme, emptyAnswers, formFieldOf, schemeFromAnswers, type SchemeFormAnswers } from './council-scheme-form';

const LEEDS = { code: 'E08000035', name: 'Leeds City Council' };
const answers = (change: Partial<SchemeFormAnswers> = {}): SchemeFormAnswers => ({
  ...emptyAnswers(),
  maxPercent: '75',
  taperPercent: '20',
  sourceTitle: 'Leeds Council Tax Support Scheme 2026/27',
  sourceUrl: 'https://www.leeds.gov.uk/ctr-scheme-2026-27.pdf',
  sourceDate: '1 March 2026',
  ...change,
});

describe('the form for the common taper shape', () => {
  it("makes a scheme the model's check accepts: one route for everyone, Housing Benefit's capital rules", () => {
    const checked = validateLocalScheme(schemeFromAnswers(answers(), LEEDS, '2026-27'));
    expect(checked.ok).toBe(true);
    const scheme = (checked as { scheme: LocalScheme }).scheme;
    expect(scheme.routes).toEqual([{ appliesTo: null, maxPercent: 75, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }]);
    expect(scheme.capital).toEqual({ limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } });
    expect(scheme.nonDependants).toEqual({ kind: 'none' });
    expect(scheme.years).toEqual(['2026-27']);
  });

  it('names each wrong answer by its form field', () => {
    const checked = validateLocalScheme(schemeFromAnswers(answers({ maxPercent: '120', taperPercent: 'twenty', sourceUrl: 'www.leeds.gov.uk' }), LEEDS, '2026-27'));
    expect(checked.ok).toBe(false);
    const fields = (checked as { errors: { values?: Record<string, unknown> }[] }).errors.map((e) => formFieldOf(String(e.values?.field)));
    expect(fields.sort()).toEqual(['maxPercent', 'sourceUrl', 'taperPercent']);
  });

  it('gives a flat non-dependant deduction and a minimum award when typed', () => {
    const scheme = schemeFromAnswers(answers({ nonDependant: '£5', minimumWeekly: '2', bandCap: 'D', tariff: false }), LEEDS, '2026-27') as LocalScheme;
    expect(scheme.nonDependants).toEqual({ kind: 'flat', amount: 5 });
    expect(scheme.minimumWeekly).toBe(2);
    expect(scheme.bandCap).toBe('D');
    expect(scheme.capital.tariff).toBeNull();
  });

  it('fills the form again from a saved scheme of that shape; any other shape is corrected as JSON', () => {
    const scheme = schemeFromAnswers(answers({ nonDependant: '5' }), LEEDS, '2026-27') as LocalScheme;
    expect(answersFromScheme(scheme)).toEqual(answers({ nonDependant: '5' }));
    // Wirral's grid and Wigan's cut after the award are not the form's shape.
    for (const code of ['E08000015', 'E08000010']) expect(answersFromScheme(BUILT_IN_SCHEMES.find((s) => s.code === code)!)).toBeNull();
  });
});
