/**
 * What the Universal Credit engine (src/calc/universal-credit.ts) says, in English: the elements'
 * names and working, the housing element's steps, what comes off, the benefit cap, the minimum
 * income floor, the warnings and the next steps, by message id ('uc.…'). Loaded with the result,
 * so the page's first load does not carry them (README "Performance").
 *
 * A clause (lower case, no full stop) is a step of a working or a value of another message: the
 * housing element's steps are joined with '; ' and end with the amount ('uc.housing.working').
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';
import { bedroomsEngineMessages } from './bedrooms-engine';
import { besideAwardEngineMessages } from './beside-award-engine';

export const ucEngineMessages = i18n('uc.engine', {
  // ---- docs/rules.md UC 1: the standard allowance; `age` is the age of the higher rate (25).
  'uc.standardAllowance': 'Standard allowance',
  'uc.standardAllowance.about': 'The basic amount',
  'uc.standard.single': params('Single, {age} or over: {amount}'),
  'uc.standard.singleUnder': params('Single, under {age}: {amount}'),
  'uc.standard.couple': params('Couple, one or both {age} or over: {amount}'),
  'uc.standard.coupleNoPartnerAge': params('Couple, one or both {age} or over (no partner age given: counted as {age}): {amount}'),
  'uc.standard.coupleUnder': params('Couple, both under {age}: {amount}'),

  // ---- UC 2: the child element; `n` is the child's number on the form.
  'uc.childElement': 'Child element',
  'uc.childElement.child': params('Child element, child {n}'),
  'uc.childElement.about': params('Each child (child limit of {limit} for children born on or after 6 April 2017)'),
  'uc.childElement.aboutNoLimit': 'Each child (no child limit this year)',
  'uc.childElement.none': 'Not included: no children',
  'uc.childElement.higher': params('Age {age}, eldest child, born before 6 April 2017: the higher amount: {amount}'),
  'uc.childElement.eldestLower': params('Age {age}, eldest child, born on or after 6 April 2017: the lower amount: {amount}'),
  'uc.childElement.eldestLowerException': params('Age {age}, eldest child, born on or after 6 April 2017: the lower amount (an exception to the child limit): {amount}'),
  'uc.childElement.lower': params('Age {age}, not the eldest: the lower amount: {amount}'),
  'uc.childElement.lowerException': params('Age {age}, not the eldest: the lower amount (an exception to the child limit): {amount}'),
  /** `count`: the older children already counted. */
  'uc.childElement.overLimit': params(
    count({
      one: 'Not included: the child limit of {limit} (born on or after 6 April 2017, with {count} older child already counted)',
      other: 'Not included: the child limit of {limit} (born on or after 6 April 2017, with {count} older children already counted)',
    }),
  ),

  // ---- UC 3: disabled child additions.
  'uc.disabledChild': params('Disabled child addition, child {n}'),
  'uc.disabledChild.about': 'A child who gets a disability benefit',
  'uc.disabledChild.higher': params('Paid for every disabled child, at the higher rate (highest care or enhanced daily living rate, or severely sight impaired): {amount}'),
  'uc.disabledChild.lower': params('Paid for every disabled child, at the lower rate: {amount}'),

  // ---- UC 4: the housing element.
  'uc.housingElement': 'Housing element',
  'uc.housingElement.about': 'Help with rent and service charges',
  'uc.housing.notRenting': 'Not included: you do not rent',
  'uc.housing.noRent': 'Not included: no rent entered',
  /** `steps`: the clauses below, in turn (joined with '; '); `amount`: the element. */
  'uc.housing.working': params('{steps}: {amount}'),
  'uc.housing.rent': params('Rent {rent} + service charges {charges} = {total}'),
  'uc.housing.bedroomsNeeded': params(
    count({
      one: '{count} bedroom allowed (the number you told us you need)',
      other: '{count} bedrooms allowed (the number you told us you need)',
    }),
  ),
  /**
   * The number the visitor typed (`count`) used instead of the count from the answers (`counted`);
   * a clause of 'uc.housing.working', so the count in brackets rather than after a semicolon.
   */
  'uc.housing.bedroomsTyped': params(
    count({
      one: 'you said you are allowed {count} bedroom (from your answers we would count {counted})',
      other: 'you said you are allowed {count} bedrooms (from your answers we would count {counted})',
    }),
  ),
  /** `rooms`: who has a bedroom and who shares (src/i18n/en/bedrooms-engine.ts), joined with commas. */
  'uc.housing.bedrooms': params(
    count({
      one: '{count} bedroom allowed ({rooms})',
      other: '{count} bedrooms allowed ({rooms})',
    }),
  ),
  'uc.shared.otherAdult': 'not the shared accommodation rate: another adult lives with you and counts in your bedrooms',
  /** `reasons`: the exemptions below, joined with '; '. */
  'uc.shared.exempt': params('not the shared accommodation rate: you are exempt ({reasons})'),
  /** `age`: the age under which the shared accommodation rate applies (35). */
  'uc.shared.applies': params('the shared accommodation rate: single, under {age}, no one else in your bedroom count, no exemption'),
  'uc.shared.disabilityBenefit': 'you get a disability benefit',
  'uc.shared.toldUs': 'you told us an exemption applies',
  'uc.shared.careLeaver': 'a care leaver under 25',
  'uc.shared.homelessHostel': '3 months in homeless hostels with resettlement support',
  'uc.shared.mappa': 'managed under public protection arrangements (MAPPA)',
  'uc.shared.fosterParent': 'a foster parent or adopter',
  'uc.shared.domesticAbuse': 'domestic abuse, with official evidence',
  'uc.shared.modernSlavery': 'a victim of modern slavery',
  /** `limit`: the Local Housing Allowance used ('uc.lha.typed' or 'uc.lha.area'). */
  'uc.lha.limitedTo': params('limited to {limit}'),
  'uc.lha.within': params('within {limit}'),
  /** `rate`: the rate the typed figure should be ('uc.lha.sharedRate' or 'uc.lha.bedroomRate'). */
  'uc.lha.typed': params('the Local Housing Allowance you typed, {amount} a month (it should be {rate})'),
  /** `what`: 'uc.lha.sharedRate' or 'uc.lha.bedrooms'; `area`: the area's name. */
  'uc.lha.area': params('the Local Housing Allowance for {what} in {area}, {weekly} a week × {weeks} ÷ {months} = {monthly} a month'),
  'uc.lha.sharedRate': 'the shared accommodation rate',
  'uc.lha.bedroomRate': params('the {n}-bedroom rate'),
  'uc.lha.bedrooms': params(count({ one: '{count} bedroom', other: '{count} bedrooms' })),
  /** What the limit was for, beside the Local Housing Allowance line of the results. */
  'uc.lha.typedDescription': params('the rate you typed, which should be {rate}'),
  'uc.lha.areaDescription': params('{what} in {area}'),
  'uc.lha.unknownArea': 'not checked against the Local Housing Allowance: we do not know your area',
  /** `count`: spare bedrooms; `bedrooms`: the home's ('uc.lha.bedrooms'). */
  'uc.spare.less': params(
    count({
      one: 'less {percent}% for {count} spare bedroom ({bedrooms}, {allowed} allowed) = {cut}',
      other: 'less {percent}% for {count} spare bedrooms ({bedrooms}, {allowed} allowed) = {cut}',
    }),
  ),
  'uc.spare.none': params('no spare bedrooms ({allowed} allowed)'),
  'uc.nonDependants.less': params('less {number} × {each} housing cost contribution for adults aged {age} or over living with you'),
  /** `adults`: each adult below, joined with commas. */
  'uc.nonDependants.none': params('no housing cost contribution for {adults}'),
  /** UC Regs Sch 4 para 15: the renter or partner is blind or gets a care benefit. `count`: the adults who would otherwise contribute. */
  'uc.nonDependants.exemptRenter': params(
    count({
      one: 'no housing cost contribution for the adult aged {age} or over living with you: you are blind or get a disability benefit that excuses it',
      other: 'no housing cost contributions for the {count} adults aged {age} or over living with you: you are blind or get a disability benefit that excuses them',
    }),
  ),
  'uc.nonDependants.exemptRenterCouple': params(
    count({
      one: 'no housing cost contribution for the adult aged {age} or over living with you: you or your partner are blind or get a disability benefit that excuses it',
      other: 'no housing cost contributions for the {count} adults aged {age} or over living with you: you or your partner are blind or get a disability benefit that excuses them',
    }),
  ),
  'uc.nonDependants.under': params('the adult aged {age} (under {minAge})'),
  'uc.nonDependants.exempt': params('the adult aged {age} (exempt)'),

  // ---- UC 5: limited capability for work.
  'uc.lcwElement': 'LCW element',
  'uc.lcwElement.about': 'Limited capability for work',
  'uc.lcwraElement': 'LCWRA element',
  'uc.lcwraElement.about': 'Limited capability for work and work-related activity',
  'uc.notTicked': 'Not included: not ticked',
  'uc.lcw.included': params('Limited capability for work, claim made before 3 April 2017: {amount}'),
  'uc.lcw.lcwraInstead': 'Not included: you get the LCWRA element instead',
  'uc.lcw.before2017Only': 'Not included: only for claims made before 3 April 2017',
  'uc.lcwra.included': params('Limited capability for work-related activity: {amount}'),
  'uc.lcwra.protected': params('Limited capability for work-related activity, found or reported before 6 April 2026 (protected amount): {amount}'),
  'uc.lcwra.newAward': params('Limited capability for work-related activity, new award from 6 April 2026: {amount}'),

  // ---- UC 6: the carer element; `hours` is the least hours of caring a week (35).
  'uc.carerElement': 'Carer element',
  'uc.carerElement.about': params("Caring {hours}+ hours a week, or Carer's Allowance"),
  'uc.carer.none': params("Not included: no one caring {hours}+ hours a week or getting Carer's Allowance"),
  'uc.carer.youGetCa': params("You get Carer's Allowance, so you meet the caring condition: {amount}"),
  'uc.carer.youCare': params('You care {hours}+ hours a week: {amount}'),
  'uc.carer.partnerGetsCa': params("Your partner gets Carer's Allowance, so meets the caring condition: {amount}"),
  'uc.carer.partnerCares': params('Your partner cares {hours}+ hours a week: {amount}'),
  'uc.carer.bothGetCa': params("You both get Carer's Allowance, each for a different person, so one each: 2 × {amount} = {total}"),
  /** `you`, `partner`: why each meets the condition (the clauses below). */
  'uc.carer.bothDifferent': params('You both care for a different person ({you}; {partner}), so one each: 2 × {amount} = {total}'),
  'uc.carer.why.youGetCa': "you get Carer's Allowance, so you meet the caring condition",
  'uc.carer.why.youCare': params('you care {hours}+ hours a week'),
  'uc.carer.why.partnerGetsCa': "your partner gets Carer's Allowance, so meets the caring condition",
  'uc.carer.why.partnerCares': params('your partner cares {hours}+ hours a week'),
  // The same in Scotland, where Carer Support Payment replaced Carer's Allowance (docs/rules.md "Scotland" 1).
  'uc.carerElement.aboutScotland': params('Caring {hours}+ hours a week, or Carer Support Payment'),
  'uc.carer.noneScotland': params('Not included: no one caring {hours}+ hours a week or getting Carer Support Payment'),
  'uc.carer.youGetCsp': params('You get Carer Support Payment, so you meet the caring condition: {amount}'),
  'uc.carer.partnerGetsCsp': params('Your partner gets Carer Support Payment, so meets the caring condition: {amount}'),
  'uc.carer.bothGetCsp': params('You both get Carer Support Payment, each for a different person, so one each: 2 × {amount} = {total}'),
  'uc.carer.why.youGetCsp': 'you get Carer Support Payment, so you meet the caring condition',
  'uc.carer.why.partnerGetsCsp': 'your partner gets Carer Support Payment, so meets the caring condition',
  'uc.carer.samePerson': params('You both care for the same person: one carer element for one person cared for, {amount}'),
  'uc.carer.someone': params('You both care for someone: one carer element for one person cared for, {amount}'),

  // ---- UC 7: the childcare costs element.
  'uc.childcareElement': 'Childcare costs element',
  'uc.childcareElement.about': 'Help with registered childcare while you work',
  'uc.childcare.noCosts': 'Not included: no childcare costs entered',
  'uc.childcare.notWorking': 'Not included: you must be in paid work',
  'uc.childcare.notBothWorking': 'Not included: both of you must be in paid work',
  'uc.childcare.oneChild': params('{share}% of {costs} (the most for one child is {cap}): {amount}'),
  'uc.childcare.twoOrMore': params('{share}% of {costs} (the most for two or more children is {cap}): {amount}'),
  'uc.childcare.capOneChild': params('{share}% of {costs} = {amount}, above the most paid for one child: {cap}'),
  'uc.childcare.capTwoOrMore': params('{share}% of {costs} = {amount}, above the most paid for two or more children: {cap}'),

  // ---- UC 8: the work allowance and the taper.
  'uc.workAllowance': 'Work allowance',
  'uc.workAllowance.none': params(
    'You have no work allowance because nobody in your claim is responsible for a child or has limited capability for work, so {percent}% of all your earnings is taken off',
  ),
  'uc.workAllowance.childWithHousing': params('Because you are responsible for a child, the first {amount} of earnings is kept (the lower amount, as you get help with rent)'),
  'uc.workAllowance.child': params('Because you are responsible for a child, the first {amount} of earnings is kept (the higher amount, as you get no help with rent)'),
  'uc.workAllowance.lcwWithHousing': params('Because you have limited capability for work, the first {amount} of earnings is kept (the lower amount, as you get help with rent)'),
  'uc.workAllowance.lcw': params('Because you have limited capability for work, the first {amount} of earnings is kept (the higher amount, as you get no help with rent)'),
  'uc.earningsTaper': 'Earnings taper',
  /** `fraction`: the percentage as a fraction (0.55). */
  'uc.taper.above': params('{percent}% of earnings above the work allowance: {fraction} × ({earnings} − {allowance}) = {amount}'),
  'uc.taper.within': params('Earnings within the {allowance} work allowance'),
  'uc.taper.none': 'No earnings',
  /** The minimum income floor's notes (UC 16) before the taper's working. */
  'uc.taper.oneNote': params('{note}. {working}'),
  'uc.taper.twoNotes': params('{note}. {otherNote}. {working}'),

  // ---- UC 16: the minimum income floor.
  /** `why`: one of the reasons below. */
  'uc.floor.noneYou': params('You: no minimum income floor ({why})'),
  'uc.floor.nonePartner': params('Your partner: no minimum income floor ({why})'),
  'uc.floor.why.startUp': params('in the first {months} months of a start-up period'),
  'uc.floor.why.lcw': 'limited capability for work',
  'uc.floor.why.carer': 'a carer',
  'uc.floor.why.youngChild': params('responsible for a child under {age}'),
  'uc.floor.why.mainCarer': params('the main carer of a child under {age}'),
  'uc.floor.notBelowYou': params('You: self-employed earnings of {earnings} are not below the minimum income floor of {floor}'),
  'uc.floor.notBelowPartner': params('Your partner: self-employed earnings of {earnings} are not below the minimum income floor of {floor}'),
  /** `working`: how the floor was worked out ('uc.floor.working'). */
  'uc.floor.takenYou': params('You: self-employed earnings of {earnings} are taken as the minimum income floor, {working}'),
  'uc.floor.takenPartner': params('Your partner: self-employed earnings of {earnings} are taken as the minimum income floor, {working}'),
  'uc.floor.takenCutYou': params(
    "You: self-employed earnings of {earnings} are taken as the minimum income floor, {working}, less {cut} by which your joint earnings would pass the couple's floor of {coupleFloor}, = {treated}",
  ),
  'uc.floor.takenCutPartner': params(
    "Your partner: self-employed earnings of {earnings} are taken as the minimum income floor, {working}, less {cut} by which your joint earnings would pass the couple's floor of {coupleFloor}, = {treated}",
  ),
  'uc.floor.working': params(
    '{hours} hours × {wage} × {weeks} ÷ {months} = {gross}, less notional income tax {tax} ({taxRate}% above {allowance}) and National Insurance {ni} ({niRate}% above {threshold}) = {net}',
  ),

  // ---- UC 9 and 10: income and savings.
  'uc.pensionIncome': 'Pension income',
  'uc.pension.taken': 'Taken off pound for pound',
  'uc.pension.none': 'No pension income',
  'uc.carersAllowance': "Carer's Allowance",
  'uc.carersAllowance.none': "No Carer's Allowance",
  'uc.carerSupportPayment': 'Carer Support Payment',
  'uc.carerSupportPayment.none': 'No Carer Support Payment',
  'uc.carersAllowance.one': params('{weekly} a week × {weeks} ÷ {months} = {monthly} a month, taken off pound for pound'),
  'uc.carersAllowance.both': params('{weekly} a week × {weeks} ÷ {months} = {monthly} a month for each of you, {total} in all, taken off pound for pound'),
  'uc.otherBenefits': 'Other benefits',
  'uc.otherBenefits.taken': params('New-style JSA or ESA, Maternity Allowance or a bereavement allowance of {amount} a month, taken off pound for pound'),
  'uc.otherBenefits.none': 'No other benefits that count as income',
  'uc.savings': 'Savings',
  'uc.savings.over': params('Over {upper}: no award'),
  'uc.savings.tariff': params('{perStep} for each {step}, or part of {step}, above {lower}: {bands} × {perStep}'),
  'uc.savings.notAbove': params('Not above {lower}'),

  // ---- UC 12: the benefit cap.
  'uc.benefitCap': 'Benefit cap',
  /** `why`: the first exemption that applies (below). */
  'uc.cap.exempt': params('The benefit cap does not apply because {why}'),
  'uc.cap.why.lcwra': 'you get the LCWRA element',
  'uc.cap.why.esa': 'you get ESA with the support component',
  'uc.cap.why.carerElement': 'you get the carer element',
  'uc.cap.why.carersAllowance': "you get Carer's Allowance",
  'uc.cap.why.partnerCarersAllowance': "your partner gets Carer's Allowance",
  'uc.cap.why.carerSupportPayment': 'you get Carer Support Payment',
  'uc.cap.why.partnerCarerSupportPayment': 'your partner gets Carer Support Payment',
  'uc.cap.why.guardians': "you get Guardian's Allowance",
  'uc.cap.why.disabilityBenefit':
    'someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension',
  'uc.cap.why.disabledChild': params('child {n} gets a disability benefit (DLA, PIP or Child Disability Payment)'),
  'uc.cap.why.earnings': params('your household earns {amount} or more a month'),
  /** `household`: whose limit it is (below); `sum`: the benefits added up ('uc.cap.universalCredit…', 'uc.cap.sum…'). */
  'uc.cap.cut': params('The limit for {household} is {limit}. {sum}, so Universal Credit is cut by {reduction}'),
  'uc.cap.within': params('Within the {limit} limit for {household}. {sum}'),
  'uc.cap.familyLondon': 'a couple or anyone with a child in Greater London',
  'uc.cap.familyOutsideLondon': 'a couple or anyone with a child outside Greater London',
  'uc.cap.singleLondon': 'a single person without children in Greater London',
  'uc.cap.singleOutsideLondon': 'a single person without children outside Greater London',
  'uc.cap.universalCredit': params('Universal Credit {amount}'),
  'uc.cap.universalCreditChildcare': params('Universal Credit {amount} (the childcare costs element of {childcare} is outside the cap)'),
  'uc.cap.childBenefitOne': params('Child Benefit {eldest} a week × {weeks} ÷ {months} = {monthly}'),
  /** `number`: the children after the eldest. */
  'uc.cap.childBenefit': params('Child Benefit ({eldest} + {number} × {other} = {weekly}) a week × {weeks} ÷ {months} = {monthly}'),
  'uc.cap.sumChildBenefit': params('{universalCredit} + {childBenefit}: {total} in all'),
  'uc.cap.sumOther': params('{universalCredit} + other benefits {other}: {total} in all'),
  'uc.cap.sumAll': params('{universalCredit} + {childBenefit} + other benefits {other}: {total} in all'),

  // ---- UC 14: State Pension age.
  'uc.statePensionAge': 'State Pension age',
  'uc.pensionAge.notReached': 'You have not reached State Pension age',
  'uc.pensionAge.neither': 'Neither of you has reached State Pension age',
  'uc.pensionAge.mixed': 'One of you has reached State Pension age and the other has not, so you claim Universal Credit as a couple',
  'uc.pensionAge.single': params(
    'You are {age} and have reached State Pension age, so you cannot claim Universal Credit, which is for people under it. Pension Credit tops up the income of people over State Pension age, and Housing Benefit helps with their rent.',
  ),
  'uc.pensionAge.couple': params(
    'You ({age}) and your partner ({partnerAge}) have both reached State Pension age, so you cannot claim Universal Credit, which is for people under it. Pension Credit tops up the income of people over State Pension age, and Housing Benefit helps with their rent.',
  ),
  'uc.pensionAge.coupleNoPartnerAge': params(
    'You ({age}) and your partner have both reached State Pension age, so you cannot claim Universal Credit, which is for people under it. Pension Credit tops up the income of people over State Pension age, and Housing Benefit helps with their rent.',
  ),

  // ---- Warnings (docs/product.md §8), each a sentence or two.
  'uc.warning.rentMonthly': params('Check this amount: is it monthly? Rent of {amount} a month is far more than we would expect. If you typed a yearly amount, divide it by 12.'),
  'uc.warning.earningsMonthly': params(
    'Check this amount: is it monthly? Your earnings of {amount} a month are far more than we would expect. If you typed a yearly amount, divide it by 12.',
  ),
  'uc.warning.partnerEarningsMonthly': params(
    "Check this amount: is it monthly? Your partner's earnings of {amount} a month are far more than we would expect. If you typed a yearly amount, divide it by 12.",
  ),
  /** `age`: the age from which State Pension age depends on the date of birth (66). */
  'uc.warning.pensionAgeYou': params(
    'You did not say whether you have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth; Universal Credit is only for people under State Pension age (a couple can claim it while one of them is). Answer the question on the Personal tab.',
  ),
  'uc.warning.pensionAgePartner': params(
    'You did not say whether your partner has reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth; Universal Credit is only for people under State Pension age (a couple can claim it while one of them is). Answer the question on the Personal tab.',
  ),
  'uc.warning.pensionAgeBoth': params(
    'You did not say whether you and your partner have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth; Universal Credit is only for people under State Pension age (a couple can claim it while one of them is). Answer the question on the Personal tab.',
  ),
  'uc.warning.mixedAgesYou':
    'A couple where one partner is under State Pension age claims Universal Credit, not Pension Credit. The older partner’s State Pension counts as income: include your State Pension in the monthly pension on the Income tab.',
  'uc.warning.mixedAgesPartner':
    'A couple where one partner is under State Pension age claims Universal Credit, not Pension Credit. The older partner’s State Pension counts as income: include your partner’s State Pension in the monthly pension on the Income tab.',
  'uc.warning.bornBefore': params(
    'We took child {n} (aged {age}) to be born on or after 6 April 2017. If they were born before, Universal Credit may be more: answer the question for child {n} on the Personal tab.',
  ),
  'uc.warning.aboveLha': params('Your rent is above the Local Housing Allowance for your area by {amount} a month, so Universal Credit will not cover it.'),
  'uc.warning.noLha': params(
    'We could not check your rent against the Local Housing Allowance for your area, so all of your {amount} a month is counted. If your rent is above the Local Housing Allowance, Universal Credit will pay less. Look up your area, or type its weekly rate, on the Housing tab.',
  ),
  /** `count`: bedrooms more than allowed. */
  'uc.warning.spareBedrooms': params(
    count({
      one: 'You have {count} more bedroom than Universal Credit allows for your household, so your housing element is {percent}% ({amount} a month) less.',
      other: 'You have {count} more bedrooms than Universal Credit allows for your household, so your housing element is {percent}% ({amount} a month) less.',
    }),
  ),
  'uc.warning.lcwraNewAward': params(
    'We used the LCWRA element for new awards, {newAward} a month. If you had LCWRA, or told the DWP about your health condition, before 6 April 2026, it is {protected}: answer the question on the Health & Care tab.',
  ),
  'uc.warning.carerOne': params(
    'We counted one carer element for the two of you. If you each care for a different person, you get {amount} a month more: answer the question on the Health & Care tab.',
  ),
  'uc.warning.floorYoungChild': params(
    'We have not applied the minimum income floor: it does not apply to whichever of you is the main carer of your child under {age}, but it can apply to the other. Say on the Income tab which of you that is.',
  ),
  'uc.warning.floorYou': params('The minimum income floor applies: we counted your self-employed earnings as {amount} a month.'),
  'uc.warning.floorPartner': params('The minimum income floor applies: we counted your partner’s self-employed earnings as {amount} a month.'),
  'uc.warning.noWorkAllowance': params(
    'You have no work allowance because nobody in your claim is responsible for a child or has limited capability for work, so {percent}% of all your earnings is taken off.',
  ),
  'uc.warning.savingsOver': params('Savings over {upper}: not eligible for Universal Credit.'),
  'uc.warning.savingsAbove': params('Savings above {lower}: Universal Credit is reduced by {amount} per month.'),
  'uc.warning.capApplies': params('Benefit cap applies: the amount is reduced by {amount} per month.'),
  'uc.warning.capOutsideLondon': params(
    'We used the benefit cap for outside Greater London, {outside} a month, because you did not say whether you live in Greater London. In Greater London the cap is {london} a month: answer the question on the Personal tab.',
  ),

  // ---- Next steps.
  'uc.step.apply': params('Apply at {address}'),
  'uc.step.helpline': params('Help to claim: Universal Credit helpline {phone}'),
  'uc.step.helpNorthernIreland': params('Help to claim in Northern Ireland, and the Universal Credit Service Centre’s number: {address}'),
  'uc.step.firstPayment': 'The first payment comes about 5 weeks after you claim; you can ask for an advance',
  'uc.step.citizensAdvice': params('Citizens Advice can check what else you can get: {phone}'),
  'uc.step.dhp': params('Ask your council for a Discretionary Housing Payment to help with the {amount} a month Universal Credit does not cover'),
  'uc.step.capExemptions': params(
    "The benefit cap stops applying if your household earns {amount} a month or more after tax, if someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension, or if you or your partner get Carer's Allowance, Guardian's Allowance or ESA with the support component (UC Regs reg 83)",
  ),
  'uc.step.capExemptionsScotland': params(
    "The benefit cap stops applying if your household earns {amount} a month or more after tax, if someone in your household gets PIP, DLA, Adult Disability Payment, Child Disability Payment, Attendance Allowance, Pension Age Disability Payment or a war pension, or if you or your partner get Carer Support Payment, Guardian's Allowance or ESA with the support component (UC Regs reg 83)",
  ),
  'uc.step.northernIreland':
    'In Northern Ireland Universal Credit is paid twice a month, and the housing costs go straight to your landlord, unless you ask for monthly payments or to be paid the housing costs yourself',
  'uc.step.pensionCredit': params('Work out your Pension Credit with our Pension Credit calculator, then claim online at {address} or on the Pension Credit claim line, {phone}'),
  'uc.step.housingBenefit': params('Claim Housing Benefit for your rent from your council: {address}. Pension Credit’s guarantee credit gets you the most Housing Benefit'),
});

/** The parts of the catalogue the Universal Credit engine speaks from: its own, who has a bedroom (src/calc/bedrooms.ts), and what is paid beside the award (src/calc/beside-award.ts). */
export const universalCreditEngineWords: EngineWordsList = [ucEngineMessages, bedroomsEngineMessages, besideAwardEngineMessages];
