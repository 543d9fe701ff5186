import { describe, expect, it } from 'vitest';
import { defaultPensionCreditPerson } from '~/calc/pension-credit';
import { moneyWithPence, msg } from '~/calc/message';
import { engineTextWriter } from '~/i18n/engine-words';
import { pcEngineWords } from '~/i18n/en/pension-credit-engine';
import { housingHelpWording, savingsCreditNote, underStatePensionAgeText } from './result-wording';

const write = engineTextWriter(pcEngineWords, 'en');

describe('the Pension Credit result’s wording', () => {
  it('names the day State Pension age comes from a date of birth, and the claim 4 months before', () => {
    // Born 30 July 1960: Pensions Act 1995 Sch 4 table 3 (as the Pensions Act 2014 set it), born
    // 6 July to 5 August 1960 → 66 years and 4 months: 30 July 2026 + 4 months = 30 November 2026.
    const claimant = { ...defaultPensionCreditPerson(), age: 66, dateOfBirth: '1960-07-30' };
    expect(underStatePensionAgeText({ claimant })).toBe(
      'You reach State Pension age on 30 November 2026. You cannot get Pension Credit until then, but you can claim from 4 months before.',
    );
    expect(underStatePensionAgeText({ claimant: { ...claimant, dateOfBirth: undefined } })).toBe(
      'You cannot get Pension Credit until you reach State Pension age. You can claim from 4 months before then.',
    );
  });

  it('says a closed savings credit as information, without an amount, and keeps the other warnings', () => {
    const other = msg('pc.warning.dateOfBirthUnsettled');
    const closed = msg('pc.warning.savingsCreditClosed', { amount: moneyWithPence(620), reason: msg('pc.closed.youFrom2016') });
    const split = savingsCreditNote([closed, other], write);
    expect(split.note).toBe(
      'Savings credit is only for people who reached State Pension age before 6 April 2016, so it is not part of your estimate: you reached State Pension age on or after 6 April 2016 (State Pension Credit Act 2002 s 3(1)).',
    );
    expect(split.note).not.toMatch(/£/);
    expect(split.warnings).toEqual([other]);
    expect(savingsCreditNote([other], write)).toEqual({ note: null, warnings: [other] });
  });

  it('keeps the words of a warning saved before the engine gave messages, as a warning', () => {
    const saved = 'Savings credit would be £6.20 a week, but none is included: you reached State Pension age on or after 6 April 2016 (State Pension Credit Act 2002 s 3(1)).';
    expect(savingsCreditNote([saved], write)).toEqual({ note: null, warnings: [saved] });
  });

  it('speaks of rent and rates in Northern Ireland, where there is no council tax (docs/rules.md "Northern Ireland")', () => {
    // A renter with guarantee credit, and an owner on a low income without it.
    const renter = housingHelpWording('northern-ireland', false, true);
    const owner = housingHelpWording('northern-ireland', true, false);
    expect(renter).toEqual({
      heading: 'Help with your rent and rates',
      intro: 'With guarantee credit, Housing Benefit ignores your income and savings, and in Northern Ireland it helps with your rates as well as your rent.',
      councilTaxButton: 'Check help with your rates',
    });
    expect(owner).toEqual({ heading: 'Help with your rates', intro: 'You may still get help with your rates on a low income.', councilTaxButton: 'Check help with your rates' });
    expect(housingHelpWording('northern-ireland', false, false).intro).toBe('You may still get help with your rent and rates on a low income.');
    for (const words of [renter, owner]) expect(Object.values(words).join(' ')).not.toMatch(/council/i);
    // Elsewhere, council tax as before (nothing in England or Wales changes).
    for (const nation of ['england', 'wales', 'scotland', undefined] as const)
      expect(housingHelpWording(nation, false, true)).toEqual({
        heading: 'Help with rent and council tax',
        intro: 'With guarantee credit, your council ignores your income and savings.',
        councilTaxButton: 'Check your Council Tax Support',
      });
  });
});
