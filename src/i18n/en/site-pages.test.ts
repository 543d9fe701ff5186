import { describe, expect, it } from 'vitest';
import { housingBenefitPageMessages } from './site-pages';

describe("the Housing Benefit page's words", () => {
  // Since 15 May 2019 a mixed-age couple claims Universal Credit, not Housing Benefit, unless already
  // getting Housing Benefit or Pension Credit as a couple on 14 May 2019 (Welfare Reform Act 2012
  // (Commencement No. 31 …) Order 2019, SI 2019/37); the calculator's own mixed-age warning says the same.
  it('says a couple can make a new claim only when both have reached State Pension age, or were on it together before 15 May 2019', () => {
    const who = housingBenefitPageMessages.get().pensionAge;
    expect(who).not.toContain('or you live with a partner who has');
    expect(who).toContain('and so has your partner');
    expect(who).toContain('since before 15 May 2019');
  });
});
