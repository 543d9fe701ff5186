import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculateHousingBenefit, defaultHousingBenefitInput, type HousingBenefitInput } from '~/calc/housing-benefit';
import { lhaAreaById } from '~/calc/lha';
import { DEFAULT_RATES, resolveRates } from '~/calc/rates';
import { readSavedHousingBenefitInput, readSavedHousingBenefitResult } from './saved-input';
import PersonalTab from './PersonalTab';
import PropertyTab from './PropertyTab';
import IncomeTab from './IncomeTab';
import HousingBenefitResults from './HousingBenefitResults';
import { hbQuestionsShown } from './state';
import { expectDrawsFromAnySavedData } from '~/islands/shared/saved/saved-data-property';
import { savedData } from '~/islands/shared/saved/test-arbitraries';

const read = (value: unknown) => readSavedHousingBenefitInput(value);
const defaults = (): HousingBenefitInput => ({ ...defaultHousingBenefitInput(), lhaArea: null });

describe('readSavedHousingBenefitInput (docs/product.md §3 defaults, §5 clamping, wrong parts named)', () => {
  it('gives the defaults, quietly, for anything that is not an input', () => {
    for (const value of [null, undefined, 42, 'text', [], {}]) {
      expect(read(value)).toEqual({ input: defaults(), reset: [] });
    }
  });

  it.each([
    ['own age below 16 → 16', { personalDetails: { age: 3 } }, (i: HousingBenefitInput) => i.personalDetails.age, 16, []],
    ['own age not a number → 16, named', { personalDetails: { age: 'x' } }, (i: HousingBenefitInput) => i.personalDetails.age, 16, ['your age']],
    ['own age above 100 → 100', { personalDetails: { age: 140 } }, (i: HousingBenefitInput) => i.personalDetails.age, 100, []],
    [
      'member age not a number → 0, named',
      { personalDetails: { household: [{ age: null }] } },
      (i: HousingBenefitInput) => i.personalDetails.household[0]?.age,
      0,
      ['person 1’s age'],
    ],
    ['member age above 100 → 100', { personalDetails: { household: [{ age: 101 }] } }, (i: HousingBenefitInput) => i.personalDetails.household[0]?.age, 100, []],
    ['bedrooms above 10 → 10', { propertyDetails: { bedrooms: 11 } }, (i: HousingBenefitInput) => i.propertyDetails.bedrooms, 10, []],
    ['bedrooms not a number → 0, named', { propertyDetails: { bedrooms: 'two' } }, (i: HousingBenefitInput) => i.propertyDetails.bedrooms, 0, ['the number of bedrooms']],
    ['negative rent → 0', { propertyDetails: { actualRent: -5 } }, (i: HousingBenefitInput) => i.propertyDetails.actualRent, 0, []],
    // The "young individual" cases (docs/rules.md HB 5): saved before they were asked → none; kept as given; a wrong one named.
    ['no shared-rate cases saved → none', { personalDetails: { age: 23 } }, (i: HousingBenefitInput) => i.personalDetails.sharedRateExemptions, undefined, []],
    [
      'the shared-rate cases as saved',
      { personalDetails: { sharedRateExemptions: ['care-leaver', 'modern-slavery'] } },
      (i: HousingBenefitInput) => i.personalDetails.sharedRateExemptions?.join(' and '),
      'care-leaver and modern-slavery',
      [],
    ],
    [
      'a shared-rate case we do not know → none, named',
      { personalDetails: { sharedRateExemptions: ['foster-parent'] } },
      (i: HousingBenefitInput) => i.personalDetails.sharedRateExemptions,
      undefined,
      ['whether the shared accommodation rate applies to you'],
    ],
    ['rent to the penny', { propertyDetails: { actualRent: 150.456 } }, (i: HousingBenefitInput) => i.propertyDetails.actualRent, 150.46, []],
    ['postcode upper-cased', { propertyDetails: { postcode: 'm1 1ae' } }, (i: HousingBenefitInput) => i.propertyDetails.postcode, 'M1 1AE', []],
    [
      'unknown tenancy → private, named',
      { propertyDetails: { tenancyType: 'owner' } },
      (i: HousingBenefitInput) => i.propertyDetails.tenancyType,
      'private',
      ['who your landlord is'],
    ],
    ['heating included kept', { propertyDetails: { heatingIncluded: true } }, (i: HousingBenefitInput) => i.propertyDetails.heatingIncluded, true, []],
    ['fuel part of the rent kept, to the penny', { propertyDetails: { fuelChargeWeekly: 12.345 } }, (i: HousingBenefitInput) => i.propertyDetails.fuelChargeWeekly, 12.35, []],
    ['fuel part of the rent absent → not known, quietly', { propertyDetails: {} }, (i: HousingBenefitInput) => i.propertyDetails.fuelChargeWeekly, undefined, []],
    ['fuel part of the rent 0 or below → not known', { propertyDetails: { fuelChargeWeekly: -3 } }, (i: HousingBenefitInput) => i.propertyDetails.fuelChargeWeekly, undefined, []],
    [
      'fuel part of the rent not a number → not known, named',
      { propertyDetails: { fuelChargeWeekly: 'twelve' } },
      (i: HousingBenefitInput) => i.propertyDetails.fuelChargeWeekly,
      undefined,
      ['how much of your rent is for fuel'],
    ],
    [
      'unknown relationship → non-dependant, named',
      { personalDetails: { household: [{ relationship: 'cousin' }] } },
      (i: HousingBenefitInput) => i.personalDetails.household[0]?.relationship,
      'non-dependant',
      ['person 1’s relationship to you'],
    ],
    [
      'household not a list → nobody, named',
      { personalDetails: { household: 'lots' } },
      (i: HousingBenefitInput) => i.personalDetails.household.length,
      0,
      ['the people who live with you'],
    ],
  ])('%s', (_name, data, pick, expected, reset) => {
    const out = read(data);
    expect(pick(out.input)).toBe(expected);
    expect(out.reset).toEqual(reset);
  });

  it('opens a partner saved in the people list as the couple answer and their age, with nothing reset (docs/rules.md HB 1)', () => {
    const out = read({
      personalDetails: {
        age: 70,
        relationshipStatus: 'single',
        household: [
          { age: 68, relationship: 'partner' },
          { age: 40, relationship: 'non-dependant' },
        ],
      },
    });
    expect(out.input.personalDetails).toMatchObject({ relationshipStatus: 'couple', partnerAge: 68 });
    expect(out.input.personalDetails.household.map((m) => m.relationship)).toEqual(['non-dependant']);
    expect(out.reset).toEqual([]);
  });

  it('opens an earlier severe disability tick with the care-benefit answer it implies', () => {
    expect(read({ personalDetails: { disabilities: ['severe-disability-premium'] } }).input.personalDetails.disabilities).toEqual([
      'no-non-dependant-deductions',
      'severe-disability-premium',
    ]);
  });

  it('keeps the bedrooms typed as allowed, 1-10 whole; anything else is dropped and named (docs/rules.md HB 5)', () => {
    expect(readSavedHousingBenefitInput({ propertyDetails: { bedroomsTyped: 2 } })).toMatchObject({ input: { propertyDetails: { bedroomsTyped: 2 } }, reset: [] });
    for (const bad of [0, 11, 2.5, 'two']) {
      const { input, reset } = readSavedHousingBenefitInput({ propertyDetails: { bedroomsTyped: bad } });
      expect(input.propertyDetails).not.toHaveProperty('bedroomsTyped');
      expect(reset).toEqual(['the bedrooms you said you are allowed']);
    }
    expect(readSavedHousingBenefitInput({ propertyDetails: {} }).input.propertyDetails).not.toHaveProperty('bedroomsTyped');
  });

  it('drops an LHA area without rates and says so, leaving the rest as saved', () => {
    const out = read({ propertyDetails: { postcode: 'TQ1 1AA', actualRent: 150 }, lhaArea: { id: 'torbay', name: 'Torbay' } });
    expect(out.input.lhaArea).toBeNull();
    expect(out.input.propertyDetails).toMatchObject({ postcode: 'TQ1 1AA', actualRent: 150 });
    expect(out.reset).toEqual(['the Local Housing Allowance area (look your postcode up again)']);
  });

  it('opens an area saved under its council’s name (Hyndburn) as its area, East Lancs, with nothing reset', () => {
    const saved = {
      id: 'hyndburn',
      name: 'Hyndburn',
      region: 'England',
      rates: { 'shared-room': 67.08, 'one-bed': 97.81, 'two-bed': 109.32, 'three-bed': 136.93, 'four-bed': 182.96 },
    };
    const out = read({ lhaArea: saved });
    expect(out.input.lhaArea).toMatchObject({ id: 'east-lancs', name: 'East Lancs', rateIds: { 'one-bed': 'housing-benefit.lha.east-lancs.one-bed' } });
    expect(out.reset).toEqual([]);
  });

  it.each(['stafford', 'castle-point'])('drops a saved %s area, whose figures could not be placed in an area, and says so', (id) => {
    const out = read({ lhaArea: { id, name: id, region: 'England', rates: { 'shared-room': 85, 'one-bed': 109.32, 'two-bed': 136.93, 'three-bed': 166.85, 'four-bed': 224.38 } } });
    expect(out.input.lhaArea).toBeNull();
    expect(out.reset).toEqual(['the Local Housing Allowance area (look your postcode up again)']);
  });

  it('drops an area we do not hold published rates for (the old "Default area")', () => {
    const out = read({
      lhaArea: { id: 'default', name: 'Default area', region: 'England', rates: { 'shared-room': 85, 'one-bed': 120, 'two-bed': 155, 'three-bed': 185, 'four-bed': 220 } },
    });
    expect(out.input.lhaArea).toBeNull();
    expect(out.reset).toHaveLength(1);
  });

  it('keeps a looked-up area and a complete input as they were', () => {
    const input = defaults();
    input.lhaArea = lhaAreaById('lothian');
    input.personalDetails.household = [{ age: 20, relationship: 'non-dependant', isStudent: true, hasDisability: false, contributesToRent: true }];
    input.personalDetails.disabilities = ['carer-premium'];
    input.propertyDetails.heatingIncluded = true;
    input.propertyDetails.fuelChargeWeekly = 20.5;
    input.incomeDetails.otherBenefits = ['income-support'];
    input.taxYear = '2026-27';
    expect(input.lhaArea).not.toBeNull();
    expect(read(JSON.parse(JSON.stringify(input)))).toEqual({ input, reset: [] });
  });
});

describe('readSavedHousingBenefitResult', () => {
  it('accepts what the engine gives, after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculateHousingBenefit(defaultHousingBenefitInput())));
    expect(readSavedHousingBenefitResult(result)).toEqual(result);
  });
  it.each([null, {}, { weeklyAmount: 55.2 }, { ...calculateHousingBenefit(null), breakdown: null }])('rejects %j', (value) => {
    expect(readSavedHousingBenefitResult(value)).toBeNull();
  });
  it('refuses a result with a message whose words are gone, so the page works it out again; keeps the words of one saved before results gave messages', () => {
    const result = calculateHousingBenefit(defaultHousingBenefitInput());
    expect(readSavedHousingBenefitResult({ ...result, warnings: [{ messageId: 'hb.warning.removed' }] })).toBeNull();
    expect(readSavedHousingBenefitResult({ ...result, lhaWorking: { messageId: 'hb.lha.social', values: { need: { messageId: 'bedrooms.removed' } } } })).toBeNull();
    const older = {
      ...result,
      lhaWorking: 'No Local Housing Allowance rate was found or typed for 1 bedroom, so your rent was not capped.',
      warnings: ['We could not check your rent against the Local Housing Allowance for your area, so your rent has not been capped. This estimate may be too high.'],
      nextSteps: ['Citizens Advice can check what else you can get: 0800 144 8848'],
      breakdown: {
        ...result.breakdown,
        rent: [{ name: 'Rent and service charges', amount: 0, qualifying: true, rateId: null, working: 'Rent £0.00 + service charges £0.00 (water charges never count)' }],
      },
    };
    expect(readSavedHousingBenefitResult(older)).toBe(older);
    const html = renderToStaticMarkup(<HousingBenefitResults input={defaultHousingBenefitInput()} result={older as never} isStale={false} weeksPerMonth={4.33} />);
    expect(html).toContain('No Local Housing Allowance rate was found or typed for 1 bedroom');
    expect(html).toContain('Rent £0.00 + service charges £0.00 (water charges never count)');
    expect(html).toContain('Citizens Advice can check what else you can get: </span><a href="tel:08001448848"');
  });
  it('draws a result in the words of the engine', () => {
    const html = renderToStaticMarkup(
      <HousingBenefitResults input={defaultHousingBenefitInput()} result={calculateHousingBenefit(defaultHousingBenefitInput())} isStale={false} weeksPerMonth={4.33} />,
    );
    expect(html).toContain('We could not check your rent against the Local Housing Allowance for your area');
    expect(html).toContain('Rent £0.00 + service charges £0.00 (water charges never count)');
    expect(html).toContain('Personal allowance');
    expect(html).not.toContain('hb.');
  });
});

/** The calculator's tabs and results panel drawn from an input, as the page draws them after loading. */
function renderCalculator(input: HousingBenefitInput): string {
  const amounts = resolveRates(DEFAULT_RATES);
  const result = calculateHousingBenefit(input, DEFAULT_RATES);
  const noop = () => undefined;
  const shown = hbQuestionsShown(input, amounts);
  return renderToStaticMarkup(
    <>
      <PersonalTab input={input} onChange={noop} amounts={amounts} year={input.taxYear ?? '2026-27'} shown={shown} />
      <PropertyTab
        input={input}
        onChange={noop}
        shown={shown}
        amounts={amounts}
        onPostcodeChange={noop}
        onLookup={noop}
        onChoose={noop}
        lookup={{ isLooking: false, outcome: { kind: 'idle' }, lookup: () => Promise.resolve(undefined), choose: () => Promise.resolve(null), reset: noop, restore: noop }}
      />
      <IncomeTab input={input} onChange={noop} amounts={amounts} shown={shown} />
      <HousingBenefitResults input={input} result={result} isStale={false} weeksPerMonth={amounts['general.weeks-per-month']} />
    </>,
  );
}

describe('a saved calculation never leaves the calculator unrendered', () => {
  it('draws the calculator from any JSON, and from any mangling of a real input', () => {
    const start = defaults();
    // Fuel in the rent, so the fuel question and its working line are drawn and mangled too.
    start.propertyDetails = { ...start.propertyDetails, actualRent: 150, heatingIncluded: true, fuelChargeWeekly: 10 };
    const base = JSON.parse(JSON.stringify({ ...start, lhaArea: lhaAreaById('lothian') })) as Record<string, unknown>;
    expectDrawsFromAnySavedData(
      savedData(base, ['personalDetails', 'propertyDetails', 'incomeDetails', 'lhaArea']),
      (value) => renderCalculator(read(value).input),
      ['Estimated Housing Benefit', 'Postcode of the home you rent'],
      60,
    );
  });
});

describe('the Income tab', () => {
  // Child maintenance is disregarded in full (HB Regs 2006 Sch 5 para 47): the example must not invite it.
  it('says beside other income that child maintenance never counts', () => {
    const amounts = resolveRates(DEFAULT_RATES);
    const html = renderToStaticMarkup(<IncomeTab input={defaults()} onChange={() => undefined} amounts={amounts} shown={hbQuestionsShown(defaults(), amounts)} />);
    expect(html).toContain('Not child maintenance: it never counts.');
    expect(html).not.toContain('For example maintenance or rent from a lodger.');
  });
});
