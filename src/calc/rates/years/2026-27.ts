/**
 * The figures of the 2026/27 tax year (6 April 2026 to 5 April 2027) that change from year to
 * year, by rate id (null: the figure did not apply that year). What each figure is, its unit and
 * the law and publications it comes from are in the group files of src/calc/rates/ (/rates lists
 * them); the type checker holds this file to exactly the rates written `BY_YEAR` there.
 */
import type { YearFigures } from './types';
import y2024 from './2024-25';

export default {
  rates: {
    // Universal Credit, a month.
    'universal-credit.standard-allowance.single-under-25': 338.58,
    'universal-credit.standard-allowance.single-25-plus': 424.9,
    'universal-credit.standard-allowance.couple-under-25': 528.34,
    'universal-credit.standard-allowance.couple-25-plus': 666.97,
    'universal-credit.child-element.higher': 351.88,
    'universal-credit.child-element.lower': 303.94,
    'universal-credit.child-limit': null,
    'universal-credit.disabled-child.lower': 164.79,
    'universal-credit.disabled-child.higher': 514.71,
    'universal-credit.non-dependant-contribution': 96.55,
    'universal-credit.lcw-element': 158.76,
    'universal-credit.lcwra-element.protected': 429.8,
    'universal-credit.lcwra-element.new-award': 217.26,
    'universal-credit.carer-element': 209.34,
    'universal-credit.childcare.cap-one-child': 1071.09,
    'universal-credit.childcare.cap-two-or-more': 1836.16,
    'universal-credit.work-allowance.with-housing': 427,
    'universal-credit.work-allowance.without-housing': 710,
    'universal-credit.benefit-cap.outside-london.couple-or-children': 1835,
    'universal-credit.benefit-cap.outside-london.single': 1229.42,
    'universal-credit.benefit-cap.london.couple-or-children': 2110.25,
    'universal-credit.benefit-cap.london.single': 1413.92,

    // Housing Benefit, a week.
    'housing-benefit.personal-allowance.single-under-25': 75.65,
    'housing-benefit.personal-allowance.single-25-plus': 95.55,
    'housing-benefit.personal-allowance.couple': 150.15,
    'housing-benefit.personal-allowance.child': 87.88,
    'housing-benefit.personal-allowance.pension-before-2021.single': 256,
    'housing-benefit.personal-allowance.pension-before-2021.couple': 383.35,
    'housing-benefit.premium.family': 20.22,
    'housing-benefit.premium.disability.single': 44.85,
    'housing-benefit.premium.disability.couple': 64,
    'housing-benefit.premium.severe-disability.single': 86.05,
    'housing-benefit.premium.severe-disability.couple': 172.1,
    'housing-benefit.premium.enhanced-disability.single': 22,
    'housing-benefit.premium.enhanced-disability.couple': 31.4,
    'housing-benefit.premium.enhanced-disability.child': 33.99,
    'housing-benefit.premium.disabled-child': 84.46,
    'housing-benefit.premium.carer': 48.15,
    'housing-benefit.non-dependant.band-1.deduction': 20.4,
    'housing-benefit.non-dependant.band-2.income-from': 192,
    'housing-benefit.non-dependant.band-2.deduction': 46.85,
    'housing-benefit.non-dependant.band-3.income-from': 279,
    'housing-benefit.non-dependant.band-3.deduction': 64.35,
    'housing-benefit.non-dependant.band-4.income-from': 365,
    'housing-benefit.non-dependant.band-4.deduction': 105.2,
    'housing-benefit.non-dependant.band-5.income-from': 485,
    'housing-benefit.non-dependant.band-5.deduction': 119.85,
    'housing-benefit.non-dependant.band-6.income-from': 605,
    'housing-benefit.non-dependant.band-6.deduction': 131.45,

    // Personal Independence Payment, a week.
    'pip.daily-living.standard': 76.7,
    'pip.daily-living.enhanced': 114.6,
    'pip.mobility.standard': 30.3,
    'pip.mobility.enhanced': 80,

    // Pension Credit, a week.
    'pension-credit.severe-disability.single': 86.05,
    'pension-credit.severe-disability.double': 172.1,
    'pension-credit.carer': 48.15,
    'pension-credit.child': 69.98,
    'pension-credit.child.eldest-before-2017': 81.07,
    'pension-credit.disabled-child.lower': 37.93,
    'pension-credit.disabled-child.higher': 118.46,
    'pension-credit.savings-credit.threshold.single': 208.07,
    'pension-credit.savings-credit.threshold.couple': 329.75,
    'pension-credit.savings-credit.max.single': 17.96,
    'pension-credit.savings-credit.max.couple': 20.1,

    // Figures the guides quote.
    'general.carers-allowance.weekly': 86.45,
    'general.carers-allowance.earnings-limit': 204,
    'general.pension-credit.guarantee.single': 238,
    'general.pension-credit.guarantee.couple': 363.25,
    'general.attendance-allowance.lower': 76.7,
    'general.attendance-allowance.higher': 114.6,
    'general.child-benefit.eldest': 27.05,
    'general.child-benefit.other': 17.9,
    'general.state-pension.new': 241.3,
    'general.esa.assessment.25-plus': 95.55,
    'general.esa.assessment.under-25': 75.65,
    'general.esa.support-component': 50.35,
    'general.national-living-wage': 12.71,
    'general.apprentice-rate': 8,
    'general.tv-licence.colour': 180,
    'general.winter-fuel-payment.standard': 200,
    'general.winter-fuel-payment.over-80': 300,
    'general.winter-fuel-payment.recovery-threshold': 35000,
  },
  // Local Housing Allowance: frozen at the April 2024 rates (SI 2025/5 and SI 2026/5).
  lha: y2024.lha,
} satisfies YearFigures;
