import { getCollection, type CollectionEntry } from 'astro:content';

/** A news entry from the content collection. */
export type NewsEntry = CollectionEntry<'news'>;

/** All news articles, newest first (docs/product.md §2: four fixed articles). */
export async function getNewsNewestFirst(): Promise<NewsEntry[]> {
  const entries = await getCollection('news');
  return entries.sort((a, b) => b.data.date.getTime() - a.data.date.getTime());
}
