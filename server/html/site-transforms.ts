/**
 * The admin's settings reaching every page without a rebuild (DECISIONS.md §5):
 * the emergency banner, analytics and ads are written into the markers that
 * BaseLayout leaves in every built page (`<!--site-head-->`, `<!--site-banner-->`,
 * `<!--site-body-end-->`), and maintenance mode swaps a public page for a
 * maintenance page. Everything typed by an admin is escaped.
 */
import type { HtmlTransform } from '../static.ts';
import { ADSENSE_ID_PATTERN, ANALYTICS_ID_PATTERN, type SiteSettings } from '../settings.ts';
import { escapeHtml } from '../http.ts';
import { ADS_MARKER, ANALYTICS_MARKER } from './csp.ts';

/** The markers of src/layouts/BaseLayout.astro (plus two optional ad places for content layouts). */
export const MARKERS = {
  head: '<!--site-head-->',
  banner: '<!--site-banner-->',
  bodyEnd: '<!--site-body-end-->',
  adSidebar: '<!--site-ad-sidebar-->',
  adInContent: '<!--site-ad-in-content-->',
} as const;

/** Pages that never carry analytics or ads, and that maintenance mode leaves open. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

// Plain CSS for the pieces below, so they never depend on which utility classes
// the site's Tailwind build happened to keep. Sizes reserve each ad's space.
const STYLES = `<style data-site-settings>
.site-banner{background:#ffdd00;color:#0b0c0c;border-bottom:4px solid #0b0c0c}
.site-banner__inner{max-width:80rem;margin:0 auto;padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.25rem .75rem;align-items:baseline;font-size:1.0625rem;line-height:1.5}
.site-banner__label{font-weight:700}
.site-banner__text{margin:0}
.site-ad{display:flex;flex-direction:column;align-items:center;margin:1rem auto;padding:0 1rem}
.site-ad__label{font-size:.75rem;line-height:1rem;color:#475569;margin:0 0 .25rem}
.site-ad__box{display:block;overflow:hidden;background:#f1f5f9;max-width:100%}
.site-ad--header .site-ad__box{width:728px;height:90px}
.site-ad--mobile .site-ad__box{width:320px;height:50px}
.site-ad--sidebar .site-ad__box{width:300px;height:250px}
.site-ad--in-content .site-ad__box{width:100%;max-width:728px;height:250px}
@media (max-width:767.98px){.site-ad--header{display:none}}
@media (min-width:768px){.site-ad--mobile{display:none}}
.site-consent{position:fixed;left:0;right:0;bottom:0;z-index:60;background:#0b2a3f;color:#fff;box-shadow:0 -4px 16px rgb(0 0 0/.25)}
.site-consent[hidden]{display:none}
.site-consent__inner{max-width:80rem;margin:0 auto;padding:1rem;display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;justify-content:space-between}
.site-consent__text{margin:0;max-width:48rem;line-height:1.5}
.site-consent a{color:#fff;text-decoration:underline}
.site-consent__actions{display:flex;flex-wrap:wrap;gap:.75rem}
.site-consent button{min-height:44px;padding:.5rem 1.25rem;border-radius:.375rem;font-weight:600;font-size:1rem;cursor:pointer;border:2px solid #fff}
.site-consent button[data-choice=granted]{background:#ffdd00;color:#0b0c0c;border-color:#ffdd00}
.site-consent button[data-choice=denied]{background:transparent;color:#fff}
</style>`;

// Loads analytics and ads, after consent when the admin asks for it. Its text
// never changes (the IDs travel in data attributes), so its CSP hash is stable.
const LOADER = `(function(){var s=document.currentScript,d=s.dataset,ga=d.siteAnalytics,ads=d.siteAds,K="ubc-consent";function stored(){try{return localStorage.getItem(K)}catch(e){return null}}function remember(v){try{localStorage.setItem(K,v)}catch(e){}}function load(){if(ga){window.dataLayer=window.dataLayer||[];window.gtag=function(){window.dataLayer.push(arguments)};window.gtag("js",new Date());window.gtag("config",ga,{anonymize_ip:true});var g=document.createElement("script");g.async=true;g.src="https://www.googletagmanager.com/gtag/js?id="+encodeURIComponent(ga);document.head.appendChild(g)}if(ads){var q=window.adsbygoogle=window.adsbygoogle||[];document.querySelectorAll("ins.adsbygoogle").forEach(function(){q.push({})});var a=document.createElement("script");a.async=true;a.crossOrigin="anonymous";a.src="https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client="+encodeURIComponent(ads);document.head.appendChild(a)}}if(d.consent!=="required"){load();return}var c=stored();if(c==="granted"){load();return}if(c==="denied")return;var b=document.querySelector("[data-site-consent]");if(!b)return;b.hidden=false;b.addEventListener("click",function(e){var t=e.target.closest("button[data-choice]");if(!t)return;var v=t.getAttribute("data-choice");remember(v);b.hidden=true;if(v==="granted")load()})})();`;

/** The emergency banner region, or '' when there is no message. */
export function bannerHtml(message: string): string {
  const text = message.trim();
  if (!text) return '';
  const body = escapeHtml(text).replace(/\n+/g, '<br>');
  return `<div class="site-banner" role="region" aria-label="Important notice" data-site-banner><div class="site-banner__inner"><strong class="site-banner__label">Important:</strong><p class="site-banner__text">${body}</p></div></div>`;
}

/** Ad places with their sizes (spec 002 §2 Advertising, §9 ad sizes). */
export type AdPlace = 'header' | 'mobile' | 'sidebar' | 'in-content';
const AD_LABELS: Record<AdPlace, string> = {
  header: 'Advertisement (header)',
  mobile: 'Advertisement (top)',
  sidebar: 'Advertisement (sidebar)',
  'in-content': 'Advertisement (in page)',
};

/** One reserved ad slot. */
export function adSlotHtml(place: AdPlace, client: string): string {
  const publisher = client.startsWith('ca-') ? client : `ca-${client}`;
  return `<aside class="site-ad site-ad--${place}" aria-label="${AD_LABELS[place]}"><p class="site-ad__label" aria-hidden="true">Advertisement</p><ins class="adsbygoogle site-ad__box" data-ad-client="${escapeHtml(publisher)}" data-ad-format="${place === 'in-content' ? 'fluid' : 'auto'}"></ins></aside>`;
}

/** What the settings switch on for a page, decided once per request. */
export interface PageFeatures {
  banner: string;
  analyticsId: string | null;
  adsClient: string | null;
  ads: Record<AdPlace, boolean>;
  consentRequired: boolean;
}

/** Decide, from the settings, what a page at `pathname` carries. */
export function pageFeatures(settings: SiteSettings, pathname: string): PageFeatures {
  const admin = isAdminPath(pathname);
  const analyticsId =
    !admin && settings.analytics_tracking_enabled && ANALYTICS_ID_PATTERN.test(settings.google_analytics_id) ? settings.google_analytics_id : null;
  const adsClient = !admin && settings.ad_serving_enabled && ADSENSE_ID_PATTERN.test(settings.google_adsense_id) ? settings.google_adsense_id : null;
  return {
    banner: bannerHtml(settings.emergency_banner_message),
    analyticsId,
    adsClient,
    ads: {
      header: Boolean(adsClient && settings.header_banner_enabled),
      mobile: Boolean(adsClient && settings.mobile_banner_enabled),
      sidebar: Boolean(adsClient && settings.sidebar_ads_enabled),
      'in-content': Boolean(adsClient && settings.in_content_ads_enabled),
    },
    consentRequired: settings.gdpr_consent_enabled,
  };
}

/** The consent banner and the loader script, for the end of <body>. */
function bodyEndHtml(f: PageFeatures): string {
  const anyAds = Object.values(f.ads).some(Boolean);
  const adsClient = f.adsClient && anyAds ? (f.adsClient.startsWith('ca-') ? f.adsClient : `ca-${f.adsClient}`) : null;
  if (!f.analyticsId && !adsClient) return '';
  const purposes = [f.analyticsId ? 'to understand how people use this site' : '', adsClient ? 'to show adverts that help keep it free' : '']
    .filter(Boolean)
    .join(' and ');
  const consent = f.consentRequired
    ? `<div class="site-consent" role="region" aria-label="Cookie choices" hidden data-site-consent><div class="site-consent__inner"><p class="site-consent__text">We would like to set cookies ${purposes}. The calculators work the same either way. <a href="/cookies">How we use cookies</a></p><div class="site-consent__actions"><button type="button" data-choice="granted">Accept cookies</button><button type="button" data-choice="denied">Reject cookies</button></div></div></div>`
    : '';
  const attrs = [
    f.analyticsId ? `${ANALYTICS_MARKER}="${escapeHtml(f.analyticsId)}"` : '',
    adsClient ? `${ADS_MARKER}="${escapeHtml(adsClient)}"` : '',
    f.consentRequired ? 'data-consent="required"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `${consent}<script ${attrs}>${LOADER}</script>`;
}

/**
 * The settings transforms, reading settings through `getSettings` (cached for
 * about a second by the settings store) on every page.
 */
export function createSettingsTransforms(getSettings: () => SiteSettings): HtmlTransform[] {
  return [
    (html, { pathname }) => {
      if (!html.includes(MARKERS.banner) && !html.includes(MARKERS.bodyEnd)) return html;
      const f = pageFeatures(getSettings(), pathname);
      const topAds = (f.ads.header ? adSlotHtml('header', f.adsClient!) : '') + (f.ads.mobile ? adSlotHtml('mobile', f.adsClient!) : '');
      const end = bodyEndHtml(f);
      const needsStyles = Boolean(f.banner || topAds || end || f.ads.sidebar || f.ads['in-content']);
      let out = html;
      if (needsStyles) out = out.replace(MARKERS.head, STYLES);
      out = out.replace(MARKERS.banner, f.banner + topAds);
      if (f.ads.sidebar) out = out.replace(MARKERS.adSidebar, adSlotHtml('sidebar', f.adsClient!));
      if (f.ads['in-content']) out = out.replace(MARKERS.adInContent, adSlotHtml('in-content', f.adsClient!));
      out = out.replace(MARKERS.bodyEnd, end);
      return out;
    },
  ];
}

/** Public pages answer 503 with this while maintenance mode is on. */
export const MAINTENANCE_RETRY_AFTER_SECONDS = 600;

/**
 * The maintenance page, built from the site's own shell (the not-found page's
 * header, footer and styles) with its main content replaced, so it looks like
 * the site and still shows the helplines people may urgently need.
 */
export function maintenanceHtml(shell: string | null): string {
  const main = `<div class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-3xl font-bold text-slate-900">Sorry, the site is down for maintenance</h1><p class="mt-4 text-lg text-slate-700">We are making some changes. Please try again in a few minutes. Your saved calculations are kept on your device and will still be there.</p><h2 class="mt-10 text-xl font-bold text-slate-900">If you need help now</h2><ul class="mt-3 space-y-2 text-lg"><li>Citizens Advice Adviceline (England): <a class="link" href="tel:08001448848">0800 144 8848</a></li><li>Citizens Advice Advicelink (Wales): <a class="link" href="tel:08007022020">0800 702 2020</a></li><li>Citizens Advice Scotland: <a class="link" href="tel:08000281456">0800 028 1456</a></li><li>Advice NI (Northern Ireland): <a class="link" href="tel:08009154604">0800 915 4604</a></li><li>Universal Credit helpline: <a class="link" href="tel:08003285644">0800 328 5644</a></li><li>Pension Credit claim line: <a class="link" href="tel:0800991234">0800 99 1234</a></li></ul></div>`;
  const title = 'Sorry, the site is down for maintenance | UK Benefits Calculator';
  if (shell && /<main\b[^>]*>[\s\S]*<\/main>/.test(shell)) {
    return shell
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
      .replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_m, open: string, close: string) => `${open}${main}${close}`);
  }
  return `<!doctype html><html lang="en-GB"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b0c0c}a{color:#154a6d}</style></head><body><main>${main}</main></body></html>`;
}
