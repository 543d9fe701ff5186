/**
 * What each calculator's share card says of it (docs/product.md §2: nothing the visitor typed
 * goes into it): one table, so the four results panels and their cards stay alike.
 */
import type { CalculationType } from '~/lib/calculation-types';
import type { ShareControlProps } from './ShareControl';

/** A share card's text: the page's address is added where the card is drawn. */
export type ShareCard = Pick<ShareControlProps, 'title' | 'description' | 'hashtags'>;

export const SHARE_CARDS: Readonly<Record<CalculationType, ShareCard>> = {
  'universal-credit': {
    title: 'Universal Credit Calculator',
    description: 'Estimate your Universal Credit with this year’s figures: free, anonymous, and it shows its working.',
    hashtags: ['UniversalCredit', 'BenefitsCalculator', 'UKBenefits'],
  },
  'housing-benefit': {
    title: 'Housing Benefit Calculator',
    description: 'Estimate your weekly Housing Benefit: free, anonymous and worked out in your browser.',
    hashtags: ['HousingBenefit', 'BenefitsCalculator', 'CostOfLiving'],
  },
  pip: {
    title: 'PIP Calculator',
    description: 'Check your PIP points for daily living and mobility: free, anonymous and nothing you type leaves your device.',
    hashtags: ['PIP', 'UKBenefits'],
  },
  'council-tax-support': {
    title: 'Council Tax Support Calculator',
    description: 'Check how much Council Tax Support you could get in England, Scotland or Wales: free, anonymous and worked out in your browser.',
    hashtags: ['CouncilTax', 'BenefitsCalculator', 'CostOfLiving'],
  },
};
