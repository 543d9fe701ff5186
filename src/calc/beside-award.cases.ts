/**
 * Rule cases of the payments beside an award in Scotland and Northern Ireland (docs/rules.md
 * "Scotland" and "Northern Ireland"), worked by hand from the rates of each year
 * (src/calc/rates/scotland.ts; the year files) and the law each line cites:
 *
 * Scottish Child Payment, a week for each child under 16 (SSI 2020/351 regs 14, 20): 2024/25 26.70,
 * 2025/26 27.15, 2026/27 28.20; a month as Universal Credit reads a weekly figure, × 52 ÷ 12:
 *   2026/27, children 4 and 9: 2 × 28.20 = 56.40; × 52 = 2,932.80; ÷ 12 = 244.40.
 *   2026/27, children 4, 9, 15 and 16 (16 is not under 16): 3 × 28.20 = 84.60; × 52 = 4,399.20; ÷ 12 = 366.60.
 *   2024/25, a child of 2: 26.70 × 52 = 1,388.40; ÷ 12 = 115.70.
 *   2025/26 with Pension Credit (a week), children 10 and 12: 2 × 27.15 = 54.30.
 * Discretionary Housing Payments (Scotland, on application) and Welfare Supplementary Payments
 * (Northern Ireland, automatic): the bedroom cut back in full; the cap's cut up to the housing
 * costs in Scotland (250.00 cut, 180.00 housing costs: 180.00), in full in Northern Ireland (250.00) to a household
 * responsible for a child, and not at all to one without.
 * Carers on Carer Support Payment in Scotland (SSI 2023/302 reg 16):
 *   2024/25: Carer's Allowance Supplement 288.60 twice a year = 577.20.
 *   2025/26: 293.50 twice = 587.00; for a couple who both care, 4 × 293.50 = 1,174.00.
 *   2026/27: Scottish Carer Supplement 11.70 a week × 52 = 608.40; ÷ 12 = 50.70 a month; two carers
 *     23.40 × 52 = 1,216.80; ÷ 12 = 101.40. Carer Additional Person Payment for one more person:
 *     10.40 × 52 = 540.80; ÷ 12 = 45.0666… → 45.07. A week (Pension Credit): 11.70.
 */
import type { BesideFacts, BesidePayment } from './beside-award';
import type { TaxYear } from './rates';
import type { RuleCase } from './types';

export type BesideCaseInput = BesideFacts & { taxYear: TaxYear };
type Case = RuleCase<BesideCaseInput, { payments: BesidePayment[] }>;

const NONE: Omit<BesideFacts, 'nation'> = {
  period: 'month',
  isPaid: true,
  childAges: [],
  bedroomCutPence: 0,
  capCutPence: 0,
  housingCostsPence: 0,
  carers: 0,
  furtherPeopleCared: 0,
};
const SCP = 'SSI 2020/351 regs 14, 18, 20';
const MITIGATION = 'Scottish DHP guidance manual s 2.3; Welfare Supplementary Payments (Amendment) Act (NI) 2022';
const CARERS = 'SSI 2023/302 reg 16';

export const BESIDE_AWARD_CASES: Case[] = [
  {
    name: '2026-27: Scotland, Universal Credit paid, children 4 and 9: Scottish Child Payment 244.40 a month',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', childAges: [4, 9] },
    expected: { payments: [{ id: 'scottish-child-payment', amount: 244.4, claim: 'social-security-scotland', rateId: 'scotland.child-payment' }] },
    checks: SCP,
  },
  {
    name: '2026-27: Scotland, children 4, 9, 15 and 16: three under 16, 366.60 a month',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', childAges: [4, 9, 15, 16] },
    expected: { payments: [{ id: 'scottish-child-payment', amount: 366.6 }] },
    checks: SCP,
  },
  {
    name: '2024-25: Scotland, a child of 2: 115.70 a month',
    input: { ...NONE, taxYear: '2024-25', nation: 'scotland', childAges: [2] },
    expected: { payments: [{ id: 'scottish-child-payment', amount: 115.7 }] },
    checks: SCP,
  },
  {
    name: '2025-26: Scotland, Pension Credit paid, children 10 and 12: 54.30 a week',
    input: { ...NONE, taxYear: '2025-26', nation: 'scotland', period: 'week', childAges: [10, 12] },
    expected: { payments: [{ id: 'scottish-child-payment', amount: 54.3 }] },
    checks: SCP,
  },
  {
    name: '2026-27: Scotland, children but no award paid: no Scottish Child Payment',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', isPaid: false, childAges: [4, 9] },
    expected: { payments: [] },
    checks: SCP,
  },
  {
    name: '2026-27: England and Wales: nothing beside the award',
    input: { ...NONE, taxYear: '2026-27', nation: 'england', childAges: [4, 9], bedroomCutPence: 8400, carers: 1 },
    expected: { payments: [] },
    checks: 'docs/rules.md "Where you live"',
  },
  {
    name: '2025-26: Scotland, a 14% bedroom cut of 84.00 and a cap cut of 250.00 with housing costs of 180.00',
    input: { ...NONE, taxYear: '2025-26', nation: 'scotland', bedroomCutPence: 8400, capCutPence: 25000, housingCostsPence: 18000 },
    expected: {
      payments: [
        { id: 'dhp-bedroom', amount: 84, claim: 'council' },
        { id: 'dhp-cap', amount: 180, claim: 'council' },
      ],
    },
    checks: MITIGATION,
  },
  {
    name: '2024-25: Scotland, a 25% bedroom cut of 150.00 and a cap cut of 120.00 within housing costs of 600.00',
    input: { ...NONE, taxYear: '2024-25', nation: 'scotland', bedroomCutPence: 15000, capCutPence: 12000, housingCostsPence: 60000 },
    expected: {
      payments: [
        { id: 'dhp-bedroom', amount: 150 },
        { id: 'dhp-cap', amount: 120 },
      ],
    },
    checks: MITIGATION,
  },
  {
    name: '2026-27: Scotland, a bedroom cut but no award paid: nothing to pay back',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', isPaid: false, bedroomCutPence: 8400 },
    expected: { payments: [] },
    checks: MITIGATION,
  },
  {
    name: '2026-27: Northern Ireland, a bedroom cut of 84.00 and a cap cut of 250.00: both paid back automatically',
    input: { ...NONE, taxYear: '2026-27', nation: 'northern-ireland', childAges: [4], bedroomCutPence: 8400, capCutPence: 25000, housingCostsPence: 18000 },
    expected: {
      payments: [
        { id: 'wsp-bedroom', amount: 84, claim: 'automatic' },
        { id: 'wsp-cap', amount: 250, claim: 'automatic' },
      ],
    },
    checks: MITIGATION,
  },
  {
    name: '2026-27: Northern Ireland, a capped household with no children: the cap cut is not paid back',
    input: { ...NONE, taxYear: '2026-27', nation: 'northern-ireland', capCutPence: 25000, housingCostsPence: 18000 },
    expected: { payments: [] },
    checks: 'Welfare Supplementary Payment (Benefit Cap) Regulations (NI) 2016: households with a child',
  },
  {
    name: '2024-25: Scotland, a carer: the Carer’s Allowance Supplement, 288.60 twice a year',
    input: { ...NONE, taxYear: '2024-25', nation: 'scotland', carers: 1 },
    expected: { payments: [{ id: 'carers-allowance-supplement', amount: 288.6, per: 'payment' }] },
    checks: CARERS,
  },
  {
    name: '2025-26: Scotland, a couple who both care: two lump sums each of 293.50',
    input: { ...NONE, taxYear: '2025-26', nation: 'scotland', carers: 2, furtherPeopleCared: 1 },
    expected: { payments: [{ id: 'carers-allowance-supplement', amount: 293.5, per: 'payment' }] },
    checks: CARERS,
  },
  {
    name: '2026-27: Scotland, a carer of two people: Scottish Carer Supplement 50.70 and Carer Additional Person Payment 45.07 a month',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', carers: 1, furtherPeopleCared: 1 },
    expected: {
      payments: [
        { id: 'scottish-carer-supplement', amount: 50.7, rateId: 'scotland.carer-supplement' },
        { id: 'carer-additional-person-payment', amount: 45.07, claim: 'social-security-scotland' },
      ],
    },
    checks: CARERS,
  },
  {
    name: '2026-27: Scotland, a couple who both care: Scottish Carer Supplement 101.40 a month',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', carers: 2 },
    expected: { payments: [{ id: 'scottish-carer-supplement', amount: 101.4 }] },
    checks: CARERS,
  },
  {
    name: '2026-27: Scotland, a carer with Pension Credit: Scottish Carer Supplement 11.70 a week',
    input: { ...NONE, taxYear: '2026-27', nation: 'scotland', period: 'week', carers: 1 },
    expected: { payments: [{ id: 'scottish-carer-supplement', amount: 11.7 }] },
    checks: CARERS,
  },
];
