/**
 * The postcode → Local Housing Allowance lookup's field (src/islands/shared/fields/LhaPostcodeField.tsx,
 * LhaAreaField.tsx, useLhaLookup.ts), in English: their own file, as they load with the housing
 * questions (README "Performance"). What a lookup found is in shared-lha-found.ts.
 */
import { i18n, params } from '../i18n';

export const sharedLhaMessages = i18n('shared.lha', {
  legend: "Your area's Local Housing Allowance",
  hint: 'Universal Credit pays private rent only up to the Local Housing Allowance for your area and the bedrooms your household is allowed. Find your area from your postcode, or type the weekly rate.',
  rateToType: 'For the number of bedrooms you are allowed.',
  weekly: "Or type your area's weekly Local Housing Allowance",
  /** Parts: `rateToType` (which rate, in a sentence) and the `link` to the official lookup. */
  weeklyHint: '{rateToType} Find it on the <link>official Local Housing Allowance lookup (opens in a new tab)</link>. Leave it empty to use the area from your postcode.',
  aWeek: 'a week',
  postcode: 'Postcode of the home you rent',
  postcodeHint: 'We use it to find your Local Housing Allowance (LHA) rates, which limit the rent a private landlord’s tenant can get help with. It stays on this device.',
  enterPostcode: 'Enter a postcode',
  enterFullPostcode: 'Enter a full postcode, like EH1 2NG',
  lookingUp: 'Looking up…',
  /** Parts: `hidden`. */
  lookup: 'Lookup<hidden> LHA rates for this postcode</hidden>',
  yourArea: params('Your area: {area}.'),
  notFound: params('We do not hold published LHA rates for {postcode}. You can type your area’s weekly rate below; without it your rent will not be capped.'),
  /** Parts: the `area` and the `link` to the official lookup. */
  noFigures:
    'Your area is {area}. Its Local Housing Allowance rates are not built into this calculator yet. Find them on the <link>official LHA direct lookup (opens in a new tab)</link> and type the weekly rate below; without it your rent will not be capped.',
  northernIreland: params(
    '{postcode} is in Northern Ireland, where the Northern Ireland Housing Executive sets its own Local Housing Allowance rates. Ask the Housing Executive for yours and type the weekly rate below.',
  ),
  failed: 'The lookup did not work. Check your connection and try again, or type your area’s weekly rate below.',
});
