/**
 * Groups the rates table for the /rates pages (docs/rules.md "Tax years": "/rates lists every figure of
 * the chosen year with its source and effective date"). Built from `describedRatesFor(year)` at build
 * time, so the catalogue (src/calc/rates/catalogue.ts) stays the one source of truth: a new rate, or a new tax year,
 * appears on the pages without touching them. The server writes the published amount into each
 * figure's `data-rate` span (server/html/rate-figures.ts), so the page shows what is in use.
 */
import { LHA_AREA_LIST, LHA_CATEGORIES, TAX_YEARS, currentTaxYear, lhaRateId, type BenefitGroup, type Reference, type TaxYear, type TaxYearInfo } from '~/calc/rates';
import { BENEFIT_GROUPS, describedRatesFor, listRates, type DescribedRate as Rate, type DescribedRatesTable as RatesTable } from '~/calc/rates/catalogue';
import { PIP_SCHEDULE } from '~/calc/pip-schedule';
import { engineTextWriter } from '~/i18n/engine-words';
import { rateNoteWords } from '~/i18n/en/rates';
import { pipScheduleWords } from '~/i18n/en/pip-schedule';
import { ratesPageMessages } from '~/i18n/en/site-pages';
import { groupLabel, rateLabel, regionName } from '~/lib/rate-words';

/** One Local Housing Allowance area with its five weekly rates, smallest first. */
export interface LhaRow {
  id: string;
  name: string;
  /** Its nation, in words. */
  region: string;
  /** Shared room, then 1 to 4 bedrooms (LHA_CATEGORIES order). */
  rates: Rate[];
}

/** One PIP activity with the points of its descriptors, in letter order. */
export interface PipPointsRow {
  activityId: string;
  name: string;
  descriptors: ReadonlyArray<{ letter: string; points: number }>;
}

/** The rates of one benefit, split into plain figures and the two big grids. */
export interface RateGroup {
  id: BenefitGroup;
  /** The group's name. */
  label: string;
  /** Ordinary rates, one table row each. */
  rates: Rate[];
  /** LHA rates by area (Housing Benefit only). */
  lha: LhaRow[];
  /** PIP descriptor points by activity (PIP only): Schedule 1, the same every year, not a rate. */
  pipPoints: readonly PipPointsRow[];
}

/** The points of each PIP descriptor, by activity (src/calc/pip-schedule.ts), named in the page's language. */
function pipPoints(): readonly PipPointsRow[] {
  const write = engineTextWriter(pipScheduleWords);
  return PIP_SCHEDULE.map((a) => ({ activityId: a.id, name: write(a.name), descriptors: a.descriptors.map(({ letter, points }) => ({ letter, points })) }));
}

/**
 * Every rate of `table`, grouped by benefit in BENEFIT_GROUPS order. Each rate
 * appears exactly once: in `rates` or in an `lha` row. The PIP group also carries the
 * points of Schedule 1's descriptors, which are law rather than rates.
 */
export function groupRatesForPage(table?: RatesTable): RateGroup[] {
  const all = listRates(table);
  const byId = new Map(all.map((r) => [r.id, r]));
  const lhaIds = new Set<string>();
  const lha: LhaRow[] = [];
  for (const area of LHA_AREA_LIST) {
    const rates = LHA_CATEGORIES.map((c) => byId.get(lhaRateId(area.id, c))).filter((r): r is Rate => r !== undefined);
    if (rates.length === 0) continue;
    rates.forEach((r) => lhaIds.add(r.id));
    lha.push({ id: area.id, name: area.name, region: regionName(area.region), rates });
  }

  return BENEFIT_GROUPS.map((id) => ({
    id,
    label: groupLabel(id),
    rates: all.filter((r) => r.benefit === id && !lhaIds.has(r.id)),
    lha: id === 'housing-benefit' ? lha : [],
    pipPoints: id === 'pip' ? pipPoints() : [],
  }));
}

/**
 * What a rate's row says it is: its label, with its region unless it applies across the UK
 * ('Benefit cap in Greater London: single, no children (England)'), and its note, if any.
 */
export function rateRowWords(rate: Rate): { heading: string; note?: string } {
  const label = rateLabel(rate.id);
  const heading = rate.region === 'uk' ? label : ratesPageMessages.get().rateInRegion({ label, region: regionName(rate.region) });
  return rate.note ? { heading, note: engineTextWriter(rateNoteWords)(rate.note) } : { heading };
}

/** The address of a year's /rates page: /rates for the year in force, else /rates?year=2025-26 (the server answers it with the pre-rendered /rates/2025-26). */
export function ratesPageHref(year: TaxYear, inForce: TaxYear = currentTaxYear()): string {
  return year === inForce ? '/rates' : `/rates?year=${year}`;
}

/** One entry of the year choice on /rates. */
export interface YearLink {
  year: TaxYearInfo;
  href: string;
  /** '2026 to 2027 (this year)'. */
  label: string;
  current: boolean;
}

/** The year choice, newest first, the shown year marked current. */
export function yearLinks(shown: TaxYear, inForce: TaxYear = currentTaxYear()): YearLink[] {
  const t = ratesPageMessages.get();
  return [...TAX_YEARS].reverse().map((year) => ({
    year,
    href: ratesPageHref(year.id, inForce),
    label: year.id === inForce ? t.thisYear({ year: year.label }) : year.label,
    current: year.id === shown,
  }));
}

/** The year's GOV.UK benefit and pension rates publication, from the references of its rates. */
export function officialRatesReference(year: TaxYear): Reference | undefined {
  for (const rate of listRates(describedRatesFor(year))) {
    const found = rate.references.find((r) => /benefit and pension rates/i.test(r.title) && r.href);
    if (found) return found;
  }
  return undefined;
}

/** The distinct effective dates of a table, oldest first (ISO strings). */
export function effectiveDates(table?: RatesTable): string[] {
  return [...new Set(listRates(table).map((r) => r.effectiveDate))].sort();
}
