/**
 * Local Housing Allowance lookup by postcode (spec 001 §7): a local stub that waits 500 ms and
 * answers from a fixed local dataset, or null. No network call.
 *
 * The dataset maps postcode districts to broad rental market areas (BRMAs). BRMA boundaries do
 * not follow postcodes exactly, so each district goes to the BRMA that covers most of it; the
 * weekly rates (2025/26) live in rates.ts with the other figures, so an admin can update them.
 */

import { LHA_LOOKUP_DELAY_MS } from './inputs';
import { DEFAULT_RATES, LHA_AREA_LIST, LHA_CATEGORIES, lhaRateId, resolveRates, type LhaCategory, type RatesTable } from './rates';

/** A broad rental market area and its weekly LHA rates (2025/26). */
export interface LhaArea {
  /** e.g. 'central-greater-manchester'; 'default-area' for the spec's default. */
  id: string;
  /** e.g. 'Central Greater Manchester'; the toast says 'Found rates for {name}'. */
  name: string;
  /** 'England', 'Scotland', 'Wales' or 'Great Britain' (the default area). */
  region: string;
  /** Outward codes in the area, e.g. ['M1', 'M2', ...]. */
  postcodeDistricts: readonly string[];
  /** Weekly rates in pounds by category, from the rates table used for the lookup. */
  rates: Readonly<Record<LhaCategory, number>>;
  /** The rates-table id of each rate. */
  rateIds: Readonly<Record<LhaCategory, string>>;
  /** When the rates apply from (ISO date). */
  effectiveDate: string;
}

/**
 * Postcode districts by area. Ranges are written compactly: 'M11-16' stands for M11 to M16.
 * Sources: Royal Mail postcode districts and the VOA, Rent Service Scotland and Rent Officers
 * Wales BRMA maps (approximate, see above).
 */
const DISTRICTS: Readonly<Record<string, string>> = {
  'central-london': 'EC1-4 WC1-2 W1-2 W8-11 W14 SW1 SW3 SW5 SW7 SW10 NW1 NW8 SE1 SE11',
  'inner-east-london': 'E1-3 E5 E8-9 E14-15 E20',
  'inner-south-east-london': 'SE4-5 SE8 SE10 SE13-17 SE22-24 SE26-27',
  'outer-south-east-london': 'BR1-7 DA5-8 DA14-16 SE2-3 SE6 SE9 SE12 SE18 SE28',
  'central-greater-manchester': 'M1-9 M11-16 M18-23 M40 M50 M90',
  birmingham: 'B1-38 B42-45',
  leeds: 'LS1-17 LS25-28',
  sheffield: 'S1-14 S17 S20 S35',
  bristol: 'BS1-16 BS30-32 BS34',
  liverpool: 'L1-25 L36',
  tyneside: 'NE1-13 NE15-16 NE28-34',
  nottingham: 'NG1-11 NG15-16',
  coventry: 'CV1-7',
  'brighton-and-hove': 'BN1-3 BN41-42',
  cambridge: 'CB1-5 CB21-24',
  oxford: 'OX1-5 OX33 OX44',
  southampton: 'SO14-19 SO30-31 SO40 SO50-53',
  lothian: 'EH1-17 EH21-22',
  'greater-glasgow': 'G1-5 G11-15 G20-23 G31-34 G40-46 G51-53',
  'dundee-and-angus': 'DD1-5 DD8 DD11',
  cardiff: 'CF3 CF5 CF10-11 CF14-15 CF23-24',
  swansea: 'SA1-7',
};

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

const OUTWARD = '[A-Z]{1,2}\\d[A-Z\\d]?';
const FULL_POSTCODE = new RegExp(`^(${OUTWARD}) ?(\\d[A-Z]{2})$`);
const OUTWARD_ONLY = new RegExp(`^${OUTWARD}$`);

/**
 * A postcode as Royal Mail writes it: upper case, one space before the inward code
 * ('sw1a1aa' → 'SW1A 1AA'). An outward code alone stays as it is ('m1' → 'M1'). Anything else
 * is returned upper-cased and trimmed, spaces collapsed.
 */
export function normalisePostcode(postcode: string): string {
  const compact = String(postcode ?? '').toUpperCase().replace(/\s+/g, '');
  const full = FULL_POSTCODE.exec(compact);
  if (full) return `${full[1]} ${full[2]}`;
  return OUTWARD_ONLY.test(compact) ? compact : String(postcode ?? '').toUpperCase().trim().replace(/\s+/g, ' ');
}

/**
 * Whether the text has the shape of a UK postcode (e.g. 'M1 1AE', 'SW1A 1AA', 'EH1 2NG') or of
 * an outward code alone ('M1', 'CF10'). Shape only: it does not check the postcode exists.
 */
export function isValidUkPostcode(postcode: string): boolean {
  const compact = String(postcode ?? '').toUpperCase().replace(/\s+/g, '');
  return FULL_POSTCODE.test(compact) || OUTWARD_ONLY.test(compact);
}

/** The outward code of a postcode ('SW1A 1AA' → 'SW1A'), or null when it is not postcode-shaped. */
export function outwardCode(postcode: string): string | null {
  if (!isValidUkPostcode(postcode)) return null;
  return normalisePostcode(postcode).split(' ')[0] ?? null;
}

/** An area with its rates read from `rates` (default: the built-in table); null for an unknown id. */
export function lhaAreaById(areaId: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const info = LHA_AREA_LIST.find((area) => area.id === areaId);
  if (!info) return null;
  const amounts = resolveRates(rates);
  const rateIds = {} as Record<LhaCategory, string>;
  const weekly = {} as Record<LhaCategory, number>;
  for (const category of LHA_CATEGORIES) {
    rateIds[category] = lhaRateId(areaId, category);
    weekly[category] = amounts[rateIds[category]] ?? 0;
  }
  const effectiveDate = (rates ?? DEFAULT_RATES)[rateIds['one-bed']]?.effectiveDate ?? (DEFAULT_RATES[rateIds['one-bed']]?.effectiveDate as string);
  return { id: info.id, name: info.name, region: info.region, postcodeDistricts: DISTRICTS_BY_AREA.get(areaId) ?? [], rates: weekly, rateIds, effectiveDate };
}

/** Every area of the local dataset (the default area excluded), with rates from `rates`. */
export function listLhaAreas(rates: RatesTable = DEFAULT_RATES): LhaArea[] {
  return [...DISTRICTS_BY_AREA.keys()].map((id) => lhaAreaById(id, rates)).filter((area): area is LhaArea => area !== null);
}

/**
 * The area of a postcode or outward code, at once; null when it is not postcode-shaped or not
 * in the dataset. London sub-districts such as 'SW1A' or 'EC1A' fall back to 'SW1' or 'EC1'.
 */
export function findLhaArea(postcode: string, rates: RatesTable = DEFAULT_RATES): LhaArea | null {
  const outward = outwardCode(postcode);
  if (!outward) return null;
  const areaId = AREA_BY_DISTRICT.get(outward) ?? AREA_BY_DISTRICT.get(outward.replace(/[A-Z]$/, ''));
  return areaId ? lhaAreaById(areaId, rates) : null;
}

function wait(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const abortError = (): unknown => signal?.reason ?? new DOMException('The LHA lookup was aborted', 'AbortError');
    if (signal?.aborted) {
      reject(abortError());
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(abortError());
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Looks up the LHA area of a postcode as the spec's stub does (spec 001 §7): waits
 * `delayMs` (default: `LHA_LOOKUP_DELAY_MS`, 500 ms), then resolves with
 * the area and its rates, or null when the postcode is empty, not postcode-shaped or not in the
 * dataset ('Postcode Not Found'). Rejects only when `signal` aborts (an AbortError), so a UI can
 * drop a lookup the visitor has replaced. `rates` picks the table the rates are read from.
 */
export async function lookupLha(
  postcode: string,
  opts: { delayMs?: number; signal?: AbortSignal; rates?: RatesTable } = {},
): Promise<LhaArea | null> {
  const table = opts.rates ?? DEFAULT_RATES;
  const requested = Number(opts.delayMs);
  const delayMs = Number.isFinite(requested) && requested >= 0 ? requested : LHA_LOOKUP_DELAY_MS;
  await wait(delayMs, opts.signal);
  try {
    return findLhaArea(postcode, table);
  } catch {
    // The spec's stub returns nothing on failure.
    return null;
  }
}
