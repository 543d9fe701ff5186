/**
 * Every figure and time of spec 002 §9 ("Figures stated on guide pages", "Times",
 * "Other benefits"), and the eligibility rules of spec 002 §5, on the page where
 * it belongs. Table-driven: one row per figure and page.
 */
import { test, expect } from './fixtures';

/** [what the spec says, page, exact text on the page]. */
const FIGURES: ReadonlyArray<readonly [figure: string, route: string, text: string]> = [
  // Universal Credit 2025, monthly
  ['UC standard allowance single under 25', '/guides/universal-credit', '£311.68'],
  ['UC standard allowance single 25+', '/guides/universal-credit', '£393.45'],
  ['UC standard allowance couple under 25', '/guides/universal-credit', '£489.23'],
  ['UC standard allowance couple 25+', '/guides/universal-credit', '£617.60'],
  ['child element', '/guides/universal-credit', '£333.33 per child'],
  ['two-child limit date', '/guides/universal-credit', 'born after 6 April 2017'],
  ['LCW addition', '/guides/universal-credit', '£156.11'],
  ['LCWRA addition', '/guides/universal-credit', '£416.19'],
  ['carer element monthly', '/guides/universal-credit', '£198.31'],
  ['carer element weekly', '/guides/universal-credit', '£45.69 a week'],
  ['childcare share', '/guides/universal-credit', 'up to 85%'],
  ['childcare cap one child', '/guides/universal-credit', '£646.35 a month for one child'],
  ['childcare cap two or more', '/guides/universal-credit', '£1,108.04 a month for two or more children'],
  ['work allowance with housing', '/guides/universal-credit', '£673 a month'],
  ['work allowance without housing', '/guides/universal-credit', '£1,116 a month'],
  ['taper', '/guides/universal-credit', 'goes down by 55p'],
  ['example total 1', '/guides/universal-credit', '£1,860.11'],
  ['example total 2', '/guides/universal-credit', '£891.68'],
  ['example total 3', '/guides/universal-credit', '£791.68'],
  ['example total 4', '/guides/universal-credit', '£741.83'],
  ['budgeting advance single', '/guides/universal-credit', 'up to £812 if you are single'],
  ['budgeting advance family', '/guides/universal-credit', 'up to £1,230'],
  ['budgeting advance after 6 months', '/guides/universal-credit', 'getting Universal Credit for 6 months'],
  ['backdating', '/guides/universal-credit', 'backdated by up to 1 month'],
  ['first sanction', '/guides/universal-credit', 'usually lasts 4 weeks'],
  ['job search hours', '/guides/universal-credit', '35 hours a week'],
  ['fortnightly meetings', '/guides/universal-credit', 'every fortnight'],
  ['savings limit', '/guides/universal-credit', 'over £16,000'],
  ['claim time', '/guides/universal-credit', '30 to 40 minutes'],
  ['UC helpline hours', '/guides/universal-credit', 'Monday to Friday, 8am to 6pm'],
  ['UC helpline number', '/guides/universal-credit', '0800 328 5644'],
  // Times (LCW/LCWRA guide)
  ['UC50 arrives', '/guides/lcw-lcwra', '2 to 4 weeks after you report your condition'],
  ['UC50 return', '/guides/lcw-lcwra', 'Return the UC50 within 1 month'],
  ['reconsideration', '/guides/lcw-lcwra', 'within 1 month of the date of the decision'],
  ['reconsideration absolute limit', '/guides/lcw-lcwra', '13 months'],
  ['appeal time', '/guides/lcw-lcwra', 'within 1 month of the date on your mandatory reconsideration notice'],
  ['appeal success', '/guides/lcw-lcwra', 'About 70% of appeals'],
  ['reviews', '/guides/lcw-lcwra', 'every 1 to 3 years'],
  ['assessment format notice', '/guides/lcw-lcwra', 'at least 7 days before'],
  ['LCW points', '/guides/lcw-lcwra', 'you need 15 points or more'],
  ['LCWRA points', '/guides/lcw-lcwra', 'you also need 15 points or more'],
  ['LCWRA from a severe condition', '/guides/lcw-lcwra', 'LCWRA can also come from a severe condition'],
  ['automatic: terminal illness', '/guides/lcw-lcwra', 'terminally ill'],
  ['automatic: chemotherapy or radiotherapy', '/guides/lcw-lcwra', 'chemotherapy or radiotherapy'],
  ['automatic: Attendance Allowance', '/guides/lcw-lcwra', 'Attendance Allowance'],
  ['automatic: highest-rate PIP daily living', '/guides/lcw-lcwra', 'highest rate of the PIP daily living component'],
  ['automatic: registered blind', '/guides/lcw-lcwra', 'registered blind'],
  ['cannot apply: no UC', '/guides/lcw-lcwra', 'do not get Universal Credit'],
  ['cannot apply: over State Pension age', '/guides/lcw-lcwra', 'over State Pension age'],
  ['cannot apply: full-time education', '/guides/lcw-lcwra', 'full-time education'],
  ['cannot apply: no medical evidence', '/guides/lcw-lcwra', 'no medical evidence'],
  ['cannot apply: temporary condition', '/guides/lcw-lcwra', 'expected to last less than 3 months'],
  ['condition 12+ months', '/guides/lcw-lcwra', '12 months or more'],
  ['LCW amount', '/guides/lcw-lcwra', '£156.11'],
  ['LCWRA amount', '/guides/lcw-lcwra', '£416.19'],
  // PIP
  ['PIP daily living standard', '/guides/personal-independence-payment', '£72.65'],
  ['PIP daily living enhanced', '/guides/personal-independence-payment', '£108.55'],
  ['PIP mobility standard', '/guides/personal-independence-payment', '£28.70'],
  ['PIP mobility enhanced', '/guides/personal-independence-payment', '£75.75'],
  ['PIP calculator uses different rates', '/guides/personal-independence-payment', 'uses a different set of weekly rates'],
  ['PIP assessment format notice', '/guides/personal-independence-payment', 'at least 7 days before'],
  ['PIP condition length', '/guides/personal-independence-payment', '12 months or more'],
  ['PIP new claims', '/guides/personal-independence-payment', '0800 917 2222'],
  ['PIP reconsideration', '/guides/personal-independence-payment', 'within 1 month of the date on your decision letter'],
  ['PIP absolute limit', '/guides/personal-independence-payment', '13 months'],
  ['PIP appeal success', '/guides/personal-independence-payment', 'About 70%'],
  ['PIP reviews', '/guides/personal-independence-payment', 'every 1 to 3 years'],
  // Housing Benefit
  ['bedroom tax one room', '/guides/housing-benefit', '14%'],
  ['bedroom tax two rooms', '/guides/housing-benefit', '25%'],
  ['bedroom tax name', '/guides/housing-benefit', 'removal of the spare room subsidy'],
  ['LHA', '/guides/housing-benefit', 'Local Housing Allowance (LHA)'],
  ['who can still claim', '/guides/housing-benefit', 'you have reached State Pension age'],
  // ESA
  ['ESA weekly', '/scenarios/disability-benefits', '£120.70 a week'],
  ['ESA support component', '/scenarios/disability-benefits', '£46.85 a week'],
  ['ESA assessment phase', '/scenarios/disability-benefits', 'first 13 weeks'],
  ['ESA groups', '/scenarios/disability-benefits', 'Work-Related Activity group'],
  // Unemployed
  ['SWAP weeks 1-2', '/scenarios/unemployed', 'Weeks 1 to 2'],
  ['SWAP weeks 3-5', '/scenarios/unemployed', 'Weeks 3 to 5'],
  ['SWAP week 6+', '/scenarios/unemployed', 'A guaranteed job interview'],
  ['unemployed backdating', '/scenarios/unemployed', 'backdated by up to 1 month'],
  ['unemployed first sanction', '/scenarios/unemployed', 'usually lasts 4 weeks'],
  ['unemployed job search', '/scenarios/unemployed', '35 hours a week'],
  ['unemployed meetings', '/scenarios/unemployed', 'every fortnight'],
  ['budgeting advance range', '/scenarios/unemployed', 'from £100 up to £812'],
  // Pensioners
  ['Pension Credit single', '/scenarios/pensioners', '£218.15 a week'],
  ['Pension Credit couple', '/scenarios/pensioners', '£332.95 a week'],
  ['savings credit single', '/scenarios/pensioners', '£17.01 a week'],
  ['savings credit couple', '/scenarios/pensioners', '£19.04 a week'],
  ['savings credit date', '/scenarios/pensioners', 'before 6 April 2016'],
  ['savings disregard', '/scenarios/pensioners', '£10,000'],
  ['winter fuel lower', '/scenarios/pensioners', '£200'],
  ['winter fuel higher', '/scenarios/pensioners', '£300'],
  ['Warm Home Discount', '/scenarios/pensioners', '£150'],
  ['Cold Weather Payment', '/scenarios/pensioners', '£25 for each 7-day period'],
  ['TV licence colour', '/scenarios/pensioners', '£169.50'],
  ['TV licence black and white', '/scenarios/pensioners', '£57'],
  ['free TV licence', '/scenarios/pensioners', 'free if you are 75 or over and get Pension Credit'],
  ['Pension Credit line', '/scenarios/pensioners', '0800 99 1234'],
  // Young people
  ['bursary', '/scenarios/young-people', 'up to £1,200 a year'],
  ['apprentice minimum wage', '/scenarios/young-people', '£6.40 an hour'],
  ['skills bootcamps', '/scenarios/young-people', 'Up to 16 weeks'],
  ['work academies', '/scenarios/young-people', '2 to 6 weeks'],
  ['traineeships', '/scenarios/young-people', 'Up to 6 months'],
  // Single parents
  ['tax-free childcare top-up', '/scenarios/single-parents', '20% top-up'],
  ['tax-free childcare limit', '/scenarios/single-parents', '£500 every 3 months'],
  ['free hours 2-year-olds', '/scenarios/single-parents', '2-year-olds: 15 free hours a week'],
  ['free hours 3-4 year olds', '/scenarios/single-parents', 'up to 30 hours'],
  ['work requirements: none until 3', '/scenarios/single-parents', 'no job-search requirements until your youngest child was 3'],
  ['work requirements: preparation from 3', '/scenarios/single-parents', 'work preparation from 3'],
  ['work requirements: full from 5', '/scenarios/single-parents', 'full requirements from 5'],
  ['single parents childcare caps', '/scenarios/single-parents', '£646.35'],
  // Carers
  ["Carer's Allowance weekly", '/scenarios/carers', '£81.90 a week'],
  ["Carer's Allowance monthly", '/scenarios/carers', '£354.90 a month'],
  ["Carer's Allowance yearly", '/scenarios/carers', '£4,258.80 a year'],
  ['care hours', '/scenarios/carers', 'at least 35 hours a week'],
  ['earnings limit', '/scenarios/carers', '£151 a week or less'],
  ['carer age', '/scenarios/carers', 'aged 16 or over'],
  ['tax note', '/scenarios/carers', "Carer's Allowance is taxable"],
  ['UC carer element', '/scenarios/carers', '£198.31 a month'],
  ["Carer's Allowance Unit", '/scenarios/carers', '0800 731 0297'],
  // Help page hours (spec 002 §2)
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
  test(`${route} states its spec 002 §9 figures`, async ({ page }) => {
    await page.goto(route);
    const text = readable((await page.getByRole('main').textContent()) ?? '');
    const missing = rows.filter(([, , expected]) => !text.includes(readable(expected))).map(([figure, , expected]) => `${figure}: "${expected}"`);
    expect(missing, `figures missing on ${route}`).toEqual([]);
  });
}

test('each worked example in the Universal Credit guide adds up', async ({ page }) => {
  await page.goto('/guides/universal-credit');
  const examples = page.locator('.callout').filter({ hasText: /Example \d: / });
  await expect(examples).toHaveCount(4);
  for (const example of await examples.all()) {
    const rows = await example.locator('tbody tr').evaluateAll((trs) =>
      trs.map((tr) => [tr.children[0]?.textContent ?? '', tr.children[1]?.textContent ?? ''] as const),
    );
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
