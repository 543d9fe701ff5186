/**
 * Pure parts of the benefits checker (docs/product.md §2, §4, §5; docs/rules.md "Eligibility checker"
 * checker): its three steps and their questions, what is still unanswered, the percent
 * progress, and reading the home page's quick check from the address. No DOM, no React:
 * unit-tested in node (state.test.ts).
 */
import { formatList } from '~/i18n/format-dates';
import {
  AGE_OPTIONS,
  CHILDREN_OPTIONS,
  EMPLOYMENT_OPTIONS,
  HOUSING_OPTIONS,
  LOCATION_OPTIONS,
  SAVINGS_OPTIONS,
  WEEKLY_INCOME_OPTIONS,
  YES_NO_OPTIONS,
  isCheckerStatePensionAgeAsked,
  mapQuickCheckAge,
  type AnswerOption,
  type EligibilityAnswers,
  type YesNo,
} from '~/calc/eligibility';
import type { RatesTable } from '~/calc/rates';
import { engineTextWriter } from '~/i18n/engine-words';
import { checkerOptionWords, checkerQuestionMessages } from '~/i18n/en/benefits-checker';

/** What has been answered so far: the checker's answers, State Pension age as a Yes / No radio. */
export type CheckerAnswers = Partial<Omit<EligibilityAnswers, 'reachedStatePensionAge'>> & { reachedStatePensionAge?: YesNo };

/** One answer of the checker. */
export type AnswerKey = keyof CheckerAnswers;

/** An answer as the form draws it: its value, and its label (the engine's message) written in the page's language each time it is read. */
export interface CheckerOption {
  value: string;
  readonly label: string;
}

/** The label of one of the engine's answer options, in the page's language (src/i18n/en/benefits-checker.ts). */
export function optionLabel(option: AnswerOption<string>): string {
  return engineTextWriter(checkerOptionWords)(option.label);
}

/** The engine's options with their labels written when read. */
function written(options: ReadonlyArray<AnswerOption<string>>): readonly CheckerOption[] {
  return options.map((option) => ({
    value: option.value,
    get label() {
      return optionLabel(option);
    },
  }));
}

/** One question: a radio group with a legend (GOV.UK radios). */
export interface CheckerQuestion {
  key: AnswerKey;
  /** The question, as the legend. */
  legend: string;
  hint?: string;
  /** A few words for "still to answer: …" and the answers summary. */
  short: string;
  options: readonly CheckerOption[];
  /** Options side by side (Yes / No). */
  inline?: boolean;
}

/** One step of the form. */
export interface CheckerStep {
  title: string;
  questions: readonly CheckerQuestion[];
}

type QuestionWords = ReturnType<typeof checkerQuestionMessages.get>;

/** A question whose words are the catalogue's, read each time they are drawn. */
function question(
  key: AnswerKey,
  words: (t: QuestionWords) => { legend: string; short: string; hint?: string },
  options: ReadonlyArray<AnswerOption<string>>,
  inline?: true,
): CheckerQuestion {
  const read = () => words(checkerQuestionMessages.get());
  return {
    key,
    get legend() {
      return read().legend;
    },
    get hint() {
      return read().hint;
    },
    get short() {
      return read().short;
    },
    options: written(options),
    ...(inline ? { inline } : {}),
  };
}

/** A step whose title is the catalogue's. */
function step(title: (t: QuestionWords) => string, questions: readonly CheckerQuestion[]): CheckerStep {
  return {
    get title() {
      return title(checkerQuestionMessages.get());
    },
    questions,
  };
}

/**
 * The three steps (docs/product.md §5 "Eligibility steps"): age, employment status and
 * children; where you live (docs/rules.md "Where you live"), housing, income and savings;
 * disability, pregnancy and caring.
 */
export const CHECKER_STEPS: readonly CheckerStep[] = [
  step(
    (t) => t.aboutYou,
    [
      question('age', (t) => ({ legend: t.age, short: t.ageShort }), AGE_OPTIONS),
      question('employmentStatus', (t) => ({ legend: t.employment, short: t.employmentShort }), EMPLOYMENT_OPTIONS),
      question('hasChildren', (t) => ({ legend: t.children, hint: t.childrenHint, short: t.childrenShort }), CHILDREN_OPTIONS),
    ],
  ),
  step(
    (t) => t.homeAndMoney,
    [
      question('location', (t) => ({ legend: t.location, hint: t.locationHint, short: t.locationShort }), LOCATION_OPTIONS),
      // Asked, and summed up, in words about tenure: 'Where do you live?' is the place, above.
      question('housingStatus', (t) => ({ legend: t.housing, short: t.housingShort }), HOUSING_OPTIONS),
      question('weeklyIncome', (t) => ({ legend: t.income, hint: t.incomeHint, short: t.incomeShort }), WEEKLY_INCOME_OPTIONS),
      question('savings', (t) => ({ legend: t.savings, hint: t.savingsHint, short: t.savingsShort }), SAVINGS_OPTIONS),
    ],
  ),
  step(
    (t) => t.healthAndCaring,
    [
      question('hasDisability', (t) => ({ legend: t.disability, hint: t.disabilityHint, short: t.disabilityShort }), YES_NO_OPTIONS, true),
      question('isPregnant', (t) => ({ legend: t.pregnant, short: t.pregnantShort }), YES_NO_OPTIONS, true),
      question('isCarer', (t) => ({ legend: t.carer, hint: t.carerHint, short: t.carerShort }), YES_NO_OPTIONS, true),
    ],
  ),
];

/**
 * Asked on the first step after the age, with "66 or over" where the year leaves State Pension age
 * open at 66 (docs/rules.md "Eligibility checker"; 2026/27).
 */
export const STATE_PENSION_AGE_QUESTION: CheckerQuestion = question(
  'reachedStatePensionAge',
  (t) => ({ legend: t.pensionAge, hint: t.pensionAgeHint, short: t.pensionAgeShort }),
  YES_NO_OPTIONS,
  true,
);

/** Every question the checker can ask. */
const ALL_QUESTIONS: readonly CheckerQuestion[] = [...CHECKER_STEPS.flatMap((s) => s.questions), STATE_PENSION_AGE_QUESTION];

/** The questions of a step (1-based) for these answers: the State Pension age question follows the age when it is asked. */
export function stepQuestions(step: number, answers: CheckerAnswers, rates?: RatesTable): readonly CheckerQuestion[] {
  const questions = CHECKER_STEPS[step - 1]?.questions ?? [];
  if (!isCheckerStatePensionAgeAsked(answers.age, rates)) return questions;
  return questions.flatMap((q) => (q.key === 'age' ? [q, STATE_PENSION_AGE_QUESTION] : [q]));
}

/** The answers as the engine takes them: State Pension age as true or false, and only where it is asked. */
export function forEligibility(answers: CheckerAnswers, rates?: RatesTable): Partial<EligibilityAnswers> {
  const { reachedStatePensionAge, ...rest } = answers;
  return reachedStatePensionAge && isCheckerStatePensionAgeAsked(answers.age, rates) ? { ...rest, reachedStatePensionAge: reachedStatePensionAge === 'yes' } : rest;
}

/**
 * Only known answers with allowed values (what the tab remembered may come from an older page); an
 * age range read as the quick check's are, so the old overlapping '55-66' reads as '55-65'.
 */
export function readCheckerAnswers(value: unknown): CheckerAnswers {
  const answers: Record<string, string> = {};
  if (typeof value !== 'object' || value === null) return answers as CheckerAnswers;
  for (const q of ALL_QUESTIONS) {
    const raw = (value as Record<string, unknown>)[q.key];
    const v = q.key === 'age' && typeof raw === 'string' ? mapQuickCheckAge(raw) : raw;
    if (isAnswerValue(q.key, v)) answers[q.key] = v as string;
  }
  return answers as CheckerAnswers;
}

/** Number of steps (3). */
export const STEP_COUNT = CHECKER_STEPS.length;

/** Whether `value` is one of the options of question `key`. */
export function isAnswerValue(key: AnswerKey, value: unknown): boolean {
  const question = ALL_QUESTIONS.find((q) => q.key === key);
  return !!question && question.options.some((o) => o.value === value);
}

/** The questions of a step (1-based) not yet answered, in order. */
export function missingAnswers(step: number, answers: CheckerAnswers, rates?: RatesTable): CheckerQuestion[] {
  return stepQuestions(step, answers, rates).filter((q) => !isAnswerValue(q.key, answers[q.key]));
}

/** Percent shown for step n of 3: 33, 67, 100 (docs/product.md §2 "percent progress"). */
export function stepPercent(step: number, total: number = STEP_COUNT): number {
  return total > 0 ? Math.round((Math.min(Math.max(step, 0), total) / total) * 100) : 0;
}

/** 'a', 'a and b', 'a, b and c', as the page's language joins a list (src/i18n/format.ts). */
export function listWords(words: readonly string[]): string {
  return formatList(words);
}

/** The label of an answer, for the summary. */
export function answerLabel(key: AnswerKey, value: string | undefined): string {
  const question = ALL_QUESTIONS.find((q) => q.key === key);
  return question?.options.find((o) => o.value === value)?.label ?? checkerQuestionMessages.get().notAnswered;
}

/** The query parameters the home page's quick check sends (docs/product.md §2), and the answers they fill. */
const QUERY_ANSWERS: Readonly<Record<string, AnswerKey>> = { age: 'age', employment: 'employmentStatus', children: 'hasChildren', housing: 'housingStatus' };

/** What the address holds for the checker. */
export interface CheckerQuery {
  /** Answers from known values; unknown values are ignored. */
  answers: CheckerAnswers;
  /** The search string without those four parameters ('' or '?…'), for history.replaceState. */
  cleanedSearch: string;
  /** Whether any of the four parameters was present (so the address needs tidying). */
  found: boolean;
}

/**
 * Read the quick check's answers from a search string (docs/product.md §2): age (home page
 * ranges mapped with `mapQuickCheckAge`: 55-64 → 55-65, 65+ → 66+), employment, children
 * and housing. Values that are not options are ignored. Other parameters are kept.
 */
export function readCheckerQuery(search: string): CheckerQuery {
  const params = new URLSearchParams(search);
  const answers: CheckerAnswers = {};
  let found = false;
  for (const [param, key] of Object.entries(QUERY_ANSWERS)) {
    if (!params.has(param)) continue;
    found = true;
    const raw = params.get(param);
    const value = key === 'age' ? mapQuickCheckAge(raw) : raw;
    if (isAnswerValue(key, value)) (answers as Record<string, string>)[key] = value as string;
    params.delete(param);
  }
  const rest = params.toString();
  return { answers, cleanedSearch: rest ? `?${rest}` : '', found };
}
