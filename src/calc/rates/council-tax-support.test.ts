/**
 * Council Tax Support against the official figures, figure by figure: the national pension-age scheme uses
 * the Housing Benefit pension-age figures (the official figures); the working-age figures
 * are the illustrative scheme and say so.
 */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from './catalogue';
import { COUNCIL_TAX_SUPPORT_RATES } from './council-tax-support';
import type { RateDef } from './define';
import { msg } from '../message';

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

describe('Council Tax Support working-age rates: England’s illustrative scheme and the national schemes', () => {
  const ids = Object.keys(COUNCIL_TAX_SUPPORT_RATES);
  const titles = (id: string) => (RATE_DEFINITIONS[id]?.references ?? []).map((r) => (typeof r === 'function' ? r('2025-26').title : r.title)).join('; ');

  it.each(ids.filter((id) => /\.(scheme\.england|applicable-amount|premium)\./.test(id)))('%s is England’s illustrative scheme, the same every year', (id) => {
    const def = RATE_DEFINITIONS[id] as RateDef;
    expect(def.region).toBe('england');
    expect(def.note).toEqual(msg('rates.note.illustrativeScheme'));
    expect(new Set(Object.values(def.amounts)).size).toBe(1);
    expect(titles(id)).toContain('Default Scheme');
  });

  it.each(ids.filter((id) => /^council-tax-support\.(wales|scotland|non-dependant|second-adult-rebate)\./.test(id) && !id.endsWith('.percent')))(
    '%s cites its nation’s regulations and the year’s uprating instrument',
    (id) => {
      expect(titles(id)).toMatch(/Regulations 20(12|13|21)/);
      expect(titles(id)).toMatch(/\((W?S?SI) 2025\/\d+\)/);
    },
  );

  it('names the national schemes of Scotland and Wales', () => {
    expect(titles('council-tax-support.max-reduction')).toContain('Council Tax Reduction (Scotland) Regulations 2021');
    expect(titles('council-tax-support.max-reduction')).toContain('(Wales) Regulations 2013');
    expect(titles('council-tax-support.non-dependant.england-pension.band-4.deduction')).toContain('Sch 1 para 8');
  });

  it('says beside a threshold that stands in for a year not yet found', () => {
    expect(RATE_DEFINITIONS['council-tax-support.second-adult-rebate.scotland.lower-below']?.note).toEqual(msg('rates.note.scotlandRebateThresholds'));
    expect(RATE_DEFINITIONS['council-tax-support.second-adult-rebate.england-pension.lower-below']?.note).toEqual(msg('rates.note.englandRebateThresholds'));
  });
});
