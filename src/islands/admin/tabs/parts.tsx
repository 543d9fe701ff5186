/** Small pieces the admin tabs share. */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { adminCommonMessages, adminLoadMessages } from '~/i18n/en/admin';

/** A figure card on the Dashboard and Analytics tabs. */
export function StatCard({ label, value, detail }: { label: string; value: ReactNode; detail?: ReactNode }) {
  return (
    <div className="card">
      <dt className="text-sm font-semibold text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-bold text-slate-900">{value}</dd>
      {detail && <dd className="mt-1 text-sm text-slate-600">{detail}</dd>}
    </div>
  );
}

/** What a tab shows while loading or after a failed load. */
export function LoadState({ status, onRetry }: { status: 'loading' | 'ready' | 'error'; onRetry: () => void }) {
  const t = useStore(adminLoadMessages);
  const common = useStore(adminCommonMessages);
  if (status === 'loading') return <p className="text-slate-700">{common.loading}</p>;
  if (status === 'error') {
    return (
      <div className="rounded-md border-l-4 border-danger-600 bg-danger-50 p-4">
        <p className="font-semibold text-slate-900">{t.unableToLoad}</p>
        <p className="mt-1 text-slate-800">{t.checkConnection}</p>
        <button type="button" className="btn btn-secondary mt-3" onClick={onRetry}>
          {t.tryAgain}
        </button>
      </div>
    );
  }
  return null;
}

/** A titled section inside a tab. */
export function Section({ id, title, children, actions }: { id: string; title: string; children: ReactNode; actions?: ReactNode }) {
  return (
    <section aria-labelledby={id} className="card mt-6 first:mt-0">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h3 id={id} className="text-lg font-bold text-slate-900">
          {title}
        </h3>
        {actions}
      </div>
      <div className="mt-3">{children}</div>
    </section>
  );
}
