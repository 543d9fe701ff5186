/**
 * What the PIP engine (src/calc/pip.ts) says, in English: its lines of working, review periods,
 * next steps and evidence list, by message id ('pip.…'). Loaded with the result, so the page's
 * first load does not carry them (README "Performance").
 */
import type { EngineWordsList } from '../engine-words';
import { count, i18n, params } from '../i18n';

export const pipEngineMessages = i18n('pip.engine', {
  'pip.pip': 'Personal Independence Payment (PIP)',
  'pip.adultDisabilityPayment': 'Adult Disability Payment',
  'pip.attendanceAllowance': 'Attendance Allowance',
  'pip.pensionAgeDisabilityPayment': 'Pension Age Disability Payment',
  'pip.dwp': 'the Department for Work and Pensions (DWP)',
  'pip.pipCentre': 'the Department for Communities (PIP Centre)',
  'pip.socialSecurityScotland': 'Social Security Scotland',

  'pip.dailyLiving': 'Daily living component',
  'pip.mobility': 'Mobility component',
  /** A line's points: `count` points, and the points each rate starts from. */
  'pip.noAward': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}): below {standard}, so no award',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}): below {standard}, so no award',
    }),
  ),
  'pip.standardRate': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}): standard rate, {amount} a week',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}): standard rate, {amount} a week',
    }),
  ),
  'pip.enhancedRate': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}): enhanced rate, {amount} a week',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}): enhanced rate, {amount} a week',
    }),
  ),
  'pip.barTooShort': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}), but the condition must have lasted 3 months',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}), but the condition must have lasted 3 months',
    }),
  ),
  /** Adult Disability Payment's required period: 13 weeks back (SSI 2022/54 regs 11-12). */
  'pip.barTooShortAdp': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}), but the condition must have lasted 13 weeks',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}), but the condition must have lasted 13 weeks',
    }),
  ),
  'pip.barPensionAge': params(
    count({
      one: '{count} point (standard rate from {standard}, enhanced from {enhanced}), but a new PIP claim cannot start after State Pension age',
      other: '{count} points (standard rate from {standard}, enhanced from {enhanced}), but a new PIP claim cannot start after State Pension age',
    }),
  ),
  'pip.endOfLife': params(
    count({
      one: '{count} point, but under the special rules for end of life the enhanced rate is paid whatever the points: {amount} a week',
      other: '{count} points, but under the special rules for end of life the enhanced rate is paid whatever the points: {amount} a week',
    }),
  ),
  'pip.endOfLifeAdp': params(
    count({
      one: '{count} point, but under Adult Disability Payment’s special rules for terminal illness the enhanced rate is paid whatever the points: {amount} a week',
      other: '{count} points, but under Adult Disability Payment’s special rules for terminal illness the enhanced rate is paid whatever the points: {amount} a week',
    }),
  ),

  'pip.review.lessThan3Months': 'Not eligible - condition must last at least 3 months',
  'pip.review.3To9Months': '1-2 years (shorter review due to newer condition)',
  'pip.review.over9Months': '18 months to 10 years (depending on likelihood of change)',
  'pip.review.endOfLife': 'Special rules for end of life: no qualifying period, and usually no assessment',
  'pip.review.pensionAge': 'No new PIP claim after State Pension age: Attendance Allowance has its own rules',

  'pip.evidence.doctors': 'Letters or reports from your GP, consultant or nurse',
  'pip.evidence.medicines': 'A list of your medicines and treatments, and their side effects',
  'pip.evidence.carePlan': 'Your care plan, or letters from a social worker, occupational therapist or support worker',
  'pip.evidence.diary': 'A diary of a typical week: what you find hard, how long it takes, the help you need',
  'pip.evidence.carerStatement': 'A statement from a carer, relative or friend about the help they give',
  'pip.evidence.aids': 'The aids and adaptations you use',
  'pip.evidence.hospital': 'Hospital letters, test results or scan reports',
  'pip.evidence.otherAssessments': 'Reports from other assessments, such as for Universal Credit or ESA',

  'pip.step.callNewClaims': params('Call the PIP new claims line on {phone}'),
  'pip.step.callPipCentre': params('Call the Department for Communities’ PIP Centre on {phone} to start your claim, or read how to claim on nidirect: {address}'),
  'pip.step.pip2': 'Fill in the "How your disability affects you" form (PIP2) and return it within one month with your evidence',
  'pip.step.describe': 'Describe your worst days, and whether you can do each activity safely, well, repeatedly and in reasonable time',
  'pip.step.reconsider': 'If you disagree with the decision, ask for a mandatory reconsideration within one month',
  'pip.step.applyAdp': params('In Scotland new claims are for Adult Disability Payment, not PIP: call Social Security Scotland on {phone} or apply at {address}'),
  'pip.step.supportingInformation': 'Send supporting information with your application, such as letters from your GP or a carer’s statement',
  'pip.step.redetermination': 'If you disagree with the decision, ask Social Security Scotland for a redetermination within 42 days',
  'pip.step.endOfLifeScotland': 'Say you are applying under the special rules for terminal illness, and ask your doctor or nurse for a BASRiS form',
  'pip.step.endOfLife': 'Say you are claiming under the special rules for end of life, and ask your doctor or nurse for form SR1',
  'pip.step.tooShort': 'You can claim once you have had your condition for 3 months and expect it to last 9 months more',
  'pip.step.tooShortAdp': 'You can apply once you have had your condition for 13 weeks and expect it to last 39 weeks more',
  'pip.step.mayNotScore': 'Your answers may not score enough for an award, but you can still claim',
  'pip.step.mobilityNoHigher': 'Over State Pension age, the mobility part can be no higher than the one you had before, and none if you had none',
  /** `benefit`: Attendance Allowance, or Pension Age Disability Payment in Scotland. */
  'pip.step.noNewClaim': params(
    'A new PIP claim cannot start after State Pension age unless you were paid PIP or Disability Living Allowance in the last year: {benefit} may help instead',
  ),
  'pip.step.applyPadp': params('Apply for Pension Age Disability Payment: call Social Security Scotland on {phone} or apply at {address}'),
  'pip.step.claimAaNorthernIreland': params('Claim Attendance Allowance: call the Disability and Carers Service on {phone} for a claim form'),
  'pip.step.claimAa': params('Claim Attendance Allowance with form AA1 from {address}, or call the Attendance Allowance helpline on {phone} for a form'),
  'pip.step.noMobilityPart': params('{benefit} has no mobility part, and it asks about the help you need with personal care or supervision, by day or by night, not about points'),
  'pip.step.endOfLifeHigherRate': 'If you have 12 months or less to live, say so: the special rules for end of life give the higher rate straight away',
  /** `age`: the age at which State Pension age depends on the date of birth. */
  'pip.step.ageUnanswered': params(
    'You did not say whether you have reached State Pension age, so we worked this out as if not. At {age} it depends on your date of birth, and from State Pension age a new PIP claim can start only if you got PIP or DLA in the year before: answer the question on the first tab',
  ),
});

/** The parts of the catalogue the PIP engine speaks from. */
export const pipEngineWords: EngineWordsList = [pipEngineMessages];
