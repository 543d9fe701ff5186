import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { calculateUniversalCredit, defaultUniversalCreditInput, type UniversalCreditInput } from '~/calc/universal-credit';
import { DEFAULT_RATES } from '~/calc/rates';
import { expectDrawsFromAnySavedData } from '~/islands/shared/saved/saved-data-property';
import { savedData } from '~/islands/shared/saved/test-arbitraries';
import { readSavedUniversalCreditInput, readSavedUniversalCreditResult } from './saved-input';
import { formFromInput, ucQuestionsShown } from './state';
import HealthTab from './HealthTab';
import InputTabs from './InputTabs';
import Results from './Results';

describe('readSavedUniversalCreditInput: the reader’s contract (docs/product.md §4, §5)', () => {
  it('gives the defaults, with nothing named, for data that is not an object', () => {
    for (const data of [undefined, null, 'text', 42, [], true]) expect(readSavedUniversalCreditInput(data)).toEqual({ input: defaultUniversalCreditInput(), reset: [] });
  });

  it('takes the default quietly for a missing answer (an older save)', () => {
    const { input, reset } = readSavedUniversalCreditInput({ personalDetails: { age: 41 }, housingDetails: {} });
    expect(reset).toEqual([]);
    expect(input).toEqual({ ...defaultUniversalCreditInput(), personalDetails: { ...defaultUniversalCreditInput().personalDetails, age: 41 } });
  });

  it('opens an LHA area saved under its council’s name as its area (Hyndburn: East Lancs), and drops one that could not be placed, saying so', () => {
    expect(readSavedUniversalCreditInput({ housingDetails: { localHousingAllowanceArea: 'hyndburn' } })).toMatchObject({
      input: { housingDetails: { localHousingAllowanceArea: 'east-lancs' } },
      reset: [],
    });
    for (const id of ['torbay', 'stafford', 'castle-point']) {
      expect(readSavedUniversalCreditInput({ housingDetails: { localHousingAllowanceArea: id } }), id).toMatchObject({
        input: { housingDetails: { localHousingAllowanceArea: '' } },
        reset: ['your Local Housing Allowance area (look your postcode up again)'],
      });
    }
  });

  it('keeps the postcode typed to find the area, as Royal Mail writes it (a link reopened with the box empty)', () => {
    expect(readSavedUniversalCreditInput({ housingDetails: { localHousingAllowanceArea: 'east-lancs', postcode: 'bb5 1aa' } })).toMatchObject({
      input: { housingDetails: { localHousingAllowanceArea: 'east-lancs', postcode: 'BB5 1AA' } },
      reset: [],
    });
    expect(readSavedUniversalCreditInput({ housingDetails: {} }).input.housingDetails).not.toHaveProperty('postcode');
  });

  it('resets an answer that is there but wrong, and names it', () => {
    const { input, reset } = readSavedUniversalCreditInput({
      personalDetails: { age: 'forty', relationshipStatus: 'married', children: [{ age: 4, hasDisability: 'yes' }, 'x'] },
      incomeDetails: { earnedIncome: 'lots', otherBenefits: ['child-benefit', 7] },
      housingDetails: { housingType: 'castle', tenancyType: 'council' },
      healthAndCare: 'unwell',
    });
    expect(input.personalDetails).toEqual({
      age: 25,
      relationshipStatus: 'single',
      children: [
        { age: 4, hasDisability: false },
        { age: 0, hasDisability: false },
      ],
      location: 'england',
    });
    expect(input.incomeDetails).toMatchObject({ earnedIncome: 0, otherBenefits: ['child-benefit'] });
    expect(input.housingDetails.housingType).toBe('rent');
    expect(input.housingDetails).not.toHaveProperty('tenancyType');
    expect(input.healthAndCare).toEqual(defaultUniversalCreditInput().healthAndCare);
    expect(reset).toEqual([
      'your health and caring answers',
      'your age',
      'whether you live with a partner',
      'whether child 1 is disabled',
      'child 2',
      'your earnings',
      'the other benefits you get',
      'your housing situation',
      'who your landlord is',
    ]);
  });

  it('keeps the bedroom answers (children’s sex, cannot share, the extra rooms), and a save without them opens as before', () => {
    const { input, reset } = readSavedUniversalCreditInput({
      personalDetails: {
        relationshipStatus: 'couple',
        children: [
          { age: 12, hasDisability: false, sex: 'male' },
          { age: 14, hasDisability: true, sex: 'male', cannotShare: true },
        ],
      },
      housingDetails: { coupleCannotShare: true, overnightCareRooms: 14, fosterCarer: true },
    });
    expect(reset).toEqual([]);
    expect(input.personalDetails.children).toEqual([
      { age: 12, hasDisability: false, sex: 'male' },
      { age: 14, hasDisability: true, sex: 'male', cannotShare: true },
    ]);
    expect(input.housingDetails).toMatchObject({ coupleCannotShare: true, overnightCareRooms: 10, fosterCarer: true });
    const bad = readSavedUniversalCreditInput({ personalDetails: { children: [{ age: 12, sex: 'boy' }] }, housingDetails: { fosterCarer: 'yes' } });
    expect(bad.input.personalDetails.children[0]).not.toHaveProperty('sex');
    expect(bad.reset).toEqual(['whether child 1 is a boy or a girl', 'whether you are a foster carer or adopter']);
    const old = readSavedUniversalCreditInput({ personalDetails: { children: [{ age: 12, hasDisability: false }] }, housingDetails: { actualBedrooms: 3 } });
    expect(old.input.personalDetails.children).toEqual([{ age: 12, hasDisability: false }]);
    for (const key of ['coupleCannotShare', 'overnightCareRooms', 'fosterCarer']) expect(old.input.housingDetails).not.toHaveProperty(key);
  });

  it('keeps the bedrooms typed as allowed, 1-10 whole; anything else is dropped and named (docs/rules.md UC 4)', () => {
    expect(readSavedUniversalCreditInput({ housingDetails: { bedroomsTyped: 2 } })).toMatchObject({ input: { housingDetails: { bedroomsTyped: 2 } }, reset: [] });
    expect(readSavedUniversalCreditInput({ housingDetails: { bedroomsTyped: '3' } })).toMatchObject({ input: { housingDetails: { bedroomsTyped: 3 } }, reset: [] });
    for (const bad of [0, 11, 2.5, 'two']) {
      const { input, reset } = readSavedUniversalCreditInput({ housingDetails: { bedroomsTyped: bad } });
      expect(input.housingDetails).not.toHaveProperty('bedroomsTyped');
      expect(reset).toEqual(['the bedrooms you said you are allowed']);
    }
    expect(readSavedUniversalCreditInput({ housingDetails: {} }).input.housingDetails).not.toHaveProperty('bedroomsTyped');
  });

  it('holds numbers in their ranges without calling it a reset: ages, money to the penny, bedrooms', () => {
    const { input, reset } = readSavedUniversalCreditInput({
      personalDetails: { age: 140, relationshipStatus: 'couple', partnerAge: 10, children: [{ age: 25 }, { age: -2 }] },
      incomeDetails: { savings: -5, earnedIncome: '800' },
      housingDetails: { monthlyRent: 12.345, bedroomsNeeded: 14, nonDependants: 30 },
    });
    expect(reset).toEqual([]);
    expect(input.personalDetails).toMatchObject({ age: 100, partnerAge: 16, children: [{ age: 19 }, { age: 0 }] });
    expect(input.incomeDetails).toMatchObject({ savings: 0, earnedIncome: 800 });
    // A count of adults of 21 or over saved before the form took each adult's age: that many adults of 21, at most 10.
    expect(input.housingDetails).toMatchObject({ monthlyRent: 12.35, bedroomsNeeded: 10, otherAdults: Array.from({ length: 10 }, () => ({ age: 21 })) });
    expect(input.housingDetails).not.toHaveProperty('nonDependants');
  });

  it('keeps the other benefits of docs/rules.md UC 9 and 12, and names a wrong one', () => {
    const incomeDetails = {
      otherBenefitsMonthly: 398.88,
      getsCarersAllowance: true,
      partnerGetsCarersAllowance: false,
      getsEsaSupportComponent: false,
      getsChildBenefit: false,
      getsGuardiansAllowance: true,
    };
    const { input, reset } = readSavedUniversalCreditInput({ personalDetails: { relationshipStatus: 'couple' }, incomeDetails });
    expect(reset).toEqual([]);
    expect(input.incomeDetails).toMatchObject(incomeDetails);
    const wrong = readSavedUniversalCreditInput({ incomeDetails: { getsChildBenefit: 'yes', partnerGetsCarersAllowance: true } });
    expect(wrong.input.incomeDetails.getsChildBenefit).toBeUndefined();
    // A single person's partner is never read.
    expect(wrong.input.incomeDetails.partnerGetsCarersAllowance).toBeUndefined();
    expect(wrong.reset).toEqual(['whether you get Child Benefit']);
  });

  it('drops caring entries without usable hours, and says so', () => {
    const { input, reset } = readSavedUniversalCreditInput({ healthAndCare: { isCarerFor: [{ hoursPerWeek: 40 }, { hoursPerWeek: 'many' }, { hoursPerWeek: -1 }] } });
    expect(input.healthAndCare.isCarerFor).toEqual([{ hoursPerWeek: 40 }]);
    expect(reset).toEqual(['your caring hours']);
  });

  it('keeps a tax year it knows and names one it does not', () => {
    expect(readSavedUniversalCreditInput({ taxYear: '2024-25' }).input.taxYear).toBe('2024-25');
    const old = readSavedUniversalCreditInput({ taxYear: '1999-00' });
    expect(old.input).not.toHaveProperty('taxYear');
    expect(old.reset).toEqual(['the tax year']);
  });
});

describe('readSavedUniversalCreditResult', () => {
  it('gives back a result of the engine after a JSON round trip', () => {
    const result = JSON.parse(JSON.stringify(calculateUniversalCredit()));
    expect(readSavedUniversalCreditResult(result)).toBe(result);
  });

  it.each([null, 'x', [], {}, { totalMonthly: 512.34, elements: [] }])('refuses %j', (value) => expect(readSavedUniversalCreditResult(value)).toBeNull());

  it('refuses a result with a line that is not a line', () => {
    const result = calculateUniversalCredit();
    expect(readSavedUniversalCreditResult({ ...result, elements: [...result.elements, { name: 'Extra', amount: 'ten' }] })).toBeNull();
  });

  it('refuses a result with a message whose words are gone, so the page works it out again; keeps the words of one saved before results gave messages', () => {
    const result = calculateUniversalCredit({ taxYear: '2026-27', incomeDetails: { savings: 6000.01 } });
    expect(readSavedUniversalCreditResult({ ...result, warnings: [{ messageId: 'uc.warning.removed' }] })).toBeNull();
    expect(readSavedUniversalCreditResult({ ...result, housingCosts: { ...result.housingCosts, lhaDescription: { messageId: 'uc.lha.removed' } } })).toBeNull();
    const [standard, ...others] = result.elements;
    const older = {
      ...result,
      elements: [{ ...standard, name: 'Standard allowance', working: 'Single, 25 or over: £424.90' }, ...others],
      warnings: ['Savings above £6,000.00: Universal Credit is reduced by £4.35 per month.'],
      nextSteps: ['Help to claim: Universal Credit helpline 0800 328 5644'],
    };
    expect(readSavedUniversalCreditResult(older)).toBe(older);
    const input = defaultUniversalCreditInput();
    const html = renderToStaticMarkup(<Results baseInput={input} result={older as never} earnings={0} rates={DEFAULT_RATES} onEarningsChange={() => undefined} />);
    expect(html).toContain('Single, 25 or over: £424.90');
    expect(html).toContain('Savings above £6,000.00: Universal Credit is reduced by £4.35 per month.');
    expect(html).toContain('Help to claim: Universal Credit helpline </span><a href="tel:08003285644"');
    // A result of today's engine in its words: the savings' working and the next steps.
    const now = renderToStaticMarkup(<Results baseInput={input} result={result} earnings={0} rates={DEFAULT_RATES} onEarningsChange={() => undefined} />);
    expect(now).toContain('£4.35 for each £250, or part of £250, above £6,000: 1 × £4.35');
    expect(now).toContain('Apply at </span><a href="https://www.gov.uk/apply-universal-credit"');
  });
});

/** The calculator's four tabs and results drawn from an input, as the page draws them after loading. */
function renderCalculator(input: UniversalCreditInput): string {
  const result = calculateUniversalCredit(input, DEFAULT_RATES);
  const noop = () => undefined;
  return renderToStaticMarkup(
    <>
      <InputTabs form={formFromInput(input)} update={noop} rates={DEFAULT_RATES} selectedTab="personal" onSelectTab={noop} />
      {/* The Health & Care tab loads with the first answer (InputTabs), so it is drawn here itself. */}
      <HealthTab form={formFromInput(input)} update={noop} rates={DEFAULT_RATES} shown={ucQuestionsShown(input, DEFAULT_RATES)} />
      <Results baseInput={input} result={result} earnings={input.incomeDetails.earnedIncome} rates={DEFAULT_RATES} onEarningsChange={noop} />
    </>,
  );
}

describe('a saved calculation never leaves the calculator unrendered', () => {
  it('draws the calculator from any JSON, and from any mangling of a real input', () => {
    const start = defaultUniversalCreditInput();
    // A child, rent and earnings, so the child list, the housing and the earnings answers are drawn and mangled too.
    start.personalDetails.children = [{ age: 4, hasDisability: true }];
    start.housingDetails = { ...start.housingDetails, housingType: 'rent', monthlyRent: 800 };
    start.incomeDetails = { ...start.incomeDetails, earnedIncome: 900 };
    const base = JSON.parse(JSON.stringify(start)) as Record<string, unknown>;
    expectDrawsFromAnySavedData(
      savedData(base, ['personalDetails', 'incomeDetails', 'housingDetails', 'healthAndCare']),
      (value) => {
        const { input } = readSavedUniversalCreditInput(value);
        const html = renderCalculator(input);
        // The results side: the estimate, or, for a household over State Pension age (an age mangled
        // to 67 or more), why it cannot claim (docs/rules.md UC 14).
        const overPensionAge = calculateUniversalCredit(input, DEFAULT_RATES).reason === 'state-pension-age';
        expect(html).toContain(overPensionAge ? 'You cannot claim Universal Credit' : 'Estimated Universal Credit');
        return html;
      },
      ['I have limited capability for work and work-related activity (LCWRA)'],
      40,
    );
  });
});
