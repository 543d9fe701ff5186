/**
 * The figures, times and rules the guide and situation pages state (docs/product.md §9 and §5),
 * on the page where each belongs, as docs/rules.md "Tax years" settles them: the official figures of
 * the tax year in force (2026/27 today), worked out by hand from the rates table (src/calc/rates/), and the law as it
 * stands. Table-driven: one row per figure and page.
 */
import { test, expect, onlyForBuildOfYearInForce } from './fixtures';

/** [what it checks, page, exact text on the page]. */
const FIGURES: ReadonlyArray<readonly [figure: string, route: string, text: string]> = [
  // Universal Credit 2026/27, monthly (the rates table (src/calc/rates/universal-credit.ts))
  ['UC figures year', '/guides/universal-credit', 'Figures on this page are for the 2026 to 2027 tax year'],
  ['UC standard allowance single under 25', '/guides/universal-credit', 'Single and under 25 £338.58'],
  ['UC standard allowance single 25+', '/guides/universal-credit', 'Single and 25 or over £424.90'],
  ['UC standard allowance couple under 25', '/guides/universal-credit', 'Couple, both under 25 £528.34'],
  ['UC standard allowance couple 25+', '/guides/universal-credit', 'Couple, one or both 25 or over £666.97'],
  ['child element, eldest born before 6 April 2017', '/guides/universal-credit', '£351.88'],
  ['child element, other children', '/guides/universal-credit', '£303.94 per child'],
  ['two-child limit ended', '/guides/universal-credit', 'The two-child limit has ended. Since 6 April 2026'],
  ['two-child limit Act', '/guides/universal-credit', 'Universal Credit (Removal of Two Child Limit) Act 2026'],
  ['disabled child addition', '/guides/universal-credit', '£164.79 or £514.71'],
  ['LCW element, claims before April 2017', '/guides/universal-credit', '£158.76 Only if your claim started before 3 April 2017'],
  ['LCWRA protected / new award', '/guides/universal-credit', '£429.80, or £217.26 for most new awards from 6 April 2026'],
  ['carer element', '/guides/universal-credit', '£209.34'],
  ['childcare share', '/guides/universal-credit', 'up to 85% of what you pay'],
  ['childcare cap one child', '/guides/universal-credit', '£1,071.09 a month for one child'],
  ['childcare cap two or more', '/guides/universal-credit', '£1,836.16 a month for two or more children'],
  ['work allowance with housing', '/guides/universal-credit', 'It is £427 a month if your Universal Credit includes help with housing costs'],
  ['work allowance without housing', '/guides/universal-credit', 'or £710 a month if it does not'],
  [
    'work allowance only with a child or LCW/LCWRA',
    '/guides/universal-credit',
    'only if you or your partner are responsible for a child, or have limited capability for work (LCW or LCWRA)',
  ],
  ['taper', '/guides/universal-credit', 'goes down by 55p (a taper of 55%)'],
  ['savings', '/guides/universal-credit', 'reduce your payment by £4.35 a month for each £250 (or part of it) over £6,000'],
  ['example total 1', '/guides/universal-credit', '£1,715.40'],
  ['example total 2: shared accommodation rate', '/guides/universal-credit', '£812.30'],
  ['example 2 uses the shared accommodation rate', '/guides/universal-credit', 'capped at the shared accommodation rate'],
  ['example total 3', '/guides/universal-credit', '£676.36'],
  ['example total 4', '/guides/universal-credit', '£656.53'],
  ['examples year', '/guides/universal-credit', 'These examples use the rates for the 2026 to 2027 tax year'],
  ['benefit cap outside London', '/guides/universal-credit', 'Everywhere else £1,835 a month £1,229.42 a month'],
  ['benefit cap London', '/guides/universal-credit', 'Greater London £2,110.25 a month £1,413.92 a month'],
  [
    'benefit cap earnings exemption',
    '/guides/universal-credit',
    'earn at least £881 a month between you after tax (16 hours a week at the National Living Wage of £12.71 an hour)',
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
  ['savings limit', '/guides/universal-credit', 'over £16,000'],
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
  ['LCW guide figures year', '/guides/lcw-lcwra', 'Figures on this page are for the 2026 to 2027 tax year'],
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
  ['LCW amount', '/guides/lcw-lcwra', '£158.76 a month, only if your claim started before 3 April 2017'],
  ['LCWRA amounts', '/guides/lcw-lcwra', '£429.80 a month, or £217.26 a month for most new awards from 6 April 2026'],
  ['LCWRA change', '/guides/lcw-lcwra', 'changed on 6 April 2026'],
  ['work allowance', '/guides/lcw-lcwra', 'earn £427 a month (or £710 a month if you get no help with housing costs)'],
  // PIP 2026/27, weekly (the rates table (src/calc/rates/pip.ts))
  ['PIP figures year', '/guides/personal-independence-payment', 'Figures on this page are for the 2026 to 2027 tax year'],
  ['PIP rates table', '/guides/personal-independence-payment', 'Daily living £76.70 a week £114.60 a week Mobility £30.30 a week £80 a week'],
  ['PIP daily living standard', '/guides/personal-independence-payment', 'Standard rate: £76.70 a week'],
  ['PIP daily living enhanced', '/guides/personal-independence-payment', 'Enhanced rate: £114.60 a week'],
  ['PIP mobility standard', '/guides/personal-independence-payment', 'Standard rate: £30.30 a week'],
  ['PIP mobility enhanced', '/guides/personal-independence-payment', 'Enhanced rate: £80 a week'],
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
  ['HB figures year', '/guides/housing-benefit', 'Figures on this page are for the 2026 to 2027 tax year'],
  ['pension age allowances from April 2021', '/guides/housing-benefit', 'on or after 1 April 2021 £238 a week £363.25 a week'],
  ['pension age allowances before April 2021', '/guides/housing-benefit', 'before 1 April 2021 £256 a week £383.35 a week'],
  ['working age single under 25', '/guides/housing-benefit', 'Single, under 25 £75.65 a week'],
  ['working age couple', '/guides/housing-benefit', 'Couple £150.15 a week'],
  ['each child', '/guides/housing-benefit', 'Each child £87.88 a week'],
  ['family premium before May 2016 only', '/guides/housing-benefit', 'The family premium (£20.22 a week) is only paid on claims made before 1 May 2016'],
  ['non-dependant lowest band', '/guides/housing-benefit', 'Not working, or the lowest band £20.40 a week'],
  ['non-dependant top band', '/guides/housing-benefit', 'Top band £131.45 a week'],
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
    'a national scheme applies in England, Scotland and Wales. It uses the pension-age Housing Benefit allowances and can pay up to 100% of your bill',
  ],
  ['CTS: working-age schemes set by each council in England', '/guides/housing-benefit', 'each council sets its own scheme'],
  // Pension Credit 2026/27, weekly (the rates table (src/calc/rates/pension-credit.ts and general.ts))
  ['PC guide figures year', '/guides/pension-credit', 'Figures on this page are for the 2026 to 2027 tax year'],
  ['State Pension age 66', '/guides/pension-credit', 'State Pension age is 66 for people born between 6 October 1954 and 5 April 1960'],
  ['State Pension age 67', '/guides/pension-credit', 'it is 67 for everyone born on or after 6 March 1961'],
  ['couples both over State Pension age', '/guides/pension-credit', 'Since 15 May 2019, a couple can only get Pension Credit if both of you have reached State Pension age'],
  ['mixed-age couples claim UC', '/guides/pension-credit', 'you claim Universal Credit as a couple instead'],
  ['standard minimum guarantee single', '/guides/pension-credit', 'Standard amount if you are single £238 a week'],
  ['standard minimum guarantee couple', '/guides/pension-credit', 'Standard amount if you have a partner £363.25 a week'],
  ['severe disability addition', '/guides/pension-credit', 'Severe disability addition, for each partner who qualifies £86.05 a week'],
  ['severe disability addition, double', '/guides/pension-credit', 'you get the double amount of £172.10 a week'],
  ['carer addition', '/guides/pension-credit', "Carer addition, for each partner who is entitled to Carer's Allowance £48.15 a week"],
  ['child addition', '/guides/pension-credit', 'Each child or young person you are responsible for £69.98 a week'],
  ['eldest child born before April 2017', '/guides/pension-credit', 'The eldest child, if born before 6 April 2017 (instead of the amount above) £81.07 a week'],
  ['disabled child additions', '/guides/pension-credit', 'A disabled child: extra £37.93 a week or £118.46 a week'],
  ['no limit on children', '/guides/pension-credit', 'There is no limit on the number of children'],
  ['housing costs: ground rent and service charges', '/guides/pension-credit', 'such as ground rent and service charges'],
  ['example: minimum guarantee 238 + 86.05', '/guides/pension-credit', 'Her minimum guarantee £324.05'],
  ['example: guarantee credit 324.05 − 241.30', '/guides/pension-credit', 'Guarantee credit £82.75'],
  ['example: the new State Pension', '/guides/pension-credit', 'the full new State Pension of £241.30 a week'],
  ['savings credit only before April 2016', '/guides/pension-credit', 'You can only get it if you reached State Pension age before 6 April 2016'],
  ['savings credit maximum', '/guides/pension-credit', 'The most you can get is £17.96 a week if you are single, or £20.10 a week if you have a partner'],
  ['savings credit thresholds', '/guides/pension-credit', '(£208.07 a week single, £329.75 a week couple)'],
  ['savings ignored', '/guides/pension-credit', 'The first £10,000 of your savings and investments is ignored'],
  ['tariff income', '/guides/pension-credit', 'For every £500, or part of it, above £10,000, £1 a week is counted as income'],
  ['tariff income example 15,800', '/guides/pension-credit', '11 full steps of £500 and part of another, so 12 steps of £1 a week are counted'],
  ['no upper savings limit', '/guides/pension-credit', 'There is no upper savings limit for Pension Credit'],
  [
    'earnings disregards',
    '/guides/pension-credit',
    'The first £5 a week is ignored if you are single, or £10 a week if you have a partner. It is £20 a week if you or your partner are a carer',
  ],
  ['savings credit amount A', '/guides/pension-credit', 'You get 60% of that income above the threshold'],
  ['savings credit amount B', '/guides/pension-credit', '40% of the amount above it is taken off'],
  ['ignored income', '/guides/pension-credit', 'Attendance Allowance, Disability Living Allowance and PIP'],
  ['Cold Weather Payment', '/guides/pension-credit', '£25 for each 7-day period'],
  ['free TV licence', '/guides/pension-credit', 'A free TV licence if you are 75 or over'],
  ['claim line', '/guides/pension-credit', 'call the Pension Credit claim line on 0800 99 1234, Monday to Friday, 8am to 6pm'],
  ['claim 4 months ahead', '/guides/pension-credit', 'You can claim from 4 months before you reach State Pension age'],
  ['backdating', '/guides/pension-credit', 'backdated by up to 3 months'],
  // ESA (the rates table (src/calc/rates/general.ts))
  ['ESA assessment rate 25+', '/scenarios/disability-benefits', '£95.55 a week if you are 25 or over'],
  ['ESA assessment rate under 25', '/scenarios/disability-benefits', '£75.65 a week if you are under 25'],
  ['ESA support component', '/scenarios/disability-benefits', 'support component of £50.35 a week'],
  ['ESA assessment phase', '/scenarios/disability-benefits', 'first 13 weeks'],
  ['ESA groups', '/scenarios/disability-benefits', 'Work-Related Activity group'],
  ['disability page PIP rates', '/scenarios/disability-benefits', 'Daily living is £76.70 or £114.60 a week, and mobility is £30.30 or £80 a week'],
  ['Pension Age Disability Payment', '/scenarios/disability-benefits', 'Pension Age Disability Payment'],
  ['disability page LCWRA', '/scenarios/disability-benefits', 'It is £429.80 a month if you had LCWRA'],
  // Unemployed
  ['unemployed standard allowance', '/scenarios/unemployed', 'the standard allowance is £424.90 a month (£338.58 if you are under 25)'],
  ['SWAP weeks 1-2', '/scenarios/unemployed', 'Weeks 1 to 2'],
  ['SWAP weeks 3-5', '/scenarios/unemployed', 'Weeks 3 to 5'],
  ['SWAP week 6+', '/scenarios/unemployed', 'A guaranteed job interview'],
  ['unemployed backdating', '/scenarios/unemployed', 'backdated by up to 1 month'],
  ['unemployed higher-level sanction', '/scenarios/unemployed', 'is a higher-level sanction: the first one lasts 91 days'],
  ['unemployed job search', '/scenarios/unemployed', '35 hours a week'],
  ['unemployed meetings', '/scenarios/unemployed', 'every fortnight'],
  ['budgeting advance range', '/scenarios/unemployed', 'from £100 up to £348 if you are single'],
  // Pensioners
  ['pensioners figures year', '/scenarios/pensioners', 'Figures on this page are for the 2026 to 2027 tax year'],
  ['Pension Credit single', '/scenarios/pensioners', '£238 a week if you are single'],
  ['Pension Credit couple', '/scenarios/pensioners', '£363.25 a week if you have a partner'],
  ['savings credit date', '/scenarios/pensioners', 'before 6 April 2016'],
  ['savings disregard', '/scenarios/pensioners', '£10,000'],
  ['winter fuel lower', '/scenarios/pensioners', 'nobody is 80 or over £200'],
  ['winter fuel higher', '/scenarios/pensioners', '80 or over £300'],
  ['winter fuel to everyone since 2025', '/scenarios/pensioners', 'Since winter 2025 to 2026 it is paid to everyone over State Pension age again'],
  ['winter fuel recovery threshold', '/scenarios/pensioners', 'over £35,000 a year, the Winter Fuel Payment is taken back'],
  ['Warm Home Discount', '/scenarios/pensioners', '£150'],
  ['Cold Weather Payment', '/scenarios/pensioners', '£25 for each 7-day period'],
  ['TV licence colour', '/scenarios/pensioners', 'A colour TV licence costs £180 a year'],
  ['free TV licence', '/scenarios/pensioners', 'free if you are 75 or over and get Pension Credit'],
  ['Attendance Allowance rates', '/scenarios/pensioners', 'It is £76.70 a week if you need help by day or by night, or £114.60 a week'],
  ['Pension Age Disability Payment', '/scenarios/pensioners', 'Pension Age Disability Payment'],
  ['national pension-age CTS scheme', '/scenarios/pensioners', 'up to 100% off your bill'],
  ['Pension Credit line', '/scenarios/pensioners', '0800 99 1234'],
  ['savings credit maximum', '/scenarios/pensioners', 'up to £17.96 a week if you are single or £20.10 a week if you have a partner'],
  ['couples both over State Pension age', '/scenarios/pensioners', 'you can usually only get it if you have both reached State Pension age'],
  ['claim 4 months ahead', '/scenarios/pensioners', 'You can claim from 4 months before you reach State Pension age'],
  // Young people
  ['young people standard allowance', '/scenarios/young-people', 'the standard allowance is £338.58 a month'],
  ['young couple', '/scenarios/young-people', '£528.34 a month'],
  ['bursary', '/scenarios/young-people', 'up to £1,200 a year'],
  ['apprentice minimum wage', '/scenarios/young-people', '£8 an hour'],
  ['skills bootcamps', '/scenarios/young-people', 'Up to 16 weeks'],
  ['work academies', '/scenarios/young-people', '2 to 6 weeks'],
  ['traineeships', '/scenarios/young-people', 'Up to 6 months'],
  // Single parents
  ['single parents child element, no two-child limit', '/scenarios/single-parents', 'The two-child limit ended on 6 April 2026'],
  ['single parents Child Benefit', '/scenarios/single-parents', '£27.05 a week for your eldest child and £17.90 a week for each other child'],
  ['tax-free childcare top-up', '/scenarios/single-parents', '20% top-up'],
  ['tax-free childcare limit', '/scenarios/single-parents', '£500 every 3 months'],
  ['free hours 2-year-olds', '/scenarios/single-parents', '2-year-olds: 15 free hours a week'],
  ['free hours 3-4 year olds', '/scenarios/single-parents', 'up to 30 hours'],
  ['work requirements: none until 3', '/scenarios/single-parents', 'no job-search requirements until your youngest child was 3'],
  ['work requirements: preparation from 3', '/scenarios/single-parents', 'work preparation from 3'],
  ['work requirements: full from 5', '/scenarios/single-parents', 'full requirements from 5'],
  ['single parents childcare caps', '/scenarios/single-parents', 'up to £1,071.09 a month for one child or £1,836.16 for two or more'],
  ['Carer Support Payment named', '/scenarios/single-parents', 'Carer Support Payment in Scotland'],
  ['single parents work allowance', '/scenarios/single-parents', 'you keep the first £427 you earn each month'],
  ['free school meals for every UC household', '/scenarios/single-parents', 'since September 2026 every child in a household that gets Universal Credit can get free school meals'],
  // Carers
  ["Carer's Allowance weekly", '/scenarios/carers', "Carer's Allowance is £86.45 a week"],
  ['care hours', '/scenarios/carers', 'at least 35 hours a week'],
  ['earnings limit', '/scenarios/carers', '£204 a week or less'],
  ['earnings limit history', '/scenarios/carers', 'went up from £151 to £196 a week in April 2025'],
  ['Carer Support Payment in Scotland', '/scenarios/carers', 'Carer Support Payment'],
  ['qualifying benefits in Scotland', '/scenarios/carers', 'PIP, Attendance Allowance or DLA (in Scotland, Adult Disability Payment or Pension Age Disability Payment)'],
  ['carer age', '/scenarios/carers', 'aged 16 or over'],
  ['tax note', '/scenarios/carers', "Carer's Allowance is taxable"],
  ['UC carer element', '/scenarios/carers', '£209.34 a month'],
  ["Carer's Allowance Unit", '/scenarios/carers', '0800 731 0297'],
  ['Pension Credit carer addition', '/scenarios/carers', 'being entitled to it adds a carer addition of £48.15 a week to Pension Credit'],
  // Help page hours (docs/product.md §2)
  ['advice charity hours', '/help', 'Monday to Friday, 9am to 5pm'],
  ['helpline hours', '/help', 'Monday to Friday, 8am to 6pm'],
];

/** Text of the page as a person reads it: markup and line breaks collapsed. */
function readable(text: string): string {
  return text.replace(/\s+/g, ' ').replace(/[‘’]/g, "'").replace(/\*\*/g, '');
}

const byRoute = new Map<string, Array<(typeof FIGURES)[number]>>();
for (const row of FIGURES) byRoute.set(row[1], [...(byRoute.get(row[1]) ?? []), row]);

for (const [route, rows] of byRoute) {
  test(`${route} states its figures`, async ({ page }) => {
    onlyForBuildOfYearInForce();
    await page.goto(route);
    // innerText, not textContent: table cells and list items read as separate words.
    const text = readable(await page.getByRole('main').innerText());
    const missing = rows.filter(([, , expected]) => !text.includes(readable(expected))).map(([figure, , expected]) => `${figure}: "${expected}"`);
    expect(missing, `figures missing on ${route}`).toEqual([]);
  });
}

// Every guide and scenario page says when it was last checked against the rules.
const REVIEWED: ReadonlyArray<readonly [route: string, date: string]> = [
  ['/guides/universal-credit', '23 November 2026'],
  ['/guides/lcw-lcwra', '23 November 2026'],
  ['/guides/personal-independence-payment', '23 November 2026'],
  ['/guides/housing-benefit', '23 November 2026'],
  ['/guides/pension-credit', '26 November 2026'],
  ['/scenarios/carers', '26 November 2026'],
  ['/scenarios/disability-benefits', '23 November 2026'],
  ['/scenarios/pensioners', '26 November 2026'],
  ['/scenarios/single-parents', '23 November 2026'],
  ['/scenarios/unemployed', '23 November 2026'],
  ['/scenarios/young-people', '23 November 2026'],
];

test('each guide and scenario page gives the date it was last reviewed', async ({ page }) => {
  for (const [route, date] of REVIEWED) {
    await page.goto(route);
    await expect(page.getByText(`Last reviewed ${date}.`), route).toBeVisible();
  }
});

test('each worked example in the Universal Credit guide adds up', async ({ page }) => {
  await page.goto('/guides/universal-credit');
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
});

test('a quoted figure carries its rate id and tax year, so the server can apply the published amount', async ({ page }) => {
  onlyForBuildOfYearInForce();
  await page.goto('/guides/universal-credit');
  const figure = page.locator('main span[data-rate="universal-credit.standard-allowance.single-25-plus"][data-rate-year="2026-27"]').first();
  await expect(figure).toHaveText('£424.90');
  await page.goto('/scenarios/unemployed');
  await expect(page.locator('main span[data-rate="universal-credit.standard-allowance.single-25-plus"]').first()).toHaveText('£424.90 a month');
});
