/**
 * Requests whose address we will not read (docs/product.md §5 "Server", bad input):
 * over-long targets (414), encoded slashes, backslashes or NULs (the 404 page),
 * malformed percent-escapes (400).
 */
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../context.ts';
import { plainErrorPage } from '../html/error-page.ts';
import { notFoundPage } from '../routes/not-found.ts';

/** Longest request target we serve; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;

export function pathGuard(deps: Pick<Deps, 'logger' | 'site'>): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      return c.html(plainErrorPage('Address too long', 'The web address is too long for us to read. Check it and try again.'), 414);
    }
    const rawPath = new URL(url).pathname;
    if (/%(2f|5c|00)/i.test(rawPath)) return notFoundPage(deps, c.req.path, c.req.header('accept-encoding'));
    try {
      decodeURIComponent(rawPath);
      decodeURIComponent(new URL(url).search.replace(/\+/g, ' '));
    } catch {
      return c.html(plainErrorPage('Bad request', 'The web address is not valid. Check it and try again.'), 400);
    }
    await next();
  };
}
