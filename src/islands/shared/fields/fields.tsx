/**
 * Fields built from the general ones for answers the calculators all ask the same way.
 * A calculator that does not use one does not load it.
 */
import type { ReactNode } from 'react';
import { sharedFieldMessages } from '~/i18n/en/shared';
import NumberField from './NumberField';

/** AgeField's props: NumberField's few that an age needs. */
export interface AgeFieldProps {
  /** The input's id (error summaries link to it). */
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  /** The youngest age allowed, also what an empty box becomes. */
  min: number;
  max?: number;
  /** Input width (Tailwind classes). Default 'w-24'. */
  widthClass?: string;
  /** How its note names it when the label is not plain text, e.g. 'the age of child 2'. */
  noteName?: string;
  value: number;
  onChange: (age: number) => void;
}

/** An age in whole years, with "years" after the box; an empty box becomes the youngest age allowed. */
export function AgeField({ widthClass = 'w-24', ...props }: AgeFieldProps) {
  // Read, not subscribed: AgeField is also called as a plain function (fields.test.tsx).
  return <NumberField suffix={sharedFieldMessages.get().years} fallback={props.min} widthClass={widthClass} {...props} />;
}
