/**
 * The councils people pay council tax to (docs/product.md §2 "Council Tax Support", step 1): every
 * billing authority of England, Wales and Scotland in force for 2026/27, by its ONS GSS code. England
 * has 296 (unitary authorities E06, districts E07, metropolitan districts E08, the London boroughs
 * and the City of London E09, with Cumberland, Westmorland and Furness, North Yorkshire and Somerset
 * in place of their districts since 1 April 2023), Wales 22 (W06) and Scotland 32 (S12): 350 in all.
 * Northern Ireland has domestic rates, not council tax, and no council here.
 *
 * Source: mySociety, "UK Local Authority Names and Codes" (uk_local_authorities_future.csv at
 * https://github.com/mysociety/uk_local_authority_names_and_codes/tree/67ef8b118938678401a452f4f19f669a7221cc73,
 * July 2025; data CC BY 4.0), which carries the ONS Local Authority District codes (Office for
 * National Statistics, Open Government Licence v3.0): the authorities with lower-tier or unitary
 * powers in force on 1 April 2026, named as the councils style themselves ("official-name"), four
 * names brought up to date for city status (Colchester, Southend-on-Sea, Milton Keynes) and King's
 * Lynn's apostrophe. Nothing changed between April 2023 and April 2026 (Surrey's reorganisation
 * takes effect in April 2027).
 *
 * Places searched besides the name (`places`): the dataset's own short name of the place when the
 * council's name does not contain it (e.g. 'Kingston upon Hull' for Hull City Council), the Welsh
 * or Gaelic name where it lists one, and the names of the districts and boroughs each council
 * replaced since 2019 (its "replaced-by" column), e.g. Harrogate and Scarborough for North
 * Yorkshire Council. Other towns are not listed: no published source placing them was used.
 *
 * Loaded only when the council field is first used (src/islands/council-tax-support/CouncilField.tsx),
 * so the page's first load carries none of it (README "Performance").
 */

/** A nation with council tax (Northern Ireland has domestic rates). */
export type CouncilNation = 'england' | 'wales' | 'scotland';

/** A billing authority: who sends the council tax bill and runs its Council Tax Reduction. */
export interface Council {
  /** ONS GSS code of the billing authority, e.g. 'E08000035'. */
  code: string;
  /** The name the council styles itself by, e.g. 'Leeds City Council'. */
  name: string;
  nation: CouncilNation;
  /** Other names it is searched by (see the file comment); may be empty. */
  places: readonly string[];
}

/** The first three characters of each nation's billing authorities' GSS codes. */
export const COUNCIL_CODE_PREFIXES: Readonly<Record<CouncilNation, readonly string[]>> = {
  england: ['E06', 'E07', 'E08', 'E09'],
  wales: ['W06'],
  scotland: ['S12'],
};

type CouncilRow = readonly [code: string, name: string, places?: readonly string[]];

const ENGLAND: readonly CouncilRow[] = [
  ['E06000001', 'Hartlepool Borough Council'],
  ['E06000002', 'Middlesbrough Borough Council'],
  ['E06000003', 'Redcar and Cleveland Borough Council'],
  ['E06000004', 'Stockton-on-Tees Borough Council'],
  ['E06000005', 'Darlington Borough Council'],
  ['E06000006', 'Halton Borough Council'],
  ['E06000007', 'Warrington Borough Council'],
  ['E06000008', 'Blackburn with Darwen Borough Council'],
  ['E06000009', 'Blackpool Borough Council'],
  ['E06000010', 'Hull City Council', ['Kingston upon Hull']],
  ['E06000011', 'East Riding of Yorkshire Council'],
  ['E06000012', 'North East Lincolnshire Council'],
  ['E06000013', 'North Lincolnshire Council'],
  ['E06000014', 'City of York Council'],
  ['E06000015', 'Derby City Council'],
  ['E06000016', 'Leicester City Council'],
  ['E06000017', 'Rutland County Council'],
  ['E06000018', 'Nottingham City Council'],
  ['E06000019', 'Herefordshire Council'],
  ['E06000020', 'Telford & Wrekin Council'],
  ['E06000021', 'Stoke-on-Trent City Council'],
  ['E06000022', 'Bath and North East Somerset Council'],
  ['E06000023', 'Bristol City Council', ['City of Bristol']],
  ['E06000024', 'North Somerset Council'],
  ['E06000025', 'South Gloucestershire Council'],
  ['E06000026', 'Plymouth City Council'],
  ['E06000027', 'Torbay Council'],
  ['E06000030', 'Swindon Borough Council'],
  ['E06000031', 'Peterborough City Council'],
  ['E06000032', 'Luton Borough Council'],
  ['E06000033', 'Southend-on-Sea City Council'],
  ['E06000034', 'Thurrock Council'],
  ['E06000035', 'Medway Council', ['Medway Towns']],
  ['E06000036', 'Bracknell Forest Council'],
  ['E06000037', 'West Berkshire Council'],
  ['E06000038', 'Reading Borough Council'],
  ['E06000039', 'Slough Borough Council'],
  ['E06000040', 'Royal Borough of Windsor and Maidenhead'],
  ['E06000041', 'Wokingham Borough Council'],
  ['E06000042', 'Milton Keynes City Council'],
  ['E06000043', 'Brighton and Hove City Council'],
  ['E06000044', 'Portsmouth City Council'],
  ['E06000045', 'Southampton City Council'],
  ['E06000046', 'Isle of Wight Council'],
  ['E06000047', 'Durham County Council', ['County Durham']],
  ['E06000049', 'Cheshire East Council'],
  ['E06000050', 'Cheshire West and Chester Council'],
  ['E06000051', 'Shropshire Council'],
  ['E06000052', 'Cornwall Council'],
  ['E06000053', 'Council of the Isles of Scilly'],
  ['E06000054', 'Wiltshire Council'],
  ['E06000055', 'Bedford Borough Council'],
  ['E06000056', 'Central Bedfordshire Council'],
  ['E06000057', 'Northumberland County Council'],
  ['E06000058', 'Bournemouth, Christchurch and Poole Council'],
  ['E06000059', 'Dorset Council', ['East Dorset', 'North Dorset', 'Purbeck', 'West Dorset', 'Weymouth and Portland']],
  ['E06000060', 'Buckinghamshire Council', ['Aylesbury Vale', 'Chiltern', 'South Bucks', 'Wycombe']],
  ['E06000061', 'North Northamptonshire Council', ['Corby', 'East Northamptonshire', 'Kettering', 'Wellingborough']],
  ['E06000062', 'West Northamptonshire Council', ['Daventry', 'South Northamptonshire']],
  ['E06000063', 'Cumberland Council', ['Allerdale', 'Carlisle', 'Copeland']],
  ['E06000064', 'Westmorland and Furness Council', ['Barrow-in-Furness', 'Eden', 'South Lakeland']],
  ['E06000065', 'North Yorkshire Council', ['Craven', 'Hambleton', 'Harrogate', 'Richmondshire', 'Ryedale', 'Scarborough', 'Selby']],
  ['E06000066', 'Somerset Council', ['Mendip', 'Sedgemoor', 'Somerset West and Taunton', 'South Somerset', 'Taunton Deane', 'West Somerset']],
  ['E07000008', 'Cambridge City Council'],
  ['E07000009', 'East Cambridgeshire District Council'],
  ['E07000010', 'Fenland District Council'],
  ['E07000011', 'Huntingdonshire District Council'],
  ['E07000012', 'South Cambridgeshire District Council'],
  ['E07000032', 'Amber Valley Borough Council'],
  ['E07000033', 'Bolsover District Council'],
  ['E07000034', 'Chesterfield Borough Council'],
  ['E07000035', 'Derbyshire Dales District Council'],
  ['E07000036', 'Erewash Borough Council'],
  ['E07000037', 'High Peak Borough Council'],
  ['E07000038', 'North East Derbyshire District Council'],
  ['E07000039', 'South Derbyshire District Council'],
  ['E07000040', 'East Devon District Council'],
  ['E07000041', 'Exeter City Council'],
  ['E07000042', 'Mid Devon District Council'],
  ['E07000043', 'North Devon District Council'],
  ['E07000044', 'South Hams District Council'],
  ['E07000045', 'Teignbridge District Council'],
  ['E07000046', 'Torridge District Council'],
  ['E07000047', 'West Devon Borough Council'],
  ['E07000061', 'Eastbourne Borough Council'],
  ['E07000062', 'Hastings Borough Council'],
  ['E07000063', 'Lewes District Council'],
  ['E07000064', 'Rother District Council'],
  ['E07000065', 'Wealden District Council'],
  ['E07000066', 'Basildon Borough Council'],
  ['E07000067', 'Braintree District Council'],
  ['E07000068', 'Brentwood Borough Council'],
  ['E07000069', 'Castle Point Borough Council'],
  ['E07000070', 'Chelmsford City Council'],
  ['E07000071', 'Colchester City Council'],
  ['E07000072', 'Epping Forest District Council'],
  ['E07000073', 'Harlow District Council'],
  ['E07000074', 'Maldon District Council'],
  ['E07000075', 'Rochford District Council'],
  ['E07000076', 'Tendring District Council'],
  ['E07000077', 'Uttlesford District Council'],
  ['E07000078', 'Cheltenham Borough Council'],
  ['E07000079', 'Cotswold District Council'],
  ['E07000080', 'Forest of Dean District Council'],
  ['E07000081', 'Gloucester City Council'],
  ['E07000082', 'Stroud District Council'],
  ['E07000083', 'Tewkesbury Borough Council'],
  ['E07000084', 'Basingstoke and Deane Borough Council'],
  ['E07000085', 'East Hampshire District Council'],
  ['E07000086', 'Eastleigh Borough Council'],
  ['E07000087', 'Fareham Borough Council'],
  ['E07000088', 'Gosport Borough Council'],
  ['E07000089', 'Hart District Council'],
  ['E07000090', 'Havant Borough Council'],
  ['E07000091', 'New Forest District Council'],
  ['E07000092', 'Rushmoor Borough Council'],
  ['E07000093', 'Test Valley Borough Council'],
  ['E07000094', 'Winchester City Council'],
  ['E07000095', 'Broxbourne Borough Council'],
  ['E07000096', 'Dacorum Borough Council'],
  ['E07000098', 'Hertsmere Borough Council'],
  ['E07000099', 'North Hertfordshire District Council'],
  ['E07000102', 'Three Rivers District Council'],
  ['E07000103', 'Watford Borough Council'],
  ['E07000105', 'Ashford Borough Council'],
  ['E07000106', 'Canterbury City Council'],
  ['E07000107', 'Dartford Borough Council'],
  ['E07000108', 'Dover District Council'],
  ['E07000109', 'Gravesham Borough Council'],
  ['E07000110', 'Maidstone Borough Council'],
  ['E07000111', 'Sevenoaks District Council'],
  ['E07000112', 'Folkestone and Hythe District Council', ['Shepway']],
  ['E07000113', 'Swale Borough Council'],
  ['E07000114', 'Thanet District Council'],
  ['E07000115', 'Tonbridge and Malling Borough Council'],
  ['E07000116', 'Tunbridge Wells Borough Council'],
  ['E07000117', 'Burnley Borough Council'],
  ['E07000118', 'Chorley Borough Council'],
  ['E07000119', 'Fylde Borough Council'],
  ['E07000120', 'Hyndburn Borough Council'],
  ['E07000121', 'Lancaster City Council'],
  ['E07000122', 'Pendle Borough Council'],
  ['E07000123', 'Preston City Council'],
  ['E07000124', 'Ribble Valley Borough Council'],
  ['E07000125', 'Rossendale Borough Council'],
  ['E07000126', 'South Ribble Borough Council'],
  ['E07000127', 'West Lancashire Borough Council'],
  ['E07000128', 'Wyre Borough Council'],
  ['E07000129', 'Blaby District Council'],
  ['E07000130', 'Charnwood Borough Council'],
  ['E07000131', 'Harborough District Council'],
  ['E07000132', 'Hinckley and Bosworth Borough Council'],
  ['E07000133', 'Melton Borough Council'],
  ['E07000134', 'North West Leicestershire District Council'],
  ['E07000135', 'Oadby and Wigston Borough Council'],
  ['E07000136', 'Boston Borough Council'],
  ['E07000137', 'East Lindsey District Council'],
  ['E07000138', 'City of Lincoln Council'],
  ['E07000139', 'North Kesteven District Council'],
  ['E07000140', 'South Holland District Council'],
  ['E07000141', 'South Kesteven District Council'],
  ['E07000142', 'West Lindsey District Council'],
  ['E07000143', 'Breckland District Council'],
  ['E07000144', 'Broadland District Council'],
  ['E07000145', 'Great Yarmouth Borough Council'],
  ['E07000146', "Borough Council of King's Lynn and West Norfolk"],
  ['E07000147', 'North Norfolk District Council'],
  ['E07000148', 'Norwich City Council'],
  ['E07000149', 'South Norfolk District Council'],
  ['E07000170', 'Ashfield District Council'],
  ['E07000171', 'Bassetlaw District Council'],
  ['E07000172', 'Broxtowe Borough Council'],
  ['E07000173', 'Gedling Borough Council'],
  ['E07000174', 'Mansfield District Council'],
  ['E07000175', 'Newark and Sherwood District Council'],
  ['E07000176', 'Rushcliffe Borough Council'],
  ['E07000177', 'Cherwell District Council'],
  ['E07000178', 'Oxford City Council'],
  ['E07000179', 'South Oxfordshire District Council'],
  ['E07000180', 'Vale of White Horse District Council'],
  ['E07000181', 'West Oxfordshire District Council'],
  ['E07000192', 'Cannock Chase District Council'],
  ['E07000193', 'East Staffordshire Borough Council'],
  ['E07000194', 'Lichfield District Council'],
  ['E07000195', 'Newcastle-under-Lyme Borough Council'],
  ['E07000196', 'South Staffordshire Council'],
  ['E07000197', 'Stafford Borough Council'],
  ['E07000198', 'Staffordshire Moorlands District Council'],
  ['E07000199', 'Tamworth Borough Council'],
  ['E07000200', 'Babergh District Council'],
  ['E07000202', 'Ipswich Borough Council'],
  ['E07000203', 'Mid Suffolk District Council'],
  ['E07000207', 'Elmbridge Borough Council'],
  ['E07000208', 'Epsom and Ewell Borough Council'],
  ['E07000209', 'Guildford Borough Council'],
  ['E07000210', 'Mole Valley District Council'],
  ['E07000211', 'Reigate and Banstead Borough Council'],
  ['E07000212', 'Runnymede Borough Council'],
  ['E07000213', 'Spelthorne Borough Council'],
  ['E07000214', 'Surrey Heath Borough Council'],
  ['E07000215', 'Tandridge District Council'],
  ['E07000216', 'Waverley Borough Council'],
  ['E07000217', 'Woking Borough Council'],
  ['E07000218', 'North Warwickshire Borough Council'],
  ['E07000219', 'Nuneaton and Bedworth Borough Council'],
  ['E07000220', 'Rugby Borough Council'],
  ['E07000221', 'Stratford-on-Avon District Council'],
  ['E07000222', 'Warwick District Council'],
  ['E07000223', 'Adur District Council'],
  ['E07000224', 'Arun District Council'],
  ['E07000225', 'Chichester District Council'],
  ['E07000226', 'Crawley Borough Council'],
  ['E07000227', 'Horsham District Council'],
  ['E07000228', 'Mid Sussex District Council'],
  ['E07000229', 'Worthing Borough Council'],
  ['E07000234', 'Bromsgrove District Council'],
  ['E07000235', 'Malvern Hills District Council'],
  ['E07000236', 'Redditch Borough Council'],
  ['E07000237', 'Worcester City Council'],
  ['E07000238', 'Wychavon District Council'],
  ['E07000239', 'Wyre Forest District Council'],
  ['E07000240', 'St Albans City and District Council'],
  ['E07000241', 'Welwyn Hatfield Borough Council'],
  ['E07000242', 'East Hertfordshire District Council'],
  ['E07000243', 'Stevenage Borough Council'],
  ['E07000244', 'East Suffolk Council', ['Suffolk Coastal', 'Waveney']],
  ['E07000245', 'West Suffolk Council', ['Forest Heath', 'St Edmundsbury']],
  ['E08000001', 'Bolton Metropolitan Borough Council'],
  ['E08000002', 'Bury Metropolitan Borough Council'],
  ['E08000003', 'Manchester City Council'],
  ['E08000004', 'Oldham Metropolitan Borough Council'],
  ['E08000005', 'Rochdale Metropolitan Borough Council'],
  ['E08000006', 'Salford City Council'],
  ['E08000007', 'Stockport Metropolitan Borough Council'],
  ['E08000008', 'Tameside Metropolitan Borough Council'],
  ['E08000009', 'Trafford Metropolitan Borough Council'],
  ['E08000010', 'Wigan Metropolitan Borough Council'],
  ['E08000011', 'Knowsley Metropolitan Borough Council'],
  ['E08000012', 'Liverpool City Council'],
  ['E08000013', 'St Helens Council'],
  ['E08000014', 'Sefton Metropolitan Borough Council'],
  ['E08000015', 'Wirral Borough Council'],
  ['E08000016', 'Barnsley Metropolitan Borough Council'],
  ['E08000017', 'City of Doncaster Council'],
  ['E08000018', 'Rotherham Metropolitan Borough Council'],
  ['E08000019', 'Sheffield City Council'],
  ['E08000021', 'Newcastle City Council', ['Newcastle upon Tyne']],
  ['E08000022', 'North Tyneside Council'],
  ['E08000023', 'South Tyneside Council'],
  ['E08000024', 'Sunderland City Council'],
  ['E08000025', 'Birmingham City Council'],
  ['E08000026', 'Coventry City Council'],
  ['E08000027', 'Dudley Metropolitan Borough Council'],
  ['E08000028', 'Sandwell Metropolitan Borough Council'],
  ['E08000029', 'Solihull Metropolitan Borough Council'],
  ['E08000030', 'Walsall Metropolitan Borough Council'],
  ['E08000031', 'City of Wolverhampton Council'],
  ['E08000032', 'City of Bradford Metropolitan District Council'],
  ['E08000033', 'Calderdale Metropolitan Borough Council'],
  ['E08000034', 'Kirklees Council'],
  ['E08000035', 'Leeds City Council'],
  ['E08000036', 'Wakefield Metropolitan District Council'],
  ['E08000037', 'Gateshead Metropolitan Borough Council'],
  ['E09000001', 'City of London Corporation'],
  ['E09000002', 'London Borough of Barking and Dagenham'],
  ['E09000003', 'London Borough of Barnet'],
  ['E09000004', 'London Borough of Bexley'],
  ['E09000005', 'London Borough of Brent'],
  ['E09000006', 'London Borough of Bromley'],
  ['E09000007', 'London Borough of Camden'],
  ['E09000008', 'London Borough of Croydon'],
  ['E09000009', 'London Borough of Ealing'],
  ['E09000010', 'London Borough of Enfield'],
  ['E09000011', 'Royal Borough of Greenwich'],
  ['E09000012', 'London Borough of Hackney'],
  ['E09000013', 'London Borough of Hammersmith & Fulham'],
  ['E09000014', 'London Borough of Haringey'],
  ['E09000015', 'London Borough of Harrow'],
  ['E09000016', 'London Borough of Havering'],
  ['E09000017', 'London Borough of Hillingdon'],
  ['E09000018', 'London Borough of Hounslow'],
  ['E09000019', 'London Borough of Islington'],
  ['E09000020', 'Royal Borough of Kensington and Chelsea'],
  ['E09000021', 'Royal Borough of Kingston upon Thames'],
  ['E09000022', 'London Borough of Lambeth'],
  ['E09000023', 'London Borough of Lewisham'],
  ['E09000024', 'London Borough of Merton'],
  ['E09000025', 'London Borough of Newham'],
  ['E09000026', 'London Borough of Redbridge'],
  ['E09000027', 'London Borough of Richmond upon Thames'],
  ['E09000028', 'London Borough of Southwark'],
  ['E09000029', 'London Borough of Sutton'],
  ['E09000030', 'London Borough of Tower Hamlets'],
  ['E09000031', 'London Borough of Waltham Forest'],
  ['E09000032', 'London Borough of Wandsworth'],
  ['E09000033', 'City of Westminster'],
];

const WALES: readonly CouncilRow[] = [
  ['W06000001', 'Isle of Anglesey County Council', ['Ynys Môn']],
  ['W06000002', 'Gwynedd Council'],
  ['W06000003', 'Conwy County Borough Council'],
  ['W06000004', 'Denbighshire County Council', ['Sir Ddinbych']],
  ['W06000005', 'Flintshire County Council', ['Sir y Fflint']],
  ['W06000006', 'Wrexham County Borough Council', ['Wrecsam']],
  ['W06000008', 'Ceredigion County Council'],
  ['W06000009', 'Pembrokeshire County Council', ['Sir Benfro']],
  ['W06000010', 'Carmarthenshire County Council', ['Sir Gaerfyrddin']],
  ['W06000011', 'City and County of Swansea Council', ['Abertawe']],
  ['W06000012', 'Neath Port Talbot County Borough Council', ['Castell-nedd Port Talbot']],
  ['W06000013', 'Bridgend County Borough Council', ['Pen-y-bont ar Ogwr']],
  ['W06000014', 'Vale of Glamorgan Council', ['The Vale of Glamorgan', 'Bro Morgannwg']],
  ['W06000015', 'City of Cardiff Council', ['Caerdydd']],
  ['W06000016', 'Rhondda Cynon Taf County Borough Council', ['Rhondda Cynon Taff']],
  ['W06000018', 'Caerphilly County Borough Council', ['Caerffili']],
  ['W06000019', 'Blaenau Gwent County Borough Council'],
  ['W06000020', 'Torfaen County Borough Council', ['Tor-faen']],
  ['W06000021', 'Monmouthshire County Council', ['Sir Fynwy']],
  ['W06000022', 'Newport City Council', ['Casnewydd']],
  ['W06000023', 'Powys County Council'],
  ['W06000024', 'Merthyr Tydfil County Borough Council', ['Merthyr Tudful']],
];

const SCOTLAND: readonly CouncilRow[] = [
  ['S12000005', 'Clackmannanshire Council'],
  ['S12000006', 'Dumfries and Galloway Council'],
  ['S12000008', 'East Ayrshire Council'],
  ['S12000010', 'East Lothian Council'],
  ['S12000011', 'East Renfrewshire Council'],
  ['S12000013', 'Comhairle nan Eilean Siar', ['Na h-Eileanan Siar', 'Western Isles']],
  ['S12000014', 'Falkirk Council'],
  ['S12000017', 'The Highland Council'],
  ['S12000018', 'Inverclyde Council'],
  ['S12000019', 'Midlothian Council'],
  ['S12000020', 'The Moray Council'],
  ['S12000021', 'North Ayrshire Council'],
  ['S12000023', 'Orkney Islands Council'],
  ['S12000026', 'Scottish Borders Council', ['The Scottish Borders']],
  ['S12000027', 'Shetland Islands Council'],
  ['S12000028', 'South Ayrshire Council'],
  ['S12000029', 'South Lanarkshire Council'],
  ['S12000030', 'Stirling Council'],
  ['S12000033', 'Aberdeen City Council'],
  ['S12000034', 'Aberdeenshire Council'],
  ['S12000035', 'Argyll and Bute Council'],
  ['S12000036', 'City of Edinburgh Council'],
  ['S12000038', 'Renfrewshire Council'],
  ['S12000039', 'West Dunbartonshire Council'],
  ['S12000040', 'West Lothian Council'],
  ['S12000041', 'Angus Council'],
  ['S12000042', 'Dundee City Council'],
  ['S12000045', 'East Dunbartonshire Council'],
  ['S12000047', 'Fife Council'],
  ['S12000048', 'Perth and Kinross Council'],
  ['S12000049', 'Glasgow City Council'],
  ['S12000050', 'North Lanarkshire Council'],
];

const rowsToCouncils = (nation: CouncilNation, rows: readonly CouncilRow[]): Council[] => rows.map(([code, name, places = []]) => ({ code, name, nation, places }));

/** Every billing authority of Great Britain, England's first, each nation's in order of code. */
export const COUNCILS: readonly Council[] = [...rowsToCouncils('england', ENGLAND), ...rowsToCouncils('wales', WALES), ...rowsToCouncils('scotland', SCOTLAND)];

/** The billing authorities of `nation`; none for a nation without council tax (Northern Ireland). */
export function councilsIn(nation: string): readonly Council[] {
  return COUNCILS.filter((council) => council.nation === nation);
}

/** The billing authority with `code`, only among those of `nation` when it is given. */
export function findCouncil(code: string, nation?: string): Council | undefined {
  return COUNCILS.find((council) => council.code === code && (nation === undefined || council.nation === nation));
}

/**
 * Text as it is compared: lower case, without accents or apostrophes, '&' as 'and', 'Saint' as 'st'
 * (so 'St Albans', 'St. Albans' and 'Saint Albans' are alike, and 'st' still starts 'Stockport'),
 * every other character a space (so 'Stoke-on-Trent' is 'stoke on trent').
 */
export function councilSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/['’]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\bsaint\b/g, 'st')
    .trim();
}

/** Every typed word starts a word of `text` (both as councilSearchText gives them). */
function startsWords(text: string, typed: readonly string[]): boolean {
  const words = text.split(' ');
  return typed.every((part) => words.some((word) => word.startsWith(part)));
}

const searchable = new WeakMap<Council, { name: string; places: string[] }>();

function searchTextOf(council: Council) {
  let found = searchable.get(council);
  if (!found) {
    found = { name: councilSearchText(council.name), places: council.places.map(councilSearchText) };
    searchable.set(council, found);
  }
  return found;
}

/**
 * The councils among `councils` that match what was typed, best first, at most `max`: those whose
 * name starts with it, then those whose name has every typed word (each word the start of one of
 * the name's), then those found by one of their places; alphabetical within each. Nothing for
 * fewer than two letters.
 */
export function searchCouncils(councils: readonly Council[], typed: string, max: number): Council[] {
  const query = councilSearchText(typed);
  if (query.replace(/ /g, '').length < 2) return [];
  const parts = query.split(' ');
  const ranked: { council: Council; rank: number }[] = [];
  for (const council of councils) {
    const text = searchTextOf(council);
    const rank = text.name.startsWith(query) ? 0 : startsWords(text.name, parts) ? 1 : text.places.some((place) => startsWords(place, parts)) ? 2 : -1;
    if (rank >= 0) ranked.push({ council, rank });
  }
  return ranked
    .sort((a, b) => a.rank - b.rank || a.council.name.localeCompare(b.council.name, 'en-GB'))
    .slice(0, max)
    .map(({ council }) => council);
}

/** The place `council` was found by for what was typed (searchCouncils' third kind of match), or undefined when its name matches. */
export function placeMatching(council: Council, typed: string): string | undefined {
  const parts = councilSearchText(typed).split(' ');
  const text = searchTextOf(council);
  if (startsWords(text.name, parts)) return undefined;
  const index = text.places.findIndex((place) => startsWords(place, parts));
  return index < 0 ? undefined : council.places[index];
}
