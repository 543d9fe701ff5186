/**
 * Requests whose address we will not read (docs/product.md §5 "Server", bad input):
 * over-long targets (414), encoded slashes, backslashes or NULs (the 404 page),
 * malformed percent-escapes (400).
 */
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../context.ts';
import { plainErrorPage } from '../html/error-page.ts';
import { notFoundPage } from '../routes/not-found.ts';
import { serverPageMessages } from '../../src/i18n/en/server.ts';

/** Longest request target we serve; longer ones get 414. */
export const MAX_URL_LENGTH = 2048;

export function pathGuard(deps: Pick<Deps, 'logger' | 'site'>): MiddlewareHandler {
  return async (c, next) => {
    const url = c.req.url;
    if (url.length > MAX_URL_LENGTH) {
      const t = serverPageMessages.get();
      return c.html(plainErrorPage(t.addressTooLong, t.addressTooLongText), 414);
    }
    const rawPath = new URL(url).pathname;
    if (/%(2f|5c|00)/i.test(rawPath)) return notFoundPage(deps, c.req.path, c.req.header('accept-encoding'));
    try {
      decodeURIComponent(rawPath);
      decodeURIComponent(new URL(url).search.replace(/\+/g, ' '));
    } catch {
      const t = serverPageMessages.get();
      return c.html(plainErrorPage(t.badRequest, t.badAddressText), 400);
    }
    await next();
  };
}
