/**
 * The home page's quick check (docs/product.md §2 "Quick check card"): four selects whose
 * chosen answers go to /benefits-checker as query parameters age, employment,
 * children and housing. The checker maps 55-64 to 55-65 and 65+ to 66+ (docs/rules.md "Eligibility checker"). The
 * options are the checker's own, so the two can never disagree.
 */
import { CHILDREN_OPTIONS, EMPLOYMENT_OPTIONS, HOUSING_OPTIONS, QUICK_CHECK_AGE_OPTIONS } from '../calc/eligibility.ts';
import { checkerQuickCheckMessages } from '../i18n/en/benefits-checker.ts';

export interface QuickCheckField {
  /** Query parameter name. */
  name: 'age' | 'employment' | 'children' | 'housing';
  /** Visible label. */
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A field whose label is the catalogue's (checkerQuickCheckMessages), read when the page is drawn. */
function quickCheckField(name: QuickCheckField['name'], options: QuickCheckField['options']): QuickCheckField {
  return {
    name,
    get label() {
      return checkerQuickCheckMessages.get()[name];
    },
    options,
  };
}

export const QUICK_CHECK_FIELDS: readonly QuickCheckField[] = [
  quickCheckField('age', QUICK_CHECK_AGE_OPTIONS),
  quickCheckField('employment', EMPLOYMENT_OPTIONS),
  quickCheckField('children', CHILDREN_OPTIONS),
  quickCheckField('housing', HOUSING_OPTIONS),
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
