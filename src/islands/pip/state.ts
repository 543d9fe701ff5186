/**
 * Pure helpers of the PIP calculator island (docs/product.md §2-§5): reading what the person
 * typed and counting answered activities (saved calculations are read by saved-input.ts).
 * No DOM, no React, no storage, so they are unit-tested in node (state.test.ts).
 */
import { DAILY_LIVING_ACTIVITIES, MOBILITY_ACTIVITIES, pipReachedStatePensionAge, type PipActivity, type PipConditionDuration, type PipInput } from '~/calc/pip';
import { currentTaxYear, type ResolvedRates, type TaxYear } from '~/calc/rates';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import { pipOptionMessages, pipPointsMessages } from '~/i18n/en/pip';
import { taxYearOptions as sharedTaxYearOptions } from '~/islands/shared/session/tax-year';

/** The two components, as the input's `assessment` keys. */
export type PipComponent = 'dailyLiving' | 'mobility';

/** Activities of each component, in the order of docs/rules.md PIP 2 (docs/product.md §3). */
export const COMPONENT_ACTIVITIES: Readonly<Record<PipComponent, readonly PipActivity[]>> = {
  dailyLiving: DAILY_LIVING_ACTIVITIES,
  mobility: MOBILITY_ACTIVITIES,
};

/** A choice of the Info tab: its value and what people read. */
export interface PipOption<V extends string> {
  value: V;
  label: string;
}

/** Condition duration answers with plain-English labels (docs/product.md §3; default '3-9-months'). */
export function durationOptions(): ReadonlyArray<PipOption<PipConditionDuration>> {
  const t = pipOptionMessages.get();
  return [
    { value: 'less-than-3-months', label: t.lessThan3Months },
    { value: '3-9-months', label: t.between3And9Months },
    { value: 'over-9-months', label: t.moreThan9Months },
  ];
}

/**
 * The tax-year choice (docs/rules.md "Tax years"): newest first, the year in force on `today` marked
 * "(this year)", e.g. "2026 to 2027 (this year)", "2025 to 2026", "2024 to 2025".
 */
export function taxYearOptions(today: Date = new Date()): ReadonlyArray<{ value: TaxYear; label: string }> {
  return sharedTaxYearOptions(currentTaxYear(today));
}

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

/** '1 point', '4 points'. */
export function pointsText(points: number): string {
  return pipPointsMessages.get().points(points);
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
      input.personalInfo.reachedStatePensionAge ?? null,
      input.personalInfo.gotPipOrDlaInLastYear ?? false,
      input.personalInfo.isEndOfLife ?? false,
      input.taxYear ?? null,
    ],
  };
}

/**
 * Which questions the Info tab shows for these answers (docs/rules.md PIP 5): the one rule the tab
 * asks by and the printout lists (printed-answers.ts). Every other question, and every activity of
 * Schedule 1, is always asked.
 */
export interface PipQuestions {
  /** Whether State Pension age has been reached: asked at 66. */
  statePensionAge: boolean;
  /** Whether PIP or DLA was paid in the last year: from State Pension age (PIP Regs regs 25-26). */
  previousAward: boolean;
}

export function pipQuestionsShown(info: PipInput['personalInfo'], a: ResolvedRates): PipQuestions {
  return { statePensionAge: isStatePensionAgeAsked(info.age, a), previousAward: pipReachedStatePensionAge(info.age, info.reachedStatePensionAge, a) };
}
