/** CSRF: every state-changing request must come from one of our own pages (docs/product.md §11, http.ts isSameOrigin). */
import type { ApiErrorBody } from '../../src/lib/api-types.ts';
import { sameOriginOnly } from '../http.ts';
import { plainErrorPage } from '../html/error-page.ts';
import { serverApiMessages, serverPageMessages } from '../../src/i18n/en/server.ts';

/** Refuses a cross-site change (Origin not one of `allowedHosts`): JSON for the API, a page for a form. */
export const ownPagesOnly = (allowedHosts: readonly string[]) =>
  sameOriginOnly(allowedHosts, (c) =>
    c.req.path.startsWith('/api/')
      ? c.json<ApiErrorBody>({ error: serverApiMessages.get().crossSite }, 403)
      : c.html(plainErrorPage(serverPageMessages.get().requestRefused, serverPageMessages.get().crossSiteForm), 403),
  );
