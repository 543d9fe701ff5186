/**
 * Where you live, carried from the benefits checker's results to the calculator a result opens
 * (docs/rules.md "Where you live": asked once, passed on): the link's address ends in
 * `?where=<nation>`, and the calculator's page takes it as its answer, then takes it out of the
 * address (a reload then opens what the tab remembers). Nothing else about the person goes in an
 * address, which servers see.
 */
import { UK_NATIONS, type UkNation } from '~/calc/nations';

const WHERE = 'where';

/** A calculator's address carrying where you live (none for a check saved before the question). */
export function withWhereYouLive(route: string, nation: UkNation | undefined): string {
  return nation ? `${route}?${WHERE}=${nation}` : route;
}

/** The nation in this page's address, taken out of it; null when none, or not one of the four. */
export function takeWhereYouLive(): UkNation | null {
  const params = new URLSearchParams(location.search);
  const where = params.get(WHERE);
  if (where === null) return null;
  params.delete(WHERE);
  const search = params.toString();
  history.replaceState(history.state, '', `${location.pathname}${search ? `?${search}` : ''}${location.hash}`);
  return UK_NATIONS.find((nation) => nation === where) ?? null;
}
