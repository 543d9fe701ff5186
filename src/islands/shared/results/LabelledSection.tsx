/**
 * A part of a results panel named by its heading: the heading's id labels the section, so
 * screen readers announce the section by its title (WCAG 1.3.1 Info and Relationships).
 */
import type { ReactNode } from 'react';

export interface LabelledSectionProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: ReactNode;
  /** Classes of the heading (default: a sub-heading of the results). */
  headingClassName?: string;
  /** Classes of the section. */
  className?: string;
  children: ReactNode;
}

export default function LabelledSection({ id, title, headingClassName = 'text-lg font-bold text-slate-900', className, children }: LabelledSectionProps) {
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className={headingClassName}>
        {title}
      </h3>
      {children}
    </section>
  );
}
