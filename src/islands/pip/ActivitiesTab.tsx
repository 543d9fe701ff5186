/**
 * The Daily Living or Mobility tab of the PIP calculator (docs/product.md §2, §3): a heading,
 * a line on what the component's points decide, the activities (ActivityList) and the Back /
 * Next buttons. Which activities are open is kept by the calculator, so both tabs' accordions
 * stay as they were when the person moves between tabs, and Start again closes them all.
 */
import type { Dispatch, SetStateAction } from 'react';
import ActivityList from './ActivityList';
import { COMPONENT_ACTIVITIES, type PipComponent } from './state';
import { PanelHeading, PanelNav, type PipTabId, type PipTabNavigation } from './PipTabNav';

export interface PipActivitiesPanelProps {
  component: PipComponent;
  /** This panel's tab, and its neighbours for Back and Next. */
  tab: PipTabId;
  previous: PipTabId;
  next: PipTabId;
  title: string;
  intro: string;
  /** The statement chosen for each activity answered, by activity id. */
  chosen: Readonly<Record<string, string>>;
  /** Ids of the open activities (of both components). */
  openIds: ReadonlySet<string>;
  setOpenIds: Dispatch<SetStateAction<ReadonlySet<string>>>;
  onChoose: (activityId: string, descriptorId: string | null) => void;
  nav: PipTabNavigation;
}

export default function ActivitiesTab({ component, tab, previous, next, title, intro, chosen, openIds, setOpenIds, onChoose, nav }: PipActivitiesPanelProps) {
  const activities = COMPONENT_ACTIVITIES[component];
  const toggle = (id: string) =>
    setOpenIds((prev) => {
      const nextIds = new Set(prev);
      if (nextIds.has(id)) nextIds.delete(id);
      else nextIds.add(id);
      return nextIds;
    });
  const setAllOpen = (open: boolean) =>
    setOpenIds((prev) => {
      const nextIds = new Set(prev);
      for (const a of activities) {
        if (open) nextIds.add(a.id);
        else nextIds.delete(a.id);
      }
      return nextIds;
    });

  return (
    <div>
      <PanelHeading id={tab} nav={nav}>
        {title}
      </PanelHeading>
      <p className="mt-2 text-slate-800">{intro}</p>
      <div className="mt-4">
        <ActivityList activities={activities} chosen={chosen} openIds={openIds} onToggle={toggle} onSetAllOpen={setAllOpen} onChoose={onChoose} />
      </div>
      <PanelNav previous={previous} next={next} nav={nav} />
    </div>
  );
}
