/**
 * Reading a saved, imported or remembered PIP calculation (docs/product.md §4 "loadCalculation",
 * §10 import) through the schema toolkit (src/islands/shared/saved/schema.ts): a missing answer takes
 * the docs/product.md §3 default quietly (age 25, 3-9 months, England); an answer that is there
 * but unusable takes the default and is named in `reset` (an age that is not a number is 16,
 * docs/product.md §5); ages are held to 16-100. Only the activities of Schedule 1 are read, each
 * with one of its own descriptors; a bare `{ dailyLiving, mobility }` (older saves) is read too.
 * Never throws.
 *
 * Loaded only when saved or remembered answers are opened, so the schema library costs the
 * page nothing up front (README "Performance").
 */
import {
  DAILY_LIVING_ACTIVITIES,
  MOBILITY_ACTIVITIES,
  PIP_REVIEW_PERIODS,
  defaultPipInput,
  type PipActivity,
  type PipConditionDuration,
  type PipInput,
  type PipLocation,
  type PipResult,
} from '~/calc/pip';
import { INPUT_LIMITS } from '~/calc/rates';
import {
  engineText,
  engineTexts,
  field,
  finite,
  keepOptional,
  numeric,
  oneOf,
  optional,
  record,
  resultLine,
  savedResult,
  savedTaxYear,
  section,
  textList,
  whole,
  z,
} from '~/islands/shared/saved/schema';
import type { ReadInput, SavedInputReader } from '~/islands/shared/saved/schema';
import { pipSavedMessages } from '~/i18n/en/pip-saved';
import { engineTextWriter } from '~/i18n/engine-words';
import { pipScheduleWords } from '~/i18n/en/pip-schedule';
import { pipEngineWords } from '~/i18n/en/pip-engine';
import { UK_NATIONS } from '~/calc/nations';

/** The chosen descriptor of each activity of Schedule 1 found in `source`; another id is named. */
function readChoices(activities: readonly PipActivity[], source: Record<string, unknown>, reset: string[]): Record<string, string> {
  const chosen: Record<string, string> = {};
  const write = engineTextWriter(pipScheduleWords);
  for (const activity of activities) {
    const ids = activity.descriptors.map((d) => d.id);
    const id = optional(source, activity.id, oneOf(ids), pipSavedMessages.get().activity({ activity: write(activity.name) }), reset);
    if (id !== undefined) chosen[activity.id] = id;
  }
  return chosen;
}

/**
 * A saved calculation's `data` as a PIP input (see the file comment), with the plain-English
 * names of the answers that had to be reset (whole sections first).
 */
export function readSavedPipInput(value: unknown): ReadInput<PipInput> {
  const t = pipSavedMessages.get();
  const reset: string[] = [];
  const input = defaultPipInput();
  const root = record(value);
  const assessment = 'assessment' in root ? section(root, 'assessment', t.assessment, reset) : root;
  const info = section(root, 'personalInfo', t.details, reset);
  const dailyLiving = section(assessment, 'dailyLiving', t.dailyLiving, reset);
  const mobility = section(assessment, 'mobility', t.mobility, reset);
  input.assessment.dailyLiving = readChoices(DAILY_LIVING_ACTIVITIES, dailyLiving, reset);
  input.assessment.mobility = readChoices(MOBILITY_ACTIVITIES, mobility, reset);

  const p = input.personalInfo;
  const { ageMin, ageMax } = INPUT_LIMITS.pip;
  // An empty age (null) is a missing one.
  const age = field({ age: info.age ?? undefined }, 'age', numeric, p.age, ageMin, t.age, reset);
  p.age = whole(age, ageMin, ageMax);
  p.hasDisability = field(info, 'hasDisability', z.boolean(), p.hasDisability, p.hasDisability, t.hasDisability, reset);
  const durations = Object.keys(PIP_REVIEW_PERIODS) as PipConditionDuration[];
  p.conditionDuration = field(info, 'conditionDuration', oneOf(durations), p.conditionDuration, p.conditionDuration, t.duration, reset);
  const location = p.location ?? 'england';
  p.location = field(info, 'location', oneOf<PipLocation>(UK_NATIONS), location, location, t.location, reset);
  // docs/rules.md PIP 4 and 5: optional answers, left out when not given (older saves have none).
  keepOptional(p, info, 'reachedStatePensionAge', z.boolean(), t.pensionAge, reset);
  keepOptional(p, info, 'gotPipOrDlaInLastYear', z.boolean(), t.previousAward, reset);
  keepOptional(p, info, 'isEndOfLife', z.boolean(), t.endOfLife, reset);
  p.conditions = textList(info, 'conditions', t.conditions, reset)
    .map((c) => c.trim())
    .filter((c) => c !== '');
  const taxYear = savedTaxYear(root, reset);
  if (taxYear !== undefined) input.taxYear = taxYear;
  return { input, reset };
}

const amounts = z.object({ dailyLiving: finite, mobility: finite, total: finite });
const award = oneOf(['none', 'standard', 'enhanced'] as const);

/** Everything the PIP results panel shows (src/calc/pip.ts `PipResult`). */
const resultSchema = z.object({
  dailyLivingPoints: finite,
  mobilityPoints: finite,
  dailyLivingAward: award,
  mobilityAward: award,
  weeklyAmount: amounts,
  monthlyAmount: amounts,
  reviewPeriod: engineText,
  claimBar: z.nullable(oneOf(['state-pension-age', 'condition-too-short'] as const)),
  pensionAgeRoute: z.nullable(z.object({ benefitName: engineText, lowerWeekly: finite, higherWeekly: finite })),
  nextSteps: engineTexts,
  evidenceRequirements: engineTexts,
  breakdown: z.array(resultLine),
});

/**
 * A saved `result` when it has everything the results panel shows, so a loaded calculation
 * shows exactly what was saved; null otherwise, and the page works it out again.
 */
export function readSavedPipResult(value: unknown): PipResult | null {
  return savedResult<PipResult>(resultSchema, value, pipEngineWords);
}

/** The readers the calculator's controller opens saved and remembered answers with (useCalculation). */
export const reader: SavedInputReader<PipInput, PipResult> = { input: readSavedPipInput, result: readSavedPipResult };
