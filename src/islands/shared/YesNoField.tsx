/**
 * A yes/no question whose answer is true or false: RadioGroup with Yes and No side by side
 * (GOV.UK radios). Neither radio is ticked while the answer is `undefined` (not answered yet).
 */
import type { ReactNode } from 'react';
import RadioGroup from './RadioGroup';

const YES_NO = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

export interface YesNoFieldProps {
  /** Id of the Yes radio (No is `id-2`); also the stem of the hint id. */
  id: string;
  legend: ReactNode;
  hint?: ReactNode;
  value: boolean | undefined;
  onChange: (value: boolean) => void;
}

export default function YesNoField({ id, legend, hint, value, onChange }: YesNoFieldProps) {
  return (
    <RadioGroup<'yes' | 'no'>
      id={id}
      legend={legend}
      hint={hint}
      inline
      value={value === undefined ? '' : value ? 'yes' : 'no'}
      onChange={(answer) => onChange(answer === 'yes')}
      options={YES_NO}
    />
  );
}
