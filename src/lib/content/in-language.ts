/**
 * Content in the page's language (README "How it fits together": the language routes). Each
 * collection's Welsh is its own collection of the same schema (src/content.config.ts: guidesCy,
 * …), one file beside each English file with its name. A Welsh page shows the Welsh twin of an
 * entry when one is written; else the English, which the layouts mark as English under a note
 * (src/components/EnglishOnly.astro). Lists (menus, search, the glossary) take each entry's words
 * from its twin, and keep the English entry's collection and id, which make the addresses.
 */
import { getCollection, getEntry, type CollectionEntry } from 'astro:content';
import { language } from '~/i18n/language';
import { BASE_LANGUAGE } from '~/i18n/languages';

/** Each collection written in Welsh too, and its Welsh collection. */
const WELSH = { guides: 'guidesCy', scenarios: 'scenariosCy', legal: 'legalCy', pages: 'pagesCy', glossary: 'glossaryCy' } as const;

type Translated = keyof typeof WELSH;

/** An entry to show: the twin in the page's language, or the entry itself with `translated` false. */
export interface InLanguage<C extends Translated> {
  entry: CollectionEntry<C>;
  /** Whether the words are in the page's language (an English page's always are). */
  translated: boolean;
}

/** The Welsh twin of an entry, or undefined when none is written. */
async function twinOf<C extends Translated>(entry: CollectionEntry<C>): Promise<CollectionEntry<C> | undefined> {
  const collection = WELSH[entry.collection as C];
  // The twin's collection has the same schema, so it reads as the English collection's entry.
  return (await getEntry(collection, entry.id)) as CollectionEntry<C> | undefined;
}

/** The entry in the language of the page being drawn. */
export async function inPageLanguage<C extends Translated>(entry: CollectionEntry<C>): Promise<InLanguage<C>> {
  if (language.get() === BASE_LANGUAGE) return { entry, translated: true };
  const twin = await twinOf(entry);
  return twin ? { entry: twin, translated: true } : { entry, translated: false };
}

/**
 * Every entry of a collection with its words in the page's language where written: the English
 * entry's collection and id (its address), its twin's data.
 */
export async function collectionInPageLanguage<C extends Translated>(collection: C): Promise<CollectionEntry<C>[]> {
  const entries = (await getCollection(collection)) as CollectionEntry<C>[];
  if (language.get() === BASE_LANGUAGE) return entries;
  return Promise.all(entries.map(async (entry) => Object.assign({}, entry, { data: ((await twinOf(entry)) ?? entry).data })));
}

/** The collection an entry belongs to in the base language: 'guidesCy' → 'guides'. */
export function baseCollection(collection: string): Translated {
  const found = (Object.keys(WELSH) as Translated[]).find((c) => c === collection || WELSH[c] === collection);
  if (!found) throw new Error(`${collection} is not a collection written in more than one language.`);
  return found;
}

/** Whether every entry of a collection is written in the page's language. */
export async function isCollectionInPageLanguage(collection: Translated): Promise<boolean> {
  if (language.get() === BASE_LANGUAGE) return true;
  const entries = (await getCollection(collection)) as CollectionEntry<Translated>[];
  return (await Promise.all(entries.map(twinOf))).every((twin) => twin !== undefined);
}
