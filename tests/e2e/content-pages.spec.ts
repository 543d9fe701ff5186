/**
 * Guides, situation pages, glossary, help, about, legal pages and /rates
 * (docs/product.md §2 "Guides and content"): each page answers 200 with its heading, every contents link lands on a
 * heading, the anchors docs/product.md §2 names exist, shortcut cards go to the four
 * calculators, the page-specific blocks are there (the guide's share control: its links,
 * popup, Copy link and touch targets), no page ships a JavaScript file up front, and axe
 * finds nothing.
 */
import { test, expect, expectNoAxeViolations, hydrated, PHONE, smallTargets, onlyForBuildOfYearInForce, YEAR_IN_FORCE } from './fixtures';
import type { Page } from '@playwright/test';
import { PUBLIC_SITE_URL } from '../../src/lib/site';
import { BUILT_YEAR, builtHtml } from './site-pages';
import { TAX_YEARS, currentTaxYear, taxYearInfo } from '../../src/calc/rates';
import { rateText } from '../../src/lib/rate-words';
import { BENEFIT_GROUPS, describedRatesFor, listRates } from '../../src/calc/rates/catalogue';
import { groupLabel } from '../../src/lib/rate-words';

/** Every content page and its h1. */
const PAGES: ReadonlyArray<readonly [route: string, h1: string]> = [
  ['/guides/universal-credit', 'Universal Credit guide'],
  ['/guides/housing-benefit', 'Housing Benefit guide'],
  ['/guides/personal-independence-payment', 'Personal Independence Payment (PIP) guide'],
  ['/guides/lcw-lcwra', 'LCW and LCWRA: limited capability for work in Universal Credit'],
  ['/guides/pension-credit', 'Pension Credit guide'],
  ['/guides/scotland', 'Benefits in Scotland'],
  ['/guides/northern-ireland', 'Benefits in Northern Ireland'],
  ['/scenarios/single-parents', 'Benefits and support for single parents'],
  ['/scenarios/disability-benefits', 'Benefits if you are disabled or have a health condition'],
  ['/scenarios/unemployed', 'Benefits if you are out of work'],
  ['/scenarios/pensioners', 'Benefits and help for pensioners'],
  ['/scenarios/young-people', 'Benefits and support for young people aged 16 to 24'],
  ['/scenarios/carers', 'Benefits and support for carers'],
  ['/glossary', 'Glossary of benefit terms'],
  ['/help', 'Help and support'],
  ['/about', 'About UK Benefits Calculator'],
  ['/terms', 'Terms of service'],
  ['/privacy', 'Privacy policy'],
  ['/cookies', 'Cookies'],
  ['/disclaimer', 'Disclaimer'],
  ['/accessibility', 'Accessibility statement'],
  ['/rates', 'Rates we use'],
  ['/search', 'Search this site'],
];

/** Guide and situation pages: the common shape of docs/product.md §2. */
const ARTICLES = PAGES.map(([route]) => route).filter((r) => r.startsWith('/guides/') || r.startsWith('/scenarios/'));

/** The anchors docs/product.md §2 names, by page. */
const SPEC_ANCHORS: Record<string, string[]> = {
  '/guides/universal-credit': ['what-is-uc', 'how-much', 'how-to-claim', 'uc-and-work', 'common-problems'],
  '/guides/personal-independence-payment': [
    'what-is-pip',
    'eligibility',
    'assessment-process',
    'daily-living-activities',
    'mobility-activities',
    'evidence-gathering',
    'appeals-reviews',
  ],
  '/guides/lcw-lcwra': ['what-is-lcw', 'who-can-apply', 'how-to-apply', 'assessment-process', 'what-happens-next', 'appealing-decision'],
  '/scenarios/single-parents': [
    'universal-credit',
    'housing-support',
    'childcare-help',
    'child-maintenance',
    'back-to-work',
    'emergency-help',
    'education-support',
    'health-benefits',
  ],
};

const CALCULATOR_HREFS = ['/universal-credit', '/housing-benefit', '/council-tax-support', '/pip'];
/**
 * Pages whose shortcut cards are not the four: the pages for pensioners offer the Pension Credit
 * calculator first, beside them; the Scotland guide offers all five; the Northern Ireland guide
 * has no Council Tax Support card (Northern Ireland has rates, not Council Tax).
 */
const SHORTCUTS: Readonly<Record<string, readonly string[]>> = {
  '/guides/pension-credit': ['/pension-credit', ...CALCULATOR_HREFS],
  '/scenarios/pensioners': ['/pension-credit', ...CALCULATOR_HREFS],
  '/guides/scotland': ['/pension-credit', ...CALCULATOR_HREFS],
  '/guides/northern-ireland': ['/universal-credit', '/housing-benefit', '/pip', '/pension-credit'],
};

/** The rates page's cells by id: a row's amount cell, or an element's text. */
const cellsOf = (page: Page) =>
  page.evaluate(() => {
    const out: Record<string, string> = {};
    document.querySelectorAll('main [id]').forEach((el) => {
      out[el.id] = el.tagName === 'TR' ? (el.children[1]?.textContent ?? '') : (el.textContent ?? '');
    });
    return out;
  });
const inForce = taxYearInfo(currentTaxYear());

/** What only one page has, checked in the same visit as its heading and contents (checkPage). */
const EXTRAS: Record<string, (page: Page) => Promise<void>> = {
  // A shortcut card takes you to its calculator (last: it leaves the page).
  '/guides/universal-credit': async (page) => {
    const shortcuts = page.getByRole('region', { name: 'Work out what you could get' });
    for (const [name, href] of [
      ['Universal Credit calculator', '/universal-credit'],
      ['Housing Benefit calculator', '/housing-benefit'],
      ['Council Tax Support calculator', '/council-tax-support'],
      ['PIP calculator', '/pip'],
    ] as const) {
      await expect(shortcuts.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await shortcuts.getByRole('link', { name: 'PIP calculator' }).click();
    await expect(page).toHaveURL(/\/pip$/);
  },
  // The pensioners and carers pages link the Pension Credit guide and calculator; the guide calls to its calculator.
  '/scenarios/pensioners': (page) => linksPensionCredit(page, '/scenarios/pensioners'),
  '/scenarios/carers': async (page) => {
    await linksPensionCredit(page, '/scenarios/carers');
    // The carers page calls to action: calculate benefits and find local carer support.
    const cta = page.getByRole('region', { name: 'Calculate your benefits' });
    await expect(cta.getByRole('link', { name: 'Calculate benefits' })).toHaveAttribute('href', '/universal-credit');
    await expect(cta.getByRole('link', { name: 'Find local carer support' })).toHaveAttribute('href', /carers\.org|carersuk\.org/);
  },
  '/guides/pension-credit': async (page) => {
    const cta = page.getByRole('region', { name: 'Could you get Pension Credit?' });
    await expect(cta.getByRole('link', { name: 'Work out your Pension Credit' })).toHaveAttribute('href', '/pension-credit');
  },
  // The nation guides send people to where they claim: Social Security Scotland's pages on mygov.scot; nidirect and the Housing Executive.
  '/guides/scotland': async (page) => {
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: 'Apply for Scottish Child Payment on mygov.scot' })).toHaveAttribute('href', 'https://www.mygov.scot/scottish-child-payment');
    await expect(page.getByRole('main').locator('a[href="https://www.mygov.scot/adult-disability-payment"]').first()).toBeVisible();
    await expect(page.getByRole('main').locator('a[href="/guides/personal-independence-payment"]').first()).toBeVisible();
  },
  '/guides/northern-ireland': async (page) => {
    const steps = page.getByRole('region', { name: 'Next steps' });
    await expect(steps.getByRole('link', { name: 'Apply for Rate Rebate on nidirect' })).toHaveAttribute('href', /^https:\/\/www\.nidirect\.gov\.uk\//);
    await expect(page.getByRole('main').locator('a[href="https://www.nihe.gov.uk/housing-help/housing-benefit/local-housing-allowance"]').first()).toBeVisible();
  },
  // The disability page links the LCW and LCWRA guide.
  '/scenarios/disability-benefits': async (page) => {
    await expect(page.getByRole('main').locator('a[href="/guides/lcw-lcwra"]').first()).toBeVisible();
  },
  // The four contact cards, Citizens Advice in each nation, and three questions that open without JavaScript.
  '/help': async (page) => {
    const cards = page.getByRole('region', { name: 'Who to contact' });
    const citizensAdvice = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Citizens Advice' }) });
    for (const [name, phone, tel] of [
      ['England: Citizens Advice Adviceline', '0800 144 8848', 'tel:08001448848'],
      ['Wales: Citizens Advice Advicelink', '0800 702 2020', 'tel:08007022020'],
      ['Scotland: Citizens Advice Scotland', '0800 028 1456', 'tel:08000281456'],
      ['Northern Ireland: Advice NI', '0800 915 4604', 'tel:08009154604'],
    ] as const) {
      const line = citizensAdvice.getByRole('listitem').filter({ hasText: name });
      await expect(line.getByRole('link', { name: phone, exact: true })).toHaveAttribute('href', tel);
    }
    await expect(citizensAdvice).toContainText('Monday to Friday, 9am to 5pm');
    for (const [name, phone, hours] of [
      ['Universal Credit helpline', '0800 328 5644', 'Monday to Friday, 8am to 6pm'],
      ['Pension Credit claim line', '0800 99 1234', 'Monday to Friday, 8am to 6pm'],
    ] as const) {
      const card = cards.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
      await expect(card.getByRole('link', { name: phone })).toHaveAttribute('href', `tel:${phone.replace(/ /g, '')}`);
      await expect(card).toContainText(hours);
    }
    await expect(cards.getByRole('heading', { name: 'Your local council' })).toBeVisible();
    await expect(cards.getByRole('link', { name: /Find your local council/ })).toHaveAttribute('href', 'https://www.gov.uk/find-local-council');

    const faqs = page.getByRole('main').locator('details');
    await expect(faqs).toHaveCount(3);
    const first = faqs.first();
    await first.locator('summary').click();
    await expect(first).toHaveAttribute('open', '');
  },
  // /about describes the product and links /help.
  '/about': async (page) => {
    await expect(page.getByRole('main')).toContainText('free');
    await expect(page.getByRole('main').locator('a[href="/help"]').first()).toBeVisible();
  },
  // /terms has eight sections and gives the date its wording last changed.
  '/terms': async (page) => {
    await expect(page.locator('article h2')).toHaveCount(8);
    // The date and the year are worked out for a build of the year in force (onlyForBuildOfYearInForce).
    if (BUILT_YEAR !== YEAR_IN_FORCE) return;
    // docs/product.md §2 says January 2025; the wording changed in November 2026 when the
    // calculators moved to the rates of the chosen tax year.
    await expect(page.getByText('Last updated: November 2026')).toBeVisible();
    await expect(page.getByRole('main')).toContainText('the rules and rates of the tax year you choose (2026 to 2027 unless you pick an earlier one)');
  },
  // /privacy has the eight sections and says exactly what is and is not collected.
  '/privacy': async (page) => {
    await expect(page.locator('article h2')).toHaveCount(8);
    for (const id of ['data-we-collect', 'how-we-use-it', 'cookies-and-local-storage', 'security', 'your-rights', 'third-parties', 'changes', 'contact']) {
      await expect(page.locator(`article h2[id="${id}"]`)).toHaveCount(1);
    }
    const main = page.getByRole('main');
    for (const text of [
      'Nothing you type into a calculator, the checker or your saved calculations is ever sent to our server.',
      'GET /api/rates',
      'analytics tracking setting',
      'anonymous usage events: one when you start using it, and one when it first gives you a result',
      'which calculator it was',
      'whether it was used on a mobile device',
      'whether the calculation was completed',
      'savedCalculations',
      'loadCalculation',
      'name, email address, subject, message and the time you sent it',
      'strictly necessary session cookie',
    ]) {
      await expect(main).toContainText(text);
    }
  },
  // /accessibility names WCAG 2.2 AA and how to report a problem.
  '/accessibility': async (page) => {
    await expect(page.getByRole('main')).toContainText('WCAG) version 2.2 at level AA');
    await expect(page.getByRole('main').locator('a[href="/contact"]').first()).toBeVisible();
  },
  // /rates lists every rate of the year in force with its amount, grouped by benefit, with linked sources.
  '/rates': async (page) => {
    const main = page.getByRole('main');
    await expect(main).toContainText(`These are the figures for the ${inForce.label} tax year`);
    await expect(main).toContainText('Our administrators can correct an amount');
    const table = describedRatesFor(inForce.id);
    const groups = new Set(listRates(table).map((r) => r.benefit));
    for (const id of BENEFIT_GROUPS) {
      if (groups.has(id)) await expect(page.getByRole('heading', { level: 2, name: groupLabel(id), exact: true })).toBeVisible();
    }
    const cells = await cellsOf(page);
    const missing = listRates(table).filter((r) => !(cells[r.id] ?? '').includes(rateText(r).replace(' a week', '')));
    expect(missing.map((r) => r.id)).toEqual([]);
    // Sources are regulations and publications, linked; never sections of a specification.
    await expect(main).not.toContainText(/\bSpec \d{3}|§/);
    const source = page.locator('tr[id="pip.daily-living.standard"]').getByRole('link', { name: 'Social Security (Personal Independence Payment) Regulations 2013, reg 24' });
    await expect(source).toHaveAttribute('href', 'https://www.legislation.gov.uk/uksi/2013/377');
  },
};

/** The page links the Pension Credit guide and calculator. */
async function linksPensionCredit(page: Page, route: string) {
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Pension Credit guide' }).first(), route).toHaveAttribute('href', /^\/guides\/pension-credit(#|$)/);
  await expect(main.getByRole('link', { name: 'Pension Credit calculator' }).first(), route).toHaveAttribute('href', '/pension-credit');
}

// One visit per page: its heading, the common shape of guide and situation pages, every contents
// link, and what only that page has (EXTRAS). The pages are visited one after another in one
// browser page, in a few tests so that the workers share them. (axe, the shell and the status run
// over every built route at two widths in foundation.spec.ts.)
async function checkPage(page: Page, route: string, h1: string) {
  const article = ARTICLES.includes(route);
  const response = await page.goto(route);
  expect(response?.status(), route).toBe(200);
  await expect(page.getByRole('heading', { level: 1 }), route).toHaveText(h1);
  await expect(page.locator('h1'), route).toHaveCount(1);

  if (article) {
    await expect(page.getByRole('list', { name: 'Topics' }).getByRole('listitem').first()).toBeVisible();
    const shortcuts = page.getByRole('region', { name: 'Work out what you could get' });
    const shortcutHrefs = await shortcuts.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    const expected = SHORTCUTS[route] ?? CALCULATOR_HREFS;
    expect([...shortcutHrefs].sort(), route).toEqual([...expected].sort());
    await expect(page.getByRole('region', { name: 'Next steps' }).getByRole('link').first()).toBeVisible();
    await expect(page.locator('#call-to-action')).toBeVisible();
  }

  const contents = page.getByRole('navigation', { name: 'Contents' });
  // The anchors docs/product.md §2 names, each a heading in the contents list.
  for (const anchor of SPEC_ANCHORS[route] ?? []) {
    await expect(page.locator(`h2[id="${anchor}"]`), anchor).toHaveCount(1);
    await expect(contents.locator(`a[href="#${anchor}"]`), anchor).toHaveCount(1);
  }
  if ((await contents.count()) > 0) await contentsLinksLandOnHeadings(page, route);
  await EXTRAS[route]?.(page);
}

/** Every contents link is a heading's anchor, and following the last scrolls its heading into view. */
async function contentsLinksLandOnHeadings(page: Page, route: string) {
  const contents = page.getByRole('navigation', { name: 'Contents' });
  const hrefs = await contents.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) {
    expect(href).toMatch(/^#[a-z0-9-]+$/);
    const target = page.locator(`[id="${href.slice(1)}"]`);
    await expect(target, `${route} ${href}`).toHaveCount(1);
    expect(await target.evaluate((el) => /^H[1-6]$/.test(el.tagName)), `${href} is a heading`).toBe(true);
  }
  // Following the last link scrolls its heading into view.
  const last = hrefs.at(-1)!;
  await contents.getByRole('link').last().click();
  await expect(page).toHaveURL(new RegExp(`${last}$`));
  await expect(page.locator(`[id="${last.slice(1)}"]`)).toBeInViewport();
}

const PAGE_GROUPS = 3;
for (let group = 0; group < PAGE_GROUPS; group++) {
  const pages = PAGES.filter((_, i) => i % PAGE_GROUPS === group);
  test(`each page's heading; on guide and situation pages topic tags, shortcut cards, next steps, a call to action; the anchors docs/product.md names; every contents link lands on a heading; and what only the page has: ${pages.map(([route]) => route).join(', ')}`, async ({
    page,
  }) => {
    for (const [route, h1] of pages) await checkPage(page, route, h1);
  });
}

/** Scroll the guide's share control into view (it hydrates then) and wait until it has. */
async function openShare(page: Page) {
  const share = page.getByRole('region', { name: 'Share this guide' });
  await share.scrollIntoViewIfNeeded();
  await hydrated(page, 'ShareControl');
  return share;
}

test.describe('LCW and LCWRA guide', () => {
  test("loads no JavaScript file until the share control scrolls into view; has the related-resources block; share links carry the guide’s address, text, hashtags, title and summary; a share link opens a 600×400 popup, or the link itself in a new tab when popups are blocked; Copy link says 'Link copied!' when the clipboard works and 'Failed to copy' when it does not; 44 px targets at 390 px", async ({
    page,
    context,
  }) => {
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(r.url());
    });
    await page.goto('/guides/lcw-lcwra');
    await page.waitForLoadState('networkidle');
    expect(scripts).toEqual([]);

    const related = page.getByRole('region', { name: 'Related resources' });
    for (const href of ['/universal-credit', '/guides/personal-independence-payment', '/help']) {
      await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1);
    }
    const share = await openShare(page);
    expect(scripts.some((u) => /ShareControl/.test(u))).toBe(true);
    // The guide's share fields (content/guides/lcw-lcwra.mdx) and its public address.
    const url = `${PUBLIC_SITE_URL}/guides/lcw-lcwra`;
    const title = 'LCW and LCWRA: a plain-English guide';
    const summary = 'What limited capability for work means in Universal Credit, how the assessment works and how to challenge a decision.';
    const href = async (name: RegExp) => new URL((await share.getByRole('link', { name }).getAttribute('href'))!);
    const twitter = await href(/^Share on X \(Twitter\) \(opens in a new window\)$/);
    expect(twitter.origin + twitter.pathname).toBe('https://twitter.com/intent/tweet');
    expect(Object.fromEntries(twitter.searchParams)).toEqual({ url, text: `${title} – ${summary}`, hashtags: 'LCW,LCWRA,UniversalCredit,DisabilityBenefits' });
    expect((await href(/^Share on Facebook/)).searchParams.get('u')).toBe(url);
    const linkedin = await href(/^Share on LinkedIn/);
    expect([linkedin.searchParams.get('url'), linkedin.searchParams.get('title'), linkedin.searchParams.get('summary')]).toEqual([url, title, summary]);
    for (const link of await share.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    // The share control brings its own notification area, the page's only one.
    await expect(page.getByRole('status')).toHaveCount(1);
    await expect(page.getByRole('alert')).toHaveCount(1);

    // A share link opens a 600×400 popup.
    await page.evaluate(() => {
      const calls: unknown[][] = [];
      (window as unknown as { openCalls: unknown[][] }).openCalls = calls;
      window.open = (...args: unknown[]) => {
        calls.push(args);
        return { opener: window } as unknown as Window;
      };
    });
    await share.getByRole('link', { name: /Share on LinkedIn/ }).click();
    const calls = await page.evaluate(() => (window as unknown as { openCalls: unknown[][] }).openCalls);
    expect(calls).toHaveLength(1);
    expect(String(calls[0]![0])).toContain('https://www.linkedin.com/shareArticle?');
    expect(String(calls[0]![2])).toMatch(/^width=600,height=400,/);
    expect(new URL(page.url()).pathname).toBe('/guides/lcw-lcwra');

    // Blocked: window.open gives null, so the link opens in a new tab instead.
    await page.evaluate(() => {
      window.open = () => null;
    });
    await context.route('https://twitter.com/**', (route) => route.fulfill({ body: 'twitter' }));
    const [popup] = await Promise.all([context.waitForEvent('page'), share.getByRole('link', { name: /Share on X/ }).click()]);
    expect(popup.url()).toContain('https://twitter.com/intent/tweet?');
    await popup.close();

    // Copy link, at 390 px.
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.setViewportSize(PHONE);
    await share.scrollIntoViewIfNeeded();
    expect(await smallTargets(page, 'astro-island[component-url*="ShareControl"] :is(a, button)')).toEqual([]);
    await share.getByRole('button', { name: 'Copy link' }).focus();
    await page.keyboard.press('Enter');
    const status = page.getByRole('status');
    await expect(status).toContainText('Link copied!');
    await expect(status).toContainText('The page link has been copied to your clipboard.');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${PUBLIC_SITE_URL}/guides/lcw-lcwra`);

    await page.evaluate(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException('denied', 'NotAllowedError'));
    });
    await page.keyboard.press('Space');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Failed to copy');
    await expect(alert).toContainText('Please copy the link manually from your browser.');
    await expectNoAxeViolations(page, { include: ['astro-island'] });
  });
});

test.describe('/rates', () => {
  test('a choice of year as links: each year lists its own figures, a figure with none says why, notes are shown', async ({ page }) => {
    onlyForBuildOfYearInForce();
    await page.goto('/rates');
    const years = page.getByRole('navigation', { name: 'Tax year' });
    await expect(years.getByRole('link')).toHaveText([...TAX_YEARS].reverse().map((y) => (y.id === inForce.id ? `${y.label} (this year)` : y.label)));
    await expect(years.getByRole('link', { name: `${inForce.label} (this year)` })).toHaveAttribute('aria-current', 'page');

    // PIP daily living, standard rate: £73.90 a week in 2025/26, £72.65 in 2024/25 (GOV.UK rates).
    await years.getByRole('link', { name: '2025 to 2026', exact: true }).click();
    await expect(page).toHaveURL(/\/rates\?year=2025-26$/);
    await expect(page.getByRole('main')).toContainText('These are the figures for the 2025 to 2026 tax year');
    await expect(page.getByRole('navigation', { name: 'Tax year' }).getByRole('link', { name: '2025 to 2026', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(page.locator('tr[id="pip.daily-living.standard"]')).toContainText('£73.90 a week');
    await expect(page.locator('tr[id="general.winter-fuel-payment.standard"]')).toContainText('From 2025/26: everyone over State Pension age');
    const cells = await cellsOf(page);
    const wrong = listRates(describedRatesFor('2025-26')).filter((r) => !(cells[r.id] ?? '').includes(rateText(r).replace(' a week', '')));
    expect(wrong.map((r) => r.id)).toEqual([]);

    await page.getByRole('navigation', { name: 'Tax year' }).getByRole('link', { name: '2024 to 2025', exact: true }).click();
    await expect(page.locator('tr[id="pip.daily-living.standard"]')).toContainText('£72.65 a week');
    // No Winter Fuel Payment recovery before 2025/26: the words, not a figure.
    await expect(page.locator('tr[id="general.winter-fuel-payment.recovery-threshold"]')).toContainText('Not in force');

    // An unknown year gets the page of the year in force.
    await page.goto('/rates?year=1999-00');
    await expect(page.getByRole('main')).toContainText(`These are the figures for the ${inForce.label} tax year`);
  });

  test('the year links work without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/rates');
    await page.getByRole('navigation', { name: 'Tax year' }).getByRole('link', { name: '2024 to 2025', exact: true }).click();
    await expect(page).toHaveURL(/\/rates\?year=2024-25$/);
    await expect(page.getByRole('main')).toContainText('These are the figures for the 2024 to 2025 tax year');
    await context.close();
  });

  // axe scans /rates at two widths in foundation.spec.ts; each year's page is the same template over other figures.
  test(`/rates?year= serves that year's page: ${TAX_YEARS.map((y) => y.id).join(', ')}`, async ({ page }) => {
    for (const year of TAX_YEARS) {
      const response = await page.goto(`/rates?year=${year.id}`);
      expect(response?.status(), year.id).toBe(200);
      await expect(page.getByRole('main')).toContainText(`These are the figures for the ${year.label} tax year`);
    }
  });
});

test("no JavaScript file on the content pages: no external script or module preload, and no island but the LCW guide's share control", () => {
  for (const [route] of PAGES) {
    const html = builtHtml(route);
    expect(html, `${route}: no external script`).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html, `${route}: no module preloads`).not.toMatch(/rel="modulepreload"/i);
    const islands = html.match(/<astro-island\b/g) ?? [];
    if (route === '/guides/lcw-lcwra') {
      expect(islands, route).toHaveLength(1);
      expect(html).toMatch(/<astro-island[^>]*component-url="[^"]*ShareControl[^"]*"[^>]*client="visible"/);
    } else {
      expect(islands, route).toHaveLength(0);
    }
  }
});
