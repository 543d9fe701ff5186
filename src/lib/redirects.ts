/**
 * Permanent redirects for the footer's /calculators/* and /benefits/* links
 * (docs/product.md §2 footer; docs/product.md §12: "No footer link ends on the not-found page").
 * The server answers these with 301; nothing else in the site depends on them.
 */
export const REDIRECTS: Readonly<Record<string, string>> = {
  '/calculators/universal-credit': '/universal-credit',
  '/calculators/housing-benefit': '/housing-benefit',
  '/calculators/pip': '/pip',
  '/calculators/council-tax-support': '/council-tax-support',
  '/benefits/child-benefit': '/benefits-checker',
  '/benefits/universal-credit': '/guides/universal-credit',
  '/benefits/pip': '/guides/personal-independence-payment',
  '/benefits/esa': '/scenarios/disability-benefits',
  '/benefits/dla': '/scenarios/disability-benefits',
};
