/**
 * The Housing Benefit calculator's words that load with the first answer, in English: the
 * questions asked after Yes to the care benefits, the Property and Income tabs, "Is this weekly?"
 * and the results. Kept out of ./housing-benefit.ts so the page's first load does not carry them
 * (README "Performance"). Names start with 'hb.'.
 */
import { i18n, params } from '../i18n';

/**
 * The disability questions asked only after Yes to the care benefits (docs/rules.md HB 3). An
 * adult's label ends with their number for screen readers: '<sr> (person {n})</sr>'.
 */
export const hbCareMessages = i18n('hb.care', {
  severe:
    'You get Attendance Allowance (Pension Age Disability Payment), the middle or highest care rate of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment)',
  severeHint:
    'Adds the severe disability premium if no other adult lives with you (other than one who gets one of these benefits or is registered blind) and nobody is paid Carer’s Allowance for looking after you.',
  severeCouple:
    'Your partner gets Attendance Allowance (Pension Age Disability Payment), the middle or highest care rate of Disability Living Allowance, or the daily living part of PIP (Adult Disability Payment)',
  severeCoupleHint: 'A couple gets the severe disability premium only when you both get one of these.',
  carerForYou: 'Does anyone get Carer’s Allowance (Carer Support Payment in Scotland), or the carer element of Universal Credit, for looking after you?',
  carerForYouHint: 'If so, you do not get the severe disability premium.',
  carerForPartner: 'Does anyone get Carer’s Allowance (Carer Support Payment in Scotland), or the carer element of Universal Credit, for looking after your partner?',
  carerForPartnerHint: 'With a carer paid for one of you, the premium is the single rate; for both of you, there is none.',
  enhanced: 'You or your partner get the enhanced daily living rate of PIP (Adult Disability Payment) or the highest care rate of Disability Living Allowance',
  enhancedHint: 'Adds the enhanced disability premium.',
  adult: 'Gets Attendance Allowance, the middle or highest care rate of DLA or the daily living part of PIP, or is registered blind<sr> (person {n})</sr>',
  adultHint: 'Then they do not stop your severe disability premium.',
});

/**
 * Whether one of the people who live with you is in a couple with another (docs/rules.md HB 5 and
 * 7), asked of each person of 16 or over who is not a child when there are two or more. The label
 * ends with their number for screen readers.
 */
export const hbCoupleMessages = i18n('hb.couple', {
  label: 'Lives with one of the others here as a couple<sr> (person {n})</sr>',
  hint: 'A couple share one bedroom. If both are non-dependants, one amount is taken off your Housing Benefit for the two of them, set by their income together.',
  no: 'No',
  /** `n`: the other person's number on the form. */
  with: params('Yes, with person {n}'),
});

/** The Property tab. */
export const hbPropertyMessages = i18n('hb.property', {
  house: 'House',
  flat: 'Flat',
  bedsit: 'Bedsit',
  shared: 'Shared house or flat',
  supported: 'Supported housing',
  rent: 'Your rent',
  rentHint: 'Per week, without service or water charges. If you pay monthly, multiply by 12 and divide by 52.',
  service: 'Service charges',
  serviceHint: 'Per week, for things like cleaning shared areas or a lift. Not heating, hot water, lighting or meals: Housing Benefit does not cover those.',
  water: 'Water charges',
  waterHint: 'Per week, if they are included in your rent. Housing Benefit does not cover them, so they are left out of your eligible rent.',
  councilTax: 'Council tax is included in your rent',
  councilTaxHint: 'Council tax is not part of the rent Housing Benefit covers. Take it off the rent you entered above and claim Council Tax Support from your council instead.',
  rates: 'Rates are included in your rent',
  ratesHint:
    'This estimate is of Housing Benefit for your rent only. Take the rates off the rent you entered above: the Housing Executive works out Housing Benefit for your rates with your claim.',
  heating: 'Heating, hot water, lighting or cooking fuel is included in your rent',
  heatingHint: 'Housing Benefit does not pay for fuel, so your council takes what you pay for it off your rent.',
  adapted: 'Your home has been adapted for a disability',
  adaptedHint:
    'For example a stair lift, ramp or wet room. It does not change the bedrooms you are allowed or this estimate; your council decides whether to help with a shortfall through a Discretionary Housing Payment and takes it into account.',
  temporary: 'You live in temporary accommodation arranged by the council',
  supportedHousing: 'You live in supported housing (care, support or supervision is provided)',
  lhaRate: 'Your weekly Local Housing Allowance rate (if you know it)',
  lhaRateHint:
    'Find it on the Valuation Office Agency’s <lookup>Local Housing Allowance rates lookup (opens in a new tab)</lookup>. Use the rate for the number of bedrooms you need, or the shared accommodation rate if you are single, under 35 and have no children. Leave it at 0 and your rent will not be capped, so the estimate may be too high.',
  landlord: 'Who is your landlord?',
  private: 'A private landlord or letting agent',
  privateHint: 'Your rent is limited to the Local Housing Allowance rate.',
  council: 'The council',
  association: 'A housing association',
  /** The council's and a housing association's hint. */
  socialHint: 'Your rent is reduced if you have more bedrooms than you need.',
  bedroomsHint: 'Count every room that could be used as a bedroom.',
  includes: 'What your rent includes',
  fuel: 'How much of your rent is for heating, hot water, lighting or cooking? (optional)',
  /** The fuel answer as the summary of changed answers names it. */
  fuelNote: 'the part of your rent for heating, hot water, lighting or cooking',
  fuelHint:
    'Per week, as your landlord or tenancy agreement says. If you do not know, leave it at 0: your council will take off a standard weekly amount instead, which this estimate does not include.',
  housing: 'Your housing',
  housingHint: 'If you are under State Pension age, you can make a new claim for Housing Benefit only if you live in one of these.',
  careHint: 'One more bedroom for each person cared for; a couple who both need care count once.',
});

/**
 * The cases of HB Regs reg 2(1) "young individual" (src/islands/housing-benefit/shared-rate-exemptions.ts):
 * the question, and the regulation and ages of each case; the cases' words are the ones Universal
 * Credit shares, `sharedRateExemptionMessages` (src/i18n/en/shared-rate-exemptions.ts).
 */
export const hbExemptionMessages = i18n('hb.exemptions', {
  legend: 'Does any of these apply to you?',
  hint: params(
    'Single people under {age} who rent from a private landlord get the shared accommodation rate, the rent of a room in a shared house, unless one of these applies. Then it is the 1-bedroom rate. Tick all that apply.',
  ),
  law: params('Housing Benefit Regulations 2006, {para}'),
  careLeaverLaw: params('regulation 2(1), “young individual”: under {age}'),
  hostelLaw: 'regulation 2(1A) and (1B): from age 16',
  mappaLaw: params('regulation 2(1C): from age {age}, England and Wales, and Scotland'),
  abuseLaw: 'regulation 2(1), “young individual”: abuse since age 16',
  slaveryLaw: 'regulation 2(1), “young individual”',
});

/** The Income tab; the results name the benefits you get by these labels too. */
export const hbIncomeMessages = i18n('hb.income', {
  incomeSupport: 'Income Support',
  jsa: 'Income-based Jobseeker’s Allowance',
  esa: 'Income-related Employment and Support Allowance',
  universalCredit: 'Universal Credit',
  weekly: 'Per week. If you are paid monthly, multiply by 12 and divide by 52.',
  takeHome: 'Take-home pay, after tax and National Insurance.',
  /** Child maintenance is disregarded in full (HB Regs 2006 Sch 5 para 47), as Council Tax Support's form says. */
  otherExample: 'For example maintenance for you from a former partner, or rent from a lodger. Not child maintenance: it never counts.',
  earnings: 'Your earnings',
  partnerEarnings: 'Your partner’s earnings',
  pension: 'Pension income',
  other: 'Other income',
  savings: 'Total savings and investments',
  savingsTogether: 'Everything you and your partner have together.',
  savingsRule: params('Over {lower} counts as £1 a week of income for each {step} or part of it; over {upper} means no Housing Benefit.'),
  savingsRulePension: params(
    'Over {lower} counts as £1 a week of income for each {step} or part of it; over {upper} means no Housing Benefit, unless you get Pension Credit guarantee credit.',
  ),
  guarantee: 'Do you get Pension Credit (guarantee credit)?',
  guaranteeHint:
    'The guarantee part of Pension Credit tops up a low weekly income. With it, your council ignores your income and savings and you can get help with all of your eligible rent. <link>Find out if you can get Pension Credit</link>',
  benefits: 'Benefits you get',
  benefitsHint:
    'Tick any you or your partner get. With Income Support, income-based Jobseeker’s Allowance or income-related Employment and Support Allowance your council ignores your income and savings.',
});

/** "Is this weekly?" (docs/product.md §8): one sentence for each amount it can ask about. */
export const hbWeeklyCheckMessages = i18n('hb.weeklyCheck', {
  rent: params('You entered {amount} a week for your rent.'),
  service: params('You entered {amount} a week for your service charges.'),
  earnings: params('You entered {amount} a week for your earnings.'),
  partnerEarnings: params('You entered {amount} a week for your partner’s earnings.'),
  pension: params('You entered {amount} a week for your pension income.'),
  other: params('You entered {amount} a week for your other income.'),
  title: 'Is this weekly?',
  tooMuch: 'That is far more than any home costs or anyone is paid in a week. If you typed a yearly or monthly figure, change it to a weekly one.',
  change: 'No, change it',
  confirm: 'Yes, it is weekly',
});

/** The results panel; the working's lines themselves come from the engine. */
export const hbResultsMessages = i18n('hb.results', {
  stale: 'You have changed your answers since this estimate. Press Calculate to update it.',
  monthly: params('Monthly: {weekly} a week × {weeks} weeks = {monthly}.'),
  important: 'Important',
  passports: params('You get {benefits}. Your council normally ignores your income then, so you could get up to your whole eligible rent, less any deductions for other adults.'),
  /** Between the benefits named in `passports`: 'Income Support and Universal Credit'. */
  and: ' and ',
  toUniversalCredit: 'Work out Universal Credit with these answers',
  working: 'How it was worked out',
  beside: 'Paid beside Housing Benefit',
  perWeek: 'All amounts are per week.',
  eligibleRent: 'Eligible weekly rent',
  lhaRate: 'Local Housing Allowance rate',
  income: 'Your income',
  incomeCounted: 'Income counted',
  noIncome: 'No income counted',
  housingBenefit: 'Your Housing Benefit',
  getsUniversalCredit: 'You get Universal Credit: help with your rent is part of it, so no Housing Benefit is paid.',
  overSavings: 'Savings over the limit: no Housing Benefit is paid.',
  allTaken: 'The deductions and the income taper take all of your eligible rent, so no Housing Benefit is paid.',
  weekly: 'Weekly Housing Benefit',
  nextSteps: 'Next steps',
});
