/**
 * The form that names a saved calculation, shared by the save dialog and the edit dialog
 * on /saved-calculations (docs/product.md §4, §5): a required name and an optional
 * description. The name is required after trimming: a submit with a blank name shows
 * the GOV.UK error by the field, raises the 'Name required' toast and puts focus back in
 * the name; the submit button is marked disabled while the name is blank but stays
 * focusable, so pressing it, or Enter, explains why.
 */
import { useId, useRef, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { DialogButtons } from './Dialog';
import { controlClass, describedBy, FieldShell } from '../fields/field-parts';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { sharedSaveMessages } from '~/i18n/en/shared-save';

export interface NameDescriptionFormProps {
  /** What the name and description start as. */
  initialName: string;
  initialDescription?: string;
  /** Text of the submit button, e.g. 'Save Changes'. */
  submitLabel: string;
  /** Focused by the parent, e.g. after a failed save. */
  submitButton?: RefObject<HTMLButtonElement | null>;
  /** While true a submit does nothing and both buttons are marked disabled (e.g. saving). */
  busy?: boolean;
  /** Runs on a submit with a name: the name and description, trimmed. */
  onSubmit: (name: string, description: string) => void;
  onCancel: () => void;
  /** Shown between the fields and the buttons. */
  children?: ReactNode;
}

export default function NameDescriptionForm({
  initialName,
  initialDescription = '',
  submitLabel,
  submitButton,
  busy = false,
  onSubmit,
  onCancel,
  children,
}: NameDescriptionFormProps) {
  const t = useStore(sharedSaveMessages);
  const id = useId();
  const [name, setName] = useState(initialName);
  const [description, setDescription] = useState(initialDescription);
  const [nameError, setNameError] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);
  const blank = name.trim() === '';
  const nameId = `${id}-name`;
  const descriptionId = `${id}-description`;

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    if (blank) {
      setNameError(t.nameRequired);
      toast({ title: t.nameRequiredTitle, description: t.nameRequired });
      nameInput.current?.focus();
      return;
    }
    setNameError(undefined);
    onSubmit(name.trim(), description.trim());
  };

  return (
    <form onSubmit={submit} noValidate>
      <FieldShell id={nameId} label={t.name} error={nameError}>
        <input
          ref={nameInput}
          id={nameId}
          type="text"
          value={name}
          maxLength={100}
          autoComplete="off"
          aria-invalid={nameError ? true : undefined}
          aria-describedby={describedBy(nameId, undefined, nameError)}
          onChange={(e) => setName(e.target.value)}
          className={controlClass(nameError, 'mt-1 w-full')}
        />
      </FieldShell>
      <div className="mt-4">
        <label htmlFor={descriptionId} className="block font-semibold">
          {t.description}
        </label>
        <textarea
          id={descriptionId}
          value={description}
          maxLength={500}
          rows={3}
          onChange={(e) => setDescription(e.target.value)}
          className={controlClass(undefined, 'mt-1 w-full')}
        />
      </div>
      {children}
      <DialogButtons
        onCancel={() => {
          if (!busy) onCancel();
        }}
        cancelDisabled={busy}
      >
        <button ref={submitButton} type="submit" className="btn btn-primary aria-disabled:opacity-60" aria-disabled={blank || busy ? true : undefined}>
          {submitLabel}
        </button>
      </DialogButtons>
    </form>
  );
}
