/**
 * The consent and analytics loader: the one inline script the server writes at the end of every
 * public page's <body> while analytics or ads are on (server/html/site-transforms.ts). This is its
 * source; what pages carry is this file minified, in consent-loader.generated.ts, which
 * `node scripts/consent-loader.mjs` writes (consent-loader.test.ts fails when the two differ).
 * Its text never changes with the settings (the IDs travel in data attributes), so the hash that
 * the page's Content-Security-Policy allows (server/html/csp.ts) is stable.
 *
 * Google Analytics always waits for the visitor's consent: its cookies are not strictly
 * necessary, so the Privacy and Electronic Communications Regulations 2003 (regulation 6) need
 * consent before they are set. Ads wait too while the admin's consent setting is on
 * (data-consent="required"). The same choice drives the banner and the settings on /cookies;
 * rejecting after accepting sets Google's documented opt-out flag and deletes the Google cookies.
 *
 * Written for every browser the site supports without a build step: `var`, no arrow functions.
 */
(function () {
  var doc = document;
  var settings = doc.currentScript.dataset;
  var analyticsId = settings.siteAnalytics;
  var adsClient = settings.siteAds;
  var adsNeedConsent = settings.consent === 'required';
  /** Where the visitor's choice is kept: 'granted' or 'denied', nothing before they choose. */
  var CHOICE_KEY = 'ubc-consent';
  /** What has been loaded on this page, so nothing loads twice. */
  var loaded = {};

  /** The stored choice, or null (none yet, or storage blocked). */
  function storedChoice() {
    try {
      return localStorage.getItem(CHOICE_KEY);
    } catch (e) {
      return null;
    }
  }

  function rememberChoice(choice) {
    try {
      localStorage.setItem(CHOICE_KEY, choice);
    } catch (e) {
      // Storage blocked: the choice holds for this page only.
    }
  }

  /** Google Analytics (gtag.js), with IP anonymisation. */
  function loadAnalytics() {
    if (!analyticsId || loaded.analytics) return;
    loaded.analytics = 1;
    window['ga-disable-' + analyticsId] = false;
    window.dataLayer = window.dataLayer || [];
    window.gtag = function () {
      window.dataLayer.push(arguments);
    };
    window.gtag('js', new Date());
    window.gtag('config', analyticsId, { anonymize_ip: true });
    var script = doc.createElement('script');
    script.async = true;
    script.src = 'https://www.googletagmanager.com/gtag/js?id=' + encodeURIComponent(analyticsId);
    doc.head.appendChild(script);
  }

  /** Google AdSense: one push for each ad slot the page has, then the AdSense script. */
  function loadAds() {
    if (!adsClient || loaded.ads) return;
    loaded.ads = 1;
    var queue = (window.adsbygoogle = window.adsbygoogle || []);
    doc.querySelectorAll('ins.adsbygoogle').forEach(function () {
      queue.push({});
    });
    var script = doc.createElement('script');
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.src = 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js?client=' + encodeURIComponent(adsClient);
    doc.head.appendChild(script);
  }

  /** After a rejection: Google's opt-out flag, and the Google cookies deleted on this host and every parent domain. */
  function forgetConsent() {
    if (analyticsId) window['ga-disable-' + analyticsId] = true;
    doc.cookie.split(';').forEach(function (cookie) {
      var name = cookie.split('=')[0].trim();
      var hostParts = location.hostname.split('.');
      var isAnalytics = /^(_ga|_gid|_gat)/.test(name);
      var isAds = adsNeedConsent && /^(__gads|__gpi|__eoi)/.test(name);
      if (!(isAnalytics || isAds)) return;
      doc.cookie = name + '=;Max-Age=0;path=/';
      for (var i = 0; i < hostParts.length - 1; i++) doc.cookie = name + '=;Max-Age=0;path=/;domain=.' + hostParts.slice(i).join('.');
    });
  }

  function applyChoice(choice) {
    if (choice === 'granted') {
      loadAnalytics();
      if (adsNeedConsent) loadAds();
    } else if (choice === 'denied') forgetConsent();
  }

  /** The cookie settings on /cookies, if this page has them: shown, with the current choice in words. */
  function showSettings() {
    var panel = doc.querySelector('[data-site-cookie-settings]');
    var choice = storedChoice();
    if (!panel) return;
    panel.hidden = false;
    panel.querySelector('[data-consent-state]').textContent =
      choice === 'granted' ? 'You have accepted these cookies.' : choice === 'denied' ? 'You have rejected these cookies.' : 'You have not chosen yet.';
  }

  // Ads that need no consent (the admin's consent setting is off) load at once.
  if (adsClient && !adsNeedConsent) loadAds();
  var choice = storedChoice();
  var banner = doc.querySelector('[data-site-consent]');
  applyChoice(choice);
  showSettings();
  // The banner asks only while there is something to ask about and no choice yet.
  if (banner && choice !== 'granted' && choice !== 'denied' && (analyticsId || (adsClient && adsNeedConsent))) banner.hidden = false;

  // One listener for the banner's and the settings' buttons.
  doc.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('button[data-choice],button[data-consent-hide]');
    if (!button) return;
    if (button.hasAttribute('data-consent-hide')) {
      // "Hide this message": the banner goes, and focus moves to the page's main content.
      banner.hidden = true;
      var main = doc.getElementById('main-content');
      if (main) main.focus();
      return;
    }
    var picked = button.getAttribute('data-choice');
    rememberChoice(picked);
    applyChoice(picked);
    showSettings();
    if (banner && !banner.hidden && banner.contains(button)) {
      // Chosen in the banner: it says what was chosen, and takes focus so screen readers hear it.
      banner.querySelector('[data-consent-ask]').hidden = true;
      var done = banner.querySelector('[data-consent-done]');
      done.hidden = false;
      done.querySelector('[data-consent-result]').textContent = picked === 'granted' ? 'You have accepted' : 'You have rejected';
      done.querySelector('p').focus();
    } else if (banner) banner.hidden = true;
  });
})();
