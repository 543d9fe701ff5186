/**
 * Every calculator the site has, in one typed table (docs/style.md "One fact, one place"): its
 * id, names, address, shortcut card, share card, saved-calculation headline and engine. The
 * header menu, the footer, the shortcut cards and the content schema's `calculators:` list, the
 * share cards, the saved-calculations tabs, the usage route's check of `calculator_type`
 * (server/routes/usage.ts) and the engine-size script (scripts/calc-size.mjs) all read it, so
 * a new calculator is one new row here plus its own files (README "Adding a calculator").
 * `src/lib/calculator-lists.test.ts` fails when a list of calculators appears anywhere else.
 *
 * Row order is the order of the menu, the footer, the saved-calculations tabs and the default
 * shortcut cards.
 */
// Relative, not '~/…': astro.config.mjs reads this table (through src/lib/site.ts) before the alias exists.
import { formatMoneyWithPence, toPence } from '../calc/money';

/** A share card's text (docs/product.md §2: nothing the visitor typed goes into it); the page's address is added where it is drawn. */
export interface ShareCard {
  title: string;
  description: string;
  hashtags: string[];
}

/** What the site says of one calculator, and where its parts are. */
export interface CalculatorDefinition {
  /** Its short name: the header menu, the saved-calculations tabs and labels, a saved calculation's default name. */
  name: string;
  /** Its name as a link: the shortcut card's heading, the footer and the checker page's list. */
  title: string;
  /** The page it is on, which also opens a saved calculation of it (docs/product.md §2). */
  route: string;
  /** The footer's link to it: docs/product.md §2 names /calculators/<name> for three of them. */
  footerHref: string;
  /** An old address the server redirects here permanently (docs/product.md §12), if any. */
  redirectFrom: string | null;
  /** Listed in the header's Calculators menu (the checker has the header's own button instead). */
  inMenu: boolean;
  /** The line under the shortcut card's heading on guide and situation pages, or null for no card. */
  shortcutText: string | null;
  /** Its results panel's share card, or null when it has none. */
  share: ShareCard | null;
  /**
   * Whether its results can be saved (docs/product.md §3 "Saved calculation": the type is one of
   * these ids), and if so the headline figure of a saved result, as the saved-calculations
   * list shows it; null when the result has no such figure (an edited file).
   */
  saved: false | { headline(result: unknown): string | null };
  /** The modules of src/calc its page runs, engine first (scripts/calc-size.mjs weighs them with the rates). */
  engine: readonly [string, ...string[]];
}

/** The finite number at `path` inside a saved result, or null. */
function finiteAt(value: unknown, ...path: string[]): number | null {
  let at: unknown = value;
  for (const key of path) at = typeof at === 'object' && at !== null ? (at as Record<string, unknown>)[key] : undefined;
  return typeof at === 'number' && Number.isFinite(at) ? at : null;
}

/** A saved figure in pounds as the results write money, always with pence, then its period: '£95.20 a week'. */
function savedMoney(pounds: number | null, period: string): string | null {
  return pounds === null ? null : `${formatMoneyWithPence(toPence(pounds))} ${period}`;
}

/** The calculators, by id (docs/product.md §1 lists them; Pension Credit is docs/rules.md "Pension Credit"). */
export const CALCULATORS = {
  'universal-credit': {
    name: 'Universal Credit',
    title: 'Universal Credit calculator',
    route: '/universal-credit',
    footerHref: '/calculators/universal-credit',
    redirectFrom: '/calculators/universal-credit',
    inMenu: true,
    shortcutText: 'Your monthly Universal Credit, with every element shown.',
    share: {
      title: 'Universal Credit Calculator',
      description: 'Estimate your Universal Credit with this year’s figures: free, anonymous, and it shows its working.',
      hashtags: ['UniversalCredit', 'BenefitsCalculator', 'UKBenefits'],
    },
    saved: { headline: (result) => savedMoney(finiteAt(result, 'totalMonthly'), 'a month') },
    engine: ['universal-credit'],
  },
  'housing-benefit': {
    name: 'Housing Benefit',
    title: 'Housing Benefit calculator',
    route: '/housing-benefit',
    footerHref: '/calculators/housing-benefit',
    redirectFrom: '/calculators/housing-benefit',
    inMenu: true,
    shortcutText: 'Help with rent, including the spare room rules.',
    share: {
      title: 'Housing Benefit Calculator',
      description: 'Estimate your weekly Housing Benefit: free, anonymous and worked out in your browser.',
      hashtags: ['HousingBenefit', 'BenefitsCalculator', 'CostOfLiving'],
    },
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount'), 'a week') },
    engine: ['housing-benefit'],
  },
  pip: {
    name: 'PIP',
    title: 'PIP calculator',
    route: '/pip',
    footerHref: '/calculators/pip',
    redirectFrom: '/calculators/pip',
    inMenu: true,
    shortcutText: 'Score the PIP activities and see which rate you might get.',
    share: {
      title: 'PIP Calculator',
      description: 'Check your PIP points for daily living and mobility: free, anonymous and nothing you type leaves your device.',
      hashtags: ['PIP', 'UKBenefits'],
    },
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount', 'total'), 'a week') },
    engine: ['pip'],
  },
  'council-tax-support': {
    name: 'Council Tax Support',
    title: 'Council Tax Support calculator',
    route: '/council-tax-support',
    footerHref: '/council-tax-support',
    redirectFrom: '/calculators/council-tax-support',
    inMenu: true,
    shortcutText: 'How much off your Council Tax bill you could get.',
    share: {
      title: 'Council Tax Support Calculator',
      description: 'Check how much Council Tax Support you could get in England, Scotland or Wales: free, anonymous and worked out in your browser.',
      hashtags: ['CouncilTax', 'BenefitsCalculator', 'CostOfLiving'],
    },
    saved: { headline: (result) => savedMoney(finiteAt(result, 'annualReduction'), 'a year off council tax') },
    engine: ['council-tax-support'],
  },
  'pension-credit': {
    name: 'Pension Credit',
    title: 'Pension Credit calculator',
    route: '/pension-credit',
    footerHref: '/pension-credit',
    redirectFrom: null,
    inMenu: true,
    shortcutText: 'Pension Credit for people over State Pension age, and what it opens.',
    share: {
      title: 'Pension Credit Calculator',
      description: 'Check whether you could get Pension Credit, and how much: free, anonymous and worked out in your browser.',
      hashtags: ['PensionCredit', 'BenefitsCalculator', 'UKBenefits'],
    },
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount'), 'a week') },
    engine: ['pension-credit', 'state-pension-age'],
  },
  'benefits-checker': {
    name: 'Benefits checker',
    title: 'Benefits checker',
    route: '/benefits-checker',
    footerHref: '/benefits-checker',
    redirectFrom: null,
    inMenu: false,
    shortcutText: null,
    share: null,
    saved: false,
    engine: ['eligibility'],
  },
} satisfies Readonly<Record<string, CalculatorDefinition>>;

type Rows = typeof CALCULATORS;

/** A calculator's id, e.g. `'pip'`: what its usage events, remembered answers and saved calculations are keyed by. */
export type CalculatorId = keyof Rows;

/** The id of a calculator whose results can be saved: the `type` of a saved calculation. */
export type SavedCalculatorId = { [K in CalculatorId]: Rows[K]['saved'] extends false ? never : K }[CalculatorId];

/** The id of a calculator that guide and situation pages can offer as a shortcut card. */
export type ShortcutCalculatorId = { [K in CalculatorId]: Rows[K]['shortcutText'] extends string ? K : never }[CalculatorId];

/** One row of the table with its id. */
export type Calculator<Id extends CalculatorId = CalculatorId> = CalculatorDefinition & { id: Id };

/** A non-empty list, as `z.enum` takes it. */
type NonEmpty<T> = [T, ...T[]];

/** Every row with its id, in table order. */
export const CALCULATOR_LIST: ReadonlyArray<Calculator> = (Object.keys(CALCULATORS) as CalculatorId[]).map((id) => ({ id, ...CALCULATORS[id] }));

/** Every calculator id, in table order: what POST /api/usage accepts as `calculator_type`. */
export const CALCULATOR_IDS = CALCULATOR_LIST.map((c) => c.id) as NonEmpty<CalculatorId>;

/** True for the id of a calculator this version knows (stored data and requests may hold others). */
export function isCalculatorId(value: unknown): value is CalculatorId {
  return typeof value === 'string' && Object.hasOwn(CALCULATORS, value);
}

/** True for the id of a calculator whose results can be saved (a saved file may hold an older or edited type). */
export function isSavedCalculatorId(value: unknown): value is SavedCalculatorId {
  return isCalculatorId(value) && CALCULATORS[value].saved !== false;
}

/** The calculators whose results can be saved, in the order of the saved-calculations tabs. */
export const SAVED_CALCULATOR_IDS = CALCULATOR_IDS.filter(isSavedCalculatorId) as NonEmpty<SavedCalculatorId>;

/** The calculators a shortcut card can point at: the content schema's `calculators:` values, and their default order. */
export const SHORTCUT_CALCULATOR_IDS = CALCULATOR_IDS.filter((id): id is ShortcutCalculatorId => CALCULATORS[id].shortcutText !== null) as NonEmpty<ShortcutCalculatorId>;

/** A calculator's short name, or the raw value for an id this version does not know (an older saved file, an old usage row). */
export function calculatorName(id: string): string {
  return isCalculatorId(id) ? CALCULATORS[id].name : id;
}

/**
 * The headline figure of a saved result, as the saved-calculations list shows it, so
 * calculations with the same name can be told apart: '£424.90 a month' (Universal
 * Credit), '£95.20 a week' (Housing Benefit, PIP, Pension Credit), '£1,234.56 a year off council tax'
 * (Council Tax Support), always with pence, written as the results write money. Null
 * for a type this version cannot save or a result without that figure (an edited file).
 */
export function savedHeadline(type: string, result: unknown): string | null {
  return isSavedCalculatorId(type) ? CALCULATORS[type].saved.headline(result) : null;
}
