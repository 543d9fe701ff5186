/**
 * Maintenance mode (docs/product.md §3 maintenance_mode, §11): while it is
 * on, public pages answer 503 with the maintenance page and Retry-After; /admin,
 * the API and the site's assets stay reachable, so an admin can switch it off.
 */
import type { MiddlewareHandler } from 'hono';
import type { Deps } from '../context.ts';
import { isAdminPath, maintenanceHtml, MAINTENANCE_RETRY_AFTER_SECONDS } from '../html/site-transforms.ts';
import { ratesPagePath } from './rates.ts';

/** Is `pathname` closed just now (maintenance mode on, and not an admin page)? */
function isClosed(deps: Pick<Deps, 'settings'>, pathname: string): boolean {
  return !isAdminPath(pathname) && deps.settings.get().maintenance_mode;
}

/** The 503 maintenance page, built from the site's own page shell. */
function closedPage(deps: Pick<Deps, 'site'>, pathname: string, acceptEncoding?: string): Response {
  const shellFile = deps.site.resolve('/404.html');
  const shell = shellFile ? deps.site.transformHtml(shellFile, pathname) : null;
  return deps.site.htmlResponse(maintenanceHtml(shell), {
    status: 503,
    acceptEncoding,
    headers: { 'Retry-After': String(MAINTENANCE_RETRY_AFTER_SECONDS) },
  });
}

/** The 503 maintenance page while maintenance mode is on and `pathname` is public; else null. */
export function maintenancePage(deps: Pick<Deps, 'settings' | 'site'>, pathname: string, acceptEncoding?: string): Response | null {
  return isClosed(deps, pathname) ? closedPage(deps, pathname, acceptEncoding) : null;
}

/**
 * Middleware in front of the site's pages: the maintenance page for any page
 * (or address with no file) while maintenance mode is on. Files that are not
 * pages (scripts, styles, images) pass, as the admin page needs them.
 */
export function maintenanceMode(deps: Pick<Deps, 'settings' | 'site'>): MiddlewareHandler {
  return async (c, next) => {
    const pathname = c.req.path;
    if (isClosed(deps, pathname)) {
      const file = deps.site.resolve(ratesPagePath(pathname, c.req.url));
      if (!file || file.endsWith('.html')) return closedPage(deps, pathname, c.req.header('accept-encoding'));
    }
    await next();
  };
}
