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

/** Every area with published figures (the official figures), by nation (a region id): id and official name (src/calc/brma.ts); their rates are in the year files, their sources in lha-sources.ts. */
const LHA_AREAS = {
  england: {
    ashford: 'Ashford',
    bath: 'Bath',
    'blackwater-valley': 'Blackwater Valley',
    'bolton-and-bury': 'Bolton and Bury',
    bristol: 'Bristol',
    canterbury: 'Canterbury',
    'central-greater-manchester': 'Central Greater Manchester',
    'central-lancs': 'Central Lancs',
    'central-norfolk-and-norwich': 'Central Norfolk & Norwich',
    cheltenham: 'Cheltenham',
    chichester: 'Chichester',
    chilterns: 'Chilterns',
    coventry: 'Coventry',
    'east-lancs': 'East Lancs',
    'east-thames-valley': 'East Thames Valley',
    guildford: 'Guildford',
    'high-weald': 'High Weald',
    'inner-south-east-london': 'Inner South East London',
    'kings-lynn': 'Kings Lynn',
    leicester: 'Leicester',
    'lowestoft-and-great-yarmouth': 'Lowestoft & Great Yarmouth',
    'mid-staffs': 'Mid Staffs',
    'north-nottingham': 'North Nottingham',
    'outer-south-east-london': 'Outer South East London',
    portsmouth: 'Portsmouth',
    reading: 'Reading',
    southampton: 'Southampton',
    tyneside: 'Tyneside',
    walton: 'Walton',
    wirral: 'Wirral',
  },
  wales: {
    newport: 'Newport',
  },
  scotland: {
    'aberdeen-and-shire': 'Aberdeen and Shire',
    'argyll-and-bute': 'Argyll and Bute',
    ayrshires: 'Ayrshires',
    'dumfries-and-galloway': 'Dumfries and Galloway',
    'dundee-and-angus': 'Dundee and Angus',
    'east-dunbartonshire': 'East Dunbartonshire',
    fife: 'Fife',
    'forth-valley': 'Forth Valley',
    'greater-glasgow': 'Greater Glasgow',
    'highland-and-islands': 'Highland and Islands',
    lothian: 'Lothian',
    'north-lanarkshire': 'North Lanarkshire',
    'perth-and-kinross': 'Perth and Kinross',
    'renfrewshire-inverclyde': 'Renfrewshire/Inverclyde',
    'scottish-borders': 'Scottish Borders',
    'south-lanarkshire': 'South Lanarkshire',
    'west-dunbartonshire': 'West Dunbartonshire',
    'west-lothian': 'West Lothian',
  },
} as const;

type LhaAreasOf<N extends keyof typeof LHA_AREAS> = keyof (typeof LHA_AREAS)[N];

/** The id of an area with LHA rates, e.g. `lothian`. */
export type LhaAreaId = LhaAreasOf<'england'> | LhaAreasOf<'wales'> | LhaAreasOf<'scotland'>;

/** Areas that have LHA rates in the table: id, name (a proper name) and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: Region }> = /* @__PURE__ */ Object.entries(LHA_AREAS).flatMap(
  ([region, areas]) => Object.entries(areas).map(([id, name]) => ({ id, name, region: region as Region })),
);
