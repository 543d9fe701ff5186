/**
 * Local Housing Allowance rates by broad rental market area (the official figures;
 * HB Regs reg 13D, UC Regs Sch 4). Weekly; shared accommodation, then 1 to 4 bedrooms.
 *
 * Only published figures (docs/rules.md HB 5): each area here is one whose figures were published, with the
 * publication its figures were read from. LHA rates were set in January 2024 for April 2024 and
 * then frozen for 2025/26 and 2026/27 (SI 2025/5, SI 2026/5), so every year has the April 2024
 * figures. An area whose figures cannot be sourced is not listed; a visitor whose postcode is not
 * found may type their area's rate instead.
 */
import { everyYear, rememberedIds, perWeek, HB_REGS, type RateDef, type Reference } from './define';

/** The five LHA categories, smallest first; rate ids end with these. */
export const LHA_CATEGORIES = ['shared-room', 'one-bed', 'two-bed', 'three-bed', 'four-bed'] as const;
/** One LHA category: the shared accommodation rate or a 1 to 4 bedroom rate. */
export type LhaCategory = (typeof LHA_CATEGORIES)[number];
const LHA_CATEGORY_LABELS = ['shared accommodation', '1 bedroom', '2 bedrooms', '3 bedrooms', '4 bedrooms'];

/** More areas than the dataset holds means callers pass other strings: the remembered ids start again. */
const MAX_REMEMBERED_AREAS = 200;

/** Id of an area's LHA rate for one category, e.g. `housing-benefit.lha.lothian.two-bed`. */
export const lhaRateId = rememberedIds((areaId: string, category: LhaCategory) => `housing-benefit.lha.${areaId}.${category}`, MAX_REMEMBERED_AREAS, LHA_CATEGORIES.length);

/** The orders that froze the April 2024 rates for 2025/26 and 2026/27. */
const FREEZE_ORDERS: readonly Reference[] = [
  {
    title: 'Rent Officers (Housing Benefit and Universal Credit Functions) (Local Housing Allowance Amendments) Order 2025 (SI 2025/5)',
    href: 'https://www.legislation.gov.uk/uksi/2025/5',
  },
  {
    title: 'Rent Officers (Housing Benefit and Universal Credit Functions) (Local Housing Allowance Amendments) Order 2026 (SI 2026/5)',
    href: 'https://www.legislation.gov.uk/uksi/2026/5',
  },
];

/** A publication an area's figures were read from. */
function page(title: string, href: string): Reference {
  return { title, href };
}

/** Where the Scottish areas' figures are listed: Rent Service Scotland's LHA list. */
const RENT_SERVICE_SCOTLAND = page(
  'Rent Service Scotland, Local Housing Allowance rates list (April 2024 rates)',
  'https://www.gov.scot/publications/about-rent-service-scotland/',
);
const BROMLEY = page(
  'London Borough of Bromley: Local Housing Allowance rates from April 2024',
  'https://bromley.gov.uk/local-housing-allowance/local-housing-allowance-lha-rates',
);
const EAST_LOTHIAN = page('East Lothian Council: Local Housing Allowance rates', 'https://www.eastlothian.gov.uk/info/210559/council_tax_and_benefits/12087/housing_benefit/5');
const ABERDEEN = page('Aberdeen City Council: Local Housing Allowance rates', 'https://www.aberdeencity.gov.uk/services/benefits-and-advice/housing-benefit');
const DUNDEE = page('Dundee City Council: Local Housing Allowance, a guide for tenants', 'https://www.dundeecity.gov.uk/benefits/tenantsguide/');
const HYNDBURN = page('Hyndburn Borough Council: Housing Benefit and Council Tax Support', 'https://www.hyndburnbc.gov.uk/housing-benefit-and-council-tax-support-2/');
const STAFFORD = page('Stafford Borough Council: Local Housing Allowance rates', 'https://www.staffordbc.gov.uk/local-housing-allowance-lha');
const TORBAY = page(
  'Torbay Council: How much will my tenant get? (Housing Benefit and Local Housing Allowance)',
  'https://www.torbay.gov.uk/benefits/landlords-information/how-much-will-my-tenant-get/',
);
const CASTLE_POINT = page('Castle Point Borough Council: Housing Benefit, how to claim', 'https://www.castlepoint.gov.uk/how-to-claim/');

type LhaAreaDef = readonly [id: string, name: string, region: string, weekly: readonly number[], sources: readonly Reference[]];

/** Every area with published figures (the official figures), April 2024 rates. Order: shared, 1, 2, 3, 4 bedrooms. */
const LHA_AREAS: readonly LhaAreaDef[] = [
  ['inner-south-east-london', 'Inner South East London', 'England', [149.59, 298.15, 356.71, 448.77, 506.3], [BROMLEY]],
  ['outer-south-east-london', 'Outer South East London', 'England', [138.08, 241.64, 299.18, 356.71, 414.22], [BROMLEY]],
  ['lothian', 'Lothian', 'Scotland', [109.32, 172.6, 223.23, 316.44, 501.7], [RENT_SERVICE_SCOTLAND, EAST_LOTHIAN]],
  ['aberdeen-and-shire', 'Aberdeen and Shire', 'Scotland', [74.79, 109.32, 149.59, 197.92, 287.67], [RENT_SERVICE_SCOTLAND, ABERDEEN]],
  ['dundee-and-angus', 'Dundee and Angus', 'Scotland', [86.3, 92.05, 141.53, 182.96, 253.15], [RENT_SERVICE_SCOTLAND, DUNDEE]],
  ['hyndburn', 'Hyndburn', 'England', [67.08, 97.81, 109.32, 136.93, 182.96], [HYNDBURN]],
  ['stafford', 'Stafford', 'England', [85, 109.32, 136.93, 166.85, 224.38], [STAFFORD]],
  ['torbay', 'Torbay', 'England', [84.5, 116.22, 155.34, 193.32, 253.15], [TORBAY]],
  ['castle-point', 'Castle Point', 'England', [93.51, 156.29, 201.37, 253.15, 310.68], [CASTLE_POINT]],
];

/** Areas that have LHA rates in the table: id, name and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: string }> = LHA_AREAS.map(([id, name, region]) => ({ id, name, region }));

/** Every area's rates as dated rates, each naming the publication it was read from. */
export function lhaRates(): Record<string, RateDef> {
  const defs: Record<string, RateDef> = {};
  for (const [areaId, name, region, weekly, sources] of LHA_AREAS) {
    LHA_CATEGORIES.forEach((category, i) => {
      defs[lhaRateId(areaId, category)] = perWeek(`LHA ${name}: ${LHA_CATEGORY_LABELS[i]}`, everyYear(weekly[i] ?? null), [...sources, ...FREEZE_ORDERS, HB_REGS('reg 13D')], {
        region,
        note: 'April 2024 rate, frozen for 2025/26 and 2026/27.',
      });
    });
  }
  return defs;
}
