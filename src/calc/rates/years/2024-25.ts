/**
 * The figures of the 2024/25 tax year (6 April 2024 to 5 April 2025) that change from year to
 * year, by rate id (null: the figure did not apply that year). What each figure is, its unit and
 * the law and publications it comes from are in the group files of src/calc/rates/ (/rates lists
 * them); the type checker holds this file to exactly the rates written `BY_YEAR` there.
 */
import type { YearFigures } from './types';

export default {
  rates: {
    // Universal Credit, a month.
    'universal-credit.standard-allowance.single-under-25': 311.68,
    'universal-credit.standard-allowance.single-25-plus': 393.45,
    'universal-credit.standard-allowance.couple-under-25': 489.23,
    'universal-credit.standard-allowance.couple-25-plus': 617.6,
    'universal-credit.child-element.higher': 333.33,
    'universal-credit.child-element.lower': 287.92,
    'universal-credit.child-limit': 2,
    'universal-credit.disabled-child.lower': 156.11,
    'universal-credit.disabled-child.higher': 487.58,
    'universal-credit.non-dependant-contribution': 91.47,
    'universal-credit.lcw-element': 156.11,
    'universal-credit.lcwra-element.protected': 416.19,
    'universal-credit.lcwra-element.new-award': 416.19,
    'universal-credit.carer-element': 198.31,
    'universal-credit.childcare.cap-one-child': 1014.63,
    'universal-credit.childcare.cap-two-or-more': 1739.37,
    'universal-credit.work-allowance.with-housing': 404,
    'universal-credit.work-allowance.without-housing': 673,
    'universal-credit.benefit-cap.outside-london.couple-or-children': 1835,
    'universal-credit.benefit-cap.outside-london.single': 1229.42,
    'universal-credit.benefit-cap.london.couple-or-children': 2110.25,
    'universal-credit.benefit-cap.london.single': 1413.92,

    // Housing Benefit, a week.
    'housing-benefit.personal-allowance.single-under-25': 71.7,
    'housing-benefit.personal-allowance.single-25-plus': 90.5,
    'housing-benefit.personal-allowance.couple': 142.25,
    'housing-benefit.personal-allowance.child': 83.24,
    'housing-benefit.personal-allowance.pension-before-2021.single': 235.2,
    'housing-benefit.personal-allowance.pension-before-2021.couple': 352,
    'housing-benefit.premium.family': 19.15,
    'housing-benefit.premium.disability.single': 42.5,
    'housing-benefit.premium.disability.couple': 60.6,
    'housing-benefit.premium.severe-disability.single': 81.5,
    'housing-benefit.premium.severe-disability.couple': 163,
    'housing-benefit.premium.enhanced-disability.single': 20.85,
    'housing-benefit.premium.enhanced-disability.couple': 29.75,
    'housing-benefit.premium.enhanced-disability.child': 32.2,
    'housing-benefit.premium.disabled-child': 80.01,
    'housing-benefit.premium.carer': 45.6,
    'housing-benefit.non-dependant.band-1.deduction': 19.3,
    'housing-benefit.non-dependant.band-2.income-from': 176,
    'housing-benefit.non-dependant.band-2.deduction': 44.4,
    'housing-benefit.non-dependant.band-3.income-from': 256,
    'housing-benefit.non-dependant.band-3.deduction': 60.95,
    'housing-benefit.non-dependant.band-4.income-from': 334,
    'housing-benefit.non-dependant.band-4.deduction': 99.65,
    'housing-benefit.non-dependant.band-5.income-from': 445,
    'housing-benefit.non-dependant.band-5.deduction': 113.5,
    'housing-benefit.non-dependant.band-6.income-from': 554,
    'housing-benefit.non-dependant.band-6.deduction': 124.55,

    // Personal Independence Payment, a week.
    'pip.daily-living.standard': 72.65,
    'pip.daily-living.enhanced': 108.55,
    'pip.mobility.standard': 28.7,
    'pip.mobility.enhanced': 75.75,

    // Figures the guides quote.
    'general.carers-allowance.weekly': 81.9,
    'general.carers-allowance.earnings-limit': 151,
    'general.pension-credit.guarantee.single': 218.15,
    'general.pension-credit.guarantee.couple': 332.95,
    'general.attendance-allowance.lower': 72.65,
    'general.attendance-allowance.higher': 108.55,
    'general.child-benefit.eldest': 25.6,
    'general.child-benefit.other': 16.95,
    'general.state-pension.new': 221.2,
    'general.esa.assessment.25-plus': 90.5,
    'general.esa.assessment.under-25': 71.7,
    'general.esa.support-component': 47.7,
    'general.national-living-wage': 11.44,
    'general.apprentice-rate': 6.4,
    'general.tv-licence.colour': 169.5,
    'general.winter-fuel-payment.standard': 200,
    'general.winter-fuel-payment.over-80': 300,
    'general.winter-fuel-payment.recovery-threshold': null,
  },
  // Local Housing Allowance by broad rental market area, a week: shared accommodation, then 1 to 4 bedrooms.
  lha: {
    'inner-south-east-london': [149.59, 298.15, 356.71, 448.77, 506.3],
    'outer-south-east-london': [138.08, 241.64, 299.18, 356.71, 414.22],
    lothian: [109.32, 172.6, 223.23, 316.44, 501.7],
    'aberdeen-and-shire': [74.79, 109.32, 149.59, 197.92, 287.67],
    'dundee-and-angus': [86.3, 92.05, 141.53, 182.96, 253.15],
    hyndburn: [67.08, 97.81, 109.32, 136.93, 182.96],
    stafford: [85, 109.32, 136.93, 166.85, 224.38],
    torbay: [84.5, 116.22, 155.34, 193.32, 253.15],
    'castle-point': [93.51, 156.29, 201.37, 253.15, 310.68],
  },
} satisfies YearFigures;
