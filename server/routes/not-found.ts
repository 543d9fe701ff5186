/**
 * Not found (docs/product.md §2): the site's own 404 page with status 404, compressed
 * like any page and logged with its path; JSON for the API.
 */
import type { Context } from 'hono';
import type { Deps } from '../context.ts';
import type { ApiErrorBody } from '../../src/lib/api-types.ts';
import { plainErrorPage } from '../html/error-page.ts';
import { sendStatic } from '../static.ts';
import { serverApiMessages, serverPageMessages } from '../../src/i18n/en/server.ts';
import { languageOfPath, pathInLanguage } from '../../src/i18n/languages.ts';
import { inLanguage } from '../language.ts';

/** The site's 404 page for `pathname`, in the language of the path (/cy/… has the Welsh one), or a plain page when the build has none. */
export function notFoundPage(deps: Pick<Deps, 'logger' | 'site'>, pathname: string, acceptEncoding?: string): Response {
  deps.logger.warn('404', { path: pathname.slice(0, 300) });
  const page = pathInLanguage('/404', languageOfPath(pathname));
  const file = (page === '/404' ? null : deps.site.resolve(page)) ?? deps.site.resolve('/404.html');
  if (!file) {
    const body = inLanguage(languageOfPath(pathname), () => {
      const t = serverPageMessages.get();
      return plainErrorPage(t.notFoundTitle, t.notFoundText);
    });
    return new Response(body, {
      status: 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
    });
  }
  const hit = deps.site.serveFile(file, { pathname: page, acceptEncoding });
  hit.headers['Cache-Control'] = 'no-store';
  return sendStatic({ ...hit, status: 200 }, 404);
}

/** The API's answer for an address it does not have. */
export function apiNotFound(c: Context): Response {
  return c.json<ApiErrorBody>({ error: serverApiMessages.get().notFound }, 404);
}

/** Not found, in the form the caller reads: JSON under /api/, else the site's page. */
export function notFound(deps: Pick<Deps, 'logger' | 'site'>) {
  return (c: Context): Response => (c.req.path.startsWith('/api/') ? apiNotFound(c) : notFoundPage(deps, c.req.path, c.req.header('accept-encoding')));
}
