/**
 * What Scotland and Northern Ireland pay beside a UK award (src/calc/beside-award.ts), in English:
 * each payment's name and how it was worked out, with who pays it.
 */
import { count, i18n, params } from '../i18n';
import type { EngineWordsList } from '../engine-words';

export const besideAwardEngineMessages = i18n('beside.engine', {
  'beside.scottish-child-payment': 'Scottish Child Payment',
  'beside.dhp-bedroom': 'Discretionary Housing Payment for the bedroom cut',
  'beside.dhp-cap': 'Discretionary Housing Payment for the benefit cap',
  'beside.wsp-bedroom': 'Welfare Supplementary Payment for the bedroom cut',
  'beside.wsp-cap': 'Welfare Supplementary Payment for the benefit cap',
  'beside.carers-allowance-supplement': 'Carer’s Allowance Supplement',
  'beside.scottish-carer-supplement': 'Scottish Carer Supplement',
  'beside.carer-additional-person-payment': 'Carer Additional Person Payment',

  /** `rate`: a week for each child; `amount`: for the calculator's period. */
  'beside.scottishChildPayment.monthly': params(
    count({
      one: '{count} child under 16 × {rate} a week × 52 ÷ 12 = {amount} a month. Claim it from Social Security Scotland.',
      other: '{count} children under 16 × {rate} a week × 52 ÷ 12 = {amount} a month. Claim it from Social Security Scotland.',
    }),
  ),
  'beside.scottishChildPayment.weekly': params(
    count({
      one: '{count} child under 16 × {rate} = {amount} a week. Claim it from Social Security Scotland.',
      other: '{count} children under 16 × {rate} = {amount} a week. Claim it from Social Security Scotland.',
    }),
  ),
  'beside.dhpBedroom': params(
    'Scottish councils pay back the whole bedroom cut, {amount}, as a Discretionary Housing Payment. Apply to your council: it is not paid automatically.',
  ),
  'beside.dhpCap': params(
    'Scottish councils pay back the benefit cap’s cut of {cut} as far as your housing costs go: {amount}, as a Discretionary Housing Payment. Apply to your council: it is not paid automatically.',
  ),
  'beside.wspBedroom': params('In Northern Ireland the whole bedroom cut, {amount}, is paid back as a Welfare Supplementary Payment. It is paid automatically.'),
  'beside.wspCap': params(
    'In Northern Ireland the benefit cap’s cut, {amount}, is paid back to a family with children as a Welfare Supplementary Payment until {until}. It is paid automatically.',
  ),
  /** `each`: one lump sum; `year`: both lump sums for every carer. */
  'beside.carersAllowanceSupplement': params(
    count({
      one: 'With Carer’s Allowance or Carer Support Payment in Scotland: two lump sums a year, in June and December, of {each} each ({year} a year). Paid automatically.',
      other:
        'With Carer’s Allowance or Carer Support Payment in Scotland, for each of you: two lump sums a year, in June and December, of {each} each ({year} a year for you both). Paid automatically.',
    }),
  ),
  'beside.carerSupplement.month': params(
    count({
      one: 'With Carer Support Payment, from {from}: {rate} a week × 52 ÷ 12 = {amount} a month. Paid automatically.',
      other: 'With Carer Support Payment, from {from}: {count} of you × {rate} a week × 52 ÷ 12 = {amount} a month. Paid automatically.',
    }),
  ),
  'beside.carerSupplement.week': params(
    count({
      one: 'With Carer Support Payment, from {from}: {amount} a week. Paid automatically.',
      other: 'With Carer Support Payment, from {from}: {count} of you × {rate} = {amount} a week. Paid automatically.',
    }),
  ),
  'beside.carerAdditionalPerson.month': params(
    count({
      one: 'For {count} more person you care for 20 hours a week or more: {rate} a week × 52 ÷ 12 = {amount} a month. Ask Social Security Scotland.',
      other: 'For {count} more people you care for 20 hours a week or more: {count} × {rate} a week × 52 ÷ 12 = {amount} a month. Ask Social Security Scotland.',
    }),
  ),
  'beside.carerAdditionalPerson.week': params(
    count({
      one: 'For {count} more person you care for 20 hours a week or more: {amount} a week. Ask Social Security Scotland.',
      other: 'For {count} more people you care for 20 hours a week or more: {count} × {rate} = {amount} a week. Ask Social Security Scotland.',
    }),
  ),
});

export const besideAwardEngineWords: EngineWordsList = [besideAwardEngineMessages];
