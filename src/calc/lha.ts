/**
 * Local Housing Allowance areas (docs/product.md §7): every broad rental market area (BRMA) of
 * Great Britain by name (src/calc/brma.ts), the councils and postcode districts a published source
 * places in each, and each area's weekly rates where the rates table has them. A fixed local
 * dataset, answered at once; no network call. The lookup visitors press (with the stub's wait) is
 * the islands' (src/islands/shared/fields/lha-lookup.ts), and this module loads only with it, so
 * a calculator page that never looks an area up carries none of it (README "Performance").
 *
 * An area's figures are available when the rates table holds its five rates: the built-in ones
 * (src/calc/rates/lha.ts, read from published pages, added here by `withBuiltInLhaRates`) or
 * those an admin published through `GET /api/rates`. Any other area is still found by its
 * postcode district, council or name, and the visitor is told its rates are not built in.
 */

import { BRMA_LIST, RETIRED_LHA_AREA_IDS, type Brma } from './brma';
import { DEFAULT_RATES, LHA_CATEGORIES, lhaRateId, type LhaCategory, type RatesTable } from './rates';
import { lhaAreaReferences } from './rates/lha-sources';
import { LHA_AMOUNTS } from './rates/lha-amounts.generated';
import { isValidUkPostcode, normalisePostcode } from './postcode';

/** A broad rental market area and its weekly LHA rates for one tax year. */
export interface LhaArea {
  /** e.g. 'lothian'. */
  id: string;
  /** e.g. 'Lothian'; the toast says 'Found rates for {name}'. */
  name: string;
  /** 'England', 'Scotland' or 'Wales'. */
  region: string;
  /** Outward codes wholly in the area that a source names, e.g. ['EH1', 'EH2', ...]; may be empty. */
  postcodeDistricts: readonly string[];
  /** Weekly rates in pounds by category, from the rates table used for the lookup. */
  rates: Readonly<Record<LhaCategory, number>>;
  /** The rates-table id of each rate. */
  rateIds: Readonly<Record<LhaCategory, string>>;
  /** When the rates apply from (ISO date). */
  effectiveDate: string;
  /** The publications the figures were read from, e.g. 'East Lothian Council: Local Housing Allowance Rates, …'. */
  sources: readonly string[];
  /** The rates are ones this site's administrator published from the official table (an area not built in). */
  isPublished?: true;
}

/**
 * Postcode districts by area, only where the whole district (or all but a sliver) lies in the
 * broad rental market area; a district split between areas is left out, and its visitors are
 * asked for their council or town instead. Ranges are written compactly: 'AB10-16' stands for
 * AB10 to AB16. The basis of each list:
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
 * - East Lancs: BB5 (Accrington, Oswaldtwistle, Church, Clayton-le-Moors), Hyndburn Borough
 *   Council's area, which Hyndburn's LHA page puts in East Lancs.
 * - Greater Glasgow: G44, G46, G76, G77 and Renfrewshire/Inverclyde: G78 (East Renfrewshire
 *   Council, Local Housing Allowance rates: https://eastrenfrewshire.gov.uk/local-housing-allowance-rates).
 * - Sunderland: SR6, NE35, NE36 (South Tyneside Council, Housing Benefit for private tenants:
 *   https://southtyneside.gov.uk/article/4231/Housing-Benefit-for-private-tenants-Local-Housing-Allowance).
 * Sources: Royal Mail postcode districts; the VOA and Rent Service Scotland area maps; the
 * councils named with each area's rates (src/calc/rates/lha.ts).
 */
const DISTRICTS: Readonly<Record<string, string>> = {
  'inner-south-east-london': 'SE4-5 SE8 SE13-16 SE22-23',
  'outer-south-east-london': 'BR1-7 DA5-8 DA14-16',
  lothian: 'EH1-26 EH28-37 EH39-42',
  'aberdeen-and-shire': 'AB10-16 AB21-25 AB30-36 AB39 AB41-45 AB51-54',
  'dundee-and-angus': 'DD1-5 DD7-11',
  'east-lancs': 'BB5',
  'greater-glasgow': 'G44 G46 G76-77',
  'renfrewshire-inverclyde': 'G78',
  sunderland: 'SR6 NE35-36',
};

/**
 * Councils (or parts of them) and the areas a council's own LHA page places them in: one area, or
 * several when the council's district is split between them (then the visitor chooses). From the
 * councils' Local Housing Allowance pages (src/calc/rates/lha-data/lha-areas-councils.csv names
 * each page).
 *
 * Provisional placements: some pages predate the 2020 review of the areas' boundaries (Merton's
 * 2017-18 leaflet, Northumberland's 2015 page, Doncaster's 2018 page, the old Wycombe District
 * Council page, now Buckinghamshire). Every one of those councils is split between areas, so the
 * lookup never answers for them at once: it offers the areas and the visitor chooses (or types
 * the rate from the official lookup), as with any council split between areas.
 */
const COUNCILS: ReadonlyArray<readonly [council: string, areaIds: string]> = [
  ['Aberdeen City', 'aberdeen-and-shire'],
  ['Aberdeenshire', 'aberdeen-and-shire'],
  ['Arun', 'worthing chichester'],
  ['Ashfield', 'north-nottingham nottingham derby'],
  ['Ashford', 'ashford canterbury high-weald'],
  ['Bassetlaw', 'north-nottingham doncaster grantham-and-newark'],
  ['Bath and North East Somerset', 'bath bristol'],
  ['Bromley', 'inner-south-east-london outer-south-east-london'],
  ['Bury', 'bolton-and-bury central-greater-manchester'],
  ['Ceredigion', 'ceredigion'],
  ['Cheltenham', 'cheltenham'],
  ['Cherwell', 'cherwell-valley oxford'],
  ['Clackmannanshire', 'forth-valley'],
  ['Coventry', 'coventry'],
  ['Derbyshire Dales', 'peaks-and-dales sheffield eastern-staffordshire derby'],
  ['Doncaster', 'doncaster rotherham'],
  ['Dumfries and Galloway', 'dumfries-and-galloway'],
  ['Dundee City', 'dundee-and-angus'],
  ['East Ayrshire', 'ayrshires'],
  ['East Dunbartonshire', 'east-dunbartonshire'],
  ['East Lothian', 'lothian'],
  ['East Renfrewshire', 'greater-glasgow renfrewshire-inverclyde'],
  ['Epping Forest', 'harlow-and-stortford'],
  ['Falkirk', 'forth-valley'],
  ['Fylde', 'fylde-coast central-lancs'],
  ['Guildford', 'guildford blackwater-valley'],
  ['Haringey', 'inner-north-london outer-north-london'],
  ['Harlow', 'harlow-and-stortford'],
  ['Havant', 'portsmouth chichester'],
  ['Havering', 'outer-north-east-london south-west-essex'],
  ['Highland', 'highland-and-islands'],
  ['Hinckley and Bosworth', 'coventry leicester'],
  ['Hounslow', 'inner-west-london outer-south-west-london outer-west-london'],
  ['Hyndburn', 'east-lancs'],
  ['Inverclyde', 'renfrewshire-inverclyde'],
  ["King's Lynn and West Norfolk", 'kings-lynn bury-st-edmunds'],
  ['Knowsley', 'greater-liverpool st-helens north-cheshire'],
  ['Lichfield', 'mid-staffs birmingham'],
  ['Merton', 'inner-south-west-london outer-south-west-london outer-south-london'],
  ['Middlesbrough', 'teesside'],
  ['Monmouthshire', 'monmouthshire'],
  ['Moray', 'highland-and-islands'],
  ['Na h-Eileanan Siar (Western Isles)', 'highland-and-islands'],
  ['Newport', 'newport'],
  ['North Devon', 'north-devon taunton-and-west-somerset mid-and-east-devon'],
  ['North Norfolk', 'central-norfolk-and-norwich kings-lynn lowestoft-and-great-yarmouth'],
  ['North West Leicestershire', 'leicester derby eastern-staffordshire'],
  ['Northumberland', 'northumberland tyneside durham north-cumbria'],
  ['Norwich', 'central-norfolk-and-norwich'],
  ['Orkney Islands', 'highland-and-islands'],
  ['Rother', 'sussex-east'],
  ['Scottish Borders', 'scottish-borders'],
  ['Shetland Islands', 'highland-and-islands'],
  ['South Ribble', 'central-lancs east-lancs'],
  ['South Tyneside', 'tyneside sunderland'],
  ['Southampton', 'southampton'],
  ['Stafford', 'mid-staffs staffordshire-north shropshire'],
  ['Stirling', 'forth-valley'],
  ['Teignbridge', 'exeter south-devon'],
  ['Torfaen', 'torfaen'],
  ['West Devon', 'exeter plymouth north-cornwall-and-devon-borders'],
  ['West Lothian', 'west-lothian'],
  ['Windsor and Maidenhead', 'east-thames-valley chilterns reading walton'],
  ['Wirral', 'wirral'],
  ['Wycombe (now Buckinghamshire)', 'chilterns aylesbury reading'],
  ['Wyre Forest', 'worcester-north black-country'],
];

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

const BRMA_BY_ID = new Map(BRMA_LIST.map((area) => [area.id, area]));

export { isValidUkPostcode, normalisePostcode } from './postcode';

/** The outward code of a postcode ('SW1A 1AA' → 'SW1A'), or null when it is not postcode-shaped. */
export function outwardCode(postcode: string): string | null {
  if (!isValidUkPostcode(postcode)) return null;
  return normalisePostcode(postcode).split(' ')[0] ?? null;
}

import { withBuiltInLhaRates } from './built-in-lha';
import { merged } from './types';

export { withBuiltInLhaRates };

/** The id an area has today: an old saved id of a council-named area becomes its area's (src/calc/brma.ts). */
function currentId(areaId: string): string {
  return Object.hasOwn(RETIRED_LHA_AREA_IDS, areaId) ? (RETIRED_LHA_AREA_IDS[areaId] ?? '') : areaId;
}

/**
 * An area with its rates read from `rates` (default: the built-in table) and the built-in LHA
 * rates; null for an unknown id or an area whose five rates the table does not hold.
 */
export function lhaAreaById(areaId: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const info = BRMA_BY_ID.get(currentId(areaId));
  if (!info) return null;
  const table = withBuiltInLhaRates(rates);
  const rateIds = {} as Record<LhaCategory, string>;
  const weekly = {} as Record<LhaCategory, number>;
  for (const category of LHA_CATEGORIES) {
    const id = lhaRateId(info.id, category);
    const amount = table[id]?.amount;
    if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0) return null;
    rateIds[category] = id;
    weekly[category] = amount;
  }
  const effectiveDate = table[rateIds['one-bed']]?.effectiveDate ?? '';
  const built = lhaAreaReferences(info.id).map((r) => r.title);
  // An area an admin published has no built-in publication: the lookup says so.
  const isPublished = !Object.hasOwn(LHA_AMOUNTS, rateIds['one-bed']);
  const area = {
    id: info.id,
    name: info.name,
    region: info.nation,
    postcodeDistricts: DISTRICTS_BY_AREA.get(info.id) ?? [],
    rates: weekly,
    rateIds,
    effectiveDate,
    sources: built,
  };
  return isPublished ? merged(area, { isPublished }) : area;
}

/** Every area whose figures `rates` (with the built-in LHA rates) holds. */
export function listLhaAreas(rates: RatesTable = DEFAULT_RATES): LhaArea[] {
  return BRMA_LIST.map((area) => lhaAreaById(area.id, rates)).filter((area): area is LhaArea => area !== null);
}

/** The ids of the areas with built-in figures (src/calc/rates/lha.ts), in its order. */
export function builtInLhaAreaIds(): string[] {
  return [...new Set(Object.keys(LHA_AMOUNTS).map((id) => id.split('.')[2] ?? ''))];
}

/**
 * The area of a postcode or outward code, at once; null when it is not postcode-shaped, its
 * district is in no area's list, or the area's figures are not in the table. A sub-district with
 * a letter (e.g. 'EH1A') falls back to its district ('EH1').
 */
export function findLhaArea(postcode: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const areaId = areaIdOfPostcode(postcode);
  return areaId ? lhaAreaById(areaId, rates) : null;
}

function areaIdOfPostcode(postcode: string): string | undefined {
  const outward = outwardCode(postcode);
  if (!outward) return undefined;
  return AREA_BY_DISTRICT.get(outward) ?? AREA_BY_DISTRICT.get(outward.replace(/[A-Z]$/, ''));
}

/** One place a visitor can pick: an area, found by its own name or through a council. */
export interface LhaPlace {
  /** The area's id, e.g. 'lothian'. */
  areaId: string;
  /** The area's official name. */
  areaName: string;
  /** The council it was found through, or null when found by the area's name. */
  council: string | null;
}

/**
 * What the lookup of one typed text found, tried in order (docs/product.md §7): a postcode's
 * district; a council's name (one area, or the areas it is split between); else nothing, and the
 * visitor is offered "Type your town or council" (`searchLhaPlaces`). A Northern Ireland postcode
 * (BT) is said to be outside the scheme: the Northern Ireland Housing Executive sets its rates.
 */
export type LhaLookupResult =
  { kind: 'area'; place: LhaPlace; via: 'district' | 'council' } | { kind: 'choices'; places: readonly LhaPlace[] } | { kind: 'northern-ireland' } | { kind: 'not-found' };

/** Lower case, '&' as 'and', every run of other characters one space. */
function words(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** A council's name without the words councils add to it ('Dundee City Council' → ' dundee '). */
function councilWords(text: string): string {
  return words(text.replace(/\b(council|borough|district|city|county|of|the)\b/gi, ' '));
}

function place(area: Brma, council: string | null): LhaPlace {
  return { areaId: area.id, areaName: area.name, council };
}

function councilPlaces(council: string, ids: string): LhaPlace[] {
  return ids
    .split(' ')
    .map((id) => BRMA_BY_ID.get(id))
    .filter((area): area is Brma => area !== undefined)
    .map((area) => place(area, council));
}

/** Look a postcode or a council's name up: the district first, then the council (LhaLookupResult). */
export function lookupLhaPlace(text: string): LhaLookupResult {
  const typed = text.trim();
  const outward = outwardCode(typed);
  if (outward) {
    if (/^BT\d/.test(outward)) return { kind: 'northern-ireland' };
    const areaId = areaIdOfPostcode(typed);
    const area = areaId ? BRMA_BY_ID.get(areaId) : undefined;
    return area ? { kind: 'area', place: place(area, null), via: 'district' } : { kind: 'not-found' };
  }
  const wanted = councilWords(typed);
  if (wanted.trim() === '') return { kind: 'not-found' };
  const council = COUNCILS.find(([name]) => councilWords(name) === wanted);
  if (!council) return { kind: 'not-found' };
  const places = councilPlaces(council[0], council[1]);
  if (places.length === 1 && places[0]) return { kind: 'area', place: places[0], via: 'council' };
  return { kind: 'choices', places };
}

/**
 * What the LHA lookup tells a visitor (docs/product.md §7), from one reading of what they typed:
 * the area with its rates from the table; an area whose figures the table does not hold
 * ('no-figures': the visitor types the rate, from the official lookup); a Northern Ireland
 * postcode; or nothing (`null`: not found, or a council split between areas, whose choice the
 * town search offers).
 */
export type LhaAnswer = { kind: 'found'; area: LhaArea } | { kind: 'no-figures'; place: LhaPlace } | { kind: 'northern-ireland' } | null;

/** The answer for an area chosen by its id (the town or council search), with its rates from `rates`. */
export function answerForArea(place: LhaPlace, rates: RatesTable = DEFAULT_RATES): Exclude<LhaAnswer, null> {
  const area = lhaAreaById(place.areaId, rates);
  return area ? { kind: 'found', area } : { kind: 'no-figures', place };
}

/** The whole answer of a lookup of a postcode or a council's name, reading the text once (`lookupLhaPlace`). */
export function lhaAnswer(text: string, rates: RatesTable = DEFAULT_RATES): LhaAnswer {
  const found = lookupLhaPlace(text);
  if (found.kind === 'northern-ireland') return found;
  return found.kind === 'area' ? answerForArea(found.place, rates) : null;
}

/**
 * "Type your town or council": the areas whose name, or a council in them, has a word starting
 * with what was typed (2 letters or more); names starting with it first, areas by their own name
 * before those found through a council, then alphabetical; at most `limit`.
 */
export function searchLhaPlaces(text: string, limit: number): LhaPlace[] {
  const wanted = words(text).trim();
  if (wanted.length < 2) return [];
  const scored: Array<{ place: LhaPlace; rank: number; label: string }> = [];
  const rankOf = (name: string): number => {
    const w = words(name);
    if (w.startsWith(` ${wanted}`)) return 0;
    return w.includes(` ${wanted}`) ? 1 : -1;
  };
  for (const area of BRMA_LIST) {
    const rank = rankOf(area.name);
    if (rank >= 0) scored.push({ place: place(area, null), rank, label: area.name });
  }
  for (const [council, ids] of COUNCILS) {
    const rank = rankOf(council);
    if (rank < 0) continue;
    for (const found of councilPlaces(council, ids)) {
      // An area listed by its own name is not listed again through a council of the same name.
      if (!scored.some((s) => s.place.areaId === found.areaId && words(s.label) === words(council))) scored.push({ place: found, rank, label: council });
    }
  }
  const viaCouncil = (p: LhaPlace) => (p.council === null ? 0 : 1);
  scored.sort((a, b) => a.rank - b.rank || viaCouncil(a.place) - viaCouncil(b.place) || a.label.localeCompare(b.label) || a.place.areaName.localeCompare(b.place.areaName));
  return scored.slice(0, limit).map((s) => s.place);
}

/** How many areas and councils the lookup can find (every official area; the councils a source places). */
export function lhaFindableCounts(): { areas: number; councils: number; districts: number } {
  return { areas: BRMA_LIST.length, councils: COUNCILS.length, districts: AREA_BY_DISTRICT.size };
}

/** Every council the lookup knows and the ids of its areas (for tests against the sources). */
export function lhaCouncils(): ReadonlyArray<readonly [council: string, areaIds: readonly string[]]> {
  return COUNCILS.map(([council, ids]) => [council, ids.split(' ')] as const);
}

/** Every postcode district the lookup places in an area at once, with the area's id (README "Local Housing Allowance coverage"). */
export function lhaDistricts(): ReadonlyArray<readonly [district: string, areaId: string]> {
  return [...AREA_BY_DISTRICT];
}
