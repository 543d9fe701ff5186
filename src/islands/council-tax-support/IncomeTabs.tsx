/**
 * The two tabs of the income step, 'Your Income' and 'Partner's Income' (spec 001 §2), with
 * the partner tab disabled when there is no partner. The shared `Tabs` has no disabled tab,
 * so this is the same WAI-ARIA tabs pattern (roving tabindex; Left/Right, Home and End move
 * and select, skipping a disabled tab) for exactly these two.
 */
import { useRef, type KeyboardEvent, type ReactNode } from 'react';

export type IncomeTabId = 'claimant' | 'partner';

export interface IncomeTabsProps {
  selected: IncomeTabId;
  onSelect: (id: IncomeTabId) => void;
  hasPartner: boolean;
  claimant: ReactNode;
  partner: ReactNode;
}

export default function IncomeTabs({ selected, onSelect, hasPartner, claimant, partner }: IncomeTabsProps) {
  const tabs: ReadonlyArray<{ id: IncomeTabId; label: string; disabled: boolean; content: ReactNode }> = [
    { id: 'claimant', label: 'Your Income', disabled: false, content: claimant },
    { id: 'partner', label: "Partner's Income", disabled: !hasPartner, content: partner },
  ];
  const current = hasPartner ? selected : 'claimant';
  const buttons = useRef<Array<HTMLButtonElement | null>>([]);
  const enabled = tabs.map((t, i) => (t.disabled ? -1 : i)).filter((i) => i >= 0);

  const onKeyDown = (e: KeyboardEvent, index: number) => {
    const at = enabled.indexOf(index);
    const last = enabled.length - 1;
    const to =
      e.key === 'ArrowRight' ? enabled[at === last ? 0 : at + 1]
      : e.key === 'ArrowLeft' ? enabled[at === 0 ? last : at - 1]
      : e.key === 'Home' ? enabled[0]
      : e.key === 'End' ? enabled[last]
      : undefined;
    const tab = to === undefined ? undefined : tabs[to];
    if (!tab || to === undefined) return;
    e.preventDefault();
    onSelect(tab.id);
    buttons.current[to]?.focus();
  };

  return (
    <div>
      <div role="tablist" aria-label="Whose income" className="flex flex-wrap gap-1 border-b-2 border-slate-300">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === current;
          return (
            <button
              key={tab.id}
              ref={(el) => {
                buttons.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`cts-income-tab-${tab.id}`}
              aria-selected={isSelected}
              aria-controls={`cts-income-panel-${tab.id}`}
              tabIndex={isSelected ? 0 : -1}
              disabled={tab.disabled}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(e) => onKeyDown(e, index)}
              className={`-mb-0.5 inline-flex min-h-11 items-center rounded-t-md border-b-4 px-3 py-2 font-semibold disabled:cursor-not-allowed disabled:text-slate-500 disabled:hover:bg-transparent ${
                isSelected ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {!hasPartner && <p className="mt-2 text-sm text-slate-700">To add a partner’s income, tick “You have a partner who lives with you” in Household Details.</p>}
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`cts-income-panel-${tab.id}`}
          aria-labelledby={`cts-income-tab-${tab.id}`}
          hidden={tab.id !== current}
          tabIndex={0}
          className="pt-4"
        >
          {tab.id === current || !tab.disabled ? tab.content : null}
        </div>
      ))}
    </div>
  );
}
