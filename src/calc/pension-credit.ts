/**
 * Pension Credit, weekly (docs/rules.md "Pension Credit"; the State Pension Credit Act 2002 and
 * the State Pension Credit Regulations 2002, SI 2002/1792). Monthly = weekly × 52 ÷ 12.
 *
 * Who can claim (SPCA ss 1 and 4(1A)); the appropriate minimum guarantee (reg 6 and Schedule I,
 * Schedule IIA, housing costs of Schedule II); income with its disregards and tariff income
 * (regs 15 and 17, Schedules IV to VI); guarantee credit (SPCA s 2); savings credit (SPCA s 3,
 * regs 7 and 7A) with both of its amounts. Each rule is a named function returning its lines of
 * working; the result carries everything the results panel shows.
 */

import type { TaxYear } from './rates';
import type { CalculationLine } from './types';

/** One partner's answers (docs/rules.md "Pension Credit" 1-3). Money is £ a week. */
export interface PensionCreditPerson {
  /** 16-120; not a number becomes the default (66). */
  age: number;
  /** 'YYYY-MM-DD', when given: State Pension age (and the 2016 question) are read from it by the Pensions Act table. */
  dateOfBirth?: string;
  /** Default: from the date of birth, else age ≥ 67 (State Pension age is rising from 66 to 67, so the form asks at 66). */
  reachedStatePensionAge?: boolean;
  /** Reached State Pension age before 6 April 2016 (savings credit, SPCA s 3(1)). Default: from the date of birth, else age ≥ the tax year's first calendar year − 1950. */
  reachedStatePensionAgeBeforeApril2016?: boolean;
  /** State Pension (basic and additional, or new), a week. */
  statePension: number;
  /** Private, workplace and personal pensions, a week. */
  otherPensions: number;
  /** Earnings from work after tax, National Insurance and half of pension contributions, a week. */
  earnings: number;
  /** Other benefits counted in full, e.g. contributory ESA or JSA, a week. Not Carer's Allowance (below). */
  countedBenefits: number;
  /** Gets Carer's Allowance (Carer Support Payment in Scotland): the carer addition, and the allowance counts as income at the year's rate. */
  getsCarersAllowance?: boolean;
  /** Entitled to Carer's Allowance but not paid it because the State Pension is higher: the carer addition, no allowance counted. */
  carersAllowanceUnderlyingOnly?: boolean;
  /** Gets Attendance Allowance, DLA care at the middle or highest rate, PIP or ADP daily living, or Pension Age Disability Payment. */
  getsDisabilityBenefit?: boolean;
  /** Registered blind (severely sight impaired). */
  isRegisteredBlind?: boolean;
  /** Someone is paid Carer's Allowance (or Carer Support Payment) for looking after this person. */
  someoneGetsCarersAllowanceForCaringForThem?: boolean;
}

/** A child or qualifying young person the claimant is responsible for. */
export interface PensionCreditChild {
  /** 0-19. */
  age: number;
  /** Born before 6 April 2017: the eldest such child takes the higher child amount (Sch IIA para 10). */
  bornBeforeApril2017?: boolean;
  /** DLA or PIP (or the Scottish equivalents): lower for any rate, higher for DLA highest care or PIP enhanced daily living, or registered blind. */
  disabilityRate?: 'none' | 'lower' | 'higher';
}

/** Pension Credit input. Money is £ a week. */
export interface PensionCreditInput {
  /** The tax year whose rules and rates apply; default: the year in force. */
  taxYear?: TaxYear;
  claimant: PensionCreditPerson;
  /** The partner (married, civil partner or living together), or null for a single claimant. */
  partner: PensionCreditPerson | null;
  /** Adults aged 18 or over who live with you and are not your partner (the severe disability addition's test). */
  otherAdults: number;
  children: PensionCreditChild[];
  /** Savings and capital other than the home, £. */
  savings: number;
  /** Ground rent and service charges of owners and long leaseholders, a week (never rent, never mortgage interest). */
  housingCostsWeekly: number;
  /**
   * A mixed-age couple's exceptions to SPCA s 4(1A): entitled to Pension Credit (or to pension-age
   * Housing Benefit) since before 15 May 2019 without a break.
   */
  entitledBeforeMay2019?: boolean;
}

/** Why there is no award, or null when there is one. */
export type PensionCreditReason =
  /** Single, under State Pension age. */
  | 'under-state-pension-age'
  /** A couple where neither has reached State Pension age. */
  | 'couple-under-state-pension-age'
  /** A mixed-age couple without either exception: they claim Universal Credit. */
  | 'mixed-age-couple'
  /** Income at or above what the guarantee and the savings credit allow. */
  | 'income-too-high'
  | null;

/** What Pension Credit opens (docs/rules.md "Pension Credit" 5), each with its figure for the year where it has one. */
export interface PensionCreditPassport {
  id: 'housing-benefit' | 'council-tax-support' | 'tv-licence' | 'cold-weather-payment' | 'warm-home-discount' | 'winter-fuel-payment' | 'nhs-help';
  /** Its name, e.g. 'Free TV licence'. */
  name: string;
  /** One plain-English sentence: what it gives and who qualifies, with its figure. */
  text: string;
  /** The rate of its figure, or null. */
  rateId: string | null;
  /** Its figure for the year (in the rate's own unit), or null. */
  amount: number | null;
}

/** The working of a result. Every line is weekly and positive; the panel gives the sign. */
export interface PensionCreditBreakdown {
  /** Plus lines: the standard minimum guarantee, then each addition (severe disability, carer, children, disabled children, housing costs). */
  minimumGuarantee: CalculationLine[];
  /** Plus lines: each income (State Pension, other pensions, earnings, benefits, Carer's Allowance, tariff income); minus lines: disregards. */
  income: CalculationLine[];
  /** The total line: appropriate minimum guarantee − income, at least 0. */
  guaranteeCredit: CalculationLine;
  /** Qualifying income, the threshold, amount A, amount B and the savings credit, or one line saying why there is none. */
  savingsCredit: CalculationLine[];
}

/** Pension Credit result. Money is weekly unless named monthly. */
export interface PensionCreditResult {
  taxYear: TaxYear;
  /** Guarantee credit + savings credit above 0, and the household can claim. */
  eligible: boolean;
  reason: PensionCreditReason;
  appropriateMinimumGuarantee: number;
  /** Weekly income counted for guarantee credit. */
  income: number;
  guaranteeCredit: number;
  savingsCredit: number;
  weeklyAmount: number;
  /** weeklyAmount × 52 ÷ 12. */
  monthlyAmount: number;
  /** How far income is above the appropriate minimum guarantee (0 when below): "your income is £X a week above the guarantee". */
  incomeAboveGuarantee: number;
  /** When there is no award: the answers that could change it (a disability benefit, a carer, a child), as sentences. */
  whatCouldChange: string[];
  breakdown: PensionCreditBreakdown;
  /** What the award opens: with guarantee credit, maximum Housing Benefit and Council Tax Reduction, and so on. Empty when there is no award. */
  passports: PensionCreditPassport[];
  /** How to claim and what else to do, links and phone numbers written out. */
  nextSteps: string[];
  /** Warnings with their figures, e.g. the savings credit closed to people who reached State Pension age from April 2016. */
  warnings: string[];
}
