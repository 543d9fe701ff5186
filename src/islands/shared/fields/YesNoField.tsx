/**
 * A yes/no question whose answer is true or false: RadioGroup with Yes and No side by side
 * (GOV.UK radios). Neither radio is ticked while the answer is `undefined` (not answered yet).
 *
 * Used by one island it sits in that island's own chunk; a second island importing it puts it
 * in a shared chunk, which costs the page more gzipped JavaScript than it saves (README
 * "Performance": Housing Benefit is at the edge of the budget).
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedFieldMessages } from '~/i18n/en/shared';
import RadioGroup from './RadioGroup';

export interface YesNoFieldProps {
  /** Id of the Yes radio (No is `id-2`); also the stem of the hint id. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}

export default function YesNoField({ id, legend, hint, value, onChange }: YesNoFieldProps) {
  const t = useStore(sharedFieldMessages);
  return (
    <RadioGroup<'yes' | 'no'>
      id={id}
      legend={legend}
      hint={hint}
      inline
      value={value === undefined ? '' : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
      options={[
        { value: 'yes', label: t.yes },
        { value: 'no', label: t.no },
      ]}
    />
  );
}
