import { describe, expect, it } from 'vitest';
import {
  applyRateOverrides,
  BENEFIT_GROUP_LABELS,
  DEFAULT_RATES,
  formatRate,
  LHA_AREA_LIST,
  LHA_CATEGORIES,
  lhaRateId,
  listRates,
  resolveRates,
  type Rate,
  type RatesTable,
} from './rates';

const UNITS = ['gbp-per-month', 'gbp-per-week', 'gbp', 'percent', 'count'];
const REGIONS = ['UK', 'Great Britain', 'England', 'Scotland', 'Wales'];

/** A real calendar date in YYYY-MM-DD form. */
function isIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text);
}

describe('every rate is complete', () => {
  it.each(listRates())('$id', (rate: Rate) => {
    expect(rate.id.length).toBeGreaterThan(0);
    expect(rate.id.startsWith(`${rate.benefit}.`)).toBe(true);
    expect(Object.keys(BENEFIT_GROUP_LABELS)).toContain(rate.benefit);
    expect(rate.label.trim().length).toBeGreaterThan(0);
    expect(Number.isFinite(rate.amount) && rate.amount >= 0).toBe(true);
    expect(UNITS).toContain(rate.unit);
    expect(isIsoDate(rate.effectiveDate)).toBe(true);
    expect(rate.source.trim().length).toBeGreaterThan(0);
    expect(REGIONS).toContain(rate.region);
    expect(DEFAULT_RATES[rate.id]).toBe(rate);
  });

  it('fails on a missing field, an empty one or a bad date (the check itself)', () => {
    const good = DEFAULT_RATES['universal-credit.child-element'] as Rate;
    expect(isIsoDate(good.effectiveDate)).toBe(true);
    expect(isIsoDate('2025-02-30')).toBe(false);
    expect(isIsoDate('1/4/2025')).toBe(false);
  });

  it('gives every rate a source naming the spec or DECISIONS.md, and a regulation or page where the figure is from law', () => {
    for (const rate of listRates()) expect(rate.source, rate.id).toMatch(/Spec 00[01]|spec 00[012]|DECISIONS\.md|Regulations|LHA 2025\/26/);
  });
});

/** Every figure of spec 000 §9, spec 001 §9 and DECISIONS.md §2, by the id it lives under. */
const SPEC_FIGURES: Array<[string, number]> = [
  ['universal-credit.standard-allowance.single-under-25', 311.68],
  ['universal-credit.standard-allowance.single-25-plus', 393.45],
  ['universal-credit.standard-allowance.couple-under-25', 489.23],
  ['universal-credit.standard-allowance.couple-25-plus', 617.6],
  ['universal-credit.standard-allowance.higher-rate-age', 25],
  ['universal-credit.child-element', 333.33],
  ['universal-credit.child-element.max-children', 2],
  ['universal-credit.work-allowance.with-housing', 673],
  ['universal-credit.work-allowance.without-housing', 1116],
  ['universal-credit.taper-rate', 55],
  ['universal-credit.lcw-element', 156.11],
  ['universal-credit.lcwra-element', 416.19],
  ['universal-credit.carer-element', 198.31],
  ['universal-credit.carer-element.min-hours', 35],
  ['universal-credit.benefit-cap.couple', 1835],
  ['universal-credit.benefit-cap.single-with-children', 1835],
  ['universal-credit.benefit-cap.single', 1229],
  ['universal-credit.benefit-cap.earnings-exemption', 846],
  ['universal-credit.capital.upper-limit', 16000],
  ['universal-credit.capital.lower-limit', 6000],
  ['universal-credit.capital.step', 250],
  ['universal-credit.capital.income-per-step', 4.35],
  ['universal-credit.earnings-slider.max', 3000],
  ['universal-credit.earnings-slider.step', 50],
  ['housing-benefit.applicable-amount.single-under-25', 77],
  ['housing-benefit.applicable-amount.single-25-plus', 97.75],
  ['housing-benefit.applicable-amount.couple', 153.7],
  ['housing-benefit.premium.family', 22.2],
  ['housing-benefit.premium.disability', 42.5],
  ['housing-benefit.premium.severe-disability', 81.5],
  ['housing-benefit.premium.enhanced-disability', 20.85],
  ['housing-benefit.premium.carer', 45.6],
  ['housing-benefit.taper-rate', 65],
  ['housing-benefit.non-dependant.working-higher', 106.05],
  ['housing-benefit.non-dependant.working-middle', 80.4],
  ['housing-benefit.non-dependant.working-lower', 26.8],
  ['housing-benefit.non-dependant.pension', 26.8],
  ['housing-benefit.non-dependant.benefits', 16.85],
  ['housing-benefit.non-dependant.min-age', 18],
  ['housing-benefit.lha.default-area.shared-room', 85],
  ['housing-benefit.lha.default-area.one-bed', 120],
  ['housing-benefit.lha.default-area.two-bed', 155],
  ['housing-benefit.lha.default-area.three-bed', 185],
  ['housing-benefit.lha.default-area.four-bed', 220],
  ['housing-benefit.lha.shared-room-age-limit', 35],
  ['housing-benefit.bedrooms.own-room-age', 10],
  ['housing-benefit.bedrooms.children-per-room', 2],
  ['housing-benefit.bedrooms.max', 4],
  ['housing-benefit.bedroom-reduction.one-extra', 14],
  ['housing-benefit.bedroom-reduction.two-or-more', 25],
  ['housing-benefit.capital.upper-limit', 16000],
  ['housing-benefit.capital.lower-limit', 6000],
  ['housing-benefit.capital.step', 250],
  ['housing-benefit.capital.income-per-step', 1],
  ['housing-benefit.lha.lookup-delay', 500],
  ['pip.daily-living.standard', 68.1],
  ['pip.daily-living.enhanced', 101.75],
  ['pip.mobility.standard', 26.9],
  ['pip.mobility.enhanced', 71],
  ['pip.threshold.standard', 8],
  ['pip.threshold.enhanced', 12],
  ['pip.guide.daily-living.standard', 72.65],
  ['pip.guide.daily-living.enhanced', 108.55],
  ['pip.guide.mobility.standard', 28.7],
  ['pip.guide.mobility.enhanced', 75.75],
  ['pip.points.taking-nutrition.f', 10],
  ['pip.points.managing-therapy.g', 8],
  ['pip.points.washing-bathing.g', 8],
  ['pip.points.managing-toilet.f', 8],
  ['council-tax-support.scheme.england.max-reduction', 80],
  ['council-tax-support.scheme.england.taper', 20],
  ['council-tax-support.scheme.england.minimum-payment', 20],
  ['council-tax-support.scheme.scotland.max-reduction', 100],
  ['council-tax-support.scheme.scotland.taper', 20],
  ['council-tax-support.scheme.scotland.minimum-payment', 0],
  ['council-tax-support.scheme.wales.max-reduction', 100],
  ['council-tax-support.scheme.wales.taper', 20],
  ['council-tax-support.scheme.wales.minimum-payment', 0],
  ['council-tax-support.applicable-amount.single-under-25', 67.2],
  ['council-tax-support.applicable-amount.single-25-plus', 84.8],
  ['council-tax-support.applicable-amount.couple-under-18', 67.2],
  ['council-tax-support.applicable-amount.couple', 133.3],
  ['council-tax-support.applicable-amount.dependent-child', 70.8],
  ['council-tax-support.premium.family', 18.85],
  ['council-tax-support.premium.disability', 36.2],
  ['council-tax-support.premium.severe-disability', 69.4],
  ['council-tax-support.premium.carer', 38.85],
  ['council-tax-support.disregard.earnings-single', 5],
  ['council-tax-support.disregard.earnings-couple', 10],
  ['council-tax-support.disregard.disability-earnings', 20],
  ['council-tax-support.disregard.carer', 20],
  ['council-tax-support.capital.lower-limit', 6000],
  ['council-tax-support.capital.upper-limit', 16000],
  ['council-tax-support.capital.step', 250],
  ['council-tax-support.capital.income-per-step', 1],
  ['council-tax-support.second-adult-rebate.band-1.income-below', 200],
  ['council-tax-support.second-adult-rebate.band-1.percent', 25],
  ['council-tax-support.second-adult-rebate.band-2.income-below', 260],
  ['council-tax-support.second-adult-rebate.band-2.percent', 15],
  ['council-tax-support.second-adult-rebate.band-3.income-below', 320],
  ['council-tax-support.second-adult-rebate.band-3.percent', 7.5],
  ['council-tax-support.single-person-discount', 25],
  ['general.weeks-per-month', 4.33],
  ['general.weeks-per-year', 52],
  ['general.months-per-year', 12],
  ['general.eligibility.universal-credit.min-age', 18],
  ['general.eligibility.universal-credit.max-age', 65],
  ['general.eligibility.pip.min-age', 16],
  ['general.eligibility.pip.max-age', 65],
  ['general.eligibility.pension-credit.min-age', 66],
  ['general.eligibility.universal-credit.with-children.low', 400],
  ['general.eligibility.universal-credit.with-children.high', 800],
  ['general.eligibility.universal-credit.low', 250],
  ['general.eligibility.universal-credit.high', 400],
  ['general.eligibility.housing-benefit.low', 300],
  ['general.eligibility.housing-benefit.high', 600],
  ['general.eligibility.pip.low', 100],
  ['general.eligibility.pip.high', 700],
  ['general.eligibility.child-benefit.low', 25],
  ['general.eligibility.child-benefit.high', 100],
  ['general.eligibility.council-tax-support.low', 25],
  ['general.eligibility.council-tax-support.high', 100],
];

describe('the seeded figures', () => {
  it.each(SPEC_FIGURES)('%s is %d', (id, amount) => {
    expect(DEFAULT_RATES[id]?.amount).toBe(amount);
  });

  it('dates every rate 2025-04-01', () => {
    expect(new Set(listRates().map((r) => r.effectiveDate))).toEqual(new Set(['2025-04-01']));
  });

  it('has every LHA category for at least 20 areas besides the default, with real regions', () => {
    expect(LHA_AREA_LIST.length - 1).toBeGreaterThanOrEqual(20);
    expect(new Set(LHA_AREA_LIST.map((a) => a.region))).toEqual(new Set(['Great Britain', 'England', 'Scotland', 'Wales']));
    for (const area of LHA_AREA_LIST) {
      const weekly = LHA_CATEGORIES.map((c) => DEFAULT_RATES[lhaRateId(area.id, c)]?.amount ?? Number.NaN);
      // Larger homes never have a lower rate.
      expect(weekly, area.id).toEqual([...weekly].sort((x, y) => x - y));
      expect(DEFAULT_RATES[lhaRateId(area.id, 'one-bed')]?.unit).toBe('gbp-per-week');
    }
  });
});

describe('listRates', () => {
  it('orders by group, then declaration order', () => {
    const groups = listRates().map((r) => r.benefit);
    const order = Object.keys(BENEFIT_GROUP_LABELS);
    for (let i = 1; i < groups.length; i++) expect(order.indexOf(groups[i] as string)).toBeGreaterThanOrEqual(order.indexOf(groups[i - 1] as string));
    const uc = listRates().filter((r) => r.benefit === 'universal-credit');
    expect(uc[0]?.id).toBe('universal-credit.standard-allowance.single-under-25');
    expect(uc[1]?.id).toBe('universal-credit.standard-allowance.single-25-plus');
    expect(listRates()).toHaveLength(Object.keys(DEFAULT_RATES).length);
  });
});

describe('applyRateOverrides', () => {
  const id = 'universal-credit.child-element';

  it('takes a list of { id, amount } or a record, and leaves the original alone', () => {
    const fromList = applyRateOverrides(DEFAULT_RATES, [{ id, amount: 340 }]);
    const fromRecord = applyRateOverrides(DEFAULT_RATES, { [id]: '340.5' });
    expect(fromList[id]?.amount).toBe(340);
    expect(fromList[id]?.label).toBe(DEFAULT_RATES[id]?.label);
    expect(fromRecord[id]?.amount).toBe(340.5);
    expect(DEFAULT_RATES[id]?.amount).toBe(333.33);
  });

  it.each([Number.NaN, Number.POSITIVE_INFINITY, -1, 'abc', '', null, undefined, {}, true])('ignores the amount %j', (amount) => {
    expect(applyRateOverrides(DEFAULT_RATES, [{ id, amount }])[id]?.amount).toBe(333.33);
  });

  it('ignores unknown ids and junk entries, and never throws', () => {
    const hostile = {
      get [id]() {
        throw new Error('boom');
      },
    };
    expect(applyRateOverrides(DEFAULT_RATES, [{ id: 'nope', amount: 1 }, null as never, 7 as never])).not.toHaveProperty('nope');
    expect(applyRateOverrides(DEFAULT_RATES, hostile)[id]?.amount).toBe(333.33);
    expect(applyRateOverrides(DEFAULT_RATES, 'x' as never)[id]?.amount).toBe(333.33);
    expect(applyRateOverrides(null as never, [{ id, amount: 1 }])[id]?.amount).toBe(1);
  });
});

describe('formatRate', () => {
  it.each([
    ['universal-credit.standard-allowance.single-25-plus', '£393.45 a month'],
    ['universal-credit.taper-rate', '55%'],
    ['universal-credit.capital.upper-limit', '£16,000'],
    ['housing-benefit.applicable-amount.single-under-25', '£77 a week'],
    ['pip.daily-living.standard', '£68.10 a week'],
    ['council-tax-support.second-adult-rebate.band-3.percent', '7.5%'],
    ['general.weeks-per-month', '4.33'],
  ])('%s → %s', (id, text) => {
    expect(formatRate(DEFAULT_RATES[id] as Rate)).toBe(text);
  });
});

describe('resolveRates', () => {
  it('falls back to the built-in amount for missing or broken rates, and caches per table', () => {
    const broken: RatesTable = { 'universal-credit.child-element': { ...(DEFAULT_RATES['universal-credit.child-element'] as Rate), amount: Number.NaN } };
    expect(resolveRates(broken)['universal-credit.child-element']).toBe(333.33);
    expect(resolveRates(broken)['universal-credit.taper-rate']).toBe(55);
    expect(resolveRates(broken)).toBe(resolveRates(broken));
    expect(resolveRates(null)['general.weeks-per-month']).toBe(4.33);
  });
});
