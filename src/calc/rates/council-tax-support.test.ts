/**
 * Council Tax Support against the official figures, figure by figure: the national pension-age scheme uses
 * the Housing Benefit pension-age figures (the official figures); the working-age figures
 * are the illustrative scheme and say so.
 */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from '../rates';
import { COUNCIL_TAX_SUPPORT_RATES } from './council-tax-support';
import type { RateDef } from './define';

describe('Council Tax Support pension-age rates (the official figures, Housing Benefit pension age)', () => {
  it('cites the pension-age scheme regulations and says the figures are those of Housing Benefit', () => {
    const def = RATE_DEFINITIONS['council-tax-support.pension.personal-allowance.single'];
    expect(def?.references.some((r) => typeof r !== 'function' && r.title.startsWith('Council Tax Reduction Schemes (Prescribed Requirements) (England) Regulations 2012'))).toBe(
      true,
    );
    expect(def?.note).toContain('Housing Benefit for pension age');
  });
});

describe('Council Tax Support working-age rates: the illustrative scheme', () => {
  const workingAge = Object.entries(COUNCIL_TAX_SUPPORT_RATES).filter(
    ([id]) => /\.(scheme|applicable-amount|premium|second-adult-rebate)\./.test(id) || /\.capital\.(lower-limit|step|income-per-step)$/.test(id),
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
