/**
 * What the check of a council's working-age scheme (src/calc/council-tax-support-local/validate.ts)
 * says about a scheme it cannot use, in English, by message id ('ctsLocal.…'). `field` names the
 * answer ("routes › 1 › maxPercent"). Loaded only by the admin and the tests.
 */
import type { EngineWordsList } from '../engine-words';
import { i18n, params } from '../i18n';

export const ctsLocalMessages = i18n('cts.local', {
  'ctsLocal.error.missing': params('{field} is missing or is not the right kind of answer.'),
  'ctsLocal.error.notNumber': params('{field} must be a number.'),
  'ctsLocal.error.empty': params('{field} must not be empty.'),
  'ctsLocal.error.tooSmall': params('{field} must be {min} or more.'),
  'ctsLocal.error.tooBig': params('{field} must be {max} or less.'),
  'ctsLocal.error.choice': params('{field} must be one of: {choices}.'),
  'ctsLocal.error.unknown': params('{field} has answers the scheme does not use: {keys}.'),
  'ctsLocal.error.format': params('{field} is not written the right way (a council code looks like E06000023, a tax year like 2026-27, an address starts with https://).'),
  'ctsLocal.error.invalid': params('{field} cannot be used.'),
  'ctsLocal.error.lastRoute': params('{field} is the last route, so it must be for everyone else (no classes).'),
  'ctsLocal.error.everyoneRoute': params('{field} is for everyone, so it must be the last route: the routes after it would never be used.'),
  'ctsLocal.error.lastBand': params('{field}: only the last income band has no upper limit, and the last band must have none.'),
  'ctsLocal.error.householdTypes': params('{field} must give an upper limit for each household type the grid uses.'),
  'ctsLocal.error.bandOrder': params('{field} must be higher than the band before it.'),
  'ctsLocal.error.firstFrom': params('{field} must start from £0.'),
  'ctsLocal.error.rebateOrder': params('{field}: the 7.5% threshold must be higher than the 15% threshold.'),
});

export const ctsLocalWords: EngineWordsList = [ctsLocalMessages];
