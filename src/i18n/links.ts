/**
 * A page's links in its language (README "How it fits together": the language routes): the build
 * sends a Welsh page's links to other pages of the site to their Welsh twins (./page-messages.ts),
 * and the server does the same to the contact form it draws again for the Welsh contact page.
 */
import { pathInLanguage, type Language } from './languages';

/** Addresses that are files or services, not pages, and keep their address in every language. */
const NOT_A_PAGE = /^\/(?:_astro|pagefind|api|admin|cy)(?:[/?#]|$)|^\/[^?#]*\.[a-z0-9]+(?:[?#]|$)|^\/\//i;

/**
 * The HTML with every link and form leading to a page of the site (`href="/pip"`, `action="/search"`)
 * sent to its twin in `lang`, outside the islands (which React hydrates as drawn), and except a
 * link that names its own language (`hreflang`: the language switch, the alternates).
 */
export function linksInLanguage(html: string, lang: Language): string {
  const islands: Array<[number, number]> = [];
  const tags = /<(\/?)astro-island\b/g;
  let depth = 0;
  let start = 0;
  for (let m = tags.exec(html); m; m = tags.exec(html)) {
    if (!m[1] && depth++ === 0) start = m.index;
    else if (m[1] && --depth === 0) islands.push([start, m.index]);
  }
  const inIsland = (at: number) => islands.some(([from, to]) => at > from && at < to);
  return html.replace(/<(?:a|form)\b[^>]*>/g, (tag, at: number) => {
    if (inIsland(at) || /\shreflang=/.test(tag)) return tag;
    return tag.replace(/(\s(?:href|action)=")(\/[^"]*)"/, (whole, attribute: string, target: string) =>
      NOT_A_PAGE.test(target) ? whole : `${attribute}${pathInLanguage(target, lang)}"`,
    );
  });
}
