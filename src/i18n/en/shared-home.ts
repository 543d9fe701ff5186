/** The questions about a home (src/islands/shared/fields/HomeFields.tsx), in English. */
import { i18n } from '../i18n';

export const sharedHomeMessages = i18n('shared.home', {
  type: 'Type of home',
  bedrooms: 'Number of bedrooms',
});
