/**
 * The four input tabs of the Universal Credit calculator (docs/product.md §2): Personal, Income,
 * Housing, Health & Care, with the docs/product.md §3 fields and the §5 limits, one file each
 * (PersonalTab, IncomeTab, HousingTab, HealthTab; what they share is in tab-fields.ts). Every
 * panel stays mounted (the shared Tabs' default), so what was typed survives switching tabs.
 *
 * Number fields hold what is typed and hand the parent a value already in range on every
 * keystroke (src/islands/shared/fields/NumberField.tsx), so the form state is always a valid input.
 */
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { ucCalculatorMessages } from '~/i18n/en/universal-credit';
import Tabs from '~/islands/shared/fields/Tabs';
import type { RatesTable } from '~/calc/rates';
import { ucQuestionsShown, type UcForm } from './state';
import PersonalTab from './PersonalTab';
import type { UpdateForm } from './tab-fields';

// The Income, Housing and Health & Care tabs load with the first answer, or when the person opens
// one, so the page's first load carries less (README "Performance"), as Housing Benefit's Property
// and Income tabs do. The Health & Care tab joined them when the carer, self-employment and other
// adults' rules took the first load over its budget.
const loadIncomeTab = () => import('./IncomeTab');
const IncomeTab = lazy(loadIncomeTab);
const loadHousingTab = () => import('./HousingTab');
const HousingTab = lazy(loadHousingTab);
const loadHealthTab = () => import('./HealthTab');
const HealthTab = lazy(loadHealthTab);

/** What waits for the first answer (the calculator starts loading it then): those three tabs and the Local Housing Allowance question. */
export const loadLaterTabs = () => Promise.all([loadIncomeTab(), loadHealthTab(), loadHousingTab().then((m) => m.loadLhaAreaField())]);

/** A tab that loads later, drawn once the person has started. */
function Later({ hasStarted, children }: { hasStarted: boolean; children: ReactNode }) {
  const t = useStore(ucCalculatorMessages);
  return hasStarted ? <Suspense fallback={<p className="text-slate-700">{t.loading}</p>}>{children}</Suspense> : null;
}

/** Tab ids, in order. */
export const TAB_IDS = ['personal', 'income', 'housing', 'health'] as const;

/** Prefix of the tab and panel ids (`uc-tab-personal`, `uc-panel-personal`). */
export const TABS_PREFIX = 'uc';

export interface InputTabsProps {
  form: UcForm;
  /** Apply a change to the latest form state. */
  update: UpdateForm;
  rates: RatesTable;
  selectedTab: string;
  onSelectTab: (id: string) => void;
}

export default function InputTabs({ form, update, rates, selectedTab, onSelectTab }: InputTabsProps) {
  const t = useStore(ucCalculatorMessages);
  const tabProps = { form, update, rates, shown: ucQuestionsShown(form.input, rates) };
  // The Income and Housing tabs (with the Local Housing Allowance question) are drawn once the person has started
  // (an answer, another tab), so the page's first load does not carry them (README "Performance").
  const firstForm = useRef(form);
  const [hasStarted, setStarted] = useState(false);
  if (!hasStarted && (selectedTab !== 'personal' || form !== firstForm.current)) setStarted(true);
  return (
    <Tabs
      label={t.yourDetails}
      idPrefix={TABS_PREFIX}
      selectedId={selectedTab}
      onSelect={onSelectTab}
      tabs={[
        { id: 'personal', label: t.personal, content: <PersonalTab {...tabProps} /> },
        {
          id: 'income',
          label: t.income,
          content: (
            <Later hasStarted={hasStarted}>
              <IncomeTab {...tabProps} />
            </Later>
          ),
        },
        {
          id: 'housing',
          label: t.housing,
          content: (
            <Later hasStarted={hasStarted}>
              <HousingTab {...tabProps} showLha={hasStarted} />
            </Later>
          ),
        },
        {
          id: 'health',
          label: t.health,
          content: (
            <Later hasStarted={hasStarted}>
              <HealthTab {...tabProps} />
            </Later>
          ),
        },
      ]}
    />
  );
}
