/**
 * Fixed vocabularies that content files choose from. Keeping them here (not in
 * each MDX file) means a typo in a tag fails the build with the list of allowed
 * values, instead of quietly showing a wrong chip (docs/style.md habit 6). The
 * calculators a page may offer come from the calculator table (src/lib/calculators.ts).
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
