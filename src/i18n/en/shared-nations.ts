/**
 * Where you live, as the Universal Credit, Housing Benefit, Pension Credit and PIP forms ask it
 * (src/islands/shared/fields/NationField.tsx; docs/rules.md "Where you live"), in English.
 */
import { i18n } from '../i18n';
import type { UkNation } from '~/calc/nations';

export const sharedNationMessages = i18n('shared.nations', {
  legend: 'Where do you live?',
  hint: 'Scotland and Northern Ireland have some payments of their own, shown beside the result.',
  england: 'England',
  scotland: 'Scotland',
  wales: 'Wales',
  'northern-ireland': 'Northern Ireland',
} satisfies Record<UkNation | 'legend' | 'hint', string>);
