import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculateCouncilTaxSupport, COUNCIL_SCHEME_URL, defaultCouncilTaxSupportInput, type CouncilTaxSupportInput } from '~/calc/council-tax-support';
import { DEFAULT_RATES, resolveRates, tableYear } from '~/calc/rates';
import { BUILT_IN_SCHEMES } from '~/calc/council-tax-support-local/schemes';
import { expectDrawsFromAnySavedData } from '~/islands/shared/saved/saved-data-property';
import { savedData } from '~/islands/shared/saved/test-arbitraries';
import { readSavedCouncilTaxSupportInput, readSavedCouncilTaxSupportResult } from './saved-input';
import PropertyStep from './PropertyStep';
import HouseholdStep from './HouseholdStep';
import IncomeStep from './IncomeStep';
import CircumstancesStep from './CircumstancesStep';
import { ctsQuestionsShown } from './state';
import ResultsStep from './ResultsStep';

/** The capital upper limit of 2025/26 (CTR Prescribed Requirements Sch 1 para 11): £16,000. */
const LIMIT = 16000;

describe('readSavedCouncilTaxSupportInput: the reader’s contract (docs/product.md §4, §5)', () => {
  it('gives the defaults, with nothing named, for data that is not an object', () => {
    for (const value of [undefined, null, 'x', 3, [], {}]) expect(readSavedCouncilTaxSupportInput(value, LIMIT)).toEqual({ input: defaultCouncilTaxSupportInput(), reset: [] });
  });

  it('takes the default quietly for a missing answer (an older save)', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput({ location: { councilTaxBand: 'D' }, household: { hasPartner: true } }, LIMIT);
    expect(reset).toEqual([]);
    expect(input.location).toEqual({ ...defaultCouncilTaxSupportInput().location, councilTaxBand: 'D' });
    expect(input.household).toEqual({ ...defaultCouncilTaxSupportInput().household, hasPartner: true });
  });

  it('opens an old save with the old premium tickboxes; they add no premium, and the new answers read back', () => {
    // Wales 2026/27, single 30, earnings 200, £1,600: "a disability", "a disability premium elsewhere" and "severe mental
    // impairment" ticked. No premium: 101.85; 195 − 101.85 = 93.15 over, taper 18.63; by the day 1600 − 18.63 ÷ 7 × 365
    // (971.42) = 628.58.
    const old = {
      taxYear: '2026-27',
      location: { country: 'wales', annualCouncilTax: 1600 },
      income: { claimantIncome: { employment: 200 } },
      circumstances: { hasDisability: true, hasDisabilityPremium: true, isSevereMentalImpairment: true },
    };
    const { input, reset } = readSavedCouncilTaxSupportInput(old, LIMIT);
    expect(reset).toEqual([]);
    expect(input.circumstances).toMatchObject({ hasDisability: true, hasDisabilityPremium: true, isSevereMentalImpairment: true });
    expect(calculateCouncilTaxSupport(input).annualReduction).toBe(628.58);
    const answered = {
      ...old,
      household: { otherAdultsDetails: [{ age: 40, getsUniversalCreditNoEarnings: true, getsCareBenefitOrBlind: true }] },
      circumstances: { receivesDisabilityBenefits: true, getsSevereDisabilityBenefit: true, carerPaidForYou: false, getsEnhancedDisabilityBenefit: true },
    };
    const next = readSavedCouncilTaxSupportInput(answered, LIMIT).input;
    expect(next.circumstances).toMatchObject({ getsSevereDisabilityBenefit: true, getsEnhancedDisabilityBenefit: true });
    expect(next.circumstances).not.toHaveProperty('carerPaidForYou');
    expect(next.household.otherAdultsDetails[0]).toMatchObject({ getsUniversalCreditNoEarnings: true, getsCareBenefitOrBlind: true });
  });

  it('resets an answer that is there but wrong to its default, and names it', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput(
      {
        location: { country: 'france', annualCouncilTax: 'a lot' },
        household: { claimantAge: 'old', otherAdultsDetails: [{ age: 30, relationship: 'landlord' }] },
        income: { claimantIncome: { employment: 'some', benefits: 40 } },
        circumstances: { isCarer: 'yes' },
        savings: 12,
      },
      LIMIT,
    );
    const base = defaultCouncilTaxSupportInput();
    expect(input.location).toMatchObject({ country: 'england', annualCouncilTax: base.location.annualCouncilTax });
    expect(input.household).toMatchObject({ claimantAge: base.household.claimantAge, otherAdults: 1, otherAdultsDetails: [{ age: 30, relationship: 'other' }] });
    expect(input.income.claimantIncome).toEqual({ employment: 0, selfEmployment: 0, benefits: 40, pensions: 0, other: 0 });
    expect(input.circumstances.isCarer).toBe(false);
    expect(input.savings).toEqual({ totalSavings: 0, hasOver16000: false });
    expect(reset).toEqual([
      'your savings',
      'your country',
      'your yearly council tax',
      'your age',
      'other adult 1’s relationship to you',
      'your earnings from a job',
      'whether you are a carer',
    ]);
  });

  it('keeps the pence of money, makes other numbers whole and at least 0 without calling it a reset, and reads text holding a number', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput(
      { location: { annualCouncilTax: '1560.8' }, household: { claimantAge: -4, dependentChildren: 30.7 }, savings: { totalSavings: 16000.5 } },
      LIMIT,
    );
    expect(reset).toEqual([]);
    // Money keeps its pence (docs/rules.md CTS 1).
    expect(input.location.annualCouncilTax).toBe(1560.8);
    expect(input.household.claimantAge).toBe(0);
    // At most 20 children, each aged 5 when their ages were not saved (docs/product.md §4).
    expect(input.household.dependentChildren).toBe(20);
    expect(input.household.childrenAges).toHaveLength(20);
    // £16,000.50 is over the limit.
    expect(input.savings).toEqual({ totalSavings: 16000.5, hasOver16000: true });
  });

  it('reads Northern Ireland as answered (the form then explains the help with rates there)', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput({ location: { country: 'northern-ireland' } }, LIMIT);
    expect(reset).toEqual([]);
    expect(input.location.country).toBe('northern-ireland');
  });

  it('keeps a council’s code of the nation’s list, with the council’s own name', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput({ location: { country: 'wales', councilCode: 'W06000015', localAuthority: 'Cardiff' } }, LIMIT);
    expect(reset).toEqual([]);
    expect(input.location).toMatchObject({ country: 'wales', councilCode: 'W06000015', localAuthority: 'City of Cardiff Council' });
  });

  it('drops a code not in the nation’s list, with its name, and names it', () => {
    // Cardiff's code under England; Harrogate's old district code (abolished April 2023).
    for (const location of [
      { country: 'england', councilCode: 'W06000015', localAuthority: 'City of Cardiff Council' },
      { country: 'england', councilCode: 'E07000165', localAuthority: 'Harrogate Borough Council' },
    ]) {
      const { input, reset } = readSavedCouncilTaxSupportInput({ location }, LIMIT);
      expect(input.location).not.toHaveProperty('councilCode');
      expect(input.location.localAuthority).toBe('');
      expect(reset).toEqual(['your council']);
    }
  });

  it('drops a code that is not text, names it, and keeps the name as an older save’s', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput({ location: { country: 'scotland', councilCode: 12, localAuthority: 'Fife Council' } }, LIMIT);
    expect(input.location).not.toHaveProperty('councilCode');
    expect(input.location.localAuthority).toBe('Fife Council');
    expect(reset).toEqual(['your council']);
  });

  it('still reads an older save with only a typed council name, and no code', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput({ location: { country: 'england', localAuthority: 'Leeds' } }, LIMIT);
    expect(reset).toEqual([]);
    expect(input.location.localAuthority).toBe('Leeds');
    expect(input.location).not.toHaveProperty('councilCode');
  });

  it('keeps the pension-age answers only when they were given', () => {
    const { input } = readSavedCouncilTaxSupportInput(
      { household: { reachedPensionAgeBeforeApril2021: false, claimBeforeMay2016: true }, income: { getsGuaranteeCredit: true } },
      LIMIT,
    );
    expect(input.household).toMatchObject({ reachedPensionAgeBeforeApril2021: false, claimBeforeMay2016: true });
    expect(input.income.getsGuaranteeCredit).toBe(true);
  });
});

describe('a saved calculation of the shape before each nation’s scheme', () => {
  // Whole pounds, no State Pension age answer, no qualifying-benefit answers: as saved before.
  const defaults = defaultCouncilTaxSupportInput();
  const old = {
    ...defaults,
    taxYear: '2025-26',
    location: { ...defaults.location, country: 'wales', annualCouncilTax: 1825 },
    household: {
      ...defaults.household,
      claimantAge: 40,
      otherAdults: 1,
      otherAdultsDetails: [{ age: 30, relationship: 'adult-child', income: 577, isStudent: false, hasDisability: false }],
    },
  };

  it('loads with nothing reset and is worked out by the new rules', () => {
    const { input, reset } = readSavedCouncilTaxSupportInput(old, LIMIT);
    expect(reset).toEqual([]);
    // 1825 ÷ 365 × 7 = 35; Wales 2025/26 band 4 for £577: 18.70; 35 − 18.70 = 16.30.
    expect(calculateCouncilTaxSupport(input).weeklyReduction).toBe(16.3);
  });

  it('has its saved result worked out again: an old result lacks the scheme and the deductions', () => {
    const { scheme: _scheme, nonDependantDeductions: _nd, ...oldResult } = calculateCouncilTaxSupport(readSavedCouncilTaxSupportInput(old, LIMIT).input);
    expect(readSavedCouncilTaxSupportResult(JSON.parse(JSON.stringify(oldResult)))).toBeNull();
  });
});

describe('readSavedCouncilTaxSupportResult', () => {
  it('gives back what the engine gives, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculateCouncilTaxSupport(defaultCouncilTaxSupportInput())));
    expect(readSavedCouncilTaxSupportResult(result)).toBe(result);
  });
  it('refuses a result whose breakdown line is not a line', () => {
    const result = calculateCouncilTaxSupport(defaultCouncilTaxSupportInput());
    expect(readSavedCouncilTaxSupportResult({ ...result, breakdown: { ...result.breakdown, taper: { amount: 'x' } } })).toBeNull();
  });
  it('refuses a result with a message whose words are gone, so the page works it out again; keeps the words of one saved before results gave messages', () => {
    const input = { ...defaultCouncilTaxSupportInput(), taxYear: '2026-27' as const };
    const result = calculateCouncilTaxSupport(input);
    expect(readSavedCouncilTaxSupportResult({ ...result, alert: { messageId: 'cts.alert.removed' } })).toBeNull();
    expect(readSavedCouncilTaxSupportResult({ ...result, schemeNotice: 5 })).toBeNull();
    // The words the results showed before: every text a sentence, the not-counted line found by nothing but its words.
    const b = result.breakdown;
    const words = (l: (typeof b.income)[number], name: string, working: string) => ({ ...l, name, working });
    const older = {
      ...result,
      alert: 'You may be eligible for Council Tax Support',
      scheme: { ...result.scheme, name: 'England: your council’s own scheme for working age (illustrative figures)', why: 'Why' },
      schemeNotice: 'Find your council’s scheme: https://www.gov.uk/apply-council-tax-reduction',
      nextSteps: ['For free, independent advice call Citizens Advice on 0800 144 8848'],
      breakdown: {
        ...b,
        councilTax: [
          b.councilTax[0]!,
          words(b.councilTax[1]!, 'Weekly council tax', '£1,200 ÷ 365 × 7 = £23.01 a week (the reduction is worked out per day, as on a council’s letter)'),
        ],
      },
    };
    const read = readSavedCouncilTaxSupportResult(older);
    expect(read).toBe(older);
    const html = renderToStaticMarkup(<ResultsStep input={input} result={read!} weeksPerYear={52} monthsPerYear={12} />);
    expect(html).toContain('You may be eligible for Council Tax Support');
    expect(html).toContain('£1,200 ÷ 365 × 7 = £23.01 a week (the reduction is worked out per day');
    // The note on how the figures are worked out names the weekly tax alone, not a sum read out of the saved words.
    expect(html).toContain('as on a council’s letter: £23.01 a week.');
    expect(html).toContain('Citizens Advice on </span><a href="tel:08001448848"');
  });
  it('draws the engine’s messages in English: the note’s sum, the never-counted line apart from income', () => {
    const input: CouncilTaxSupportInput = { ...defaultCouncilTaxSupportInput(), taxYear: '2026-27', income: { ...defaultCouncilTaxSupportInput().income, notCountedIncome: 30 } };
    const result = calculateCouncilTaxSupport(input);
    expect(readSavedCouncilTaxSupportResult(JSON.parse(JSON.stringify(result)))).not.toBeNull();
    const html = renderToStaticMarkup(<ResultsStep input={input} result={result} weeksPerYear={52} monthsPerYear={12} />);
    expect(html).toContain('as on a council’s letter: £1,200 ÷ 365 × 7 = £23.01 a week.');
    // What is left is the bill less the reduction: the bill is named as the bill, not as what is left.
    expect(html).toContain('What you would still pay is your bill of £1,200.00 a year (£100.00 a month) less the reduction.');
    expect(html).toContain('England: your council’s own scheme for working age (illustrative figures)');
    expect(html).toContain('£30 a week of Child Benefit, PIP, DLA, Attendance Allowance, child maintenance or Housing Benefit: never counted');
    // After the income counted: the line of what is never counted comes last in the income section.
    expect(html.indexOf('Not counted as income')).toBeGreaterThan(html.indexOf('Income counted'));
  });

  it('names the council, its scheme in one sentence and a link to its document; a saved result keeps them', () => {
    const defaults = defaultCouncilTaxSupportInput();
    const input: CouncilTaxSupportInput = {
      ...defaults,
      taxYear: '2026-27',
      location: { ...defaults.location, localAuthority: 'Wirral Borough Council', councilCode: 'E08000015', councilTaxBand: 'F', annualCouncilTax: 1825 },
    };
    const result = readSavedCouncilTaxSupportResult(JSON.parse(JSON.stringify(calculateCouncilTaxSupport(input, undefined, BUILT_IN_SCHEMES))));
    expect(result?.localScheme?.code).toBe('E08000015');
    const html = renderToStaticMarkup(<ResultsStep input={input} result={result!} weeksPerYear={52} monthsPerYear={12} />);
    expect(html).toContain('England: Wirral Borough Council’s own scheme for working age');
    expect(html).toContain('Wirral Borough Council’s scheme for 2026/27 covers up to 50% of your council tax, a share set by the band your weekly income falls in.');
    expect(html).toContain('href="https://www.wirral.gov.uk/files/wirral-ctr-s13a-2026-27-scheme.pdf/download?inline="');
    expect(html).toContain('Read Wirral Borough Council’s scheme: Wirral Metropolitan Borough Council Council Tax Reduction Scheme 2026/27 (copy of 3 August 2026)');
    expect(html).not.toContain('ask your council what its scheme gives');
  });

  it('asks the council where its scheme is not built in', () => {
    const defaults = defaultCouncilTaxSupportInput();
    const input: CouncilTaxSupportInput = {
      ...defaults,
      taxYear: '2026-27',
      location: { ...defaults.location, localAuthority: 'Birmingham City Council', councilCode: 'E08000025' },
    };
    const html = renderToStaticMarkup(<ResultsStep input={input} result={calculateCouncilTaxSupport(input)} weeksPerYear={52} monthsPerYear={12} />);
    expect(html).toContain('We do not have Birmingham City Council’s own scheme for working age yet');
    expect(html).toContain('ask your council what its scheme gives');
  });
});

/** The calculator's four steps and results drawn from an input, as the page draws each after loading. */
function renderCalculator(input: CouncilTaxSupportInput): string {
  const amounts = resolveRates(DEFAULT_RATES);
  const result = calculateCouncilTaxSupport(input, DEFAULT_RATES);
  const stepProps = { input, onChange: () => undefined, amounts, year: tableYear(DEFAULT_RATES), shown: ctsQuestionsShown(input, amounts) };
  return renderToStaticMarkup(
    <>
      <PropertyStep {...stepProps} />
      <HouseholdStep {...stepProps} />
      <IncomeStep {...stepProps} />
      <CircumstancesStep {...stepProps} />
      <ResultsStep input={input} result={result} weeksPerYear={amounts['general.weeks-per-year']} monthsPerYear={amounts['general.months-per-year']} />
    </>,
  );
}

describe('a saved calculation never leaves the calculator unrendered', () => {
  it('draws the calculator from any JSON, and from any mangling of a real input', () => {
    const upper = resolveRates(DEFAULT_RATES)['housing-benefit.capital.upper-limit'];
    const start = defaultCouncilTaxSupportInput();
    // A partner, a child and another adult, so their answers are drawn and mangled too.
    start.household = {
      ...start.household,
      hasPartner: true,
      dependentChildren: 1,
      childrenAges: [6],
      otherAdults: 1,
      otherAdultsDetails: [{ age: 30, relationship: 'lodger', income: 150, isStudent: false, hasDisability: false }],
    };
    const base = JSON.parse(JSON.stringify(start)) as Record<string, unknown>;
    expectDrawsFromAnySavedData(
      savedData(base, ['location', 'household', 'income', 'savings', 'circumstances', 'property']),
      (value) => renderCalculator(readSavedCouncilTaxSupportInput(value, upper).input),
      ['Your estimated Council Tax Support', 'Postcode (optional)'],
      30,
    );
  });
});

describe('the postcode field (docs/product.md §3: location.postcode)', () => {
  it('says the estimate does not use it and where a postcode finds the council', () => {
    const input = defaultCouncilTaxSupportInput();
    const amounts = resolveRates(DEFAULT_RATES);
    const html = renderToStaticMarkup(
      <PropertyStep input={input} onChange={() => undefined} amounts={amounts} year={tableYear(DEFAULT_RATES)} shown={ctsQuestionsShown(input, amounts)} />,
    );
    const field = html.match(/<input[^>]*id="cts-postcode"[^>]*>/)?.[0] ?? '';
    const hintId = field.match(/aria-describedby="([^"]+)"/)?.[1] ?? '';
    expect(hintId).not.toBe('');
    const hint = html.match(new RegExp(`id="${hintId}"[^>]*>(.*?)</(?:p|div)>`))?.[1] ?? '';
    expect(hint).toContain('This estimate does not use it: we do not find your council or its scheme from your postcode.');
    expect(hint).toContain(`href="${COUNCIL_SCHEME_URL}"`);
  });
});
