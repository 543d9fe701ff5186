/**
 * Universal Credit, monthly (spec 000 §3 and §9; DECISIONS.md §2 Universal Credit 1-12).
 *
 * Maximum amount = standard allowance + child, housing, LCW or LCWRA and carer elements; then
 * the earnings taper above the work allowance, pension income and the savings deduction come
 * off; then the benefit cap. Each part is a small named function returning a line that says
 * how it was worked out.
 */

import { DEFAULT_RATES, INPUT_DEFAULTS, INPUT_LIMITS, resolveRates, type CoreRateId, type RatesTable, type ResolvedRates } from './rates';
import { formatPence, moneyToPence, percentOfPence, toNumber, toPence, toPounds } from './money';
import { clampNumber, fullBandsAbove, isTrue, line, listOf, objectOf, orDefault, sumPence, type CalculationLine, type DeepPartial, type RelationshipStatus } from './types';

/** Where the claimant lives (spec 000 §2 Personal tab). */
export type UkLocation = 'england' | 'scotland' | 'wales' | 'northern-ireland';

/** Housing situation (spec 000 §3). Only `rent` gets the housing element. */
export type UniversalCreditHousingType = 'rent' | 'mortgage' | 'living-with-family' | 'own-outright';

/** A child of the household (spec 000 §3). Age 0-19. */
export interface UniversalCreditChild {
  age: number;
  hasDisability: boolean;
}

/** Universal Credit input (spec 000 §3), field names unchanged. Money is monthly, in pounds. */
export interface UniversalCreditInput {
  personalDetails: {
    /** 16-100; anything else is clamped, empty becomes 16. */
    age: number;
    relationshipStatus: RelationshipStatus;
    /** Unset when unknown; an unknown partner age counts as 25. */
    partnerAge?: number;
    children: UniversalCreditChild[];
    location: UkLocation;
  };
  incomeDetails: {
    /** Monthly earnings after tax. */
    earnedIncome: number;
    /** Partner's monthly earnings after tax; counted for couples only. */
    partnerEarnedIncome: number;
    otherBenefits: string[];
    savings: number;
    /** Monthly pension income, taken off pound for pound. */
    pension: number;
  };
  housingDetails: {
    housingType: UniversalCreditHousingType;
    monthlyRent: number;
    serviceCharges: number;
    localHousingAllowanceArea: string;
    bedroomsNeeded: number;
    actualBedrooms: number;
  };
  healthAndCare: {
    hasLimitedCapabilityWork: boolean;
    hasLimitedCapabilityWorkRelated: boolean;
    /** One entry per person cared for; 35+ hours a week gives the carer element. */
    isCarerFor: { hoursPerWeek: number }[];
    disabilityPremiums: string[];
  };
}

/** An element of the award (spec 000 §3: name, amount, description, qualifying) with its working. */
export interface UniversalCreditElement extends CalculationLine {
  /** What the element is for. */
  description: string;
}

/** Universal Credit result (spec 000 §3) plus the working. Money is monthly, 2 decimal places. */
export interface UniversalCreditResult {
  /** The estimated award a month, after the benefit cap. */
  totalMonthly: number;
  /** Every element with whether it qualifies; not qualifying means amount 0. */
  elements: UniversalCreditElement[];
  workAllowance: number;
  taperReduction: number;
  /** `applies` when the cap cut the award; `reduction` is the cut; `limit` the cap for this household. */
  benefitCap: { applies: boolean; limit: number; reduction: number };
  /** Household earnings less the taper. */
  takeHomeAfterTaper: number;
  earningsImpact: { currentEarnings: number; netUC: number; totalIncome: number };
  nextSteps: string[];
  /** The spec 000 §8 warnings with their figures. */
  warnings: string[];
  /** Sum of the qualifying elements (the maximum amount before deductions). */
  maximumAmount: number;
  /** How the work allowance was chosen. */
  workAllowanceDetail: CalculationLine;
  /** What came off the maximum amount: earnings taper, pension income, savings, benefit cap. */
  deductions: CalculationLine[];
}

/**
 * The spec 000 §3 defaults: age 25, single, no children, England, all money 0, renting, 1 bedroom.
 * A fresh object each call, so a UI can keep it as state.
 */
export function defaultUniversalCreditInput(): UniversalCreditInput {
  const { age, bedrooms } = INPUT_DEFAULTS.universalCredit;
  return {
    personalDetails: { age, relationshipStatus: 'single', children: [], location: 'england' },
    incomeDetails: { earnedIncome: 0, partnerEarnedIncome: 0, otherBenefits: [], savings: 0, pension: 0 },
    housingDetails: {
      housingType: 'rent',
      monthlyRent: 0,
      serviceCharges: 0,
      localHousingAllowanceArea: '',
      bedroomsNeeded: bedrooms,
      actualBedrooms: bedrooms,
    },
    healthAndCare: { hasLimitedCapabilityWork: false, hasLimitedCapabilityWorkRelated: false, isCarerFor: [], disabilityPremiums: [] },
  };
}

const fmt = formatPence;

function element(name: string, description: string, pence: number, qualifying: boolean, rateId: string | null, working: string): UniversalCreditElement {
  return { name, amount: qualifying ? toPounds(pence) : 0, qualifying, rateId, working, description };
}

/** DECISIONS.md §2 UC 1: single under 25 / 25+; couple both under 25 / otherwise; unknown partner age counts as 25. */
function standardAllowance(age: number, isCouple: boolean, partnerAge: number | undefined, a: ResolvedRates): UniversalCreditElement {
  const adultAge = a['universal-credit.standard-allowance.higher-rate-age'];
  const isYoung = age < adultAge && (!isCouple || (partnerAge ?? adultAge) < adultAge);
  const id: CoreRateId = isCouple
    ? isYoung
      ? 'universal-credit.standard-allowance.couple-under-25'
      : 'universal-credit.standard-allowance.couple-25-plus'
    : isYoung
      ? 'universal-credit.standard-allowance.single-under-25'
      : 'universal-credit.standard-allowance.single-25-plus';
  const who = isCouple
    ? isYoung
      ? `Couple, both under ${adultAge}`
      : `Couple, one or both ${adultAge} or over${partnerAge === undefined ? ` (no partner age given: counted as ${adultAge})` : ''}`
    : isYoung
      ? `Single, under ${adultAge}`
      : `Single, ${adultAge} or over`;
  const pence = toPence(a[id]);
  return element('Standard allowance', 'The basic amount', pence, true, id, `${who}: ${fmt(pence)}`);
}

/** DECISIONS.md §2 UC 2: the first two children only; further children are listed at 0, not qualifying. */
function childElements(numChildren: number, a: ResolvedRates): UniversalCreditElement[] {
  const id = 'universal-credit.child-element';
  const maxChildren = a['universal-credit.child-element.max-children'];
  const eachPence = toPence(a[id]);
  const numPaid = Math.min(numChildren, maxChildren);
  const description = `Each child, up to ${maxChildren} (two-child limit)`;
  const whose = numPaid < numChildren ? `your first ${numPaid} children` : numPaid === 1 ? 'your child' : `your ${numPaid} children`;
  const lines = [
    element('Child element', description, numPaid * eachPence, numPaid > 0, id, numPaid > 0 ? `Child element for ${whose}: ${numPaid} × ${fmt(eachPence)}` : 'Not included: no children'),
  ];
  for (let child = numPaid + 1; child <= numChildren; child++) {
    lines.push(element(`Child element, child ${child}`, description, 0, false, id, 'Not included: two-child limit'));
  }
  return lines;
}

/** DECISIONS.md §2 UC 3: rent + service charges, only when renting. */
function housingElement(isRenting: boolean, rentPence: number, serviceChargesPence: number): UniversalCreditElement {
  const pence = rentPence + serviceChargesPence;
  const working = isRenting ? `Rent ${fmt(rentPence)} + service charges ${fmt(serviceChargesPence)} = ${fmt(pence)}` : 'Not included: you do not rent';
  return element('Housing element', 'Rent and service charges', pence, isRenting && pence > 0, null, working);
}

/** DECISIONS.md §2 UC 4: the LCWRA element when ticked, otherwise the LCW element when ticked; never both. */
function capabilityElements(hasLcw: boolean, hasLcwra: boolean, a: ResolvedRates): UniversalCreditElement[] {
  const lcwId = 'universal-credit.lcw-element';
  const lcwraId = 'universal-credit.lcwra-element';
  const lcwPence = toPence(a[lcwId]);
  const lcwraPence = toPence(a[lcwraId]);
  const hasLcwElement = hasLcw && !hasLcwra;
  const lcwWorking = hasLcwElement
    ? `Limited capability for work: ${fmt(lcwPence)}`
    : hasLcw
      ? 'Not included: you get LCWRA instead'
      : 'Not included: not ticked';
  return [
    element('LCW element', 'Limited capability for work', lcwPence, hasLcwElement, lcwId, lcwWorking),
    element(
      'LCWRA element',
      'Limited capability for work and work-related activity',
      lcwraPence,
      hasLcwra,
      lcwraId,
      hasLcwra ? `Limited capability for work-related activity: ${fmt(lcwraPence)}` : 'Not included: not ticked',
    ),
  ];
}

/** DECISIONS.md §2 UC 5: any caring entry of 35+ hours a week. */
function carerElement(carerHours: number[], a: ResolvedRates): UniversalCreditElement {
  const id = 'universal-credit.carer-element';
  const minHours = a['universal-credit.carer-element.min-hours'];
  const pence = toPence(a[id]);
  const isCarer = carerHours.some((hours) => hours >= minHours);
  const working = isCarer ? `Caring ${minHours}+ hours a week: ${fmt(pence)}` : `Not included: under ${minHours} hours a week`;
  return element('Carer element', `Caring ${minHours}+ hours a week`, pence, isCarer, id, working);
}

/** DECISIONS.md §2 UC 6: the "with housing" work allowance when the housing element is above 0. */
function workAllowance(hasHousing: boolean, a: ResolvedRates): CalculationLine {
  const id: CoreRateId = hasHousing ? 'universal-credit.work-allowance.with-housing' : 'universal-credit.work-allowance.without-housing';
  const pence = toPence(a[id]);
  return line('Work allowance', pence, true, id, `${hasHousing ? 'With' : 'No'} housing element: the first ${fmt(pence)} of earnings is kept`);
}

/** DECISIONS.md §2 UC 7: 55% of household earnings above the work allowance. */
function earningsTaper(earningsPence: number, allowancePence: number, a: ResolvedRates): CalculationLine {
  const id = 'universal-credit.taper-rate';
  const percent = a[id];
  const excessPence = Math.max(0, earningsPence - allowancePence);
  const pence = percentOfPence(excessPence, percent);
  const working =
    excessPence > 0
      ? `${percent}% of earnings above the work allowance: ${percent / 100} × (${fmt(earningsPence)} − ${fmt(allowancePence)}) = ${fmt(pence)}`
      : `Earnings within the ${fmt(allowancePence)} work allowance`;
  return line('Earnings taper', pence, pence > 0, id, working);
}

interface SavingsOutcome {
  line: CalculationLine;
  isOverLimit: boolean;
  warning: string | null;
}

/** DECISIONS.md §2 UC 9: over 16,000 no award; above 6,000, 4.35 for each full 250, with the spec 000 §8 warnings. */
function savingsDeduction(savingsPence: number, a: ResolvedRates): SavingsOutcome {
  const upperId = 'universal-credit.capital.upper-limit';
  const upperPence = toPence(a[upperId]);
  const lowerPence = toPence(a['universal-credit.capital.lower-limit']);
  const stepPence = toPence(a['universal-credit.capital.step']);
  const id = 'universal-credit.capital.income-per-step';
  const perStepPence = toPence(a[id]);
  if (savingsPence > upperPence) {
    return {
      line: line('Savings', 0, true, upperId, `Over ${fmt(upperPence)}: no award`),
      isOverLimit: true,
      warning: `Savings over ${fmt(upperPence)}: not eligible for Universal Credit.`,
    };
  }
  const numBands = fullBandsAbove(savingsPence, lowerPence, stepPence);
  const pence = numBands * perStepPence;
  const working =
    savingsPence > lowerPence
      ? `${fmt(perStepPence)} for each full ${fmt(stepPence)} above ${fmt(lowerPence)}: ${numBands} × ${fmt(perStepPence)}`
      : `Not above ${fmt(lowerPence)}`;
  // With nothing taken off (e.g. £6,000.01) there is nothing to warn about.
  const warning = pence > 0 ? `Savings above ${fmt(lowerPence)}: Universal Credit is reduced by ${fmt(pence)} per month.` : null;
  return { line: line('Savings', pence, pence > 0, id, working), isOverLimit: false, warning };
}

/**
 * DECISIONS.md §2 UC 11: the cap is 1835 for a couple or with children, else 1229. `exemptBecause`
 * names the exemption (LCWRA, carer, earnings of 846+), or is empty.
 */
function benefitCap(limitId: CoreRateId, awardPence: number, exemptBecause: string, exemptionId: CoreRateId | null, a: ResolvedRates): CalculationLine {
  const limitPence = toPence(a[limitId]);
  const reductionPence = !exemptBecause && awardPence > limitPence ? awardPence - limitPence : 0;
  const working = exemptBecause
    ? `Not applied: ${exemptBecause}`
    : reductionPence > 0
      ? `Cut from ${fmt(awardPence)} to the ${fmt(limitPence)} cap`
      : `Within the ${fmt(limitPence)} cap`;
  return line('Benefit cap', reductionPence, reductionPence > 0, exemptionId ?? limitId, working);
}

function nextSteps(totalPence: number, hasDisabledChild: boolean): string[] {
  const steps =
    totalPence > 0
      ? [
          'Apply at www.gov.uk/apply-universal-credit',
          'Help to claim: Universal Credit helpline 0800 328 5644',
          'The first payment comes about 5 weeks after you claim; you can ask for an advance',
        ]
      : ['Citizens Advice can check what else you can get: 0800 144 8848'];
  if (hasDisabledChild) steps.push('A disabled child can add a disabled child addition, not included here');
  return steps;
}

/**
 * Estimates monthly Universal Credit. Never throws: a field left out takes the spec 000 §3
 * default; an empty age (null, NaN) becomes 16 and ages are clamped to 16-100; negative or
 * non-numeric money counts as 0 (spec 000 §5).
 * `rates` defaults to the built-in table (DECISIONS.md §1).
 */
export function calculateUniversalCredit(
  input?: DeepPartial<UniversalCreditInput> | UniversalCreditInput | null,
  rates: RatesTable = DEFAULT_RATES,
): UniversalCreditResult {
  const a = resolveRates(rates);
  const root = objectOf(input);
  const personal = objectOf(root.personalDetails);
  const income = objectOf(root.incomeDetails);
  const housing = objectOf(root.housingDetails);
  const health = objectOf(root.healthAndCare);
  const { ageMin, ageMax } = INPUT_LIMITS.universalCredit;

  const isCouple = personal.relationshipStatus === 'couple';
  const age = clampNumber(orDefault(personal.age, INPUT_DEFAULTS.universalCredit.age), ageMin, ageMax, ageMin);
  // An empty partner age is unset (spec 000 §5) and then counts as 25.
  const rawPartnerAge = toNumber(personal.partnerAge);
  const partnerAge = isCouple && !Number.isNaN(rawPartnerAge) ? clampNumber(rawPartnerAge, ageMin, ageMax, ageMin) : undefined;
  const children = listOf(personal.children).map(objectOf);
  // Child ages (0-19) do not change the award: the spec has no age rule for the child element.
  const hasLcw = isTrue(health.hasLimitedCapabilityWork);
  const hasLcwra = isTrue(health.hasLimitedCapabilityWorkRelated);
  const isRenting = housing.housingType == null || housing.housingType === 'rent';
  // Household earnings: a partner's count for a couple only (DECISIONS.md §2 UC 7).
  const earningsPence = moneyToPence(income.earnedIncome) + (isCouple ? moneyToPence(income.partnerEarnedIncome) : 0);
  const pensionPence = moneyToPence(income.pension);

  const housingLine = housingElement(isRenting, moneyToPence(housing.monthlyRent), moneyToPence(housing.serviceCharges));
  const [lcw, lcwra] = capabilityElements(hasLcw, hasLcwra, a) as [UniversalCreditElement, UniversalCreditElement];
  const carer = carerElement(listOf(health.isCarerFor).map((c) => toNumber(objectOf(c).hoursPerWeek)), a);
  const elements = [standardAllowance(age, isCouple, partnerAge, a), ...childElements(children.length, a), housingLine, lcw, lcwra, carer];
  const maximumPence = sumPence(elements);

  const allowance = workAllowance(housingLine.amount > 0, a);
  const taper = earningsTaper(earningsPence, toPence(allowance.amount), a);
  const taperPence = toPence(taper.amount);
  // DECISIONS.md §2 UC 8: pension income comes off pound for pound.
  const pension = line('Pension income', pensionPence, pensionPence > 0, null, pensionPence > 0 ? 'Taken off pound for pound' : 'No pension income');
  const savings = savingsDeduction(moneyToPence(income.savings), a);
  const beforeCapPence = savings.isOverLimit ? 0 : Math.max(0, maximumPence - taperPence - pensionPence - toPence(savings.line.amount));

  const exemptionId = 'universal-credit.benefit-cap.earnings-exemption';
  const exemptionPence = toPence(a[exemptionId]);
  const isEarningsExempt = !lcwra.qualifying && !carer.qualifying && earningsPence >= exemptionPence;
  const exemptBecause = lcwra.qualifying
    ? 'you get the LCWRA element'
    : carer.qualifying
      ? 'you get the carer element'
      : isEarningsExempt
        ? `earnings of ${fmt(exemptionPence)}+ a month`
        : '';
  const limitId: CoreRateId = isCouple
    ? 'universal-credit.benefit-cap.couple'
    : children.length > 0
      ? 'universal-credit.benefit-cap.single-with-children'
      : 'universal-credit.benefit-cap.single';
  const cap = benefitCap(limitId, beforeCapPence, exemptBecause, isEarningsExempt ? exemptionId : null, a);
  const reductionPence = toPence(cap.amount);
  const totalPence = beforeCapPence - reductionPence;

  const warnings: string[] = [];
  if (savings.warning) warnings.push(savings.warning);
  if (reductionPence > 0) warnings.push(`Benefit cap applies: the amount is reduced by ${fmt(reductionPence)} per month.`);

  const total = toPounds(totalPence);
  return {
    totalMonthly: total,
    elements,
    workAllowance: allowance.amount,
    taperReduction: taper.amount,
    benefitCap: { applies: reductionPence > 0, limit: toPounds(toPence(a[limitId])), reduction: cap.amount },
    takeHomeAfterTaper: toPounds(Math.max(0, earningsPence - taperPence)),
    earningsImpact: { currentEarnings: toPounds(earningsPence), netUC: total, totalIncome: toPounds(earningsPence + totalPence) },
    nextSteps: nextSteps(totalPence, children.some((c) => isTrue(c.hasDisability))),
    warnings,
    maximumAmount: toPounds(maximumPence),
    workAllowanceDetail: allowance,
    deductions: [taper, pension, savings.line, cap],
  };
}
