import { getCollection } from 'astro:content';

/** The static paths of a collection's pages, one per entry at /{collection}/{entry id}, each given its entry. */
export async function entryPaths<C extends 'guides' | 'scenarios'>(collection: C) {
  const entries = await getCollection(collection);
  return entries.map((entry) => ({ params: { slug: entry.id }, props: { entry } }));
}
