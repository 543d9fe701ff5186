/**
 * The admin's form for a council's working-age Council Tax Support scheme (docs/product.md §7
 * "Council Tax Support schemes"), apart from its drawing so it can be tested: the common taper
 * shape as form answers and back (src/calc/council-tax-support-local/model.ts), and which of the
 * form's fields a problem of the model's check names. The preview's example households are
 * src/lib/council-scheme-preview.ts, which the server runs.
 *
 * The common shape is one route for everyone: up to a share of the council tax, less a share of
 * income above the amount for living expenses (a taper), with a capital limit (and, optionally,
 * Housing Benefit's tariff income), an optional band cap, a flat non-dependant deduction or none,
 * and an optional minimum award. Anything else (routes by claimant class, income-band grids, a
 * cut after the award, the scheme's own disregards, the second adult rebate) is written as JSON.
 */
import type { LocalBand, LocalScheme } from '~/calc/council-tax-support-local/model';
import { isTaxYear, taxYearInfo, type TaxYear } from '~/calc/rates';

/** The form's answers, as typed. */
export interface SchemeFormAnswers {
  maxPercent: string;
  taperPercent: string;
  bandCap: '' | LocalBand;
  capitalLimit: string;
  /** Housing Benefit's tariff income below the limit: £1 a week for each £250, or part of £250, above £6,000 (HB Regs 2006 reg 52(4)). */
  tariff: boolean;
  /** A flat deduction a week for each non-dependant; '' for none. */
  nonDependant: string;
  /** No award below this a week; '' for none. */
  minimumWeekly: string;
  sourceTitle: string;
  sourceUrl: string;
  sourceDate: string;
}

/** The tariff income of the form's tick box: Housing Benefit's (HB Regs 2006 reg 52(4)). */
export const HOUSING_BENEFIT_TARIFF = { from: 6000, step: 250, perStep: 1 } as const;
/** Housing Benefit's capital limit (HB Regs 2006 reg 43), the form's first answer. */
export const HOUSING_BENEFIT_CAPITAL_LIMIT = 16000;

/** A new form: Housing Benefit's capital rules; the shares and the document left for the admin to give. */
export function emptyAnswers(): SchemeFormAnswers {
  return {
    maxPercent: '',
    taperPercent: '',
    bandCap: '',
    capitalLimit: String(HOUSING_BENEFIT_CAPITAL_LIMIT),
    tariff: true,
    nonDependant: '',
    minimumWeekly: '',
    sourceTitle: '',
    sourceUrl: '',
    sourceDate: '',
  };
}

/** A typed number, or the text itself when it is not one (the model's check then says the field must be a number). */
function typedNumber(text: string): number | string {
  const trimmed = text.trim().replace(/^£/, '').replace(/,/g, '');
  return trimmed !== '' && Number.isFinite(Number(trimmed)) ? Number(trimmed) : text;
}

/** An optional amount: null when left empty. */
const optional = (text: string) => (text.trim() === '' ? null : typedNumber(text));

/** The scheme the form's answers make for a council and tax year (not yet checked). */
export function schemeFromAnswers(answers: SchemeFormAnswers, council: { code: string; name: string }, year: TaxYear): unknown {
  const nonDependant = optional(answers.nonDependant);
  return {
    code: council.code,
    name: council.name,
    years: [year],
    source: { title: answers.sourceTitle.trim(), url: answers.sourceUrl.trim(), date: answers.sourceDate.trim() },
    bandCap: answers.bandCap || null,
    capital: { limit: typedNumber(answers.capitalLimit), noneWhen: 'more-than', tariff: answers.tariff ? { ...HOUSING_BENEFIT_TARIFF } : null },
    nonDependants: nonDependant === null || nonDependant === 0 ? { kind: 'none' } : { kind: 'flat', amount: nonDependant },
    minimumWeekly: optional(answers.minimumWeekly),
    earningsDisregards: null,
    disabilityDisregard: null,
    secondAdultRebate: null,
    routes: [{ appliesTo: null, maxPercent: typedNumber(answers.maxPercent), method: { kind: 'taper', ratePercent: typedNumber(answers.taperPercent) }, cutPercent: 0 }],
    readings: [],
  };
}

/** The form's answers for a saved scheme of the common shape, or null when it can only be corrected as JSON. */
export function answersFromScheme(s: LocalScheme): SchemeFormAnswers | null {
  const route = s.routes[0];
  const tariff = s.capital.tariff;
  const standardTariff =
    tariff === null || (tariff.from === HOUSING_BENEFIT_TARIFF.from && tariff.step === HOUSING_BENEFIT_TARIFF.step && tariff.perStep === HOUSING_BENEFIT_TARIFF.perStep);
  if (
    s.routes.length !== 1 ||
    !route ||
    route.method.kind !== 'taper' ||
    route.cutPercent !== 0 ||
    route.capital ||
    route.bandCap === false ||
    s.capital.noneWhen !== 'more-than' ||
    !standardTariff ||
    s.nonDependants.kind === 'banded' ||
    s.earningsDisregards ||
    s.disabilityDisregard !== null ||
    s.secondAdultRebate ||
    s.readings.length > 0
  ) {
    return null;
  }
  return {
    maxPercent: String(route.maxPercent),
    taperPercent: String(route.method.ratePercent),
    bandCap: s.bandCap ?? '',
    capitalLimit: String(s.capital.limit),
    tariff: tariff !== null,
    nonDependant: s.nonDependants.kind === 'flat' ? String(s.nonDependants.amount) : '',
    minimumWeekly: s.minimumWeekly === null ? '' : String(s.minimumWeekly),
    sourceTitle: s.source.title,
    sourceUrl: s.source.url,
    sourceDate: s.source.date,
  };
}

/** The form's fields, by the name the model's check gives each ("routes › 1 › maxPercent"). */
export const FORM_FIELDS = {
  'routes › 1 › maxPercent': 'maxPercent',
  'routes › 1 › method › ratePercent': 'taperPercent',
  bandCap: 'bandCap',
  'capital › limit': 'capitalLimit',
  'nonDependants › amount': 'nonDependant',
  minimumWeekly: 'minimumWeekly',
  'source › title': 'sourceTitle',
  'source › url': 'sourceUrl',
  'source › date': 'sourceDate',
} as const satisfies Record<string, keyof SchemeFormAnswers>;

/** The form field a problem names, or undefined when it names none of them. */
export function formFieldOf(field: string): keyof SchemeFormAnswers | undefined {
  return Object.hasOwn(FORM_FIELDS, field) ? FORM_FIELDS[field as keyof typeof FORM_FIELDS] : undefined;
}

/** '2026/27' for a year the tables hold, else the year as stored. */
export const yearText = (year: string): string => (isTaxYear(year) ? taxYearInfo(year).shortLabel : year);
