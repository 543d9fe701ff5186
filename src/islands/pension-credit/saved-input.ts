/**
 * Reading a saved, imported, remembered or handed-over Pension Credit calculation (docs/product.md
 * §4, §10) through the schema toolkit (src/islands/shared/saved/schema.ts): a missing answer takes
 * the engine's default quietly; an answer that is there but unusable takes the default and is
 * named in `reset`; ages and counts are whole and held in the form's ranges, money is at least 0
 * and to the penny. Never throws, and always gives answers the calculator can show.
 *
 * Loaded only when saved or remembered answers are opened, so the schema library costs the page
 * nothing up front (README "Performance").
 */
import { UK_NATIONS } from '~/calc/nations';
import { defaultPensionCreditPerson, PENSION_CREDIT_PASSPORT_IDS, type PensionCreditChild, type PensionCreditPerson, type PensionCreditResult } from '~/calc/pension-credit';
import {
  engineText,
  engineTexts,
  field,
  finite,
  keepOptional,
  money,
  oneOf,
  optional,
  record,
  resultLine,
  savedResult,
  savedTaxYear,
  section,
  taxYearId,
  whole,
  besideAward,
  z,
} from '~/islands/shared/saved/schema';
import type { ReadInput, SavedInputReader } from '~/islands/shared/saved/schema';
import { pcSavedMessages, pcSavedPartnerMessages, pcSavedYouMessages } from '~/i18n/en/pension-credit-saved';
import { pcEngineWords } from '~/i18n/en/pension-credit-engine';
import { CHILD_DISABILITY_RATES, defaultPensionCreditAnswers, HOME_KINDS, LIMITS, type PensionCreditAnswers } from './state';

/** What a saved calculation's data turned into, and the answers that had to be reset. */
export type SavedPensionCredit = ReadInput<PensionCreditAnswers>;

/** A date of birth as the form gives it: 'YYYY-MM-DD'. */
const isoDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

/** The yes/no answers of one partner; each is named by the message of the same key (yours, or your partner's). */
const PERSON_FLAGS = [
  'reachedStatePensionAge',
  'reachedStatePensionAgeBeforeApril2016',
  'getsCarersAllowance',
  'carersAllowanceUnderlyingOnly',
  'getsDisabilityBenefit',
  'isRegisteredBlind',
  'someoneGetsCarersAllowanceForCaringForThem',
  'specialOccupationEarnings',
] as const;

/** The weekly money of one partner, named the same way. */
const PERSON_MONEY = ['statePension', 'otherPensions', 'earnings', 'countedBenefits'] as const;

/** One partner's answers as the page names them: yours or your partner's. */
type PersonWords = ReturnType<typeof pcSavedYouMessages.get>;

function readPerson(v: Record<string, unknown>, t: PersonWords, reset: string[]): PensionCreditPerson {
  const base = defaultPensionCreditPerson();
  const person: PensionCreditPerson = {
    ...base,
    age: whole(field(v, 'age', finite, base.age, base.age, t.age, reset), LIMITS.ageMin, LIMITS.ageMax),
  };
  for (const key of PERSON_MONEY) person[key] = money(field(v, key, finite, base[key], 0, t[key], reset));
  keepOptional(person, v, 'dateOfBirth', isoDate, t.dateOfBirth, reset);
  for (const key of PERSON_FLAGS) keepOptional(person, v, key, z.boolean(), t[key], reset);
  const warPension = optional(v, 'warPension', finite, t.warPension, reset);
  if (warPension !== undefined) person.warPension = money(warPension);
  return person;
}

function readChild(value: unknown, n: number, reset: string[]): PensionCreditChild {
  const t = pcSavedMessages.get();
  const v = record(value);
  if (v !== value) reset.push(t.child({ n }));
  const child: PensionCreditChild = {
    age: whole(field(v, 'age', finite, LIMITS.childAgeMin, LIMITS.childAgeMin, t.childAge({ n }), reset), LIMITS.childAgeMin, LIMITS.childAgeMax),
    disabilityRate: field(v, 'disabilityRate', oneOf(CHILD_DISABILITY_RATES), 'none', 'none', t.childDisability({ n }), reset),
  };
  keepOptional(child, v, 'bornBeforeApril2017', z.boolean(), t.childBefore2017({ n }), reset);
  return child;
}

/**
 * A saved calculation's `data` read through the schema (see the file comment). `reset` names each
 * answer that was there but unusable, in the order of the form.
 */
export function readSavedPensionCreditInput(value: unknown): SavedPensionCredit {
  const reset: string[] = [];
  const t = pcSavedMessages.get();
  const base = defaultPensionCreditAnswers();
  const root = record(value);
  const claimant = readPerson(section(root, 'claimant', t.you, reset), pcSavedYouMessages.get(), reset);
  const hasPartner = root.partner !== undefined && root.partner !== null;
  const partner = hasPartner ? readPerson(section(root, 'partner', t.partner, reset), pcSavedPartnerMessages.get(), reset) : null;
  const children = field(root, 'children', z.array(z.unknown()), [], [], t.children, reset).map((c, i) => readChild(c, i + 1, reset));
  const input: PensionCreditAnswers = {
    claimant,
    partner,
    otherAdults: whole(field(root, 'otherAdults', finite, base.otherAdults, 0, t.otherAdults, reset), 0, LIMITS.otherAdultsMax),
    children,
    savings: money(field(root, 'savings', finite, base.savings, 0, t.savings, reset)),
    housingCostsWeekly: money(field(root, 'housingCostsWeekly', finite, base.housingCostsWeekly, 0, t.housingCosts, reset)),
  };
  const incomes = field<number[] | undefined>(root, 'otherAdultsWorkIncome', z.array(finite), undefined, undefined, t.adultsIncome, reset);
  if (incomes !== undefined) input.otherAdultsWorkIncome = incomes.slice(0, LIMITS.otherAdultsMax).map(money);
  if (partner) keepOptional(input, root, 'entitledBeforeMay2019', z.boolean(), t.before2019, reset);
  if (partner) keepOptional(input, root, 'savingsCreditSinceBeforeApril2016', z.boolean(), t.savingsCredit2016, reset);
  keepOptional(input, root, 'home', oneOf(HOME_KINDS), t.home, reset);
  // Where you live (docs/rules.md "Where you live"): absent from answers saved before it was asked, which read as England.
  keepOptional(input, root, 'location', oneOf(UK_NATIONS), t.location, reset);
  const rent = field<number | undefined>(root, 'rentWeekly', finite, undefined, undefined, t.rent, reset);
  if (rent !== undefined) input.rentWeekly = money(rent);
  const taxYear = savedTaxYear(root, reset);
  return { input: taxYear !== undefined ? { taxYear, ...input } : input, reset };
}

const lines = z.array(resultLine);

/** Everything the Pension Credit results panel draws (src/calc/pension-credit.ts `PensionCreditResult`). */
const resultSchema = z.object({
  taxYear: taxYearId,
  eligible: z.boolean(),
  reason: z.nullable(z.enum(['under-state-pension-age', 'couple-under-state-pension-age', 'mixed-age-couple', 'income-too-high'])),
  appropriateMinimumGuarantee: finite,
  income: finite,
  guaranteeCredit: finite,
  savingsCredit: finite,
  weeklyAmount: finite,
  monthlyAmount: finite,
  incomeAboveGuarantee: finite,
  whatCouldChange: engineTexts,
  breakdown: z.object({ minimumGuarantee: lines, income: lines, guaranteeCredit: resultLine, savingsCredit: lines }),
  passports: z.array(
    z.object({
      id: z.enum(PENSION_CREDIT_PASSPORT_IDS),
      name: engineText,
      text: engineText,
      rateId: z.nullable(z.string()),
      amount: z.nullable(finite),
    }),
  ),
  nextSteps: engineTexts,
  warnings: engineTexts,
  // What Scotland pays beside the award: none in a result saved before.
  besideAward,
});

/**
 * A saved `result` when it has everything the results panel draws (a result saved by this
 * version, or one saved in words before the engine gave messages, which keeps its words) and
 * every message in it still has words; null otherwise, and the page works the result out again
 * from the saved answers.
 */
export function readSavedPensionCreditResult(value: unknown): PensionCreditResult | null {
  return savedResult<PensionCreditResult>(resultSchema, value, pcEngineWords);
}

/** The readers the calculator's controller opens saved and remembered answers with (useCalculation). */
export const reader: SavedInputReader<PensionCreditAnswers, PensionCreditResult> = { input: readSavedPensionCreditInput, result: readSavedPensionCreditResult };
