/**
 * The rates the calculators use (docs/rules.md "Tax years"): the built-in tables of src/calc/rates.ts,
 * one per tax year, overlaid with the amounts an admin published, read from `GET /api/rates`
 * once per page. Any failure (offline, a plain static host, an odd answer) keeps the built-in
 * tables, silently: the calculators work either way.
 *
 * In an island: `const rates = useRates(taxYear)` (src/islands/shared/session/useRates.ts). Outside
 * React: `publishedRatesFor(year)` after `loadPublishedRates()`. `$publishedRates` starts as
 * null on the server and the client alike, so hydration always matches.
 *
 * LHA rates of an area whose figures are not built in, published by an admin's import of the
 * official tables (docs/product.md §7 "Import LHA rates"), are taken too: the list of the 192
 * areas that tells them from other unknown ids (src/calc/brma.ts) loads, as its own chunk, only
 * when the published rates hold an imported row (one with a `source`), so no calculator page
 * carries it up front.
 */
import { atom, computed } from 'nanostores';
import { applyRateOverrides, currentTaxYear, ratesFor, type ExtraRateMaker, type RatesTable, type TaxYear } from '~/calc/rates';
import { SAVED_COPY_HEADER } from '~/sw/rules';

/** Where the tables came from, and when the published ones last changed. */
export interface RatesInfo {
  source: 'built-in' | 'published';
  /** `updatedAt` of GET /api/rates (ISO), when published rates are in use. */
  updatedAt: string | null;
  /** The published rates came from the copy the service worker keeps, the network failing (README "Offline"). */
  savedCopy: boolean;
  /** GET /api/rates has answered or failed: `source` is final for this page. */
  settled: boolean;
}

const BUILT_IN: RatesInfo = { source: 'built-in', updatedAt: null, savedCopy: false, settled: false };

/** One published amount: a rate of one tax year (`tax_year`, or the year its `effective_date` starts). */
export type PublishedRate = Readonly<{ id: unknown; amount: unknown; tax_year?: unknown; effective_date?: unknown; source?: unknown }>;

/** The published amounts of every year, or null until (unless) `GET /api/rates` answers. */
export const $publishedRates = atom<ReadonlyArray<PublishedRate> | null>(null);

/** Where the tables in use came from. */
export const $ratesInfo = atom<RatesInfo>(BUILT_IN);

/**
 * The councils' Council Tax Support schemes an admin saved (`councilSchemes` of GET /api/rates),
 * as sent, or null until (unless) it answers: the Council Tax Support engine puts them before the
 * built-in schemes (src/calc/council-tax-support-local/schemes.ts `withSavedSchemes`, which checks
 * what it is given). A plain value, not a store, to keep every calculator's first load small: it is
 * set before the published rates, whose change works the result out again with it.
 */
export let savedCouncilSchemes: unknown = null;

/** Adds the built-in Local Housing Allowance rates to a table (src/calc/lha.ts `withBuiltInLhaRates`); null until they load. */
export type LhaRatesAdder = (table: RatesTable) => RatesTable;

/** What makes the LHA rates of areas not built in, once loaded (see above). */
let importedLhaRate: ExtraRateMaker | undefined;

/**
 * The built-in LHA rates, once a calculator needs them: they load with the LHA lookup
 * (`loadLhaRates`), not with the page (README "Performance"), and the tables include them from then.
 */
export const $lhaRates = atom<LhaRatesAdder | null>(null);

let lhaLoading: Promise<void> | null = null;

/** Load the built-in LHA rates once (the lookup's chunk) and put them in the tables; never rejects. */
export function loadLhaRates(): Promise<void> {
  lhaLoading ??= import('~/calc/lha')
    .then((lha) => $lhaRates.set(lha.withBuiltInLhaRates))
    .catch((err: unknown) => {
      lhaLoading = null;
      console.error('Loading the LHA rates failed', err);
    });
  return lhaLoading;
}

const overlaid = new WeakMap<object, Map<string, RatesTable>>();
const NONE_PUBLISHED: ReadonlyArray<PublishedRate> = Object.freeze([]);

/**
 * The table of one tax year, with the built-in LHA rates once loaded, and the published amounts of
 * that year over them. The same object for the same published list, LHA rates and year, so
 * engines' per-table caches keep working.
 */
export function publishedRatesFor(
  year: TaxYear,
  published: ReadonlyArray<PublishedRate> | null = $publishedRates.get(),
  withLha: LhaRatesAdder | null = $lhaRates.get(),
): RatesTable {
  if (!published && !withLha) return ratesFor(year);
  const list = published ?? NONE_PUBLISHED;
  let byYear = overlaid.get(list);
  if (!byYear) overlaid.set(list, (byYear = new Map()));
  const key = `${year}${withLha ? '+lha' : ''}`;
  let table = byYear.get(key);
  if (!table) {
    const base = withLha ? withLha(ratesFor(year)) : ratesFor(year);
    byYear.set(key, (table = published ? applyRateOverrides(base, published as ReadonlyArray<{ id: unknown; amount: unknown }>, importedLhaRate) : base));
  }
  return table;
}

/** The table of the tax year in force, with what is published. */
export const $rates = computed([$publishedRates, $lhaRates], (published, withLha) => publishedRatesFor(currentTaxYear(), published, withLha));

let loading: Promise<ReadonlyArray<PublishedRate> | null> | null = null;

/**
 * Fetch the published rates once per page and put them in `$publishedRates`. Resolves with the
 * list in use (null: built-in tables); never rejects. On the server (the static build) it does
 * nothing.
 */
export function loadPublishedRates(): Promise<ReadonlyArray<PublishedRate> | null> {
  if (typeof window === 'undefined' || typeof fetch !== 'function') return Promise.resolve($publishedRates.get());
  loading ??= fetch('/api/rates', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then(async (response) => {
      if (!response.ok) throw new Error(`GET /api/rates answered ${response.status}`);
      const body = (await response.json()) as { rates?: unknown; updatedAt?: unknown; councilSchemes?: unknown } | null;
      if (!body || !Array.isArray(body.rates)) throw new Error('GET /api/rates gave no rates list');
      const published = Object.freeze(body.rates.filter((r): r is PublishedRate => !!r && typeof r === 'object'));
      // Only rows an admin imported from an official table carry their file as `source`; the others
      // are this release's own ids, which the built-in tables and LHA amounts already hold.
      if (!importedLhaRate && published.some((r) => typeof r.source === 'string' && r.source !== '')) {
        // Should the chunk not load, the areas not built in are left out, like any unknown id.
        importedLhaRate = await import('~/calc/brma').then((m) => m.importedLhaRate).catch(() => undefined);
      }
      savedCouncilSchemes = body.councilSchemes;
      $publishedRates.set(published);
      $ratesInfo.set({
        source: 'published',
        updatedAt: typeof body.updatedAt === 'string' ? body.updatedAt : null,
        savedCopy: response.headers.get(SAVED_COPY_HEADER) === '1',
        settled: true,
      });
      return published;
    })
    .catch(() => {
      $ratesInfo.set({ ...$ratesInfo.get(), settled: true });
      return $publishedRates.get();
    });
  return loading;
}

/** Forget the fetched rates (tests). */
export function resetRates(): void {
  loading = null;
  importedLhaRate = undefined;
  $publishedRates.set(null);
  savedCouncilSchemes = null;
  $ratesInfo.set(BUILT_IN);
}
