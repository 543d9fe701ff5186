/**
 * What the Housing Benefit engine (src/calc/housing-benefit.ts) says, in English: its lines'
 * names and working, the LHA and spare-bedroom working, warnings and next steps, by message id
 * ('hb.…'). Money is written with its pence ('£95.55', '£16,000.00'). Loaded with the result, so
 * the page's first load does not carry them (README "Performance").
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';
import { bedroomsEngineMessages } from './bedrooms-engine';
import { besideAwardEngineMessages } from './beside-award-engine';

export const housingBenefitEngineMessages = i18n('hb.engine', {
  // Lines' names.
  'hb.personalAllowance': 'Personal allowance',
  'hb.childAllowances': 'Child allowances',
  'hb.familyPremium': 'Family premium',
  'hb.disabilityPremium.single': 'Disability premium (single)',
  'hb.disabilityPremium.couple': 'Disability premium (couple)',
  'hb.severeDisabilityPremium.single': 'Severe disability premium (single rate)',
  'hb.severeDisabilityPremium.couple': 'Severe disability premium (couple rate)',
  'hb.enhancedDisabilityPremium.single': 'Enhanced disability premium (single)',
  'hb.enhancedDisabilityPremium.couple': 'Enhanced disability premium (couple)',
  'hb.enhancedDisabilityPremium.child': 'Enhanced disability premium (child)',
  'hb.disabledChildPremium': 'Disabled child premium',
  'hb.carerPremium': 'Carer premium',
  'hb.earnings': 'Earnings',
  'hb.partnerEarnings': 'Partner’s earnings',
  'hb.pension': 'Pension',
  'hb.otherIncome': 'Other income',
  'hb.earningsDisregard': 'Earnings disregard',
  'hb.tariffIncome': 'Tariff income from savings',
  'hb.passportBenefit': 'Passport benefit',
  'hb.incomeTaper': 'Income taper',
  /** `n`: the person's number on the form. */
  'hb.nonDependantDeduction': params('Non-dependant deduction (person {n}, aged {age})'),
  /** A couple of non-dependants, one deduction: `n` and `otherN`, their numbers on the form. */
  'hb.nonDependantDeduction.couple': params('Non-dependant deduction (persons {n} and {otherN}, a couple)'),
  'hb.rentAndServiceCharges': 'Rent and service charges',
  'hb.fuelInRent': 'Fuel in your rent',
  'hb.lhaLimit': 'Local Housing Allowance limit',
  'hb.spareBedroomReduction': 'Spare bedroom reduction',

  // The passport benefits, each the name of its line and named in its working.
  'hb.passport.pensionCreditGuarantee': 'Pension Credit guarantee credit',
  'hb.passport.incomeSupport': 'Income Support',
  'hb.passport.jsaIncomeBased': 'Income-based Jobseeker’s Allowance',
  'hb.passport.esaIncomeRelated': 'Income-related Employment and Support Allowance',
  'hb.passport.none': 'No benefit that makes your income count as £0',
  /** `benefits`: the passport benefits the household gets, as a list. */
  'hb.passport.gets': params('You get {benefits}: your income counts as £0'),

  // The personal allowance: who it is for and the weekly amount. `year`: the year in April of which the higher pension-age amounts stop.
  'hb.allowance.pensionBefore.single': params('Single, reached State Pension age before April {year}: {amount} a week'),
  'hb.allowance.pensionBefore.couple': params('Couple, reached State Pension age before April {year}: {amount} a week'),
  'hb.allowance.pensionFrom.single': params('Single, reached State Pension age in or after April {year}: {amount} a week'),
  'hb.allowance.pensionFrom.couple': params('Couple, reached State Pension age in or after April {year}: {amount} a week'),
  'hb.allowance.couple': params('Couple: {amount} a week'),
  'hb.allowance.loneParentOver': params('Lone parent, {age} or over: {amount} a week'),
  'hb.allowance.loneParentUnder': params('Lone parent, under {age}: {amount} a week'),
  'hb.allowance.singleUnder': params('Single, under {age}: {amount} a week'),
  'hb.allowance.singleOver': params('Single, {age} or over: {amount} a week'),
  /** `count` children, `amount` each. */
  'hb.childAllowance.each': params('{count} × {amount}'),
  'hb.childAllowance.none': 'No children in the household',

  // A premium included: why, and its weekly amount.
  'hb.premium.family': params('A child lives with you and the claim began before May 2016: {amount} a week'),
  'hb.premium.disability': params('A disability benefit or registered blind: {amount} a week'),
  'hb.premium.severe.single': params('No other adult lives with you: {amount} a week'),
  'hb.premium.severe.carerForOne': params('A carer is paid for one of you: {amount} a week'),
  'hb.premium.severe.both': params('You both qualify: {amount} a week'),
  'hb.premium.enhanced': params('PIP enhanced daily living or DLA highest care: {amount} a week'),
  'hb.premium.enhancedChild': params('A child gets the highest rate: {amount} a week'),
  /** `count` disabled children, `amount` each. */
  'hb.premium.disabledChild': params(
    count({
      one: 'For each disabled child: {amount} a week',
      other: 'For each disabled child: {count} × {amount}',
    }),
  ),
  'hb.premium.carer': params('You get Carer’s Allowance (Carer Support Payment in Scotland): {amount} a week'),
  // A premium not included, and why.
  'hb.notIncluded.claimFromMay2016': 'Not included: only claims made before 1 May 2016 get it',
  'hb.notIncluded.noChild': 'Not included: no child in the household',
  'hb.notIncluded.pensionAge': 'Not included: not paid at State Pension age',
  'hb.notIncluded.noDisabilityBenefit': 'Not included: no disability benefit given',
  'hb.notIncluded.notTicked': 'Not included: not ticked',
  'hb.notIncluded.noDisabledChild': 'Not included: no child ticked as disabled',
  'hb.notIncluded.severe.noBenefit': 'Not included: you do not get one of its benefits',
  'hb.notIncluded.severe.notBoth': 'Not included: you do not both get one of its benefits',
  'hb.notIncluded.severe.otherAdult': params('Not included: another adult lives with you (aged {age})'),
  'hb.notIncluded.severe.carerForYou': 'Not included: a carer is paid for looking after you',
  'hb.notIncluded.severe.carerForEach': 'Not included: a carer is paid for each of you',

  // Income.
  'hb.income.weekly': params('{amount} a week'),
  'hb.disregard.none': 'No earnings',
  /** `who`: whose disregard it is (one of the hb.disregard.* names below). */
  'hb.disregard.full': params('{amount} of earnings ignored ({who})'),
  'hb.disregard.upToEarnings': params('{amount} of earnings ignored ({who}), up to the {earned} earned'),
  'hb.disregard.single': 'single person',
  'hb.disregard.couple': 'couple',
  'hb.disregard.loneParent': 'lone parent',
  'hb.disregard.disabilityOrCarer': 'disability or carer premium',
  'hb.disregard.disabilityBenefitOrCarer': 'disability benefit or carer',
  /** `count` bands of savings above `lower`, each `step` or part of it, at `perStep` a week each. */
  'hb.tariff.bands': params('{perStep} for each {step}, or part of {step}, above {lower}: {count} × {perStep}'),
  'hb.tariff.none': params('Savings of {lower} or less count as no income'),
  'hb.taper.above': params('{percent}% of income above the applicable amount: {percent}% × ({income} − {applicable}) = {amount}'),
  'hb.taper.within': params('Income within the {applicable} applicable amount'),

  // Non-dependant deductions.
  'hb.nonDependant.band': params('Gross income {income} a week, band {band}: {amount} a week'),
  'hb.nonDependant.exempt':
    'No deduction: you or your partner are registered blind or get Attendance Allowance (Pension Age Disability Payment in Scotland), DLA care or PIP daily living',
  'hb.nonDependant.young': params('No deduction: under {age}'),
  'hb.nonDependant.student': 'No deduction: a full-time student',
  /** A couple of non-dependants: one deduction, banded by their joint gross `income`. */
  'hb.nonDependant.coupleBand': params('Joint gross income {income} a week, band {band}: one deduction of {amount} a week for the couple'),
  'hb.nonDependant.coupleNone': 'No deduction: neither of them would take one on their own',
  'hb.nonDependant.youngOnBenefit': params(
    'No deduction: under {age} and gets income support, income-based JSA, income-related ESA without a component, or Universal Credit with no earnings',
  ),

  // The rent.
  'hb.rent.working': params('Rent {rent} + service charges {serviceCharges} (water charges never count)'),
  'hb.fuel.working': params('Heating, hot water, lighting or cooking: {amount} a week is not eligible rent (Housing Benefit Regulations 2006, Schedule 1 paragraph 5)'),
  /** The LHA categories, as the working names them ('the 2 bedrooms rate'). */
  'hb.category.sharedRoom': 'shared accommodation',
  'hb.category.oneBed': '1 bedroom',
  'hb.category.twoBed': '2 bedrooms',
  'hb.category.threeBed': '3 bedrooms',
  'hb.category.fourBed': '4 bedrooms',
  'hb.lha.notChecked': 'Not checked: no LHA rate for your area',
  /** `category`: one of hb.category.*; `area`: the LHA area's name. */
  'hb.lha.aboveArea': params('Above the {rate} LHA rate ({category}, {area})'),
  'hb.lha.withinArea': params('Within the {rate} LHA rate ({category}, {area})'),
  'hb.lha.aboveTyped': params('Above the {rate} LHA rate ({category}, typed)'),
  'hb.lha.withinTyped': params('Within the {rate} LHA rate ({category}, typed)'),
  /** The LHA working: what limits the rent, then `need`, the sentence of the bedrooms needed (hb.need.*). */
  'hb.lha.social': params('Council and housing association rents are not limited by the Local Housing Allowance. {need}'),
  'hb.lha.noRate': params('No Local Housing Allowance rate was found or typed for {category}, so your rent was not capped.'),
  'hb.lha.areaRate': params('The {category} rate in {area}: {rate} a week. {need}'),
  'hb.lha.typedRate': params('The {category} rate that you typed: {rate} a week. {need}'),
  'hb.need.one': 'You need 1 bedroom.',
  /** A single private renter under 35 who is not a "young individual": `reason`, one of hb.young.*. */
  'hb.need.notShared': params('You need 1 bedroom, and you get its rate, not the shared accommodation rate: {reason}.'),
  /** The cases of HB Regs reg 2(1) "young individual", as clauses of hb.need.notShared. */
  'hb.young.careLeaver': params('you were in local authority care before you were 18 and are under {age} (HB Regs reg 2(1), “young individual”)'),
  'hb.young.hostel': 'you lived in hostels for homeless people for 3 months or more and accepted support there to resettle (HB Regs reg 2(1A))',
  'hb.young.mappa': params('you are {age} or over and managed under multi-agency public protection arrangements (HB Regs reg 2(1C))'),
  'hb.young.abuse': 'you have evidence that you contacted an official about domestic abuse since you were 16 (HB Regs reg 2(1), “young individual”)',
  'hb.young.slavery': 'you have been confirmed as a victim of modern slavery (HB Regs reg 2(1), “young individual”)',
  /** `who`: who has a bedroom and who shares, the clauses of src/i18n/en/bedrooms-engine.ts as one list. */
  /** The number the visitor typed (`count`) used instead of the count from the answers (`counted`). */
  'hb.need.typed': params(
    count({
      one: 'You said you are allowed {count} bedroom; from your answers we would count {counted}.',
      other: 'You said you are allowed {count} bedrooms; from your answers we would count {counted}.',
    }),
  ),
  'hb.need.rooms': params(
    count({
      one: 'You need {count} bedroom: {who}.',
      other: 'You need {count} bedrooms: {who}.',
    }),
  ),
  /** The spare-bedroom working: `count` bedrooms more than the `needed`. */
  'hb.spare.none': params('No spare bedroom ({needed} needed)'),
  'hb.spare.reduction': params(
    count({
      one: '{count} more bedroom than the {needed} needed: {percent}% of rent and service charges {amount}',
      other: '{count} more bedrooms than the {needed} needed: {percent}% of rent and service charges {amount}',
    }),
  ),
  'hb.spare.reductionAfterFuel': params(
    count({
      one: '{count} more bedroom than the {needed} needed: {percent}% of rent and service charges {amount} (after fuel)',
      other: '{count} more bedrooms than the {needed} needed: {percent}% of rent and service charges {amount} (after fuel)',
    }),
  ),
  // No spare-bedroom reduction (HB Regs reg A13(2)), by why.
  'hb.spare.exempt.temporary': params(
    count({
      one: '{count} more bedroom than needed, but there is no reduction in temporary accommodation',
      other: '{count} more bedrooms than needed, but there is no reduction in temporary accommodation',
    }),
  ),
  'hb.spare.exempt.supported': params(
    count({
      one: '{count} more bedroom than needed, but there is no reduction in supported accommodation',
      other: '{count} more bedrooms than needed, but there is no reduction in supported accommodation',
    }),
  ),
  'hb.spare.exempt.pensionAge': params(
    count({
      one: '{count} more bedroom than needed, but there is no reduction at State Pension age',
      other: '{count} more bedrooms than needed, but there is no reduction at State Pension age',
    }),
  ),

  // Warnings (docs/product.md §8).
  'hb.warning.savings': params('Savings over {limit}: not eligible for Housing Benefit.'),
  'hb.warning.existingClaimOnly':
    'New claims for Housing Benefit from people under State Pension age are made for Universal Credit instead, unless you live in supported or temporary housing. This estimate is for an existing Housing Benefit claim.',
  'hb.warning.mixedAge':
    'One of you has reached State Pension age and the other has not. Since 15 May 2019 a couple like you claims Universal Credit for help with the rent, not Housing Benefit, unless your Housing Benefit or Pension Credit claim began before then or you live in supported or temporary housing. This estimate is for an existing Housing Benefit claim, under the rules for people under State Pension age.',
  'hb.warning.universalCredit':
    'You get Universal Credit, so help with your rent comes from its housing element, not Housing Benefit. Housing Benefit is paid beside Universal Credit only in supported or temporary housing.',
  /** `age`: the age at which State Pension age depends on the date of birth. */
  'hb.warning.pensionAgeUnanswered.you': params(
    'You did not say whether you have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth, and at State Pension age Housing Benefit uses the pension-age rules instead: answer the question on the Personal tab.',
  ),
  'hb.warning.pensionAgeUnanswered.partner': params(
    'You did not say whether your partner has reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth, and at State Pension age Housing Benefit uses the pension-age rules instead: answer the question on the Personal tab.',
  ),
  'hb.warning.pensionAgeUnanswered.both': params(
    'You did not say whether you and your partner have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth, and at State Pension age Housing Benefit uses the pension-age rules instead: answer the question on the Personal tab.',
  ),
  'hb.warning.student':
    'Most full-time students cannot get Housing Benefit: only those who are disabled, a parent or a young person in non-advanced education. Check with your council before you rely on this estimate.',
  'hb.warning.noLha': 'We could not check your rent against the Local Housing Allowance for your area, so your rent has not been capped. This estimate may be too high.',
  'hb.warning.aboveLha': params('Your rent is above the Local Housing Allowance rate of {rate} a week, so your Housing Benefit is based on the LHA rate.'),
  /** The wording of docs/product.md §8: `count` bedrooms above the need, `percent` off the eligible rent. */
  // The documents' words, as written (docs/product.md); the Welsh has its plural forms.
  'hb.warning.spareBedrooms': params(
    count({
      one: "You have {count} more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by {percent}%.",
      other: "You have {count} more bedroom(s) than you're entitled to. Your Housing Benefit is reduced by {percent}%.",
    }),
  ),
  /** `address`: the year's benefit and pension rates on GOV.UK, where the standard amounts for fuel are. */
  'hb.warning.fuel': params(
    'Your rent includes fuel (heating, hot water, lighting or cooking), which Housing Benefit does not cover. Your council will take off what you pay for it or, if that is not known, a standard weekly amount for fuel set each April: {address}. This estimate has not, so it may be too high.',
  ),
  'hb.warning.rates':
    'Your rent includes rates. This estimate is of Housing Benefit for your rent only: take the rates off the rent you entered. The Housing Executive works out Housing Benefit for your rates with your claim.',
  'hb.warning.councilTax':
    'Your rent includes council tax. Council tax is not eligible rent: take it off the rent you entered, and claim help with it through Council Tax Support from your council.',

  // Next steps: web addresses and phone numbers written out, so the panel makes them links.
  'hb.step.reportRent': params('Report your rent in your Universal Credit account: help with it is paid as the housing element. {address}'),
  'hb.step.checkUniversalCredit': params('If you do not already get Housing Benefit, check Universal Credit instead: {address} or call the Universal Credit helpline on {phone}'),
  'hb.step.claim': params('Claim from your council: {address}'),
  'hb.step.claimNorthernIreland': params('Claim from the Northern Ireland Housing Executive: {address}'),
  'hb.step.citizensAdvice': params('Citizens Advice can check what else you can get: {phone}'),
  'hb.step.discretionaryHousingPayment': params('Ask your council for a Discretionary Housing Payment towards the shortfall: {address}'),
  'hb.step.discretionaryHousingPaymentNorthernIreland': params('Ask the Housing Executive for a Discretionary Housing Payment towards the shortfall: {address}'),
  'hb.step.findLha': params('Find your Local Housing Allowance rate: {address}'),
  'hb.step.findLhaNorthernIreland': params('In Northern Ireland the Housing Executive sets the Local Housing Allowance: find your area’s rate at {address}'),
  'hb.step.adaptations':
    'Your home has been adapted for a disability: tell your council. The bedroom rules do not change for adaptations, but your council decides Discretionary Housing Payments and weighs adaptations when you ask for help with a shortfall or a spare-bedroom reduction',
  'hb.step.specialHousing': 'Supported or temporary housing is worked out differently: your council decides the rent it covers',
  'hb.step.student': 'Most full-time students cannot get Housing Benefit: check with your council',
  'hb.step.immigration': 'Your immigration status can affect whether you can claim',
});

/** The parts of the catalogue the Housing Benefit engine speaks from: its own, and who has a bedroom (src/calc/bedrooms.ts). */
export const housingBenefitEngineWords: EngineWordsList = [housingBenefitEngineMessages, bedroomsEngineMessages, besideAwardEngineMessages];
