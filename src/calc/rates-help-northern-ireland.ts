/**
 * Where to ask for help with domestic rates in Northern Ireland, which has no council tax
 * (docs/rules.md "Northern Ireland" 3): nidirect's pages, and the Housing Executive's for tenants.
 * The Council Tax Support form with Northern Ireland chosen, the checker and the Housing Benefit
 * result link to them; the percentages are rates (./rates/northern-ireland.ts).
 */
export const NI_RATES_HELP = {
  /** nidirect, Applying for Rate Rebate: with Universal Credit, applied for online to Land & Property Services. */
  rateRebate: 'https://www.nidirect.gov.uk/articles/applying-rate-rebate',
  /** The Housing Executive, Housing Benefit: tenants' rent and rates. */
  housingBenefitTenants: 'https://www.nihe.gov.uk/housing-help/housing-benefit',
  /** nidirect, Housing Benefit and Rate Relief for homeowners: claimed from Land & Property Services. */
  housingBenefitHomeowners: 'https://www.nidirect.gov.uk/articles/housing-benefit-and-rate-relief-homeowners',
  /** nidirect, Lone Pensioner Allowance. */
  lonePensionerAllowance: 'https://www.nidirect.gov.uk/lone-pensioner-allowance',
  /** nidirect, Disabled Person's Allowance. */
  disabledPersonsAllowance: 'https://www.nidirect.gov.uk/articles/disabled-persons-allowance',
} as const;
