/**
 * The figures, times and rules the guide and situation pages state (docs/product.md §9 and §5),
 * on the page where each belongs, as docs/rules.md "Tax years" settles them. A figure the page quotes
 * from the rates table (a `<Rate>`, src/components/content/Rate.astro) is compared with the table
 * itself (`describedRatesFor` of the year the build quotes, formatted as the page formats it), so these
 * rows hold on a build of any year; the figures worked out by hand (the guides' examples) and the law as
 * it stands are typed for the tax year in force (2026/27 today) and checked on a build of that year.
 * Table-driven: one row per figure and page.
 */
import { test, expect, YEAR_IN_FORCE } from './fixtures';
import type { Page } from '@playwright/test';
import { BUILT_YEAR } from './site-pages';
import { describedRatesFor } from '../../src/calc/rates/catalogue';
import { taxYearInfo, type TaxYear } from '../../src/calc/rates';
import { formatRateValue } from '../../src/lib/content/rate-text';

/** The tax year the build's pages quote. */
const YEAR = (BUILT_YEAR ?? YEAR_IN_FORCE) as TaxYear;
/** Its name as the pages write it ('2026 to 2027', <TaxYearLabel />). */
const YEAR_LABEL = taxYearInfo(YEAR).label;

function described(id: string, year: TaxYear) {
  const found = describedRatesFor(year)[id];
  if (!found) throw new Error(`No rate ${id} in ${year}`);
  return found;
}
/** A figure of the rates table as `<Rate id>` quotes it (src/lib/content/rate-text.ts): '£424.90 a month', '55%'. */
const rate = (id: string, year: TaxYear = YEAR) => formatRateValue(described(id, year));
/** The same as `<Rate id bare>` quotes it, without its period: '£424.90'. */
const amount = (id: string, year: TaxYear = YEAR) => formatRateValue(described(id, year), { bare: true });
/** Text whose figures come from the rates table (or the year's name): checked on a build of any year. */
const fromTable = (text: string) => ({ text });
type Text = string | ReturnType<typeof fromTable>;
const textOf = (t: Text) => (typeof t === 'string' ? t : t.text);

/** [what it checks, page, exact text on the page: typed for 2026/27, or quoting the rates table]. */
const FIGURES: ReadonlyArray<readonly [figure: string, route: string, text: Text]> = [
  // Universal Credit 2026/27, monthly (the rates table (src/calc/rates/universal-credit.ts))
  ['UC figures year', '/guides/universal-credit', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  ['UC standard allowance single under 25', '/guides/universal-credit', fromTable(`Single and under 25 ${amount('universal-credit.standard-allowance.single-under-25')}`)],
  ['UC standard allowance single 25+', '/guides/universal-credit', fromTable(`Single and 25 or over ${amount('universal-credit.standard-allowance.single-25-plus')}`)],
  ['UC standard allowance couple under 25', '/guides/universal-credit', fromTable(`Couple, both under 25 ${amount('universal-credit.standard-allowance.couple-under-25')}`)],
  ['UC standard allowance couple 25+', '/guides/universal-credit', fromTable(`Couple, one or both 25 or over ${amount('universal-credit.standard-allowance.couple-25-plus')}`)],
  ['child element, eldest born before 6 April 2017', '/guides/universal-credit', fromTable(`${amount('universal-credit.child-element.higher')}`)],
  ['child element, other children', '/guides/universal-credit', fromTable(`${amount('universal-credit.child-element.lower')} per child`)],
  ['two-child limit ended', '/guides/universal-credit', 'The two-child limit has ended. Since 6 April 2026'],
  ['two-child limit Act', '/guides/universal-credit', 'Universal Credit (Removal of Two Child Limit) Act 2026'],
  ['disabled child addition', '/guides/universal-credit', fromTable(`${amount('universal-credit.disabled-child.lower')} or ${amount('universal-credit.disabled-child.higher')}`)],
  ['LCW element, claims before April 2017', '/guides/universal-credit', fromTable(`${amount('universal-credit.lcw-element')} Only if your claim started before 3 April 2017`)],
  [
    'LCWRA protected / new award',
    '/guides/universal-credit',
    fromTable(`${amount('universal-credit.lcwra-element.protected')}, or ${amount('universal-credit.lcwra-element.new-award')} for most new awards from 6 April 2026`),
  ],
  ['carer element', '/guides/universal-credit', fromTable(`${amount('universal-credit.carer-element')}`)],
  ['childcare share', '/guides/universal-credit', fromTable(`up to ${rate('universal-credit.childcare.share')} of what you pay`)],
  ['childcare cap one child', '/guides/universal-credit', fromTable(`${rate('universal-credit.childcare.cap-one-child')} for one child`)],
  ['childcare cap two or more', '/guides/universal-credit', fromTable(`${rate('universal-credit.childcare.cap-two-or-more')} for two or more children`)],
  [
    'work allowance with housing',
    '/guides/universal-credit',
    fromTable(`It is ${rate('universal-credit.work-allowance.with-housing')} if your Universal Credit includes help with housing costs`),
  ],
  ['work allowance without housing', '/guides/universal-credit', fromTable(`or ${rate('universal-credit.work-allowance.without-housing')} if it does not`)],
  [
    'work allowance only with a child or LCW/LCWRA',
    '/guides/universal-credit',
    'only if you or your partner are responsible for a child, or have limited capability for work (LCW or LCWRA)',
  ],
  ['taper', '/guides/universal-credit', fromTable(`goes down by 55p (a taper of ${rate('universal-credit.taper-rate')})`)],
  [
    'savings',
    '/guides/universal-credit',
    fromTable(
      `reduce your payment by ${rate('universal-credit.capital.income-per-step')} for each ${rate('universal-credit.capital.step')} (or part of it) over ${rate('universal-credit.capital.lower-limit')}`,
    ),
  ],
  ['example total 1', '/guides/universal-credit', '£1,715.40'],
  ['example total 2: shared accommodation rate', '/guides/universal-credit', '£812.30'],
  ['example 2 uses the shared accommodation rate', '/guides/universal-credit', 'capped at the shared accommodation rate'],
  ['example total 3', '/guides/universal-credit', '£676.36'],
  ['example total 4', '/guides/universal-credit', '£656.53'],
  ['examples year', '/guides/universal-credit', 'These examples use the rates for the 2026 to 2027 tax year'],
  [
    'benefit cap outside London',
    '/guides/universal-credit',
    fromTable(`Everywhere else ${rate('universal-credit.benefit-cap.outside-london.couple-or-children')} ${rate('universal-credit.benefit-cap.outside-london.single')}`),
  ],
  [
    'benefit cap London',
    '/guides/universal-credit',
    fromTable(`Greater London ${rate('universal-credit.benefit-cap.london.couple-or-children')} ${rate('universal-credit.benefit-cap.london.single')}`),
  ],
  [
    'benefit cap earnings exemption',
    '/guides/universal-credit',
    fromTable(
      `earn at least ${rate('universal-credit.benefit-cap.earnings-exemption')} between you after tax (16 hours a week at the National Living Wage of ${rate('general.national-living-wage')})`,
    ),
  ],
  ['budgeting advance single', '/guides/universal-credit', 'up to £348 if you are single'],
  ['budgeting advance couple', '/guides/universal-credit', '£464 if you are in a couple'],
  ['budgeting advance children', '/guides/universal-credit', '£812 if you have children'],
  ['budgeting advance after 6 months', '/guides/universal-credit', 'for 6 months'],
  ['backdating', '/guides/universal-credit', 'backdated by up to 1 month'],
  [
    'higher-level sanction for not applying for a job',
    '/guides/universal-credit',
    'Not applying for a job your work coach told you about, or turning down a job: this is a higher-level sanction. The first one lasts 91 days',
  ],
  ['job search hours', '/guides/universal-credit', '35 hours a week'],
  ['fortnightly meetings', '/guides/universal-credit', 'every fortnight'],
  ['savings limit', '/guides/universal-credit', fromTable(`over ${rate('universal-credit.capital.upper-limit')}`)],
  ['claim time', '/guides/universal-credit', '30 to 40 minutes'],
  ['UC helpline hours', '/guides/universal-credit', 'Monday to Friday, 8am to 6pm'],
  ['UC helpline number', '/guides/universal-credit', '0800 328 5644'],
  ['benefit cap exemption names Pension Age Disability Payment', '/guides/universal-credit', 'Attendance Allowance or Pension Age Disability Payment'],
  [
    'UC: LHA caps private rent, frozen',
    '/guides/universal-credit',
    'LHA rates were last raised in April 2024 and are frozen at that level up to the end of the 2026 to 2027 tax year',
  ],
  // Times and rules (LCW/LCWRA guide)
  ['LCW guide figures year', '/guides/lcw-lcwra', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  ['UC50 arrives', '/guides/lcw-lcwra', '2 to 4 weeks after you report your condition'],
  ['UC50 return', '/guides/lcw-lcwra', 'Return the UC50 within 1 month'],
  ['reconsideration', '/guides/lcw-lcwra', 'within 1 month of the date of the decision'],
  ['reconsideration absolute limit', '/guides/lcw-lcwra', '13 months'],
  ['appeal time', '/guides/lcw-lcwra', 'within 1 month of the date on your mandatory reconsideration notice'],
  ['appeal success', '/guides/lcw-lcwra', 'About 70% of appeals'],
  ['reviews', '/guides/lcw-lcwra', 'every 1 to 3 years'],
  ['assessment format notice', '/guides/lcw-lcwra', 'at least 7 days before'],
  ['LCW points', '/guides/lcw-lcwra', 'you need 15 points or more'],
  ['LCWRA from one descriptor, not points', '/guides/lcw-lcwra', 'points do not decide it. You need just one of the LCWRA descriptors'],
  ['LCWRA from a severe condition', '/guides/lcw-lcwra', 'LCWRA can also come from a severe condition'],
  ['LCWRA substantial risk', '/guides/lcw-lcwra', 'substantial risk to your health'],
  ['automatic: terminal illness', '/guides/lcw-lcwra', 'terminally ill'],
  ['automatic: chemotherapy or radiotherapy', '/guides/lcw-lcwra', 'chemotherapy or radiotherapy'],
  ['automatic: Attendance Allowance', '/guides/lcw-lcwra', 'Attendance Allowance'],
  ['automatic: enhanced PIP daily living', '/guides/lcw-lcwra', 'enhanced rate of the PIP daily living component'],
  ['automatic: registered blind', '/guides/lcw-lcwra', 'registered blind'],
  ['cannot apply: no UC', '/guides/lcw-lcwra', 'do not get Universal Credit'],
  ['cannot apply: over State Pension age', '/guides/lcw-lcwra', 'over State Pension age'],
  ['cannot apply: full-time education', '/guides/lcw-lcwra', 'full-time education'],
  ['cannot apply: no medical evidence', '/guides/lcw-lcwra', 'no medical evidence'],
  ['cannot apply: temporary condition', '/guides/lcw-lcwra', 'expected to last less than 3 months'],
  ['condition 12+ months', '/guides/lcw-lcwra', '12 months or more'],
  ['LCW amount', '/guides/lcw-lcwra', fromTable(`${rate('universal-credit.lcw-element')}, only if your claim started before 3 April 2017`)],
  [
    'LCWRA amounts',
    '/guides/lcw-lcwra',
    fromTable(`${rate('universal-credit.lcwra-element.protected')}, or ${rate('universal-credit.lcwra-element.new-award')} for most new awards from 6 April 2026`),
  ],
  ['LCWRA change', '/guides/lcw-lcwra', 'changed on 6 April 2026'],
  [
    'work allowance',
    '/guides/lcw-lcwra',
    fromTable(`earn ${rate('universal-credit.work-allowance.with-housing')} (or ${rate('universal-credit.work-allowance.without-housing')} if you get no help with housing costs)`),
  ],
  // PIP 2026/27, weekly (the rates table (src/calc/rates/pip.ts))
  ['PIP figures year', '/guides/personal-independence-payment', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  [
    'PIP rates table',
    '/guides/personal-independence-payment',
    fromTable(`Daily living ${rate('pip.daily-living.standard')} ${rate('pip.daily-living.enhanced')} Mobility ${rate('pip.mobility.standard')} ${rate('pip.mobility.enhanced')}`),
  ],
  ['PIP daily living standard', '/guides/personal-independence-payment', fromTable(`Standard rate: ${rate('pip.daily-living.standard')}`)],
  ['PIP daily living enhanced', '/guides/personal-independence-payment', fromTable(`Enhanced rate: ${rate('pip.daily-living.enhanced')}`)],
  ['PIP mobility standard', '/guides/personal-independence-payment', fromTable(`Standard rate: ${rate('pip.mobility.standard')}`)],
  ['PIP mobility enhanced', '/guides/personal-independence-payment', fromTable(`Enhanced rate: ${rate('pip.mobility.enhanced')}`)],
  ['PIP calculator uses the same rates', '/guides/personal-independence-payment', 'uses these same rates'],
  ['Adult Disability Payment in Scotland', '/guides/personal-independence-payment', 'new claims are for Adult Disability Payment from Social Security Scotland'],
  ['PIP assessment format notice', '/guides/personal-independence-payment', 'at least 7 days before'],
  ['PIP condition length', '/guides/personal-independence-payment', '12 months or more'],
  ['PIP new claims', '/guides/personal-independence-payment', '0800 917 2222'],
  ['PIP reconsideration', '/guides/personal-independence-payment', 'within 1 month of the date on your decision letter'],
  ['PIP absolute limit', '/guides/personal-independence-payment', '13 months'],
  ['PIP appeal success', '/guides/personal-independence-payment', 'About 70%'],
  ['PIP reviews', '/guides/personal-independence-payment', 'every 1 to 3 years'],
  // Housing Benefit 2026/27, weekly (the rates table (src/calc/rates/housing-benefit.ts))
  ['HB figures year', '/guides/housing-benefit', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  [
    'pension age allowances from April 2021',
    '/guides/housing-benefit',
    fromTable(`on or after 1 April 2021 ${rate('general.pension-credit.guarantee.single')} ${rate('general.pension-credit.guarantee.couple')}`),
  ],
  [
    'pension age allowances before April 2021',
    '/guides/housing-benefit',
    fromTable(
      `before 1 April 2021 ${rate('housing-benefit.personal-allowance.pension-before-2021.single')} ${rate('housing-benefit.personal-allowance.pension-before-2021.couple')}`,
    ),
  ],
  ['working age single under 25', '/guides/housing-benefit', fromTable(`Single, under 25 ${rate('housing-benefit.personal-allowance.single-under-25')}`)],
  ['working age couple', '/guides/housing-benefit', fromTable(`Couple ${rate('housing-benefit.personal-allowance.couple')}`)],
  ['each child', '/guides/housing-benefit', fromTable(`Each child ${rate('housing-benefit.personal-allowance.child')}`)],
  [
    'family premium before May 2016 only',
    '/guides/housing-benefit',
    fromTable(`The family premium (${rate('housing-benefit.premium.family')}) is only paid on claims made before 1 May 2016`),
  ],
  ['non-dependant lowest band', '/guides/housing-benefit', fromTable(`Not working, or the lowest band ${rate('housing-benefit.non-dependant.band-1.deduction')}`)],
  ['non-dependant top band', '/guides/housing-benefit', fromTable(`Top band ${rate('housing-benefit.non-dependant.band-6.deduction')}`)],
  ['LHA frozen', '/guides/housing-benefit', 'the April 2024 rates apply up to the end of the 2026 to 2027 tax year'],
  ['bedroom tax one room', '/guides/housing-benefit', '14%'],
  ['bedroom tax two rooms', '/guides/housing-benefit', '25%'],
  ['bedroom tax name', '/guides/housing-benefit', 'removal of the spare room subsidy'],
  ['LHA', '/guides/housing-benefit', 'Local Housing Allowance (LHA)'],
  ['who can still claim', '/guides/housing-benefit', 'you have reached State Pension age'],
  ['non-dependant exemption names Pension Age Disability Payment', '/guides/housing-benefit', 'Attendance Allowance (Pension Age Disability Payment in Scotland)'],
  [
    'CTS: pension-age national scheme up to 100%',
    '/guides/housing-benefit',
    fromTable(
      `a national scheme applies in England, Scotland and Wales. It uses the pension-age Housing Benefit allowances and can pay up to ${rate('council-tax-support.max-reduction')} of your bill`,
    ),
  ],
  ['CTS: working-age schemes set by each council in England', '/guides/housing-benefit', 'each council sets its own scheme'],
  // Pension Credit 2026/27, weekly (the rates table (src/calc/rates/pension-credit.ts and general.ts))
  ['PC guide figures year', '/guides/pension-credit', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  ['State Pension age 66', '/guides/pension-credit', 'State Pension age is 66 for people born between 6 October 1954 and 5 April 1960'],
  ['State Pension age 67', '/guides/pension-credit', 'it is 67 for everyone born on or after 6 March 1961'],
  ['couples both over State Pension age', '/guides/pension-credit', 'Since 15 May 2019, a couple can only get Pension Credit if both of you have reached State Pension age'],
  ['mixed-age couples claim UC', '/guides/pension-credit', 'you claim Universal Credit as a couple instead'],
  ['standard minimum guarantee single', '/guides/pension-credit', fromTable(`Standard amount if you are single ${rate('general.pension-credit.guarantee.single')}`)],
  ['standard minimum guarantee couple', '/guides/pension-credit', fromTable(`Standard amount if you have a partner ${rate('general.pension-credit.guarantee.couple')}`)],
  [
    'severe disability addition',
    '/guides/pension-credit',
    fromTable(`Severe disability addition, for each partner who qualifies ${rate('pension-credit.severe-disability.single')}`),
  ],
  ['severe disability addition, double', '/guides/pension-credit', fromTable(`you get the double amount of ${rate('pension-credit.severe-disability.double')}`)],
  ['carer addition', '/guides/pension-credit', fromTable(`Carer addition, for each partner who is entitled to Carer's Allowance ${rate('pension-credit.carer')}`)],
  ['child addition', '/guides/pension-credit', fromTable(`Each child or young person you are responsible for ${rate('pension-credit.child')}`)],
  [
    'eldest child born before April 2017',
    '/guides/pension-credit',
    fromTable(`The eldest child, if born before 6 April 2017 (instead of the amount above) ${rate('pension-credit.child.eldest-before-2017')}`),
  ],
  [
    'disabled child additions',
    '/guides/pension-credit',
    fromTable(`A disabled child: extra ${rate('pension-credit.disabled-child.lower')} or ${rate('pension-credit.disabled-child.higher')}`),
  ],
  ['no limit on children', '/guides/pension-credit', 'There is no limit on the number of children'],
  ['housing costs: ground rent and service charges', '/guides/pension-credit', 'such as ground rent and service charges'],
  ['example: minimum guarantee 238 + 86.05', '/guides/pension-credit', 'Her minimum guarantee £324.05'],
  ['example: guarantee credit 324.05 − 241.30', '/guides/pension-credit', 'Guarantee credit £82.75'],
  ['example: the new State Pension', '/guides/pension-credit', fromTable(`the full new State Pension of ${rate('general.state-pension.new')}`)],
  ['savings credit only before April 2016', '/guides/pension-credit', 'You can only get it if you reached State Pension age before 6 April 2016'],
  [
    'savings credit maximum',
    '/guides/pension-credit',
    fromTable(
      `The most you can get is ${rate('pension-credit.savings-credit.max.single')} if you are single, or ${rate('pension-credit.savings-credit.max.couple')} if you have a partner`,
    ),
  ],
  [
    'savings credit thresholds',
    '/guides/pension-credit',
    fromTable(`(${rate('pension-credit.savings-credit.threshold.single')} single, ${rate('pension-credit.savings-credit.threshold.couple')} couple)`),
  ],
  ['savings ignored', '/guides/pension-credit', fromTable(`The first ${amount('pension-credit.capital.lower-limit')} of your savings and investments is ignored`)],
  [
    'tariff income',
    '/guides/pension-credit',
    fromTable(
      `For every ${amount('pension-credit.capital.step')}, or part of it, above ${amount('pension-credit.capital.lower-limit')}, ${rate('pension-credit.capital.income-per-step')} is counted as income`,
    ),
  ],
  [
    'tariff income example 15,800',
    '/guides/pension-credit',
    fromTable(`11 full steps of ${amount('pension-credit.capital.step')} and part of another, so 12 steps of ${rate('pension-credit.capital.income-per-step')} are counted`),
  ],
  ['no upper savings limit', '/guides/pension-credit', 'There is no upper savings limit for Pension Credit'],
  [
    'earnings disregards',
    '/guides/pension-credit',
    fromTable(
      `The first ${rate('pension-credit.earnings-disregard.single')} is ignored if you are single, or ${rate('pension-credit.earnings-disregard.couple')} if you have a partner. It is ${rate('pension-credit.earnings-disregard.higher')} if you or your partner are a carer`,
    ),
  ],
  ['savings credit amount A', '/guides/pension-credit', fromTable(`You get ${rate('pension-credit.savings-credit.amount-a-rate')} of that income above the threshold`)],
  ['savings credit amount B', '/guides/pension-credit', fromTable(`${rate('pension-credit.savings-credit.amount-b-rate')} of the amount above it is taken off`)],
  ['ignored income', '/guides/pension-credit', 'Attendance Allowance, Disability Living Allowance and PIP'],
  ['Cold Weather Payment', '/guides/pension-credit', fromTable(`${rate('general.cold-weather-payment')} for each 7-day period`)],
  ['free TV licence', '/guides/pension-credit', 'A free TV licence if you are 75 or over'],
  ['claim line', '/guides/pension-credit', 'call the Pension Credit claim line on 0800 99 1234, Monday to Friday, 8am to 6pm'],
  ['claim 4 months ahead', '/guides/pension-credit', 'You can claim from 4 months before you reach State Pension age'],
  ['backdating', '/guides/pension-credit', 'backdated by up to 3 months'],
  // ESA (the rates table (src/calc/rates/general.ts))
  ['ESA assessment rate 25+', '/scenarios/disability-benefits', fromTable(`${rate('general.esa.assessment.25-plus')} if you are 25 or over`)],
  ['ESA assessment rate under 25', '/scenarios/disability-benefits', fromTable(`${rate('general.esa.assessment.under-25')} if you are under 25`)],
  ['ESA support component', '/scenarios/disability-benefits', fromTable(`support component of ${rate('general.esa.support-component')}`)],
  ['ESA assessment phase', '/scenarios/disability-benefits', 'first 13 weeks'],
  ['ESA groups', '/scenarios/disability-benefits', 'Work-Related Activity group'],
  [
    'disability page PIP rates',
    '/scenarios/disability-benefits',
    fromTable(
      `Daily living is ${amount('pip.daily-living.standard')} or ${rate('pip.daily-living.enhanced')}, and mobility is ${amount('pip.mobility.standard')} or ${rate('pip.mobility.enhanced')}`,
    ),
  ],
  ['Pension Age Disability Payment', '/scenarios/disability-benefits', 'Pension Age Disability Payment'],
  ['disability page LCWRA', '/scenarios/disability-benefits', fromTable(`It is ${rate('universal-credit.lcwra-element.protected')} if you had LCWRA`)],
  // Unemployed
  [
    'unemployed standard allowance',
    '/scenarios/unemployed',
    fromTable(
      `the standard allowance is ${rate('universal-credit.standard-allowance.single-25-plus')} (${amount('universal-credit.standard-allowance.single-under-25')} if you are under 25)`,
    ),
  ],
  ['SWAP weeks 1-2', '/scenarios/unemployed', 'Weeks 1 to 2'],
  ['SWAP weeks 3-5', '/scenarios/unemployed', 'Weeks 3 to 5'],
  ['SWAP week 6+', '/scenarios/unemployed', 'A guaranteed job interview'],
  ['unemployed backdating', '/scenarios/unemployed', 'backdated by up to 1 month'],
  ['unemployed higher-level sanction', '/scenarios/unemployed', 'is a higher-level sanction: the first one lasts 91 days'],
  ['unemployed job search', '/scenarios/unemployed', '35 hours a week'],
  ['unemployed meetings', '/scenarios/unemployed', 'every fortnight'],
  ['budgeting advance range', '/scenarios/unemployed', 'from £100 up to £348 if you are single'],
  // Pensioners
  ['pensioners figures year', '/scenarios/pensioners', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  ['Pension Credit single', '/scenarios/pensioners', fromTable(`${rate('general.pension-credit.guarantee.single')} if you are single`)],
  ['Pension Credit couple', '/scenarios/pensioners', fromTable(`${rate('general.pension-credit.guarantee.couple')} if you have a partner`)],
  ['savings credit date', '/scenarios/pensioners', 'before 6 April 2016'],
  ['savings disregard', '/scenarios/pensioners', fromTable(`${amount('pension-credit.capital.lower-limit')}`)],
  ['winter fuel lower', '/scenarios/pensioners', fromTable(`nobody is 80 or over ${amount('general.winter-fuel-payment.standard')}`)],
  ['winter fuel higher', '/scenarios/pensioners', fromTable(`80 or over ${amount('general.winter-fuel-payment.over-80')}`)],
  ['winter fuel to everyone since 2025', '/scenarios/pensioners', 'Since winter 2025 to 2026 it is paid to everyone over State Pension age again'],
  [
    'winter fuel recovery threshold',
    '/scenarios/pensioners',
    fromTable(`over ${rate('general.winter-fuel-payment.recovery-threshold')} a year, the Winter Fuel Payment is taken back`),
  ],
  ['Warm Home Discount', '/scenarios/pensioners', fromTable(`${amount('general.warm-home-discount')}`)],
  ['Cold Weather Payment', '/scenarios/pensioners', fromTable(`${rate('general.cold-weather-payment')} for each 7-day period`)],
  ['TV licence colour', '/scenarios/pensioners', fromTable(`A colour TV licence costs ${rate('general.tv-licence.colour')}`)],
  ['free TV licence', '/scenarios/pensioners', 'free if you are 75 or over and get Pension Credit'],
  [
    'Attendance Allowance rates',
    '/scenarios/pensioners',
    fromTable(`It is ${rate('general.attendance-allowance.lower')} if you need help by day or by night, or ${rate('general.attendance-allowance.higher')}`),
  ],
  ['Pension Age Disability Payment', '/scenarios/pensioners', 'Pension Age Disability Payment'],
  ['national pension-age CTS scheme', '/scenarios/pensioners', fromTable(`up to ${rate('council-tax-support.max-reduction')} off your bill`)],
  ['Pension Credit line', '/scenarios/pensioners', '0800 99 1234'],
  [
    'savings credit maximum',
    '/scenarios/pensioners',
    fromTable(`up to ${rate('pension-credit.savings-credit.max.single')} if you are single or ${rate('pension-credit.savings-credit.max.couple')} if you have a partner`),
  ],
  ['couples both over State Pension age', '/scenarios/pensioners', 'you can usually only get it if you have both reached State Pension age'],
  ['claim 4 months ahead', '/scenarios/pensioners', 'You can claim from 4 months before you reach State Pension age'],
  // Young people
  ['young people standard allowance', '/scenarios/young-people', fromTable(`the standard allowance is ${rate('universal-credit.standard-allowance.single-under-25')}`)],
  ['young couple', '/scenarios/young-people', fromTable(`${rate('universal-credit.standard-allowance.couple-under-25')}`)],
  ['bursary', '/scenarios/young-people', 'up to £1,200 a year'],
  ['apprentice minimum wage', '/scenarios/young-people', fromTable(`${rate('general.apprentice-rate')}`)],
  ['skills bootcamps', '/scenarios/young-people', 'Up to 16 weeks'],
  ['work academies', '/scenarios/young-people', '2 to 6 weeks'],
  ['traineeships', '/scenarios/young-people', 'Up to 6 months'],
  // Single parents
  ['single parents child element, no two-child limit', '/scenarios/single-parents', 'The two-child limit ended on 6 April 2026'],
  [
    'single parents Child Benefit',
    '/scenarios/single-parents',
    fromTable(`${rate('general.child-benefit.eldest')} for your eldest child and ${rate('general.child-benefit.other')} for each other child`),
  ],
  ['tax-free childcare top-up', '/scenarios/single-parents', '20% top-up'],
  ['tax-free childcare limit', '/scenarios/single-parents', '£500 every 3 months'],
  ['free hours 2-year-olds', '/scenarios/single-parents', '2-year-olds: 15 free hours a week'],
  ['free hours 3-4 year olds', '/scenarios/single-parents', 'up to 30 hours'],
  ['work requirements: none until 3', '/scenarios/single-parents', 'no job-search requirements until your youngest child was 3'],
  ['work requirements: preparation from 3', '/scenarios/single-parents', 'work preparation from 3'],
  ['work requirements: full from 5', '/scenarios/single-parents', 'full requirements from 5'],
  [
    'single parents childcare caps',
    '/scenarios/single-parents',
    fromTable(`up to ${rate('universal-credit.childcare.cap-one-child')} for one child or ${amount('universal-credit.childcare.cap-two-or-more')} for two or more`),
  ],
  ['Carer Support Payment named', '/scenarios/single-parents', 'Carer Support Payment in Scotland'],
  ['single parents work allowance', '/scenarios/single-parents', fromTable(`you keep the first ${amount('universal-credit.work-allowance.with-housing')} you earn each month`)],
  ['free school meals for every UC household', '/scenarios/single-parents', 'since September 2026 every child in a household that gets Universal Credit can get free school meals'],
  // Carers
  ["Carer's Allowance weekly", '/scenarios/carers', fromTable(`Carer's Allowance is ${rate('general.carers-allowance.weekly')}`)],
  ['care hours', '/scenarios/carers', 'at least 35 hours a week'],
  ['earnings limit', '/scenarios/carers', fromTable(`${rate('general.carers-allowance.earnings-limit')} or less`)],
  [
    'earnings limit history',
    '/scenarios/carers',
    fromTable(
      `went up from ${amount('general.carers-allowance.earnings-limit', '2024-25')} to ${amount('general.carers-allowance.earnings-limit', '2025-26')} a week in April 2025`,
    ),
  ],
  ['Carer Support Payment in Scotland', '/scenarios/carers', 'Carer Support Payment'],
  ['qualifying benefits in Scotland', '/scenarios/carers', 'PIP, Attendance Allowance or DLA (in Scotland, Adult Disability Payment or Pension Age Disability Payment)'],
  ['carer age', '/scenarios/carers', 'aged 16 or over'],
  ['tax note', '/scenarios/carers', "Carer's Allowance is taxable"],
  ['UC carer element', '/scenarios/carers', fromTable(`${rate('universal-credit.carer-element')}`)],
  ["Carer's Allowance Unit", '/scenarios/carers', '0800 731 0297'],
  ['Pension Credit carer addition', '/scenarios/carers', fromTable(`being entitled to it adds a carer addition of ${rate('pension-credit.carer')} to Pension Credit`)],
  // Scotland (src/calc/rates/scotland.ts; Adult Disability Payment at PIP's rates, Pension Age Disability Payment at Attendance Allowance's).
  // The typed rows are read by hand from src/calc/rates/years/2026-27.ts (and 2025-26.ts, 2024-25.ts where the page names that year).
  ['Scotland figures year', '/guides/scotland', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  [
    'Scottish Child Payment for each child under 16',
    '/guides/scotland',
    fromTable(`Scottish Child Payment is ${rate('scotland.child-payment')} for each child under ${rate('scotland.child-payment.age-limit')}`),
  ],
  // 2026-27: scotland.child-payment 28.2 (Social Security Scotland: £28.20 a week), age limit 16 (SSI 2020/351 reg 14).
  ['Scottish Child Payment 2026/27 by hand', '/guides/scotland', 'Scottish Child Payment is £28.20 a week for each child under 16. It is paid every 4 weeks'],
  [
    'Scottish Child Payment qualifying benefits',
    '/guides/scotland',
    "you or your partner get Universal Credit, Pension Credit, income-based Jobseeker's Allowance, income-related Employment and Support Allowance or Income Support",
  ],
  ['Scottish Child Payment: no limit on children', '/guides/scotland', 'There is no limit on the number of children'],
  ['Scottish Child Payment must be claimed', '/guides/scotland', 'It is not paid automatically. You must apply to Social Security Scotland'],
  ['Scottish Child Payment: not income, outside the cap', '/guides/scotland', 'It does not count as income, and it is not part of the benefit cap'],
  ['two-child limit payment never paid', '/guides/scotland', 'It was never paid, because the UK ended the two-child limit in April 2026'],
  [
    'Adult Disability Payment at PIP rates',
    '/guides/scotland',
    fromTable(`Daily living ${rate('pip.daily-living.standard')} ${rate('pip.daily-living.enhanced')} Mobility ${rate('pip.mobility.standard')} ${rate('pip.mobility.enhanced')}`),
  ],
  // 2026-27: pip.daily-living 76.7 / 114.6, pip.mobility 30.3 / 80 (whole pounds are written without pence).
  ['Adult Disability Payment 2026/27 by hand', '/guides/scotland', 'Daily living £76.70 a week £114.60 a week Mobility £30.30 a week £80 a week'],
  [
    'Adult Disability Payment points',
    '/guides/scotland',
    fromTable(`${rate('pip.threshold.standard')} points for the standard rate and ${rate('pip.threshold.enhanced')} for the enhanced rate`),
  ],
  ['Adult Disability Payment required period', '/guides/scotland', 'lasted for 13 weeks and be expected to last for at least another 39 weeks'],
  ['Adult Disability Payment terminal illness: no time limit', '/guides/scotland', 'There is no time limit: you do not need to be expected to live 12 months or less'],
  ['Adult Disability Payment terminal illness: both parts enhanced', '/guides/scotland', 'You get both parts at the enhanced rate, whatever your points'],
  [
    'Pension Age Disability Payment at Attendance Allowance rates',
    '/guides/scotland',
    fromTable(
      `${rate('general.attendance-allowance.lower')} if you need help during the day or during the night ${rate('general.attendance-allowance.higher')} if you need help during the day and the night`,
    ),
  ],
  [
    'carers: Carer Support Payment and the weekly additions',
    '/guides/scotland',
    fromTable(
      `Carer Support Payment ${rate('scotland.carer-support-payment')} Scottish Carer Supplement, paid with your Carer Support Payment ${rate('scotland.carer-supplement')} Carer Additional Person Payment, for each further person you care for at least 20 hours a week ${rate('scotland.carer-additional-person-payment')}`,
    ),
  ],
  // 2026-27: scotland.carer-support-payment 86.45, carer-supplement 11.7, carer-additional-person-payment 10.4; the supplement's lump sums ended (null).
  [
    'carers 2026/27 by hand',
    '/guides/scotland',
    "Carer Support Payment £86.45 a week Scottish Carer Supplement, paid with your Carer Support Payment £11.70 a week Carer Additional Person Payment, for each further person you care for at least 20 hours a week £10.40 a week Carer's Allowance Supplement Ended: replaced from 15 March 2026 by the Scottish Carer Supplement, paid weekly",
  ],
  [
    "Carer's Allowance Supplement's last lump sums",
    '/guides/scotland',
    fromTable(
      `paid as ${rate('scotland.carers-allowance-supplement.payments-a-year', '2025-26')} lump sums a year, in June and December. In the ${taxYearInfo('2025-26').label} tax year each lump sum was ${amount('scotland.carers-allowance-supplement', '2025-26')}`,
    ),
  ],
  // 2025-26: scotland.carers-allowance-supplement 293.5, two payments a year.
  ["Carer's Allowance Supplement 2025/26 by hand", '/guides/scotland', 'paid as 2 lump sums a year, in June and December. In the 2025 to 2026 tax year each lump sum was £293.50'],
  [
    'Best Start Foods',
    '/guides/scotland',
    fromTable(
      `While you are pregnant, and for each child aged 1 or 2 ${rate('scotland.best-start-foods.pregnancy-and-1-to-3')} Each child under 1 ${rate('scotland.best-start-foods.under-1')}`,
    ),
  ],
  // 2026-27: best-start-foods 5.6 / 11.2.
  ['Best Start Foods 2026/27 by hand', '/guides/scotland', 'While you are pregnant, and for each child aged 1 or 2 £5.60 a week Each child under 1 £11.20 a week'],
  [
    'Best Start Grant this year',
    '/guides/scotland',
    fromTable(`Pregnancy and Baby Payment, first child From 24 weeks pregnant until the baby is 6 months old ${rate('scotland.best-start-grant.pregnancy-and-baby.first')}`),
  ],
  // 2026-27: best-start-grant.pregnancy-and-baby.first is null (not yet sourced): the catalogue's words for it, never an amount.
  [
    'Best Start Grant 2026/27 not yet sourced',
    '/guides/scotland',
    'Pregnancy and Baby Payment, first child From 24 weeks pregnant until the baby is 6 months old Not yet sourced: ask Social Security Scotland',
  ],
  [
    'Best Start Grant 2024/25',
    '/guides/scotland',
    fromTable(
      `the Pregnancy and Baby Payment was ${amount('scotland.best-start-grant.pregnancy-and-baby.first', '2024-25')} for a first child and ${amount('scotland.best-start-grant.pregnancy-and-baby.later', '2024-25')} for a later child. The Early Learning Payment and the School Age Payment were ${amount('scotland.best-start-grant.early-learning', '2024-25')} each`,
    ),
  ],
  // 2024-25: 754.65 / 377.35; early learning and school age 314.45 each.
  [
    'Best Start Grant 2024/25 by hand',
    '/guides/scotland',
    '£754.65 for a first child and £377.35 for a later child. The Early Learning Payment and the School Age Payment were £314.45 each',
  ],
  ['Winter Heating Payment whatever the weather', '/guides/scotland', 'It is paid once every winter, whatever the weather, and you do not need to apply'],
  [
    'Winter Heating Payment this year and 2024/25',
    '/guides/scotland',
    fromTable(`The ${YEAR_LABEL} tax year ${rate('scotland.winter-heating-payment')} Winter 2024 to 2025 ${rate('scotland.winter-heating-payment', '2024-25')}`),
  ],
  // 2024-25: scotland.winter-heating-payment 58.75.
  ['Winter Heating Payment 2024/25 by hand', '/guides/scotland', 'Winter 2024 to 2025 £58.75'],
  ['Child Winter Heating Payment', '/guides/scotland', fromTable(`Child Winter Heating Payment is ${rate('scotland.child-winter-heating-payment')} once a winter`)],
  // 2026-27: scotland.child-winter-heating-payment 265.5.
  ['Child Winter Heating Payment 2026/27 by hand', '/guides/scotland', 'Child Winter Heating Payment is £265.50 once a winter, for each child or young person under 19'],
  ['Discretionary Housing Payment: the whole bedroom cut', '/guides/scotland', 'your council can pay the whole cut back with a Discretionary Housing Payment'],
  [
    'Discretionary Housing Payment: the cap up to housing costs',
    '/guides/scotland',
    'the council can also pay the cut back, as far as it can, up to the amount of your housing costs',
  ],
  ['Discretionary Housing Payment on application', '/guides/scotland', 'You must apply to your council. It is not automatic'],
  ['Council Tax Reduction child premium', '/guides/scotland', fromTable(`each child adds ${rate('council-tax-support.scotland.child-premium')} to the amount the scheme allows`)],
  ['Social Security Scotland line', '/guides/scotland', 'call 0800 182 2222 free, Monday to Friday, 8am to 6pm'],
  ['Citizens Advice Scotland line', '/guides/scotland', 'Citizens Advice Scotland gives free advice: call 0800 028 1456'],
  // Northern Ireland (src/calc/rates/northern-ireland.ts; Universal Credit, PIP and Pension Credit at Great Britain's rates)
  ['Northern Ireland figures year', '/guides/northern-ireland', fromTable(`Figures on this page are for the ${YEAR_LABEL} tax year`)],
  [
    'parity: Pension Credit and PIP at Great Britain rates',
    '/guides/northern-ireland',
    fromTable(
      `the Pension Credit standard amount for a single person is ${rate('general.pension-credit.guarantee.single')}, and the enhanced rate of PIP daily living is ${rate('pip.daily-living.enhanced')}`,
    ),
  ],
  ['Universal Credit paid twice a month', '/guides/northern-ireland', 'It is paid twice a month. You can ask to be paid once a month instead'],
  ['housing element to the landlord', '/guides/northern-ireland', 'the housing element is paid straight to your landlord'],
  ['Welfare Supplementary Payment: the whole bedroom cut, no end date', '/guides/northern-ireland', 'the whole cut is paid back. There is no end date'],
  ['Welfare Supplementary Payment: the cap until 31 March 2028', '/guides/northern-ireland', 'the cut is paid back until 31 March 2028'],
  ['Welfare Supplementary Payments are automatic', '/guides/northern-ireland', 'You do not need to apply. The Department for Communities finds out who is affected'],
  ['no Council Tax', '/guides/northern-ireland', 'There is no Council Tax in Northern Ireland'],
  ['Rate Rebate taper', '/guides/northern-ireland', fromTable(`Rate Rebate is reduced by ${rate('northern-ireland.rate-rebate.taper')} of the income above it`)],
  // Every year: northern-ireland.rate-rebate.taper 15 (NISR 2017/184 reg 10(3)).
  ['Rate Rebate taper by hand', '/guides/northern-ireland', 'Rate Rebate is reduced by 15% of the income above it'],
  ['Rate Rebate maximum amount not sourced', '/guides/northern-ireland', 'We do not have a source for the maximum amount'],
  [
    'Lone Pensioner Allowance',
    '/guides/northern-ireland',
    fromTable(
      `If you are ${rate('northern-ireland.lone-pensioner-allowance.age')} or over and live alone, you can get ${rate('northern-ireland.lone-pensioner-allowance')} off your rates bill`,
    ),
  ],
  // Every year: northern-ireland.lone-pensioner-allowance 20, its age 70 (NISR 2008/124 reg 3).
  ['Lone Pensioner Allowance by hand', '/guides/northern-ireland', 'If you are 70 or over and live alone, you can get 20% off your rates bill'],
  ['Housing Executive Housing Benefit line', '/guides/northern-ireland', 'call Housing Benefit on 03448 920 902'],
  ['Land & Property Services line', '/guides/northern-ireland', 'call LPS on 0300 200 7801'],
  ['the 8 LHA areas', '/guides/northern-ireland', 'Belfast Lough Neagh Upper Lough Neagh Lower North North West South South East South West'],
  ['LHA typed in', '/guides/northern-ireland', 'they ask you to type the weekly rate for your area and your number of bedrooms'],
  ['Make the Call', '/guides/northern-ireland', "the Department for Communities' Make the Call service checks which benefits you could get"],
  // Help page hours (docs/product.md §2)
  ['advice charity hours', '/help', 'Monday to Friday, 9am to 5pm'],
  ['helpline hours', '/help', 'Monday to Friday, 8am to 6pm'],
];

/** Text of the page as a person reads it: markup and line breaks collapsed. */
function readable(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[‘’]/g, "'").replace(/\*\*/g, '');
}

// Every guide and scenario page says when it was last checked against the rules.
const REVIEWED: Readonly<Record<string, string>> = {
  '/guides/universal-credit': '23 November 2026',
  '/guides/lcw-lcwra': '23 November 2026',
  '/guides/personal-independence-payment': '23 November 2026',
  '/guides/housing-benefit': '23 November 2026',
  '/guides/pension-credit': '26 November 2026',
  '/guides/scotland': '29 November 2026',
  '/guides/northern-ireland': '29 November 2026',
  '/scenarios/carers': '26 November 2026',
  '/scenarios/disability-benefits': '23 November 2026',
  '/scenarios/pensioners': '26 November 2026',
  '/scenarios/single-parents': '23 November 2026',
  '/scenarios/unemployed': '23 November 2026',
  '/scenarios/young-people': '23 November 2026',
};

/** What only one page has, checked in the same visit as its figures. */
const EXTRAS: Record<string, (page: Page) => Promise<void>> = {
  '/guides/universal-credit': async (page) => {
    // Each worked example adds up.
    const examples = page.locator('.callout').filter({ hasText: /Example \d: / });
    await expect(examples).toHaveCount(4);
    for (const example of await examples.all()) {
      const rows = await example.locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [tr.children[0]?.textContent ?? '', tr.children[1]?.textContent ?? ''] as const));
      const pence = (s: string) => Math.round(Number(s.replace(/[^0-9.]/g, '')) * 100) * (s.trim().startsWith('−') || s.trim().startsWith('-') ? -1 : 1);
      let running = 0;
      for (const [label, amount] of rows) {
        if (/^(Total before income|Universal Credit)$/.test(label.trim())) {
          expect(pence(amount), `${label} in "${(await example.locator('p').first().textContent())?.trim()}"`).toBe(running);
        } else {
          running += pence(amount);
        }
      }
      const title = (await example.locator('p').first().textContent()) ?? '';
      expect(title).toContain(`£${(running / 100).toLocaleString('en-GB', { minimumFractionDigits: 2 })}`);
    }
    // A quoted figure carries its rate id and tax year, so the server can apply the published amount.
    const id = 'universal-credit.standard-allowance.single-25-plus';
    await expect(page.locator(`main span[data-rate="${id}"][data-rate-year="${YEAR}"]`).first()).toHaveText(amount(id));
  },
  '/scenarios/unemployed': async (page) => {
    const id = 'universal-credit.standard-allowance.single-25-plus';
    await expect(page.locator(`main span[data-rate="${id}"][data-rate-year="${YEAR}"]`).first()).toHaveText(rate(id));
  },
};

const byRoute = new Map<string, Array<(typeof FIGURES)[number]>>();
for (const row of FIGURES) byRoute.set(row[1], [...(byRoute.get(row[1]) ?? []), row]);

for (const [route, rows] of byRoute) {
  const reviewed = REVIEWED[route];
  test(`${route} states its figures${reviewed ? ' and the date it was last reviewed' : ''}${EXTRAS[route] ? ', and what only it has' : ''}`, async ({ page }) => {
    await page.goto(route);
    // innerText, not textContent: table cells and list items read as separate words.
    const text = readable(await page.getByRole('main').innerText());
    // The typed rows are worked out for the year in force; a build of another year checks the table's rows only.
    const checked = BUILT_YEAR === YEAR_IN_FORCE ? rows : rows.filter(([, , expected]) => typeof expected !== 'string');
    const missing = checked.filter(([, , expected]) => !text.includes(readable(textOf(expected)))).map(([figure, , expected]) => `${figure}: "${textOf(expected)}"`);
    expect(missing, `figures missing on ${route}`).toEqual([]);
    if (reviewed) await expect(page.getByText(`Last reviewed ${reviewed}.`), route).toBeVisible();
    await EXTRAS[route]?.(page);
  });
}

test('every guide and scenario page whose review date is held here has figures checked here too', () => {
  expect(Object.keys(REVIEWED).filter((route) => !byRoute.has(route))).toEqual([]);
});
