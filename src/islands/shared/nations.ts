/** The nations of the UK by the names people read, for the calculators' "where you live" questions (docs/product.md §2). */
export const NATION_LABELS = { england: 'England', scotland: 'Scotland', wales: 'Wales', 'northern-ireland': 'Northern Ireland' } as const;
