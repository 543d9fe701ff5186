/**
 * Every calculator the site has, in one typed table (docs/style.md "One fact, one place"): its
 * id, names, address, shortcut card, share card, saved-calculation headline and engine. Its
 * words are the catalogue's (src/i18n/en/site-calculators.ts, README "Messages"). The
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
import {
  benefitsCheckerCalculatorMessages as checkerWords,
  councilTaxSupportCalculatorMessages as ctsWords,
  housingBenefitCalculatorMessages as hbWords,
  pensionCreditCalculatorMessages as pcWords,
  pipCalculatorMessages as pipWords,
  universalCreditCalculatorMessages as ucWords,
} from '../i18n/en/site-calculators';

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

/** The messages of one calculator (src/i18n/en/site-calculators.ts), read whenever a word is asked for. */
interface CalculatorWords {
  get(): { shareTitle: string; shareDescription: string; savedHeadline: (values: { amount: string }) => string };
}

/** A saved figure in pounds as the results write money, always with pence, in its calculator's headline: '£95.20 a week'. */
function savedMoney(pounds: number | null, words: CalculatorWords): string | null {
  return pounds === null ? null : words.get().savedHeadline({ amount: formatMoneyWithPence(toPence(pounds)) });
}

/** A share card whose title and description are read in the page's language each time; the hashtags stay one array, so a memoised control sees the same card. */
function shareCard(words: CalculatorWords, hashtags: string[]): ShareCard {
  return {
    get title() {
      return words.get().shareTitle;
    },
    get description() {
      return words.get().shareDescription;
    },
    hashtags,
  };
}

/**
 * The calculators, by id (docs/product.md §1 lists them; Pension Credit is docs/rules.md "Pension Credit").
 * Each row's words are getters on its messages, so they are read in the page's language.
 */
export const CALCULATORS = {
  'universal-credit': {
    get name() {
      return ucWords.get().name;
    },
    get title() {
      return ucWords.get().title;
    },
    route: '/universal-credit',
    footerHref: '/calculators/universal-credit',
    redirectFrom: '/calculators/universal-credit',
    inMenu: true,
    get shortcutText() {
      return ucWords.get().shortcutText;
    },
    share: shareCard(ucWords, ['UniversalCredit', 'BenefitsCalculator', 'UKBenefits']),
    saved: { headline: (result) => savedMoney(finiteAt(result, 'totalMonthly'), ucWords) },
    engine: ['universal-credit'],
  },
  'housing-benefit': {
    get name() {
      return hbWords.get().name;
    },
    get title() {
      return hbWords.get().title;
    },
    route: '/housing-benefit',
    footerHref: '/calculators/housing-benefit',
    redirectFrom: '/calculators/housing-benefit',
    inMenu: true,
    get shortcutText() {
      return hbWords.get().shortcutText;
    },
    share: shareCard(hbWords, ['HousingBenefit', 'BenefitsCalculator', 'CostOfLiving']),
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount'), hbWords) },
    engine: ['housing-benefit'],
  },
  pip: {
    get name() {
      return pipWords.get().name;
    },
    get title() {
      return pipWords.get().title;
    },
    route: '/pip',
    footerHref: '/calculators/pip',
    redirectFrom: '/calculators/pip',
    inMenu: true,
    get shortcutText() {
      return pipWords.get().shortcutText;
    },
    share: shareCard(pipWords, ['PIP', 'UKBenefits']),
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount', 'total'), pipWords) },
    engine: ['pip'],
  },
  'council-tax-support': {
    get name() {
      return ctsWords.get().name;
    },
    get title() {
      return ctsWords.get().title;
    },
    route: '/council-tax-support',
    footerHref: '/council-tax-support',
    redirectFrom: '/calculators/council-tax-support',
    inMenu: true,
    get shortcutText() {
      return ctsWords.get().shortcutText;
    },
    share: shareCard(ctsWords, ['CouncilTax', 'BenefitsCalculator', 'CostOfLiving']),
    saved: { headline: (result) => savedMoney(finiteAt(result, 'annualReduction'), ctsWords) },
    engine: ['council-tax-support'],
  },
  'pension-credit': {
    get name() {
      return pcWords.get().name;
    },
    get title() {
      return pcWords.get().title;
    },
    route: '/pension-credit',
    footerHref: '/pension-credit',
    redirectFrom: null,
    inMenu: true,
    get shortcutText() {
      return pcWords.get().shortcutText;
    },
    share: shareCard(pcWords, ['PensionCredit', 'BenefitsCalculator', 'UKBenefits']),
    saved: { headline: (result) => savedMoney(finiteAt(result, 'weeklyAmount'), pcWords) },
    engine: ['pension-credit', 'state-pension-age'],
  },
  'benefits-checker': {
    get name() {
      return checkerWords.get().name;
    },
    get title() {
      return checkerWords.get().title;
    },
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

/** Every row with its id, in table order; the words stay getters (a spread would read them once, in one language). */
export const CALCULATOR_LIST: ReadonlyArray<Calculator> = (Object.keys(CALCULATORS) as CalculatorId[]).map(
  (id) => Object.defineProperties({ id }, Object.getOwnPropertyDescriptors(CALCULATORS[id])) as Calculator,
);

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
