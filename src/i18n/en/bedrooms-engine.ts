/**
 * Who has a bedroom and who shares (src/calc/bedrooms.ts), in English: the clauses Universal
 * Credit's and Housing Benefit's working list after the number of bedrooms allowed ('3 bedrooms
 * allowed (you have a bedroom, your two sons share a bedroom)'), so each starts lower case.
 */
import { count, i18n, params } from '../i18n';

export const bedroomsEngineMessages = i18n('bedrooms.engine', {
  'bedrooms.you': 'you have a bedroom',
  'bedrooms.couple': 'you and your partner have a bedroom',
  /** `age`: from which age another person has a room of their own. */
  'bedrooms.otherAdults': params(
    count({
      one: '{count} other adult aged {age} or over has a bedroom',
      other: '{count} other adults aged {age} or over have a bedroom each',
    }),
  ),
  /** Two other adults who live together as a couple (Housing Benefit): `n` and `otherN`, their numbers on the form. */
  'bedrooms.adultCouple': params('person {n} and person {otherN}, a couple, share a bedroom'),
  /** A child, described in brackets after their number: 'child 2 (girl, 12)'. */
  'bedrooms.girl': params('girl, {age}'),
  'bedrooms.boy': params('boy, {age}'),
  'bedrooms.aged': params('aged {age}'),
  /** `n`: the child's number on the form; `about`: the description above. */
  'bedrooms.ownRoom': params('child {n} ({about}) has a bedroom of their own'),
  'bedrooms.ownRoomCannotShare': params('child {n} ({about}) has a bedroom of their own because they cannot share because of a disability'),
  'bedrooms.share': params('child {n} ({about}) and child {otherN} ({otherAbout}) share a bedroom'),
  'bedrooms.twoSons': 'your two sons share a bedroom',
  'bedrooms.twoDaughters': 'your two daughters share a bedroom',
  'bedrooms.coupleCannotShare': 'one more bedroom because you and your partner cannot share because of a disability',
  'bedrooms.overnightCare': params(
    count({
      one: 'one more bedroom for a carer who stays overnight',
      other: '{count} more bedrooms for a carer who stays overnight',
    }),
  ),
  'bedrooms.fosterCarer': 'one more bedroom because you are a foster carer or adopter',
});
