/**
 * The activities of one PIP component (the Daily Living or Mobility tab): a short
 * "how to answer" note, a show-all / hide-all control and one accordion per activity.
 */
import { useStore } from '@nanostores/react';
import type { PipActivity } from '~/calc/pip';
import { pipActivityMessages } from '~/i18n/en/pip';
import ActivityAccordion from './ActivityAccordion';

export interface ActivityListProps {
  activities: readonly PipActivity[];
  chosen: Readonly<Record<string, string>>;
  /** Ids of the open activities. */
  openIds: ReadonlySet<string>;
  onToggle: (activityId: string) => void;
  onSetAllOpen: (open: boolean) => void;
  onChoose: (activityId: string, descriptorId: string | null) => void;
}

export default function ActivityList({ activities, chosen, openIds, onToggle, onSetAllOpen, onChoose }: ActivityListProps) {
  const t = useStore(pipActivityMessages);
  const allOpen = activities.every((a) => openIds.has(a.id));
  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-slate-700">{t.howToAnswer(activities.length)}</p>
        <button type="button" className="btn btn-secondary px-4" onClick={() => onSetAllOpen(!allOpen)}>
          {allOpen ? t.hideAll : t.showAll}
        </button>
      </div>
      <ul className="mt-4 space-y-3">
        {activities.map((activity, index) => (
          <li key={activity.id}>
            <ActivityAccordion
              activity={activity}
              number={index + 1}
              chosen={chosen[activity.id]}
              open={openIds.has(activity.id)}
              onToggle={() => onToggle(activity.id)}
              onChoose={(descriptorId) => onChoose(activity.id, descriptorId)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
