/**
 * Which file of the catalogue defines each part (README "Messages"): 'shared.toast' is in
 * `en/shared-toast.ts`, so its Welsh is `cy/shared-toast.json`. The browser's loader
 * (./load-messages.ts) imports each English file with the query `?parts`, which this Vite plugin
 * answers with the names of the parts the file defines (its `i18n('…', {` lines) instead of its
 * messages, so the list never falls behind the catalogue and no English is fetched for it.
 */
import fs from 'node:fs';
import type { Plugin } from 'vite';

/** The names of the parts an English file of the catalogue defines. */
export function partsOf(source: string): string[] {
  return [...source.matchAll(/\bi18n\(\s*'([^']+)'/g)].map((match) => match[1] as string);
}

/** The Vite plugin that answers `en/<file>.ts?parts`. */
export function messageFiles(): Plugin {
  return {
    name: 'message-files',
    enforce: 'pre',
    load(id) {
      if (!id.endsWith('.ts?parts')) return null;
      const file = id.slice(0, -'?parts'.length);
      this.addWatchFile(file);
      return `export default ${JSON.stringify(partsOf(fs.readFileSync(file, 'utf8')))};`;
    },
  };
}
