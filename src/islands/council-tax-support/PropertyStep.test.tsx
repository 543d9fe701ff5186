import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { defaultCouncilTaxSupportInput } from '~/calc/council-tax-support';
import type { UkNation } from '~/calc/nations';
import { DEFAULT_RATES, resolveRates, tableYear } from '~/calc/rates';
import PropertyStep from './PropertyStep';
import { ctsQuestionsShown } from './state';

/** Step 1's text and markup for someone living in `country`. */
function draw(country: UkNation): { text: string; html: string } {
  const input = defaultCouncilTaxSupportInput();
  input.location.country = country;
  const amounts = resolveRates(DEFAULT_RATES);
  const html = renderToStaticMarkup(
    <PropertyStep input={input} onChange={() => undefined} amounts={amounts} year={tableYear(DEFAULT_RATES)} shown={ctsQuestionsShown(input, amounts)} />,
  );
  return { html, text: html.replace(/<[^>]+>/g, ' ') };
}

describe('Step 1 in Northern Ireland, which has domestic rates instead of council tax (docs/rules.md "Northern Ireland" 3)', () => {
  const ni = draw('northern-ireland');
  const afterQuestion = ni.text.slice(ni.text.indexOf('Help with rates in Northern Ireland'));

  it('offers Northern Ireland among the four nations', () => {
    expect(ni.html).toMatch(/<input(?=[^>]*value="northern-ireland")(?=[^>]*checked="")[^>]*>/);
  });

  it('names each kind of help with rates, its page and its percentages from the year’s rates, and asks nothing of a bill', () => {
    for (const help of ['Rate Rebate', 'Housing Benefit for rates', 'Lone Pensioner Allowance, at 70 or over', 'Disabled Person’s Allowance'])
      expect(afterQuestion).toContain(help);
    // Lone Pensioner Allowance 20% at 70 (nidirect); Disabled Person's Allowance 25% (nidirect).
    expect(afterQuestion).toContain('you get 20% off your rates');
    expect(afterQuestion).toContain('you get 25% off your rates');
    for (const page of [
      'https://www.nidirect.gov.uk/articles/applying-rate-rebate',
      'https://www.nihe.gov.uk/housing-help/housing-benefit',
      'https://www.nidirect.gov.uk/articles/housing-benefit-and-rate-relief-homeowners',
      'https://www.nidirect.gov.uk/lone-pensioner-allowance',
      'https://www.nidirect.gov.uk/articles/disabled-persons-allowance',
    ])
      expect(ni.html).toContain(`href="${page}"`);
    expect(ni.html).toContain('href="tel:08009154604"');
    expect(ni.html).not.toContain('id="cts-annual-tax"');
    expect(ni.html).not.toContain('id="cts-band"');
  });

  it('says nothing of council tax once Northern Ireland is chosen', () => {
    expect(afterQuestion.toLowerCase()).not.toContain('council tax');
  });

  it('asks the bill and the band everywhere else', () => {
    for (const country of ['england', 'scotland', 'wales'] as const) {
      const { html, text } = draw(country);
      expect(html).toContain('id="cts-annual-tax"');
      expect(text).not.toContain('Help with rates in Northern Ireland');
    }
  });
});

describe('Step 1: which council', () => {
  it('asks which council in England, Scotland and Wales, a search box whose list loads only when used', () => {
    for (const country of ['england', 'scotland', 'wales'] as const) {
      const { html, text } = draw(country);
      expect(text).toContain('Which council do you pay council tax to?');
      expect(html).toMatch(/<input(?=[^>]*id="cts-council")(?=[^>]*type="search")[^>]*>/);
      // No council is listed before the visitor types.
      expect(text).not.toContain('Leeds City Council');
    }
  });

  it('shows the council chosen, with the way to its page and to change it', () => {
    const input = defaultCouncilTaxSupportInput();
    input.location = { ...input.location, councilCode: 'E06000065', localAuthority: 'North Yorkshire Council' };
    const amounts = resolveRates(DEFAULT_RATES);
    const html = renderToStaticMarkup(
      <PropertyStep input={input} onChange={() => undefined} amounts={amounts} year={tableYear(DEFAULT_RATES)} shown={ctsQuestionsShown(input, amounts)} />,
    );
    expect(html).toContain('<strong>North Yorkshire Council</strong>');
    expect(html).toContain('href="https://www.gov.uk/apply-council-tax-reduction"');
    expect(html).toContain('Choose another council');
    expect(html).not.toContain('id="cts-council"');
  });

  it('asks no council in Northern Ireland', () => {
    expect(draw('northern-ireland').text).not.toContain('Which council do you pay council tax to?');
  });
});
