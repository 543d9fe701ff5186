/**
 * Every broad rental market area (BRMA) of Great Britain by its official name: 152 in England,
 * 22 in Wales and 18 in Scotland, 192 in all (DWP, answer to PQ 21947,
 * https://parallelparliament.co.uk/question/21947/local-housing-allowance-rents). Names as the
 * rent officers publish them: the Valuation Office Agency for England (as listed in PolicyEngine
 * UK's `BRMAName`, https://github.com/PolicyEngine/policyengine-uk/blob/c93e1a05481311a702f2037585bceed20361c744/policyengine_uk/variables/household/demographic/locations.py),
 * Rent Officers Wales and Rent Service Scotland.
 *
 * Names only: an area's weekly rates are in the rates table (src/calc/rates/lha.ts) when they
 * were published where we could read them, or imported by an admin from the official tables.
 * The id is the name in lower case with every run of other characters a hyphen ('&' reads 'and').
 */
import { LHA_CATEGORIES, lhaRateId, type LhaCategory } from './rates/lha';
import { taxYearInfo } from './rates/tax-years';
import type { Rate, TaxYear } from './rates';

/** A nation with its own rent officers and LHA table. */
export type BrmaNation = 'England' | 'Wales' | 'Scotland';

type BrmaDef = readonly [id: string, name: string, nation: BrmaNation];

const BRMAS = [
  ['ashford', 'Ashford', 'England'],
  ['aylesbury', 'Aylesbury', 'England'],
  ['barnsley', 'Barnsley', 'England'],
  ['barrow-in-furness', 'Barrow-in-Furness', 'England'],
  ['basingstoke', 'Basingstoke', 'England'],
  ['bath', 'Bath', 'England'],
  ['bedford', 'Bedford', 'England'],
  ['birmingham', 'Birmingham', 'England'],
  ['black-country', 'Black Country', 'England'],
  ['blackwater-valley', 'Blackwater Valley', 'England'],
  ['bolton-and-bury', 'Bolton and Bury', 'England'],
  ['bournemouth', 'Bournemouth', 'England'],
  ['bradford-and-south-dales', 'Bradford & South Dales', 'England'],
  ['brighton-and-hove', 'Brighton and Hove', 'England'],
  ['bristol', 'Bristol', 'England'],
  ['bury-st-edmunds', 'Bury St Edmunds', 'England'],
  ['cambridge', 'Cambridge', 'England'],
  ['canterbury', 'Canterbury', 'England'],
  ['central-greater-manchester', 'Central Greater Manchester', 'England'],
  ['central-lancs', 'Central Lancs', 'England'],
  ['central-london', 'Central London', 'England'],
  ['central-norfolk-and-norwich', 'Central Norfolk & Norwich', 'England'],
  ['chelmsford', 'Chelmsford', 'England'],
  ['cheltenham', 'Cheltenham', 'England'],
  ['cherwell-valley', 'Cherwell Valley', 'England'],
  ['chesterfield', 'Chesterfield', 'England'],
  ['chichester', 'Chichester', 'England'],
  ['chilterns', 'Chilterns', 'England'],
  ['colchester', 'Colchester', 'England'],
  ['coventry', 'Coventry', 'England'],
  ['crawley-and-reigate', 'Crawley & Reigate', 'England'],
  ['darlington', 'Darlington', 'England'],
  ['derby', 'Derby', 'England'],
  ['doncaster', 'Doncaster', 'England'],
  ['dover-shepway', 'Dover-Shepway', 'England'],
  ['durham', 'Durham', 'England'],
  ['east-cheshire', 'East Cheshire', 'England'],
  ['east-lancs', 'East Lancs', 'England'],
  ['east-thames-valley', 'East Thames Valley', 'England'],
  ['eastbourne', 'Eastbourne', 'England'],
  ['eastern-staffordshire', 'Eastern Staffordshire', 'England'],
  ['exeter', 'Exeter', 'England'],
  ['fylde-coast', 'Fylde Coast', 'England'],
  ['gloucester', 'Gloucester', 'England'],
  ['grantham-and-newark', 'Grantham & Newark', 'England'],
  ['greater-liverpool', 'Greater Liverpool', 'England'],
  ['grimsby', 'Grimsby', 'England'],
  ['guildford', 'Guildford', 'England'],
  ['halifax', 'Halifax', 'England'],
  ['harlow-and-stortford', 'Harlow & Stortford', 'England'],
  ['harrogate', 'Harrogate', 'England'],
  ['herefordshire', 'Herefordshire', 'England'],
  ['high-weald', 'High Weald', 'England'],
  ['hull-and-east-riding', 'Hull & East Riding', 'England'],
  ['huntingdon', 'Huntingdon', 'England'],
  ['inner-east-london', 'Inner East London', 'England'],
  ['inner-north-london', 'Inner North London', 'England'],
  ['inner-south-east-london', 'Inner South East London', 'England'],
  ['inner-south-west-london', 'Inner South West London', 'England'],
  ['inner-west-london', 'Inner West London', 'England'],
  ['ipswich', 'Ipswich', 'England'],
  ['isle-of-wight', 'Isle of Wight', 'England'],
  ['kendal', 'Kendal', 'England'],
  ['kernow-west', 'Kernow West', 'England'],
  ['kings-lynn', 'Kings Lynn', 'England'],
  ['kirklees', 'Kirklees', 'England'],
  ['lancaster', 'Lancaster', 'England'],
  ['leeds', 'Leeds', 'England'],
  ['leicester', 'Leicester', 'England'],
  ['lincoln', 'Lincoln', 'England'],
  ['lincolnshire-fens', 'Lincolnshire Fens', 'England'],
  ['lowestoft-and-great-yarmouth', 'Lowestoft & Great Yarmouth', 'England'],
  ['luton', 'Luton', 'England'],
  ['maidstone', 'Maidstone', 'England'],
  ['medway-and-swale', 'Medway & Swale', 'England'],
  ['mendip', 'Mendip', 'England'],
  ['mid-and-east-devon', 'Mid & East Devon', 'England'],
  ['mid-and-west-dorset', 'Mid & West Dorset', 'England'],
  ['mid-staffs', 'Mid Staffs', 'England'],
  ['milton-keynes', 'Milton Keynes', 'England'],
  ['newbury', 'Newbury', 'England'],
  ['north-cheshire', 'North Cheshire', 'England'],
  ['north-cornwall-and-devon-borders', 'North Cornwall & Devon Borders', 'England'],
  ['north-cumbria', 'North Cumbria', 'England'],
  ['north-devon', 'North Devon', 'England'],
  ['north-nottingham', 'North Nottingham', 'England'],
  ['north-west-kent', 'North West Kent', 'England'],
  ['north-west-london', 'North West London', 'England'],
  ['northampton', 'Northampton', 'England'],
  ['northants-central', 'Northants Central', 'England'],
  ['northumberland', 'Northumberland', 'England'],
  ['nottingham', 'Nottingham', 'England'],
  ['oldham-and-rochdale', 'Oldham & Rochdale', 'England'],
  ['outer-east-london', 'Outer East London', 'England'],
  ['outer-north-east-london', 'Outer North East London', 'England'],
  ['outer-north-london', 'Outer North London', 'England'],
  ['outer-south-east-london', 'Outer South East London', 'England'],
  ['outer-south-london', 'Outer South London', 'England'],
  ['outer-south-west-london', 'Outer South West London', 'England'],
  ['outer-west-london', 'Outer West London', 'England'],
  ['oxford', 'Oxford', 'England'],
  ['peaks-and-dales', 'Peaks & Dales', 'England'],
  ['peterborough', 'Peterborough', 'England'],
  ['plymouth', 'Plymouth', 'England'],
  ['portsmouth', 'Portsmouth', 'England'],
  ['reading', 'Reading', 'England'],
  ['richmond-and-hambleton', 'Richmond & Hambleton', 'England'],
  ['rotherham', 'Rotherham', 'England'],
  ['rugby-and-east', 'Rugby & East', 'England'],
  ['salisbury', 'Salisbury', 'England'],
  ['scarborough', 'Scarborough', 'England'],
  ['scunthorpe', 'Scunthorpe', 'England'],
  ['sheffield', 'Sheffield', 'England'],
  ['shropshire', 'Shropshire', 'England'],
  ['solihull', 'Solihull', 'England'],
  ['south-cheshire', 'South Cheshire', 'England'],
  ['south-devon', 'South Devon', 'England'],
  ['south-east-herts', 'South East Herts', 'England'],
  ['south-west-essex', 'South West Essex', 'England'],
  ['south-west-herts', 'South West Herts', 'England'],
  ['southampton', 'Southampton', 'England'],
  ['southend', 'Southend', 'England'],
  ['southern-greater-manchester', 'Southern Greater Manchester', 'England'],
  ['southport', 'Southport', 'England'],
  ['st-helens', 'St Helens', 'England'],
  ['staffordshire-north', 'Staffordshire North', 'England'],
  ['stevenage-and-north-herts', 'Stevenage & North Herts', 'England'],
  ['sunderland', 'Sunderland', 'England'],
  ['sussex-east', 'Sussex East', 'England'],
  ['swindon', 'Swindon', 'England'],
  ['tameside-and-glossop', 'Tameside & Glossop', 'England'],
  ['taunton-and-west-somerset', 'Taunton & West Somerset', 'England'],
  ['teesside', 'Teesside', 'England'],
  ['thanet', 'Thanet', 'England'],
  ['tyneside', 'Tyneside', 'England'],
  ['wakefield', 'Wakefield', 'England'],
  ['walton', 'Walton', 'England'],
  ['warwickshire-south', 'Warwickshire South', 'England'],
  ['west-cheshire', 'West Cheshire', 'England'],
  ['west-cumbria', 'West Cumbria', 'England'],
  ['west-pennine', 'West Pennine', 'England'],
  ['west-wiltshire', 'West Wiltshire', 'England'],
  ['weston-s-mare', 'Weston-S-Mare', 'England'],
  ['wigan', 'Wigan', 'England'],
  ['winchester', 'Winchester', 'England'],
  ['wirral', 'Wirral', 'England'],
  ['wolds-and-coast', 'Wolds and Coast', 'England'],
  ['worcester-north', 'Worcester North', 'England'],
  ['worcester-south', 'Worcester South', 'England'],
  ['worthing', 'Worthing', 'England'],
  ['yeovil', 'Yeovil', 'England'],
  ['york', 'York', 'England'],
  ['blaenau-gwent', 'Blaenau Gwent', 'Wales'],
  ['brecon-and-radnor', 'Brecon and Radnor', 'Wales'],
  ['bridgend', 'Bridgend', 'Wales'],
  ['caerphilly', 'Caerphilly', 'Wales'],
  ['cardiff', 'Cardiff', 'Wales'],
  ['carmarthenshire', 'Carmarthenshire', 'Wales'],
  ['ceredigion', 'Ceredigion', 'Wales'],
  ['flintshire', 'Flintshire', 'Wales'],
  ['merthyr-cynon', 'Merthyr Cynon', 'Wales'],
  ['monmouthshire', 'Monmouthshire', 'Wales'],
  ['neath-port-talbot', 'Neath Port Talbot', 'Wales'],
  ['newport', 'Newport', 'Wales'],
  ['north-clwyd', 'North Clwyd', 'Wales'],
  ['north-powys', 'North Powys', 'Wales'],
  ['north-west-wales', 'North West Wales', 'Wales'],
  ['pembrokeshire', 'Pembrokeshire', 'Wales'],
  ['south-gwynedd', 'South Gwynedd', 'Wales'],
  ['swansea', 'Swansea', 'Wales'],
  ['taff-rhondda', 'Taff Rhondda', 'Wales'],
  ['torfaen', 'Torfaen', 'Wales'],
  ['vale-of-glamorgan', 'Vale of Glamorgan', 'Wales'],
  ['wrexham', 'Wrexham', 'Wales'],
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
] as const satisfies readonly BrmaDef[];

/** One broad rental market area: its id (e.g. `central-london`), official name and nation. */
export interface Brma {
  readonly id: string;
  readonly name: string;
  readonly nation: BrmaNation;
}

/** All 192 areas, England, then Wales, then Scotland, each alphabetical. */
export const BRMA_LIST: readonly Brma[] = /* @__PURE__ */ BRMAS.map(([id, name, nation]) => ({ id, name, nation }));

/** The id an official area name has, e.g. 'Bradford & South Dales' → 'bradford-and-south-dales'. */
export function brmaIdOf(name: string): string {
  return name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The area with an official name, matched whatever its case, spacing or '&'/'and'; null when none. */
export function brmaByName(name: string): Brma | null {
  const id = brmaIdOf(name);
  return BRMA_LIST.find((area) => area.id === id) ?? null;
}

/** Area and category by LHA rate id, built on the first call (960 ids). */
let lhaRateIds: Map<string, { readonly areaId: string; readonly category: LhaCategory }> | null = null;

/**
 * The area and category of an LHA rate id of any of the 192 areas, e.g.
 * `housing-benefit.lha.birmingham.two-bed` → `{ areaId: 'birmingham', category: 'two-bed' }`;
 * null for any other id. Whether or not the area's figures are built in: an admin may publish
 * them from the official tables (docs/product.md §7 "Import LHA rates").
 */
export function parseLhaRateId(id: string): { readonly areaId: string; readonly category: LhaCategory } | null {
  if (!lhaRateIds) {
    lhaRateIds = new Map();
    for (const area of BRMA_LIST) for (const category of LHA_CATEGORIES) lhaRateIds.set(lhaRateId(area.id, category), Object.freeze({ areaId: area.id, category }));
  }
  return (typeof id === 'string' && lhaRateIds.get(id)) || null;
}

/**
 * The rate of a published LHA id of an area whose figures are not built in (an admin imported the
 * official table, docs/product.md §7 "Import LHA rates"), as `applyRateOverrides` takes it; null for
 * any id that is not an LHA rate of one of the 192 areas. Weekly and editable, like the built-in
 * LHA rates (src/calc/rates/lha.ts), dated from the year's 6 April, naming the imported file.
 */
export function importedLhaRate(id: string, amount: number, year: TaxYear, source?: string): Rate | null {
  if (!parseLhaRateId(id)) return null;
  return { id, amount, unit: 'gbp-per-week', taxYear: year, effectiveDate: taxYearInfo(year).startDate, editable: true, ...(source ? { source } : {}) };
}

/**
 * Ids of LHA areas that earlier releases named after a council, and the area each is now: a saved
 * calculation or a hand-off that names one still opens. '' where the council's figures could not be
 * placed in an area (Stafford's borough is split between Mid Staffs, Staffordshire North and
 * Shropshire, and no page read says which area Torbay's or Castle Point's figures are for), so the
 * area is dropped and the visitor told, as with any answer that cannot be used. Hyndburn Borough
 * Council's LHA page gives the East Lancs rates.
 */
export const RETIRED_LHA_AREA_IDS: Readonly<Record<string, string>> = { hyndburn: 'east-lancs', stafford: '', torbay: '', 'castle-point': '' };
