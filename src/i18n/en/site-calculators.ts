/**
 * What the site calls each calculator, in English: the words of the calculator table
 * (src/lib/calculators.ts), which keeps the ids, addresses and engines and reads its words from
 * here. One group a calculator, named 'site.calculator.…'.
 * - `name`: its short name (the header menu, the saved-calculations tabs and labels);
 * - `title`: its name as a link (shortcut cards, the footer, the checker page's list);
 * - `shortcutText`: the line under its shortcut card on guide and situation pages;
 * - `shareTitle`, `shareDescription`: its results panel's share card;
 * - `savedHeadline`: a saved result's headline figure, `{amount}` written with pence ('£95.20').
 */
import { i18n, params } from '../i18n';

export const universalCreditCalculatorMessages = i18n('site.calculator.universalCredit', {
  name: 'Universal Credit',
  title: 'Universal Credit calculator',
  shortcutText: 'Your monthly Universal Credit, with every element shown.',
  shareTitle: 'Universal Credit Calculator',
  shareDescription: 'Estimate your Universal Credit with this year’s figures: free, anonymous, and it shows its working.',
  savedHeadline: params('{amount} a month'),
});

export const housingBenefitCalculatorMessages = i18n('site.calculator.housingBenefit', {
  name: 'Housing Benefit',
  title: 'Housing Benefit calculator',
  shortcutText: 'Help with rent, including the spare room rules.',
  shareTitle: 'Housing Benefit Calculator',
  shareDescription: 'Estimate your weekly Housing Benefit: free, anonymous and worked out in your browser.',
  savedHeadline: params('{amount} a week'),
});

export const pipCalculatorMessages = i18n('site.calculator.pip', {
  name: 'PIP',
  title: 'PIP calculator',
  shortcutText: 'Score the PIP activities and see which rate you might get.',
  shareTitle: 'PIP Calculator',
  shareDescription: 'Check your PIP points for daily living and mobility: free, anonymous and nothing you type leaves your device.',
  savedHeadline: params('{amount} a week'),
});

export const councilTaxSupportCalculatorMessages = i18n('site.calculator.councilTaxSupport', {
  name: 'Council Tax Support',
  title: 'Council Tax Support calculator',
  shortcutText: 'How much off your Council Tax bill you could get.',
  shareTitle: 'Council Tax Support Calculator',
  shareDescription: 'Check how much Council Tax Support you could get in England, Scotland or Wales: free, anonymous and worked out in your browser.',
  savedHeadline: params('{amount} a year off council tax'),
});

export const pensionCreditCalculatorMessages = i18n('site.calculator.pensionCredit', {
  name: 'Pension Credit',
  title: 'Pension Credit calculator',
  shortcutText: 'Pension Credit for people over State Pension age, and what it opens.',
  shareTitle: 'Pension Credit Calculator',
  shareDescription: 'Check whether you could get Pension Credit, and how much: free, anonymous and worked out in your browser.',
  savedHeadline: params('{amount} a week'),
});

export const benefitsCheckerCalculatorMessages = i18n('site.calculator.benefitsChecker', {
  name: 'Benefits checker',
  title: 'Benefits checker',
});

/** A saved calculation's suggested name (docs/product.md §4): 'Universal Credit - 21/11/2026'. */
export const savedNameMessages = i18n('site.calculator.savedName', {
  defaultName: params('{calculator} - {date}'),
});
