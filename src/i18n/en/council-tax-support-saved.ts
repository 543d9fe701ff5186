/**
 * The names of the Council Tax Support answers a saved or remembered calculation could not use
 * (src/islands/council-tax-support/saved-input.ts), in English: what a person reads in the list of
 * answers that were reset. A file of its own, loaded only with saved answers (see council-tax-support.ts).
 */
import { i18n, params } from '../i18n';

export const ctsSavedMessages = i18n('cts.saved', {
  location: 'where you live',
  property: 'your home',
  household: 'your household',
  income: 'your income',
  savings: 'your savings',
  circumstances: 'your circumstances',
  country: 'your country',
  council: 'your council',
  band: 'your council tax band',
  bill: 'your yearly council tax',
  propertyType: 'the type of home',
  bedrooms: 'the number of bedrooms',
  adaptations: 'whether your home has disability adaptations',
  studentProperty: 'whether only students live in your home',
  singlePerson: 'whether you get the single person discount',
  age: 'your age',
  hasPartner: 'whether you have a partner',
  partnerAge: 'your partner’s age',
  children: 'the number of children',
  childrenAges: 'your children’s ages',
  childAge: params('child {n}’s age'),
  otherAdults: 'the other adults who live with you',
  pensionAge: 'whether you have reached State Pension age',
  universalCredit: 'whether you or your partner get Universal Credit',
  before2021: 'whether you reached State Pension age before April 2021',
  before2016: 'whether your claim began before May 2016',
  guaranteeCredit: 'whether you get Pension Credit',
  notCounted: 'the income that is never counted',
  savingsAmount: 'your savings',
  student: 'whether you are a student',
  disability: 'whether you have a disability',
  carer: 'whether you are a carer',
  disabledChild: 'whether you have a disabled child',
  mentalImpairment: 'whether you have a severe mental impairment',
  disabilityPremium: 'whether you get a disability premium',
  disabilityBenefits: 'whether you get disability benefits',
  blind: 'whether you are registered blind',
  mobilityOnly: 'whether you get only the mobility part of DLA or PIP',
  severe: 'whether you get Attendance Allowance, DLA care or PIP daily living',
  partnerSevere: 'whether your partner gets Attendance Allowance, DLA care or PIP daily living',
  partnerBlind: 'whether your partner is registered blind',
  carerForYou: 'whether someone is paid Carer’s Allowance to look after you',
  carerForPartner: 'whether someone is paid Carer’s Allowance to look after your partner',
  enhanced: 'whether you get the highest rate of a disability benefit',
  childEnhanced: 'whether a child gets the highest rate of DLA care or PIP daily living',
});

/** Each source of income, yours and your partner's. */
export const ctsSavedIncomeMessages = i18n('cts.savedIncome', {
  claimantIncome: 'your income',
  claimantEmployment: 'your earnings from a job',
  claimantSelfEmployment: 'your self-employed earnings',
  claimantBenefits: 'your benefits',
  claimantPensions: 'your pensions',
  claimantOther: 'your other income',
  partnerIncome: 'your partner’s income',
  partnerEmployment: 'your partner’s earnings from a job',
  partnerSelfEmployment: 'your partner’s self-employed earnings',
  partnerBenefits: 'your partner’s benefits',
  partnerPensions: 'your partner’s pensions',
  partnerOther: 'your partner’s other income',
});

/** One other adult who lives with you, by their number. */
export const ctsSavedAdultMessages = i18n('cts.savedAdult', {
  adult: params('other adult {n}'),
  age: params('other adult {n}’s age'),
  relationship: params('other adult {n}’s relationship to you'),
  income: params('other adult {n}’s income'),
  student: params('whether other adult {n} is a student'),
  disability: params('whether other adult {n} has a disability'),
  qualifyingBenefit: params('whether other adult {n} gets a qualifying benefit'),
  universalCredit: params('whether other adult {n} gets Universal Credit with no earnings'),
  careBenefit: params('whether other adult {n} gets a care benefit or is registered blind'),
});
