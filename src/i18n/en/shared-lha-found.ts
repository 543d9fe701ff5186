/**
 * What a Local Housing Allowance lookup found (src/islands/shared/fields/LhaRates.tsx,
 * LhaTownSearch.tsx, lha-lookup.ts), in English: their own file, as they load with the lookup
 * (README "Performance").
 */
import { count, i18n, params } from '../i18n';

export const sharedLhaFoundMessages = i18n('shared.lhaFound', {
  sharedRoom: 'Shared accommodation (a room in a shared house)',
  oneBed: '1 bedroom',
  twoBed: '2 bedrooms',
  threeBed: '3 bedrooms',
  fourBed: '4 bedrooms',
  ratesFor: params('LHA rates for {area}'),
  /** Parts: `normal` around the postcode. */
  ratesForPostcode: 'LHA rates for {area}<normal> ({postcode})</normal>',
  caption: params('Weekly Local Housing Allowance rates for {area}'),
  homeSize: 'Home size',
  perWeek: 'Per week',
  source: params('The rates set for April 2024, kept the same since. Source: {source}.'),
  sourceFrom: params('The rates set for April 2024, kept the same since (used here from {date}). Source: {source}.'),
  ratesTable: 'the rates table',
  /** The source of an area's rates that an administrator published (no publication is built in for it). */
  published: 'the rates this site’s administrator published from the official table',
  town: 'Type your town or council',
  townHint: 'For example Leeds, Glasgow or Wirral. Then choose your area from the list.',
  noMatch: 'No area matches. Try the name of your council.',
  matches: count({ one: '{count} area matches: choose yours.', other: '{count} areas match: choose yours.' }),
  matchesLabel: 'Areas that match',
  /** Parts: the `area`, and `muted` around the council it is for. */
  forCouncil: '{area}<muted> (for {council})</muted>',
  foundTitle: 'LHA Rates Found',
  found: params('Found rates for {area}'),
  notFoundTitle: 'Postcode Not Found',
  notFound: 'Could not find LHA rates for this postcode.',
});
