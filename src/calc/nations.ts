/**
 * Where someone lives (docs/rules.md "Where you live"): the four nations, whose own rules change
 * what is shown beside an award (./beside-award.ts). A file of its own, so a form that asks the
 * question does not load the rules.
 */
export const UK_NATIONS = ['england', 'scotland', 'wales', 'northern-ireland'] as const;
export type UkNation = (typeof UK_NATIONS)[number];
