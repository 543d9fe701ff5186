import { describe, expect, it } from 'vitest';
import { BENEFIT_GROUPS, describedRatesFor, listRates, RATE_DEFINITIONS } from '~/calc/rates/catalogue';
import { RATE_GROUPS } from '~/calc/rates/groups';
import { LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId } from '~/calc/rates/lha';
import { TAX_YEAR_IDS } from '~/calc/rates/define';
import { engineTextWriter } from '~/i18n/engine-words';
import { lhaRateLabelMessages, rateGroupMessages, rateLabelMessages, rateNoteMessages, rateNoteWords, rateRegionMessages } from '~/i18n/en/rates';
import { groupLabel, lhaRateLabel, rateLabel, rateText, rateWhenNone, regionName, regionOfNation } from './rate-words';
import { ratesFor, TAX_YEARS, type Rate } from '~/calc/rates';

const isLha = (id: string) => id.startsWith('housing-benefit.lha.');
const everyRate = TAX_YEAR_IDS.flatMap((year) => listRates(describedRatesFor(year)));

describe('the words of the rates table are in the catalogue', () => {
  it('every rate of every tax year has its label: its own entry, or an LHA area’s name in its category’s', () => {
    const labels = rateLabelMessages.get() as Readonly<Record<string, string>>;
    const missing = everyRate.filter((rate) => (isLha(rate.id) ? false : !labels[rate.id]?.trim())).map((rate) => `${rate.taxYear} ${rate.id}`);
    expect(missing).toEqual([]);
    for (const rate of everyRate) expect(rateLabel(rate.id), rate.id).not.toBe(rate.id);
  });

  it('no label entry is unused, and none is an LHA rate’s (those are built from the area’s name)', () => {
    const ids = new Set(everyRate.map((rate) => rate.id));
    expect(Object.keys(rateLabelMessages.get()).filter((id) => !ids.has(id) || isLha(id))).toEqual([]);
  });

  it('builds an LHA rate’s label from its category and the area’s proper name, for built-in and imported areas alike', () => {
    expect(Object.keys(lhaRateLabelMessages.get())).toEqual([...LHA_CATEGORIES]);
    expect(rateLabel(lhaRateId('lothian', 'two-bed'))).toBe('LHA Lothian: 2 bedrooms');
    expect(rateLabel(lhaRateId('renfrewshire-inverclyde', 'shared-room'))).toBe('LHA Renfrewshire/Inverclyde: shared accommodation');
    // An area whose figures an admin imports (src/calc/brma.ts), not built in.
    expect(LHA_AREA_LIST.some((area) => area.id === 'central-london')).toBe(false);
    expect(rateLabel(lhaRateId('central-london', 'four-bed'))).toBe('LHA Central London: 4 bedrooms');
    expect(lhaRateLabel('one-bed', 'Lothian')).toBe('LHA Lothian: 1 bedroom');
    expect(rateLabel('no.such-rate')).toBe('no.such-rate');
  });

  it('every note of every rate of every year is a note of the catalogue, written with every value filled, and every note is used', () => {
    const write = engineTextWriter(rateNoteWords);
    const used = new Set<string>();
    for (const rate of everyRate) {
      if (!rate.note) continue;
      used.add(rate.note.messageId);
      const text = write(rate.note);
      expect(text, rate.id).not.toMatch(/[{}]/);
      expect(text.trim(), rate.id).not.toBe('');
    }
    expect(Object.keys(rateNoteMessages.get()).filter((id) => !used.has(id))).toEqual([]);
  });

  it('names every region a rate applies in, and no other', () => {
    const regions = new Set([...everyRate.map((rate) => rate.region), ...Object.values(RATE_GROUPS).map((group) => group.region)]);
    expect(Object.keys(rateRegionMessages.get()).sort()).toEqual([...regions].sort());
    expect(regionName('great-britain')).toBe('Great Britain');
    expect(regionName(regionOfNation('Scotland'))).toBe('Scotland');
  });

  it('names every benefit group, in the order of the table', () => {
    expect(Object.keys(rateGroupMessages.get())).toEqual([...BENEFIT_GROUPS]);
    expect(groupLabel('pip')).toBe('Personal Independence Payment (PIP)');
  });

  it('says in its label that a figure of England’s working-age scheme is illustrative', () => {
    const illustrative = Object.keys(RATE_DEFINITIONS).filter((id) => /^council-tax-support\.(scheme\.england|applicable-amount|premium)\./.test(id));
    expect(illustrative.length).toBeGreaterThan(0);
    for (const id of illustrative) expect(rateLabel(id)).toMatch(/^England working age \(illustrative scheme\): /);
  });
});

describe('rateText', () => {
  it.each([
    ['pip.daily-living.standard', '£73.90 a week'],
    ['pip.threshold.enhanced', '12'],
    ['general.tv-licence.colour', '£174.50 a year'],
    ['general.national-living-wage', '£12.21 an hour'],
    ['general.winter-fuel-payment.recovery-threshold', '£35,000'],
    ['general.weeks-per-month', '4.33'],
  ])('%s → %s (2025/26)', (id, text) => {
    expect(rateText(ratesFor('2025-26')[id] as Rate)).toBe(text);
  });

  it('says what a figure that did not apply means, for every rate with a year of no figure', () => {
    expect(rateText(ratesFor('2024-25')['general.winter-fuel-payment.recovery-threshold'] as Rate)).toMatch(/^Not in force/);
    expect(rateText(ratesFor('2026-27')['universal-credit.child-limit'] as Rate)).toBe('No limit (abolished for assessment periods from 6 April 2026)');
    const noFigure = TAX_YEARS.flatMap((y) => Object.values(ratesFor(y.id)).filter((r) => r.amount === null)).map((r) => r.id);
    expect(noFigure.length).toBeGreaterThan(0);
    expect(noFigure.filter((id) => rateWhenNone(id) === undefined)).toEqual([]);
  });
});
