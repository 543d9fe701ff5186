/**
 * The printout's table of answers (README "The printout and the link with your answers"): what each
 * calculator's `printed-answers.ts` gives `PrintedAnswers` (TakeAway.tsx). A calculator lists
 * exactly the questions its form shows for the answers (its one rule of what is shown), in the
 * form's order, each named by the label the form shows (the same catalogue message, without the
 * words only screen readers hear) and answered as the form shows the answer: money in pounds and
 * pence, Yes or No, an option in the form's words, a date written out. The people of a list (and
 * the tickboxes of a group) come under the heading the form gives them ('Child 1'). Loaded with
 * the result, never with the page (README "Performance").
 */
import { formatMoneyWithPence, toPence } from '~/calc/money';
import { formatNumber } from '~/i18n/format';
import { formatLongDate } from '~/i18n/format-dates';
import { fillSentence } from '~/i18n/sentence';
import { sharedAnswersMessages } from '~/i18n/en/shared-link';

/** One question and its answer, as printed. */
export interface PrintedRow {
  question: string;
  answer: string;
}

/** Questions the form shows together under a heading of their own (a person of a list, a group of tickboxes), or none. */
export interface PrintedGroup {
  heading: string | null;
  rows: PrintedRow[];
}

/** What a calculator prints: its answers, and what the calculation worked out from them that the form does not ask. */
export interface Printout {
  groups: PrintedGroup[];
  /** Figures the result used that no question asks (the bedrooms Universal Credit allowed). */
  worked: PrintedRow[];
}

/** A calculator's printout of the answers a result was worked out from (with their tax year), the year's rates and the result. */
export type PrintAnswers<Input, Result, Rates> = (input: Input, rates: Rates, result: Result) => Printout;

/** The parts of a label that only screen readers hear (README "Messages": `<sr>`, `<who>`, `<hidden>`). */
const HIDDEN_PARTS = new Set(['sr', 'who', 'hidden']);

/**
 * A label as the form shows it: the catalogue message with its `{values}` filled and the words
 * only screen readers hear left out ('Age<sr> of child {n}</sr>' → 'Age'); any other tagged words
 * (a link's) are kept as words.
 */
export function shownLabel(message: string, values: Readonly<Record<string, string | number>> = {}): string {
  return fillSentence<string>(message, {
    text: (words) => words,
    has: () => true,
    part: (name, words) => {
      if (words !== null) return HIDDEN_PARTS.has(name) ? '' : words.join('');
      if (!(name in values)) throw new Error(`The label "${message}" needs a value "${name}".`);
      return String(values[name]);
    },
  })
    .join('')
    .trim();
}

/** The answers as the printout writes them. */
export const written = {
  /** A question nobody answered. */
  notAnswered(): string {
    return sharedAnswersMessages.get().notAnswered;
  },
  /** 'Yes', 'No', or 'Not answered' for a yes/no question nobody answered. */
  yesNo(value: boolean | undefined): string {
    const t = sharedAnswersMessages.get();
    return value === undefined ? t.notAnswered : value ? t.yes : t.no;
  },
  /** A tickbox: 'Yes' when ticked, else 'No'. */
  ticked(value: boolean | undefined): string {
    return written.yesNo(value === true);
  },
  /** '£419.50', with the words the form puts after the box ('£419.50 a week'). */
  money(pounds: number, after?: string): string {
    const amount = formatMoneyWithPence(toPence(pounds));
    return after ? `${amount} ${after}` : amount;
  },
  /** A number the form takes (an age, a count), or 'Not given' for a box left empty. */
  number(value: number | null | undefined): string {
    return value === null || value === undefined ? sharedAnswersMessages.get().notGiven : formatNumber(value);
  },
  /** Words typed, or 'Not given'. */
  text(value: string | undefined): string {
    const typed = value?.trim() ?? '';
    return typed === '' ? sharedAnswersMessages.get().notGiven : typed;
  },
  /** '30 July 1960', or 'Not given'. */
  date(iso: string | undefined): string {
    return (iso && formatLongDate(iso)) || sharedAnswersMessages.get().notGiven;
  },
  /** The chosen option in the form's words, or 'Not answered' when none is chosen. */
  option<V extends string>(value: V | '' | undefined, options: ReadonlyArray<{ value: V; label: string }>): string {
    return options.find((o) => o.value === value)?.label ?? sharedAnswersMessages.get().notAnswered;
  },
};

/**
 * Writes a printout in the form's order: `row` adds a question under the current heading,
 * `under` adds the rows `fill` writes under a heading of their own.
 */
export function printedTable() {
  const groups: PrintedGroup[] = [];
  let heading: string | null = null;
  const row = (question: string, answer: string) => {
    const last = groups.at(-1);
    if (last && last.heading === heading) last.rows.push({ question, answer });
    else groups.push({ heading, rows: [{ question, answer }] });
  };
  const under = (title: string, fill: () => void) => {
    const outer = heading;
    heading = title;
    // A heading starts a group of its own even after a group of the same name.
    groups.push({ heading: title, rows: [] });
    try {
      fill();
    } finally {
      heading = outer;
    }
    if (groups.at(-1)?.rows.length === 0) groups.pop();
  };
  return { groups, row, under };
}
