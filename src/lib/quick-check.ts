/**
 * The home page's quick check (docs/product.md §2 "Quick check card"): four selects whose
 * chosen answers go to /benefits-checker as query parameters age, employment,
 * children and housing. The checker maps 55-64 to 55-65 and 65+ to 66+ (docs/rules.md "Eligibility checker"). The
 * options are the checker's own, so the two can never disagree.
 */
import { CHILDREN_OPTIONS, EMPLOYMENT_OPTIONS, HOUSING_OPTIONS, QUICK_CHECK_AGE_OPTIONS, type AnswerOption } from '../calc/eligibility.ts';

export interface QuickCheckField {
  /** Query parameter name; the home page labels the select by it (src/i18n/en/site-pages.ts). */
  name: 'age' | 'employment' | 'children' | 'housing';
  /** The checker's options; their labels are messages of src/i18n/en/benefits-checker.ts, which the home page writes. */
  options: ReadonlyArray<AnswerOption<string>>;
}

export const QUICK_CHECK_FIELDS: readonly QuickCheckField[] = [
  { name: 'age', options: QUICK_CHECK_AGE_OPTIONS },
  { name: 'employment', options: EMPLOYMENT_OPTIONS },
  { name: 'children', options: CHILDREN_OPTIONS },
  { name: 'housing', options: HOUSING_OPTIONS },
];

/**
 * The checker address for a set of answers, leaving out any not chosen
 * (docs/product.md §2). Used by the server to tidy a no-JavaScript form submission.
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
