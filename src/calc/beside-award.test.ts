import { describe } from 'vitest';
import { paymentsBeside } from './beside-award';
import { BESIDE_AWARD_CASES } from './beside-award.cases';
import { ratesFor, resolveRates } from './rates';
import { testRuleCases } from './rule-case-tests';

describe('paymentsBeside: rule cases', () => {
  testRuleCases(BESIDE_AWARD_CASES, (input) => ({ payments: paymentsBeside(input, resolveRates(ratesFor(input.taxYear))) }), { total: 12, perYear: 3 });
});
