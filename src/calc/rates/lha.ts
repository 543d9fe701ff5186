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
 */
import { fromYearFile, rememberedIds, perWeek, setThenFrozen, HB_REGS, type RateSpec, type Reference } from './define';

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
const RENT_SERVICE_SCOTLAND = /* @__PURE__ */ page(
  'Rent Service Scotland, Local Housing Allowance rates list (April 2024 rates)',
  'https://www.gov.scot/publications/about-rent-service-scotland/',
);
const BROMLEY = /* @__PURE__ */ page(
  'London Borough of Bromley: Local Housing Allowance rates from April 2024',
  'https://bromley.gov.uk/local-housing-allowance/local-housing-allowance-lha-rates',
);
const EAST_LOTHIAN = /* @__PURE__ */ page(
  'East Lothian Council: Local Housing Allowance rates',
  'https://www.eastlothian.gov.uk/info/210559/council_tax_and_benefits/12087/housing_benefit/5',
);
const ABERDEEN = /* @__PURE__ */ page('Aberdeen City Council: Local Housing Allowance rates', 'https://www.aberdeencity.gov.uk/services/benefits-and-advice/housing-benefit');
const DUNDEE = /* @__PURE__ */ page('Dundee City Council: Local Housing Allowance, a guide for tenants', 'https://www.dundeecity.gov.uk/benefits/tenantsguide/');
const HYNDBURN = /* @__PURE__ */ page(
  'Hyndburn Borough Council: Housing Benefit and Council Tax Support',
  'https://www.hyndburnbc.gov.uk/housing-benefit-and-council-tax-support-2/',
);
const STAFFORD = /* @__PURE__ */ page('Stafford Borough Council: Local Housing Allowance rates', 'https://www.staffordbc.gov.uk/local-housing-allowance-lha');
const TORBAY = /* @__PURE__ */ page(
  'Torbay Council: How much will my tenant get? (Housing Benefit and Local Housing Allowance)',
  'https://www.torbay.gov.uk/benefits/landlords-information/how-much-will-my-tenant-get/',
);
const CASTLE_POINT = /* @__PURE__ */ page('Castle Point Borough Council: Housing Benefit, how to claim', 'https://www.castlepoint.gov.uk/how-to-claim/');

type LhaAreaDef = readonly [id: string, name: string, region: string];

/** Every area with published figures (the official figures); their rates are in the year files, their sources in LHA_SOURCES. */
const LHA_AREAS = [
  ['inner-south-east-london', 'Inner South East London', 'England'],
  ['outer-south-east-london', 'Outer South East London', 'England'],
  ['lothian', 'Lothian', 'Scotland'],
  ['aberdeen-and-shire', 'Aberdeen and Shire', 'Scotland'],
  ['dundee-and-angus', 'Dundee and Angus', 'Scotland'],
  ['hyndburn', 'Hyndburn', 'England'],
  ['stafford', 'Stafford', 'England'],
  ['torbay', 'Torbay', 'England'],
  ['castle-point', 'Castle Point', 'England'],
] as const satisfies readonly LhaAreaDef[];

/** The id of an area with LHA rates, e.g. `lothian`. */
export type LhaAreaId = (typeof LHA_AREAS)[number][0];

/**
 * The publications each area's figures were read from. Apart from the areas' names, so that a
 * calculator page, which lists the areas, loads them only with the LHA lookup that names them
 * (src/calc/lha.ts); the type checker holds it to exactly the areas of LHA_AREAS.
 */
const LHA_SOURCES: Readonly<Record<LhaAreaId, readonly Reference[]>> = {
  'inner-south-east-london': [BROMLEY],
  'outer-south-east-london': [BROMLEY],
  lothian: [RENT_SERVICE_SCOTLAND, EAST_LOTHIAN],
  'aberdeen-and-shire': [RENT_SERVICE_SCOTLAND, ABERDEEN],
  'dundee-and-angus': [RENT_SERVICE_SCOTLAND, DUNDEE],
  hyndburn: [HYNDBURN],
  stafford: [STAFFORD],
  torbay: [TORBAY],
  'castle-point': [CASTLE_POINT],
};

/** Areas that have LHA rates in the table: id, name and region. */
export const LHA_AREA_LIST: ReadonlyArray<{ readonly id: string; readonly name: string; readonly region: string }> = /* @__PURE__ */ LHA_AREAS.map(([id, name, region]) => ({
  id,
  name,
  region,
}));

/**
 * The references of an area's rates: the publications its figures were read from, then the freeze
 * orders and the regulation. The calculators' LHA lookup names the first (src/calc/lha.ts), so it
 * reads them here rather than from the rates table, which carries amounts only.
 */
export function lhaAreaReferences(areaId: string): readonly Reference[] {
  const sources = Object.hasOwn(LHA_SOURCES, areaId) ? LHA_SOURCES[areaId as LhaAreaId] : [];
  return [...sources, ...FREEZE_ORDERS, HB_REGS('reg 13D')];
}

/** Every area's rates as dated rates, each naming the publication it was read from. */
export function lhaRates(): Record<string, RateSpec> {
  const defs: Record<string, RateSpec> = {};
  for (const [areaId, name, region] of LHA_AREAS) {
    const references = lhaAreaReferences(areaId);
    LHA_CATEGORIES.forEach((category, i) => {
      const amounts = fromYearFile((figures) => figures.lha[areaId]?.[i] ?? null);
      defs[lhaRateId(areaId, category)] = perWeek(`LHA ${name}: ${LHA_CATEGORY_LABELS[i]}`, amounts, references, { region, note: setThenFrozen });
    });
  }
  return defs;
}
