/**
 * Content collections: one per kind of content, each with a documented zod schema
 * (STYLE habit 6). Pages never parse frontmatter by hand; a file that breaks its
 * schema fails the build with the file name and the field.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
import { TOPIC_TAG_IDS } from './lib/content/taxonomy';
import { SHORTCUT_CALCULATOR_IDS } from './lib/calculators';

/** The news categories (docs/product.md §3 "Guides and content"; home page teaser and /benefits-news). */
export const NEWS_CATEGORIES = ['Universal Credit', 'PIP', 'Housing', 'Cost of Living'] as const;

/**
 * News articles (docs/product.md §3 "Guides and content", news article: id, title, summary, date, category,
 * readTime, content). The id is the file name; the content is the Markdown body,
 * whose blank lines separate paragraphs (docs/product.md §2 "Guides and content"). An article that quotes a figure
 * of the rates table is MDX and quotes it with `<Rate>` (src/components/content/MdxBody.astro);
 * the summary, shown on the home page, states no figure.
 */
const news = defineCollection({
  loader: glob({ pattern: '**/*.{md,mdx}', base: './content/news' }),
  schema: z.object({
    /** Headline, in sentence case. */
    title: z.string().min(5),
    /** One or two sentences shown on the home page teaser and above the article. */
    summary: z.string().min(20).max(300),
    /** Publication date (YYYY-MM-DD); shown in en-GB long format. */
    date: z.coerce.date(),
    /** One of the four categories. */
    category: z.enum(NEWS_CATEGORIES),
    /** Reading time as shown, e.g. '3 min read'. */
    readTime: z.string().regex(/^\d+ min read$/, "readTime must look like '3 min read'"),
    /** Flag time-critical items: they are labelled 'Important'. */
    urgent: z.boolean().default(false),
  }),
});

// ---------------------------------------------------------------------------
// Guides, situation pages, legal pages, help/about pages and the glossary
// (docs/product.md §2 "Guides and content"). Editors add or change a page by writing one MDX file; the
// routes under src/pages read these collections and never parse frontmatter.
// ---------------------------------------------------------------------------

/** Lowercase words joined by hyphens: the form of every heading id we link to. */
const ANCHOR = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A site path ('/help', '/guides/lcw-lcwra#appeals'), an in-page anchor, or an https, tel or mailto address. */
const href = z.string().regex(/^(\/|#|https:\/\/|tel:|mailto:)/, "a link must start with '/', '#', 'https://', 'tel:' or 'mailto:'");

/** A link with its visible text. */
const link = z.object({
  /** Visible link text: say where it goes ('Check your Council Tax Support'), never 'click here'. */
  label: z.string().min(2),
  /** Where it goes. */
  href,
});

/**
 * One entry of a page's contents list. The build fails when no heading of the
 * page's body has this id (see src/lib/content/anchors.ts), so write the heading
 * first, then list it here. A leading '#' is allowed and dropped.
 */
const contentsEntry = z.object({
  /** The id of the heading this entry links to, e.g. 'what-is-uc' (or '#what-is-uc'). */
  anchor: z
    .string()
    .transform((value) => value.replace(/^#/, ''))
    .pipe(z.string().regex(ANCHOR, 'an anchor is lowercase words joined by hyphens, like what-is-uc')),
  /** The text of the contents link; usually the heading's own words. */
  label: z.string().min(2),
});

/** A list of sections; the same anchor may not appear twice (the layouts check this too). */
const contents = z.array(contentsEntry);

/**
 * The shape shared by guides and situation pages (docs/product.md §2 "Guides and content":
 * a heading, topic tags, shortcut cards to calculators, a
 * contents list with in-page anchors, content sections, a next-steps box and a
 * closing call to action). The sections are the MDX body.
 */
const articleSchema = z.object({
  /** The page heading (h1) and the start of the browser tab title. Sentence case. */
  title: z.string().min(5),
  /**
   * The page's name in the header's menu and the footer, short: 'PIP guide', 'Single parents'.
   * Every guide and situation page is in the menus, by `order` (src/lib/site.ts `menuLinks`).
   */
  menuLabel: z.string().min(2).max(40),
  /** One or two sentences for search engines and link previews (50 to 200 characters). */
  description: z.string().min(50).max(200),
  /** The lead paragraph under the heading: who the page is for and what it covers. */
  intro: z.string().min(20),
  /**
   * Topic tags shown under the heading, from the fixed list TOPIC_TAGS in
   * src/lib/content/taxonomy.ts. An unknown tag fails the build.
   */
  tags: z.array(z.enum(TOPIC_TAG_IDS)).min(1, 'give at least one topic tag'),
  /**
   * Calculators offered as shortcut cards, in the order shown, by their ids in
   * src/lib/calculators.ts. Defaults to every calculator with a shortcut card, in that table's order
   * (docs/product.md §2: shortcut buttons go to the calculators).
   */
  calculators: z
    .array(z.enum(SHORTCUT_CALCULATOR_IDS))
    .min(1)
    .default([...SHORTCUT_CALCULATOR_IDS]),
  /** The contents list: one entry per main section, each pointing at a heading id of the body. */
  contents: contents.min(1, 'list the page sections under contents'),
  /** The next-steps box: a few concrete actions, each a link. */
  nextSteps: z
    .array(
      link.extend({
        /** One sentence on why or when to take this step. */
        text: z.string().optional(),
      }),
    )
    .min(1),
  /** The closing call to action. */
  cta: z.object({
    /** Short heading, e.g. 'Find out what you could get'. */
    title: z.string().min(5),
    /** One or two sentences. */
    text: z.string().min(10),
    /** The main button. */
    primary: link,
    /** An optional second button. */
    secondary: link.optional(),
  }),
  /** A 'Related resources' block of links with a line each (the LCW guide has one, docs/product.md §2 "Guides and content"). */
  related: z
    .array(
      link.extend({
        /** What the reader will find there. */
        text: z.string().optional(),
      }),
    )
    .optional(),
  /**
   * A share control (the React island src/islands/shared/results/ShareControl.tsx, hydrated
   * when visible). Only pages that set this ship its JavaScript.
   */
  share: z
    .object({
      /** The title shared to social sites. */
      title: z.string().min(5),
      /** The summary shared with it. */
      description: z.string().min(10),
      /** Hashtags without '#', letters and digits only, e.g. UniversalCredit. */
      hashtags: z.array(z.string().regex(/^[A-Za-z0-9]+$/, 'a hashtag is letters and digits, without #')).default([]),
    })
    .optional(),
  /**
   * Extra words people search for that the page uses rarely (for example
   * 'spare room subsidy'). Site search indexes them with the weight of the page
   * heading; they are not shown on the page.
   */
  searchKeywords: z.array(z.string().min(2)).default([]),
  /** When someone last checked the page against the rules (YYYY-MM-DD). Shown as 'Last reviewed'. */
  lastReviewed: z.coerce.date(),
  /** Position in the menus and in lists of guides or situations (lower first). */
  order: z.number().int().default(100),
});

/** Guides: /guides/{file name}. */
const guides = defineCollection({
  loader: glob({ pattern: ['**/*.mdx', '!cy/**'], base: './content/guides' }),
  schema: articleSchema,
});

/** Pages by life situation: /scenarios/{file name}. */
const scenarios = defineCollection({
  loader: glob({ pattern: ['**/*.mdx', '!cy/**'], base: './content/scenarios' }),
  schema: articleSchema,
});

/** What a legal or other site page shows first: its heading, its description and the lead under the heading. */
const pageHeading = {
  /** The page heading (h1). */
  title: z.string().min(3),
  /** One or two sentences for search engines and link previews. */
  description: z.string().min(30).max(200),
  /** A short plain-English summary, the lead paragraph under the heading. */
  intro: z.string().min(10).optional(),
};

/**
 * Legal pages: terms, privacy, cookies, disclaimer and the accessibility statement,
 * each served at /{file name}.
 */
const legal = defineCollection({
  loader: glob({ pattern: ['**/*.mdx', '!cy/**'], base: './content/legal' }),
  schema: z.object({
    ...pageHeading,
    /** The date the wording last changed (YYYY-MM-DD); shown as 'Last updated: January 2025'. */
    lastUpdated: z.coerce.date(),
    /** The section list shown at the top; checked against the body's headings. */
    contents: contents.default([]),
  }),
});

/** A contact card on a help page. */
const contactCard = z.object({
  /** Who they are, e.g. 'Citizens Advice'. */
  name: z.string().min(2),
  /** What they can help with. */
  text: z.string().min(10),
  /** The phone number as people dial it, e.g. '0800 144 8848'. */
  phone: z
    .string()
    .regex(/^[0-9 ]{6,16}$/, 'write the phone number as digits and spaces')
    .optional(),
  /**
   * List Citizens Advice's line for each nation (England, Wales, Scotland, Northern Ireland)
   * from the site's one list of helplines (src/lib/helplines.ts), instead of one phone number.
   */
  adviceLines: z.boolean().default(false),
  /** Opening hours, e.g. 'Monday to Friday, 9am to 5pm'. */
  hours: z.string().optional(),
  /** A web link for the card. */
  link: link.optional(),
});

/**
 * Other site pages written by editors (help, about), served at /{file name}.
 * Help-style pages may add contact cards and questions and answers.
 */
const pages = defineCollection({
  loader: glob({ pattern: ['**/*.mdx', '!cy/**'], base: './content/pages' }),
  schema: z.object({
    ...pageHeading,
    /** Contact cards shown before the body (help page, docs/product.md §2 "Guides and content"). */
    contacts: z.array(contactCard).default([]),
    /** Heading above the contact cards; without it, the site's own 'Who to contact' (src/i18n/en/site.ts). */
    contactsTitle: z.string().optional(),
    /** Questions and answers shown after the body as expandable <details>. */
    faqs: z
      .array(
        z.object({
          /** The question, as a person would ask it. */
          question: z.string().min(5),
          /** The answer, in one short paragraph of plain text. */
          answer: z.string().min(10),
        }),
      )
      .default([]),
    /** An optional section list; checked against the body's headings. */
    contents: contents.default([]),
  }),
});

/**
 * The glossary (/glossary, docs/product.md §2 and §3 "Guides and content": glossary entry, term and definition):
 * one YAML file per term in content/glossary, shown in A to Z order.
 */
const glossary = defineCollection({
  loader: glob({ pattern: ['**/*.{yaml,yml}', '!cy/**'], base: './content/glossary' }),
  schema: z.object({
    /** The word or phrase, as people meet it in letters from the DWP or the council. */
    term: z.string().min(2),
    /**
     * What it means for you, in one to three plain sentences. Quote a figure from the
     * rates table as {rate:id} (or {rate:id|bare} without its period), never as a typed
     * amount: the page shows the figure of the tax year in force.
     */
    definition: z.string().min(20).max(600),
  }),
});

/**
 * The Welsh of each collection (README "How it fits together": the language routes): the same
 * schema, the files beside the English in content/<collection>/cy/, each with the English file's
 * name. A Welsh page shows its twin when one is written, else the English under a note
 * (src/lib/content/in-language.ts). News stays in English.
 */
const welshGlob = (folder: string, pattern = '**/*.mdx') => glob({ pattern, base: `./content/${folder}/cy` });
const guidesCy = defineCollection({ loader: welshGlob('guides'), schema: guides.schema });
const scenariosCy = defineCollection({ loader: welshGlob('scenarios'), schema: scenarios.schema });
const legalCy = defineCollection({ loader: welshGlob('legal'), schema: legal.schema });
const pagesCy = defineCollection({ loader: welshGlob('pages'), schema: pages.schema });
const glossaryCy = defineCollection({ loader: welshGlob('glossary', '**/*.{yaml,yml}'), schema: glossary.schema });

export const collections = { news, guides, scenarios, legal, pages, glossary, guidesCy, scenariosCy, legalCy, pagesCy, glossaryCy };
