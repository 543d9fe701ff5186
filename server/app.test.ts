/**
 * The foundation, through app.request on a temporary database and a tiny
 * fixture site: health, API 404s, static files with compression and caching,
 * the 404 page, redirects, hostile paths, security headers, and the settings
 * that reach every page (banner, maintenance, analytics, ads).
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import zlib from 'node:zlib';
import { REDIRECTS } from '../src/lib/redirects.ts';
import { makeTestApp, jsonInit, CROSS_SITE, ORIGIN } from './test-helpers.ts';
import { inlineScriptHashes } from './html/csp.ts';

let w: ReturnType<typeof makeTestApp>;
beforeEach(() => {
  w = makeTestApp();
});
afterEach(() => w.cleanup());

function setSetting(key: string, value: string) {
  w.db.prepare('UPDATE admin_settings SET setting_value = ? WHERE setting_key = ?').run(value, key);
}

describe('API basics', () => {
  test('GET /api/health answers 200 ok', async () => {
    const res = await w.app.request('/api/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  test('an unknown /api path is a JSON 404', async () => {
    for (const [path, init] of [
      ['/api/nothing-here', undefined],
      ['/api/admin-typo', undefined],
      ['/api/nothing', jsonInit('POST', {})],
    ] as const) {
      const res = await w.app.request(path, init);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(await res.json()).toEqual({ error: 'Not found' });
    }
  });
});

describe('static site', () => {
  test('assets under /_astro are compressed and cached for a year, immutable', async () => {
    const br = await w.app.request('/_astro/app.abc123.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(br.status).toBe(200);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(br.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(br.headers.get('content-type')).toMatch(/text\/javascript/);
    const text = zlib.brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString();
    expect(text).toContain('console.log');

    const gz = await w.app.request('/_astro/site.abc123.css', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(zlib.gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toContain('body{color');

    const plain = await w.app.request('/_astro/site.abc123.css');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toContain('body{color');
  });

  test('HTML pages must be revalidated (no-cache) and carry the current year', async () => {
    const res = await w.app.request('/guides/universal-credit');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<span data-current-year>2025</span>');
  });

  test('the service worker is revalidated on every visit, may control the whole site and carries its own CSP', async () => {
    const res = await w.app.request('/sw.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/javascript/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('service-worker-allowed')).toBe('/');
    // What the worker fetches (pages, files, rates) is on this origin: connect-src 'self', not the default 'none'.
    expect(res.headers.get('content-security-policy')).toMatch(/(^|; )connect-src 'self'(;|$)/);
    expect(res.headers.get('content-security-policy')).toMatch(/(^|; )script-src 'self'(;|$)/);
    // Other scripts keep their hour and the locked-down default.
    const other = await w.app.request('/_astro/app.abc123.js');
    expect(other.headers.get('service-worker-allowed')).toBeNull();
    expect(other.headers.get('content-security-policy')).toMatch(/^default-src 'none'/);
  });

  test('a matching ETag answers 304 with no body', async () => {
    const first = await w.app.request('/', { headers: { 'Accept-Encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+-br"$/);
    const again = await w.app.request('/', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await w.app.request('/', { headers: { 'If-None-Match': '"something-else"' } });
    expect(other.status).toBe(200);
  });

  test('an unknown page answers 404 with the site page and logs the path', async () => {
    const res = await w.app.request('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toContain('Oops! Page not found');
    expect(w.logger.lines.some((l) => l.includes('404') && l.includes('/no-such-page'))).toBe(true);
  });

  test('the 404 page is compressed like any page', async () => {
    const res = await w.app.request('/no-such-page', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(zlib.brotliDecompressSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Oops! Page not found');
    const gz = await w.app.request('/%2e%2e%2fx', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gz.status).toBe(404);
    expect(gz.headers.get('content-encoding')).toBe('gzip');
  });

  test('every footer redirect answers 301 to its page', async () => {
    for (const [from, to] of Object.entries(REDIRECTS)) {
      const res = await w.app.request(from);
      expect(res.status, from).toBe(301);
      expect(res.headers.get('location')).toBe(to);
    }
  });

  test('a trailing slash redirects 301 to the address without it, keeping the query', async () => {
    const res = await w.app.request('/guides/universal-credit/?a=1');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/guides/universal-credit?a=1');
  });

  test('the trailing-slash redirect only ever points at a path on this site', async () => {
    const cases: Array<[string, string]> = [
      ['//evil.example/x/', '/evil.example/x'],
      ['///evil.example/', '/evil.example'],
      ['/\\evil.example/x/', '/evil.example/x'],
      ['/%09/evil.example/x/', '/%09/evil.example/x'],
      ['//', '/'],
      ['//?next=1', '/?next=1'],
    ];
    for (const [path, location] of cases) {
      const res = await w.app.request(`http://localhost${path}`);
      expect(res.status, path).toBe(301);
      expect(res.headers.get('location'), path).toBe(location);
      expect(new URL(res.headers.get('location')!, ORIGIN).origin, path).toBe(ORIGIN);
    }
  });

  test('the quick check tidies empty answers with a 302', async () => {
    const res = await w.app.request('/benefits-checker?age=&employment=student&children=&housing=');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/benefits-checker?employment=student');
  });

  test.each([
    ['/..%2f..%2fetc/passwd'],
    ['/%2e%2e/%2e%2e/etc/passwd'],
    ['/_astro/%2e%2e/%2e%2e/package.json'],
    ['/guides%2funiversal-credit'],
    ['/index.html%00.js'],
    ['/..\\..\\etc\\passwd'],
    ['/%5c..%5cetc%5cpasswd'],
  ])('%s never leaves the site folder', async (path) => {
    const res = await w.app.request(path);
    expect([400, 404]).toContain(res.status);
    const body = await res.text();
    expect(body).not.toContain('root:');
    expect(body).not.toContain('"dependencies"');
  });

  test('a raw ../ in the path is refused too', async () => {
    const res = await w.app.fetch(new Request('http://localhost/../../etc/passwd'));
    expect([400, 404]).toContain(res.status);
    expect(await res.text()).not.toContain('root:');
  });

  test('a malformed escape is a 400, not a crash', async () => {
    const res = await w.app.request('/guides/%E0%A4%A');
    expect(res.status).toBe(400);
    const query = await w.app.request('/?q=%E0%A4%A');
    expect(query.status).toBe(400);
  });

  test('a 5,000-character address is a 414', async () => {
    const res = await w.app.request('/' + 'a'.repeat(5000));
    expect(res.status).toBe(414);
    const api = await w.app.request('/api/rates?x=' + 'a'.repeat(5000));
    expect(api.status).toBe(414);
  });
});

describe('security headers', () => {
  test('every response carries the basic headers; HTML has a hashed-script CSP', async () => {
    const res = await w.app.request('/');
    const html = await res.text();
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    for (const hash of inlineScriptHashes(html)) expect(csp).toContain(hash);
    expect(inlineScriptHashes(html)).toHaveLength(1);
  });

  test('JSON and assets get a locked-down default CSP', async () => {
    const res = await w.app.request('/api/health');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(res.headers.get('x-frame-options')).toBe('DENY');
  });

  test('HSTS is sent for one year when asked (outside development) and not otherwise', async () => {
    expect((await w.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const prod = makeTestApp({ hsts: true });
    try {
      const res = await prod.app.request('/');
      expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    } finally {
      prod.cleanup();
    }
  });

  test('a cross-site POST is refused with 403 before any route runs', async () => {
    const cross = await w.app.request('/api/contact', jsonInit('POST', { name: 'A', email: 'a@example.org', subject: 'general', message: 'hi' }, CROSS_SITE));
    expect(cross.status).toBe(403);
    expect((await cross.json()).error).toMatch(/another site/);
    expect(w.db.prepare('SELECT count(*) AS n FROM contact_submissions').get()).toEqual({ n: 0 });
  });

  test("Origin is compared with the configured host names, never with the request's Host (DNS rebinding)", async () => {
    const message = { name: 'A', email: 'a@example.org', subject: 'general', message: 'hi' };
    const send = (app: { request: typeof w.app.request }, url: string, headers: Record<string, string>) =>
      app.request(url, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(message) });
    // The probe of the issue: Host and Origin both evil.example, and a browser on a rebound name says same-origin.
    const rebound = await send(w.app, 'http://evil.example/api/contact', { Host: 'evil.example', Origin: 'http://evil.example', 'Sec-Fetch-Site': 'same-origin' });
    expect(rebound.status).toBe(403);
    const noFetchMetadata = await send(w.app, 'http://evil.example/api/contact', { Host: 'evil.example', Origin: 'http://evil.example' });
    expect(noFetchMetadata.status).toBe(403);
    // Default: the loopback names on any port (npm start on localhost:4321, the e2e server on 127.0.0.1) and the public address.
    expect((await send(w.app, 'http://localhost:4321/api/contact', { Origin: 'http://localhost:4321' })).status).toBe(201);
    expect((await send(w.app, 'http://127.0.0.1:4411/api/contact', { Origin: 'http://127.0.0.1:4411', 'Sec-Fetch-Site': 'same-origin' })).status).toBe(201);
    expect((await send(w.app, 'http://x/api/contact', { Origin: 'https://ukbenefitscalculator.org.uk' })).status).toBe(201);

    const { createApp } = await import('./app.ts');
    const { siteHosts } = await import('./http.ts');
    const configured = createApp({
      db: w.db,
      distDir: w.distDir,
      logger: w.logger,
      isProduction: false,
      allowedHosts: siteHosts('https://benefits.example.org', 'www.benefits.example.org, admin.example.org:8443'),
    });
    expect((await send(configured, 'http://10.0.0.5/api/contact', { Origin: 'https://benefits.example.org' })).status).toBe(201);
    expect((await send(configured, 'http://10.0.0.5/api/contact', { Origin: 'https://www.benefits.example.org' })).status).toBe(201);
    expect((await send(configured, 'http://10.0.0.5/api/contact', { Origin: 'https://admin.example.org:8443' })).status).toBe(201);
    expect((await send(configured, 'http://10.0.0.5/api/contact', { Origin: 'https://admin.example.org:9000' })).status).toBe(403);
    expect((await send(configured, 'http://ukbenefitscalculator.org.uk/api/contact', { Origin: 'https://ukbenefitscalculator.org.uk' })).status).toBe(403);
  });

  test('SITE_URL and ALLOWED_HOSTS are read once; a bad value stops start-up with a sentence', async () => {
    const { parseEnv } = await import('./env.ts');
    expect(parseEnv({ SITE_URL: 'https://Benefits.Example.org/', ALLOWED_HOSTS: 'a.example.org,b.example.org:8080' }).siteHosts).toEqual([
      'benefits.example.org',
      'a.example.org',
      'b.example.org:8080',
      'localhost',
      '127.0.0.1',
      '[::1]',
    ]);
    expect(parseEnv({}).siteHosts).toEqual(['ukbenefitscalculator.org.uk', 'localhost', '127.0.0.1', '[::1]']);
    expect(() => parseEnv({ ALLOWED_HOSTS: 'https://a.example.org/x' })).toThrow(/ALLOWED_HOSTS: "https:\/\/a.example.org\/x" is not a host name/);
    expect(() => parseEnv({ SITE_URL: 'example.org' })).toThrow(/SITE_URL must be an absolute address/);
  });

  test('an error in a handler is logged and answered with a generic 500', async () => {
    const { createApp } = await import('./app.ts');
    const broken = createApp({
      db: w.db,
      distDir: w.distDir,
      logger: w.logger,
      isProduction: false,
      htmlTransforms: [
        () => {
          throw new Error('kaboom secret detail');
        },
      ],
    });
    const res = await broken.request('/');
    expect(res.status).toBe(500);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const body = await res.text();
    expect(body).not.toContain('kaboom');
    expect(w.logger.lines.some((l) => l.includes('unhandled error') && l.includes('kaboom'))).toBe(true);
  });
});

describe('settings reach the pages', () => {
  test('the emergency banner appears, escaped, on every page and goes away when cleared', async () => {
    setSetting('emergency_banner_message', 'Phone lines closed <script>alert(1)</script> & "today"');
    for (const path of ['/', '/guides/universal-credit', '/contact', '/no-such-page']) {
      const html = await (await w.app.request(path)).text();
      expect(html, path).toContain('aria-label="Important notice"');
      expect(html, path).toContain('Phone lines closed &#60;script&#62;alert(1)&#60;/script&#62; &#38; &#34;today&#34;');
      expect(html, path).not.toContain('<script>alert(1)</script>');
    }
    setSetting('emergency_banner_message', '');
    expect(await (await w.app.request('/')).text()).not.toContain('Important notice');
  });

  test('a banner change is seen within the settings cache time', async () => {
    const cached = makeTestApp({ settingsCacheMs: 1000 });
    try {
      expect(await (await cached.app.request('/')).text()).not.toContain('data-site-banner');
      cached.db.prepare("UPDATE admin_settings SET setting_value = 'Hello' WHERE setting_key = 'emergency_banner_message'").run();
      cached.clock.advance(1001);
      expect(await (await cached.app.request('/')).text()).toContain('data-site-banner');
    } finally {
      cached.cleanup();
    }
  });

  test('maintenance mode: public pages 503 with Retry-After; admin, API and assets stay open', async () => {
    setSetting('maintenance_mode', 'true');
    for (const path of ['/', '/guides/universal-credit', '/contact', '/no-such-page']) {
      const res = await w.app.request(path);
      expect(res.status, path).toBe(503);
      expect(res.headers.get('retry-after')).toBe('600');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const html = await res.text();
      expect(html).toContain('Sorry, the site is down for maintenance');
      expect(html).toContain('0800 144 8848');
      expect(html).toContain('Site header'); // the site's own shell
    }
    expect((await w.app.request('/admin')).status).toBe(200);
    expect((await w.app.request('/api/health')).status).toBe(200);
    expect((await w.app.request('/api/rates')).status).toBe(200);
    expect((await w.app.request('/_astro/app.abc123.js')).status).toBe(200);
    expect((await w.app.request('/favicon.svg')).status).toBe(200);
    // The no-JavaScript contact post is a public page too.
    const post = await w.app.request('/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://localhost' },
      body: 'name=A&email=a%40example.org&subject=general&message=Hi',
    });
    expect(post.status).toBe(503);
    setSetting('maintenance_mode', 'false');
    expect((await w.app.request('/')).status).toBe(200);
  });

  test('analytics markup only when switched on with a valid ID, always with the consent banner (PECR reg. 6)', async () => {
    setSetting('google_analytics_id', 'G-ABC123XYZ');
    expect(await (await w.app.request('/')).text()).not.toContain('data-site-analytics');
    setSetting('analytics_tracking_enabled', 'true');
    let res = await w.app.request('/');
    let html = await res.text();
    expect(html).toContain('data-site-analytics="G-ABC123XYZ"');
    // GDPR consent is off, and analytics still waits for the visitor's choice.
    expect(html).toContain('aria-label="Cookie choices"');
    expect(html).toContain('analytics cookies');
    expect(res.headers.get('content-security-policy')).toContain('https://www.googletagmanager.com');
    for (const hash of inlineScriptHashes(html)) expect(res.headers.get('content-security-policy')).toContain(hash);

    setSetting('gdpr_consent_enabled', 'true');
    html = await (await w.app.request('/')).text();
    expect(html).toContain('aria-label="Cookie choices"');

    // Never on the admin page.
    expect(await (await w.app.request('/admin')).text()).not.toContain('data-site-analytics');

    // A malformed ID emits nothing.
    setSetting('google_analytics_id', 'G-');
    res = await w.app.request('/');
    expect(await res.text()).not.toContain('data-site-analytics');
    expect(res.headers.get('content-security-policy')).not.toContain('googletagmanager');
  });

  test('ad slots only with the master switch, an ID and the slot switch; sized boxes', async () => {
    setSetting('google_adsense_id', 'ca-pub-1234567890123456');
    for (const slot of ['header_banner_enabled', 'mobile_banner_enabled', 'in_content_ads_enabled']) setSetting(slot, 'true');
    expect(await (await w.app.request('/')).text()).not.toContain('adsbygoogle');
    setSetting('ad_serving_enabled', 'true');
    const res = await w.app.request('/guides/universal-credit');
    const html = await res.text();
    for (const slot of ['site-ad--header', 'site-ad--mobile', 'site-ad--in-content']) expect(html).toContain(slot);
    expect(html).not.toContain('class="site-ad site-ad--sidebar"');
    expect(html).toContain('.site-ad--header .site-ad__box{width:728px;height:90px}');
    expect(html).toContain('data-site-ads="ca-pub-1234567890123456"');
    expect(res.headers.get('content-security-policy')).toContain('https://pagead2.googlesyndication.com');
    expect(await (await w.app.request('/admin')).text()).not.toContain('adsbygoogle');
  });
});
