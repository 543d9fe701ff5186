/**
 * The Pension Credit answers as the page names them when a saved calculation had to reset them
 * (src/islands/pension-credit/saved-input.ts), in English. Loaded only with a saved calculation,
 * like the reader itself (README "Performance"). Names start with 'pc.'.
 */
import { i18n, params } from '../i18n';

/** One partner's answers, yours: each key is the answer's own. */
export const pcSavedYouMessages = i18n('pc.saved.you', {
  age: 'your age',
  statePension: 'your State Pension',
  otherPensions: 'your other pensions',
  earnings: 'your earnings',
  countedBenefits: 'your other benefits',
  dateOfBirth: 'your date of birth',
  reachedStatePensionAge: 'whether you have reached State Pension age',
  reachedStatePensionAgeBeforeApril2016: 'whether you reached State Pension age before April 2016',
  getsCarersAllowance: 'whether you get Carer’s Allowance',
  carersAllowanceUnderlyingOnly: 'whether you are entitled to Carer’s Allowance',
  getsDisabilityBenefit: 'whether you get a disability benefit',
  isRegisteredBlind: 'whether you are registered blind',
  someoneGetsCarersAllowanceForCaringForThem: 'whether someone gets Carer’s Allowance for looking after you',
  specialOccupationEarnings: 'whether you earn as a part-time firefighter, lifeboat crew, auxiliary coastguard or reservist',
  warPension: 'your war pension',
});

/** The same answers, your partner's. */
export const pcSavedPartnerMessages = i18n('pc.saved.partner', {
  age: 'your partner’s age',
  statePension: 'your partner’s State Pension',
  otherPensions: 'your partner’s other pensions',
  earnings: 'your partner’s earnings',
  countedBenefits: 'your partner’s other benefits',
  dateOfBirth: 'your partner’s date of birth',
  reachedStatePensionAge: 'whether your partner has reached State Pension age',
  reachedStatePensionAgeBeforeApril2016: 'whether your partner reached State Pension age before April 2016',
  getsCarersAllowance: 'whether your partner gets Carer’s Allowance',
  carersAllowanceUnderlyingOnly: 'whether your partner is entitled to Carer’s Allowance',
  getsDisabilityBenefit: 'whether your partner gets a disability benefit',
  isRegisteredBlind: 'whether your partner is registered blind',
  someoneGetsCarersAllowanceForCaringForThem: 'whether someone gets Carer’s Allowance for looking after your partner',
  specialOccupationEarnings: 'whether your partner earns as a part-time firefighter, lifeboat crew, auxiliary coastguard or reservist',
  warPension: 'your partner’s war pension',
});

/** The household's answers. */
export const pcSavedMessages = i18n('pc.saved', {
  you: 'your answers',
  partner: 'your partner’s answers',
  children: 'the children you look after',
  child: params('child {n}'),
  childAge: params('child {n}’s age'),
  childDisability: params('whether child {n} gets a disability benefit'),
  childBefore2017: params('whether child {n} was born before April 2017'),
  otherAdults: 'the other adults who live with you',
  savings: 'your savings',
  housingCosts: 'your ground rent and service charges',
  adultsIncome: 'the other adults’ income from work',
  before2019: 'whether you got Pension Credit or Housing Benefit before May 2019',
  savingsCredit2016: 'whether you have had savings credit since before April 2016',
  home: 'your home',
  location: 'where you live',
  rent: 'your rent',
});
