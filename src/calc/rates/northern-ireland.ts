/**
 * Northern Ireland's own figures (docs/rules.md "Northern Ireland"). Universal Credit, PIP and
 * Pension Credit are paid at Great Britain's rates (parity), so they are not repeated here. There
 * is no council tax: domestic rates are billed by Land & Property Services, and the help with them
 * is Rate Rebate (with Universal Credit), Housing Benefit for rates, the Lone Pensioner Allowance
 * and the Disabled Person's Allowance. Rate Rebate's "maximum amount" (the income it is measured against) is not yet
 * sourced, so no figure of it is shown.
 */
import { count, everyYear, percent, type RateSpecs } from './define';

const RATE_RELIEF_REGS = {
  title: 'Rate Relief Regulations (Northern Ireland) 2017 (NISR 2017/184), reg 10(3)',
  href: 'https://www.legislation.gov.uk/nisr/2017/184/regulation/10',
};
const LONE_PENSIONER_ALLOWANCE = [{ title: 'nidirect, Lone Pensioner Allowance', href: 'https://www.nidirect.gov.uk/lone-pensioner-allowance' }];
const DISABLED_PERSONS_ALLOWANCE = [{ title: "nidirect, Disabled Person's Allowance", href: 'https://www.nidirect.gov.uk/articles/disabled-persons-allowance' }];

export const NORTHERN_IRELAND_RATES = {
  'northern-ireland.rate-rebate.taper': percent(everyYear(15), [RATE_RELIEF_REGS]),
  'northern-ireland.lone-pensioner-allowance': percent(everyYear(20), LONE_PENSIONER_ALLOWANCE),
  'northern-ireland.lone-pensioner-allowance.age': count(everyYear(70), LONE_PENSIONER_ALLOWANCE),
  'northern-ireland.disabled-persons-allowance': percent(everyYear(25), DISABLED_PERSONS_ALLOWANCE),
} satisfies RateSpecs;
