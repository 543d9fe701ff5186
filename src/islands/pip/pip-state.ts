/**
 * Pure helpers of the PIP calculator island (docs/product.md §2-§5): reading what the person
 * typed, counting answered activities, and rebuilding a saved calculation's input.
 * No DOM, no React, no storage, so they are unit-tested in node (pip-state.test.ts).
 */
import {
  DAILY_LIVING_ACTIVITIES,
  MOBILITY_ACTIVITIES,
  PIP_REVIEW_PERIODS,
  defaultPipInput,
  type PipActivity,
  type PipAward,
  type PipConditionDuration,
  type PipInput,
  type PipLocation,
  type PipResult,
} from '~/calc/pip';
import { INPUT_LIMITS, TAX_YEARS, currentTaxYear, isTaxYear, pipPointsRateId, resolveRates, type RatesTable, type TaxYear } from '~/calc/rates';

/** The two components, as the input's `assessment` keys. */
export type PipComponent = 'dailyLiving' | 'mobility';

/** Activities of each component, in the order of docs/rules.md PIP 2 (docs/product.md §3). */
export const COMPONENT_ACTIVITIES: Readonly<Record<PipComponent, readonly PipActivity[]>> = {
  dailyLiving: DAILY_LIVING_ACTIVITIES,
  mobility: MOBILITY_ACTIVITIES,
};

/** Condition duration answers with plain-English labels (docs/product.md §3; default '3-9-months'). */
export const DURATION_OPTIONS: ReadonlyArray<{ value: PipConditionDuration; label: string }> = [
  { value: 'less-than-3-months', label: 'Less than 3 months' },
  { value: '3-9-months', label: 'Between 3 and 9 months' },
  { value: 'over-9-months', label: 'More than 9 months' },
];

/** Where you live (default England): Scotland's new claims are for Adult Disability Payment. */
export const LOCATION_OPTIONS: ReadonlyArray<{ value: PipLocation; label: string }> = [
  { value: 'england', label: 'England' },
  { value: 'wales', label: 'Wales' },
  { value: 'scotland', label: 'Scotland' },
  { value: 'northern-ireland', label: 'Northern Ireland' },
];

/**
 * The tax-year choice (docs/rules.md "Tax years"): newest first, the year in force on `today` marked
 * "(this year)", e.g. "2026 to 2027 (this year)", "2025 to 2026", "2024 to 2025".
 */
export function taxYearOptions(today: Date = new Date()): ReadonlyArray<{ value: TaxYear; label: string }> {
  const current = currentTaxYear(today);
  return [...TAX_YEARS].reverse().map((y) => ({ value: y.id, label: y.id === current ? `${y.label} (this year)` : y.label }));
}

/** What people read for an award. */
export const AWARD_LABELS: Readonly<Record<PipAward, string>> = {
  none: 'No award',
  standard: 'Standard rate',
  enhanced: 'Enhanced rate',
};

/** How many activities of `activities` have a valid descriptor chosen in `chosen`. */
export function answeredCount(activities: readonly PipActivity[], chosen: Readonly<Record<string, string>>): number {
  return activities.filter((activity) => activity.descriptors.some((d) => d.id === chosen[activity.id])).length;
}

/** Answered activities per component and overall, with the totals (the sidebar's 'x/10', 'x/2', 'x/12'). */
export interface PipProgress {
  dailyLiving: { answered: number; total: number };
  mobility: { answered: number; total: number };
  overall: { answered: number; total: number };
}

/** The sidebar's counts for an input. */
export function pipProgress(input: PipInput): PipProgress {
  const dl = answeredCount(DAILY_LIVING_ACTIVITIES, input.assessment.dailyLiving);
  const mob = answeredCount(MOBILITY_ACTIVITIES, input.assessment.mobility);
  return {
    dailyLiving: { answered: dl, total: DAILY_LIVING_ACTIVITIES.length },
    mobility: { answered: mob, total: MOBILITY_ACTIVITIES.length },
    overall: { answered: dl + mob, total: DAILY_LIVING_ACTIVITIES.length + MOBILITY_ACTIVITIES.length },
  };
}

/**
 * The points a descriptor is worth under `rates`, falling back to `fallback`. Points are law
 * (Schedule 1), so they are not editable: published tables carry the built-in points.
 */
export function descriptorPoints(rates: RatesTable, activityId: string, descriptorId: string, fallback: number): number {
  return resolveRates(rates)[pipPointsRateId(activityId, descriptorId)] ?? fallback;
}

/** '1 point', '4 points'. */
export function pointsText(points: number): string {
  return `${points} ${points === 1 ? 'point' : 'points'}`;
}

/**
 * The conditions list from the text box: one per line, or separated by commas or
 * semicolons; blanks dropped. Order kept.
 */
export function parseConditions(text: string): string[] {
  return text
    .split(/[\n,;]+/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** The text box's text for a conditions list (one per line). */
export function conditionsToText(conditions: readonly string[]): string {
  return conditions.join('\n');
}

/** A copy of the input with one activity's choice set, or cleared when `descriptorId` is null. */
export function withChoice(input: PipInput, component: PipComponent, activityId: string, descriptorId: string | null): PipInput {
  const chosen = { ...input.assessment[component] };
  if (descriptorId === null) delete chosen[activityId];
  else chosen[activityId] = descriptorId;
  return { ...input, assessment: { ...input.assessment, [component]: chosen } };
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Only known activities with one of their own descriptor ids. */
function knownChoices(activities: readonly PipActivity[], value: unknown): Record<string, string> {
  const chosen: Record<string, string> = {};
  if (!isRecord(value)) return chosen;
  for (const activity of activities) {
    const id = value[activity.id];
    if (typeof id === 'string' && activity.descriptors.some((d) => d.id === id)) chosen[activity.id] = id;
  }
  return chosen;
}

/**
 * A PIP input rebuilt from a saved calculation's `data` (docs/product.md §4 "loadCalculation").
 * Stored data may be old, edited or imported, so every field is checked and anything
 * unusable takes its default: unknown activities and descriptors are dropped, age is
 * held to 16-100 (a missing age is the default 25, a non-number 16, docs/product.md §5),
 * an unknown duration is '3-9-months'. A bare `{ dailyLiving, mobility }` is accepted too.
 */
export function restorePipInput(data: unknown): PipInput {
  const input = defaultPipInput();
  if (!isRecord(data)) return input;
  const assessment = isRecord(data.assessment) ? data.assessment : data;
  input.assessment.dailyLiving = knownChoices(DAILY_LIVING_ACTIVITIES, assessment.dailyLiving);
  input.assessment.mobility = knownChoices(MOBILITY_ACTIVITIES, assessment.mobility);
  const info = isRecord(data.personalInfo) ? data.personalInfo : {};
  if (info.age !== undefined && info.age !== null) {
    const age = typeof info.age === 'number' ? info.age : typeof info.age === 'string' && info.age.trim() !== '' ? Number(info.age) : NaN;
    const { ageMin, ageMax } = INPUT_LIMITS.pip;
    input.personalInfo.age = Number.isFinite(age) ? Math.min(ageMax, Math.max(ageMin, Math.round(age))) : ageMin;
  }
  if (typeof info.hasDisability === 'boolean') input.personalInfo.hasDisability = info.hasDisability;
  if (typeof info.conditionDuration === 'string' && Object.hasOwn(PIP_REVIEW_PERIODS, info.conditionDuration)) {
    input.personalInfo.conditionDuration = info.conditionDuration as PipConditionDuration;
  }
  if (typeof info.location === 'string' && LOCATION_OPTIONS.some((o) => o.value === info.location)) {
    input.personalInfo.location = info.location as PipLocation;
  }
  if (isTaxYear(data.taxYear)) input.taxYear = data.taxYear;
  if (Array.isArray(info.conditions)) {
    input.personalInfo.conditions = info.conditions.filter((c): c is string => typeof c === 'string' && c.trim() !== '').map((c) => c.trim());
  }
  return input;
}

const AWARDS: readonly string[] = ['none', 'standard', 'enhanced'];

function isAmounts(value: unknown): boolean {
  return isRecord(value) && ['dailyLiving', 'mobility', 'total'].every((k) => typeof value[k] === 'number' && Number.isFinite(value[k]));
}

/**
 * Whether a saved `result` has everything the results panel shows, so a loaded
 * calculation can show exactly what was saved; otherwise the page works it out again.
 */
export function isPipResult(value: unknown): value is PipResult {
  return (
    isRecord(value) &&
    typeof value.dailyLivingPoints === 'number' &&
    typeof value.mobilityPoints === 'number' &&
    AWARDS.includes(value.dailyLivingAward as string) &&
    AWARDS.includes(value.mobilityAward as string) &&
    isAmounts(value.weeklyAmount) &&
    isAmounts(value.monthlyAmount) &&
    typeof value.reviewPeriod === 'string' &&
    Array.isArray(value.nextSteps) &&
    value.nextSteps.every((s) => typeof s === 'string') &&
    Array.isArray(value.evidenceRequirements) &&
    value.evidenceRequirements.every((s) => typeof s === 'string') &&
    Array.isArray(value.breakdown)
  );
}

/** Two inputs with the same answers (the results panel says when the answers changed since it was worked out). */
export function sameInput(a: PipInput, b: PipInput): boolean {
  return JSON.stringify(normalised(a)) === JSON.stringify(normalised(b));
}

function sortedEntries(map: Readonly<Record<string, string>>): Array<[string, string]> {
  return Object.entries(map).sort(([x], [y]) => (x < y ? -1 : x > y ? 1 : 0));
}

function normalised(input: PipInput) {
  return {
    dl: sortedEntries(input.assessment.dailyLiving),
    mob: sortedEntries(input.assessment.mobility),
    info: [
      input.personalInfo.age,
      input.personalInfo.hasDisability,
      input.personalInfo.conditionDuration,
      input.personalInfo.conditions,
      input.personalInfo.location ?? 'england',
      input.taxYear ?? null,
    ],
  };
}
