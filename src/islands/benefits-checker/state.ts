/**
 * Pure parts of the benefits checker (docs/product.md §2, §4, §5; docs/rules.md "Eligibility checker"
 * checker): its three steps and their questions, what is still unanswered, the percent
 * progress, and reading the home page's quick check from the address. No DOM, no React:
 * unit-tested in node (state.test.ts).
 */
import {
  AGE_OPTIONS,
  CHILDREN_OPTIONS,
  EMPLOYMENT_OPTIONS,
  HOUSING_OPTIONS,
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

/** What has been answered so far: the checker's answers, State Pension age as a Yes / No radio. */
export type CheckerAnswers = Partial<Omit<EligibilityAnswers, 'reachedStatePensionAge'>> & { reachedStatePensionAge?: YesNo };

/** One answer of the checker. */
export type AnswerKey = keyof CheckerAnswers;

/** One question: a radio group with a legend (GOV.UK radios). */
export interface CheckerQuestion {
  key: AnswerKey;
  /** The question, as the legend. */
  legend: string;
  hint?: string;
  /** A few words for "still to answer: …" and the answers summary. */
  short: string;
  options: ReadonlyArray<AnswerOption<string>>;
  /** Options side by side (Yes / No). */
  inline?: boolean;
}

/** One step of the form. */
export interface CheckerStep {
  title: string;
  questions: readonly CheckerQuestion[];
}

/**
 * The three steps (docs/product.md §5 "Eligibility steps"): age, employment status and
 * children; housing, income and savings; disability, pregnancy and caring.
 */
export const CHECKER_STEPS: readonly CheckerStep[] = [
  {
    title: 'About you',
    questions: [
      { key: 'age', legend: 'How old are you?', short: 'your age', options: AGE_OPTIONS },
      { key: 'employmentStatus', legend: 'What is your work situation?', short: 'your work situation', options: EMPLOYMENT_OPTIONS },
      {
        key: 'hasChildren',
        legend: 'How many children do you look after?',
        hint: 'Children under 16, or under 20 and in approved education or training, who live with you.',
        short: 'children',
        options: CHILDREN_OPTIONS,
      },
    ],
  },
  {
    title: 'Your home and money',
    questions: [
      // Asked, and summed up, in words about tenure: 'Where do you live?' read as a place.
      { key: 'housingStatus', legend: 'Do you rent or own your home?', short: 'whether you rent or own your home', options: HOUSING_OPTIONS },
      {
        key: 'weeklyIncome',
        legend: 'What is your household income a week?',
        hint: 'Roughly, after tax: earnings, pensions and any benefits, for you and any partner.',
        short: 'income',
        options: WEEKLY_INCOME_OPTIONS,
      },
      { key: 'savings', legend: 'How much do you have in savings?', hint: 'Include any partner’s savings and investments.', short: 'savings', options: SAVINGS_OPTIONS },
    ],
  },
  {
    title: 'Health and caring',
    questions: [
      {
        key: 'hasDisability',
        legend: 'Do you have a disability or a long-term health condition?',
        hint: 'Physical or mental, expected to last 12 months or more.',
        short: 'disability',
        options: YES_NO_OPTIONS,
        inline: true,
      },
      { key: 'isPregnant', legend: 'Are you or your partner pregnant?', short: 'pregnancy', options: YES_NO_OPTIONS, inline: true },
      {
        key: 'isCarer',
        legend: 'Do you look after someone who is ill, disabled or older?',
        hint: 'Unpaid, for example for 35 hours a week or more.',
        short: 'caring',
        options: YES_NO_OPTIONS,
        inline: true,
      },
    ],
  },
];

/**
 * Asked on the first step after the age, with "66 or over" where the year leaves State Pension age
 * open at 66 (docs/rules.md "Eligibility checker"; 2026/27).
 */
export const STATE_PENSION_AGE_QUESTION: CheckerQuestion = {
  key: 'reachedStatePensionAge',
  legend: 'Have you reached State Pension age?',
  hint: 'State Pension age is 66 for people born before 6 April 1960, 66 and 1 to 11 months for people born from then to 5 March 1961, and 67 for people born after. You can check yours at www.gov.uk/state-pension-age.',
  short: 'State Pension age',
  options: YES_NO_OPTIONS,
  inline: true,
};

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

/** 'a', 'a and b', 'a, b and c'. */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}

/** The label of an answer, for the summary. */
export function answerLabel(key: AnswerKey, value: string | undefined): string {
  const question = ALL_QUESTIONS.find((q) => q.key === key);
  return question?.options.find((o) => o.value === value)?.label ?? 'Not answered';
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
