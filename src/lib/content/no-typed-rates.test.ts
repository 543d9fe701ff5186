/**
 * Content quotes figures of the rates table through `<Rate>` / `{rate:id}`, never typed
 * (docs/rules.md "Tax years"), and every guide and situation page says which tax year its figures
 * are for. Scans every file of content/, news included: a news article quotes a current figure with
 * `<Rate>` and may type a past year's figure only where PAST_YEAR_FIGURES allows it, with the year named.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ratesFor, taxYearInfo, type TaxYear } from '~/calc/rates';
import { withBuiltInLhaRates } from '~/calc/lha';
import { RATE_DEFINITIONS } from '~/calc/rates/catalogue';
import { toPence } from '~/calc/money';
import { findTypedRates, quotedRateIds, rateAmountsInPence, type AllowedPhrase } from './no-typed-rates';

const ROOT = join(__dirname, '../../..');
const CONTENT = join(ROOT, 'content');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const FILES = filesUnder(CONTENT).map((path) => ({ file: relative(ROOT, path).split('\\').join('/'), text: readFileSync(path, 'utf8') }));

/**
 * A past year's figure that a news article reports on purpose: [article, the phrase that holds
 * the amount and names its year ('2025/26'), that year]. Allowed only for that article and that
 * phrase, and only when the amount is the table's figure of the year the phrase names. A current
 * figure is quoted with <Rate> (the article is MDX).
 */
type PastYearFigure = readonly [file: string, phrase: string, year: TaxYear];
const PAST_YEAR_FIGURES: readonly PastYearFigure[] = [];

/** What is wrong with a past-year allowance, or [] when the phrase names its year and holds that year's figure. */
function pastYearProblems([file, phrase, year]: PastYearFigure, text: string): string[] {
  const problems: string[] = [];
  if (!file.startsWith('content/news/')) problems.push('only news articles report past figures');
  if (!text.includes(phrase)) problems.push('the phrase is not in the article');
  if (!phrase.includes(taxYearInfo(year).shortLabel)) problems.push(`the phrase does not name ${taxYearInfo(year).shortLabel}`);
  const yearAmounts = new Set(Object.values(withBuiltInLhaRates(ratesFor(year))).map((r) => (r.amount === null ? null : toPence(r.amount))));
  const typed = findTypedRates(file, phrase).map((f) => f.typed);
  if (typed.length === 0) problems.push('the phrase holds no amount of the table');
  for (const amount of typed) if (!yearAmounts.has(toPence(Number(amount.replace(/[£,\s]/g, ''))))) problems.push(`${amount} is not a ${year} figure`);
  return problems;
}

/** Amounts equal to a rate that are not that rate, with the phrase that shows it. */
const NOT_RATES: readonly AllowedPhrase[] = [
  // '£1' of earnings or income in a taper sentence, not Housing Benefit's £1 a week tariff income.
  ...FILES.flatMap(({ file }) => ['£1 you earn', '£1 of income', 'every £1', 'each £1', 'extra £1'].map((phrase) => [file, phrase] as const)),
  // Pension-age tariff income: £1 for each £500 above £10,000 (HB(SPC) Regs reg 29), not in the table.
  ['content/guides/housing-benefit.mdx', '£1 a week is counted for each £500'],
  ['content/scenarios/pensioners.mdx', '£1 a week is counted as income'],
  // The bedroom tax's worked cut (14% of £120), not Wales's non-dependant deduction of the same amount.
  ['content/guides/housing-benefit.mdx', 'of £120 by £16.80'],
  // The budgeting advance's smallest loan, not a rate.
  ...FILES.flatMap(({ file }) => [[file, 'from £100 up to'] as const]),
  // Tax-Free Childcare: £2 for every £8 paid in, not the apprentice rate.
  ['content/scenarios/single-parents.mdx', 'For every £8 you pay'],
  // The budgeting advance's largest loan for a single person, not a non-dependant band.
  ...FILES.flatMap(({ file }) => [[file, 'up to £348 if you'] as const]),
  // Tax-Free Childcare's quarterly top-up, not a capital step.
  ['content/scenarios/single-parents.mdx', '£500 every 3 months'],
  // A bedroom tax example: its rent and service charges.
  ['content/guides/housing-benefit.mdx', 'if your rent is £100 a week'],
  ['content/guides/housing-benefit.mdx', 'plus £20 of service charges'],
  // Past years' figures that news reports on purpose, with the year named.
  ...PAST_YEAR_FIGURES.map(([file, phrase]) => [file, phrase] as const),
];

describe('no amount of the rates table is typed into content', () => {
  it('finds a typed rate, and not one quoted through <Rate> (the check can fail)', () => {
    const sample = 'The standard allowance is £424.90 a month, or <Rate id="universal-credit.standard-allowance.single-under-25" />.';
    const found = findTypedRates('content/guides/sample.mdx', sample);
    expect(found.map((f) => f.typed)).toEqual(['£424.90']);
    expect(found[0]?.rateIds).toContain('universal-credit.standard-allowance.single-25-plus');
  });

  it('knows amounts of every year and with thousands separators', () => {
    const sample = 'It was £393.45 in 2024, the cap is £1,835 and the limit £16,000. A rent of £1,100 is not a rate.';
    expect(findTypedRates('x.mdx', sample).map((f) => f.typed)).toEqual(['£393.45', '£1,835', '£16,000']);
  });

  it('excuses an amount only inside its allowed phrase', () => {
    const allowed = [['x.mdx', 'for every £1 you earn']] as const;
    expect(findTypedRates('x.mdx', 'for every £1 you earn', allowed)).toEqual([]);
    expect(findTypedRates('x.mdx', 'tariff income of £1 a week', allowed).map((f) => f.typed)).toEqual(['£1']);
  });

  const amounts = rateAmountsInPence();

  /**
   * The figures an English page types with a reason (NOT_RATES). Its Welsh twin
   * (content/<collection>/cy/<file>) may type the same figures: the translation keeps them, in Welsh words.
   */
  function excusedInEnglish(welshFile: string): Set<string> {
    const file = welshFile.replace('/cy/', '/');
    const text = FILES.find((f) => f.file === file)?.text ?? '';
    const unexcused = new Set(findTypedRates(file, text, NOT_RATES, amounts).map((f) => f.typed));
    return new Set(findTypedRates(file, text, [], amounts).map((f) => f.typed).filter((typed) => !unexcused.has(typed)));
  }

  it('lets a Welsh page type only the figures its English twin types with a reason', () => {
    const welsh = 'content/guides/cy/housing-benefit.mdx';
    expect(excusedInEnglish(welsh)).toEqual(new Set(['£1', '£20', '£16.80']));
    expect(excusedInEnglish('content/guides/cy/no-such-page.mdx')).toEqual(new Set());
  });

  it.each(FILES.map(({ file }) => [file]))('%s types no rate', (file) => {
    const text = FILES.find((f) => f.file === file)?.text ?? '';
    const excused = file.includes('/cy/') ? excusedInEnglish(file) : new Set<string>();
    const found = findTypedRates(file, text, NOT_RATES, amounts)
      .filter((f) => !excused.has(f.typed))
      .map((f) => `line ${f.line}: ${f.typed} (${f.rateIds.join(', ')}) in "…${f.context}…"`);
    expect(found, 'quote these with <Rate id="…" /> (MDX) or {rate:id} (glossary)').toEqual([]);
  });
});

describe('news quotes the table too', () => {
  it('scans the news articles', () => expect(FILES.filter(({ file }) => file.startsWith('content/news/')).length).toBeGreaterThanOrEqual(4));

  it('fails a typed current figure in news', () => {
    const found = findTypedRates('content/news/sample.md', 'Pension Credit tops up a weekly income to £238.00.', NOT_RATES);
    expect(found.map((f) => f.typed)).toEqual(['£238.00']);
  });

  it.each(PAST_YEAR_FIGURES.map((allowance) => [allowance[0], allowance[1], allowance]))('%s may say "%s"', (file, _phrase, allowance) => {
    expect(pastYearProblems(allowance, FILES.find((f) => f.file === file)?.text ?? '')).toEqual([]);
  });

  it('allows a past figure only with its year named and only when it is that year’s figure', () => {
    const text = 'In 2025/26 it topped up a weekly income to £227.10.';
    expect(pastYearProblems(['content/news/x.md', 'In 2025/26 it topped up a weekly income to £227.10', '2025-26'], text)).toEqual([]);
    expect(pastYearProblems(['content/news/x.md', 'it topped up a weekly income to £227.10', '2025-26'], text)).toEqual(['the phrase does not name 2025/26']);
    expect(pastYearProblems(['content/news/x.md', 'In 2025/26 it topped up a weekly income to £227.10', '2026-27'], text)).toEqual([
      'the phrase does not name 2026/27',
      '£227.10 is not a 2026-27 figure',
    ]);
    expect(pastYearProblems(['content/guides/x.mdx', 'In 2025/26 it topped up a weekly income to £227.10', '2025-26'], text)).toEqual([
      'only news articles report past figures',
    ]);
  });
});

describe('quoted rates exist', () => {
  it.each(FILES.map(({ file }) => [file]))('%s quotes only known rate ids', (file) => {
    const text = FILES.find((f) => f.file === file)?.text ?? '';
    expect(quotedRateIds(text).filter((id) => !(id in RATE_DEFINITIONS))).toEqual([]);
  });

  it('reads <Rate> ids and {rate:} placeholders', () => {
    expect(quotedRateIds('<Rate id="a.b" bare /> and {rate:c.d|bare} and <Rate year="2025-26" id="e.f" />')).toEqual(['a.b', 'e.f', 'c.d']);
  });
});

describe('every guide and situation page states the tax year of its figures', () => {
  const articles = FILES.filter(({ file }) => /^content\/(guides|scenarios)\//.test(file));
  it('has the pages', () => expect(articles.length).toBeGreaterThanOrEqual(10));
  it.each(articles.map(({ file }) => [file]))('%s', (file) => {
    const text = FILES.find((f) => f.file === file)?.text ?? '';
    if (file.includes('/cy/')) expect(text).toMatch(/Mae'r ffigurau ar y dudalen hon ar gyfer blwyddyn dreth <TaxYearLabel \/>/);
    else expect(text).toMatch(/Figures on this page are for the <TaxYearLabel \/> tax year/);
  });
});
