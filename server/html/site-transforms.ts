/**
 * The admin's settings reaching every page without a rebuild (docs/product.md §11):
 * the emergency banner, analytics and ads are written into the markers that
 * BaseLayout leaves in every built page (`<!--site-head-->`, `<!--site-banner-->`,
 * `<!--site-body-end-->`), and maintenance mode swaps a public page for a
 * maintenance page. Everything typed by an admin is escaped.
 */
import type { HtmlTransform } from '../static.ts';
import { ADSENSE_ID_PATTERN, ANALYTICS_ID_PATTERN } from '../../src/lib/setting-ids.ts';
import type { SiteSettings } from '../../src/lib/api-types.ts';
import { escapeHtml, sentenceHtml } from '../../src/lib/html.ts';
import { language } from '../../src/i18n/language.ts';
import { tagOf } from '../../src/i18n/languages.ts';
import { serverPageMessages, serverSiteMessages } from '../../src/i18n/en/server.ts';
import { ADVICE_LINES, DEPARTMENT_LINES, helplineName } from '../../src/lib/helplines.ts';
import { ADS_MARKER, ANALYTICS_MARKER } from './csp.ts';
import { CONSENT_LOADER } from './consent-loader.generated.ts';

/**
 * The markers of src/layouts/BaseLayout.astro, plus the two ad places that
 * GuideLayout.astro leaves (beside the contents list and between sections) and
 * the cookie settings place on /cookies (src/components/content/CookieSettings.astro).
 */
export const MARKERS = {
  head: '<!--site-head-->',
  consent: '<!--site-consent-->',
  banner: '<!--site-banner-->',
  bodyEnd: '<!--site-body-end-->',
  adSidebar: '<!--site-ad-sidebar-->',
  adInContent: '<!--site-ad-in-content-->',
  cookieSettings: '<!--site-cookie-settings-->',
} as const;

/** Pages that never carry analytics or ads, and that maintenance mode leaves open. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

// Plain CSS for the pieces below, so they never depend on which utility classes
// the site's Tailwind build happened to keep. Sizes reserve each ad's space, so
// nothing moves when an ad arrives. The sidebar slot shows only where the page
// has a sidebar (guides and situation pages from 1024 px); below that it is
// display:none, which AdSense documents as the way to leave a responsive slot unfilled.
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
.site-ad--sidebar{padding:0;margin:2rem 0 0}
.site-ad--sidebar .site-ad__box{width:300px;height:250px}
.site-ad--in-content{padding:0;margin:2rem 0}
.site-ad--in-content .site-ad__box{width:100%;max-width:728px;height:250px}
@media (max-width:767.98px){.site-ad--header{display:none}}
@media (min-width:768px){.site-ad--mobile{display:none}}
@media (max-width:1023.98px){.site-ad--sidebar{display:none}}
@media (min-width:1024px){[data-ad-sidebar-grid]:has(.site-ad--sidebar){grid-template-columns:300px minmax(0,1fr)}}
.site-consent{background:#0b2a3f;color:#fff;border-bottom:4px solid #ffdd00}
.site-consent[hidden],.site-consent [hidden]{display:none}
.site-consent__inner{max-width:80rem;margin:0 auto;padding:1rem;display:flex;flex-wrap:wrap;gap:.75rem 1.5rem;align-items:center;justify-content:space-between}
.site-consent__text{margin:0;max-width:48rem;line-height:1.5}
.site-consent__text:focus{outline:3px solid #ffdd00;outline-offset:2px}
.site-consent a{color:#fff;text-decoration:underline}
.site-consent__actions,.site-cookie-settings__actions{display:flex;flex-wrap:wrap;gap:.75rem}
.site-consent button,.site-cookie-settings button{min-height:44px;padding:.5rem 1.25rem;border-radius:.375rem;font-weight:600;font-size:1rem;cursor:pointer;border:2px solid #fff}
.site-consent button[data-choice=granted]{background:#ffdd00;color:#0b0c0c;border-color:#ffdd00}
.site-consent button[data-choice=denied],.site-consent button[data-consent-hide]{background:transparent;color:#fff}
.site-cookie-settings[hidden]{display:none}
.site-cookie-settings{margin:1rem 0;padding:1rem 1.25rem;border:2px solid #154a6d;border-radius:.5rem;background:#eef6fb}
.site-cookie-settings__state{margin:0 0 .75rem;font-weight:600}
.site-cookie-settings button{border-color:#154a6d;background:#fff;color:#154a6d}
.site-cookie-settings button[data-choice=granted]{background:#154a6d;color:#fff}
</style>`;

/** The emergency banner region, or '' when there is no message. */
export function bannerHtml(message: string): string {
  const text = message.trim();
  if (!text) return '';
  const body = escapeHtml(text).replace(/\n+/g, '<br>');
  const t = serverSiteMessages.get();
  return `<div class="site-banner" role="region" aria-label="${escapeHtml(t.bannerLabel)}" data-site-banner><div class="site-banner__inner"><strong class="site-banner__label">${escapeHtml(t.bannerPrefix)}</strong><p class="site-banner__text">${body}</p></div></div>`;
}

/** Ad places with their sizes (docs/product.md §2 Advertising, §9 ad sizes). */
export type AdPlace = 'header' | 'mobile' | 'sidebar' | 'in-content';
const AD_LABELS = { header: 'adHeader', mobile: 'adMobile', sidebar: 'adSidebar', 'in-content': 'adInContent' } as const satisfies Record<AdPlace, string>;

/** One reserved ad slot. */
export function adSlotHtml(place: AdPlace, client: string): string {
  const publisher = client.startsWith('ca-') ? client : `ca-${client}`;
  const t = serverSiteMessages.get();
  return `<aside class="site-ad site-ad--${place}" aria-label="${escapeHtml(t[AD_LABELS[place]])}" data-pagefind-ignore><p class="site-ad__label" aria-hidden="true">${escapeHtml(t.advertisement)}</p><ins class="adsbygoogle site-ad__box" data-ad-client="${escapeHtml(publisher)}" data-ad-format="${place === 'in-content' ? 'fluid' : 'auto'}"></ins></aside>`;
}

/** What the settings switch on for a page, decided once per request. */
export interface PageFeatures {
  banner: string;
  analyticsId: string | null;
  adsClient: string | null;
  ads: Record<AdPlace, boolean>;
  /** Ads wait for consent too (the admin's GDPR consent setting). Analytics always waits. */
  adsNeedConsent: boolean;
}

/** Decide, from the settings, what a page at `pathname` carries. */
export function pageFeatures(settings: SiteSettings, pathname: string): PageFeatures {
  const admin = isAdminPath(pathname);
  const analyticsId = !admin && settings.analytics_tracking_enabled && ANALYTICS_ID_PATTERN.test(settings.google_analytics_id) ? settings.google_analytics_id : null;
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
    adsNeedConsent: settings.gdpr_consent_enabled,
  };
}

/** The publisher ID as the ad script wants it, when any slot is on. */
function adsPublisher(f: PageFeatures): string | null {
  if (!f.adsClient || !Object.values(f.ads).some(Boolean)) return null;
  return f.adsClient.startsWith('ca-') ? f.adsClient : `ca-${f.adsClient}`;
}

/** The sentence asking the visitor to accept what needs consent, or '' when nothing needs asking. */
function consentAsk(f: PageFeatures): string {
  const askAds = Boolean(adsPublisher(f)) && f.adsNeedConsent;
  const t = serverSiteMessages.get();
  if (f.analyticsId) return askAds ? t.askBoth : t.askAnalytics;
  return askAds ? t.askAds : '';
}

/**
 * The cookie banner: shown by the loader when something needs consent and the
 * visitor has not chosen. After a choice it says what was chosen and where to
 * change it, and that message takes focus (the GOV.UK cookie banner pattern).
 */
export function consentBannerHtml(f: PageFeatures): string {
  const ask = consentAsk(f);
  if (!ask) return '';
  const t = serverSiteMessages.get();
  const chosen = sentenceHtml(t.chosen, { result: () => '<span data-consent-result></span>', settings: (words) => `<a href="/cookies#cookie-settings">${words}</a>` });
  return `<div class="site-consent" role="region" aria-label="${escapeHtml(t.cookieChoices)}" hidden data-site-consent><div class="site-consent__inner" data-consent-ask><p class="site-consent__text">${escapeHtml(ask)} ${escapeHtml(t.onlyIfAccepted)} <a href="/cookies">${escapeHtml(t.howWeUseCookies)}</a></p>${choiceButtons()}</div><div class="site-consent__inner" data-consent-done hidden><p class="site-consent__text" tabindex="-1">${chosen}</p><div class="site-consent__actions"><button type="button" data-consent-hide>${escapeHtml(t.hide)}</button></div></div></div>`;
}

/** The two buttons the consent loader listens to, in the banner or on /cookies (`prefix`: the class of their row). */
function choiceButtons(prefix = 'site-consent'): string {
  const t = serverSiteMessages.get();
  return `<div class="${prefix}__actions"><button type="button" data-choice="granted">${escapeHtml(t.accept)}</button><button type="button" data-choice="denied">${escapeHtml(t.reject)}</button></div>`;
}

/** The settings part of /cookies: the current choice and buttons to change it, or why there is nothing to choose. */
export function cookieSettingsHtml(f: PageFeatures): string {
  const ask = consentAsk(f);
  const t = serverSiteMessages.get();
  if (!ask) return `<p class="site-cookie-settings__none">${escapeHtml(f.analyticsId || adsPublisher(f) ? t.nothingToChooseAds : t.nothingToChooseOff)}</p>`;
  return `<div class="site-cookie-settings" data-site-cookie-settings hidden><p class="site-cookie-settings__state" data-consent-state role="status"></p><p>${escapeHtml(ask)}</p>${choiceButtons('site-cookie-settings')}</div><noscript><p>${escapeHtml(t.noScript)}</p></noscript>`;
}

/** The consent and analytics loader (consent-loader.js), for the end of <body>, with the IDs it reads. */
function loaderHtml(f: PageFeatures): string {
  const adsClient = adsPublisher(f);
  if (!f.analyticsId && !adsClient) return '';
  const attrs = [
    f.analyticsId ? `${ANALYTICS_MARKER}="${escapeHtml(f.analyticsId)}"` : '',
    adsClient ? `${ADS_MARKER}="${escapeHtml(adsClient)}"` : '',
    adsClient && f.adsNeedConsent ? 'data-consent="required"' : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<script ${attrs}>${CONSENT_LOADER}</script>`;
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
      const consent = consentBannerHtml(f);
      const end = loaderHtml(f);
      const settingsPart = html.includes(MARKERS.cookieSettings) ? cookieSettingsHtml(f) : '';
      // The cookie settings buttons exist only alongside the loader, so `end` covers their styles.
      const needsStyles = Boolean(f.banner || topAds || end || consent || f.ads.sidebar || f.ads['in-content']);
      let out = html;
      out = out.replace(MARKERS.head, needsStyles ? STYLES : '');
      // The cookie banner goes first in <body> (before the skip link, as GOV.UK
      // places it), in the flow of the page, so it never covers what has focus.
      if (out.includes(MARKERS.consent)) out = out.replace(MARKERS.consent, consent);
      else out = out.replace(MARKERS.banner, consent + MARKERS.banner);
      out = out.replace(MARKERS.banner, f.banner + topAds);
      out = out.replace(MARKERS.adSidebar, f.ads.sidebar ? adSlotHtml('sidebar', f.adsClient!) : '');
      out = out.replace(MARKERS.adInContent, f.ads['in-content'] ? adSlotHtml('in-content', f.adsClient!) : '');
      out = out.replace(MARKERS.cookieSettings, settingsPart);
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
  const helplines = [...ADVICE_LINES, ...DEPARTMENT_LINES]
    .map((l) => `<li>${escapeHtml(helplineName(l))}: <a class="link" href="${escapeHtml(l.href)}">${escapeHtml(l.number)}</a></li>`)
    .join('');
  const t = serverPageMessages.get();
  const main = `<div class="mx-auto max-w-3xl px-4 py-16"><h1 class="text-3xl font-bold text-slate-900">${escapeHtml(t.maintenanceTitle)}</h1><p class="mt-4 text-lg text-slate-700">${escapeHtml(t.maintenanceText)}</p><h2 class="mt-10 text-xl font-bold text-slate-900">${escapeHtml(t.helpNow)}</h2><ul class="mt-3 space-y-2 text-lg">${helplines}</ul></div>`;
  const title = escapeHtml(t.pageTitle({ title: t.maintenanceTitle }));
  if (shell && /<main\b[^>]*>[\s\S]*<\/main>/.test(shell)) {
    return shell
      .replace(/<title>[\s\S]*?<\/title>/, `<title>${title}</title>`)
      .replace(/(<main\b[^>]*>)[\s\S]*(<\/main>)/, (_m, open: string, close: string) => `${open}${main}${close}`);
  }
  return `<!doctype html><html lang="${tagOf(language.get())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><title>${title}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b0c0c}a{color:#154a6d}</style></head><body><main>${main}</main></body></html>`;
}
