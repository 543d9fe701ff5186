/**
 * The home page's quick check (spec 000 §2 "Quick check card"): four selects whose
 * chosen answers go to /benefits-checker as query parameters age, employment,
 * children and housing. The checker maps 55-64 and 65+ (DECISIONS.md §2).
 */
export interface QuickCheckField {
  /** Query parameter name. */
  name: 'age' | 'employment' | 'children' | 'housing';
  /** Visible label. */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

export const QUICK_CHECK_FIELDS: readonly QuickCheckField[] = [
  {
    name: 'age',
    label: 'Your age',
    options: [
      { value: '16-24', label: '16 to 24' },
      { value: '25-39', label: '25 to 39' },
      { value: '40-54', label: '40 to 54' },
      { value: '55-64', label: '55 to 64' },
      { value: '65+', label: '65 or over' },
    ],
  },
  {
    name: 'employment',
    label: 'Work',
    options: [
      { value: 'employed', label: 'Employed' },
      { value: 'unemployed', label: 'Unemployed' },
      { value: 'self-employed', label: 'Self-employed' },
      { value: 'student', label: 'Student' },
      { value: 'retired', label: 'Retired' },
      { value: 'unable-to-work', label: 'Unable to work' },
    ],
  },
  {
    name: 'children',
    label: 'Children',
    options: [
      { value: 'no', label: 'No children' },
      { value: '1', label: '1 child' },
      { value: '2', label: '2 children' },
      { value: '3+', label: '3 or more' },
    ],
  },
  {
    name: 'housing',
    label: 'Housing',
    options: [
      { value: 'rent-private', label: 'Renting privately' },
      { value: 'rent-council', label: 'Renting from council or housing association' },
      { value: 'own', label: 'Own my home' },
      { value: 'living-with-family', label: 'Living with family' },
      { value: 'other', label: 'Other' },
    ],
  },
];

/**
 * The checker address for a set of answers, leaving out any not chosen
 * (spec 000 §2). Used by the server to tidy a no-JavaScript form submission.
 */
export function quickCheckHref(answers: Partial<Record<QuickCheckField['name'], string | null | undefined>>): string {
  const params = new URLSearchParams();
  for (const field of QUICK_CHECK_FIELDS) {
    const value = answers[field.name];
    if (value && field.options.some((o) => o.value === value)) params.set(field.name, value);
  }
  const query = params.toString();
  return query ? `/benefits-checker?${query}` : '/benefits-checker';
}
