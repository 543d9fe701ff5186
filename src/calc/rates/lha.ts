/**
 * Local Housing Allowance rates by broad rental market area (the official figures;
 * HB Regs reg 13D, UC Regs Sch 4). Weekly; shared accommodation, then 1 to 4 bedrooms.
 *
 * Only published figures (docs/rules.md HB 5): each area here is one whose figures were published, with the
 * publication its figures were read from; each year's figures are in that year's file of
 * rates/years/ (`lha`, one row an area). LHA rates were set in January 2024 for April 2024 and
 * then frozen for 2025/26 and 2026/27 (SI 2025/5, SI 2026/5), so those years repeat the April
 * 2024 figures; the note of each rate says so from the figures. An area whose figures cannot be
 * sourced is not listed; a visitor whose postcode is not found may type their area's rate instead.
 *
 * This file holds what every calculator page carries: the categories, the rate ids and the areas'
 * names. The publications, the freeze orders and the rates' definitions are in lha-sources.ts,
 * which only the catalogue and the LHA lookup load (README "Performance").
 */
import { rememberedIds, type Region } from './define';

/** The five LHA categories, smallest first; rate ids end with these. */
export const LHA_CATEGORIES = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'] as const;
/** One LHA category: the shared accommodation rate or a 1 to 4 bedroom rate. */
export type LhaCategory = (typeof LHA_CATEGORIES)[number];

/** More areas than the dataset holds means callers pass other strings: the remembered ids start again. */
const MAX_REMEMBERED_AREAS = 200;

/** Id of an area's LHA rate for one category, e.g. `housing-benefit.lha.lothian.two-bed`. */
export const lhaRateId = rememberedIds((areaId: string, category: LhaCategory) => `housing-benefit.lha.${areaId}.${category}`, MAX_REMEMBERED_AREAS, LHA_CATEGORIES.length);

/**
 * Every area with published figures (the official figures), by nation (a region id), by official
 * name (src/calc/brma.ts); their rates are in the year files, their sources in lha-sources.ts.
 * Names only: an area's id is its name as `brmaIdOf` makes it (lower case, '&' read 'and', every
 * run of other characters a hyphen), so every calculator page, which carries this list, carries
 * each area once.
 */
const LHA_AREA_NAMES = {
  england: [
    'Ashford',
    'Bath',
    'Blackwater Valley',
    'Bolton and Bury',
    'Bristol',
    'Canterbury',
    'Central Greater Manchester',
    'Central Lancs',
    'Central Norfolk & Norwich',
    'Cheltenham',
    'Chichester',
    'Chilterns',
    'Coventry',
    'East Lancs',
    'East Thames Valley',
    'Guildford',
    'High Weald',
    'Inner South East London',
    'Kings Lynn',
    'Leicester',
    'Lowestoft & Great Yarmouth',
    'Mid Staffs',
    'North Nottingham',
    'Outer South East London',
    'Portsmouth',
    'Reading',
    'Southampton',
    'Tyneside',
    'Walton',
    'Wirral',
  ],
  wales: ['Newport'],
  scotland: [
    'Aberdeen and Shire',
    'Argyll and Bute',
    'Ayrshires',
    'Dumfries and Galloway',
    'Dundee and Angus',
    'East Dunbartonshire',
    'Fife',
    'Forth Valley',
    'Greater Glasgow',
    'Highland and Islands',
    'Lothian',
    'North Lanarkshire',
    'Perth and Kinross',
    'Renfrewshire/Inverclyde',
    'Scottish Borders',
    'South Lanarkshire',
    'West Dunbartonshire',
    'West Lothian',
  ],
} as const;

/** An official name as its id, for the type checker: 'Central Norfolk & Norwich' → 'central-norfolk-and-norwich'. */
type IdOf<S extends string> = S extends `${infer A} & ${infer B}`
  ? IdOf<`${A} and ${B}`>
  : S extends `${infer A} ${infer B}`
    ? IdOf<`${A}-${B}`>
    : S extends `${infer A}/${infer B}`
      ? IdOf<`${A}-${B}`>
      : Lowercase<S>;

/** The id of an area with LHA rates, e.g. `lothian`. */
export type LhaAreaId = IdOf<(typeof LHA_AREA_NAMES)[keyof typeof LHA_AREA_NAMES][number]>;

/** An area's id from its official name, as `brmaIdOf` (src/calc/brma.ts, which pages do not carry) makes it. */
function idOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Areas that have LHA rates in the table: id, name (a proper name) and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: Region }> = /* @__PURE__ */ Object.entries(LHA_AREA_NAMES).flatMap(
  ([region, names]) => names.map((name) => ({ id: idOf(name), name, region: region as Region })),
);
