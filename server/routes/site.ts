/**
 * The built site (docs/product.md §12): every GET that is not the
 * API. Old addresses redirect, one address per page, the no-JavaScript quick check
 * tidied, maintenance mode, then the file itself or the 404 page.
 *
 *   GET *  → 301 (old address, trailing slash) | 302 (quick check) | 503 (maintenance)
 *            | 200 / 304 the file | 404 the site's 404 page
 */
import { Hono } from 'hono';
import type { Deps } from '../context.ts';
import { sitePath } from '../http.ts';
import { sendStatic } from '../static.ts';
import { REDIRECTS } from '../../src/lib/redirects.ts';
import { quickCheckHref } from '../../src/lib/quick-check.ts';
import { maintenanceMode } from './maintenance.ts';
import { notFoundPage } from './not-found.ts';
import { ratesPagePath } from './rates.ts';

export function siteRoutes(deps: Deps) {
  return (
    new Hono()
      .get('*', async (c, next) => {
        const pathname = c.req.path;
        const target = REDIRECTS[pathname.replace(/\/+$/, '')];
        if (target) return c.redirect(target, 301);

        // One address per page: /guides/x/ → /guides/x (query kept). Built from the
        // raw, still-encoded path and always a path on this site: `//evil.example/x/`
        // must not become `Location: //evil.example/x` (another host), nor `/%09/…`
        // a tab that browsers drop on the way to the same thing.
        if (pathname.length > 1 && pathname.endsWith('/')) {
          const url = new URL(c.req.url);
          return c.redirect(sitePath(url.pathname.replace(/\/+$/, '')) + url.search, 301);
        }
        await next();
      })

      // The home page's quick check works without JavaScript: a plain GET submits
      // empty answers too, so tidy the address to only the chosen ones (docs/product.md §2).
      .get('/benefits-checker', async (c, next) => {
        const params = new URL(c.req.url).searchParams;
        if ([...params.values()].some((v) => v === '')) {
          const tidy = quickCheckHref({
            age: params.get('age'),
            employment: params.get('employment'),
            children: params.get('children'),
            housing: params.get('housing'),
          });
          return c.redirect(tidy, 302);
        }
        await next();
      })

      .get('*', maintenanceMode(deps))

      .get('*', (c) => {
        // /rates?year=2025-26 is the pre-rendered /rates/2025-26 (links work without JavaScript).
        const pagePath = ratesPagePath(c.req.path, c.req.url);
        const file = deps.site.resolve(pagePath);
        if (!file) return notFoundPage(deps, c.req.path, c.req.header('accept-encoding'));
        return sendStatic(
          deps.site.serveFile(file, {
            pathname: pagePath,
            acceptEncoding: c.req.header('accept-encoding'),
            ifNoneMatch: c.req.header('if-none-match'),
          }),
        );
      })
  );
}
