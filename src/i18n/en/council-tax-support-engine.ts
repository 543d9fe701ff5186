/**
 * What the Council Tax Support engine (src/calc/council-tax-support.ts) says, in English: the
 * schemes and why each applies, its lines of working, warnings, next steps, how to apply and
 * appeal, by message id ('cts.…'). Loaded with the result, so the page's first load does not
 * carry them (README "Performance").
 */
import type { EngineWordsList } from '../engine-words';
import { i18n, params } from '../i18n';

export const ctsEngineMessages = i18n('cts.engine', {
  // The schemes (docs/rules.md CTS 2) and why each applies.
  'cts.scheme.englandWorking': 'England: your council’s own scheme for working age (illustrative figures)',
  'cts.scheme.englandPension': 'England: the national scheme for pension age',
  'cts.scheme.walesWorking': 'Wales: the national scheme for working age',
  'cts.scheme.walesPension': 'Wales: the national scheme for pension age',
  'cts.scheme.scotlandWorking': 'Scotland: the national scheme for working age',
  'cts.scheme.scotlandPension': 'Scotland: the national scheme for pension age',
  'cts.why.englandWorking':
    'You have not reached State Pension age, or you or a partner get Universal Credit. In England each council sets its own scheme for working age, so this estimate uses illustrative figures',
  'cts.why.englandPension': 'You have reached State Pension age and neither you nor a partner gets Universal Credit, so the national pension-age scheme applies in every council',
  'cts.why.walesWorking': 'You have not reached State Pension age, or you or a partner get Universal Credit. Wales has one national scheme at every age',
  'cts.why.walesPension': 'You have reached State Pension age and neither you nor a partner gets Universal Credit. Wales has one national scheme at every age',
  'cts.why.scotlandWorking': 'You have not reached State Pension age, or you or a partner get Universal Credit. Scotland has one national scheme at every age',
  'cts.why.scotlandPension': 'You have reached State Pension age and neither you nor a partner gets Universal Credit. Scotland has one national scheme at every age',
  /** `why`: the scheme's why (cts.why.*); `percent`: the most it covers. */
  'cts.notice.national': params('{why}: it can cover up to {percent}% of your bill and uses the official figures of the tax year. Apply to your council: {address}'),
  'cts.notice.englandWorking': params(
    'Each council in England sets its own Council Tax Support scheme for people of working age, and your council’s scheme decides what you get. This estimate uses an illustrative scheme that covers up to {percent}% of the bill, with England’s pension-age non-dependant deductions. Find your council’s scheme: {address}',
  ),
  // England at working age: a council's own scheme, built in (docs/rules.md CTS 2). `council`: the council's name.
  'cts.scheme.local': params('England: {council}’s own scheme for working age'),
  /** `year`: the tax year, '2026/27'. */
  'cts.why.local': params(
    'You have not reached State Pension age, or you or a partner get Universal Credit. In England each council sets its own scheme for working age, and this estimate uses {council}’s scheme for {year}',
  ),
  /** One sentence: the council, its maximum and how it works the reduction out. */
  'cts.local.summary.taper': params(
    '{council}’s scheme for {year} covers up to {percent}% of your council tax, less {taper}% of your income above your amount for living expenses',
  ),
  'cts.local.summary.taperCut': params(
    '{council}’s scheme for {year} covers up to {percent}% of your council tax, less {taper}% of your income above your amount for living expenses, and then takes {cut}% off what that gives',
  ),
  'cts.local.summary.grid': params('{council}’s scheme for {year} covers up to {percent}% of your council tax, a share set by the band your weekly income falls in'),
  'cts.local.summary.gridCut': params(
    '{council}’s scheme for {year} covers up to {percent}% of your council tax, a share set by the band your weekly income falls in, and then takes {cut}% off what that gives',
  ),
  /** `summary`: cts.local.summary.*; `title`, `date`, `url`: the council's scheme document. */
  'cts.notice.local': params('{summary}. Worked out from the council’s own document, {title} ({date}): {url}. The council decides what you get, so apply to it.'),
  /** The council chosen has no built-in scheme: `council` as chosen. */
  'cts.notice.englandWorkingCouncil': params(
    'We do not have {council}’s own scheme for working age yet, and each council in England sets its own. This estimate uses an illustrative scheme that covers up to {percent}% of the bill, with England’s pension-age non-dependant deductions: ask {council} what its scheme gives. Find its scheme: {address}',
  ),
  /** `band`: the band letter the help is worked on. */
  'cts.local.provision.bandCap': params('{council} works out help on the council tax of Band {band} at most'),
  'cts.local.line.bandCap': 'Council tax the scheme works on (band cap)',
  /** `capNinths`/`bandNinths`: the bands' shares of Band D in ninths (Local Government Finance Act 1992 s5). */
  'cts.local.bandCap': params('Your home is in Band {band} and {council} works on the tax of Band {cap} at most: {tax} × {capNinths} ÷ {bandNinths} = {capped} a week'),
  /** A cap of the most paid rather than of the tax worked on (St Helens): `band` as cts.local.provision.bandCap. */
  'cts.local.provision.bandCapReduction': params('{council} pays no more than the whole council tax of Band {band}'),
  'cts.local.line.bandCapReduction': 'The most the scheme pays (band cap)',
  'cts.local.bandCapReduction': params(
    'Your home is in Band {band} and {council} pays no more than the whole tax of Band {cap}: {tax} × {capNinths} ÷ {bandNinths} = {capped} a week',
  ),
  'cts.local.noTariff': params('None: {council}’s scheme counts no income from savings below its limit of {limit}'),
  'cts.local.gridNoTaper': params('None: {council}’s scheme uses income bands instead of a taper'),
  'cts.local.nd.none': params('None: {council}’s scheme makes no non-dependant deductions'),
  'cts.local.nd.flat': params('{council}’s scheme takes {amount} a week for each other adult'),
  /** `income`: their gross weekly income. */
  'cts.local.nd.band': params('Income {income} a week: {amount} in {council}’s table'),
  'cts.local.main.overSavings': params('None: {council}’s scheme gives nothing with savings over its limit of {limit}'),
  'cts.local.main.taper': params('{council}: {percent}% of {tax} = {max}, less non-dependant deductions {deductions} and the taper {taper} = {amount}'),
  /** `share`: the route's share of the whole tax; `cap`: the band whose whole tax is the most paid; `max`: that tax. */
  'cts.local.main.taperCapped': params(
    '{council}: {percent}% of {tax} = {share}, but no more than the whole tax of Band {cap}, {max}; less non-dependant deductions {deductions} and the taper {taper} = {amount}',
  ),
  'cts.local.measure.net-income.week': 'your weekly income',
  'cts.local.measure.net-income.month': 'your monthly income',
  'cts.local.measure.excess-income.week': 'your weekly income above your amount for living expenses',
  'cts.local.measure.excess-income.month': 'your monthly income above your amount for living expenses',
  'cts.local.measure.earnings.week': 'your weekly earnings',
  'cts.local.measure.earnings.month': 'your monthly earnings',
  /** `measure`: cts.local.measure.*; `upTo`: the band's highest income. */
  'cts.local.main.grid': params(
    '{council}: {measure} of {income} is in the band up to {upTo}, which gives {percent}% of {tax}, less non-dependant deductions {deductions} = {amount}',
  ),
  'cts.local.main.gridTop': params(
    '{council}: {measure} of {income} is above the highest band, which gives {percent}% of {tax}, less non-dependant deductions {deductions} = {amount}',
  ),
  /** `tax`: the maximum less non-dependant deductions. */
  'cts.local.main.gridOfMaximum': params(
    '{council}: {measure} of {income} is in the band up to {upTo}, which gives {percent}% of the maximum less non-dependant deductions {tax} = {amount}',
  ),
  'cts.local.main.gridTopOfMaximum': params(
    '{council}: {measure} of {income} is above the highest band, which gives {percent}% of the maximum less non-dependant deductions {tax} = {amount}',
  ),
  /** `working`: the reduction before the cut (cts.local.main.*). */
  'cts.local.main.cut': params('{working}; then less the scheme’s {cut}% cut = {amount}'),
  'cts.local.main.belowMinimum': params('{working}; that is below the scheme’s smallest award of {minimum} a week, so none is paid'),
  'cts.local.year.byDay': params('Worked by the day: {weekly} a week ÷ {perWeek} × {days} = {amount}'),
  'cts.ndTable.local': params('{council}’s table'),
  'cts.local.line.disabilityDisregard': 'Further disregard with a disability premium',
  /** `amount`: the council's further disregard; `income`: income other than earnings it comes off. */
  'cts.local.disabilityDisregard': params('{council}’s scheme disregards a further {amount} of income other than earnings ({income}) where a disability premium would be paid'),
  'cts.local.disabilityDisregardNone': params(
    'Not included: {council}’s further {amount} is only where a disability, severe disability, enhanced disability or disabled child premium would be paid',
  ),

  'cts.provision.councilSets': 'Each council sets its own scheme for working-age people, so its figures may differ',
  'cts.provision.pensionNational': 'People of State Pension age get the national scheme, which can cover the whole bill',
  'cts.provision.mayNotRebate': 'Your council’s scheme may not include the second adult rebate',
  'cts.provision.sameEverywhere': 'The same scheme in every council',
  'cts.provision.wholeBill': 'It can cover your whole bill',
  'cts.provision.pensionAllowances': 'The allowances are those of Pension Credit and Housing Benefit for pension age',
  'cts.provision.oneNational': 'One national scheme for every council',
  'cts.provision.water': 'It can also reduce water and sewerage charges',
  'cts.appeal.decide': 'Your council should decide within about 14 days',
  'cts.appeal.lookAgain': 'If you disagree, ask the council in writing to look again within one month',
  'cts.appeal.tribunalEngland': 'Then you can appeal to the Valuation Tribunal for England',
  'cts.appeal.tribunalWales': 'Then you can appeal to the Valuation Tribunal for Wales',
  'cts.appeal.reviewScotland': 'If you disagree, ask the council for a review within 2 months',
  'cts.appeal.reviewPanel': 'Then you can apply to the Council Tax Reduction Review Panel',

  // Rule 1: the bill.
  'cts.line.singlePersonDiscount': 'Single person discount',
  'cts.discount': params('{percent}% of {tax} a year = {discount}, so {annual} a year to pay'),
  'cts.notIncluded.notTicked': 'Not included: not ticked',
  'cts.line.weeklyTax': 'Weekly council tax',
  /** The bill per day, as a week: the year's tax ÷ the days in the year × the days in a week. */
  'cts.weeklyTax': params('{annual} ÷ {days} × {perWeek} = {weekly} a week (the reduction is worked out per day, as on a council’s letter)'),
  /** The same sum alone, for the results' note on how the figures are worked out. */
  'cts.weeklyTaxSum': params('{annual} ÷ {days} × {perWeek} = {weekly}'),
  'cts.discountApplied': params('Single person discount ({percent}%)'),

  // Rule 3: the applicable amount.
  'cts.line.personalAllowance': 'Personal allowance',
  /** `who`: the household (cts.who.*); `scheme`: the scheme's name. */
  'cts.personalAllowance': params('{who}, {scheme}: {amount} a week'),
  /** `date`: 1 April 2021, when the higher pension-age allowance ends for those reaching State Pension age. */
  'cts.who.singleBefore': params('Single, reached State Pension age before {date}'),
  'cts.who.singleAfter': params('Single, reached State Pension age on or after {date}'),
  'cts.who.coupleBefore': params('Couple, reached State Pension age before {date}'),
  'cts.who.coupleAfter': params('Couple, reached State Pension age on or after {date}'),
  'cts.who.coupleUnder': params('Couple, both under {age}'),
  'cts.who.couple': 'Couple',
  'cts.who.loneParent': 'Lone parent',
  'cts.who.singleUnder': params('Single, under {age}'),
  'cts.who.singleOver': params('Single, {age} or over'),
  'cts.line.children': 'Dependent children',
  'cts.children': params('{children} × {amount}'),
  'cts.notIncluded.noChildren': 'Not included: no dependent children',
  'cts.line.familyPremium': 'Family premium',
  'cts.family.before2016': params('Your claim began before 1 May 2016 and you have a child: {amount} a week'),
  'cts.family.child': params('You have a dependent child: {amount} a week'),
  'cts.notIncluded.before2016': 'Not included: only for claims made before 1 May 2016',
  'cts.line.disabilityPremium': 'Disability premium',
  'cts.disability.you': params('You get a disability benefit or are registered blind: {amount} a week'),
  'cts.disability.youOrPartner': params('You or your partner get a disability benefit or are registered blind: {amount} a week'),
  'cts.notIncluded.noDisability': 'Not included: no one gets a disability benefit or is registered blind',
  'cts.line.enhancedDisabilityPremium': 'Enhanced disability premium',
  'cts.enhanced.you': params('You get DLA care at the highest rate, the enhanced rate of PIP daily living or Armed Forces Independence Payment: {amount} a week'),
  'cts.enhanced.youOrPartner': params(
    'You or your partner get DLA care at the highest rate, the enhanced rate of PIP daily living or Armed Forces Independence Payment: {amount} a week',
  ),
  'cts.notIncluded.enhanced': 'Not included: only with DLA care at the highest rate, the enhanced rate of PIP daily living or Armed Forces Independence Payment',
  'cts.line.severeDisabilityPremium': 'Severe disability premium',
  'cts.severe.single': params(
    'You get Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living, no other adult counts as living with you, and no one is paid Carer’s Allowance for looking after you: {amount} a week',
  ),
  'cts.severe.oneCared': params(
    'You both get Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living; someone is paid Carer’s Allowance for one of you: {amount} a week',
  ),
  'cts.severe.double': params(
    'You both get Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living, and no one is paid Carer’s Allowance for looking after either of you: {amount} a week',
  ),
  'cts.notIncluded.noSevereBenefit': 'Not included: you do not get Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living',
  'cts.notIncluded.partnerNeedsToo':
    'Not included: with a partner, you both need Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living (or your partner is registered blind)',
  /** `age`: the age from which another adult counts. */
  'cts.notIncluded.otherAdult': params(
    'Not included: another adult of {age} or over lives with you who is not blind and does not get Attendance Allowance, DLA care at the middle or highest rate, or PIP daily living',
  ),
  'cts.notIncluded.carerForYou': 'Not included: someone is paid Carer’s Allowance for looking after you',
  'cts.notIncluded.carerForBoth': 'Not included: someone is paid Carer’s Allowance for looking after each of you',
  'cts.line.disabledChildPremium': 'Disabled child premium',
  'cts.disabledChild': params('A child who lives with you gets DLA or PIP, or is registered blind: {amount} a week'),
  'cts.line.enhancedChildPremium': 'Enhanced disability premium for a child',
  'cts.enhancedChild': params('A child gets DLA care at the highest rate or the enhanced rate of PIP daily living: {amount} a week'),
  'cts.notIncluded.enhancedChild': 'Not included: only for a child who gets DLA care at the highest rate or the enhanced rate of PIP daily living',
  'cts.line.carerPremium': 'Carer premium',
  'cts.carer': params('You are a carer: {amount} a week'),

  // Rule 4: income.
  'cts.line.yourIncome': 'Your income',
  'cts.line.partnerIncome': 'Partner’s income',
  'cts.incomeCounted': params('{amount} a week counted'),
  'cts.line.notCounted': 'Not counted as income',
  'cts.notCounted': params('{amount} a week of Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit: never counted'),
  'cts.line.tariffIncome': 'Tariff income from savings',
  /** `bands`: the bands of savings, or parts of one, above the lower limit. */
  'cts.tariffIncome': params('{perStep} for each {step}, or part of {step}, above {lower}: {bands} × {perStep}'),
  'cts.line.earningsDisregard': 'Earnings disregard',
  'cts.notIncluded.noEarnings': 'Not included: taken only off earnings, and there are none',
  'cts.disregard.loneParent': params('The highest that applies (lone parent): {amount} a week off earnings of {earnings}'),
  'cts.disregard.carer': params('The highest that applies (carer): {amount} a week off earnings of {earnings}'),
  'cts.disregard.disabled': params('The highest that applies (disabled): {amount} a week off earnings of {earnings}'),
  'cts.disregard.couple': params('The highest that applies (couple): {amount} a week off earnings of {earnings}'),
  'cts.disregard.single': params('The highest that applies (single): {amount} a week off earnings of {earnings}'),
  'cts.line.taper': 'Income taper',
  'cts.taper': params('{percent}% of income above the applicable amount: {percent}% × ({income} − {applicable}) = {amount}'),
  'cts.withinApplicable': params('Income of {income} is within the applicable amount of {applicable}'),

  // Rule 5: non-dependant deductions, named by who the adult is (numbered when there are several).
  'cts.nd.lodger': 'Non-dependant deduction: Your lodger',
  'cts.nd.adultChild': 'Non-dependant deduction: Your adult child',
  'cts.nd.relative': 'Non-dependant deduction: A relative',
  'cts.nd.friend': 'Non-dependant deduction: A friend',
  'cts.nd.other': 'Non-dependant deduction: Another adult',
  'cts.nd.lodgerNumbered': params('Non-dependant deduction: Adult {n}, your lodger'),
  'cts.nd.adultChildNumbered': params('Non-dependant deduction: Adult {n}, your adult child'),
  'cts.nd.relativeNumbered': params('Non-dependant deduction: Adult {n}, a relative'),
  'cts.nd.friendNumbered': params('Non-dependant deduction: Adult {n}, a friend'),
  'cts.nd.otherNumbered': params('Non-dependant deduction: Adult {n}, another adult'),
  'cts.notIncluded.under': params('Not included: under {age}'),
  'cts.nd.noneCareBenefit': 'None: you or your partner are registered blind or get Attendance Allowance, DLA care or PIP daily living',
  'cts.nd.noneQualifying': 'None: they get Pension Credit, income support, income-based JSA, income-related ESA or Universal Credit without earnings',
  /** `table`: the scheme's table (cts.ndTable.*); `year`: the tax year, '2025/26'. */
  'cts.nd.band': params('{income} a week, {table} {year} band {band}: {amount}'),
  'cts.ndTable.englandWorking': 'England pension-age table (your council sets its own)',
  'cts.ndTable.englandPension': 'England pension-age',
  'cts.ndTable.wales': 'Wales',
  'cts.ndTable.scotland': 'Scotland',

  // Rule 6: the reductions.
  'cts.line.mainReduction': 'Main reduction',
  'cts.main.overSavings': params('None: savings over {limit}'),
  'cts.main.max': params('{percent}% of {tax} = {max}'),
  'cts.main.lessDeductions': params('{percent}% of {tax} = {max}, less non-dependant deductions {deductions} = {amount}'),
  'cts.main.lessTaper': params('{percent}% of {tax} = {max}, less the taper {taper} = {amount}'),
  'cts.main.lessBoth': params('{percent}% of {tax} = {max}, less non-dependant deductions {deductions}, less the taper {taper} = {amount}'),
  'cts.main.guarantee': params('{percent}% of {tax} = {max} (you get Guarantee Credit, so your income counts as nil)'),
  'cts.main.guaranteeLessDeductions': params(
    '{percent}% of {tax} = {max} (you get Guarantee Credit, so your income counts as nil), less non-dependant deductions {deductions} = {amount}',
  ),
  'cts.line.secondAdultRebate': 'Second adult rebate',
  'cts.notIncluded.noRebateWales': 'Not included: Wales has no second adult rebate',
  'cts.notIncluded.councilDecidesRebate': 'Not included: your council’s scheme decides whether it has one',
  'cts.notIncluded.partner': 'Not included: only for someone with no partner',
  'cts.notIncluded.noSecondAdult': 'Not included: no other adult of 18 or over who is not a student',
  'cts.notIncluded.incomeTooHigh': params('Not included: their income {income} is {threshold} or more'),
  /** `year`: the tax year of the thresholds used, '2024/25'. */
  'cts.notIncluded.incomeTooHighEarlier': params('Not included: their income {income} is {threshold} or more (the {year} thresholds: this year’s are not yet published)'),
  'cts.rebate.qualifying': params('Every other adult gets a qualifying benefit: {percent}% of {tax} = {amount}'),
  'cts.rebate.below': params('Their income {income} is below {threshold}: {percent}% of {tax} = {amount}'),
  'cts.rebate.belowEarlier': params('Their income {income} is below {threshold} (the {year} thresholds: this year’s are not yet published): {percent}% of {tax} = {amount}'),

  // Rule 7: the year.
  'cts.line.yearReduction': 'Reduction for the year',
  'cts.year.whole': params('The whole of the tax is reduced: {amount}'),
  'cts.year.none': 'No reduction',
  'cts.year.byDay': params('Worked by the day: {percent}% of {bill} = {amount}'),
  'cts.year.byDayLess': params('Worked by the day: {percent}% of {bill}, less {weekly} a week ÷ {perWeek} × {days} = {amount}'),
  'cts.year.byDayRebate': params('Worked by the day: {percent}% of {bill} = {amount} (the second adult rebate)'),
  'cts.line.leftToPay': 'Left to pay for the year',
  'cts.left.nothing': 'Nothing left to pay',
  'cts.left.sum': params('{bill} − {reduction} = {left}'),

  // The verdict, warnings and what to do next.
  'cts.alert.eligible': 'You may be eligible for Council Tax Support',
  'cts.alert.notEligible': 'Based on your circumstances, you may not be eligible for Council Tax Support',
  /** `age`: the age at which State Pension age depends on the date of birth. */
  'cts.warning.ageUnanswered': params(
    'You did not say whether you have reached State Pension age, so we worked this out with the scheme for working age. At {age} it depends on your date of birth, and at State Pension age the pension-age scheme applies: answer the question on the Household Details step.',
  ),
  'cts.warning.savings': params('You may not be eligible for Council Tax Support with savings over {limit}'),
  'cts.warning.savingsRebate': params(
    'You may not be eligible for Council Tax Support with savings over {limit}. The {rebate} a week shown is the second adult rebate, which depends on the income of the other adults, not on your savings.',
  ),
  /** `council`: the council's name as typed. */
  'cts.step.applyToCouncil': params('Apply to {council} now: support usually starts from when you apply. Find your council at {address}'),
  'cts.step.applyToYourCouncil': params('Apply to your council now: support usually starts from when you apply. Find your council at {address}'),
  'cts.step.haveReady': 'Have your council tax bill, proof of income and savings details ready',
  'cts.step.checkScheme': params('Schemes differ, so check with your council: {address}'),
  'cts.step.discounts': 'Ask about discounts such as the single person discount',
  'cts.step.pensionCredit': params(
    'Check whether you can get Pension Credit: call the Pension Credit claim line on {phone}. With its guarantee part the reduction can cover your whole bill',
  ),
  'cts.step.adapted': 'An adapted home may get the Disabled Band Reduction: ask your council',
  'cts.step.students': 'A home where everyone is a full-time student is exempt from council tax',
  'cts.step.advice': params('For free, independent advice call Citizens Advice on {phone}'),
  'cts.apply.online': params('Apply online through your council: {address}'),
  'cts.apply.paper': 'Or ask your council for a paper form',
  'cts.apply.tellChanges': 'Tell the council straight away if your income or household changes',
});

/** The parts of the catalogue the Council Tax Support engine speaks from. */
export const ctsEngineWords: EngineWordsList = [ctsEngineMessages];
