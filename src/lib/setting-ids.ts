/**
 * The shapes of the IDs an admin types for Google Analytics and AdSense (docs/product.md
 * §3 google_analytics_id, google_adsense_id). The server emits the tags only for
 * an ID of this shape (server/html/site-transforms.ts); the admin page says so
 * while one is half typed (src/islands/admin/TextSetting.tsx).
 */

/** A Google Analytics 4 measurement ID (or a Google tag ID). */
export const ANALYTICS_ID_PATTERN = /^(G|GT|AW)-[A-Z0-9]{4,20}$/;
/** An AdSense publisher ID, with or without the ca- prefix. */
export const ADSENSE_ID_PATTERN = /^(ca-)?pub-\d{10,20}$/;
