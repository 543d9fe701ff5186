/**
 * What the usage counts can and cannot show (docs/product.md §9 "Usage events"), under the figures
 * on the Dashboard and Analytics tabs. The budgets are server/usage-budget.ts's.
 */
import { useStore } from '@nanostores/react';
import { adminUsageNoteMessages } from '~/i18n/en/admin';

export default function UsageNote() {
  const t = useStore(adminUsageNoteMessages);
  return (
    <details className="mt-4 max-w-3xl text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900">{t.title}</summary>
      <ul className="mt-2 list-disc space-y-1 pl-6">
        <li>{t.whatIsCounted}</li>
        <li>{t.notPeople}</li>
        <li>{t.limits}</li>
        <li>{t.madeUp}</li>
      </ul>
    </details>
  );
}
