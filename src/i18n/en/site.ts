/**
 * The site's own words, in English (README "Messages"): its name, the header, the footer, the
 * links of both (src/lib/site.ts), the topic tags, and the parts every guide, situation,
 * legal, help and calculator page shares (src/layouts, src/components). The pages' own words
 * are in ./site-pages.ts, the calculators' names in ./site-calculators.ts. Names start with 'site.'.
 * A sentence with a link in it is whole here: `<guide>…</guide>` marks the link's words and
 * `{phone}` a part the page fills (src/lib/astro-rich.ts).
 */
import { i18n, params } from '../i18n';

/** The product's name and the page's title (src/layouts/BaseLayout.astro). */
export const siteMessages = i18n('site.common', {
  siteName: 'UK Benefits Calculator',
  /** A page's title in the browser's tab: 'Contact Us | UK Benefits Calculator'. */
  pageTitle: params('{title} | {site}'),
  /** The line a printout starts with: the site and the page's address. */
  printAddress: params('{site}: {address}'),
  skipToMain: 'Skip to main content',
});

/** The links of the header, the drawer, the footer and the search page's lists (src/lib/site.ts). */
export const siteNavMessages = i18n('site.nav', {
  home: 'Home',
  savedCalculations: 'Saved Calculations',
  news: 'News & Updates',
  help: 'Help & Support',
  about: 'About',
  checkBenefits: 'Check Your Benefits',
  search: 'Search',
  // The footer's columns.
  guides: 'Guides',
  yourSituation: 'Your situation',
  calculators: 'Calculators',
  benefits: 'Benefits',
  aboutThisSite: 'About this site',
  legal: 'Legal',
  savedCalculationsFooter: 'Saved calculations',
  childBenefit: 'Child Benefit',
  universalCredit: 'Universal Credit',
  personalIndependencePayment: 'Personal Independence Payment',
  employmentAndSupportAllowance: 'Employment and Support Allowance',
  disabilityLivingAllowance: 'Disability Living Allowance',
  aboutUs: 'About us',
  contactUs: 'Contact us',
  glossary: 'Glossary',
  ratesWeUse: 'Rates we use',
  privacy: 'Privacy policy',
  terms: 'Terms of service',
  cookies: 'Cookies',
  cookieSettings: 'Cookie settings',
  disclaimer: 'Disclaimer',
  accessibility: 'Accessibility statement',
  turn2us: 'Turn2us benefits calculator',
  entitledto: 'entitledto benefits calculator',
  samaritans: params('Samaritans: call {number} (free, 24 hours)'),
  shelter: params('Shelter housing helpline: {number}'),
  debtline: params('National Debtline: {number}'),
  foodBank: 'Find a food bank (Trussell)',
  /** A helpline of the footer: 'Citizens Advice (England): 0800 144 8848'. */
  phoneLine: params('{name}: {number}'),
  govUkBenefits: 'Benefits on GOV.UK',
  govUkCheck: 'Check benefits and financial support on GOV.UK',
  shareFacebook: 'Share on Facebook',
  shareX: 'Share on X (Twitter)',
  shareLinkedIn: 'Share on LinkedIn',
  /** The words an X (Twitter) post of the home page starts with. */
  shareText: 'Free UK benefits calculators and guides',
});

/** The header and the phone drawer (src/components/Header.astro). */
export const siteHeaderMessages = i18n('site.header', {
  mainNav: 'Main',
  benefitsGuide: 'Benefits Guide',
  guides: 'Guides',
  bySituation: 'By situation',
  calculators: 'Calculators',
  menu: 'Menu',
  closeMenu: 'Close menu',
});

/** The footer (src/components/Footer.astro). */
export const siteFooterMessages = i18n('site.footer', {
  needHelpNow: 'Need help now?',
  governmentLines: 'Government and advice lines',
  otherCalculators: 'Other independent calculators',
  tellOthers: 'Tell others about us',
  notOfficial: params(
    '{site} gives estimates and general guidance, not official decisions. Only the Department for Work and Pensions, HMRC or your council can decide what you get.',
  ),
  nothingLeaves: 'Nothing you type into our calculators leaves your device.',
  /** `{year}` is the year (which the server keeps current), `{site}` the site's name. */
  copyright: '© {year} {site}',
});

/** The topic tags under a guide's heading (src/lib/content/taxonomy.ts names each tag's message). */
export const siteTopicTagMessages = i18n('site.topicTags', {
  topics: 'Topics',
  universalCredit: 'Universal Credit',
  housing: 'Housing and rent',
  councilTax: 'Council Tax',
  pip: 'PIP',
  disability: 'Disability',
  health: 'Health conditions',
  work: 'Work and job seeking',
  children: 'Children and families',
  carers: 'Carers',
  pensions: 'Pensions and older people',
  youngPeople: 'Young people',
  education: 'Education and training',
  money: 'Money and budgeting',
  appeals: 'Challenging a decision',
  costOfLiving: 'Cost of living',
});

/** The parts of guide, situation, legal and help pages (src/components/content, src/layouts). */
export const siteContentMessages = i18n('site.content', {
  contents: 'Contents',
  nextSteps: 'Next steps',
  relatedResources: 'Related resources',
  shortcutsTitle: 'Work out what you could get',
  shareThisGuide: 'Share this guide',
  /** Read before a warning box's title by screen readers. */
  importantPrefix: 'Important: ',
  /** Read before a contact card's phone number by screen readers. */
  phonePrefix: 'Phone: ',
  guideEyebrow: 'Guide',
  situationEyebrow: 'Your situation',
  /** `{date}` is the date in a <time>, `{year}` the tax year ('2026/27'), `<rates>` the link to /rates. */
  lastReviewed: 'Last reviewed {date}. Amounts are the {year} figures our calculators use: <rates>see every rate</rates>.',
  generalGuidance:
    'This page is general guidance, not advice about your own claim. Benefit rules and amounts change, usually every April. Check <govuk>GOV.UK</govuk> or talk to an adviser before you make a decision.',
  /** `{date}` is 'January 2025' in a <time>. */
  lastUpdated: 'Last updated: {date}',
  faqs: 'Frequently asked questions',
  /** The heading above a help page's contact cards, when the page gives none. */
  whoToContact: 'Who to contact',
});

/** One news article's line of facts (src/components/NewsMeta.astro). */
export const siteNewsMetaMessages = i18n('site.newsMeta', {
  important: 'Important',
});

/** What every calculator page shares (src/layouts/CalculatorPage.astro, src/components/NeedsJavaScript.astro, AboutEstimate.astro). */
export const siteCalculatorPageMessages = i18n('site.calculatorPage', {
  needsJavaScript: 'This calculator needs JavaScript',
  /** Without JavaScript, on a page that gives its guide: `{benefit}` is the calculator's name ('Universal Credit'), `{phone}` the Citizens Advice line. */
  noJsGuide:
    'Your browser has JavaScript turned off, so the calculator cannot work out your {benefit}. Our <guide>{benefit} guide</guide> explains who can get it and how it is worked out, and works without JavaScript. For help, call Citizens Advice on {phone}.',
  aboutEstimate: 'About this estimate',
  everyAmount: 'Every amount we use is listed, with its date and source, on our <rates>rates page</rates>.',
});
