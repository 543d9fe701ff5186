/**
 * Site-wide facts and navigation, shared by the header, the drawer and the footer
 * so the three never disagree (docs/product.md §2 "Shared header and footer").
 */

import { ADVICE_LINES, DEPARTMENT_LINES } from './helplines';
import { CALCULATOR_LIST } from './calculators';

/** The product's name (docs/product.md §1: `{product}`). */
export const SITE_NAME = 'UK Benefits Calculator';

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

/** The guides (docs/product.md §2 route list). */
export const GUIDE_LINKS: NavLink[] = [
  { label: 'Universal Credit guide', href: '/guides/universal-credit' },
  { label: 'Housing Benefit guide', href: '/guides/housing-benefit' },
  { label: 'PIP guide', href: '/guides/personal-independence-payment' },
  { label: 'LCW and LCWRA guide', href: '/guides/lcw-lcwra' },
  { label: 'Pension Credit guide', href: '/guides/pension-credit' },
];

/** The six pages by life situation (docs/product.md §2 route list). */
export const SCENARIO_LINKS: NavLink[] = [
  { label: 'Single parents', href: '/scenarios/single-parents' },
  { label: 'Disability benefits', href: '/scenarios/disability-benefits' },
  { label: 'Unemployed', href: '/scenarios/unemployed' },
  { label: 'Pensioners', href: '/scenarios/pensioners' },
  { label: 'Young people (16 to 24)', href: '/scenarios/young-people' },
  { label: 'Carers', href: '/scenarios/carers' },
];

/** The calculators of the header's menu (src/lib/calculators.ts), then the saved-calculations manager (docs/product.md §2 header). */
export const CALCULATOR_LINKS: NavLink[] = [
  ...CALCULATOR_LIST.filter((c) => c.inMenu).map((c) => ({ label: c.name, href: c.route })),
  { label: 'Saved Calculations', href: '/saved-calculations' },
];

/** The news page, in the header and the footer's "About this site". */
const NEWS_LINK: NavLink = { label: 'News & Updates', href: '/benefits-news' };
/** The help page, in the header and the footer's "About this site". */
const HELP_LINK: NavLink = { label: 'Help & Support', href: '/help' };

/** Top-level header entries that are plain links (the two menus sit between Home and these). */
export const PRIMARY_LINKS: NavLink[] = [NEWS_LINK, HELP_LINK, { label: 'About', href: '/about' }];

/** The header's call to action. */
export const CHECK_BENEFITS_LINK: NavLink = { label: 'Check Your Benefits', href: '/benefits-checker' };

/**
 * The footer's Benefits column: the /benefits/* addresses docs/product.md §2 names for the
 * footer, each with the page that covers the benefit, where the server redirects it
 * permanently (src/lib/redirects.ts; docs/product.md §12).
 */
export const BENEFIT_LINKS: ReadonlyArray<NavLink & { redirectTo: string }> = [
  { label: 'Child Benefit', href: '/benefits/child-benefit', redirectTo: '/benefits-checker' },
  { label: 'Universal Credit', href: '/benefits/universal-credit', redirectTo: '/guides/universal-credit' },
  { label: 'Personal Independence Payment', href: '/benefits/pip', redirectTo: '/guides/personal-independence-payment' },
  { label: 'Employment and Support Allowance', href: '/benefits/esa', redirectTo: '/scenarios/disability-benefits' },
  { label: 'Disability Living Allowance', href: '/benefits/dla', redirectTo: '/scenarios/disability-benefits' },
];

/**
 * Footer columns. The /calculators/* and /benefits/* paths are the ones docs/product.md §2
 * names for the footer; the server redirects them permanently (docs/product.md §12).
 */
export const FOOTER_GROUPS: NavGroup[] = [
  { label: 'Guides', links: GUIDE_LINKS },
  { label: 'Your situation', links: SCENARIO_LINKS },
  {
    label: 'Calculators',
    links: [...CALCULATOR_LIST.map((c) => ({ label: c.title, href: c.footerHref })), { label: 'Saved calculations', href: '/saved-calculations' }],
  },
  { label: 'Benefits', links: BENEFIT_LINKS.map(({ label, href }) => ({ label, href })) },
  {
    label: 'About this site',
    links: [
      { label: 'About us', href: '/about' },
      HELP_LINK,
      { label: 'Contact us', href: '/contact' },
      { label: 'Glossary', href: '/glossary' },
      NEWS_LINK,
      { label: 'Rates we use', href: '/rates' },
    ],
  },
  {
    label: 'Legal',
    links: [
      { label: 'Privacy policy', href: '/privacy' },
      { label: 'Terms of service', href: '/terms' },
      { label: 'Cookies', href: '/cookies' },
      { label: 'Cookie settings', href: '/cookies#cookie-settings' },
      { label: 'Disclaimer', href: '/disclaimer' },
      { label: 'Accessibility statement', href: '/accessibility' },
    ],
  },
];

/** Two independent calculators that GOV.UK itself points people to. */
export const EXTERNAL_CALCULATORS: NavLink[] = [
  { label: 'Turn2us benefits calculator', href: 'https://benefits-calculator.turn2us.org.uk/' },
  { label: 'entitledto benefits calculator', href: 'https://www.entitledto.co.uk/' },
];

/** Crisis support: free, confidential, answered by people. */
export const CRISIS_LINKS: NavLink[] = [
  { label: 'Samaritans: call 116 123 (free, 24 hours)', href: 'tel:116123' },
  { label: 'Shelter housing helpline: 0808 800 4444', href: 'tel:08088004444' },
  { label: 'National Debtline: 0808 808 4000', href: 'tel:08088084000' },
  { label: 'Find a food bank (Trussell)', href: 'https://www.trussell.org.uk/emergency-food/find-a-food-bank' },
];

/** Government and advice lines (docs/product.md §1: the current public numbers): Citizens Advice in each nation, then the department's lines. */
export const GOVERNMENT_LINKS: NavLink[] = [
  ...[...ADVICE_LINES, ...DEPARTMENT_LINES].map((l) => ({ label: `${l.name}: ${l.number}`, href: l.href })),
  { label: 'Benefits on GOV.UK', href: 'https://www.gov.uk/browse/benefits' },
  { label: 'Check benefits and financial support on GOV.UK', href: 'https://www.gov.uk/check-benefits-financial-support' },
];

/**
 * Social links. We keep no social media accounts, so these share the site rather
 * than point at a profile that does not exist.
 */
const HOME = encodeURIComponent(`${PUBLIC_SITE_URL}/`);
export const SOCIAL_LINKS: NavLink[] = [
  { label: 'Share on Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${HOME}` },
  { label: 'Share on X (Twitter)', href: `https://twitter.com/intent/tweet?url=${HOME}&text=Free%20UK%20benefits%20calculators%20and%20guides` },
  { label: 'Share on LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${HOME}` },
];
