/**
 * The four input tabs of the Universal Credit calculator (docs/product.md §2): Personal, Income,
 * Housing, Health & Care, with the docs/product.md §3 fields and the §5 limits, one file each
 * (PersonalTab, IncomeTab, HousingTab, HealthTab; what they share is in tab-fields.ts). Every
 * panel stays mounted (the shared Tabs' default), so what was typed survives switching tabs.
 *
 * Number fields hold what is typed and hand the parent a value already in range on every
 * keystroke (src/islands/shared/fields/NumberField.tsx), so the form state is always a valid input.
 */
import { useRef, useState } from 'react';
import Tabs from '~/islands/shared/fields/Tabs';
import type { RatesTable } from '~/calc/rates';
import type { UcForm } from './state';
import HealthTab from './HealthTab';
import HousingTab from './HousingTab';
import IncomeTab from './IncomeTab';
import PersonalTab from './PersonalTab';
import type { UpdateForm } from './tab-fields';

/** Tab ids, in order. */
export const TAB_IDS = ['personal', 'income', 'housing', 'health'] as const;
export type TabIdValue = (typeof TAB_IDS)[number];

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
  const tabProps = { form, update, rates };
  // The Local Housing Allowance question is drawn once the person has started (an answer, another
  // tab), so the page's first load does not carry it (README "Performance").
  const firstForm = useRef(form);
  const [hasStarted, setStarted] = useState(false);
  if (!hasStarted && (selectedTab !== 'personal' || form !== firstForm.current)) setStarted(true);
  return (
    <Tabs
      label="Your details"
      idPrefix={TABS_PREFIX}
      selectedId={selectedTab}
      onSelect={onSelectTab}
      tabs={[
        { id: 'personal', label: 'Personal', content: <PersonalTab {...tabProps} /> },
        { id: 'income', label: 'Income', content: <IncomeTab {...tabProps} /> },
        { id: 'housing', label: 'Housing', content: <HousingTab {...tabProps} showLha={hasStarted} /> },
        { id: 'health', label: 'Health & Care', content: <HealthTab {...tabProps} /> },
      ]}
    />
  );
}
