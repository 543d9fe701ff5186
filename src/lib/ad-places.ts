/**
 * Where content pages leave room for ads. The server fills each marker from the
 * admin's Advertising settings, or removes it (server/html/site-transforms.ts).
 * An ad never goes inside a calculator's form or results: only static content
 * pages carry these markers.
 */

/** The marker the server replaces with the in-content ad slot. */
export const IN_CONTENT_AD_MARKER = '<!--site-ad-in-content-->';

/** The marker the server replaces with the 300×250 sidebar slot. */
export const SIDEBAR_AD_MARKER = '<!--site-ad-sidebar-->';

/**
 * `html` (a rendered article body) with the in-content ad marker placed between
 * two sections: before the `<h2>` that starts the middle section, so the ad sits
 * between sections of the guide (the admin hint for in-content ads) and never
 * splits a paragraph, list or table. A body with fewer than two sections has no
 * "between", so it is returned unchanged.
 */
export function withInContentAdPlace(html: string): string {
  const starts = [...html.matchAll(/<h2[\s>]/g)].map((m) => m.index!);
  if (starts.length < 2) return html;
  const at = starts[Math.floor(starts.length / 2)]!;
  return html.slice(0, at) + IN_CONTENT_AD_MARKER + html.slice(at);
}
