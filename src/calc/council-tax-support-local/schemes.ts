/**
 * The councils' working-age schemes built into the calculator (docs/rules.md "Council Tax Support"
 * rule 2), each read from the council's own scheme document for the year, whose title, address
 * and date it cites. A table of figures, not code: every figure is the document's, in pounds a
 * week or a whole-number percent; the paragraph it comes from is in the comment beside it. A
 * council is built in only when every figure here was read in its document; where the document
 * can be read two ways, `readings` says which reading is used and why (docs/rules.md lists them).
 * The texts were read in the copies kept by TheAxiomFoundation/rulespec-uk (commit 459d409).
 *
 * Working-age amounts for living expenses (the applicable amount) are Housing Benefit's
 * working-age figures in every scheme here (each document's own table gives them, or says it
 * follows Schedule 3 of the Housing Benefit Regulations 2006), so the engine uses those rates.
 * Earnings disregards are Housing Benefit's (£5 / £10 / £20 / £25) unless `earningsDisregards`
 * gives the document's own.
 */
import type { LocalCapital, LocalNonDependants, LocalScheme } from './model';

/** England's pension-age non-dependant table for 2026/27 (SI 2012/2885 Sch 1 para 8 as uprated), which these documents print for working age too. */
const PENSION_TABLE_2026: LocalNonDependants = {
  kind: 'banded',
  notInWork: 5.2,
  bands: [
    { from: 0, amount: 5.2 },
    { from: 279, amount: 10.6 },
    { from: 485, amount: 13.3 },
    { from: 605, amount: 15.95 },
  ],
};

/** Capital over £6,000 ends the reduction; nothing counted below it. */
const OVER_6000: LocalCapital = { limit: 6000, noneWhen: 'more-than', tariff: null };

export const BUILT_IN_SCHEMES: readonly LocalScheme[] = [
  {
    code: 'E06000023',
    name: 'Bristol City Council',
    years: ['2026-27'],
    source: {
      title: 'Bristol City Council Council Tax Reduction Scheme 2026-2027',
      url: 'https://www.bristol.gov.uk/files/documents/10754-bristol-council-tax-reduction-scheme-2026/file',
      date: 'copy of 19 July 2026',
    },
    // para 33: 100% of the tax; no band cap.
    bandCap: null,
    // para 32: tariff £1 for each £250, or part, above £6,000 for working age; up to £16,000 (capital "not exceeding £16,000").
    capital: { limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
    // para 39: £15.95 in work, £5.20 not in work; less than £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    // para 8 and Appendix 2: the second adult reduction for working age: 25%, 15% below £289, 7.5% below £375.
    secondAdultRebate: { lowerBelow: 289, higherBelow: 375 },
    // paras 33-35: 20% of income above the amount for living expenses.
    routes: [{ appliesTo: null, maxPercent: 100, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [],
  },
  {
    code: 'E09000025',
    name: 'London Borough of Newham',
    years: ['2026-27'],
    source: {
      title: 'London Borough of Newham Council Tax Reduction Scheme 2026',
      url: 'https://www.newham.gov.uk/downloads/file/10753/council-tax-reduction-scheme-2026',
      date: 'copy of 19 July 2026',
    },
    // para 29(1): 70% of A/B for a person who is not a pensioner; (2)-(4) add no band cap.
    bandCap: null,
    // para 23(1): excluded when capital exceeds £6,000.
    capital: OVER_6000,
    // para 30B: £22.61 in remunerative work, £7.54 otherwise; under £183 £7.54, £183–£316 £14.96, £316–£394 £18.84.
    nonDependants: {
      kind: 'banded',
      notInWork: 7.54,
      bands: [
        { from: 0, amount: 7.54 },
        { from: 183, amount: 14.96 },
        { from: 316, amount: 18.84 },
        { from: 394, amount: 22.61 },
      ],
    },
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    // Part 8: the alternative maximum is for pensioners only (Class C).
    secondAdultRebate: null,
    // para 17(f): amount B is 3 4/7 per cent a day of the excess income, 25% a week.
    routes: [{ appliesTo: null, maxPercent: 70, method: { kind: 'taper', ratePercent: 25 }, cutPercent: 0 }],
    readings: ['The taper is printed as 3 4/7 per cent a day (para 17(f)): 3 4/7 × 7 = 25% of weekly excess income.'],
  },
  {
    code: 'E08000015',
    name: 'Wirral Borough Council',
    years: ['2026-27'],
    source: {
      title: 'Wirral Metropolitan Borough Council Council Tax Reduction Scheme 2026/27',
      url: 'https://www.wirral.gov.uk/files/wirral-ctr-s13a-2026-27-scheme.pdf/download?inline=',
      date: 'copy of 3 August 2026',
    },
    // para 48: the tax "is capped at Band D liability".
    bandCap: 'D',
    // Schedule 1 para 5: no reduction with capital of £6,000 or above; no tariff income.
    capital: { limit: 6000, noneWhen: 'or-more', tariff: null },
    // para 48A.1: £5 a week for each non-dependant (one for a couple).
    nonDependants: { kind: 'flat', amount: 5 },
    minimumWeekly: null,
    // Schedule 4, the Standard Earnings Disregard: one disregard of up to £20 a week off earnings, whoever works.
    earningsDisregards: { single: 20, couple: 20, loneParent: 20, disabledOrCarer: 20 },
    disabilityDisregard: null,
    secondAdultRebate: null,
    // Schedule 1 Table 1: weekly net income bands by household.
    routes: [
      {
        appliesTo: null,
        maxPercent: 50,
        method: {
          kind: 'grid',
          measure: 'net-income',
          period: 'week',
          of: 'liability',
          bands: [
            { percent: 50, upTo: { single: 130, 'single-1-child': 182, 'single-2-plus-children': 250, couple: 182, 'couple-1-child': 236, 'couple-2-plus-children': 306 } },
            { percent: 40, upTo: { single: 182, 'single-1-child': 234, 'single-2-plus-children': 286, couple: 234, 'couple-1-child': 286, 'couple-2-plus-children': 338 } },
            { percent: 30, upTo: { single: 234, 'single-1-child': 286, 'single-2-plus-children': 338, couple: 286, 'couple-1-child': 338, 'couple-2-plus-children': 390 } },
            { percent: 20, upTo: { single: 286, 'single-1-child': 338, 'single-2-plus-children': 390, couple: 338, 'couple-1-child': 390, 'couple-2-plus-children': 442 } },
            { percent: 0, upTo: null },
          ],
        },
        cutPercent: 0,
      },
    ],
    readings: [
      'A band’s discount is a share of the bill capped at Band D, not of the 50% maximum: Band 1 is 50%, the maximum of para 48 itself, and Band 1 is the passported band (Schedule 1 para 7), so the discount cannot be 50% of the 50% maximum. Non-dependant deductions come off the band’s amount, as para 48 takes them off the maximum.',
    ],
  },
  {
    code: 'E08000010',
    name: 'Wigan Metropolitan Borough Council',
    years: ['2026-27'],
    source: {
      title: 'Wigan Council Council Tax Reduction Scheme 2026/27',
      url: 'https://www.wigan.gov.uk/Docs/PDF/Resident/Council-Tax/Council-Tax-Reduction-scheme.pdf',
      date: 'copy of 3 August 2026',
    },
    // section 57.1: 100% of A/B; no band cap.
    bandCap: null,
    // section 33: no support with capital above £12,000; section 42A: £1 for each £250, or part, above £6,000.
    capital: { limit: 12000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
    // section 58: £15.95 in remunerative work, £5.20 otherwise; under £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    // The alternative maximum is for pensioners only (Class C).
    secondAdultRebate: null,
    routes: [
      {
        // section 59A.1: no 20% reduction where you or a partner live with and are responsible for a child under 5;
        // section 33: capital limit £16,000 for them, with tariff income up to it (section 42).
        appliesTo: ['child-under-5'],
        maxPercent: 100,
        method: { kind: 'taper', ratePercent: 20 },
        cutPercent: 0,
        capital: { limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
      },
      // section 59.1: 2 6/7 per cent a day (20% a week) of excess income; section 59A.1: the entitlement reduced by 20%.
      { appliesTo: null, maxPercent: 100, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 20 },
    ],
    readings: [
      'The 20% reduction of section 59A.1 is taken off the entitlement once worked out (after non-dependant deductions and the taper), as the section says "an entitlement calculated in accordance with this scheme shall be reduced by an amount of 20%".',
    ],
  },
  {
    code: 'E06000045',
    name: 'Southampton City Council',
    years: ['2026-27'],
    source: {
      title: 'Southampton City Council Council Tax Reduction Scheme 2026-2027',
      url: 'https://www.southampton.gov.uk/media/323f43bv/southampton-council-tax-reduction-scheme-2026-2027-11032026.pdf',
      date: 'dated 11 March 2026',
    },
    // para 29(1): 100% of A/B; no band cap.
    bandCap: null,
    // para 22(1): excluded when a non-pensioner's capital exceeds £6,000.
    capital: OVER_6000,
    // para 30: £15.95 in remunerative work, £5.20 otherwise; under £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    // para 32(7): no reduction when the weekly award for class D or E is less than £3.00.
    minimumWeekly: 3,
    earningsDisregards: null,
    disabilityDisregard: null,
    secondAdultRebate: null,
    // para 17(f): 2 6/7 per cent a day (20% a week); para 32(2)(a) and (3)(a): class D and E get 75% of the amount worked out.
    routes: [{ appliesTo: null, maxPercent: 100, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 25 }],
    readings: [
      'Para 32(2)(a) and (3)(a) give working-age claimants 75% of the maximum reduction, or of the maximum less the taper: a 25% cut after the taper and the non-dependant deductions, not a 75% maximum.',
      'The £3.00 minimum of para 32(7) is read against the weekly award after the 75%, the award the council would pay.',
    ],
  },
  {
    code: 'E06000057',
    name: 'Northumberland County Council',
    years: ['2026-27'],
    source: {
      title: 'Northumberland County Council Council Tax Support Scheme 2026/27',
      url: 'https://www.northumberland.gov.uk/NorthumberlandCountyCouncil/media/Council-Tax/NCC%20Council%20Tax%20Support%20Scheme%202026_2027.pdf',
      date: 'copy of 25 July 2026',
    },
    // para 48.1(a): A is the lower of the dwelling's tax and the tax of a Band E dwelling.
    bandCap: 'E',
    // para 26.1 and Schedule 1 para 6: no reduction with capital of £8,000 or greater; the scheme counts no tariff income.
    capital: { limit: 8000, noneWhen: 'or-more', tariff: null },
    // para 48 takes no non-dependant deductions off the maximum, and the scheme has no table of them.
    nonDependants: { kind: 'none' },
    minimumWeekly: null,
    // Schedule 4, the Standard Earnings Disregard: one disregard, £7.50 single, £12.50 couple, £17.50 lone parent (none set for disability or caring).
    earningsDisregards: { single: 7.5, couple: 12.5, loneParent: 17.5, disabledOrCarer: 0 },
    disabilityDisregard: null,
    secondAdultRebate: null,
    // Schedule 1 para 1: the Banded Discount Scheme, weekly income by household.
    routes: [
      {
        appliesTo: null,
        maxPercent: 100,
        method: {
          kind: 'grid',
          measure: 'net-income',
          period: 'week',
          of: 'liability',
          bands: [
            { percent: 100, upTo: { single: 105, couple: 155, 'single-1-child': 245, 'couple-1-child': 245, 'single-2-plus-children': 335, 'couple-2-plus-children': 335 } },
            { percent: 90, upTo: { single: 155, couple: 210, 'single-1-child': 290, 'couple-1-child': 290, 'single-2-plus-children': 355, 'couple-2-plus-children': 355 } },
            { percent: 70, upTo: { single: 205, couple: 265, 'single-1-child': 365, 'couple-1-child': 365, 'single-2-plus-children': 405, 'couple-2-plus-children': 405 } },
            { percent: 40, upTo: { single: 315, couple: 365, 'single-1-child': 445, 'couple-1-child': 445, 'single-2-plus-children': 495, 'couple-2-plus-children': 495 } },
            { percent: 20, upTo: { single: 405, couple: 465, 'single-1-child': 545, 'couple-1-child': 545, 'single-2-plus-children': 605, 'couple-2-plus-children': 605 } },
            { percent: 0, upTo: null },
          ],
        },
        cutPercent: 0,
      },
    ],
    readings: [
      'The columns "Family with 1 dependant" and "Family with 2 dependants" are read for a lone parent and a couple alike (a family is either), and "2 dependants" as two or more: the table has no column for more, and a larger family must fall in one.',
      'A band’s discount is a share of the (Band E capped) tax: Band 1 is 100%, the maximum of para 48.1.',
    ],
  },
  {
    code: 'E06000050',
    name: 'Cheshire West and Chester Council',
    years: ['2026-27'],
    source: {
      title: 'Cheshire West and Chester Council Council Tax Reduction Scheme 2026-2027',
      url: 'https://www.cheshirewestandchester.gov.uk/asset-library/council-tax-reduction-summary-2026-2027-annex-a-part-2.pdf',
      date: 'copy of 25 July 2026',
    },
    // paras 3.5 and 3.7: the award is restricted to the equivalent of a Band D property, for classes C and D too.
    bandCap: 'D',
    // paras 3.6 and 35: no reduction with more than £6,000; tariff income only for war pensioners.
    capital: OVER_6000,
    // para 33: £10 in remunerative work, £5 otherwise, £5 in work with gross income under £279.
    nonDependants: {
      kind: 'banded',
      notInWork: 5,
      bands: [
        { from: 0, amount: 5 },
        { from: 279, amount: 10 },
      ],
    },
    // para 34.2: after the taper, an entitlement of £1.99 a week or less is not awarded.
    minimumWeekly: 2,
    earningsDisregards: null,
    disabilityDisregard: null,
    secondAdultRebate: null,
    routes: [
      // paras 3.7 and 4.3-4.4: classes C and D (the carer premium, a disabled child premium, the severe or enhanced disability
      // premium during the move to Universal Credit, or LCWRA in Universal Credit) are not held to 75%.
      { appliesTo: ['carer', 'disabled-child', 'severe-disability', 'enhanced-disability'], maxPercent: 100, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 },
      // paras 3.4 and 5.1: 75% of liability; para 34.1: a 20% taper.
      { appliesTo: null, maxPercent: 75, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 },
    ],
    readings: [
      'Classes C and D include someone with the limited capability for work-related activity element of Universal Credit, which the calculator does not ask: they are worked out at 75%, and the council may give more.',
      'War pensioners (para 3.8: no Band D cap, a £16,000 limit with tariff income) are not asked about: they are worked out as everyone else.',
      'The minimum of para 34.2 ("£1.99 per week or less") is read as no award below £2.00 a week.',
    ],
  },
  {
    code: 'E06000065',
    name: 'North Yorkshire Council',
    years: ['2026-27'],
    source: {
      title: 'North Yorkshire Council Council Tax Reduction Scheme 2026/27 (Revenue Budget, Appendix M)',
      url: 'https://edemocracy.northyorks.gov.uk/documents/s62525/Rev%20Budget%20and%20MTFS%20-%20Appendix%20M.pdf',
      date: 'copy of 25 July 2026',
    },
    // para 48.1: 100% of A/B, the dwelling's own tax: no band cap.
    bandCap: null,
    // Schedule 1 para 5: no reduction with capital of £6,000 or above; the scheme counts no tariff income.
    capital: { limit: 6000, noneWhen: 'or-more', tariff: null },
    // para 48 takes no non-dependant deductions off the maximum, and the scheme has no table of them.
    nonDependants: { kind: 'none' },
    minimumWeekly: null,
    // paras 20.2 and 22.2: £25 a week off net earnings for a single person, £50 for a couple or a lone parent, one per claim whatever the household.
    earningsDisregards: { single: 25, couple: 50, loneParent: 50, disabledOrCarer: 0 },
    // Schedule 2 para 72: a further £40 where a disabled child, disability, enhanced disability or severe disability premium would be paid.
    disabilityDisregard: 40,
    secondAdultRebate: null,
    // Schedule 1 para 1: weekly income by household; Band A 100%, B 75%, C 50%, D 25%, and none above.
    routes: [
      {
        appliesTo: null,
        maxPercent: 100,
        method: {
          kind: 'grid',
          measure: 'net-income',
          period: 'week',
          of: 'liability',
          bands: [
            { percent: 100, upTo: { single: 151, couple: 208, 'single-1-child': 273, 'couple-1-child': 273, 'single-2-plus-children': 338, 'couple-2-plus-children': 338 } },
            { percent: 75, upTo: { single: 201, couple: 259, 'single-1-child': 325, 'couple-1-child': 325, 'single-2-plus-children': 389, 'couple-2-plus-children': 389 } },
            { percent: 50, upTo: { single: 263, couple: 325, 'single-1-child': 376, 'couple-1-child': 376, 'single-2-plus-children': 441, 'couple-2-plus-children': 441 } },
            { percent: 25, upTo: { single: 331, couple: 389, 'single-1-child': 441, 'couple-1-child': 441, 'single-2-plus-children': 491, 'couple-2-plus-children': 491 } },
            { percent: 0, upTo: null },
          ],
        },
        cutPercent: 0,
      },
    ],
    readings: [
      'The "Family with One Child" and "Family with Two or more children" columns are for a lone parent and a couple alike (para 8.1: a family is either).',
      'The £40 of Schedule 2 para 72 is a disregard from income other than earnings (Schedule 2 is "sums to be disregarded in the calculation of income other than earnings"), so it comes off benefits, pensions and other income, never below nil.',
    ],
  },
  {
    code: 'E08000026',
    name: 'Coventry City Council',
    years: ['2026-27'],
    source: {
      title: 'Coventry City Council Council Tax Reduction Scheme 2026/27',
      url: 'https://www.coventry.gov.uk/downloads/file/46761/council-tax-support-scheme-2026-to-2027',
      date: 'copy of 21 July 2026',
    },
    // section 57.1: 80% of A/B, the dwelling's own tax: no band cap.
    bandCap: null,
    // no support with capital above £16,000; section 42: £1 for each £250, or part, above £6,000.
    capital: { limit: 16000, noneWhen: 'more-than', tariff: { from: 6000, step: 250, perStep: 1 } },
    // section 58: £15.95 in remunerative work, £5.20 otherwise; under £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    minimumWeekly: null,
    // Schedule 3: £33 with a disability, severe disability or carer premium (paras 3, 5), £41 lone parent (para 4), £17 couple (para 7), £8 otherwise (para 10).
    earningsDisregards: { single: 8, couple: 17, loneParent: 41, disabledOrCarer: 33 },
    disabilityDisregard: null,
    secondAdultRebate: null,
    // Schedule 2: bands of weekly excess income (net income with tariff income, less the applicable amount).
    routes: [
      {
        appliesTo: null,
        maxPercent: 80,
        method: {
          kind: 'grid',
          measure: 'excess-income',
          period: 'week',
          of: 'liability',
          bands: [
            { percent: 80, upTo: 14.99 },
            { percent: 65, upTo: 39.99 },
            { percent: 40, upTo: 69.99 },
            { percent: 20, upTo: 79.99 },
            { percent: 0, upTo: null },
          ],
        },
        cutPercent: 0,
      },
    ],
    readings: [
      'Schedule 2 para 3 says a reduction "will be calculated based on the council tax liability defined within Section 57": a band’s discount is read as a share of the liability (Band 1 is 80%, the maximum of section 57.1 itself; composing would give 64% at Band 1), with section 57’s non-dependant deductions taken off it.',
    ],
  },
  {
    code: 'E08000014',
    name: 'Sefton Metropolitan Borough Council',
    years: ['2026-27'],
    source: {
      title: 'Sefton Council Tax Reduction Scheme 2026/27',
      url: 'https://sefton.gov.uk/media/occbaemk/ctr-scheme-2026-27.pdf',
      date: 'copy of 3 August 2026',
    },
    // para 29A(1): 84% of A/B for persons who are not pensioners; the dwelling's own tax: no band cap.
    bandCap: null,
    // para 23.0: excluded when capital exceeds £6,000.
    capital: OVER_6000,
    // para 30A: £2.00 not in remunerative work, or in work with gross income under £195; £5.00 over £195.
    nonDependants: {
      kind: 'banded',
      notInWork: 2,
      bands: [
        { from: 0, amount: 2 },
        { from: 195.01, amount: 5 },
      ],
    },
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    // The alternative maximum is for pensioners only (Class C).
    secondAdultRebate: null,
    // Class E: amount B is 2 6/7 per cent a day of the excess income, 20% a week.
    routes: [{ appliesTo: null, maxPercent: 84, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [
      'Para 29A(1)(b) refers to the deductions of "paragraph 30 (pensioners and persons who are not pensioners)", but para 30A sets the deductions "referred to in paragraph 29A" for persons who are not pensioners (£2 / £5): the specific para 30A is used.',
      'Para 30A gives £2 under £195 and £5 "more than £195.00": exactly £195 is read as £2, since it is not more than £195.',
    ],
  },
  {
    code: 'E06000031',
    name: 'Peterborough City Council',
    years: ['2026-27'],
    source: {
      title: 'Peterborough Council Tax Reduction Scheme 2026-2027',
      url: 'https://www.peterborough.gov.uk/asset-library/peterborough-council-tax-reduction-scheme-2026-27.pdf',
      date: 'copy of 25 July 2026',
    },
    // para 29(2): 67% of A/B for a person who is not a pensioner; the dwelling's own tax: no band cap.
    bandCap: null,
    // para 23(1): excluded when a non-pensioner's capital exceeds £6,000.
    capital: OVER_6000,
    // para 30: £15.95 in remunerative work, £5.20 otherwise; under £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    minimumWeekly: null,
    earningsDisregards: null,
    disabilityDisregard: null,
    // para 18, Class F: the alternative maximum for persons who are not pensioners: 25%, 15% below £289, 7.5% below £375.
    secondAdultRebate: { lowerBelow: 289, higherBelow: 375 },
    // Class E: amount B is 2 6/7 per cent a day of the excess income, 20% a week.
    routes: [{ appliesTo: null, maxPercent: 67, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [],
  },
  {
    code: 'E06000007',
    name: 'Warrington Borough Council',
    years: ['2026-27'],
    source: {
      title: 'Warrington Borough Council Council Tax Reduction Scheme 2026/27',
      url: 'https://www.warrington.gov.uk/sites/default/files/2026-04/Warrington%20Council%20Tax%20Support%20Scheme%202026-27.pdf',
      date: 'copy of 25 July 2026',
    },
    // section 57.1: 78% of A/B for classes D and E (every working-age applicant); the dwelling's own tax: no band cap.
    bandCap: null,
    // classes D and E: no capital savings above £6,000.
    capital: OVER_6000,
    // section 58: £15.95 in remunerative work, £5.20 otherwise; under £279 £5.20, £279–£485 £10.60, £485–£605 £13.30.
    nonDependants: PENSION_TABLE_2026,
    // section 57A.1: no award when it is less than £2.00 a week.
    minimumWeekly: 2,
    earningsDisregards: null,
    disabilityDisregard: null,
    // Class C, the second adult rebate, is for pensioners only.
    secondAdultRebate: null,
    // Class E: amount B is 2 6/7 per cent a day of the excess income, 20% a week.
    routes: [{ appliesTo: null, maxPercent: 78, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [],
  },
  {
    code: 'E08000013',
    name: 'St Helens Council',
    years: ['2026-27'],
    source: {
      title: 'St Helens Borough Council Council Tax Reduction Scheme 2026-2027',
      url: 'https://www.sthelens.gov.uk/media/13997/St-Helens-CTR-scheme-2026/pdf/St_Helens_CTR_scheme_2026.pdf?m=1774878418990',
      date: 'copy of 3 August 2026',
    },
    // para 9: help is "restricted to the amount of council tax liability for a band D property" above Band D; its table: A-E 80.0%, F 69.2%, G 60.0%, H 50.0%.
    bandCap: 'D',
    bandCapOf: 'reduction',
    // Appendix 1 and note 6: the family premium kept for all applicants with a child, though Housing Benefit withdrew it in May 2016.
    familyPremiumForAll: true,
    // paras 10 and 28: no reduction with more than £16,000; paras 15 and 35 count income from capital (£1 for each £500 over £10,000) for pensioners only.
    capital: { limit: 16000, noneWhen: 'more-than', tariff: null },
    // para 49: "No non-dependant deductions are applied where the applicant is of working age."
    nonDependants: { kind: 'none' },
    // para 40: a minimum weekly entitlement of £1.00 for working-age applicants.
    minimumWeekly: 1,
    // Appendix 3: £25 lone parent, £20 with a disability or carer premium, £10 couple, £5 single, as Housing Benefit.
    earningsDisregards: null,
    disabilityDisregard: null,
    // Appendix 2: the alternative maximum applies to pensioner applicants only.
    secondAdultRebate: null,
    // para 9: 80% of the bill; 20% of income above the amount for living expenses (paras 37-38, note 11).
    routes: [{ appliesTo: null, maxPercent: 80, method: { kind: 'taper', ratePercent: 20 }, cutPercent: 0 }],
    readings: [
      'Para 9 restricts a home above Band D "to the amount of council tax liability for a band D property", and its table gives 80.0% for Bands A to E, 69.2% for F, 60.0% for G and 50.0% for H: the whole tax of Band D as a share of each band’s tax (9/13, 9/15, 9/18), and 80% where that is less (Band E: 80% of 11/9 is below 9/9). So the cap is of the reduction, at most Band D’s whole tax, not 80% of Band D’s tax.',
      'Income from capital is counted only for pensioners (para 15: "For pensioners, an assumed income from capital is added"; para 35: "Where a pensioner applicant has capital exceeding £10,000"): a working-age applicant with up to £16,000 has none counted.',
    ],
  },
];

/** The built-in scheme of a council for a tax year, or null when none is built in. */
export function builtInScheme(code: unknown, taxYear: string): LocalScheme | null {
  if (typeof code !== 'string') return null;
  return BUILT_IN_SCHEMES.find((s) => s.code === code && s.years.includes(taxYear)) ?? null;
}

/** Whether a value sent as a saved scheme has the parts the engine picks a scheme by (the server checked the rest before saving it). */
function looksLikeScheme(value: unknown): value is LocalScheme {
  if (!value || typeof value !== 'object') return false;
  const s = value as Partial<Record<keyof LocalScheme, unknown>>;
  return (
    typeof s.code === 'string' &&
    typeof s.name === 'string' &&
    Array.isArray(s.years) &&
    s.years.every((y) => typeof y === 'string') &&
    Array.isArray(s.routes) &&
    s.routes.length > 0 &&
    !!s.source &&
    typeof s.source === 'object' &&
    !!s.capital &&
    !!s.nonDependants
  );
}

const merged = new WeakMap<readonly unknown[], readonly LocalScheme[]>();

/**
 * The schemes the calculator uses (docs/product.md §7 "Council Tax Support schemes"): those an
 * admin saved (GET /api/rates `councilSchemes`, each for one council and tax year), then the
 * built-in ones. The engine takes the first scheme for the council and year, so a saved scheme
 * replaces the built-in one of its council and year, and the built-in one still serves its other
 * years. The server checked each saved scheme with ./validate.ts before saving and again before
 * publishing it; anything else in the list (or anything but a list) is left out. The same list for
 * the same saved list.
 */
export function withSavedSchemes(saved: unknown, builtIn: readonly LocalScheme[] = BUILT_IN_SCHEMES): readonly LocalScheme[] {
  if (!Array.isArray(saved) || saved.length === 0) return builtIn;
  if (builtIn === BUILT_IN_SCHEMES) {
    const known = merged.get(saved);
    if (known) return known;
  }
  const list = [...saved.filter(looksLikeScheme), ...builtIn];
  if (builtIn === BUILT_IN_SCHEMES) merged.set(saved, list);
  return list;
}
