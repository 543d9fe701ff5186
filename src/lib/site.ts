/**
 * Site-wide facts and navigation, shared by the header, the drawer and the footer
 * so the three never disagree (docs/product.md §2 "Shared header and footer").
 */

import { ADVICE_LINES, DEPARTMENT_LINES, helplineName } from './helplines';
import { CALCULATOR_LIST } from './calculators';
// Relative, not '~/…': astro.config.mjs reads this file before the alias exists.
import { siteMessages, siteNavMessages } from '../i18n/en/site';
import { compareText } from '../i18n/format';

/**
 * The product's name (docs/product.md §1: `{product}`) in the base language, for the server's
 * uses that are not a page (the authenticator app's issuer, the password check). Pages read
 * `siteMessages`, in their own language.
 */
export const SITE_NAME = siteMessages.get().siteName;

/**
 * The product's public address. Canonical links, share links and "Copy link" are
 * built from it (astro.config.mjs `site`), so a build made without SITE_URL still
 * hands out addresses that work for the person who receives them.
 */
export const PUBLIC_SITE_URL = 'https://ukbenefitscalculator.org.uk';

/**
 * Why `url` cannot be the address of a production build, or null when it can:
 * it must be an absolute http(s) address on a public host, never this machine
 * (a link to localhost leads nowhere for anyone else).
 */
export function siteUrlProblem(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `SITE_URL must be an absolute address such as ${PUBLIC_SITE_URL} (got "${url}")`;
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return `SITE_URL must start with https:// (got "${url}")`;
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || host === '0.0.0.0' || host === '::1' || /^127\./.test(host)) {
    return `SITE_URL must be the site's public address, not this machine (got "${url}")`;
  }
  return null;
}

/** One link in a menu or the footer. */
export interface NavLink {
  /** Visible text. */
  label: string;
  /** Site path or absolute URL. */
  href: string;
  /** Extra words for screen readers and search, e.g. a phone number's purpose. */
  description?: string;
}

/** A titled group of links (a dropdown, a drawer section or a footer column). */
export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** A guide or situation page as its content collection gives it (src/content.config.ts), for the menus. */
export interface MenuEntry {
  id: string;
  collection: string;
  data: { menuLabel: string; order: number };
}

/**
 * The menu links of the guides or of the situation pages (docs/product.md §2 route list), built
 * from their content collection where the header and the footer are drawn, so a new page is in
 * the menus without a change here: by `order`, then by name, each at /{collection}/{file name}
 * (src/pages/[collection]/[slug].astro).
 */
export function menuLinks(entries: readonly MenuEntry[]): NavLink[] {
  return [...entries]
    .sort((a, b) => a.data.order - b.data.order || compareText(a.data.menuLabel, b.data.menuLabel))
    .map((entry) => ({ label: entry.data.menuLabel, href: `/${entry.collection}/${entry.id}` }));
}

/** The saved-calculations manager's address. */
const SAVED_CALCULATIONS_HREF = '/saved-calculations';

/** The calculators of the header's menu (src/lib/calculators.ts), then the saved-calculations manager (docs/product.md §2 header). */
export function calculatorLinks(): NavLink[] {
  return [
    ...CALCULATOR_LIST.filter((c) => c.inMenu).map((c) => ({ label: c.name, href: c.route })),
    { label: siteNavMessages.get().savedCalculations, href: SAVED_CALCULATIONS_HREF },
  ];
}

/** The news page, in the header and the footer's "About this site". */
const NEWS_HREF = '/benefits-news';
/** The help page, in the header and the footer's "About this site". */
const HELP_HREF = '/help';

/** Top-level header entries that are plain links (the two menus sit between Home and these). */
export function primaryLinks(): NavLink[] {
  const t = siteNavMessages.get();
  return [
    { label: t.news, href: NEWS_HREF },
    { label: t.help, href: HELP_HREF },
    { label: t.about, href: '/about' },
  ];
}

/** The header's call to action. */
export function checkBenefitsLink(): NavLink {
  return { label: siteNavMessages.get().checkBenefits, href: '/benefits-checker' };
}

/** The links' messages (src/i18n/en/site.ts), and the name of one that is plain text. */
type NavWords = ReturnType<typeof siteNavMessages.get>;
type NavWord = { [K in keyof NavWords]: NavWords[K] extends string ? K : never }[keyof NavWords];

/**
 * The footer's Benefits column: the /benefits/* addresses docs/product.md §2 names for the
 * footer, each with the page that covers the benefit, where the server redirects it
 * permanently (src/lib/redirects.ts; docs/product.md §12), and the message of its name.
 */
export const BENEFIT_LINKS: ReadonlyArray<{ words: NavWord; href: string; redirectTo: string }> = [
  { words: 'childBenefit', href: '/benefits/child-benefit', redirectTo: '/benefits-checker' },
  { words: 'universalCredit', href: '/benefits/universal-credit', redirectTo: '/guides/universal-credit' },
  { words: 'personalIndependencePayment', href: '/benefits/pip', redirectTo: '/guides/personal-independence-payment' },
  { words: 'employmentAndSupportAllowance', href: '/benefits/esa', redirectTo: '/scenarios/disability-benefits' },
  { words: 'disabilityLivingAllowance', href: '/benefits/dla', redirectTo: '/scenarios/disability-benefits' },
];

/**
 * Footer columns, after the guides and the situation pages (`menuLinks`). The /calculators/* and
 * /benefits/* paths are the ones docs/product.md §2 names for the footer; the server redirects
 * them permanently (docs/product.md §12).
 */
export function footerGroups(guides: NavLink[], scenarios: NavLink[]): NavGroup[] {
  const t = siteNavMessages.get();
  return [
    { label: t.guides, links: guides },
    { label: t.yourSituation, links: scenarios },
    {
      label: t.calculators,
      links: [...CALCULATOR_LIST.map((c) => ({ label: c.title, href: c.footerHref })), { label: t.savedCalculationsFooter, href: SAVED_CALCULATIONS_HREF }],
    },
    { label: t.benefits, links: BENEFIT_LINKS.map(({ words, href }) => ({ label: t[words], href })) },
    {
      label: t.aboutThisSite,
      links: [
        { label: t.aboutUs, href: '/about' },
        { label: t.help, href: HELP_HREF },
        { label: t.contactUs, href: '/contact' },
        { label: t.glossary, href: '/glossary' },
        { label: t.news, href: NEWS_HREF },
        { label: t.ratesWeUse, href: '/rates' },
      ],
    },
    {
      label: t.legal,
      links: [
        { label: t.privacy, href: '/privacy' },
        { label: t.terms, href: '/terms' },
        { label: t.cookies, href: '/cookies' },
        { label: t.cookieSettings, href: '/cookies#cookie-settings' },
        { label: t.disclaimer, href: '/disclaimer' },
        { label: t.accessibility, href: '/accessibility' },
      ],
    },
  ];
}

/** Two independent calculators that GOV.UK itself points people to. */
export function externalCalculators(): NavLink[] {
  const t = siteNavMessages.get();
  return [
    { label: t.turn2us, href: 'https://benefits-calculator.turn2us.org.uk/' },
    { label: t.entitledto, href: 'https://www.entitledto.co.uk/' },
  ];
}

/** Crisis support: free, confidential, answered by people. */
export function crisisLinks(): NavLink[] {
  const t = siteNavMessages.get();
  return [
    { label: t.samaritans({ number: '116 123' }), href: 'tel:116123' },
    { label: t.shelter({ number: '0808 800 4444' }), href: 'tel:08088004444' },
    { label: t.debtline({ number: '0808 808 4000' }), href: 'tel:08088084000' },
    { label: t.foodBank, href: 'https://www.trussell.org.uk/emergency-food/find-a-food-bank' },
  ];
}

/** Government and advice lines (docs/product.md §1: the current public numbers): Citizens Advice in each nation, then the department's lines. */
export function governmentLinks(): NavLink[] {
  const t = siteNavMessages.get();
  return [
    ...[...ADVICE_LINES, ...DEPARTMENT_LINES].map((l) => ({ label: t.phoneLine({ name: helplineName(l), number: l.number }), href: l.href })),
    { label: t.govUkBenefits, href: 'https://www.gov.uk/browse/benefits' },
    { label: t.govUkCheck, href: 'https://www.gov.uk/check-benefits-financial-support' },
  ];
}

/**
 * Social links. We keep no social media accounts, so these share the site rather
 * than point at a profile that does not exist.
 */
export function socialLinks(): NavLink[] {
  const t = siteNavMessages.get();
  const home = encodeURIComponent(`${PUBLIC_SITE_URL}/`);
  return [
    { label: t.shareFacebook, href: `https://www.facebook.com/sharer/sharer.php?u=${home}` },
    { label: t.shareX, href: `https://twitter.com/intent/tweet?url=${home}&text=${encodeURIComponent(t.shareText)}` },
    { label: t.shareLinkedIn, href: `https://www.linkedin.com/sharing/share-offsite/?url=${home}` },
  ];
}
