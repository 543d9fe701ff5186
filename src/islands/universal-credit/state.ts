/**
 * The Universal Credit form's state and the pure steps that change it (docs/product.md §2, §3, §5).
 * No DOM, React or storage here, so each step is unit-tested in node (state.test.ts).
 *
 * The form holds the engine's own input entity (field names of docs/product.md §3 unchanged); the
 * children's rows keep their own stable keys beside the list (src/islands/shared/fields/PersonList.tsx).
 */
import { bornBeforeAsked, defaultUniversalCreditInput, isFurtherPeopleCaredAsked, isLimitExceptionAsked, isLondonAsked, sharedRateFor } from '~/calc/universal-credit-questions';
import type { SharedRateExemption, UkLocation, UniversalCreditHousingType, UniversalCreditInput } from '~/calc/universal-credit';
import { resolveRates, type RatesTable } from '~/calc/rates';
import { convertPenceThroughYear, periodFactors, formatMoneyWithPence, toPence, toPounds } from '~/calc/money';
import { isStatePensionAgeAsked } from '~/calc/pension-age';
import { ucCalculatorMessages } from '~/i18n/en/universal-credit';
import { bedroomQuestionsAsked, withBedroomAnswersUsed } from './bedroom-questions';

/** The form: the engine input the tabs edit. */
export interface UcForm {
  input: UniversalCreditInput;
}

/** The four housing situations of docs/product.md §2, in the order offered; only renting gets the housing element. */
export const HOUSING_TYPES: readonly UniversalCreditHousingType[] = ['rent', 'mortgage', 'living-with-family', 'own-outright'];

/** Whether the form asks about exemptions from the shared accommodation rate: a single private renter under 35 with no one else in the bedroom count. */
export function isSharedRateExemptionAsked(input: UniversalCreditInput, rates: RatesTable): boolean {
  return input.housingDetails.housingType === 'rent' && input.housingDetails.tenancyType !== 'social' && sharedRateFor(input, rates).isSpecifiedRenter;
}

/** The ticked exemptions (the tickbox list's values). */
export function sharedRateExemptionsTicked(input: UniversalCreditInput): Array<SharedRateExemption | 'disability'> {
  return [...(input.healthAndCare.claimantGetsDisabilityBenefit ? (['disability'] as const) : []), ...(input.housingDetails.sharedRateExemptions ?? [])];
}

/** The form with the tickbox list's answer: the disability box and the others, each where the engine reads it. */
export function withSharedRateExemptions(form: UcForm, ticked: ReadonlyArray<SharedRateExemption | 'disability'>): UcForm {
  const { input } = form;
  const { claimantGetsDisabilityBenefit: _d, ...health } = input.healthAndCare;
  const { sharedRateExemptions: _e, ...housing } = input.housingDetails;
  const others = ticked.filter((t): t is SharedRateExemption => t !== 'disability');
  return {
    ...form,
    input: {
      ...input,
      healthAndCare: ticked.includes('disability') ? { ...health, claimantGetsDisabilityBenefit: true } : health,
      housingDetails: others.length > 0 ? { ...housing, sharedRateExemptions: others } : housing,
    },
  };
}

/** The form in another part of the UK: the Greater London answer is cleared, since it was given for England (docs/rules.md UC 15). */
export function withLocation(form: UcForm, location: UkLocation): UcForm {
  const { livesInGreaterLondon: _old, ...personal } = form.input.personalDetails;
  return { ...form, input: { ...form.input, personalDetails: { ...personal, location } } };
}

/** A form holding `input`. */
export function formFromInput(input: UniversalCreditInput): UcForm {
  return { input };
}

/** The docs/product.md §3 defaults: age 25, single, no children, England, money 0, renting, 1 bedroom. */
export function defaultForm(): UcForm {
  return formFromInput(defaultUniversalCreditInput());
}

/** A new child (age 0, no disability) at the end of the list. */
export function addChild(form: UcForm): UcForm {
  const { input } = form;
  return {
    ...form,
    input: { ...input, personalDetails: { ...input.personalDetails, children: [...input.personalDetails.children, { age: 0, hasDisability: false }] } },
  };
}

/** The form without the child at `index`. */
export function removeChild(form: UcForm, index: number): UcForm {
  const { input } = form;
  return {
    ...form,
    input: { ...input, personalDetails: { ...input.personalDetails, children: input.personalDetails.children.filter((_, i) => i !== index) } },
  };
}

/** A new adult living with the household (age 21: the age the form asked about before it took each adult's age) at the end of the list. */
export function addOtherAdult(form: UcForm, age: number): UcForm {
  const { input } = form;
  const { nonDependants: _old, ...housing } = input.housingDetails;
  return { ...form, input: { ...input, housingDetails: { ...housing, otherAdults: [...(housing.otherAdults ?? []), { age }] } } };
}

/** The form without the other adult at `index`. */
export function removeOtherAdult(form: UcForm, index: number): UcForm {
  const { input } = form;
  return { ...form, input: { ...input, housingDetails: { ...input.housingDetails, otherAdults: (input.housingDetails.otherAdults ?? []).filter((_, i) => i !== index) } } };
}

/** The form with the other adult at `index` changed. */
export function withOtherAdult(form: UcForm, index: number, change: Partial<NonNullable<UniversalCreditInput['housingDetails']['otherAdults']>[number]>): UcForm {
  const { input } = form;
  const adults = (input.housingDetails.otherAdults ?? []).map((adult, i) => (i === index ? { ...adult, ...change } : adult));
  return { ...form, input: { ...input, housingDetails: { ...input.housingDetails, otherAdults: adults } } };
}

/** The input with the monthly earnings replaced (the earnings slider, docs/product.md §4). */
export function withEarnings(input: UniversalCreditInput, earnedIncome: number): UniversalCreditInput {
  return { ...input, incomeDetails: { ...input.incomeDetails, earnedIncome } };
}

/**
 * What the Save dialog says once the earnings slider has moved the result away from the Income
 * tab's earnings (`shown`: what the result was worked out from; `calculated`: what Calculate took):
 * the slider's figure is what is saved. Null when they are the same earnings.
 */
export function sliderSaveNote(shown: UniversalCreditInput, calculated: UniversalCreditInput): string | null {
  const slider = shown.incomeDetails.earnedIncome;
  const typed = calculated.incomeDetails.earnedIncome;
  if (toPence(slider) === toPence(typed)) return null;
  return ucCalculatorMessages.get().sliderSaveNote({ slider: formatMoneyWithPence(toPence(slider)), typed: formatMoneyWithPence(toPence(typed)) });
}

/**
 * The carer questions (docs/rules.md UC 6), one for you and one for a partner: 'yes' is a caring
 * entry of the minimum hours from the rates table for that person, 'no' takes theirs away. An
 * entry loaded from a saved calculation keeps its hours.
 */
export function withCarer(input: UniversalCreditInput, isPartner: boolean, cares: boolean, rates: RatesTable): UniversalCreditInput['healthAndCare']['isCarerFor'] {
  const others = input.healthAndCare.isCarerFor.filter((entry) => (entry.person === 'partner') !== isPartner);
  const hoursPerWeek = resolveRates(rates)['universal-credit.carer-element.min-hours'];
  return cares ? [...others, isPartner ? { hoursPerWeek, person: 'partner' as const } : { hoursPerWeek }] : others;
}

/** Whether you (or your partner) have a caring entry of the carer element's minimum hours (the tickbox shows this). */
export function isCarer(input: UniversalCreditInput, rates: RatesTable, isPartner = false): boolean {
  const minHours = resolveRates(rates)['universal-credit.carer-element.min-hours'];
  return input.healthAndCare.isCarerFor.some((entry) => (entry.person === 'partner') === isPartner && entry.hoursPerWeek >= minHours);
}

/**
 * Whether you, and your partner, meet the carer element's condition (docs/rules.md UC 6): Carer's
 * Allowance does, so the hours are asked only of someone who does not get it.
 */
export function carers(input: UniversalCreditInput, rates: RatesTable): { you: boolean; partner: boolean } {
  const isCouple = input.personalDetails.relationshipStatus === 'couple';
  const { getsCarersAllowance, partnerGetsCarersAllowance } = input.incomeDetails;
  return {
    you: getsCarersAllowance === true || isCarer(input, rates),
    partner: isCouple && (partnerGetsCarersAllowance === true || isCarer(input, rates, true)),
  };
}

/**
 * Who of you gets Carer's Allowance (in Scotland Carer Support Payment): the Income tab's answers,
 * a partner's for a couple only. Null when neither does.
 */
export function onCarersBenefit(input: UniversalCreditInput): 'you' | 'partner' | 'both' | null {
  const you = input.incomeDetails.getsCarersAllowance === true;
  const partner = input.personalDetails.relationshipStatus === 'couple' && input.incomeDetails.partnerGetsCarersAllowance === true;
  return you && partner ? 'both' : you ? 'you' : partner ? 'partner' : null;
}

/** How many of you get Carer's Allowance or Carer Support Payment (0, 1 or 2). */
function carersOnBenefit(input: UniversalCreditInput): number {
  const who = onCarersBenefit(input);
  return who === null ? 0 : who === 'both' ? 2 : 1;
}

/** Whether the form asks if a couple who both care care for the same person: both do, and not both on Carer's Allowance (two cannot get it for one person). */
export function isSamePersonAsked(input: UniversalCreditInput, rates: RatesTable): boolean {
  const both = carers(input, rates);
  return both.you && both.partner && !(input.incomeDetails.getsCarersAllowance === true && input.incomeDetails.partnerGetsCarersAllowance === true);
}

/**
 * Whether the form asks a couple which of them is the main carer of the children (docs/rules.md UC
 * 16): the youngest is under 3, so the floor is not for the responsible carer (Welfare Reform Act
 * 2012 ss 19-21), and the answer can change the award: one of them is self-employed past the
 * start-up period, and neither the floor's other exemptions (LCW or LCWRA, a carer) keep it away.
 */
export function isMainCarerAsked(input: UniversalCreditInput, rates: RatesTable): boolean {
  if (input.personalDetails.relationshipStatus !== 'couple') return false;
  const childAge = resolveRates(rates)['universal-credit.minimum-income-floor.youngest-child-age'];
  if (!input.personalDetails.children.some((c) => c.age < childAge)) return false;
  const { hasLimitedCapabilityWork, hasLimitedCapabilityWorkRelated } = input.healthAndCare;
  if (hasLimitedCapabilityWork || hasLimitedCapabilityWorkRelated) return false;
  const both = carers(input, rates);
  const i = input.incomeDetails;
  return (i.selfEmployed === true && i.selfEmployedStartUp !== true && !both.you) || (i.partnerSelfEmployed === true && i.partnerSelfEmployedStartUp !== true && !both.partner);
}

/**
 * Whether the form asks if the renter or partner is blind or gets a care benefit (UC Regs Sch 4 para
 * 15, docs/rules.md UC 4): only when it can change the housing element, a renter with rent to pay
 * and an adult at home who would otherwise make a housing cost contribution (21 or over, not exempt).
 */
export function isExemptRenterAsked(input: UniversalCreditInput, rates: RatesTable): boolean {
  const h = input.housingDetails;
  if (h.housingType !== 'rent' || h.monthlyRent + h.serviceCharges <= 0) return false;
  const fromAge = resolveRates(rates)['universal-credit.non-dependant-age'];
  return h.otherAdults ? h.otherAdults.some((adult) => adult.age >= fromAge && !adult.noContribution) : (h.nonDependants ?? 0) > 0;
}

/** A typed weekly LHA rate as the monthly figure the engine takes: weekly × 52 ÷ 12, to the penny. */
export function lhaMonthlyFromWeekly(weekly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(convertPenceThroughYear(toPence(weekly), 'week', periodFactors(a)));
}

/**
 * A monthly amount a week: monthly × 12 ÷ 52, to the penny (the weeks and months of the rates
 * table), for the weekly calculators the results hand answers to and the typed LHA rate.
 */
export function monthlyToWeekly(monthly: number, rates: RatesTable): number {
  const a = resolveRates(rates);
  return toPounds(convertPenceThroughYear(toPence(monthly), 'month', periodFactors(a)));
}

/** The weekly rate a monthly LHA figure came from (monthly × 12 ÷ 52, to the penny). */
export const lhaWeeklyFromMonthly: (monthly: number, rates: RatesTable) => number = monthlyToWeekly;

/**
 * For each child, whether the form asks if they were born before 6 April 2017 (docs/rules.md UC 2):
 * where the age leaves it open and the answer can change the award (`bornBeforeAsked`).
 */
export function bornBeforeQuestions(children: readonly { age: number }[], rates: RatesTable): boolean[] {
  return bornBeforeAsked(
    children.map((c) => c.age),
    resolveRates(rates),
  );
}

/**
 * Whether an age leaves open whether someone has reached State Pension age, so the form asks
 * (docs/rules.md UC 14): from the State Pension age of today (66) to below the age everyone
 * has reached it by (67), while it rises under the Pensions Act 2014.
 */
export function isStatePensionAgeOpen(age: number | undefined, rates: RatesTable): boolean {
  const a = resolveRates(rates);
  return age !== undefined && isStatePensionAgeAsked(age, a);
}

/** Whether the year has two LCWRA amounts, so the form asks which applies (docs/rules.md UC 5). */
export function hasLcwraProtection(rates: RatesTable): boolean {
  const a = resolveRates(rates);
  return a['universal-credit.lcwra-element.protected'] !== a['universal-credit.lcwra-element.new-award'];
}

/** The questions asked about one child beyond the age and disability (docs/rules.md UC 2, 3, 4). */
export interface UcChildQuestions {
  /** Boy or girl: where it can change the bedrooms allowed. */
  sex: boolean;
  /** Born before 6 April 2017: where the age leaves it open and the answer can change the award. */
  bornBefore2017: boolean;
  /** An exception to the child limit: where it can change the award. */
  limitException: boolean;
  /** The disability rate: for a child who gets a disability benefit. */
  disabilityRate: boolean;
  /** Cannot share a bedroom: a disabled child who would otherwise share. */
  cannotShare: boolean;
}

/** Self-employment's further questions of one partner (docs/rules.md UC 16). */
export interface UcSelfEmployedQuestions {
  /** A start-up period: asked of someone self-employed. */
  startUp: boolean;
  /** The hours expected: asked of someone self-employed outside a start-up period. */
  hours: boolean;
}

/**
 * Which questions the four tabs show for these answers (docs/product.md §2; docs/rules.md UC 2-16):
 * the one rule the tabs ask by and the printout lists (printed-answers.ts). The questions not named
 * here are always asked; a partner's only of a couple, a renter's only of a renter.
 */
export interface UcQuestions {
  statePensionAge: boolean;
  partnerAge: boolean;
  partnerStatePensionAge: boolean;
  /** In England, with no Local Housing Allowance area that says whether the home is in Greater London (UC 15). */
  london: boolean;
  children: UcChildQuestions[];
  partnerEarnings: boolean;
  /** Childcare costs: with a child and earnings (UC 7). */
  childcare: boolean;
  selfEmployed: UcSelfEmployedQuestions;
  /** Null for a single person. */
  partnerSelfEmployed: UcSelfEmployedQuestions | null;
  /** ESA's support component: with other benefits that count as income (UC 12). */
  esaSupport: boolean;
  partnerCarersAllowance: boolean;
  /** Child Benefit and Guardian's Allowance: with a child (UC 12). */
  childBenefits: boolean;
  /** The landlord, rent, service charges and other adults (UC 4). */
  renting: boolean;
  /** The Local Housing Allowance area or rate: a private renter. */
  lha: boolean;
  /** The bedrooms of the home: a council or housing association tenant. */
  bedrooms: boolean;
  /** For each other adult, whether they make no housing cost contribution: from the age it applies (Sch 4 para 16). */
  adultNoContribution: boolean[];
  /** The shared accommodation rate's exemptions (Sch 4 para 29). */
  sharedRateExemptions: boolean;
  /** The extra rooms (Sch 4 para 12): the overnight carers always with them, the couple's and the foster carer's by their own conditions. */
  extraRooms: boolean;
  coupleCannotShare: boolean;
  fosterCarer: boolean;
  /** A claim before 3 April 2017: with LCW and no LCWRA (UC 5). */
  claimBefore2017: boolean;
  /** LCWRA before 6 April 2026: with LCWRA, in a year with two amounts (UC 5). */
  lcwraProtected: boolean;
  /** The caring hours, yours and a partner's: not of someone on Carer's Allowance, who meets the condition (UC 6). */
  carerHours: boolean;
  partnerCarerHours: boolean;
  careForSamePerson: boolean;
  /**
   * How many more people a carer on Carer Support Payment cares for 20 hours a week or more: in
   * Scotland, in a year that pays the Carer Additional Person Payment (docs/rules.md "Scotland" 1).
   */
  furtherPeopleCared: boolean;
  /** Whether anyone at home gets a disability benefit: not when a child's already lifts the cap (UC 12). */
  disabilityBenefit: boolean;
  /** Which of a couple is the main carer of a child under 3, where the minimum income floor turns on it (UC 16). */
  mainCarer: boolean;
  /** Whether the renter, or a renting couple's partner, is blind or gets a care benefit: where an adult would otherwise contribute (Sch 4 para 15). */
  exemptRenter: boolean;
  partnerExemptRenter: boolean;
}

function selfEmployedQuestions(selfEmployed: boolean | undefined, startUp: boolean | undefined): UcSelfEmployedQuestions {
  return { startUp: selfEmployed === true, hours: selfEmployed === true && startUp !== true };
}

export function ucQuestionsShown(input: UniversalCreditInput, rates: RatesTable): UcQuestions {
  const { personalDetails: personal, incomeDetails: income, housingDetails: housing, healthAndCare: health } = input;
  const isCouple = personal.relationshipStatus === 'couple';
  const children = personal.children;
  const hasChildren = children.length > 0;
  const isRenting = housing.housingType === 'rent';
  const isPrivate = housing.tenancyType !== 'social';
  const exception = isLimitExceptionAsked(children, rates);
  const bornBefore = bornBeforeQuestions(children, rates);
  const bedrooms = bedroomQuestionsAsked(input, rates);
  const contributionAge = resolveRates(rates)['universal-credit.non-dependant-age'];
  return {
    statePensionAge: isStatePensionAgeOpen(personal.age, rates),
    partnerAge: isCouple,
    partnerStatePensionAge: isCouple && isStatePensionAgeOpen(personal.partnerAge, rates),
    london: isLondonAsked(personal.location, housing.localHousingAllowanceArea),
    children: children.map((child, i) => ({
      sex: bedrooms.sex[i] === true,
      bornBefore2017: bornBefore[i] === true,
      limitException: exception[i] === true,
      disabilityRate: child.hasDisability,
      cannotShare: bedrooms.cannotShare[i] === true,
    })),
    partnerEarnings: isCouple,
    childcare: hasChildren && income.earnedIncome > 0,
    selfEmployed: selfEmployedQuestions(income.selfEmployed, income.selfEmployedStartUp),
    partnerSelfEmployed: isCouple ? selfEmployedQuestions(income.partnerSelfEmployed, income.partnerSelfEmployedStartUp) : null,
    esaSupport: (income.otherBenefitsMonthly ?? 0) > 0,
    partnerCarersAllowance: isCouple,
    childBenefits: hasChildren,
    renting: isRenting,
    lha: isRenting && isPrivate,
    bedrooms: isRenting && !isPrivate,
    adultNoContribution: (isRenting ? (housing.otherAdults ?? []) : []).map((adult) => adult.age >= contributionAge),
    sharedRateExemptions: isSharedRateExemptionAsked(input, rates),
    extraRooms: bedrooms.isExtraRoomsAsked,
    coupleCannotShare: bedrooms.isCoupleAsked,
    fosterCarer: bedrooms.isFosterAsked,
    claimBefore2017: health.hasLimitedCapabilityWork && !health.hasLimitedCapabilityWorkRelated,
    lcwraProtected: health.hasLimitedCapabilityWorkRelated && hasLcwraProtection(rates),
    carerHours: income.getsCarersAllowance !== true,
    partnerCarerHours: isCouple && income.partnerGetsCarersAllowance !== true,
    careForSamePerson: isSamePersonAsked(input, rates),
    furtherPeopleCared: isFurtherPeopleCaredAsked(personal.location, carersOnBenefit(input), resolveRates(rates)),
    disabilityBenefit: !children.some((c) => c.hasDisability),
    mainCarer: isMainCarerAsked(input, rates),
    exemptRenter: isExemptRenterAsked(input, rates),
    partnerExemptRenter: isCouple && isExemptRenterAsked(input, rates),
  };
}

/**
 * The input as calculated and saved: what the form hides does not count. A single person's
 * partner fields, the rent of someone not renting, and answers to questions the form no longer
 * asks stay in the form (switching back brings them back) but are left out here, so a saved
 * calculation holds only what was used.
 */
export function inputForCalculation(input: UniversalCreditInput, rates: RatesTable): UniversalCreditInput {
  // The bedroom answers only where they are asked (docs/rules.md UC 4).
  return withBedroomAnswersUsed(answersUsed(input, rates), rates);
}

function answersUsed(input: UniversalCreditInput, rates: RatesTable): UniversalCreditInput {
  // The questions these answers open (the rule the tabs ask by).
  const shown = ucQuestionsShown(input, rates);
  const isCouple = input.personalDetails.relationshipStatus === 'couple';
  const isRenting = shown.renting;
  const { partnerAge, reachedStatePensionAge, partnerReachedStatePensionAge, livesInGreaterLondon, ...personal } = input.personalDetails;
  const partnerAgeUsed = shown.partnerAge ? partnerAge : undefined;
  const children = personal.children.map(({ bornBeforeApril2017, disabilityRate, limitException, ...child }, i) => ({
    ...child,
    ...(bornBeforeApril2017 !== undefined && shown.children[i]?.bornBefore2017 ? { bornBeforeApril2017 } : {}),
    ...(shown.children[i]?.disabilityRate && disabilityRate ? { disabilityRate } : {}),
    ...(limitException && shown.children[i]?.limitException ? { limitException } : {}),
  }));
  const {
    childcareCostsMonthly,
    selfEmployed,
    partnerSelfEmployed,
    selfEmployedStartUp,
    partnerSelfEmployedStartUp,
    expectedHoursPerWeek,
    partnerExpectedHoursPerWeek,
    responsibleCarer,
    ...income
  } = input.incomeDetails;
  const { tenancyType, lhaRateMonthly, nonDependants, otherAdults, sharedRateExemptions, bedroomsTyped, ...housing } = input.housingDetails;
  const contributionAge = resolveRates(rates)['universal-credit.non-dependant-age'];
  // The contribution's exemption only at the ages it is asked (docs/rules.md UC 4).
  const adults = otherAdults?.map(({ noContribution, ...adult }) => ({ ...adult, ...(noContribution && adult.age >= contributionAge ? { noContribution } : {}) }));
  const { careForSamePerson, furtherPeopleCared, ...healthAnswers } = input.healthAndCare;
  const isPrivate = tenancyType !== 'social';
  const { lcwraProtected, claimBeforeApril2017, claimantGetsDisabilityBenefit, partnerGetsDisabilityBenefit, certifiedBlind, ...health } = healthAnswers;
  const isExemptionAsked = shown.sharedRateExemptions;
  const isRenterExemptionAsked = shown.exemptRenter;
  return {
    ...input,
    personalDetails: {
      ...personal,
      children,
      ...(partnerAgeUsed !== undefined ? { partnerAge: partnerAgeUsed } : {}),
      // The London answer only where it is asked: in England with no LHA area found (docs/rules.md UC 15).
      ...(livesInGreaterLondon !== undefined && shown.london ? { livesInGreaterLondon } : {}),
      // The State Pension age answers only at the ages the form asks them (docs/rules.md UC 14).
      ...(reachedStatePensionAge !== undefined && shown.statePensionAge ? { reachedStatePensionAge } : {}),
      ...(partnerReachedStatePensionAge !== undefined && shown.partnerStatePensionAge ? { partnerReachedStatePensionAge } : {}),
    },
    incomeDetails: {
      ...income,
      partnerEarnedIncome: isCouple ? income.partnerEarnedIncome : 0,
      // Kept whoever works: the childcare line says why costs paid while a partner does not work are not met (docs/rules.md UC 7).
      ...(children.length > 0 && childcareCostsMonthly ? { childcareCostsMonthly } : {}),
      // Self-employment (docs/rules.md UC 16): the start-up and hours answers only for someone self-employed.
      ...(selfEmployed ? { selfEmployed, ...(selfEmployedStartUp !== undefined ? { selfEmployedStartUp } : {}), ...(expectedHoursPerWeek ? { expectedHoursPerWeek } : {}) } : {}),
      ...(isCouple && partnerSelfEmployed
        ? {
            partnerSelfEmployed,
            ...(partnerSelfEmployedStartUp !== undefined ? { partnerSelfEmployedStartUp } : {}),
            ...(partnerExpectedHoursPerWeek ? { partnerExpectedHoursPerWeek } : {}),
          }
        : {}),
      ...(responsibleCarer && shown.mainCarer ? { responsibleCarer } : {}),
    },
    housingDetails: isRenting
      ? {
          ...housing,
          // The area found stays with a council tenant: it still says whether this is Greater London (UC 15).
          ...(tenancyType ? { tenancyType } : {}),
          ...(isPrivate && lhaRateMonthly ? { lhaRateMonthly } : {}),
          ...(adults ? { otherAdults: adults } : nonDependants ? { nonDependants } : {}),
          ...(isExemptionAsked && sharedRateExemptions?.length ? { sharedRateExemptions } : {}),
          // The bedrooms typed as allowed only of a renter (docs/rules.md UC 4).
          ...(bedroomsTyped !== undefined ? { bedroomsTyped } : {}),
        }
      : { ...housing, monthlyRent: 0, serviceCharges: 0 },
    healthAndCare: {
      ...health,
      // A partner's caring only for a couple; whether you care for the same person only where it is asked (docs/rules.md UC 6).
      isCarerFor: isCouple ? health.isCarerFor : health.isCarerFor.filter((entry) => entry.person !== 'partner'),
      ...(careForSamePerson !== undefined && shown.careForSamePerson ? { careForSamePerson } : {}),
      // The further people cared for only where asked, and only when there are some (docs/rules.md "Scotland" 1).
      ...(furtherPeopleCared && shown.furtherPeopleCared ? { furtherPeopleCared } : {}),
      ...(lcwraProtected !== undefined && shown.lcwraProtected ? { lcwraProtected } : {}),
      ...(claimBeforeApril2017 !== undefined && shown.claimBefore2017 ? { claimBeforeApril2017 } : {}),
      // One answer for the shared rate's exemption (Sch 4 para 29(5)) and the housing cost contributions' (para 15).
      ...((isExemptionAsked || isRenterExemptionAsked) && claimantGetsDisabilityBenefit ? { claimantGetsDisabilityBenefit } : {}),
      ...(shown.partnerExemptRenter && partnerGetsDisabilityBenefit ? { partnerGetsDisabilityBenefit } : {}),
      ...(isRenterExemptionAsked && certifiedBlind ? { certifiedBlind } : {}),
    },
  };
}
