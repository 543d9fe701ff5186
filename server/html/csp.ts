/**
 * Content-Security-Policy per HTML response (docs/product.md §11). Scripts:
 * our own files ('self', Astro's island modules under /_astro) and the exact
 * inline scripts of that response, by SHA-256 hash: no 'unsafe-inline' scripts.
 * Styles keep 'unsafe-inline': Astro writes small stylesheets and island styles
 * inline, React sets style attributes, and the ad network injects styles; style
 * injection cannot run code, so the hash discipline is spent on scripts.
 *
 * Third-party hosts are allowed only when the page carries their markup, which
 * the settings transforms emit only when analytics or ads are switched on.
 */
import crypto from 'node:crypto';

/** Marker attributes the settings transforms put on analytics and ad markup. */
export const ANALYTICS_MARKER = 'data-site-analytics';
export const ADS_MARKER = 'data-site-ads';

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const NON_EXECUTED_TYPES = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template|importmap-never)["']?/i;

/** SHA-256 sources ('sha256-…') for every inline, executable <script> in `html`. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attrs = match[1] ?? '';
    if (/\bsrc\s*=/i.test(attrs) || NON_EXECUTED_TYPES.test(attrs)) continue;
    const body = match[2] ?? '';
    hashes.add(`'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

const GOOGLE_ANALYTICS = {
  script: ['https://www.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  frame: [] as string[],
};

// Google's published host list for AdSense under a host-allowlist CSP.
const ADSENSE = {
  script: [
    'https://pagead2.googlesyndication.com',
    'https://*.googlesyndication.com',
    'https://*.doubleclick.net',
    'https://*.google.com',
    'https://*.gstatic.com',
    'https://*.adtrafficquality.google',
  ],
  connect: ['https://*.googlesyndication.com', 'https://*.doubleclick.net', 'https://*.google.com', 'https://*.adtrafficquality.google'],
  img: ['https:'],
  frame: ['https://*.doubleclick.net', 'https://*.googlesyndication.com', 'https://*.google.com', 'https://*.adtrafficquality.google'],
};

/** The CSP for one HTML page. `upgradeInsecure` only for a deployment served over HTTPS alone (HSTS already covers it). */
export function contentSecurityPolicy(html: string, options: { upgradeInsecure?: boolean } = {}): string {
  const script = ["'self'", "'wasm-unsafe-eval'", ...inlineScriptHashes(html)]; // wasm: Pagefind search
  const connect = ["'self'"];
  const img = ["'self'", 'data:'];
  const frame: string[] = [];
  const add = (hosts: typeof ADSENSE) => {
    script.push(...hosts.script);
    connect.push(...hosts.connect);
    img.push(...hosts.img);
    frame.push(...hosts.frame);
  };
  if (html.includes(ANALYTICS_MARKER)) add(GOOGLE_ANALYTICS);
  if (html.includes(ADS_MARKER)) add(ADSENSE);
  const directives = [
    "default-src 'self'",
    `script-src ${[...new Set(script)].join(' ')}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src ${[...new Set(img)].join(' ')}`,
    "font-src 'self'",
    `connect-src ${[...new Set(connect)].join(' ')}`,
    `frame-src ${frame.length ? [...new Set(frame)].join(' ') : "'none'"}`,
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ];
  if (options.upgradeInsecure) directives.push('upgrade-insecure-requests');
  return directives.join('; ');
}

/** The CSP for everything that is not one of our HTML pages (JSON, assets, plain error pages). */
export const DEFAULT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'self'";

/**
 * The CSP of the service worker's script (README "Offline"). A worker's CSP comes with its own
 * script, not the page's, and governs what the worker fetches: the site's pages, files and
 * published rates, all on this origin, and nothing else.
 */
export const SERVICE_WORKER_CSP = "default-src 'none'; script-src 'self'; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
