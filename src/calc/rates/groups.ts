/**
 * The benefit groups of the rates table, one row each, in the order /rates lists them: the
 * group's figures (its group file) and where its figures apply unless a rate says otherwise (HB
 * and CTS law covers Great Britain). Its name is in the catalogue, keyed by the group's id
 * (src/i18n/en/rates.ts `rateGroupMessages`). Everything that lists the groups reads this
 * table: the `BenefitGroup` and `CoreRateId` types, the catalogue (catalogue.ts) and the lint's
 * rule that keeps the group files' words out of calculator pages (eslint.config.js). A new
 * benefit's figures are one group file and one row here (README "Add a calculator").
 *
 * Only the catalogue, the server and the admin panel import this file as code: it holds every
 * figure's references. The engines import its types alone.
 */
import { UNIVERSAL_CREDIT_RATES } from './universal-credit';
import { HOUSING_BENEFIT_RATES } from './housing-benefit';
import { PIP_RATES } from './pip';
import { COUNCIL_TAX_SUPPORT_RATES } from './council-tax-support';
import { PENSION_CREDIT_RATES } from './pension-credit';
import { SCOTLAND_RATES } from './scotland';
import { NORTHERN_IRELAND_RATES } from './northern-ireland';
import { GENERAL_RATES } from './general';
import type { RateSpec, Region } from './define';

export const RATE_GROUPS = {
  'universal-credit': { region: 'uk', rates: UNIVERSAL_CREDIT_RATES },
  'housing-benefit': { region: 'great-britain', rates: HOUSING_BENEFIT_RATES },
  pip: { region: 'uk', rates: PIP_RATES },
  'council-tax-support': { region: 'great-britain', rates: COUNCIL_TAX_SUPPORT_RATES },
  'pension-credit': { region: 'great-britain', rates: PENSION_CREDIT_RATES },
  scotland: { region: 'scotland', rates: SCOTLAND_RATES },
  'northern-ireland': { region: 'northern-ireland', rates: NORTHERN_IRELAND_RATES },
  general: { region: 'uk', rates: GENERAL_RATES },
} as const satisfies Readonly<Record<string, { region: Region; rates: Readonly<Record<string, RateSpec>> }>>;

/** The benefit a rate belongs to; `general` holds conversions, the checker and figures the guides quote. */
export type BenefitGroup = keyof typeof RATE_GROUPS;

/** Ids of the hand-written rates of every group: engines read these by name, so a typo fails type-checking. */
export type CoreRateId = { [G in BenefitGroup]: keyof (typeof RATE_GROUPS)[G]['rates'] }[BenefitGroup];
