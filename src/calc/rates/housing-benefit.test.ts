/** Housing Benefit against the official figures, figure by figure and year by year. */
import { describe, expect, it } from 'vitest';
import { RATE_DEFINITIONS } from './catalogue';

describe('old Housing Benefit ids are gone', () => {
  it.each([
    'housing-benefit.applicable-amount.couple',
    'housing-benefit.premium.disability',
    'housing-benefit.non-dependant.working-middle',
    'housing-benefit.lha.default-area.one-bed',
  ])('%s', (id) => {
    expect(RATE_DEFINITIONS[id]).toBeUndefined();
  });
});
