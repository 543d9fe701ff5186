/**
 * Local Housing Allowance rates by broad rental market area (RATES.md "Local Housing Allowance";
 * HB Regs reg 13D, UC Regs Sch 4). Weekly; shared accommodation, then 1 to 4 bedrooms.
 */
import { everyYear, PER_WEEK, HB_REGS, type RateDef } from './define';

/** The five LHA categories, smallest first; rate ids end with these. */
export const LHA_CATEGORIES = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'] as const;
/** One LHA category: the shared accommodation rate or a 1 to 4 bedroom rate. */
export type LhaCategory = (typeof LHA_CATEGORIES)[number];
const LHA_CATEGORY_LABELS = ['shared accommodation', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms'];

/** Id of an area's LHA rate for one category, e.g. `housing-benefit.lha.lothian.two-bed`. */
export function lhaRateId(areaId: string, category: LhaCategory): string {
  return `housing-benefit.lha.${areaId}.${category}`;
}

/** The area used when no postcode has been looked up (spec 001 §9). */
export const DEFAULT_LHA_AREA_ID = 'default-area';
const GB = 'Great Britain';

type LhaAreaDef = readonly [id: string, name: string, region: string, weekly: readonly number[]];

/**
 * Weekly LHA rates by broad rental market area (BRMA), 2025/26. LHA rates were kept at their
 * April 2024 levels for 2025/26, so these are the April 2024 figures; several come from council
 * pages, the rest are approximations for this local dataset. Order: shared, 1, 2, 3, 4 bedrooms.
 */
const LHA_AREAS: readonly LhaAreaDef[] = [
  [DEFAULT_LHA_AREA_ID, 'Default area', GB, [85, 120, 155, 185, 220]],
  ['central-london', 'Central London', 'England', [224.38, 391.23, 489.21, 598.03, 805.48]],
  ['inner-east-london', 'Inner East London', 'England', [189.86, 339.45, 402.74, 483.29, 610.3]],
  ['inner-south-east-london', 'Inner South East London', 'England', [149.59, 298.15, 356.71, 448.77, 506.3]],
  ['outer-south-east-london', 'Outer South East London', 'England', [138.08, 241.64, 299.18, 356.71, 414.22]],
  ['central-greater-manchester', 'Central Greater Manchester', 'England', [94.72, 178.36, 201.37, 218.63, 310.68]],
  ['birmingham', 'Birmingham', 'England', [86.3, 149.59, 172.6, 195.62, 253.15]],
  ['leeds', 'Leeds', 'England', [89.75, 149.59, 172.6, 195.62, 276.16]],
  ['sheffield', 'Sheffield', 'England', [80.55, 120.82, 143.84, 166.85, 230.14]],
  ['bristol', 'Bristol', 'England', [109.32, 195.62, 241.64, 287.67, 391.23]],
  ['liverpool', 'Liverpool', 'England', [80.55, 113.92, 138.08, 155.34, 218.63]],
  ['tyneside', 'Tyneside', 'England', [80, 103.56, 126.58, 149.59, 201.37]],
  ['nottingham', 'Nottingham', 'England', [86.3, 126.58, 155.34, 178.36, 241.64]],
  ['coventry', 'Coventry', 'England', [99.5, 132.33, 155.34, 178.36, 230.14]],
  ['brighton-and-hove', 'Brighton and Hove', 'England', [120.82, 218.63, 287.67, 345.21, 460.27]],
  ['cambridge', 'Cambridge', 'England', [120.82, 212.88, 253.15, 299.18, 402.74]],
  ['oxford', 'Oxford', 'England', [126.58, 241.64, 287.67, 345.21, 471.78]],
  ['southampton', 'Southampton', 'England', [103.56, 172.6, 212.88, 253.15, 333.7]],
  ['lothian', 'Lothian', 'Scotland', [109.32, 172.6, 223.23, 316.44, 501.7]],
  ['greater-glasgow', 'Greater Glasgow', 'Scotland', [97.81, 155.34, 189.86, 218.63, 345.21]],
  ['dundee-and-angus', 'Dundee and Angus', 'Scotland', [86.3, 92.05, 141.53, 182.96, 253.15]],
  ['cardiff', 'Cardiff', 'Wales', [86.3, 149.59, 189.86, 218.63, 299.18]],
  ['swansea', 'Swansea', 'Wales', [86.3, 120.82, 138.08, 155.34, 207.12]],
];


/** Areas that have LHA rates in the table: id, name and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: string }> =
  LHA_AREAS.map(([id, name, region]) => ({ id, name, region }));

/** Every area's rates as dated rates. */
export function lhaRates(): Record<string, RateDef> {
  const defs: Record<string, RateDef> = {};
  for (const [areaId, name, region, weekly] of LHA_AREAS) {
    LHA_CATEGORIES.forEach((category, i) => {
      defs[lhaRateId(areaId, category)] = {
        label: `LHA ${name}: ${LHA_CATEGORY_LABELS[i]}`,
        unit: PER_WEEK,
        amounts: everyYear(weekly[i] ?? 0),
        references: [HB_REGS('reg 13D')],
        region,
      };
    });
  }
  return defs;
}
