/**
 * Council Tax Support against the official figures, figure by figure: the national pension-age scheme uses
 * the Housing Benefit pension-age figures (the official figures); the working-age figures
 * are the illustrative scheme and say so.
 */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from './catalogue';
import { COUNCIL_TAX_SUPPORT_RATES } from './council-tax-support';
import type { RateDef } from './define';

describe('Council Tax Support pension-age rates: the Housing Benefit pension-age figures, one id each', () => {
  const PRESCRIBED = 'Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012';

  it.each([
    'general.pension-credit.guarantee.single',
    'general.pension-credit.guarantee.couple',
    'housing-benefit.personal-allowance.pension-before-2021.single',
    'housing-benefit.personal-allowance.pension-before-2021.couple',
    'housing-benefit.personal-allowance.child',
    'housing-benefit.premium.family',
    'housing-benefit.premium.severe-disability.single',
    'housing-benefit.premium.disabled-child',
    'housing-benefit.premium.carer',
    'housing-benefit.personal-allowance.pension-split-year',
  ])('%s cites the pension-age scheme regulations', (id) => {
    const def = RATE_DEFINITIONS[id];
    expect(def?.references.some((r) => typeof r !== 'function' && r.title.startsWith(PRESCRIBED))).toBe(true);
  });

  it('holds no pension-age allowance or premium of its own', () => {
    expect(
      Object.keys(RATE_DEFINITIONS).filter((id) => /^council-tax-support\.pension\.(personal-allowance|child-allowance|premium|qualifying-age|allowance-change-year)/.test(id)),
    ).toEqual([]);
  });
});

describe('Council Tax Support working-age rates: the illustrative scheme', () => {
  const workingAge = Object.entries(RATE_DEFINITIONS).filter(
    ([id]) =>
      id.startsWith('council-tax-support.') && (/\.(scheme|applicable-amount|premium|second-adult-rebate)\./.test(id) || /\.capital\.(lower-limit|step|income-per-step)$/.test(id)),
  );

  it.each(workingAge.filter(([id]) => !id.includes('.pension.')))('%s is marked illustrative, the same every year, with the schemes named', (_id, def: RateDef) => {
    expect(def.label).toMatch(/^Working age \(illustrative scheme\)/);
    expect(def.note).toContain('Illustrative working-age scheme');
    expect(new Set(Object.values(def.amounts)).size).toBe(1);
    const titles = def.references.map((r) => (typeof r === 'function' ? '' : r.title)).join('; ');
    expect(titles).toMatch(/Default Scheme|Scotland|Wales/);
  });

  it('names the default scheme for England and the national schemes of Scotland and Wales', () => {
    const titles = (id: keyof typeof COUNCIL_TAX_SUPPORT_RATES) => COUNCIL_TAX_SUPPORT_RATES[id].references.map((r) => (typeof r === 'function' ? '' : r.title)).join('; ');
    expect(titles('council-tax-support.scheme.england.max-reduction')).toContain('Default Scheme');
    expect(titles('council-tax-support.scheme.scotland.max-reduction')).toContain('Council Tax Reduction (Scotland) Regulations 2021');
    expect(titles('council-tax-support.scheme.wales.max-reduction')).toContain('(Wales) Regulations 2013');
    expect(titles('council-tax-support.applicable-amount.couple')).toMatch(/Default Scheme.*Scotland.*Wales/);
  });
});
