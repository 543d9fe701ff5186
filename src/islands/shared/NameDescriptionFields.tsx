/**
 * The name and description fields of a saved calculation, shared by the save
 * dialog and the edit dialog on /saved-calculations (docs/product.md §5: the name is
 * required after trimming; the description is optional). The parent owns the
 * values, validates on submit and passes the name's error, shown GOV.UK style.
 */
import type { RefObject } from 'react';
import { controlClass, FieldError, fieldGroupClass } from './field-parts';

export interface NameDescriptionFieldsProps {
  /** Prefix of the two ids: `${idPrefix}-name`, `${idPrefix}-description`. */
  idPrefix: string;
  name: string;
  onNameChange: (name: string) => void;
  /** 'Please enter a name for your calculation.' after a submit with a blank name. */
  nameError?: string;
  /** Focused by the parent when the name is missing. */
  nameInput: RefObject<HTMLInputElement | null>;
  description: string;
  onDescriptionChange: (description: string) => void;
}

export default function NameDescriptionFields({ idPrefix, name, onNameChange, nameError, nameInput, description, onDescriptionChange }: NameDescriptionFieldsProps) {
  const nameId = `${idPrefix}-name`;
  const descriptionId = `${idPrefix}-description`;
  return (
    <>
      <div className={fieldGroupClass(nameError)}>
        <label htmlFor={nameId} className="block font-semibold">
          Name
        </label>
        <FieldError id={nameId}>{nameError}</FieldError>
        <input
          ref={nameInput}
          id={nameId}
          type="text"
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={nameError ? `${nameId}-error` : undefined}
          onChange={(e) => onNameChange(e.target.value)}
          className={controlClass(nameError, 'mt-1 w-full')}
        />
      </div>
      <div className="mt-4">
        <label htmlFor={descriptionId} className="block font-semibold">
          Description (optional)
        </label>
        <textarea
          id={descriptionId}
          value={description}
          maxLength={500}
          rows={3}
          onChange={(e) => onDescriptionChange(e.target.value)}
          className={controlClass(undefined, 'mt-1 w-full')}
        />
      </div>
    </>
  );
}
