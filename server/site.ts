/**
 * The built site as the server serves it: the files of DIST_DIR with the page
 * transforms that keep them current without a rebuild (the footer year, the
 * admin's settings, the published rate figures) and each page's own CSP.
 */
import type { DB } from './db/index.ts';
import type { SettingsStore } from './settings.ts';
import { createStaticHandler, type HtmlTransform, type StaticSite } from './static.ts';
import { createSettingsTransforms } from './html/site-transforms.ts';
import { rateFiguresTransform } from './html/rate-figures.ts';
import { contentSecurityPolicy } from './html/csp.ts';
import { ratesStore } from './rates.ts';

/** Keep the footer year current without a rebuild (docs/product.md §2: "The footer year is the current year"). */
export function footerYearTransform(now: () => Date): HtmlTransform {
  return (html) => html.replace(/(<span data-current-year>)\d{4}(<\/span>)/, `$1${now().getUTCFullYear()}$2`);
}

/** The site in `distDir`, its pages passed through the built-in transforms and then `extra`. */
export function createSite(options: { distDir: string; db: DB; settings: SettingsStore; now: () => Date; extra?: HtmlTransform[] }): StaticSite {
  const { distDir, db, settings, now, extra = [] } = options;
  return createStaticHandler(distDir, [footerYearTransform(now), ...createSettingsTransforms(() => settings.get()), rateFiguresTransform(ratesStore(db)), ...extra], {
    htmlHeaders: (html) => ({ 'Content-Security-Policy': contentSecurityPolicy(html) }),
  });
}
