/**
 * A titled list of sentences from an engine (next steps, how to apply, appeal rights), each
 * with its web addresses and phone numbers as links. The heading names the section for
 * screen readers; next steps are numbered (an ordered list), the others are bullets.
 */
import type { ReactNode } from 'react';
import type { EngineText } from '~/calc/message';
import { useEngineText } from '~/i18n/engine-words';
import LinkedText from './LinkedText';

export interface StepListProps {
  /** The heading's id, which labels the section. */
  id: string;
  title: string;
  items: readonly EngineText[];
  ordered?: boolean;
  /** Classes of the section (e.g. 'card'). */
  className?: string;
  /** Anything after the list, such as a link to the guide. */
  children?: ReactNode;
}

export default function StepList({ id, title, items, ordered = false, className, children }: StepListProps) {
  const List = ordered ? 'ol' : 'ul';
  const write = useEngineText();
  return (
    <section aria-labelledby={id} className={className}>
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      <List className={`mt-2 space-y-2 pl-6 [overflow-wrap:anywhere] ${ordered ? 'list-decimal' : 'list-disc'}`}>
        {items.map(write).map((item) => (
          <li key={item}>
            <LinkedText text={item} />
          </li>
        ))}
      </List>
      {children}
    </section>
  );
}
