/**
 * Checks a council's working-age scheme (./model.ts) before the calculator uses it: the shape
 * (zod), then the rules a shape cannot say (bands in order, the last route for everyone, each
 * grid band naming every household type it needs). Every problem is a message in plain English
 * (src/i18n/en/council-tax-support-local.ts) naming the field, so an admin form can show it
 * beside the answer. Never throws. Only the tests and the admin load this module: the engine
 * reads schemes already checked, so the schema library never loads with a calculator page.
 */
import * as z from 'zod/v4-mini';
import { msg, type Message } from '../message';
import type { HouseholdType, LocalScheme } from './model';

const BANDS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
const HOUSEHOLDS = ['single', 'single-1-child', 'single-2-plus-children', 'couple', 'couple-1-child', 'couple-2-plus-children'] as const;
const CLASSES = ['universal-credit', 'no-universal-credit', 'disability', 'severe-disability', 'enhanced-disability', 'carer', 'disabled-child', 'child-under-5'] as const;

const money = z.number().check(z.gte(0));
const percent = z.number().check(z.gte(0), z.lte(100));
const text = z.string().check(z.minLength(1));

const capital = z.strictObject({
  limit: money,
  noneWhen: z.enum(['or-more', 'more-than']),
  tariff: z.nullable(z.strictObject({ from: money, step: z.number().check(z.gte(1)), perStep: money })),
});

const grid = z.strictObject({
  kind: z.literal('grid'),
  measure: z.enum(['net-income', 'excess-income', 'earnings']),
  period: z.enum(['week', 'month']),
  of: z.enum(['liability', 'maximum']),
  bands: z.array(z.strictObject({ percent, upTo: z.nullable(z.union([money, z.partialRecord(z.enum(HOUSEHOLDS), money)])) })).check(z.minLength(2)),
});

const route = z.strictObject({
  appliesTo: z.nullable(z.array(z.enum(CLASSES)).check(z.minLength(1))),
  maxPercent: percent,
  method: z.discriminatedUnion('kind', [z.strictObject({ kind: z.literal('taper'), ratePercent: percent }), grid]),
  cutPercent: percent,
  capital: z.optional(capital),
  bandCap: z.optional(z.boolean()),
});

const scheme = z.strictObject({
  code: z.string().check(z.regex(/^E0[6-9]\d{6}$/)),
  name: text,
  years: z.array(z.string().check(z.regex(/^20\d\d-\d\d$/))).check(z.minLength(1)),
  source: z.strictObject({ title: text, url: z.string().check(z.regex(/^https:\/\/\S+$/)), date: text }),
  bandCap: z.nullable(z.enum(BANDS)),
  bandCapOf: z.optional(z.enum(['liability', 'reduction'])),
  familyPremiumForAll: z.optional(z.boolean()),
  capital,
  nonDependants: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('none') }),
    z.strictObject({ kind: z.literal('flat'), amount: money }),
    z.strictObject({ kind: z.literal('banded'), notInWork: money, bands: z.array(z.strictObject({ from: money, amount: money })).check(z.minLength(1)) }),
  ]),
  minimumWeekly: z.nullable(money),
  earningsDisregards: z.nullable(z.strictObject({ single: money, couple: money, loneParent: money, disabledOrCarer: money })),
  disabilityDisregard: z.nullable(money),
  secondAdultRebate: z.nullable(z.strictObject({ lowerBelow: money, higherBelow: money })),
  routes: z.array(route).check(z.minLength(1)),
  readings: z.array(text),
});

/** A path as people read it: "routes, 2nd, method, bands" → "routes › 2 › method › bands" (lists counted from 1). */
function fieldName(path: readonly PropertyKey[]): string {
  return path.length ? path.map((part) => (typeof part === 'number' ? String(part + 1) : String(part))).join(' › ') : 'the scheme';
}

/** One zod problem as a plain-English message naming its field. */
function problem(issue: z.core.$ZodIssue): Message {
  const field = fieldName(issue.path);
  switch (issue.code) {
    case 'too_small':
      return issue.origin === 'array' || issue.origin === 'string' ? msg('ctsLocal.error.empty', { field }) : msg('ctsLocal.error.tooSmall', { field, min: Number(issue.minimum) });
    case 'too_big':
      return msg('ctsLocal.error.tooBig', { field, max: Number(issue.maximum) });
    case 'invalid_value':
      return msg('ctsLocal.error.choice', { field, choices: issue.values.map(String).join(', ') });
    case 'unrecognized_keys':
      return msg('ctsLocal.error.unknown', { field, keys: issue.keys.join(', ') });
    case 'invalid_format':
      return msg('ctsLocal.error.format', { field });
    case 'invalid_type':
      return msg(issue.expected === 'number' ? 'ctsLocal.error.notNumber' : 'ctsLocal.error.missing', { field });
    default:
      return msg('ctsLocal.error.invalid', { field });
  }
}

/** The rules a shape cannot say, on a scheme of the right shape. */
function rules(s: LocalScheme): Message[] {
  const errors: Message[] = [];
  const last = s.routes.length - 1;
  s.routes.forEach((r, i) => {
    const at = `routes › ${i + 1}`;
    if ((r.appliesTo === null) !== (i === last)) errors.push(msg(i === last ? 'ctsLocal.error.lastRoute' : 'ctsLocal.error.everyoneRoute', { field: at }));
    if (r.method.kind !== 'grid') return;
    const bands = r.method.bands;
    // Which household types the grid sets bounds for: every bounded band must name each of them.
    const types = new Set<HouseholdType>();
    for (const band of bands) if (band.upTo !== null && typeof band.upTo === 'object') for (const key of Object.keys(band.upTo) as HouseholdType[]) types.add(key);
    bands.forEach((band, j) => {
      const field = `${at} › method › bands › ${j + 1}`;
      if ((band.upTo === null) !== (j === bands.length - 1)) errors.push(msg('ctsLocal.error.lastBand', { field }));
      if (band.upTo !== null && typeof band.upTo === 'object' && Object.keys(band.upTo).length !== types.size) errors.push(msg('ctsLocal.error.householdTypes', { field }));
      const before = bands[j - 1];
      if (!before || band.upTo === null || before.upTo === null) return;
      const order = (type: HouseholdType | null) => {
        const value = (b: typeof band) => (typeof b.upTo === 'number' ? b.upTo : type && b.upTo ? b.upTo[type] : undefined);
        const [low, high] = [value(before), value(band)];
        return low === undefined || high === undefined || high > low;
      };
      if (!(typeof band.upTo === 'number' ? order(null) : [...types].every(order))) errors.push(msg('ctsLocal.error.bandOrder', { field }));
    });
  });
  if (s.nonDependants.kind === 'banded') {
    const bands = s.nonDependants.bands;
    if (bands[0]?.from !== 0) errors.push(msg('ctsLocal.error.firstFrom', { field: 'nonDependants › bands › 1' }));
    bands.forEach((band, j) => {
      const before = bands[j - 1];
      if (before && band.from <= before.from) errors.push(msg('ctsLocal.error.bandOrder', { field: `nonDependants › bands › ${j + 1}` }));
    });
  }
  if (s.secondAdultRebate && s.secondAdultRebate.higherBelow <= s.secondAdultRebate.lowerBelow) errors.push(msg('ctsLocal.error.rebateOrder', { field: 'secondAdultRebate' }));
  return errors;
}

/** A scheme checked: the scheme when it can be used, else every problem found, each naming its field. */
export function validateLocalScheme(value: unknown): { ok: true; scheme: LocalScheme } | { ok: false; errors: Message[] } {
  const parsed = scheme.safeParse(value);
  if (!parsed.success) return { ok: false, errors: parsed.error.issues.map(problem) };
  const found = rules(parsed.data as LocalScheme);
  return found.length ? { ok: false, errors: found } : { ok: true, scheme: parsed.data as LocalScheme };
}
