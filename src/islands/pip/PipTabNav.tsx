/**
 * The PIP calculator's four tabs and moving between them (docs/product.md §2): Info, Daily
 * Living, Mobility, Results, free to move between. The tab list itself is the shared Tabs
 * (ARIA tabs pattern, arrow keys); this file adds what PIP puts in each panel around its
 * content: a heading that takes focus, and Back / Next buttons under it that select the
 * neighbouring tab and take the person to that tab's heading.
 */
import { useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { pipTabsMessages } from '~/i18n/en/pip';

/** The tabs, in order (docs/product.md §2). */
export const PIP_TAB_IDS = ['info', 'daily-living', 'mobility', 'results'] as const;
export type PipTabId = (typeof PIP_TAB_IDS)[number];

/** Each tab's message of its visible name (the Back / Next buttons repeat it). */
const TAB_LABEL_KEYS = { info: 'info', 'daily-living': 'dailyLiving', mobility: 'mobility', results: 'results' } as const satisfies Record<PipTabId, string>;

/** Each tab's visible name, from the messages of `usePipTabLabels` or `pipTabsMessages.get()`. */
export function pipTabLabel(t: ReturnType<typeof pipTabsMessages.get>, id: PipTabId): string {
  return t[TAB_LABEL_KEYS[id]];
}

/** The tabs' names, for the calculator's tab list. */
export function usePipTabLabels(): Readonly<Record<PipTabId, string>> {
  const t = useStore(pipTabsMessages);
  return { info: pipTabLabel(t, 'info'), 'daily-living': pipTabLabel(t, 'daily-living'), mobility: pipTabLabel(t, 'mobility'), results: pipTabLabel(t, 'results') };
}

/** Tab buttons' and panels' id prefix (see Tabs: `pip-tab-x`, `pip-panel-x`). */
export const PIP_TABS_PREFIX = 'pip';

/** Whether a value (from storage, or a tab id the shared parts pass back) is one of the tabs. */
export function isPipTabId(value: unknown): value is PipTabId {
  return typeof value === 'string' && (PIP_TAB_IDS as readonly string[]).includes(value);
}

/** What the panels need to move between tabs: a ref for their heading, and `goTo`. */
export interface PipTabNavigation {
  /** The ref callback for a panel's heading, so `goTo` can focus it. */
  headingRef: (id: PipTabId) => (heading: HTMLHeadingElement | null) => void;
  /** Select the tab and take the person to its heading. */
  goTo: (id: PipTabId) => void;
}

/** Moving between the tabs with the Back / Next buttons; `select` selects a tab. */
export function usePipTabNavigation(select: (id: PipTabId) => void): PipTabNavigation {
  const headings = useRef<Partial<Record<PipTabId, HTMLHeadingElement | null>>>({});
  return {
    headingRef: (id) => (heading) => {
      headings.current[id] = heading;
    },
    goTo: (id) => {
      select(id);
      // The panel shows on the next render: focus its heading once it is there.
      requestAnimationFrame(() => {
        const heading = headings.current[id];
        heading?.focus();
        heading?.scrollIntoView({ block: 'start' });
      });
    },
  };
}

/** A panel's heading: focused (not in the tab order) when Back / Next brings the person here. */
export function PanelHeading({ id, nav, children }: { id: PipTabId; nav: PipTabNavigation; children: ReactNode }) {
  return (
    <h2 ref={nav.headingRef(id)} tabIndex={-1} className="text-2xl font-bold text-slate-900 focus:outline-none">
      {children}
    </h2>
  );
}

/** The Back / Next buttons under a panel; null for none on that side. */
export function PanelNav({ previous, next, nav }: { previous: PipTabId | null; next: PipTabId | null; nav: PipTabNavigation }) {
  const t = useStore(pipTabsMessages);
  return (
    <div className="mt-8 flex flex-wrap justify-between gap-3 border-t border-slate-200 pt-6">
      {previous ? (
        <button type="button" className="btn btn-secondary" onClick={() => nav.goTo(previous)}>
          <span aria-hidden="true">←</span> {t.backTo({ tab: pipTabLabel(t, previous) })}
        </button>
      ) : (
        <span />
      )}
      {next && (
        <button type="button" className="btn btn-primary" onClick={() => nav.goTo(next)}>
          {t.next({ tab: pipTabLabel(t, next) })} <span aria-hidden="true">→</span>
        </button>
      )}
    </div>
  );
}
