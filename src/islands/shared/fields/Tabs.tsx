/**
 * Tabs, following the WAI-ARIA Authoring Practices tabs pattern (docs/style.md habit 10):
 * - role=tablist (named by `label`) / tab / tabpanel, aria-selected, aria-controls,
 *   aria-labelledby;
 * - roving tabindex: Tab enters the tab list on the selected tab and leaves it to the
 *   panel; Left/Right (wrapping), Home and End move between tabs and select them
 *   (automatic activation: panels show with no delay);
 * - every panel is focusable (tabIndex 0) so its content is reachable even if it has
 *   no control of its own.
 *
 * Panels: `keepMounted` (default true) keeps every panel in the DOM, hidden, so form
 * state and input elements survive switching tabs (use it for calculator input
 * tabs; an error summary must still select the tab before focusing a field in it:
 * `onSelect`). With `keepMounted={false}` only the selected panel renders its
 * content (the others stay as empty hidden panels, so aria-controls stays valid).
 *
 * A tab can be `disabled` (e.g. 'Partner's Income' without a partner, docs/product.md §2):
 * it shows but cannot be chosen, the arrow keys skip it, and a selected tab that
 * becomes disabled gives way to the first enabled one.
 *
 * Controlled (`selectedId` + `onSelect`) or not (`defaultSelectedId`).
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

/** One tab and its panel. */
export interface TabItem {
  /** Stable key, also part of the element ids. Letters, digits and dashes. */
  id: string;
  /** The tab's text (may include a count badge). */
  label: ReactNode;
  /** The panel. */
  content: ReactNode;
  /** Shown but not selectable. */
  disabled?: boolean;
}

export interface TabsProps {
  tabs: ReadonlyArray<TabItem>;
  /** Accessible name of the tab list, e.g. 'Your details'. */
  label: string;
  /** The selected tab (controlled). */
  selectedId?: string;
  /** The tab selected at first (uncontrolled). Default: the first. */
  defaultSelectedId?: string;
  /** Called with the id of the tab chosen. */
  onSelect?: (id: string) => void;
  /** Keep hidden panels in the DOM (default true). */
  keepMounted?: boolean;
  /** Prefix of the tab and panel ids; tab `x` is `${idPrefix}-tab-x`, its panel `${idPrefix}-panel-x`. Default: a React id. */
  idPrefix?: string;
  /** Classes for the tab list row. */
  listClassName?: string;
  /** Classes for each panel. */
  panelClassName?: string;
}

/** The id of a tab's button, for code that needs to focus it. */
export const tabId = (prefix: string, id: string) => `${prefix}-tab-${id}`;
/** The id of a tab's panel. */
export const panelId = (prefix: string, id: string) => `${prefix}-panel-${id}`;

export default function Tabs({ tabs, label, selectedId, defaultSelectedId, onSelect, keepMounted = true, idPrefix, listClassName = '', panelClassName = '' }: TabsProps) {
  const reactId = useId();
  const prefix = idPrefix ?? `tabs${reactId.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const [internal, setInternal] = useState(defaultSelectedId ?? tabs[0]?.id);
  const wanted = selectedId ?? internal;
  const firstEnabled = tabs.find((t) => !t.disabled)?.id;
  const current = tabs.some((t) => t.id === wanted && !t.disabled) ? wanted : firstEnabled;
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);

  const select = (id: string) => {
    if (selectedId === undefined) setInternal(id);
    onSelect?.(id);
  };

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    // Positions of the tabs that can be chosen; the arrows move among these only.
    const enabled = tabs.flatMap((t, i) => (t.disabled ? [] : [i]));
    const at = enabled.indexOf(index);
    const last = enabled.length - 1;
    const target =
      e.key === 'ArrowRight'
        ? enabled[at === last ? 0 : at + 1]
        : e.key === 'ArrowLeft'
          ? enabled[at <= 0 ? last : at - 1]
          : e.key === 'Home'
            ? enabled[0]
            : e.key === 'End'
              ? enabled[last]
              : undefined;
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab || target === undefined) return;
    e.preventDefault();
    select(tab.id);
    buttons.current[target]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className={`flex flex-wrap gap-1 border-b-2 border-slate-300 ${listClassName}`}>
        {tabs.map((tab, index) => {
          const selected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={tabId(prefix, tab.id)}
              aria-selected={selected}
              aria-controls={panelId(prefix, tab.id)}
              tabIndex={selected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => select(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`-mb-0.5 inline-flex min-h-11 items-center gap-2 rounded-t-md border-b-4 px-3 py-2 font-semibold disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent ${
                selected ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.id === current;
        return (
          <div
            key={tab.id}
            role="tabpanel"
            id={panelId(prefix, tab.id)}
            aria-labelledby={tabId(prefix, tab.id)}
            hidden={!selected}
            tabIndex={0}
            className={`pt-4 focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-solid focus-visible:outline-focus ${panelClassName}`}
          >
            {(selected || (keepMounted && !tab.disabled)) && tab.content}
          </div>
        );
      })}
    </div>
  );
}
