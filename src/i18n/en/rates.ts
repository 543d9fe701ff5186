/**
 * The words of the rates table (src/calc/rates/), in English: what each figure is, keyed by its
 * rate id; the notes shown with some figures, as messages the rate definitions name
 * ('rates.note.…', written with src/i18n/engine-words.tsx); the benefit groups' names; the
 * regions a figure applies in; and the label of an area's Local Housing Allowance rate, built with
 * the area's proper name. /rates (src/components/RatesYearPage.astro) and the server, which stores
 * a rate's label for the admin panel (server/db/seed.ts), read them through src/lib/rate-words.ts.
 * No calculator page loads this file (eslint.config.js): the calculators read amounts only.
 *
 * The references of each figure (titles of legislation and publications) stay with the figure in
 * its group file: they are proper titles, cited as published.
 */
import type { BenefitGroup, Region } from '../../calc/rates/define';
import type { LhaCategory } from '../../calc/rates/lha';
import type { EngineWordsList } from '../engine-words';
import { i18n, params } from '../i18n';

/** What each figure is, by rate id: the first column of /rates and the admin panel's rate name. */
export const rateLabelMessages = i18n('rates.labels', {
  'universal-credit.standard-allowance.single-under-25': 'Standard allowance: single, under 25',
  'universal-credit.standard-allowance.single-25-plus': 'Standard allowance: single, 25 or over',
  'universal-credit.standard-allowance.couple-under-25': 'Standard allowance: couple, both under 25',
  'universal-credit.standard-allowance.couple-25-plus': 'Standard allowance: couple, one or both 25 or over',
  'universal-credit.standard-allowance.higher-rate-age': 'Age for the 25 or over allowance (an unknown partner age counts as this)',
  'universal-credit.child-element.higher': 'Child element: eldest child, born before 6 April 2017',
  'universal-credit.child-element.lower': 'Child element: every other child',
  'universal-credit.child-element.born-before-2017-age': 'Age from which a child is taken to be born before 6 April 2017 (when not told)',
  'universal-credit.child-limit': 'Child limit: children born on or after 6 April 2017 who get the child element',
  'universal-credit.disabled-child.lower': 'Disabled child addition: lower rate',
  'universal-credit.disabled-child.higher': 'Disabled child addition: higher rate (DLA highest care, PIP enhanced daily living, or severely sight impaired)',
  'universal-credit.non-dependant-contribution': 'Housing cost contribution for each non-dependant adult',
  'universal-credit.non-dependant-age': 'Age from which a non-dependant adult makes a housing cost contribution',
  'universal-credit.lcw-element': 'Limited capability for work (LCW) element (claims made before 3 April 2017)',
  'universal-credit.lcwra-element.protected': 'LCWRA (health) element: found, or condition reported, before 6 April 2026; severe conditions; terminally ill',
  'universal-credit.lcwra-element.new-award': 'LCWRA (health) element: other new awards',
  'universal-credit.carer-element': 'Carer element',
  'universal-credit.carer-element.min-hours': 'Hours of care a week for the carer element',
  'universal-credit.minimum-income-floor.hours': 'Minimum income floor: expected hours a week unless fewer are agreed',
  'universal-credit.minimum-income-floor.national-living-wage-age': 'Minimum income floor: age from which the National Living Wage applies',
  'universal-credit.minimum-income-floor.18-to-20-rate-age': 'Minimum income floor: age from which the 18 to 20 rate of the National Minimum Wage applies',
  'universal-credit.minimum-income-floor.youngest-child-age': 'Minimum income floor: age of the youngest child below which their main carer has none',
  'universal-credit.minimum-income-floor.no-requirements-child-age':
    'Minimum income floor: age of the youngest child below which their main carer has no work-related requirements',
  'universal-credit.minimum-income-floor.work-preparation-hours':
    'Minimum income floor: hours a week of the threshold of someone asked only to attend interviews or prepare for work',
  'universal-credit.minimum-income-floor.start-up-months': 'Minimum income floor: months of a start-up period with no floor',
  'universal-credit.minimum-income-floor.personal-allowance': 'Minimum income floor: income tax personal allowance (notional tax)',
  'universal-credit.minimum-income-floor.basic-rate': 'Minimum income floor: basic rate of income tax (notional tax)',
  'universal-credit.minimum-income-floor.primary-threshold': 'Minimum income floor: Class 1 National Insurance primary threshold (notional contributions)',
  'universal-credit.minimum-income-floor.ni-main-rate': 'Minimum income floor: Class 1 National Insurance main rate (notional contributions)',
  'universal-credit.childcare.share': 'Childcare costs element: share of the costs paid',
  'universal-credit.childcare.cap-one-child': 'Childcare costs element: most for one child',
  'universal-credit.childcare.cap-two-or-more': 'Childcare costs element: most for two or more children',
  'universal-credit.work-allowance.with-housing': 'Work allowance, with the housing element (lower)',
  'universal-credit.work-allowance.without-housing': 'Work allowance, without the housing element (higher)',
  'universal-credit.taper-rate': 'Taper: share of earnings above the work allowance taken off',
  'universal-credit.capital.upper-limit': 'Savings above which there is no award',
  'universal-credit.capital.lower-limit': 'Savings above which the award is reduced',
  'universal-credit.capital.step': 'Savings band for the reduction (each band or part of one)',
  'universal-credit.capital.income-per-step': 'Income assumed for each band, or part of a band, above the lower limit',
  'universal-credit.benefit-cap.outside-london.couple-or-children': 'Benefit cap outside Greater London: couple, or anyone with a child',
  'universal-credit.benefit-cap.outside-london.single': 'Benefit cap outside Greater London: single, no children',
  'universal-credit.benefit-cap.london.couple-or-children': 'Benefit cap in Greater London: couple, or anyone with a child',
  'universal-credit.benefit-cap.london.single': 'Benefit cap in Greater London: single, no children',
  'universal-credit.benefit-cap.earnings-exemption': 'Net earnings a month from which the benefit cap does not apply',

  'housing-benefit.personal-allowance.single-under-25': 'Personal allowance: single, under 25',
  'housing-benefit.personal-allowance.single-25-plus': 'Personal allowance: single, 25 or over',
  'housing-benefit.personal-allowance.couple': 'Personal allowance: couple (one or both 18 or over)',
  'housing-benefit.personal-allowance.child': 'Personal allowance: each dependent child',
  'housing-benefit.personal-allowance.pension-before-2021.single': 'Personal allowance, pension age: single (reached pension age before 1 April 2021)',
  'housing-benefit.personal-allowance.pension-before-2021.couple': 'Personal allowance, pension age: couple (reached pension age before 1 April 2021)',
  'housing-benefit.personal-allowance.higher-rate-age': 'Age from which a single person gets the 25 or over allowance',
  'housing-benefit.personal-allowance.lone-parent-age': 'Age from which a lone parent gets the 25 or over allowance',
  'housing-benefit.personal-allowance.pension-split-year': 'Year the pension-age allowances split: reached pension age before or from 1 April of this year',
  'housing-benefit.premium.family': 'Family premium (only claims made before 1 May 2016)',
  'housing-benefit.premium.disability.single': 'Disability premium: single',
  'housing-benefit.premium.disability.couple': 'Disability premium: couple',
  'housing-benefit.premium.severe-disability.single': 'Severe disability premium: single rate',
  'housing-benefit.premium.severe-disability.couple': 'Severe disability premium: couple rate (both qualify)',
  'housing-benefit.premium.enhanced-disability.single': 'Enhanced disability premium: single',
  'housing-benefit.premium.enhanced-disability.couple': 'Enhanced disability premium: couple',
  'housing-benefit.premium.enhanced-disability.child': 'Enhanced disability premium: each child',
  'housing-benefit.premium.disabled-child': 'Disabled child premium: each disabled child',
  'housing-benefit.premium.carer': 'Carer premium',
  'housing-benefit.earnings-disregard.single': 'Earnings disregard: single person',
  'housing-benefit.earnings-disregard.couple': 'Earnings disregard: couple',
  'housing-benefit.earnings-disregard.lone-parent': 'Earnings disregard: lone parent',
  'housing-benefit.earnings-disregard.disability-or-carer': 'Earnings disregard: with a disability or carer premium',
  'housing-benefit.taper-rate': 'Taper: share of income above the applicable amount taken off',
  'housing-benefit.capital.upper-limit': 'Savings above which there is no award (none with Pension Credit guarantee credit)',
  'housing-benefit.capital.lower-limit': 'Working age: savings above which tariff income counts',
  'housing-benefit.capital.step': 'Working age: savings band for tariff income',
  'housing-benefit.capital.income-per-step': 'Tariff income for each band, or part of a band',
  'housing-benefit.capital.pension.lower-limit': 'Pension age: savings above which tariff income counts',
  'housing-benefit.capital.pension.step': 'Pension age: savings band for tariff income',
  'housing-benefit.non-dependant.band-1.deduction': 'Non-dependant deduction: lowest band (or not in work)',
  'housing-benefit.non-dependant.band-2.income-from': 'Non-dependant gross weekly income from which band 2 applies',
  'housing-benefit.non-dependant.band-2.deduction': 'Non-dependant deduction: band 2',
  'housing-benefit.non-dependant.band-3.income-from': 'Non-dependant gross weekly income from which band 3 applies',
  'housing-benefit.non-dependant.band-3.deduction': 'Non-dependant deduction: band 3',
  'housing-benefit.non-dependant.band-4.income-from': 'Non-dependant gross weekly income from which band 4 applies',
  'housing-benefit.non-dependant.band-4.deduction': 'Non-dependant deduction: band 4',
  'housing-benefit.non-dependant.band-5.income-from': 'Non-dependant gross weekly income from which band 5 applies',
  'housing-benefit.non-dependant.band-5.deduction': 'Non-dependant deduction: band 5',
  'housing-benefit.non-dependant.band-6.income-from': 'Non-dependant gross weekly income from which the top band applies',
  'housing-benefit.non-dependant.band-6.deduction': 'Non-dependant deduction: top band',
  'housing-benefit.non-dependant.min-age': 'Age from which a non-dependant deduction applies',
  'housing-benefit.non-dependant.qualifying-benefit-under-age':
    'Age under which a non-dependant on income support, income-based JSA, income-related ESA without a component or Universal Credit without earnings takes no deduction',
  'housing-benefit.young-individual.care-leaver-under-age': 'Shared accommodation rate: care leavers are exempt under this age',
  'housing-benefit.young-individual.mappa-min-age': 'Shared accommodation rate: people managed under MAPPA are exempt from this age',
  'pip.daily-living.standard': 'Daily living, standard rate',
  'pip.daily-living.enhanced': 'Daily living, enhanced rate',
  'pip.mobility.standard': 'Mobility, standard rate',
  'pip.mobility.enhanced': 'Mobility, enhanced rate',
  'pip.threshold.standard': 'Points for a standard rate',
  'pip.threshold.enhanced': 'Points for an enhanced rate',

  'council-tax-support.days-in-year': 'Days in the financial year (the reduction is worked out per day, then × 7 for the week)',
  'council-tax-support.days-in-week': 'Days in a week (the weekly reduction is the daily amount × 7)',
  'council-tax-support.single-person-discount': 'Single person discount',
  'council-tax-support.scheme.england.max-reduction': 'England working age (illustrative scheme): most of the council tax the reduction covers',
  'council-tax-support.scheme.england.taper': 'England working age (illustrative scheme): taper, share of excess income taken off',
  'council-tax-support.scheme.england.minimum-payment': 'England working age (illustrative scheme): share of the council tax everyone pays',
  'council-tax-support.applicable-amount.single-under-25': 'England working age (illustrative scheme): personal allowance, single, under 25',
  'council-tax-support.applicable-amount.single-25-plus': 'England working age (illustrative scheme): personal allowance, single, 25 or over',
  'council-tax-support.applicable-amount.couple-under-18': 'England working age (illustrative scheme): personal allowance, couple, both under 18',
  'council-tax-support.applicable-amount.couple': 'England working age (illustrative scheme): personal allowance, couple',
  'council-tax-support.applicable-amount.dependent-child': 'England working age (illustrative scheme): allowance for each dependent child',
  'council-tax-support.applicable-amount.higher-rate-age': 'England working age (illustrative scheme): age for the single 25 or over allowance',
  'council-tax-support.applicable-amount.couple-adult-age': 'England working age (illustrative scheme): age under which a couple (both) gets the lower allowance',
  'council-tax-support.premium.family': 'England working age (illustrative scheme): family premium',
  'council-tax-support.premium.disability': 'England working age (illustrative scheme): disability premium',
  'council-tax-support.premium.severe-disability': 'England working age (illustrative scheme): severe disability premium',
  'council-tax-support.premium.severe-disability.couple':
    'England working age (illustrative scheme): severe disability premium, both partners qualify and no one is paid to care for either',
  'council-tax-support.premium.carer': 'England working age (illustrative scheme): carer premium',
  'council-tax-support.max-reduction': 'National schemes: most of the council tax the reduction covers',
  'council-tax-support.taper': 'National schemes: taper, share of income above the applicable amount taken off',
  'council-tax-support.wales.personal-allowance.single-under-25': 'Wales, working age: personal allowance, single, under 25',
  'council-tax-support.wales.personal-allowance.single-25-plus': 'Wales, working age: personal allowance, single 25 or over, or a lone parent',
  'council-tax-support.wales.personal-allowance.couple': 'Wales, working age: personal allowance, couple',
  'council-tax-support.scotland.child-premium': 'Scotland, working age: child premium, each child or young person',
  'council-tax-support.non-dependant.england-pension.band-1.deduction': 'England, pension age: non-dependant deduction, lowest band (or not in paid work)',
  'council-tax-support.non-dependant.england-pension.band-2.income-from': 'England, pension age: non-dependant gross weekly income from which band 2 applies',
  'council-tax-support.non-dependant.england-pension.band-2.deduction': 'England, pension age: non-dependant deduction, band 2',
  'council-tax-support.non-dependant.england-pension.band-3.income-from': 'England, pension age: non-dependant gross weekly income from which band 3 applies',
  'council-tax-support.non-dependant.england-pension.band-3.deduction': 'England, pension age: non-dependant deduction, band 3',
  'council-tax-support.non-dependant.england-pension.band-4.income-from': 'England, pension age: non-dependant gross weekly income from which the top band applies',
  'council-tax-support.non-dependant.england-pension.band-4.deduction': 'England, pension age: non-dependant deduction, top band',
  'council-tax-support.non-dependant.wales.band-1.deduction': 'Wales: non-dependant deduction, lowest band (or not in paid work)',
  'council-tax-support.non-dependant.wales.band-2.income-from': 'Wales: non-dependant gross weekly income from which band 2 applies',
  'council-tax-support.non-dependant.wales.band-2.deduction': 'Wales: non-dependant deduction, band 2',
  'council-tax-support.non-dependant.wales.band-3.income-from': 'Wales: non-dependant gross weekly income from which band 3 applies',
  'council-tax-support.non-dependant.wales.band-3.deduction': 'Wales: non-dependant deduction, band 3',
  'council-tax-support.non-dependant.wales.band-4.income-from': 'Wales: non-dependant gross weekly income from which the top band applies',
  'council-tax-support.non-dependant.wales.band-4.deduction': 'Wales: non-dependant deduction, top band',
  'council-tax-support.non-dependant.scotland.band-1.deduction': 'Scotland: non-dependant deduction, lowest band (or not in paid work)',
  'council-tax-support.non-dependant.scotland.band-2.income-from': 'Scotland: non-dependant gross weekly income from which band 2 applies',
  'council-tax-support.non-dependant.scotland.band-2.deduction': 'Scotland: non-dependant deduction, band 2',
  'council-tax-support.non-dependant.scotland.band-3.income-from': 'Scotland: non-dependant gross weekly income from which band 3 applies',
  'council-tax-support.non-dependant.scotland.band-3.deduction': 'Scotland: non-dependant deduction, band 3',
  'council-tax-support.non-dependant.scotland.band-4.income-from': 'Scotland: non-dependant gross weekly income from which the top band applies',
  'council-tax-support.non-dependant.scotland.band-4.deduction': 'Scotland: non-dependant deduction, top band',
  'council-tax-support.second-adult-rebate.qualifying-benefit.percent': 'Second adult rebate: every second adult gets a qualifying benefit',
  'council-tax-support.second-adult-rebate.lower.percent': 'Second adult rebate: second adults’ income below the lower threshold',
  'council-tax-support.second-adult-rebate.higher.percent': 'Second adult rebate: second adults’ income below the higher threshold',
  'council-tax-support.second-adult-rebate.england-pension.lower-below': 'England, pension age: second adult rebate of 15% below this gross weekly income',
  'council-tax-support.second-adult-rebate.england-pension.higher-below': 'England, pension age: second adult rebate of 7.5% below this gross weekly income',
  'council-tax-support.second-adult-rebate.scotland.lower-below': 'Scotland: second adult rebate of 15% below this gross weekly income',
  'council-tax-support.second-adult-rebate.scotland.higher-below': 'Scotland: second adult rebate of 7.5% below this gross weekly income',
  'council-tax-support.second-adult-rebate.england-pension.thresholds-year': 'England, pension age: the tax year (first calendar year) whose second adult thresholds are used',
  'council-tax-support.second-adult-rebate.scotland.thresholds-year': 'Scotland: the tax year (first calendar year) whose second adult thresholds are used',

  'pension-credit.severe-disability.single': 'Severe disability addition: single amount',
  'pension-credit.severe-disability.double': 'Severe disability addition: double amount (a couple who both qualify)',
  'pension-credit.carer': 'Carer addition, for each carer',
  'pension-credit.child': 'Child addition, each child',
  'pension-credit.child.eldest-before-2017': 'Child addition: eldest child born before 6 April 2017',
  'pension-credit.disabled-child.lower': 'Disabled child addition: lower',
  'pension-credit.disabled-child.higher': 'Disabled child addition: higher',
  'pension-credit.savings-credit.threshold.single': 'Savings credit threshold: single',
  'pension-credit.savings-credit.threshold.couple': 'Savings credit threshold: couple',
  'pension-credit.savings-credit.max.single': 'Maximum savings credit: single',
  'pension-credit.savings-credit.max.couple': 'Maximum savings credit: couple',
  'pension-credit.savings-credit.amount-a-rate': 'Savings credit amount A: share of qualifying income above the threshold',
  'pension-credit.savings-credit.amount-b-rate': 'Savings credit amount B: share of income above the guarantee',
  'pension-credit.savings-credit.born-by-year': 'Savings credit: without a date of birth, born in or before this year counts as before April 2016',
  'pension-credit.capital.lower-limit': 'Savings above which tariff income counts',
  'pension-credit.capital.step': 'Savings band for tariff income',
  'pension-credit.capital.income-per-step': 'Tariff income for each band or part',
  'pension-credit.earnings-disregard.single': 'Earnings disregard: single',
  'pension-credit.earnings-disregard.couple': 'Earnings disregard: couple',
  'pension-credit.earnings-disregard.higher':
    'Earnings disregard: lone parent, carer, disabled or blind, part-time firefighter, lifeboat crew, auxiliary coastguard or reserve forces',
  'pension-credit.war-pension-disregard': 'Ignored of a war disablement pension, war widow’s or widower’s pension or guaranteed income payment',
  'pension-credit.backdating-months': 'Months a claim can be backdated',
  'pension-credit.advance-claim-months': 'Months before State Pension age a claim can be made',

  // Scotland's own benefits.
  'scotland.child-payment': 'Scottish Child Payment, each child under 16',
  'scotland.child-payment.age-limit': 'Scottish Child Payment: paid for each child under this age',
  'scotland.carer-support-payment': 'Carer Support Payment (in place of Carer’s Allowance)',
  'scotland.carers-allowance-supplement': 'Carer’s Allowance Supplement, each of the two lump sums a year (June and December)',
  'scotland.carers-allowance-supplement.payments-a-year': 'Carer’s Allowance Supplement: lump sums a year',
  'scotland.carer-supplement': 'Scottish Carer Supplement, with Carer Support Payment',
  'scotland.carer-additional-person-payment': 'Carer Additional Person Payment, each further person cared for 20 hours a week or more',
  'scotland.best-start-foods.pregnancy-and-1-to-3': 'Best Start Foods: pregnancy, and each child aged 1 to 3',
  'scotland.best-start-foods.under-1': 'Best Start Foods: each child under 1',
  'scotland.best-start-grant.pregnancy-and-baby.first': 'Best Start Grant Pregnancy and Baby Payment: first child (once)',
  'scotland.best-start-grant.pregnancy-and-baby.later': 'Best Start Grant Pregnancy and Baby Payment: each later child (once)',
  'scotland.best-start-grant.early-learning': 'Best Start Grant Early Learning Payment (once)',
  'scotland.best-start-grant.school-age': 'Best Start Grant School Age Payment (once)',
  'scotland.winter-heating-payment': 'Winter Heating Payment (once a winter, in place of Cold Weather Payment)',
  'scotland.pension-age-winter-heating-payment.standard': 'Pension Age Winter Heating Payment (in place of Winter Fuel Payment): household with someone of State Pension age',
  'scotland.pension-age-winter-heating-payment.higher': 'Pension Age Winter Heating Payment: household with someone aged 80 or over',
  'scotland.pension-age-winter-heating-payment.higher-age': 'Pension Age Winter Heating Payment: higher amount from this age',
  'scotland.child-winter-heating-payment': 'Child Winter Heating Payment (once a winter, each child or young person on the highest disability rate)',

  // Northern Ireland.
  'northern-ireland.rate-rebate.taper': 'Rate Rebate: share of income above the maximum amount taken off the rates',
  'northern-ireland.lone-pensioner-allowance': 'Lone Pensioner Allowance: off the rates bill',
  'northern-ireland.lone-pensioner-allowance.age': 'Lone Pensioner Allowance: youngest age (living alone)',
  'northern-ireland.disabled-persons-allowance': 'Disabled Person’s Allowance: off the rates bill of a home adapted for a disabled person',

  'general.weeks-per-month': 'Weeks in a month (monthly = weekly × this)',
  'general.weeks-per-year': 'Weeks in a year',
  'general.months-per-year': 'Months in a year',
  'general.state-pension-age': 'State Pension age: pension-age Housing Benefit, Council Tax Support and Pension Credit from this age; no new PIP claims',
  'general.state-pension-age.highest': 'The age by which everyone has reached State Pension age in the tax year (between State Pension age and this age the calculators ask)',
  'general.bedrooms.own-room-age': 'Age under which two children share a bedroom whatever their sex (from it, only with a child of the same sex)',
  'general.bedrooms.adult-age': 'Age from which anyone else in the home needs a bedroom of their own',
  'general.bedrooms.children-per-room': 'Children who share a bedroom',
  'general.bedrooms.max': 'Most bedrooms a Local Housing Allowance rate allows',
  'general.bedrooms.shared-accommodation-age': 'Age under which a single person without children gets the shared accommodation rate',
  'general.bedrooms.spare.one': 'Social renters of working age: reduction for one spare bedroom',
  'general.bedrooms.spare.two-or-more': 'Social renters of working age: reduction for two or more spare bedrooms',
  'general.eligibility.universal-credit.min-age': 'Checker, Universal Credit: youngest age',
  'general.eligibility.universal-credit.max-age': 'Checker, Universal Credit: oldest age',
  'general.eligibility.pip.min-age': 'Checker, PIP: youngest age',
  'general.eligibility.pip.max-age': 'Checker, PIP: oldest age',
  'general.carers-allowance.weekly': "Carer's Allowance",
  'general.carers-allowance.earnings-limit': "Carer's Allowance earnings limit (net earnings a week)",
  'general.pension-credit.guarantee.single': 'Pension Credit guarantee credit: single (the standard minimum guarantee; also the pension-age personal allowance from April 2021)',
  'general.pension-credit.guarantee.couple': 'Pension Credit guarantee credit: couple (the standard minimum guarantee; also the pension-age personal allowance from April 2021)',
  'general.attendance-allowance.lower': 'Attendance Allowance: lower rate',
  'general.attendance-allowance.higher': 'Attendance Allowance: higher rate',
  'general.child-benefit.eldest': 'Child Benefit: eldest or only child',
  'general.child-benefit.other': 'Child Benefit: each other child',
  'general.state-pension.new': 'New State Pension: full rate',
  'general.esa.assessment.25-plus': 'New style ESA assessment rate: 25 or over',
  'general.esa.assessment.under-25': 'New style ESA assessment rate: under 25',
  'general.esa.support-component': 'New style ESA support component',
  'general.national-living-wage': 'National Living Wage (21 or over)',
  'general.national-minimum-wage.18-to-20': 'National Minimum Wage: 18 to 20',
  'general.national-minimum-wage.under-18': 'National Minimum Wage: under 18',
  'general.apprentice-rate': 'National Minimum Wage: apprentice rate',
  'general.tv-licence.colour': 'TV licence (colour)',
  'general.tv-licence.free-age': 'TV licence: free from this age with Pension Credit',
  'general.cold-weather-payment': 'Cold Weather Payment, each 7 days of very cold weather',
  'general.warm-home-discount': 'Warm Home Discount',
  'general.winter-fuel-payment.standard': 'Winter Fuel Payment: household with someone of State Pension age',
  'general.winter-fuel-payment.over-80': 'Winter Fuel Payment: household with someone aged 80 or over',
  'general.winter-fuel-payment.higher-age': 'Winter Fuel Payment: higher amount from this age',
  'general.winter-fuel-payment.recovery-threshold': 'Winter Fuel Payment: taxable income above which it is recovered through tax',
});

/** The label of an area's Local Housing Allowance rate for each category: `{area}` is the area's proper name ('Lothian'). */
export const lhaRateLabelMessages = i18n('rates.lha', {
  'shared-room': params('LHA {area}: shared accommodation'),
  'one-bed': params('LHA {area}: 1 bedroom'),
  'two-bed': params('LHA {area}: 2 bedrooms'),
  'three-bed': params('LHA {area}: 3 bedrooms'),
  'four-bed': params('LHA {area}: 4 bedrooms'),
} satisfies Record<LhaCategory, unknown>);

/** The benefit groups of the rates table, by group id (src/calc/rates/groups.ts): /rates's headings and the admin panel's benefit. */
export const rateGroupMessages = i18n('rates.groups', {
  'universal-credit': 'Universal Credit',
  'housing-benefit': 'Housing Benefit',
  pip: 'Personal Independence Payment (PIP)',
  'council-tax-support': 'Council Tax Support',
  'pension-credit': 'Pension Credit',
  scotland: 'Scotland’s own benefits',
  'northern-ireland': 'Northern Ireland',
  general: 'General',
} satisfies Record<BenefitGroup, string>);

/** Where a figure applies, by region id. */
export const rateRegionMessages = i18n('rates.regions', {
  uk: 'UK',
  'great-britain': 'Great Britain',
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern-ireland': 'Northern Ireland',
} satisfies Record<Region, string>);

/**
 * The notes shown with some figures, by message id. `{year}` is a tax year as the notes write it
 * ('2025/26'), `{from}` a calendar year ('2026'); the figures' own values are filled from the
 * rates (src/calc/rates/define.ts `frozenSince`, `setThenFrozen`, and the group files).
 */
export const rateNoteMessages = i18n('rates.notes', {
  'rates.note.adp': 'In Scotland, Adult Disability Payment is paid at these rates.',
  'rates.note.adpParity':
    'In Scotland, Adult Disability Payment is paid at these rates: parity, by the Scottish Government’s policy of keeping them equal (its up-rating regulations for the year not yet read here).',
  'rates.note.padp': 'In Scotland, Pension Age Disability Payment is paid at these rates.',
  'rates.note.padpParity':
    'In Scotland, Pension Age Disability Payment is paid at these rates: parity, by the Scottish Government’s policy of keeping them equal (its up-rating regulations for the year not yet read here).',
  /** A figure whose newest years repeat an earlier year's amount. */
  'rates.note.frozenSince': params('Frozen at the {year} amount from April {from}.'),
  /** A figure set in one April and frozen after it; `{years}` the tax years it was frozen for. */
  'rates.note.setThenFrozen': params('April {from} rate, frozen for {years}.'),

  'rates.note.bornBefore2017Age':
    'Derived: the first calendar year of the tax year less 2016. A child this age or older on 6 April of the tax year was born before 6 April 2017; one a year younger may have been.',
  'rates.note.childLimitAbolished':
    'The two-child limit was abolished for assessment periods from 6 April 2026. Children born before 6 April 2017, and children with an exception (multiple birth, adoption, kinship care, non-consensual conception), always qualify.',
  'rates.note.sameAsProtectedUntil': params('The same as the protected amount before {year}.'),
  'rates.note.floorNotionalTax': 'The floor less notional income tax: the basic rate on the floor above a twelfth of the personal allowance (UC Regs reg 62(4)(b)).',
  'rates.note.floorNotionalContributions':
    'The floor less notional Class 1 contributions: the main rate on the floor above a twelfth of the primary threshold (UC Regs reg 62(4)(b)).',
  'rates.note.niMainRate': 'The main primary percentage was 12% to 5 January 2024 and 10% from 6 January to 5 April 2024; 8% from 6 April 2024.',
  /** `{wages}`: the National Living Wage of each tax year, in order. */
  'rates.note.earningsExemption': params('Derived: {hours} hours × the National Living Wage of the year ({wages}) × 52 ÷ 12, rounded down to the pound.'),

  'rates.note.pensionAgeCouncilTaxSupport': 'Also the pension-age Council Tax Support figure: England’s is the same, Scotland’s follows it, Wales’s own is not yet sourced.',
  'rates.note.pensionSplitYear': 'The higher pension-age allowances are for people who reached State Pension age before 1 April 2021.',

  'rates.note.illustrativeScheme': 'Illustrative working-age scheme, the same in every year: each council in England sets its own.',
  'rates.note.englandRebateThresholds': 'The 2026/27 thresholds could not be found in SI 2026/27 or a council’s published table: the 2025/26 thresholds stand in until they are.',
  'rates.note.scotlandRebateThresholds':
    'The 2025/26 and 2026/27 thresholds could not be found in the uprating instruments or a council’s published table: the 2024/25 thresholds stand in until they are.',

  'rates.note.savingsCredit': 'Only for people who reached State Pension age before 6 April 2016, or whose partner did.',

  'rates.note.weeksPerMonth': 'The regulations convert with 52 ÷ 12 (4.333…); this figure is that, to 2 decimal places.',
  /** `{age}`: the State Pension age of people born 6 March 1961 to 5 April 1977. */
  'rates.note.statePensionAgeHighest': params(
    'Derived from the Pensions Act 1995 Sch 4 as amended: 66 for people born before 6 April 1960, so 66 while everyone aged 66 in the tax year was born before then (2024/25 and 2025/26); 66 and 1 to 11 months for people born 6 April 1960 to 5 March 1961, 67 for people born 6 March 1961 to 5 April 1977, so {age} from 2026/27.',
  ),
  'rates.note.belowStatePensionAge': 'Derived: one below State Pension age.',
  'rates.note.standardMinimumGuarantee':
    'Also the pension-age personal allowance of Housing Benefit and Council Tax Support from 1 April 2021: SI 2021/188 set it at this guarantee, the same amount every year since (Wales’s own not yet sourced).',
  'rates.note.winterFuelPayment':
    '2024/25: only with Pension Credit or certain other benefits. From 2025/26: everyone over State Pension age, recovered through tax above the income threshold.',
});

/** The parts the rates' notes are written from (src/i18n/engine-words.tsx `engineTextWriter`). */
/** A rate's amount as people read it (src/lib/rate-words.ts `rateText`): by unit, `amount` already written. */
export const rateAmountMessages = i18n('rates.amount', {
  'gbp-per-month': params('{amount} a month'),
  'gbp-per-week': params('{amount} a week'),
  'gbp-per-year': params('{amount} a year'),
  'gbp-per-hour': params('{amount} an hour'),
  percent: params('{amount}%'),
  /** A figure that did not apply that year, when the rate does not say what that means. */
  none: 'None',
});

/** A figure no official source has yet been read for in that year: no amount is shown. */
const NOT_YET_SOURCED = 'Not yet sourced: ask Social Security Scotland';

/** What a figure that did not apply in a year means, by rate id (its amount is null that year). */
export const rateWhenNoneMessages = i18n('rates.whenNone', {
  'universal-credit.child-limit': 'No limit (abolished for assessment periods from 6 April 2026)',
  'general.winter-fuel-payment.recovery-threshold': 'Not in force (the payment went only to people getting Pension Credit or certain other benefits)',
  'scotland.carers-allowance-supplement': 'Ended: replaced from 15 March 2026 by the Scottish Carer Supplement, paid weekly',
  'scotland.carer-supplement': 'Not yet paid: it starts on 15 March 2026, with the lump sums of the Carer’s Allowance Supplement until then',
  'scotland.carer-additional-person-payment': 'Not yet paid: it starts on 15 March 2026',
  'scotland.best-start-grant.pregnancy-and-baby.first': NOT_YET_SOURCED,
  'scotland.best-start-grant.pregnancy-and-baby.later': NOT_YET_SOURCED,
  'scotland.best-start-grant.early-learning': NOT_YET_SOURCED,
  'scotland.best-start-grant.school-age': NOT_YET_SOURCED,
  'scotland.winter-heating-payment': NOT_YET_SOURCED,
  'scotland.pension-age-winter-heating-payment.standard': NOT_YET_SOURCED,
  'scotland.pension-age-winter-heating-payment.higher': NOT_YET_SOURCED,
  'scotland.child-winter-heating-payment': NOT_YET_SOURCED,
});

export const rateNoteWords: EngineWordsList = [rateNoteMessages];
