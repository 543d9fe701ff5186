/**
 * Fixed vocabularies that content files choose from. Keeping them here (not in
 * each MDX file) means a typo in a tag fails the build with the list of allowed
 * values, instead of quietly showing a wrong chip (docs/style.md habit 6). The
 * calculators a page may offer come from the calculator table (src/lib/calculators.ts).
 */
import type { siteTopicTagMessages } from '../../i18n/en/site';

/** The messages of the topic tags (src/i18n/en/site.ts); a type only, so the content schema loads no catalogue. */
type TopicTagWords = ReturnType<typeof siteTopicTagMessages.get>;

/**
 * Topic tags shown under a guide's or situation page's heading (docs/product.md §2:
 * "topic tags"), each with the message of its visible label in `siteTopicTagMessages`.
 * Add a tag here first, with its label in the catalogue, then use it.
 */
export const TOPIC_TAGS = {
  'universal-credit': 'universalCredit',
  'housing': 'housing',
  'council-tax': 'councilTax',
  'pip': 'pip',
  'disability': 'disability',
  'health': 'health',
  'work': 'work',
  'children': 'children',
  'carers': 'carers',
  'pensions': 'pensions',
  'young-people': 'youngPeople',
  'education': 'education',
  'money': 'money',
  'appeals': 'appeals',
  'cost-of-living': 'costOfLiving',
} as const satisfies Readonly<Record<string, Exclude<keyof TopicTagWords, 'topics'>>>;

/** A topic tag id, e.g. `'universal-credit'`. */
export type TopicTag = keyof typeof TOPIC_TAGS;

/** The tag ids as a tuple, for `z.enum`. */
export const TOPIC_TAG_IDS = Object.keys(TOPIC_TAGS) as [TopicTag, ...TopicTag[]];
