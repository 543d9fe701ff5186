/**
 * Fixed vocabularies that content files choose from. Keeping them here (not in
 * each MDX file) means a typo in a tag or a calculator name fails the build with
 * the list of allowed values, instead of quietly showing a wrong chip or a dead
 * button (docs/style.md habit 6).
 */

/**
 * Topic tags shown under a guide's or situation page's heading (docs/product.md §2:
 * "topic tags"). Add a tag here first, with its visible label, then use it.
 */
export const TOPIC_TAGS = {
  'universal-credit': 'Universal Credit',
  'housing': 'Housing and rent',
  'council-tax': 'Council Tax',
  'pip': 'PIP',
  'disability': 'Disability',
  'health': 'Health conditions',
  'work': 'Work and job seeking',
  'children': 'Children and families',
  'carers': 'Carers',
  'pensions': 'Pensions and older people',
  'young-people': 'Young people',
  'education': 'Education and training',
  'money': 'Money and budgeting',
  'appeals': 'Challenging a decision',
  'cost-of-living': 'Cost of living',
} as const;

/** A topic tag id, e.g. `'universal-credit'`. */
export type TopicTag = keyof typeof TOPIC_TAGS;

/** The tag ids as a tuple, for `z.enum`. */
export const TOPIC_TAG_IDS = Object.keys(TOPIC_TAGS) as [TopicTag, ...TopicTag[]];

/** One calculator a shortcut card can point at. */
export interface CalculatorShortcut {
  /** Card heading. */
  label: string;
  /** The calculator's route (docs/product.md §2: shortcut buttons go to these four). */
  href: string;
  /** One line on what it works out. */
  text: string;
}

/**
 * The four calculators that guide and situation pages link to with shortcut cards
 * (docs/product.md §2 "Shortcut buttons go to /universal-credit, /housing-benefit,
 * /council-tax-support and /pip").
 */
export const CALCULATORS = {
  'universal-credit': {
    label: 'Universal Credit calculator',
    href: '/universal-credit',
    text: 'Your monthly Universal Credit, with every element shown.',
  },
  'housing-benefit': {
    label: 'Housing Benefit calculator',
    href: '/housing-benefit',
    text: 'Help with rent, including the spare room rules.',
  },
  'council-tax-support': {
    label: 'Council Tax Support calculator',
    href: '/council-tax-support',
    text: 'How much off your Council Tax bill you could get.',
  },
  'pip': {
    label: 'PIP calculator',
    href: '/pip',
    text: 'Score the PIP activities and see which rate you might get.',
  },
} as const satisfies Record<string, CalculatorShortcut>;

/** A calculator id, e.g. `'pip'`. */
export type CalculatorId = keyof typeof CALCULATORS;

/** The calculator ids as a tuple, for `z.enum`, in the order docs/product.md §1 lists them. */
export const CALCULATOR_IDS = Object.keys(CALCULATORS) as [CalculatorId, ...CalculatorId[]];
