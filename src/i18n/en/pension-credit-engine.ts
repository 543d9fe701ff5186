/**
 * What the Pension Credit engine (src/calc/pension-credit.ts) says, in English: its lines of
 * working, what could change a result, what an award opens, next steps and warnings, by message
 * id ('pc.…'). Loaded with the result, so the page's first load does not carry them (README
 * "Performance"). Amounts are written with their pence ('£238.00'), as the working adds them up.
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';
import { besideAwardEngineMessages } from './beside-award-engine';

export const pcEngineMessages = i18n('pc.engine', {
  // The lines' names.
  'pc.line.standardMinimumGuarantee': 'Standard minimum guarantee',
  'pc.line.severeDisability': 'Severe disability addition',
  'pc.line.carer': 'Carer addition',
  /** `count`: the number of children. */
  'pc.line.children': params(count({ one: 'Child addition', other: 'Child additions' })),
  'pc.line.disabledChildren': 'Disabled child addition',
  'pc.line.housingCosts': 'Housing costs',
  'pc.line.statePension': 'State Pension',
  'pc.line.otherPensions': 'Other pensions',
  'pc.line.earnings': 'Earnings',
  'pc.line.earningsDisregard': 'Earnings disregard',
  'pc.line.warPensions': 'War pensions',
  'pc.line.warPensionDisregard': 'War pension disregard',
  'pc.line.countedBenefits': 'Other benefits counted in full',
  'pc.line.carersAllowance': 'Carer’s Allowance',
  'pc.line.tariffIncome': 'Tariff income from savings',
  'pc.line.guaranteeCredit': 'Guarantee credit',
  'pc.line.qualifyingIncome': 'Qualifying income',
  'pc.line.threshold': 'Savings credit threshold',
  'pc.line.amountA': 'Amount A',
  'pc.line.amountB': 'Amount B',
  'pc.line.savingsCredit': 'Savings credit',

  // The standard minimum guarantee (reg 6(1)).
  'pc.standard.single': params('Single: {amount} a week'),
  'pc.standard.couple': params('Couple: {amount} a week'),

  // The severe disability addition (Sch I para 1): added, with its amount, or why not.
  'pc.severe.single': params('You get a qualifying disability benefit, no other adult lives with you and no one is paid to care for you: {amount} a week'),
  'pc.severe.both': params('You both get a qualifying disability benefit, no other adult lives with you and no one is paid to care for either of you: {amount} a week'),
  'pc.severe.bothOneCared': params('You both get a qualifying disability benefit, but someone is paid Carer’s Allowance for looking after one of you: {amount} a week'),
  'pc.severe.oneBlind': params('One of you gets a qualifying disability benefit and the other is registered blind, and no other adult lives with you: {amount} a week'),
  'pc.severe.noBenefit': 'Not included: you do not get Attendance Allowance, DLA care (middle or highest rate) or PIP daily living',
  'pc.severe.neitherBenefit': 'Not included: neither of you gets Attendance Allowance, DLA care (middle or highest rate) or PIP daily living',
  'pc.severe.bothOrBlind': 'Not included: in a couple, both of you must get a qualifying disability benefit, or the other must be registered blind',
  /** `count`: the other adults aged 18 or over at home. */
  'pc.severe.otherAdults': params(
    count({
      one: 'Not included: another adult aged 18 or over lives with you',
      other: 'Not included: {count} other adults aged 18 or over live with you',
    }),
  ),
  'pc.severe.caredFor': 'Not included: someone is paid Carer’s Allowance for looking after you',
  'pc.severe.eachCaredFor': 'Not included: someone is paid Carer’s Allowance for looking after each of you',
  'pc.severe.getterCaredFor': 'Not included: someone is paid Carer’s Allowance for looking after the one of you who gets the disability benefit',

  // The carer addition (Sch I para 4): `number` carers × `amount`.
  'pc.carer.none': 'Not included: no one gets (or is entitled to) Carer’s Allowance or Carer Support Payment',
  'pc.carer.you': params('You are entitled to Carer’s Allowance (Carer Support Payment in Scotland): {number} × {amount}'),
  'pc.carer.oneOfYou': params('One of you is entitled to Carer’s Allowance (Carer Support Payment in Scotland): {number} × {amount}'),
  'pc.carer.both': params('You are both entitled to Carer’s Allowance (Carer Support Payment in Scotland): {number} × {amount}'),

  // The child additions (Sch IIA paras 9 and 10): `eldest` the eldest's amount, `number` other children × `amount`.
  'pc.children.eldest': params('{eldest} for the eldest, born before 6 April 2017 (no limit on the number of children)'),
  'pc.children.others': params('{number} × {amount} (no limit on the number of children)'),
  'pc.children.eldestAndOthers': params('{eldest} for the eldest, born before 6 April 2017 + {number} × {amount} (no limit on the number of children)'),
  /** `lower` and `higher`: how many disabled children at each rate, each × its amount. */
  'pc.disabledChildren.lower': params('{lower} × {lowerAmount} (lower)'),
  'pc.disabledChildren.higher': params('{higher} × {higherAmount} (higher)'),
  'pc.disabledChildren.both': params('{lower} × {lowerAmount} (lower) + {higher} × {higherAmount} (higher)'),

  // Housing costs (Sch II), less the other adults' deductions (para 14).
  'pc.housing.costs': params('Ground rent and service charges: {amount} a week (never rent, which Housing Benefit covers, nor mortgage interest, which is a loan)'),
  'pc.housing.noDeduction': params(
    'Ground rent and service charges: {amount} a week (never rent, which Housing Benefit covers, nor mortgage interest, which is a loan); no deduction for the other adults, because you get a disability benefit or are registered blind',
  ),
  /** `deductions`: a list of each other adult's deduction (pc.housing.deductionWorks, pc.housing.deductionNotWorking); `total` what is left. */
  'pc.housing.less': params(
    'Ground rent and service charges: {amount} a week (never rent, which Housing Benefit covers, nor mortgage interest, which is a loan), less {deductions} = {total}',
  ),
  'pc.housing.lessToNothing': params(
    'Ground rent and service charges: {amount} a week (never rent, which Housing Benefit covers, nor mortgage interest, which is a loan), less {deductions} = {total} (never below nothing)',
  ),
  /** One other adult's deduction: `n` their place in the list, `income` their gross weekly pay, `band` its band. */
  'pc.housing.deductionWorks': params('{amount} for other adult {n} (works, {income} a week, band {band})'),
  'pc.housing.deductionNotWorking': params('{amount} for other adult {n} (not working 16 hours a week)'),

  // An income line: both partners' amounts, or the one person's.
  'pc.income.couple': params('{yours} (you) + {partners} (your partner) a week'),
  'pc.income.single': params('{amount} a week'),

  // The earnings disregard (Sch VI): `who` is one of pc.disregard.who.*.
  'pc.disregard.noEarnings': 'No earnings',
  'pc.disregard.ignored': params('{amount} of earnings ignored ({who})'),
  'pc.disregard.ignoredUpTo': params('{amount} of earnings ignored ({who}), up to the {earned} earned'),
  'pc.disregard.who.loneParent': 'lone parent',
  'pc.disregard.who.carer': 'carer',
  'pc.disregard.who.disabled': 'disability benefit or registered blind',
  'pc.disregard.who.specialOccupation': 'part-time firefighter, lifeboat crew, auxiliary coastguard or reserve forces',
  'pc.disregard.who.couple': 'couple',
  'pc.disregard.who.single': 'single person',

  // Tariff income (reg 15(6)).
  'pc.tariff.bands': params('{perStep} for each {step}, or part of {step}, above {lower}: {bands} × {perStep} (no upper limit on savings)'),
  'pc.tariff.none': params('Savings of {lower} or less count as no income'),

  /** The war pension disregard (Sch IV para 1): `count` the war pensions, `amount` ignored of each. */
  'pc.warPension.ignored': params(
    count({
      one: 'The first {amount} of a war pension is ignored',
      other: 'The first {amount} of each war pension is ignored',
    }),
  ),
  'pc.warPension.ignoredUpTo': params(
    count({
      one: 'The first {amount} of a war pension is ignored, up to the {paid} paid',
      other: 'The first {amount} of each war pension is ignored, up to the {paid} paid',
    }),
  ),

  'pc.carersAllowance.counted': params('{number} × {amount} a week (counted as income; the carer addition is kept)'),

  // Guarantee credit (SPCA s 2).
  'pc.guarantee.cannotClaim': 'None: you cannot claim Pension Credit yet',
  'pc.guarantee.credit': params('Appropriate minimum guarantee − income: {guarantee} − {income} = {credit}'),
  'pc.guarantee.none': params('None: income {income} is not below the {guarantee} appropriate minimum guarantee'),

  // Savings credit (SPCA s 3, reg 7): `rate` a percentage.
  'pc.savings.qualifyingLess': params('Income {income} less {benefits} of benefits that do not qualify (such as contributory ESA or JSA) = {qualifying}'),
  'pc.savings.allQualifies': params('All of your income qualifies: {amount}'),
  'pc.savings.thresholdSingle': params('Single: {amount} a week'),
  'pc.savings.thresholdCouple': params('Couple: {amount} a week'),
  'pc.savings.amountA': params('{rate}% × ({qualifying} − {threshold}) = {amount}'),
  'pc.savings.amountAMax': params('{rate}% × ({qualifying} − {threshold}) = {amount}, at most the {max} maximum'),
  'pc.savings.notAboveThreshold': params('Qualifying income is not above the {threshold} threshold'),
  'pc.savings.amountB': params('{rate}% × ({income} − {guarantee}) = {amount}'),
  'pc.savings.notAboveGuarantee': params('Income is not above the {guarantee} appropriate minimum guarantee'),
  'pc.savings.credit': params('Amount A − amount B: {a} − {b} = {credit}'),
  'pc.savings.aNotMoreThanB': params('None: amount A ({a}) is not more than amount B ({b})'),
  /** No savings credit: `reason` is one of pc.closed.*. */
  'pc.savings.none': params('None: {reason}'),

  // Why savings credit is closed (SPCA s 3(1), reg 7A): the reason of pc.savings.none, pc.warning.savingsCreditClosed and the results' note.
  'pc.closed.cannotClaim': 'you cannot claim Pension Credit yet',
  'pc.closed.youFrom2016': 'you reached State Pension age on or after 6 April 2016 (State Pension Credit Act 2002 s 3(1))',
  'pc.closed.neitherBefore2016': 'neither of you reached State Pension age before 6 April 2016 (State Pension Credit Act 2002 s 3(1))',
  'pc.closed.oneFrom2016':
    'one of you reached State Pension age from 6 April 2016, so savings credit is paid only if one of you has had it since before that date without a break (State Pension Credit Regulations 2002 reg 7A)',

  // What could change a result with no award: `amount` a week.
  'pc.change.severeYou': params(
    'If you get Attendance Allowance, DLA care (middle or highest rate) or PIP daily living and no one else aged 18 or over lives with you, the severe disability addition of {amount} a week would be added',
  ),
  'pc.change.severeBoth': params(
    'If you both get Attendance Allowance, DLA care (middle or highest rate) or PIP daily living and no one else aged 18 or over lives with you, the severe disability addition of {amount} a week would be added',
  ),
  'pc.change.carer': params(
    'If you look after someone for at least 35 hours a week and are entitled to Carer’s Allowance (even if your State Pension stops it being paid), the carer addition of {amount} a week would be added',
  ),
  'pc.change.child': params('If a child or young person you are responsible for lives with you, {amount} a week would be added for each one'),

  // What an award opens: each one's name and what it gives.
  'pc.passport.housingBenefit': 'Maximum Housing Benefit',
  'pc.passport.housingBenefitText': 'With guarantee credit your council ignores your income and savings, so Housing Benefit can cover all of your eligible rent.',
  'pc.passport.housingBenefitTextNorthernIreland':
    'With guarantee credit the Housing Executive ignores your income and savings, so Housing Benefit can cover all of your eligible rent.',
  'pc.passport.councilTax': 'Maximum Council Tax Reduction',
  'pc.passport.councilTaxText': 'With guarantee credit your income and savings are ignored, so Council Tax Reduction can cover all of your council tax.',
  // Northern Ireland has domestic rates, not council tax: Housing Benefit helps with them.
  'pc.passport.rates': 'Maximum help with your rates',
  'pc.passport.ratesText':
    'With guarantee credit your income and savings are ignored, so Housing Benefit can cover all of your rates: from the Housing Executive if you rent, or Land & Property Services if you own your home.',
  'pc.passport.coldWeather': 'Cold Weather Payment',
  'pc.passport.coldWeatherText': params('{amount} for each 7 days of very cold weather between 1 November and 31 March, paid automatically.'),
  // Scotland, in place of the Cold Weather Payment: `amount` when the year's figure is sourced, else `phone` and `address` to ask.
  'pc.passport.winterHeating': 'Winter Heating Payment',
  'pc.passport.winterHeatingText': params(
    '{amount} once a winter, whatever the weather, paid automatically by Social Security Scotland to people getting Pension Credit. In Scotland it replaces the Cold Weather Payment.',
  ),
  'pc.passport.winterHeatingNoAmountText': params(
    'Paid once a winter, whatever the weather, automatically by Social Security Scotland to people getting Pension Credit. In Scotland it replaces the Cold Weather Payment. We do not have this year’s amount: ask Social Security Scotland on {phone} or see {address}',
  ),
  'pc.passport.warmHome': 'Warm Home Discount',
  'pc.passport.warmHomeText': params('{amount} off your electricity bill each winter, usually paid automatically.'),
  'pc.passport.nhs': 'Help with NHS costs',
  'pc.passport.nhsText': 'Free NHS dental treatment, vouchers towards glasses or contact lenses, and help with the cost of travel to hospital.',
  'pc.passport.tvLicence': 'Free TV licence',
  /** `age`: the age a free licence starts at; `amount`: the year's fee. */
  'pc.passport.tvLicenceYou': params('A free TV licence, because you are {age} or over: it saves {amount} this year. Apply to TV Licensing.'),
  'pc.passport.tvLicenceOneOfYou': params('A free TV licence, because one of you is {age} or over: it saves {amount} this year. Apply to TV Licensing.'),
  'pc.passport.winterFuel': 'Winter Fuel Payment',
  'pc.passport.winterFuelText': params('{amount} for the winter: this year it is paid only to people getting Pension Credit or certain other benefits.'),
  /** `age`: the age of the higher amount. */
  'pc.passport.winterFuelOlderText': params(
    '{amount} for the winter, as someone in your home is {age} or over: this year it is paid only to people getting Pension Credit or certain other benefits.',
  ),
  // Scotland, in place of the Winter Fuel Payment, in the winter it went only with Pension Credit or certain benefits.
  'pc.passport.pensionAgeWinterHeating': 'Pension Age Winter Heating Payment',
  'pc.passport.pensionAgeWinterHeatingText': params(
    '{amount} for the winter, Scotland’s payment in place of the Winter Fuel Payment: this year the Department for Work and Pensions pays it, for the Scottish Government, only to people getting Pension Credit or certain other benefits.',
  ),
  /** `age`: the age of the higher amount. */
  'pc.passport.pensionAgeWinterHeatingOlderText': params(
    '{amount} for the winter, as someone in your home is {age} or over, Scotland’s payment in place of the Winter Fuel Payment: this year the Department for Work and Pensions pays it, for the Scottish Government, only to people getting Pension Credit or certain other benefits.',
  ),

  // Next steps: `address` a GOV.UK page, `phone` a number, `count` months.
  'pc.step.universalCredit': params(
    'As one of you is under State Pension age, you claim Universal Credit together instead: {address} or call the Universal Credit helpline on {phone}',
  ),
  'pc.step.bothReached': params(
    count({
      one: 'When you have both reached State Pension age you can claim Pension Credit, from {count} month before: {address}',
      other: 'When you have both reached State Pension age you can claim Pension Credit, from {count} months before: {address}',
    }),
  ),
  'pc.step.claimBefore': params(
    count({
      one: 'You can claim Pension Credit from {count} month before you reach State Pension age: {address}',
      other: 'You can claim Pension Credit from {count} months before you reach State Pension age: {address}',
    }),
  ),
  'pc.step.checkAge': params('Check your State Pension age: {address}'),
  'pc.step.claimOnline': params('Claim online: {address} or call the Pension Credit claim line on {phone}'),
  // Northern Ireland: the Northern Ireland Pension Centre (Department for Communities); nidirect's page gives its free number.
  'pc.step.claimNorthernIreland': params(
    'Apply to the Northern Ireland Pension Centre (Department for Communities) online, by phone (calls are free) or by post: nidirect gives the number and the form at {address}',
  ),
  'pc.step.housingBenefitNorthernIreland': 'The Northern Ireland Pension Centre can help you apply for Housing Benefit for your rent and rates at the same time',
  'pc.step.universalCreditNorthernIreland': params(
    'As one of you is under State Pension age, you claim Universal Credit together instead: read how to claim in Northern Ireland on nidirect: {address}',
  ),
  'pc.step.backdated': params(
    count({
      one: 'Your claim can be backdated by up to {count} month if you qualified then: ask when you claim',
      other: 'Your claim can be backdated by up to {count} months if you qualified then: ask when you claim',
    }),
  ),
  'pc.step.advance': params(
    count({
      one: 'You can claim from {count} month before you reach State Pension age',
      other: 'You can claim from {count} months before you reach State Pension age',
    }),
  ),
  'pc.step.citizensAdvice': params('Citizens Advice can check what else you can get: {phone}'),
  'pc.step.checkAgain': params('If your income falls, check again or call the Pension Credit claim line on {phone}'),
  'pc.step.adviceNorthernIreland': params('Advice NI can check what else you can get: {phone}'),
  'pc.step.checkAgainNorthernIreland': params('If your income falls, check again or contact the Northern Ireland Pension Centre: {address}'),

  // Warnings.
  /** `amount` the savings credit a week; `reason` one of pc.closed.*. */
  'pc.warning.savingsCreditClosed': params('Savings credit would be {amount} a week, but none is included: {reason}.'),
  /** `age`: the age given, at which State Pension age depends on the date of birth. */
  'pc.warning.ageUnansweredYou': params(
    'You did not give a date of birth or say whether you have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth: give it, or answer the question, on the You tab.',
  ),
  'pc.warning.ageUnansweredPartner': params(
    'You did not give a date of birth or say whether your partner has reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth: give it, or answer the question, on the You tab.',
  ),
  'pc.warning.ageUnansweredBoth': params(
    'You did not give a date of birth or say whether you and your partner have reached State Pension age, so we worked this out as if not. At {age} it depends on the date of birth: give it, or answer the question, on the You tab.',
  ),
  'pc.warning.dateOfBirthUnsettled':
    'For people born before 6 December 1953 State Pension age was different for men and women, so a date of birth alone does not settle it: we used your answer about when you reached State Pension age.',
});

/** The parts of the catalogue the Pension Credit engine speaks from. */
export const pcEngineWords: EngineWordsList = [pcEngineMessages, besideAwardEngineMessages];
