/**
 * How a page's usage events carry their token (docs/product.md §9 "Usage events"), shared by the
 * page (src/lib/usage.ts) and the server (server/routes/usage.ts): the token goes in a header, so
 * the event's body stays exactly its three facts.
 */
export const USAGE_TOKEN_HEADER = 'Usage-Token';

/** GET /api/usage/token. */
export interface UsageTokenResponse {
  token: string;
}
