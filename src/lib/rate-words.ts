/**
 * The words of the rates table, read at the edge (README "Messages"): the rates table
 * (src/calc/rates/catalogue.ts) holds ids, and /rates (src/components/RatesYearPage.astro) and the
 * server, which stores a rate's label, region and group for the admin panel (server/db/seed.ts,
 * server/routes/admin/), name them here from the catalogue (src/i18n/en/rates.ts). A rate's note is
 * a message, written with `engineTextWriter(rateNoteWords)` (src/i18n/engine-words.tsx).
 *
 * Never on a calculator page: the catalogue's rate words are for /rates, the server and the admin.
 */
import { BRMA_LIST, parseLhaRateId, type BrmaNation } from '../calc/brma';
import type { BenefitGroup, Region } from '../calc/rates/define';
import type { LhaCategory } from '../calc/rates/lha';
import { formatMoney, toPence } from '../calc/money';
import type { Rate } from '../calc/rates';
import { lhaRateLabelMessages, rateAmountMessages, rateGroupMessages, rateLabelMessages, rateRegionMessages, rateWhenNoneMessages } from '../i18n/en/rates';

/** The label of an area's LHA rate: 'LHA Lothian: 2 bedrooms'. `area` is the area's proper name. */
export function lhaRateLabel(category: LhaCategory, area: string): string {
  return lhaRateLabelMessages.get()[category]({ area });
}

let areaNames: Map<string, string> | undefined;

/**
 * What a rate is, in words: its id's label in the catalogue, or for a Local Housing Allowance rate
 * (of a built-in area or one an admin imported) the category's label with the area's name. An id
 * the catalogue does not know is returned as it is (a test holds every rate of every year to a label).
 */
export function rateLabel(id: string): string {
  const labels = rateLabelMessages.get() as Readonly<Record<string, string>>;
  if (Object.hasOwn(labels, id)) return labels[id] as string;
  const lha = parseLhaRateId(id);
  if (!lha) return id;
  areaNames ??= new Map(BRMA_LIST.map((area) => [area.id, area.name]));
  return lhaRateLabel(lha.category, areaNames.get(lha.areaId) ?? lha.areaId);
}

/** Where a figure applies, in words: 'Great Britain'. */
export function regionName(region: Region): string {
  return rateRegionMessages.get()[region];
}

/** A nation of the LHA dataset (src/calc/brma.ts) as a region. */
const REGION_OF_NATION: Readonly<Record<BrmaNation, Region>> = { England: 'england', Wales: 'wales', Scotland: 'scotland' };

/** The region of an LHA area's nation (src/calc/brma.ts). */
export function regionOfNation(nation: BrmaNation): Region {
  return REGION_OF_NATION[nation];
}

/** A benefit group's name: 'Personal Independence Payment (PIP)'. */
export function groupLabel(group: BenefitGroup): string {
  return rateGroupMessages.get()[group];
}

/** What a figure that did not apply in a year means ('No limit (abolished …)'), or undefined when the catalogue does not say. */
export function rateWhenNone(id: string): string | undefined {
  const words = rateWhenNoneMessages.get() as Readonly<Record<string, string>>;
  return Object.hasOwn(words, id) ? words[id] : undefined;
}

/**
 * A rate as people read it: '£393.45 a month', '£77 a week', '55%', '£16,000', '4.33', or for a
 * year it did not apply what that means ('None' when the catalogue does not say).
 */
export function rateText(rate: Pick<Rate, 'id' | 'amount' | 'unit'>): string {
  const t = rateAmountMessages.get();
  if (rate.amount === null) return rateWhenNone(rate.id) ?? t.none;
  if (rate.unit === 'percent') return t.percent({ amount: String(rate.amount) });
  if (rate.unit === 'count') return String(rate.amount);
  const money = formatMoney(toPence(rate.amount));
  return rate.unit === 'gbp' ? money : t[rate.unit]({ amount: money });
}
