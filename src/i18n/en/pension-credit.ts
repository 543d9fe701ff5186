/**
 * The Pension Credit calculator's words (src/islands/pension-credit), in English: the ones the
 * page loads with, the form and its "You and your partner" tab. A bundler keeps a file's messages
 * together in one chunk, so the parts that load later have files of their own (README
 * "Performance"): the Money and Home tabs and the results in ./pension-credit-later.ts, the
 * answers named when a saved calculation is opened in ./pension-credit-saved.ts. Names start
 * with 'pc.' so they never meet another island's.
 */
import { count, i18n, params } from '../i18n';

/** The calculator's frame: its name, its tabs, and words every part uses. */
export const pcMessages = i18n('pc', {
  benefit: 'Pension Credit',
  you: 'You and your partner',
  money: 'Money',
  home: 'Home',
  toMoney: 'Continue to Money',
  toHome: 'Continue to Home',
  loading: 'Loading the questions…',
  aWeek: 'a week',
});

/**
 * The "You and your partner" tab. Each partner's question is written twice, yours and your
 * partner's; a child's labels end with their number for screen readers: '<sr> (child {n})</sr>'
 * is drawn as visually hidden text (Rich).
 */
export const pcYouMessages = i18n('pc.you', {
  partner: 'Do you live with a partner?',
  partnerHint: 'A partner is someone you are married to, in a civil partnership with, or live with as a couple.',
  single: 'No, I am single',
  couple: 'Yes, we are a couple',
  before2019: 'Were you (or your partner) getting Pension Credit or Housing Benefit before 15 May 2019?',
  before2019Hint:
    'Since 15 May 2019 a couple can make a new claim for Pension Credit only when both of you have reached State Pension age. If one of you has not, you claim Universal Credit instead, unless you have been getting Pension Credit, or Housing Benefit at State Pension age, since before 15 May 2019.',
  savingsCredit2016: 'Have you (or your partner) been getting savings credit since before 6 April 2016, without a break?',
  savingsCredit2016Hint:
    'Savings credit is the part of Pension Credit for people who saved towards their retirement. When one of a couple reached State Pension age from 6 April 2016, the couple gets it only if one of them has been getting it since before then.',
  otherAdults: 'How many other adults aged 18 or over live with you?',
  notYourself: 'Not counting yourself.',
  notYourPartner: 'Not counting your partner.',
  otherAdultsHint: 'For example a grown-up son or daughter or another relative. It matters for the severe disability addition.',
  children: 'Children you look after',
  childrenHint: 'Children under 16, or under 20 and in full-time education or training, who live with you.',
  none: 'None added yet.',
  added: count({ one: '{count} child added.', other: '{count} children added.' }),
  child: 'Child',
  addChild: 'Add a child',
  you: 'You',
  yourPartner: 'Your partner',
  age: 'Your age',
  partnerAge: 'Your partner’s age',
  dob: 'Your date of birth (optional)',
  partnerDob: 'Your partner’s date of birth (optional)',
  dobHint: 'With it, we work out when State Pension age came (or comes) instead of asking.',
  spa: 'Have you reached State Pension age?',
  partnerSpa: 'Has your partner reached State Pension age?',
  spaHint: params(
    'People born before 6 April 1960 reach State Pension age at {age}. People born from then reach it 1 to 11 months after their {age}th birthday, and people born from 6 March 1961 at {highest}. Give the date of birth above, or answer this.',
  ),
  spaBySex: 'State Pension age was different for men and women born before 6 December 1953. We have filled this in from the age: change it if it is wrong.',
  before2016: 'Did you reach State Pension age before 6 April 2016?',
  partnerBefore2016: 'Did your partner reach State Pension age before 6 April 2016?',
  before2016Hint:
    'Savings credit is only for people who reached State Pension age before then (for a couple, one of you). Women born before 6 April 1953 and men born before 6 April 1951 did.',
  disability: 'Do you get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?',
  partnerDisability: 'Does your partner get Attendance Allowance, the daily living part of PIP, or the middle or highest care rate of Disability Living Allowance?',
  disabilityHint: 'In Scotland, Pension Age Disability Payment or the daily living part of Adult Disability Payment. It can add the severe disability addition.',
  caredFor: 'Does someone get Carer’s Allowance for looking after you?',
  partnerCaredFor: 'Does someone get Carer’s Allowance for looking after your partner?',
  caredForHint: 'Or Carer Support Payment in Scotland. If so, there is no severe disability addition for this person.',
  blind: 'Are you registered blind (severely sight impaired)?',
  partnerBlind: 'Is your partner registered blind (severely sight impaired)?',
  carer: 'Do you get Carer’s Allowance?',
  partnerCarer: 'Does your partner get Carer’s Allowance?',
  carerHint: 'Or Carer Support Payment in Scotland, for looking after someone for at least 35 hours a week. It adds the carer addition.',
  no: 'No',
  carerPaid: 'Yes, I am paid it',
  partnerCarerPaid: 'Yes, they are paid it',
  carerUnderlying: 'I am entitled to it, but not paid it because my State Pension is higher',
  partnerCarerUnderlying: 'They are entitled to it, but not paid it because their State Pension is higher',
  childAge: 'Age<sr> of child {n}</sr>',
  before2017: 'Born before 6 April 2017?<sr> (child {n})</sr>',
  before2017Hint: 'The eldest child born before then gets a higher amount.',
  childDisability: 'Gets a disability benefit<sr> (child {n})</sr>',
  childLower: 'Yes, Disability Living Allowance or PIP at another rate',
  childHigher: 'Yes, the highest care rate of Disability Living Allowance or the enhanced daily living rate of PIP, or registered blind',
});
