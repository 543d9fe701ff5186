/**
 * One PIP activity as an accordion section (docs/product.md §2: "each activity is an accordion
 * with radio descriptors showing points, guidance and examples"), after the WAI-ARIA
 * accordion pattern: a heading holding a button with aria-expanded, so screen reader
 * users can move between activities by heading. Inside, the descriptors are one radio
 * group (fieldset and legend); a choice can be changed, or cleared with its own button.
 */
import { useRef, type ReactNode } from 'react';
import type { Message } from '~/calc/message';
import { pipScheduleMessages } from '~/i18n/en/pip-schedule';
import { useStore } from '@nanostores/react';
import type { PipActivity } from '~/calc/pip';
import { pipActivityMessages } from '~/i18n/en/pip';
import { Rich } from '~/i18n/Rich';
import { pointsText } from './state';

export interface ActivityAccordionProps {
  activity: PipActivity;
  /** 1-based position within its component, shown before the name. */
  number: number;
  /** The chosen descriptor id, or undefined. */
  chosen: string | undefined;
  open: boolean;
  onToggle: () => void;
  /** A descriptor id, or null to clear the answer. */
  onChoose: (descriptorId: string | null) => void;
}

export default function ActivityAccordion({ activity, number, chosen, open, onToggle, onChoose }: ActivityAccordionProps) {
  const t = useStore(pipActivityMessages);
  // The schedule's words are sentences without values: each is read by its id, without the
  // writer of results (src/i18n/engine-words.tsx), which this page's first load need not carry.
  const words: Readonly<Record<string, string>> = useStore(pipScheduleMessages);
  const write = (text: Message) => words[text.messageId] ?? '';
  const name = write(activity.name);
  const firstRadio = useRef<HTMLInputElement>(null);
  const hidden = (words: ReactNode) => <span className="sr-only">{words}</span>;
  const base = `pip-${activity.id}`;
  const chosenDescriptor = activity.descriptors.find((d) => d.id === chosen);
  const chosenPoints = chosenDescriptor?.points ?? null;
  // Schedule 1 guidance is per activity; the engine repeats it on every descriptor.
  const first = activity.descriptors[0];
  const guidance = first ? write(first.guidance) : '';

  return (
    <div className={`rounded-lg border-2 ${chosenDescriptor ? 'border-brand-600' : 'border-slate-300'} bg-white`}>
      <h3 className="text-lg">
        <button
          type="button"
          id={`${base}-button`}
          aria-expanded={open}
          aria-controls={`${base}-panel`}
          onClick={onToggle}
          className="flex min-h-11 w-full items-center gap-3 rounded-lg px-4 py-3 text-left hover:bg-slate-50"
        >
          <span className="min-w-0 flex-1">
            <span className="block font-bold text-slate-900">
              {number}. {name}
            </span>
            <span className={`mt-0.5 block text-base font-normal ${chosenDescriptor ? 'text-brand-800' : 'text-slate-700'}`}>
              {chosenPoints === null ? t.notAnswered : t.answered({ points: pointsText(chosenPoints) })}
            </span>
          </span>
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" className={`shrink-0 text-brand-700 transition-transform ${open ? 'rotate-180' : ''}`}>
            <path d="M4 7l6 6 6-6" stroke="currentColor" strokeWidth="2.5" fill="none" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </button>
      </h3>
      <div id={`${base}-panel`} hidden={!open} className="border-t border-slate-200 px-4 pt-3 pb-4">
        <fieldset aria-describedby={`${base}-guidance`}>
          <legend className="font-semibold text-slate-900">
            <Rich text={t.legend} parts={{ hidden, activity: name }} />
          </legend>
          <p id={`${base}-guidance`} className="mt-1 text-slate-700">
            {guidance}
          </p>
          <ul className="mt-3 space-y-2">
            {activity.descriptors.map((descriptor, index) => {
              const id = `${base}-${descriptor.id}`;
              const checked = chosen === descriptor.id;
              const examplesId = descriptor.examples.length > 0 ? `${id}-examples` : undefined;
              const own = write(descriptor.guidance);
              const ownGuidance = own !== guidance ? own : '';
              return (
                <li key={descriptor.id} className={`rounded-md border-2 ${checked ? 'border-brand-700 bg-brand-50' : 'border-slate-200 hover:border-slate-400'}`}>
                  <label htmlFor={id} className="flex min-h-11 cursor-pointer items-start gap-3 px-3 py-2.5">
                    <input
                      ref={index === 0 ? firstRadio : undefined}
                      id={id}
                      type="radio"
                      name={base}
                      value={descriptor.id}
                      checked={checked}
                      onChange={() => onChoose(descriptor.id)}
                      aria-describedby={examplesId}
                      className="mt-0.5 size-6 shrink-0 accent-brand-700"
                    />
                    <span className="min-w-0 flex-1 pt-0.5 text-slate-900">{write(descriptor.description)}</span>{' '}
                    <span className="mt-0.5 shrink-0 rounded-full bg-slate-100 px-2.5 py-0.5 text-sm font-bold whitespace-nowrap text-slate-800">
                      {pointsText(descriptor.points)}
                    </span>
                  </label>
                  {(examplesId || ownGuidance) && (
                    <div className="-mt-1 pr-3 pb-2.5 pl-12 text-sm text-slate-700">
                      {ownGuidance && <p>{ownGuidance}</p>}
                      {examplesId && <p id={examplesId}>{t.examples({ examples: descriptor.examples.map(write).join('; ') })}</p>}
                    </div>
                  )}
                </li>
              );
            })}
          </ul>
        </fieldset>
        {chosenDescriptor && (
          <button
            type="button"
            className="btn btn-secondary mt-3"
            onClick={() => {
              onChoose(null);
              // The button goes with the answer: keep focus in the group.
              requestAnimationFrame(() => firstRadio.current?.focus());
            }}
          >
            <Rich text={t.clear} parts={{ hidden, activity: name }} />
          </button>
        )}
      </div>
    </div>
  );
}
