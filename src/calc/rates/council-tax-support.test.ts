/**
 * Council Tax Support against the official figures, figure by figure: the national pension-age scheme uses
 * the Housing Benefit pension-age figures (the official figures); the working-age figures
 * are the illustrative scheme and say so.
 */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from '../rates';
import { expectOfficialFigures } from './official-figures';
import { COUNCIL_TAX_SUPPORT_RATES } from './council-tax-support';
import type { RateDef } from './define';

describe('Council Tax Support pension-age rates (the official figures, Housing Benefit pension age)', () => {
  expectOfficialFigures([
    ['council-tax-support.pension.personal-allowance.single', 218.15, 227.1, 238],
    ['council-tax-support.pension.personal-allowance.couple', 332.95, 346.6, 363.25],
    ['council-tax-support.pension.personal-allowance.single-before-2021', 235.2, 244.4, 256],
    ['council-tax-support.pension.personal-allowance.couple-before-2021', 352, 366, 383.35],
    ['council-tax-support.pension.child-allowance', 83.24, 84.66, 87.88],
    ['council-tax-support.pension.premium.family', 19.15, 19.48, 20.22],
    ['council-tax-support.pension.premium.severe-disability.single', 81.5, 82.9, 86.05],
    ['council-tax-support.pension.premium.severe-disability.couple', 163, 165.8, 172.1],
    ['council-tax-support.pension.premium.enhanced-disability.child', 32.2, 32.75, 33.99],
    ['council-tax-support.pension.premium.disabled-child', 80.01, 81.37, 84.46],
    ['council-tax-support.pension.premium.carer', 45.6, 46.4, 48.15],
    ['council-tax-support.pension.capital.lower-limit', 10000, 10000, 10000],
    ['council-tax-support.pension.capital.step', 500, 500, 500],
    ['council-tax-support.pension.capital.income-per-step', 1, 1, 1],
    ['council-tax-support.pension.max-reduction', 100, 100, 100],
    ['council-tax-support.capital.upper-limit', 16000, 16000, 16000],
    ['council-tax-support.single-person-discount', 25, 25, 25],
  ]);

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
