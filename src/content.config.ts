/**
 * Content collections: one per kind of content, each with a documented zod schema
 * (STYLE habit 6). Pages never parse frontmatter by hand; a file that breaks its
 * schema fails the build with the file name and the field.
 */
import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';

/** The news categories of spec 000 §2 (home page teaser and /benefits-news). */
export const NEWS_CATEGORIES = ['Universal Credit', 'PIP', 'Housing', 'Cost of Living'] as const;

/**
 * News articles (spec 000 §3 "News article": id, title, summary, date, category,
 * readTime, content). The id is the file name; the content is the Markdown body,
 * whose blank lines separate paragraphs (spec 000 §2).
 */
const news = defineCollection({
  loader: glob({ pattern: '**/*.md', base: './content/news' }),
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

export const collections = { news };
