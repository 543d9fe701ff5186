/**
 * The share card (src/islands/shared/results/ShareControl.tsx), in English: its own file, as it
 * loads with a result, or alone on a content page (README "Performance").
 */
import { i18n, params } from '../i18n';

export const sharedShareMessages = i18n('shared.share', {
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  heading: 'Share this page',
  intro: 'Help someone else check what they could get. Sharing sends nothing you typed.',
  /** The compact row's name. */
  share: 'Share',
  shareOn: params('Share on {service}'),
  /** Parts: `hidden`, and the `service`. */
  shareOnService: '<hidden>Share on </hidden>{service}',
  newWindow: '(opens in a new window)',
  copy: 'Copy link',
  copiedTitle: 'Link copied!',
  copied: 'The page link has been copied to your clipboard.',
  notCopiedTitle: 'Failed to copy',
  notCopied: 'Please copy the link manually from your browser.',
});
