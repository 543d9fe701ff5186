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
import { rememberedIds } from './define';

/** The five LHA categories, smallest first; rate ids end with these. */
export const LHA_CATEGORIES = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'] as const;
/** One LHA category: the shared accommodation rate or a 1 to 4 bedroom rate. */
export type LhaCategory = (typeof LHA_CATEGORIES)[number];

/** More areas than the dataset holds means callers pass other strings: the remembered ids start again. */
const MAX_REMEMBERED_AREAS = 200;

/** Id of an area's LHA rate for one category, e.g. `housing-benefit.lha.lothian.two-bed`. */
export const lhaRateId = rememberedIds((areaId: string, category: LhaCategory) => `housing-benefit.lha.${areaId}.${category}`, MAX_REMEMBERED_AREAS, LHA_CATEGORIES.length);

type LhaAreaDef = readonly [id: string, name: string, region: string];

/** Every area with published figures (the official figures); their rates are in the year files, their sources in LHA_SOURCES. */
const LHA_AREAS = [
  ['ashford', 'Ashford', 'England'],
  ['bath', 'Bath', 'England'],
  ['bristol', 'Bristol', 'England'],
  ['canterbury', 'Canterbury', 'England'],
  ['central-lancs', 'Central Lancs', 'England'],
  ['cheltenham', 'Cheltenham', 'England'],
  ['coventry', 'Coventry', 'England'],
  ['east-lancs', 'East Lancs', 'England'],
  ['high-weald', 'High Weald', 'England'],
  ['inner-south-east-london', 'Inner South East London', 'England'],
  ['leicester', 'Leicester', 'England'],
  ['mid-staffs', 'Mid Staffs', 'England'],
  ['outer-south-east-london', 'Outer South East London', 'England'],
  ['southampton', 'Southampton', 'England'],
  ['tyneside', 'Tyneside', 'England'],
  ['wirral', 'Wirral', 'England'],
  ['newport', 'Newport', 'Wales'],
  ['aberdeen-and-shire', 'Aberdeen and Shire', 'Scotland'],
  ['argyll-and-bute', 'Argyll and Bute', 'Scotland'],
  ['ayrshires', 'Ayrshires', 'Scotland'],
  ['dumfries-and-galloway', 'Dumfries and Galloway', 'Scotland'],
  ['dundee-and-angus', 'Dundee and Angus', 'Scotland'],
  ['east-dunbartonshire', 'East Dunbartonshire', 'Scotland'],
  ['fife', 'Fife', 'Scotland'],
  ['forth-valley', 'Forth Valley', 'Scotland'],
  ['greater-glasgow', 'Greater Glasgow', 'Scotland'],
  ['highland-and-islands', 'Highland and Islands', 'Scotland'],
  ['lothian', 'Lothian', 'Scotland'],
  ['north-lanarkshire', 'North Lanarkshire', 'Scotland'],
  ['perth-and-kinross', 'Perth and Kinross', 'Scotland'],
  ['renfrewshire-inverclyde', 'Renfrewshire/Inverclyde', 'Scotland'],
  ['scottish-borders', 'Scottish Borders', 'Scotland'],
  ['south-lanarkshire', 'South Lanarkshire', 'Scotland'],
  ['west-dunbartonshire', 'West Dunbartonshire', 'Scotland'],
  ['west-lothian', 'West Lothian', 'Scotland'],
] as const satisfies readonly LhaAreaDef[];

/** The id of an area with LHA rates, e.g. `lothian`. */
export type LhaAreaId = (typeof LHA_AREAS)[number][0];

/** Areas that have LHA rates in the table: id, name and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: string }> = /* @__PURE__ */ LHA_AREAS.map(([id, name, region]) => ({
  id,
  name,
  region,
}));
