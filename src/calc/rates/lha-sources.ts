/**
 * Where each built-in Local Housing Allowance area's figures were read from (src/calc/rates/lha.ts
 * names the areas), the orders that froze them, and the rates' definitions for the catalogue.
 * Apart from the areas' names so that a calculator page, which carries the names, loads the
 * publications only with the LHA lookup that shows them (src/calc/lha.ts, README "Performance");
 * the type checker holds LHA_SOURCES to exactly the areas of LHA_AREA_LIST.
 */
import { fromYearFile, perWeek, setThenFrozen, HB_REGS, type RateSpec, type Reference } from './define';
import { LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, type LhaAreaId } from './lha';

/** The orders that froze the April 2024 rates for 2025/26 and 2026/27. */
const FREEZE_ORDERS: readonly Reference[] = [
  {
    title: 'Rent Officers (Housing Benefit and Universal Credit Functions) (Modification) Order 2025 (SI 2025/5)',
    href: 'https://www.legislation.gov.uk/uksi/2025/5',
  },
  {
    title: 'Rent Officers (Housing Benefit and Universal Credit Functions) (Modification) Order 2026 (SI 2026/5)',
    href: 'https://www.legislation.gov.uk/uksi/2026/5',
  },
];

/** A publication an area's figures were read from. */
function page(title: string, href: string): Reference {
  return { title, href };
}

const ASHFORD = /* @__PURE__ */ page(
  'Ashford Borough Council: Local Housing Allowance Room Rates, rates from April 2024',
  'https://www.ashford.gov.uk/benefits-and-council-tax/benefits/local-housing-allowance/local-housing-allowance-room-rates/',
);
const BATHNES = /* @__PURE__ */ page(
  'Bath & North East Somerset Council: Local Housing Allowance (LHA), rates from 1st April 2024 (2024-25)',
  'https://bathnes.gov.uk/local-housing-allowance-lha',
);
const SOUTHRIBBLE = /* @__PURE__ */ page(
  'South Ribble Borough Council: Local Housing Allowance rates, LHA rates 1 April 2024 to April 2025',
  'https://southribble.gov.uk/article/2736/Local-Housing-Allowance-rates',
);
const CHELTENHAM = /* @__PURE__ */ page(
  'Cheltenham Borough Council: Current local housing allowance rates, LHA rates from April 2024 to March 2025',
  'https://www.cheltenham.gov.uk/info/30/benefits/565/local_housing_allowance_rates/2',
);
const COVENTRY = /* @__PURE__ */ page(
  'Coventry City Council: Local Housing Allowance rates (per week) from 1 April 2024',
  'https://www.coventry.gov.uk/benefits-1/discretionary-housing-payments/7',
);
const HINCKLEY_BOSWORTH = /* @__PURE__ */ page(
  'Hinckley and Bosworth Borough Council: Local housing allowance rates, April 2024 to March 2025',
  'https://www.hinckley-bosworth.gov.uk/info/10112/local_housing_allowance/490/local_housing_allowance_rates',
);
const HYNDBURNBC = /* @__PURE__ */ page(
  'Hyndburn Borough Council: Housing Benefit and Council Tax Support, Local Housing Allowance rates',
  'https://www.hyndburnbc.gov.uk/housing-benefit-and-council-tax-support/6',
);
const BROMLEY = /* @__PURE__ */ page(
  'London Borough of Bromley: Local Housing Allowance (LHA) rates (weekly LHA rates from April 2024)',
  'https://bromley.gov.uk/local-housing-allowance/local-housing-allowance-lha-rates',
);
const NWLEICS = /* @__PURE__ */ page(
  'North West Leicestershire District Council: current LHA rates ("Leicester and surrounds")',
  'https://www.nwleics.gov.uk/pages/current_lha_rates',
);
const LICHFIELDDC = /* @__PURE__ */ page(
  'Lichfield District Council: Local housing allowance, Mid-Staffs local housing allowance 2024/2025',
  'https://lichfielddc.gov.uk/benefits/local-housing-allowance/2',
);
const SOUTHAMPTON = /* @__PURE__ */ page(
  'Southampton City Council: Local Housing Allowance, weekly Local Housing Allowance rates for 2024-2025',
  'https://www.southampton.gov.uk/benefits-welfare/housing-benefit/local-housing-allowance',
);
const SOUTHTYNESIDE = /* @__PURE__ */ page(
  'South Tyneside Council: Housing Benefit for private tenants (Local Housing Allowance), Local Housing Allowance rates',
  'https://southtyneside.gov.uk/article/4231/Housing-Benefit-for-private-tenants-Local-Housing-Allowance',
);
const WIRRAL = /* @__PURE__ */ page(
  'Wirral Council: Local Housing Allowance, weekly LHA rate 2024-25',
  'https://wirral.gov.uk/benefits-and-money/housing-benefit/local-housing-allowance',
);
const BURY = /* @__PURE__ */ page(
  'Bury Council: Local Housing Allowance, "Weekly rates of Local Housing Allowance for 2024-25" (Bolton & Bury; Central Manchester)',
  'https://www.bury.gov.uk/benefits/housing-benefit/local-housing-allowance',
);
const HAVANT = /* @__PURE__ */ page(
  'Havant Borough Council: online benefits calculator, "Local housing allowance rates 2024/25" (Portsmouth and Chichester Broad Rental Market Areas)',
  'https://www.havant.gov.uk/online-benefits-calculator',
);
const NORTH_NORFOLK = /* @__PURE__ */ page(
  'North Norfolk District Council: Find out about Local Housing Allowance, "BRMAs 2024/25 (from April 2024)" (Norwich; Kings Lynn; Great Yarmouth and Lowestoft)',
  'https://www.north-norfolk.gov.uk/tasks/benefits/find-out-about-local-housing-allowance/',
);
const NORWICH = /* @__PURE__ */ page(
  'Norwich City Council: Local housing allowance rates, Norwich City Council area, 1 April 2024 to 31 March 2025',
  'https://www.norwich.gov.uk/info/20003/benefits_and_support/19/local_housing_allowance_rent_levels',
);
const GUILDFORD = /* @__PURE__ */ page(
  'Guildford Borough Council: Local Housing Allowance rates, "for - 1 April 2024 to 31 March 2025" (Guildford; Blackwater Valley)',
  'https://guildford.gov.uk/article/24993/Local-Housing-Allowance-rates',
);
const RBWM = /* @__PURE__ */ page(
  'Royal Borough of Windsor and Maidenhead: Local Housing Allowance rates by BRMA, "(Fees as at April 2024)"',
  'https://rbwm.gov.uk/council-tax-and-benefits/benefits/local-housing-allowance',
);
const ASHFIELD = /* @__PURE__ */ page(
  'Ashfield District Council (a copy of its site on an azurewebsites.net host): Local Housing Allowance, "Local Housing Allowance rates - April 2025 to March 2026", North Nottinghamshire (the April 2024 rates, frozen)',
  'https://6168c903-d58d-46ed-a1ca-8163e24c1ef2.azurewebsites.net/benefits-council-tax/housing-benefit/information-for-landlords/local-housing-allowance',
);
const NEWPORT = /* @__PURE__ */ page(
  'Newport City Council: Local housing allowance, "Current amounts for Newport"',
  'https://www.newport.gov.uk/en/Council-Tax-Benefits/Local-housing-allowance.aspx',
);
const ABERDEENCITY = /* @__PURE__ */ page(
  'Aberdeen City Council: Local Housing Allowance, LHA rates valid from 1 April 2024 until 31 March 2026 (2025/26 frozen at 2024/25)',
  'https://aberdeencity.gov.uk/node/1035',
);
const RSS_COPY = /* @__PURE__ */ page(
  "ScottishTaxBenefitModel.jl, params/lha_rates_scotland_2025_26.csv: a public repository's copy of Rent Service Scotland's table (2025/26, the April 2024 rates frozen), not an official publication",
  'https://github.com/grahamstark/ScottishTaxBenefitModel.jl/blob/c3f79125138b2a48c10fecba1cc60dfacdf9bd92/params/lha_rates_scotland_2025_26.csv',
);
const DUMGAL = /* @__PURE__ */ page(
  'Dumfries and Galloway Council: Local Housing Allowance, current weekly rates (page last updated 22/05/2024)',
  'https://dumgal.gov.uk/article/15388/Local-Housing-Allowance',
);
const DUNDEECITY = /* @__PURE__ */ page(
  'Dundee City Council: Local Housing Allowance Rates from 1st April 2024',
  'https://www.dundeecity.gov.uk/service-area/corporate-services/customer-services-and-it/housing-benefits/local-housing-allowance-current-rates',
);
const DUNDEECITY_2 = /* @__PURE__ */ page('Dundee City Council: LHA rates', 'https://dundeecity.gov.uk/benefits/lharates');
const STIRLING = /* @__PURE__ */ page(
  'Stirling Council: Local Housing Allowance, current rates for Forth Valley',
  'https://stirling.gov.uk/housing/benefits/local-housing-allowance',
);
const EASTLOTHIAN = /* @__PURE__ */ page(
  'East Lothian Council: Local Housing Allowance Rates, rates from 1 April 2024 to 31 March 2025',
  'https://www.eastlothian.gov.uk/info/210559/council_tax_and_benefits/12087/housing_benefit/5',
);
const INVERCLYDE = /* @__PURE__ */ page(
  'Inverclyde Council: LHA Rates (Renfrewshire and Inverclyde, April 2024 to March 2025)',
  'https://www.inverclyde.gov.uk/advice-and-benefits/housing-benefit-and-council-tax-reduction/housing-benefit/local-housing-allowance/lha-rates',
);

/**
 * The publications each area's figures were read from. Apart from the areas' names, so that a
 * calculator page, which lists the areas, loads them only with the LHA lookup that names them
 * (src/calc/lha.ts); the type checker holds it to exactly the areas of LHA_AREA_LIST.
 */
const LHA_SOURCES: Readonly<Record<LhaAreaId, readonly Reference[]>> = {
  ashford: [ASHFORD],
  bath: [BATHNES],
  'blackwater-valley': [GUILDFORD],
  'bolton-and-bury': [BURY],
  bristol: [BATHNES],
  canterbury: [ASHFORD],
  'central-greater-manchester': [BURY],
  'central-lancs': [SOUTHRIBBLE],
  'central-norfolk-and-norwich': [NORTH_NORFOLK, NORWICH],
  cheltenham: [CHELTENHAM],
  chichester: [HAVANT],
  chilterns: [RBWM],
  coventry: [COVENTRY, HINCKLEY_BOSWORTH],
  'east-lancs': [SOUTHRIBBLE, HYNDBURNBC],
  'east-thames-valley': [RBWM],
  guildford: [GUILDFORD],
  'high-weald': [ASHFORD],
  'inner-south-east-london': [BROMLEY],
  'kings-lynn': [NORTH_NORFOLK],
  leicester: [HINCKLEY_BOSWORTH, NWLEICS],
  'lowestoft-and-great-yarmouth': [NORTH_NORFOLK],
  'mid-staffs': [LICHFIELDDC],
  'north-nottingham': [ASHFIELD],
  'outer-south-east-london': [BROMLEY],
  portsmouth: [HAVANT],
  reading: [RBWM],
  southampton: [SOUTHAMPTON],
  tyneside: [SOUTHTYNESIDE],
  walton: [RBWM],
  wirral: [WIRRAL],
  newport: [NEWPORT],
  'aberdeen-and-shire': [ABERDEENCITY, RSS_COPY],
  'argyll-and-bute': [RSS_COPY],
  ayrshires: [RSS_COPY],
  'dumfries-and-galloway': [DUMGAL, RSS_COPY],
  'dundee-and-angus': [DUNDEECITY, DUNDEECITY_2],
  'east-dunbartonshire': [RSS_COPY],
  fife: [RSS_COPY],
  'forth-valley': [STIRLING, RSS_COPY],
  'greater-glasgow': [RSS_COPY],
  'highland-and-islands': [RSS_COPY],
  lothian: [EASTLOTHIAN, RSS_COPY],
  'north-lanarkshire': [RSS_COPY],
  'perth-and-kinross': [RSS_COPY],
  'renfrewshire-inverclyde': [INVERCLYDE, RSS_COPY],
  'scottish-borders': [RSS_COPY],
  'south-lanarkshire': [RSS_COPY],
  'west-dunbartonshire': [RSS_COPY],
  'west-lothian': [RSS_COPY],
};

/**
 * The references of an area's rates: the publications its figures were read from, then the freeze
 * orders and the regulation. The calculators' LHA lookup names the first (src/calc/lha.ts), so it
 * reads them here rather than from the rates table, which carries amounts only.
 */
export function lhaAreaReferences(areaId: string): readonly Reference[] {
  const sources = Object.hasOwn(LHA_SOURCES, areaId) ? LHA_SOURCES[areaId as LhaAreaId] : [];
  return [...sources, ...FREEZE_ORDERS, HB_REGS('reg 13D')];
}

/**
 * Every area's rates as dated rates, each naming the publication it was read from. Their labels
 * are built from the category's message with the area's name (src/i18n/en/rates.ts).
 */
export function lhaRates(): Record<string, RateSpec> {
  const defs: Record<string, RateSpec> = {};
  for (const { id: areaId, region } of LHA_AREA_LIST) {
    const references = lhaAreaReferences(areaId);
    LHA_CATEGORIES.forEach((category, i) => {
      const amounts = fromYearFile((figures) => figures.lha[areaId]?.[i] ?? null);
      defs[lhaRateId(areaId, category)] = perWeek(amounts, references, { region, note: setThenFrozen });
    });
  }
  return defs;
}
