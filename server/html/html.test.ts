/** The CSP builder, the settings transforms and the shared contact form markup. */
import { describe, expect, test } from 'vitest';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { contentSecurityPolicy, inlineScriptHashes } from './csp.ts';
import { CONSENT_LOADER } from './consent-loader.generated.ts';
import { bannerHtml, createSettingsTransforms, maintenanceHtml, MARKERS, pageFeatures } from './site-transforms.ts';
import { toSiteSettings } from '../settings.ts';
import type { SiteSettings } from '../../src/lib/api-types.ts';
import { renderContactForm, validateContact } from '../../src/lib/contact.ts';

const LOADER_SOURCE = fs.readFileSync(new URL('./consent-loader.js', import.meta.url), 'utf8');
const sha = (s: string) => `'sha256-${crypto.createHash('sha256').update(s).digest('base64')}'`;

describe('CSP', () => {
  test('hashes each inline script exactly, skipping external and JSON scripts', () => {
    const html =
      '<script>a()</script><script type="module">b()</script><script src="/_astro/x.js"></script><script type="application/ld+json">{"a":1}</script><script>a()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('b()')]);
    const csp = contentSecurityPolicy(html);
    expect(csp).toContain(`script-src 'self' 'wasm-unsafe-eval' ${sha('a()')} ${sha('b()')}`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('googletagmanager');
  });
});

describe('settings transforms', () => {
  test('the banner escapes text and keeps line breaks', () => {
    expect(bannerHtml('')).toBe('');
    expect(bannerHtml('  ')).toBe('');
    const html = bannerHtml('A <b>bold</b> claim\nSecond line');
    expect(html).toContain('A &#60;b&#62;bold&#60;/b&#62; claim<br>Second line');
    expect(html).toContain('role="region"');
  });

  test('features need both the switch and a well-formed ID', () => {
    const base = toSiteSettings([]);
    expect(pageFeatures({ ...base, analytics_tracking_enabled: true, google_analytics_id: 'UA-123' }, '/').analyticsId).toBeNull();
    expect(pageFeatures({ ...base, analytics_tracking_enabled: true, google_analytics_id: 'G-ABCDE12345' }, '/').analyticsId).toBe('G-ABCDE12345');
    expect(pageFeatures({ ...base, analytics_tracking_enabled: true, google_analytics_id: 'G-ABCDE12345' }, '/admin').analyticsId).toBeNull();
    const ads = pageFeatures({ ...base, ad_serving_enabled: true, google_adsense_id: 'pub-1234567890123456', sidebar_ads_enabled: true }, '/');
    expect(ads.ads).toEqual({ header: false, mobile: false, sidebar: true, 'in-content': false });
  });

  const shell = `<html><head>${MARKERS.head}</head><body>${MARKERS.consent}<a href="#main-content">Skip</a><header></header>${MARKERS.banner}<main id="main-content"><div data-ad-sidebar-grid><div>${MARKERS.adSidebar}</div><article><h2>A</h2>${MARKERS.adInContent}<h2>B</h2>${MARKERS.cookieSettings}</article></div></main>${MARKERS.bodyEnd}</body></html>`;
  const render = (settings: Partial<SiteSettings>, pathname = '/guides/universal-credit') =>
    createSettingsTransforms(() => ({ ...toSiteSettings([]), ...settings }))[0]!(shell, { pathname });
  const analytics = { analytics_tracking_enabled: true, google_analytics_id: 'G-ABCDE12345' };
  const ads = { ad_serving_enabled: true, google_adsense_id: 'pub-1234567890123456', sidebar_ads_enabled: true, in_content_ads_enabled: true };

  test('with everything off, every marker is removed and nothing is added', () => {
    const html = render({});
    expect(html).not.toContain('<!--site-');
    expect(html).not.toContain('<style');
    expect(html).not.toContain('<script');
    expect(html).toContain('there is nothing to choose');
  });

  test('analytics always asks first, whatever the GDPR consent setting (PECR reg. 6)', () => {
    for (const gdpr_consent_enabled of [false, true]) {
      const html = render({ ...analytics, gdpr_consent_enabled });
      // The banner comes first in <body>, before the skip link, in the flow of the page.
      expect(html.indexOf('aria-label="Cookie choices"')).toBeLessThan(html.indexOf('Skip'));
      expect(html).toContain('We would like to use analytics cookies');
      expect(html).toContain('data-site-analytics="G-ABCDE12345"');
      expect(html).toContain('data-site-cookie-settings');
      // The loader (consent-loader.js, served minified: consent-loader.test.ts) loads Google
      // Analytics only from the consent path.
      expect(/<script[^>]*>([\s\S]*?)<\/script>/.exec(html)![1]).toBe(CONSENT_LOADER);
      expect(inlineScriptHashes(html)).toEqual([sha(CONSENT_LOADER)]);
      expect(LOADER_SOURCE).toMatch(/function applyChoice\(choice\) \{\n\s+if \(choice === 'granted'\) \{\n\s+loadAnalytics\(\);/);
      expect(LOADER_SOURCE.match(/(?<!function )loadAnalytics\(\)/g)).toHaveLength(1);
    }
  });

  test('ads wait for consent while GDPR consent is on, and load at once while it is off', () => {
    const asked = render({ ...ads, gdpr_consent_enabled: true });
    expect(asked).toContain('data-consent="required"');
    expect(asked).toContain('We would like to use advertising cookies');
    const unasked = render({ ...ads, gdpr_consent_enabled: false });
    expect(unasked).not.toContain('data-consent="required"');
    expect(unasked).not.toContain('aria-label="Cookie choices"');
    expect(unasked).toContain('Google asks for your consent in its own message');
  });

  test('the sidebar and in-content slots fill their places with reserved sizes', () => {
    const html = render(ads);
    expect(html).toContain('<div>' + '<aside class="site-ad site-ad--sidebar" aria-label="Advertisement (sidebar)"');
    expect(html).toContain('<h2>A</h2><aside class="site-ad site-ad--in-content"');
    expect(html).toContain('.site-ad--sidebar .site-ad__box{width:300px;height:250px}');
    expect(html).toContain('.site-ad--in-content .site-ad__box{width:100%;max-width:728px;height:250px}');
    const sidebarOff = render({ ...ads, sidebar_ads_enabled: false });
    expect(sidebarOff).not.toContain('site-ad--sidebar"');
    expect(sidebarOff).toContain('site-ad--in-content"');
    expect(render(ads, '/admin')).not.toContain('adsbygoogle');
  });

  test('the maintenance page keeps the shell and replaces the main content', () => {
    const html = maintenanceHtml('<html><head><title>Old</title></head><body><header>H</header><main id="m"><p>old</p></main><footer>F</footer></body></html>');
    expect(html).toContain('<title>Sorry, the site is down for maintenance | UK Benefits Calculator</title>');
    expect(html).toContain('<header>H</header>');
    expect(html).not.toContain('<p>old</p>');
    expect(maintenanceHtml(null)).toContain('<main>');
  });

  test('the maintenance page lists Citizens Advice in each nation, numbers as tel: links', () => {
    const html = maintenanceHtml(null);
    for (const line of [
      'England: Citizens Advice Adviceline: <a class="link" href="tel:08001448848">0800 144 8848</a>',
      'Wales: Citizens Advice Advicelink: <a class="link" href="tel:08007022020">0800 702 2020</a>',
      'Scotland: Citizens Advice Scotland: <a class="link" href="tel:08000281456">0800 028 1456</a>',
      'Northern Ireland: Advice NI: <a class="link" href="tel:08009154604">0800 915 4604</a>',
      'Universal Credit helpline: <a class="link" href="tel:08003285644">0800 328 5644</a>',
    ]) {
      expect(html).toContain(line);
    }
  });
});

describe('contact form (src/lib/contact.ts)', () => {
  test('validation keeps line breaks in the message and trims every field', () => {
    const r = validateContact({ name: ' A ', email: ' a@example.org ', subject: 'general', message: ' line 1\r\nline 2 ' });
    expect(r).toEqual({ ok: true, value: { name: 'A', email: 'a@example.org', subject: 'general', message: 'line 1\nline 2' } });
  });

  test.each([['a@b'], ['a b@example.org'], ['@example.org'], ['a@example.'], ['<a@example.org>']])('%s is not an email address', (email) => {
    const r = validateContact({ name: 'A', email, subject: 'general', message: 'x' });
    expect(r.ok).toBe(false);
  });

  test('markup: labels tie to fields; error state adds summary, messages and aria-invalid; no required attributes', () => {
    const clean = renderContactForm();
    expect(clean).toContain('novalidate');
    expect(clean).not.toMatch(/\brequired\b/);
    for (const id of ['contact-name', 'contact-email', 'contact-subject', 'contact-message']) {
      expect(clean).toContain(`for="${id}"`);
      expect(clean).toContain(`id="${id}"`);
    }
    expect(clean).toContain('rows="5"');
    expect(clean).toContain('>Send Message</button>');
    const sending = renderContactForm({ status: 'sending' });
    expect(sending).toContain('>Sending...</button>');
    const errors = renderContactForm({ values: { name: '' }, errors: { name: 'Enter your name' } });
    expect(errors).toContain('There is a problem');
    expect(errors).toContain('aria-describedby="contact-name-error"');
    expect(errors).toContain('<span class="sr-only">Error:</span> Enter your name');
  });
});
