/**
 * The figures of the 2025/26 tax year (6 April 2025 to 5 April 2026) that change from year to
 * year, by rate id (null: the figure did not apply that year). What each figure is, its unit and
 * the law and publications it comes from are in the group files of src/calc/rates/ (/rates lists
 * them); the type checker holds this file to exactly the rates written `BY_YEAR` there.
 */
import type { YearFigures } from './types';
import y2024 from './2024-25';

export default {
  rates: {
    // Universal Credit, a month.
    'universal-credit.standard-allowance.single-under-25': 316.98,
    'universal-credit.standard-allowance.single-25-plus': 400.14,
    'universal-credit.standard-allowance.couple-under-25': 497.55,
    'universal-credit.standard-allowance.couple-25-plus': 628.1,
    'universal-credit.child-element.higher': 339,
    'universal-credit.child-element.lower': 292.81,
    'universal-credit.child-limit': 2,
    'universal-credit.disabled-child.lower': 158.76,
    'universal-credit.disabled-child.higher': 495.87,
    'universal-credit.non-dependant-contribution': 93.02,
    'universal-credit.lcw-element': 158.76,
    'universal-credit.lcwra-element.protected': 423.27,
    'universal-credit.lcwra-element.new-award': 423.27,
    'universal-credit.carer-element': 201.68,
    'universal-credit.childcare.cap-one-child': 1031.88,
    'universal-credit.childcare.cap-two-or-more': 1768.94,
    'universal-credit.work-allowance.with-housing': 411,
    'universal-credit.work-allowance.without-housing': 684,
    'universal-credit.benefit-cap.outside-london.couple-or-children': 1835,
    'universal-credit.benefit-cap.outside-london.single': 1229.42,
    'universal-credit.benefit-cap.london.couple-or-children': 2110.25,
    'universal-credit.benefit-cap.london.single': 1413.92,

    // Housing Benefit, a week.
    'housing-benefit.personal-allowance.single-under-25': 72.9,
    'housing-benefit.personal-allowance.single-25-plus': 92.05,
    'housing-benefit.personal-allowance.couple': 144.65,
    'housing-benefit.personal-allowance.child': 84.66,
    'housing-benefit.personal-allowance.pension-before-2021.single': 244.4,
    'housing-benefit.personal-allowance.pension-before-2021.couple': 366,
    'housing-benefit.premium.family': 19.48,
    'housing-benefit.premium.disability.single': 43.2,
    'housing-benefit.premium.disability.couple': 61.65,
    'housing-benefit.premium.severe-disability.single': 82.9,
    'housing-benefit.premium.severe-disability.couple': 165.8,
    'housing-benefit.premium.enhanced-disability.single': 21.2,
    'housing-benefit.premium.enhanced-disability.couple': 30.25,
    'housing-benefit.premium.enhanced-disability.child': 32.75,
    'housing-benefit.premium.disabled-child': 81.37,
    'housing-benefit.premium.carer': 46.4,
    'housing-benefit.non-dependant.band-1.deduction': 19.65,
    'housing-benefit.non-dependant.band-2.income-from': 183,
    'housing-benefit.non-dependant.band-2.deduction': 45.15,
    'housing-benefit.non-dependant.band-3.income-from': 266,
    'housing-benefit.non-dependant.band-3.deduction': 62,
    'housing-benefit.non-dependant.band-4.income-from': 348,
    'housing-benefit.non-dependant.band-4.deduction': 101.35,
    'housing-benefit.non-dependant.band-5.income-from': 463,
    'housing-benefit.non-dependant.band-5.deduction': 115.45,
    'housing-benefit.non-dependant.band-6.income-from': 577,
    'housing-benefit.non-dependant.band-6.deduction': 126.65,

    // Personal Independence Payment, a week.
    'pip.daily-living.standard': 73.9,
    'pip.daily-living.enhanced': 110.4,
    'pip.mobility.standard': 29.2,
    'pip.mobility.enhanced': 77.05,

    // Pension Credit, a week.
    'pension-credit.severe-disability.single': 82.9,
    'pension-credit.severe-disability.double': 165.8,
    'pension-credit.carer': 46.4,
    'pension-credit.child': 67.42,
    'pension-credit.child.eldest-before-2017': 78.1,
    'pension-credit.disabled-child.lower': 36.54,
    'pension-credit.disabled-child.higher': 114.12,
    'pension-credit.savings-credit.threshold.single': 198.27,
    'pension-credit.savings-credit.threshold.couple': 314.34,
    'pension-credit.savings-credit.max.single': 17.3,
    'pension-credit.savings-credit.max.couple': 19.36,

    // Figures the guides quote.
    'general.carers-allowance.weekly': 83.3,
    'general.carers-allowance.earnings-limit': 196,
    'general.pension-credit.guarantee.single': 227.1,
    'general.pension-credit.guarantee.couple': 346.6,
    'general.attendance-allowance.lower': 73.9,
    'general.attendance-allowance.higher': 110.4,
    'general.child-benefit.eldest': 26.05,
    'general.child-benefit.other': 17.25,
    'general.state-pension.new': 230.25,
    'general.esa.assessment.25-plus': 92.05,
    'general.esa.assessment.under-25': 72.9,
    'general.esa.support-component': 48.5,
    'general.national-living-wage': 12.21,
    'general.apprentice-rate': 7.55,
    'general.tv-licence.colour': 174.5,
    'general.winter-fuel-payment.standard': 200,
    'general.winter-fuel-payment.over-80': 300,
    'general.winter-fuel-payment.recovery-threshold': 35000,
  },
  // Local Housing Allowance: frozen at the April 2024 rates (SI 2025/5).
  lha: y2024.lha,
} satisfies YearFigures;
