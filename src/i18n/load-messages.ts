/**
 * The browser's loader of another language's messages (README "Messages"), fetched the first time
 * a part of a page needs words its page did not carry (a calculator's result): it loads the JSON
 * file of that language holding each part (`cy/<file>.json`, beside `en/<file>.ts`), and only
 * those. A part with no file yet in the language gets no messages, so it shows its English.
 */
import type { ComponentsJSON } from '@nanostores/i18n';

/** The parts each English file defines, by its path (./message-files.ts answers `?parts`). */
const PARTS = import.meta.glob<string[]>(['./en/*.ts', '!./en/*.test.ts'], { query: '?parts', import: 'default', eager: true });
const WELSH = import.meta.glob<ComponentsJSON>(['./cy/*.json', '!./cy/glossary.json'], { import: 'default' });
const BY_LANGUAGE: Record<string, typeof WELSH> = { cy: WELSH };

/** The file name of each part: 'shared.toast' → 'shared-toast'. */
const FILES: Record<string, string> = Object.fromEntries(Object.entries(PARTS).flatMap(([path, parts]) => parts.map((part) => [part, path.replace(/^.*\/|\.ts$/g, '')])));

/** The messages of `parts` in the language `code`, `{}` for each part not written in it. */
export async function messages(code: string, parts: readonly string[]): Promise<ComponentsJSON> {
  const found = BY_LANGUAGE[code] ?? {};
  const names = [...new Set(parts.map((part) => FILES[part]))];
  const loaded = await Promise.all(names.map((name) => found[`./${code}/${name}.json`]?.() ?? {}));
  const all: ComponentsJSON = Object.assign({}, ...loaded);
  return Object.fromEntries(parts.map((part) => [part, all[part] ?? {}]));
}
