/**
 * The words of the site's own pages (src/pages), in English: one group a page, named
 * 'site.page.…'. `{year}` is a tax year as the page writes it ('2026/27'); `{phone}` a phone
 * number drawn as a link; `<guide>…</guide>` and the like mark a link's words
 * (src/lib/astro-rich.ts). What the pages share is in ./site.ts.
 */
import { count, i18n, params } from '../i18n';

/** The home page (src/pages/index.astro). */
export const homePageMessages = i18n('site.page.home', {
  description: 'Free, anonymous UK benefits calculators for Universal Credit, Housing Benefit, PIP and Council Tax Support, with plain-English guides.',
  heroTitle: 'Find out what benefits you could get',
  heroText: params(
    'Free calculators for Universal Credit, Housing Benefit, PIP and Council Tax Support, using the {year} rules. No sign-up, and what you type never leaves your device.',
  ),
  ucButton: 'Universal Credit Calculator',
  quickCheckButton: 'Quick Benefit Check',
  quickCheckTitle: 'Quick check',
  quickCheckIntro: 'Answer what you can. You can skip any question.',
  quickAge: 'Your age',
  quickWork: 'Work',
  quickChildren: 'Children',
  quickHousing: 'Housing',
  choose: 'Choose…',
  quickCheckSubmit: 'Get My Benefits Estimate',
  quickCheckPrivacy: 'Your information is not stored or shared. Your answers stay on this device.',
  calculatorsTitle: 'Start with a calculator',
  /** How long a calculator takes; screen readers hear the words marked `<sr>` too. */
  minutes: count({ one: '<sr>Takes about </sr>{count} min', other: '<sr>Takes about </sr>{count} mins' }),
  mostPopular: 'Most Popular',
  highDemand: 'High Demand',
  trending: 'Trending',
  familyFavorite: 'Family Favorite',
  ucCard: 'Universal Credit',
  ucCardText: 'Monthly payment for people on a low income or out of work.',
  hbCard: 'Housing Benefit',
  hbCardText: 'Help with rent if you are over State Pension age or in supported housing.',
  pipCard: 'PIP',
  pipCardText: 'Personal Independence Payment for extra costs of a long-term condition.',
  childBenefitCard: 'Child Benefit',
  childBenefitCardText: 'A weekly payment for anyone bringing up a child under 16 (or under 20 in education).',
  fullAssessment: 'Take Full Assessment',
  newsTitle: 'Latest benefits news',
  allNews: 'See all news and updates',
  whyTitle: 'Why use UK Benefits Calculator?',
  freeTitle: 'Free and anonymous',
  freeText: 'No account, no email address, no adverts chasing you. What you type stays in your browser.',
  ratesTitle: params('{year} rules and rates'),
  ratesText: 'Every figure we use is listed on our rates page with the date it took effect and where it comes from.',
  workingTitle: 'Shows its working',
  workingText: 'Each result explains how it was worked out, line by line, so you or your adviser can check it.',
  startCheck: 'Start Your Benefits Check',
  keyBenefitsTitle: 'Key benefits explained',
  ucName: 'Universal Credit',
  ucText: 'The main working-age benefit, paid monthly, covering living costs, children, housing and health.',
  hbName: 'Housing Benefit',
  hbText: 'Help with rent for pensioners and people in supported or temporary housing.',
  pipName: 'PIP',
  pipText: 'Not means-tested: for extra costs of a disability or long-term health condition, in or out of work.',
  pcName: 'Pension Credit',
  pcText: 'Tops up the income of people over State Pension age and opens the door to other help.',
});

/** The not-found page (src/pages/404.astro). */
export const notFoundPageMessages = i18n('site.page.notFound', {
  title: 'Page not found',
  description: 'The page you were looking for could not be found.',
  heading: 'Oops! Page not found',
  intro: 'The page may have moved, or the address may be mistyped. Check the address, or use the links below.',
  home: 'Return to Home',
  checker: 'Check which benefits you could get',
  help: 'Help and support, with helpline numbers',
});

/** The admin page's shell, until its island draws (src/pages/admin.astro). */
export const adminPageMessages = i18n('site.page.admin', {
  title: 'Admin',
  description: 'Administration of UK Benefits Calculator.',
  loading: 'Loading...',
  needsJavaScript: 'The admin area needs JavaScript. Turn it on in your browser and reload this page.',
});

/** The benefits checker's page (src/pages/benefits-checker.astro). */
export const checkerPageMessages = i18n('site.page.checker', {
  title: 'Benefits Checker',
  description: 'Answer nine quick questions to see which UK benefits you may be able to get, with estimated amounts and what to do next. Free and anonymous.',
  heading: 'Check which benefits you could get',
  intro: 'This benefits checker asks nine quick questions in three steps. Your answers stay on this device: they are not stored or shared.',
  needsJavaScript: 'The checker needs JavaScript',
  noJs: 'Your browser has JavaScript turned off, so the checker cannot work out your results. Our guides explain who can get each benefit and work without JavaScript. The calculators need JavaScript too.',
  guides: 'Guides',
  calculators: 'Calculators',
  pensioners: 'Help for pensioners, including Pension Credit',
  advice: 'For free, confidential advice call Citizens Advice on {phone}.',
});

/** The news page (src/pages/benefits-news.astro). */
export const newsPageMessages = i18n('site.page.news', {
  title: 'News & Updates',
  description: 'Changes to Universal Credit, PIP, housing support and cost of living help, explained in plain English.',
  heading: 'Benefits news and updates',
  intro: 'Changes that could affect what you get, and what to do about them.',
  articles: 'Articles on this page',
});

/** The contact page around its form (src/pages/contact.astro); the form's words are src/lib/contact.ts's. */
export const contactPageMessages = i18n('site.page.contact', {
  title: 'Contact Us',
  description: 'Send a question or feedback to UK Benefits Calculator. We reply within 24 hours in business hours.',
  intro: 'Ask a question about our calculators, tell us about a problem, or send feedback. We read every message.',
  getInTouch: 'Get in Touch',
  replyTime: 'We reply within 24 hours during business hours.',
  businessHours: 'Business hours',
  weekdays: 'Monday-Friday:',
  weekdayHours: '9:00 AM - 5:00 PM',
  weekend: 'Saturday-Sunday:',
  closed: 'Closed',
  importantNote: 'Important Note',
  guidanceOnly:
    'We provide calculators and general guidance only. We cannot see or change a benefit claim. For official applications, contact the government department that pays the benefit (such as the Department for Work and Pensions, HMRC or your local council) or Citizens Advice.',
  immediateHelp: 'Need Immediate Help?',
  freeAdvice: 'Free, independent advice',
  claimQuestions: 'Questions about a claim',
  callDwp: 'Call the Department for Work and Pensions line for the benefit.',
  freeCalls: 'Calls to 0800 numbers are free from mobiles and landlines.',
});

/** The Council Tax Support calculator's page (src/pages/council-tax-support.astro). */
export const councilTaxSupportPageMessages = i18n('site.page.councilTaxSupport', {
  title: 'Council Tax Support Calculator',
  description: params('Estimate your Council Tax Support (Council Tax Reduction) in England, Scotland or Wales for {year}, step by step, worked out in your browser.'),
  intro:
    'Council Tax Support (also called Council Tax Reduction) lowers your council tax bill if you are on a low income or get benefits. Answer five short steps to estimate how much you could get. It uses the {year} rules and rates for England, Scotland and Wales.',
  nothingLeaves: 'Nothing you enter leaves this device.',
  noJs: "Your browser has JavaScript turned off, so the calculator cannot work out your Council Tax Support. Your council's website explains its own scheme and how to apply, and our guides to <uc>Universal Credit</uc> and <hb>Housing Benefit</hb> work without JavaScript. For help, call Citizens Advice on {phone}.",
  estimate: 'It is an estimate, not a decision. Your council decides, and in England each council sets its own scheme for working-age people.',
  pensionAge: 'People of State Pension age get a national scheme that can cover the whole bill.',
  walesScotland: 'Wales and Scotland have one national scheme at every age, with their own allowances. An amount is usually taken off for each other adult who lives with you.',
  anyone: 'You can claim Council Tax Support whether or not you get Universal Credit or Housing Benefit, and whether you rent or own your home.',
  help: 'Need help? Citizens Advice: {phone}.',
});

/** The glossary (src/pages/glossary.astro, and its filter's words in src/lib/content/glossary.ts). */
export const glossaryPageMessages = i18n('site.page.glossary', {
  title: 'Glossary of benefit terms',
  description: 'Plain-English meanings of the words used in Universal Credit, PIP, Housing Benefit and other benefit letters and forms.',
  intro: 'What the words in benefit letters, forms and guides mean, in plain English.',
  searchLabel: 'Search the glossary',
  searchHint: 'Type a word to filter the terms and their meanings.',
  /** What the filter says when a search leaves some terms (docs/product.md §2 "Glossary"). */
  shown: params('{shown} of {total} shown'),
  /** The exact empty-result message of docs/product.md §2 "Glossary". */
  noResults: 'No terms found matching your search.',
  notFound: 'Cannot find a word? Read our <guides>guides</guides>, or <help>get free help from an adviser</help>.',
});

/** The Housing Benefit calculator's page (src/pages/housing-benefit.astro). */
export const housingBenefitPageMessages = i18n('site.page.housingBenefit', {
  title: 'Housing Benefit Calculator',
  description: params('Estimate your weekly Housing Benefit for {year}: Local Housing Allowance, bedrooms, premiums, deductions and income, worked out in your browser.'),
  intro:
    'Estimate how much Housing Benefit you could get towards your rent. It uses the {year} rules and rates: the Local Housing Allowance for private renters, the spare bedroom rules for council and housing association tenants, and your income and savings.',
  whoCanClaim: 'Who can still claim Housing Benefit',
  onlyIf: 'You can usually make a new claim for Housing Benefit only if:',
  /** Since 15 May 2019 a couple of whom only one has reached State Pension age claims Universal Credit (Welfare Reform Act 2012 (Commencement No. 31 …) Order 2019, SI 2019/37), unless already on Housing Benefit or Pension Credit together. */
  pensionAge:
    'you have reached State Pension age and so has your partner, if you have one (a couple where only one of you has reached it claims Universal Credit, unless you have got Housing Benefit or Pension Credit together since before 15 May 2019), or',
  supportedHousing: 'you live in supported, sheltered or temporary housing.',
  otherwise:
    'Otherwise, help with rent comes through the housing element of <uc>Universal Credit</uc>. If you already get Housing Benefit, it carries on until you move to Universal Credit.',
  readGuide: 'Read our <guide>Housing Benefit guide</guide> for who qualifies, how to claim and what to do if your rent is not covered.',
  estimate: 'It is an estimate, not a decision. Your council works out what you actually get.',
  inBrowser: 'Everything is worked out in your browser. Nothing you type is sent to us or anyone else.',
  help: 'If your Housing Benefit does not cover your rent, you can ask your council for a Discretionary Housing Payment. Citizens Advice can help: call {phone}.',
});

/** The Pension Credit calculator's page (src/pages/pension-credit.astro). `{claimLine}` is the Pension Credit claim line. */
export const pensionCreditPageMessages = i18n('site.page.pensionCredit', {
  title: 'Pension Credit Calculator',
  description: params(
    'Check whether you could get Pension Credit for {year}, and how much: guarantee credit, savings credit and what Pension Credit opens, worked out in your browser.',
  ),
  intro:
    'Pension Credit tops up the weekly income of people who have reached State Pension age. Many people who could get it do not claim. Even a small amount can open other help: Housing Benefit and Council Tax Support for all of your rent and council tax, a free TV licence at 75, and help with heating. This calculator uses the {year} rules and rates.',
  readGuide: 'Read our <guide>Pension Credit guide</guide> for who can get it and how to claim.',
  noJs: 'Your browser has JavaScript turned off, so the calculator cannot work out your Pension Credit. Our <guide>Pension Credit guide</guide> explains who can get it and how it is worked out, and works without JavaScript. You can also call the Pension Credit claim line on {claimLine}: they can check what you could get and take your claim.',
  estimate: 'It is an estimate, not a decision. The Pension Service works out what you actually get.',
  inBrowser: 'Everything is worked out in your browser. Nothing you type is sent to us or anyone else.',
  help: 'To claim, call the Pension Credit claim line on {claimLine}. For free, independent help, call Citizens Advice on {phone}.',
});

/** The PIP calculator's page (src/pages/pip.astro). */
export const pipPageMessages = i18n('site.page.pip', {
  title: 'PIP Calculator',
  description: params(
    'Free PIP self-assessment: choose the statements that fit you for each daily living and mobility activity and see your points and likely award, using the {year} rates.',
  ),
  heading: 'PIP calculator',
  intro:
    'Personal Independence Payment (PIP) helps with the extra costs of a long-term condition or disability, in or out of work. Choose the statements that fit you to see the points you might score and the award they could lead to. Nothing you choose leaves your device. New to PIP? <guide>Read our PIP guide</guide>.',
  noJs: 'Your browser has JavaScript turned off, so the calculator cannot add up your points. The <guide>PIP guide</guide> lists every activity and its points, so you can work them out by hand. For help, call Citizens Advice on {phone}.',
});

/**
 * The rates pages of each tax year (src/components/RatesYearPage.astro, and the year choice of
 * src/lib/content/rates-page.ts). `{year}` is a tax year's long label ('2026 to 2027'), `{from}`
 * and `{to}` dates in a <time>, `{group}` a benefit's heading.
 */
export const ratesPageMessages = i18n('site.page.rates', {
  title: 'Rates we use',
  titleOfYear: params('Rates we use: {year}'),
  description: params(
    'Every amount, threshold and percentage our benefit calculators use for the {year} tax year, grouped by benefit, with the date it applies from and where it comes from.',
  ),
  /** The tax year in force, in the year choice: '2026 to 2027 (this year)'. */
  thisYear: params('{year} (this year)'),
  introInForce: 'These are the figures for the <strong>{year}</strong> tax year, which runs from {from} to {to}. Our calculators use this year unless you choose another.',
  introOther: 'These are the figures for the <strong>{year}</strong> tax year, which runs from {from} to {to}. Our calculators use them when you choose this year.',
  taxYear: 'Tax year',
  appliesFrom:
    'Every figure applies from {from}, the start of the tax year. (Universal Credit changes from your first assessment period after that date, Housing Benefit from the first Monday in April.)',
  corrected:
    'The amounts below are the ones our calculators use now. Our administrators can correct an amount when official rates change, and this page shows the corrected amount. You can see the <json>published rates as data (JSON)</json>.',
  builtIn: 'If our server cannot be reached, the calculators use the figures built into the site.',
  /** `{title}` is the title of the year's GOV.UK publication. */
  alwaysCheck: 'Always check <official>{title} on GOV.UK</official>.',
  tableLabel: params('{group} rates, {year}'),
  tableCaption: params('{group}, {year}: each rate, its amount and its sources. Where a rate applies only in part of the UK, the place is given after its name.'),
  whatItIs: 'What it is',
  amount: 'Amount',
  sources: 'Sources',
  /** A rate of part of the UK: 'Carer Support Payment (Scotland)'. */
  rateInRegion: params('{label} ({region})'),
  groupFrom: 'These figures apply from {from}.',
  generalFrom:
    'These figures apply from {from} and cover the conversions between weeks, months and years, the thresholds of the benefits checker and other figures our guides quote.',
  showGeneral: count({ one: 'Show the {count} general figure', other: 'Show the {count} general figures' }),
  lhaTitle: 'Local Housing Allowance, weekly, by area',
  lhaIntro: 'The most help with rent for private tenants, by broad rental market area, a week, from {from}. The sources are listed below the table.',
  showLha: count({ one: 'Show the Local Housing Allowance rates for {count} area', other: 'Show the Local Housing Allowance rates for {count} areas' }),
  lhaLabel: params('Local Housing Allowance rates, {year}'),
  lhaCaption: params('Local Housing Allowance weekly rates by area and number of bedrooms, {year}'),
  area: 'Area',
  sharedRoom: 'Shared room',
  bedrooms: count({ one: '{count} bedroom', other: '{count} bedrooms' }),
  lhaSources: 'Sources of the Local Housing Allowance rates',
  pipTitle: 'PIP points for each description',
  /** `{first}` and `{last}` are descriptor letters, `<source>` the link to the law. */
  pipIntro: 'The points the PIP calculator gives for each description (descriptor) of each activity, from {first} to {last}. Source: <source>{title}</source>. From {from}.',
  showPip: count({ one: 'Show the points for all {count} activity', other: 'Show the points for all {count} activities' }),
  pipLabel: 'PIP descriptor points',
  pipCaption: 'PIP points by activity and descriptor letter',
  activity: 'Activity',
  /** A descriptor an activity does not have, for screen readers. */
  none: 'none',
});

/** The saved-calculations page (src/pages/saved-calculations.astro). */
export const savedPageMessages = i18n('site.page.saved', {
  title: 'Saved Calculations',
  description: 'Calculations you have saved in this browser: load, rename, delete, export or import them.',
  intro: 'Calculations you save are kept in this browser, on this device only. We never see them. Clearing your browser data removes them, so export them if you want a copy.',
});

/** The search page (src/pages/search.astro) and its script's words. `{query}` is what was searched for. */
export const searchPageMessages = i18n('site.page.search', {
  title: 'Search',
  description: 'Search our guides, calculators, situation pages, glossary, news, help and legal pages.',
  heading: 'Search this site',
  label: 'Search guides, help pages and news',
  hint: 'For example: bedroom tax, LCWRA, winter fuel or PIP calculator.',
  submit: 'Search',
  results: 'Search results',
  more: 'Show more results',
  needsJavaScript: 'Search needs JavaScript. You can find every page in the lists below.',
  browse: 'Browse all pages',
  guides: 'Guides',
  calculators: 'Calculators',
  yourSituation: 'Your situation',
  helpAndInformation: 'Help and information',
  legal: 'Legal',
  glossary: 'Glossary of benefit terms',
  news: 'Benefits news and updates',
  rates: 'Rates we use',
  searching: 'Searching…',
  noResults: params('No results for “{query}”. Check the spelling, try another word, or browse all pages below.'),
  found: params(count({ one: '{total} result for “{query}”.', other: '{total} results for “{query}”.' })),
  foundSome: params(count({ one: '{total} result for “{query}”, showing the first {shown}.', other: '{total} results for “{query}”, showing the first {shown}.' })),
  failed: 'Search is not working right now. Browse all pages below instead.',
});

/** The Universal Credit calculator's page (src/pages/universal-credit.astro). */
export const universalCreditPageMessages = i18n('site.page.universalCredit', {
  title: 'Universal Credit Calculator',
  description: params(
    'Estimate your monthly Universal Credit for {year}: standard allowance, children, housing, health and caring, with the earnings taper and benefit cap. Free and anonymous.',
  ),
  intro: 'Estimate how much Universal Credit you could get each month, and see how it is worked out. It takes about 5 minutes.',
  rules:
    "The calculator uses the official {year} rules and rates, this tax year's unless you choose another (<rates>see the rates we use</rates>). It works in your browser: nothing you type leaves your device.",
  estimate: 'This is an estimate, not an official assessment. To find out more, read our <guide>guide to Universal Credit</guide>.',
});
