/**
 * What a calculator's results side shows before the first calculation: a picture, a title
 * and a prompt. On its own (not with ResultLine), as every calculator page shows it on first
 * load and ResultLine only with a result (README "Performance").
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedEmptyResultMessages } from '~/i18n/en/shared';

export interface EmptyResultProps {
  /** Default 'No result yet'. */
  title?: string;
  /** Default: a prompt to fill in the details and calculate. */
  children?: ReactNode;
  /** Heading level of the title (default 2). */
  headingLevel?: 2 | 3;
}

/** What the results side shows before the first calculation. */
export default function EmptyResult({ title, children, headingLevel = 2 }: EmptyResultProps) {
  const t = useStore(sharedEmptyResultMessages);
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div className="rounded-lg border-2 border-dashed border-slate-300 p-6 text-center">
      <svg aria-hidden="true" width="40" height="40" viewBox="0 0 24 24" className="mx-auto text-brand-600">
        <rect x="4" y="2" width="16" height="20" rx="2" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path d="M8 6h8M8 11h2M12 11h2M16 11h0M8 15h2M12 15h2M8 19h2M12 19h4" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
      </svg>
      <Heading className="mt-3 text-lg font-bold">{title ?? t.title}</Heading>
      <div className="mt-1 text-slate-700">{children ?? t.text}</div>
    </div>
  );
}
