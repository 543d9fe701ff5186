/**
 * Local Housing Allowance areas by postcode (docs/product.md §7): a fixed local dataset, answered
 * at once, or null. No network call. The lookup visitors press (with the stub's wait) is the
 * islands' (src/islands/shared/fields/lha-lookup.ts).
 *
 * The dataset maps postcode districts to broad rental market areas (BRMAs), only for the areas
 * whose rates are published figures (src/calc/rates/lha.ts, the rates table (src/calc/rates/)). The weekly rates live in
 * the rates table with the other figures, so an admin can update them. There is no default
 * area: a postcode not in the dataset is not found.
 */

import { DEFAULT_RATES, LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, resolveRates, type LhaCategory, type RatesTable } from './rates';
import { lhaAreaReferences } from './rates/lha';
import { isValidUkPostcode, normalisePostcode } from './postcode';

/** A broad rental market area and its weekly LHA rates for one tax year. */
export interface LhaArea {
  /** e.g. 'lothian'. */
  id: string;
  /** e.g. 'Lothian'; the toast says 'Found rates for {name}'. */
  name: string;
  /** 'England', 'Scotland' or 'Wales'. */
  region: string;
  /** Outward codes in the area, e.g. ['M1', 'M2', ...]. */
  postcodeDistricts: readonly string[];
  /** Weekly rates in pounds by category, from the rates table used for the lookup. */
  rates: Readonly<Record<LhaCategory, number>>;
  /** The rates-table id of each rate. */
  rateIds: Readonly<Record<LhaCategory, string>>;
  /** When the rates apply from (ISO date). */
  effectiveDate: string;
  /** The publications the figures were read from, e.g. 'Torbay Council: Local Housing Allowance rates'. */
  sources: readonly string[];
}

/**
 * Postcode districts by area, only where the whole district (or all but a sliver) lies in the
 * broad rental market area; a district split between areas is left out, and its visitors get
 * 'Postcode Not Found' and may type their rate. Ranges are written compactly: 'AB10-16' stands
 * for AB10 to AB16. The basis of each list:
 * - Inner South East London: districts in the London Boroughs of Lewisham and Southwark south of
 *   the Central London area (SE4, SE5, SE8, SE13-16, SE22, SE23); Greenwich, Lambeth and the
 *   districts shared with them are left out.
 * - Outer South East London: districts of the London Boroughs of Bromley and Bexley (BR1-7;
 *   DA5-8, DA14-16); BR8 (Swanley, Kent) and the Greenwich districts are left out.
 * - Lothian: the City of Edinburgh, Midlothian and East Lothian (EH1-26, EH28-37, EH39-42);
 *   West Lothian (EH27, EH47-49, EH52-55) is an area of its own and the Borders districts
 *   (EH38, EH43-46) are in Scottish Borders.
 * - Aberdeen and Shire: Aberdeen City and Aberdeenshire (AB10-16, AB21-25, AB30-36, AB39, AB41-45,
 *   AB51-54); the Moray districts (AB37-38, AB55-56) are left out.
 * - Dundee and Angus: Dundee City and Angus (DD1-5, DD7-11); DD6 is in Fife.
 * - Hyndburn: BB5 (Accrington, Oswaldtwistle, Church, Clayton-le-Moors).
 * - Stafford: ST16-21 (Stafford, Penkridge, Gnosall, Eccleshall).
 * - Torbay: TQ1-5 (Torquay, Paignton, Brixham).
 * - Castle Point: SS7-8 (Benfleet, Canvey Island).
 * Sources: Royal Mail postcode districts; the VOA and Rent Service Scotland area maps; the
 * councils named with each area's rates (src/calc/rates/lha.ts).
 */
const DISTRICTS: Readonly<Record<string, string>> = {
  'inner-south-east-london': 'SE4-5 SE8 SE13-16 SE22-23',
  'outer-south-east-london': 'BR1-7 DA5-8 DA14-16',
  lothian: 'EH1-26 EH28-37 EH39-42',
  'aberdeen-and-shire': 'AB10-16 AB21-25 AB30-36 AB39 AB41-45 AB51-54',
  'dundee-and-angus': 'DD1-5 DD7-11',
  hyndburn: 'BB5',
  stafford: 'ST16-21',
  torbay: 'TQ1-5',
  'castle-point': 'SS7-8',
};

function expandDistricts(spec: string): string[] {
  const districts: string[] = [];
  for (const token of spec.split(' ')) {
    const match = /^([A-Z]+)(\d+)(?:-(\d+))?$/.exec(token);
    if (!match) continue;
    const [, letters, from, to] = match;
    for (let n = Number(from); n <= Number(to ?? from); n++) districts.push(`${letters}${n}`);
  }
  return districts;
}

/** Area id by outward code, built once. */
const AREA_BY_DISTRICT = new Map<string, string>();
const DISTRICTS_BY_AREA = new Map<string, readonly string[]>();
for (const [areaId, spec] of Object.entries(DISTRICTS)) {
  const districts = Object.freeze(expandDistricts(spec));
  DISTRICTS_BY_AREA.set(areaId, districts);
  for (const district of districts) AREA_BY_DISTRICT.set(district, areaId);
}

export { isValidUkPostcode, normalisePostcode } from './postcode';

/** The outward code of a postcode ('SW1A 1AA' → 'SW1A'), or null when it is not postcode-shaped. */
export function outwardCode(postcode: string): string | null {
  if (!isValidUkPostcode(postcode)) return null;
  return normalisePostcode(postcode).split(' ')[0] ?? null;
}

/** An area with its rates read from `rates` (default: the built-in table); null for an unknown id. */
export function lhaAreaById(areaId: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const info = LHA_AREA_LIST.find((area) => area.id === areaId);
  if (!info) return null;
  const amounts = resolveRates(rates);
  const rateIds = {} as Record<LhaCategory, string>;
  const weekly = {} as Record<LhaCategory, number>;
  for (const category of LHA_CATEGORIES) {
    rateIds[category] = lhaRateId(areaId, category);
    weekly[category] = amounts[rateIds[category]] ?? 0;
  }
  const effectiveDate = (rates ?? DEFAULT_RATES)[rateIds['one-bed']]?.effectiveDate ?? (DEFAULT_RATES[rateIds['one-bed']]?.effectiveDate as string);
  const sources = lhaAreaReferences(areaId).map((r) => r.title);
  return { id: info.id, name: info.name, region: info.region, postcodeDistricts: DISTRICTS_BY_AREA.get(areaId) ?? [], rates: weekly, rateIds, effectiveDate, sources };
}

/** Every area of the local dataset, with rates from `rates`. */
export function listLhaAreas(rates: RatesTable = DEFAULT_RATES): LhaArea[] {
  return [...DISTRICTS_BY_AREA.keys()].map((id) => lhaAreaById(id, rates)).filter((area): area is LhaArea => area !== null);
}

/**
 * The area of a postcode or outward code, at once; null when it is not postcode-shaped or not
 * in the dataset. A sub-district with a letter (e.g. 'EH1A') falls back to its district ('EH1').
 */
export function findLhaArea(postcode: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const outward = outwardCode(postcode);
  if (!outward) return null;
  const areaId = AREA_BY_DISTRICT.get(outward) ?? AREA_BY_DISTRICT.get(outward.replace(/[A-Z]$/, ''));
  return areaId ? lhaAreaById(areaId, rates) : null;
}
