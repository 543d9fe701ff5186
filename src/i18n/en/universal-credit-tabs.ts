/**
 * The Universal Credit calculator's words for the Income, Housing and Health & Care tabs, in
 * English. Those tabs load together after the page's first load (src/islands/universal-credit/InputTabs.tsx),
 * so their words sit apart from universal-credit.ts, one message group per tab.
 */
import { i18n, params } from '../i18n';

/** The Income tab (and the one sentence the Health & Care tab shares with it). */
export const ucIncomeMessages = i18n('uc.income', {
  earnings: 'Your monthly earnings after tax',
  earningsHint: 'Take-home pay from work each month. Enter 0 if you do not work.',
  partnerEarnings: "Your partner's monthly earnings after tax",
  childcare: 'Childcare costs a month',
  childcareHint: 'What you pay a registered childminder, nursery or club while you work.',
  childcareShare: params('Universal Credit pays {share}% of it, up to a limit, if you work.'),
  childcareShareCouple: params('Universal Credit pays {share}% of it, up to a limit, if you and your partner both work.'),
  savings: 'Savings and investments',
  savingsTotal: 'The total you have.',
  savingsTotalCouple: 'The total you and your partner have.',
  savingsLimits: params('Above {lower} reduces Universal Credit; over {upper} usually means none.'),
  pension: 'Monthly pension income',
  pensionHint: 'A private or workplace pension paid to you each month.',
  pensionHintCouple: 'A private or workplace pension paid to you or your partner each month.',
  pensionReduces: 'It reduces Universal Credit pound for pound.',
  otherBenefits: 'Other benefits that count as income, a month',
  otherBenefitsList: 'New-style Jobseeker’s Allowance or Employment and Support Allowance, Maternity Allowance, Widowed Parent’s Allowance or Bereavement Allowance.',
  otherBenefitsListCouple:
    'New-style Jobseeker’s Allowance or Employment and Support Allowance, Maternity Allowance, Widowed Parent’s Allowance or Bereavement Allowance for you or your partner.',
  otherBenefitsHint: 'They reduce Universal Credit pound for pound. Child Benefit, PIP, DLA, Attendance Allowance and Bereavement Support Payment are not income: leave them out.',
  selfEmployed: 'Are you self-employed?',
  partnerSelfEmployed: 'Is your partner self-employed?',
  selfEmployedHint:
    'Running a business as the main work, for example as a sole trader. The earnings above are then the profit after tax. Universal Credit may count them as at least a minimum income floor.',
  startUp: params('Is your business in its first {months} months on Universal Credit (a start-up period)?'),
  partnerStartUp: params('Is their business in its first {months} months on Universal Credit (a start-up period)?'),
  startUpHint: 'A new business gets one start-up period: for 12 months the actual earnings count. After it, earnings below the minimum income floor count as the floor.',
  hours: 'Hours a week you are expected to work',
  partnerHours: 'Hours a week your partner is expected to work',
  hoursHint: params(
    'Usually {hours}. Fewer if agreed with your work coach because you care for a child under 13 (hours that fit school hours) or for a disabled person, or because of a physical or mental health condition.',
  ),
  partnerHoursHint: params(
    'Usually {hours}. Fewer if agreed with your work coach because they care for a child under 13 (hours that fit school hours) or for a disabled person, or because of a physical or mental health condition.',
  ),
  floorHint: 'The minimum income floor is these hours at the minimum wage for the person’s age (the National Living Wage from 21), less tax and National Insurance.',
  mainCarer: 'Which of you is the main carer of your children?',
  mainCarerHint: params(
    'The one of you named as the lead carer on your claim. While your youngest child is under {age} the main carer is not asked to look for work, so the minimum income floor is not for them; it can be for the other one of you.',
  ),
  mainCarerYou: 'Me',
  mainCarerPartner: 'My partner',
  hoursSuffix: 'hours',
  esa: 'Does your Employment and Support Allowance include the support component?',
  esaCouple: 'Does your or your partner’s Employment and Support Allowance include the support component?',
  esaHint: 'If it does, the benefit cap does not apply.',
  /** In Scotland Carer Support Payment replaced Carer's Allowance, and is only paid there (docs/rules.md "Scotland" 1): each question names the one paid where you live. */
  carers: 'Do you get Carer’s Allowance?',
  carersScotland: 'Do you get Carer Support Payment?',
  carersHint: params('We take this year’s rate, {amount} a week, off Universal Credit as income. It gives you the carer element, and the benefit cap does not apply.'),
  partnerCarers: 'Does your partner get Carer’s Allowance?',
  partnerCarersScotland: 'Does your partner get Carer Support Payment?',
  childBenefit: 'Do you get Child Benefit for your children?',
  childBenefitHint: 'It is not taken off Universal Credit, but it counts towards the benefit cap. If you do not answer, we count it.',
  guardians: 'Do you get Guardian’s Allowance?',
  guardiansCouple: 'Do you or your partner get Guardian’s Allowance?',
  /** Also the end of the Health & Care tab's disability benefit hint. */
  capIfSo: 'If so, the benefit cap does not apply.',
});

/** The Housing tab. */
export const ucHousingMessages = i18n('uc.housing', {
  situation: 'What is your housing situation?',
  situationHint: 'Universal Credit helps with rent. It does not pay mortgages.',
  rents: 'I rent',
  mortgage: 'I have a mortgage',
  family: 'I live with family',
  ownsOutright: 'I own my home outright',
  landlord: 'Who do you rent from?',
  landlordHint: 'Universal Credit works out help with rent differently for each.',
  private: 'A private landlord or letting agent',
  social: 'The council or a housing association',
  rent: 'Monthly rent',
  rentHint: 'If you pay weekly, multiply by 52 and divide by 12. Every two weeks: multiply by 26 and divide by 12. Every four weeks: multiply by 13 and divide by 12.',
  serviceCharges: 'Monthly service charges',
  serviceChargesHint: 'For example cleaning or lighting of shared areas. Not water, heating or energy bills. Paid for another period, turn it into a month as for rent.',
  sharedRate: params('Type the shared accommodation rate: you are single, under {age}, with no one else in your bedroom count and no exemption.'),
  exemptRate: 'Type the 1-bedroom rate, not the shared accommodation rate: you are exempt from it.',
  bedroomRate: params(
    'Type the rate for the number of bedrooms you are allowed, not the shared accommodation rate: that is only for a single person under {age} with no one else in their bedroom count.',
  ),
  bedrooms: 'How many bedrooms does your home have?',
  bedroomsHint: 'Council and housing association tenants get less help with rent for a bedroom their household is not allowed.',
  bedroomsSuffix: 'bedrooms',
  otherAdults: 'Other adults who live with you',
  otherAdultsHint: params(
    'Anyone aged {from} or over, for example a grown-up son or daughter, or a parent. Not your partner, a lodger, or a child you get Child Benefit for (add them on the Personal tab). Each has a bedroom; from {age} each usually means a little less help with rent.',
  ),
  adult: 'Adult',
  addAdult: 'Add an adult who lives with you',
  /** An adult's question, and which adult for screen readers. */
  ofAdult: '{label}<sr> (adult {n})</sr>',
  adultAgeNote: params('the age of adult {n}'),
  noContribution:
    'They get Pension Credit, Attendance Allowance, Carer’s Allowance, the daily living part of PIP or Adult Disability Payment, or DLA care at the middle or highest rate; or look after a child under 5; or are in prison or away on operations with the armed forces',
  noContributionScotland:
    'They get Pension Credit, Attendance Allowance, Carer Support Payment, the daily living part of PIP or Adult Disability Payment, or DLA care at the middle or highest rate; or look after a child under 5; or are in prison or away on operations with the armed forces',
  noContributionHint: 'Then they make no housing cost contribution (UC Regs Sch 4 para 16).',
  careHint: 'One more bedroom for each person cared for.',
  exemptions: 'Does any of these apply to you?',
  exemptionsHint: params(
    'Single people under {age} who rent privately and live with no one else in their bedroom count get the shared accommodation rate, the rent of a room in a shared house, unless one of these applies. Then it is the 1-bedroom rate. Tick all that apply.',
  ),
  exemptionLaw: params('Universal Credit Regulations 2013, Schedule 4, {para}'),
  /** UC Regs Sch 4 para 15: no housing cost contributions for a blind or disabled renter. */
  renterExemptions: 'Are you blind, or do you get one of these disability benefits?',
  renterExemptionsCouple: 'Is either of you blind, or does either of you get one of these disability benefits?',
  renterExemptionsHint: 'Then the adults who live with you make no housing cost contribution (UC Regs Sch 4 para 15). Tick all that apply.',
  partnerDisability:
    'My partner gets the daily living part of PIP or Adult Disability Payment, the middle or highest care rate of DLA or Child Disability Payment, Attendance Allowance or Armed Forces Independence Payment',
  blind: 'I am certified as severely sight impaired or blind by a consultant ophthalmologist',
  blindCouple: 'I am, or my partner is, certified as severely sight impaired or blind by a consultant ophthalmologist',
});

/**
 * The exemptions from the shared accommodation rate (src/islands/universal-credit/shared-rate-exemptions.ts):
 * the sub-paragraph of UC Regs Sch 4 para 29 each is, and the words of those Housing Benefit does not
 * share (the others are `sharedRateExemptionMessages`, src/i18n/en/shared-rate-exemptions.ts).
 */
export const ucExemptionMessages = i18n('uc.exemptions', {
  /** Also the Housing tab's first answer of UC Regs Sch 4 para 15 (one answer, `claimantGetsDisabilityBenefit`). */
  disability:
    'I get the daily living part of PIP or Adult Disability Payment, the middle or highest care rate of DLA or Child Disability Payment, Attendance Allowance or Armed Forces Independence Payment',
  disabilityLaw: 'para 29(5)',
  careLeaverLaw: 'para 29(2): aged 18 to 24',
  hostelLaw: 'para 29(4): from age 16',
  mappaLaw: 'para 29(6) to (8): England and Wales, and Scotland',
  foster:
    'I am an approved foster parent (with no child placed now, only if the last placement ended, or I was approved, in the last 12 months), or a child has been placed with me for adoption',
  fosterLaw: 'para 29(9A)',
  abuseLaw: 'para 29(9B)',
  slaveryLaw: 'para 29(9C)',
});

/** The Health & Care tab. */
export const ucHealthMessages = i18n('uc.health', {
  intro: 'Tick what a Work Capability Assessment has found, or what you expect it to find.',
  guide: 'What LCW and LCWRA mean',
  lcw: 'I have limited capability for work (LCW)',
  lcwCouple: 'You or your partner have limited capability for work (LCW)',
  lcwHint: 'Your health limits the work you can do.',
  lcwHintCouple: 'Health limits the work one of you can do.',
  claimBefore2017: 'Did you claim Universal Credit before 3 April 2017?',
  claimBefore2017Hint: 'The LCW element is only paid on claims made before then. You still keep part of your earnings before Universal Credit goes down.',
  lcwra: 'I have limited capability for work and work-related activity (LCWRA)',
  lcwraCouple: 'You or your partner have limited capability for work and work-related activity (LCWRA)',
  lcwraHint: 'You cannot work or prepare for work.',
  lcwraHintCouple: 'One of you cannot work or prepare for work.',
  lcwraInstead: 'You get this element instead of LCW, never both.',
  lcwraProtected: 'Did you have LCWRA, or tell the DWP about your health condition, before 6 April 2026?',
  lcwraProtectedCouple: 'Did you or your partner have LCWRA, or tell the DWP about the health condition, before 6 April 2026?',
  lcwraProtectedHint: 'Say yes too if you meet the severe conditions criteria or are terminally ill. New awards from 6 April 2026 are paid at a lower amount.',
  carerNote: 'You get Carer’s Allowance (your answer on the Income tab), so you get the carer element: no need to say the hours.',
  carerNoteScotland: 'You get Carer Support Payment (your answer on the Income tab), so you get the carer element: no need to say the hours.',
  partnerCarerNote: 'Your partner gets Carer’s Allowance (your answer on the Income tab), so they get the carer element: no need to say the hours.',
  partnerCarerNoteScotland: 'Your partner gets Carer Support Payment (your answer on the Income tab), so they get the carer element: no need to say the hours.',
  carer: params('I care for someone for {hours} hours a week or more'),
  partnerCarer: params('My partner cares for someone for {hours} hours a week or more'),
  carerHint: 'Someone who is disabled or has a long-term health condition. You may get the carer element.',
  samePerson: 'Do you and your partner care for the same person?',
  samePersonHint: 'If you each care for a different person, you each get the carer element.',
  /** In Scotland, to a carer on Carer Support Payment, in a year that pays the Carer Additional Person Payment (docs/rules.md "Scotland" 1). */
  furtherPeople: 'Besides the person your Carer Support Payment is for, how many other people do you care for at least 20 hours a week?',
  furtherPeoplePartner: 'Besides the person their Carer Support Payment is for, how many other people does your partner care for at least 20 hours a week?',
  furtherPeopleBoth: 'Besides the people your Carer Support Payments are for, how many other people do you and your partner care for at least 20 hours a week?',
  furtherPeopleHint: params(
    'Count someone only if they get a disability benefit for their care, such as the daily living part of Adult Disability Payment or PIP, or Pension Age Disability Payment. Social Security Scotland pays a Carer Additional Person Payment of {amount} a week for each, beside Universal Credit. Enter 0 if none.',
  ),
  furtherPeopleNote: 'the number of other people cared for',
  people: 'people',
  disabilityBenefit: 'Does anyone in your home get PIP, DLA, Adult Disability Payment, Attendance Allowance or Pension Age Disability Payment?',
  disabilityBenefitHint: 'Including your partner and children, and a war pension or Child Disability Payment.',
});
