/**
 * Edit a saved calculation's name and description (docs/product.md §4: opens with the
 * current values; 'Save Changes' updates them; Cancel closes). The name stays
 * required, as when saving.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import Dialog from '~/islands/shared/Dialog';
import NameDescriptionFields from '~/islands/shared/NameDescriptionFields';
import { toast } from '~/stores/toasts';
import { updateCalculation, type SavedCalculation } from '~/stores/saved-calculations';
import { saveFailedMessage } from '~/islands/shared/SaveDialog';

export interface EditDialogProps {
  /** The calculation being edited; null when the dialog is closed. */
  calculation: SavedCalculation | null;
  /** After a successful update (before closing). */
  onSaved: () => void;
  onClose: () => void;
}

const NAME_REQUIRED = 'Please enter a name for your calculation.';

export default function EditDialog({ calculation, onSaved, onClose }: EditDialogProps) {
  return (
    <Dialog open={calculation !== null} onClose={onClose} title="Edit calculation">
      {calculation && <EditForm calculation={calculation} onSaved={onSaved} onCancel={onClose} />}
    </Dialog>
  );
}

function EditForm({ calculation, onSaved, onCancel }: { calculation: SavedCalculation; onSaved: () => void; onCancel: () => void }) {
  const id = useId();
  const [name, setName] = useState(calculation.name);
  const [description, setDescription] = useState(calculation.description ?? '');
  const [nameError, setNameError] = useState<string>();
  const nameInput = useRef<HTMLInputElement>(null);
  const blank = name.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (blank) {
      setNameError(NAME_REQUIRED);
      toast({ title: 'Name required', description: NAME_REQUIRED });
      nameInput.current?.focus();
      return;
    }
    try {
      updateCalculation(calculation.id, { name, description });
      onSaved();
    } catch (err) {
      console.error('Updating the calculation failed', err);
      toast({ title: 'Save failed', description: saveFailedMessage(err), variant: 'destructive' });
    }
  };

  return (
    <form onSubmit={submit} noValidate>
      <NameDescriptionFields
        idPrefix={id}
        name={name}
        onNameChange={setName}
        nameError={nameError}
        nameInput={nameInput}
        description={description}
        onDescriptionChange={setDescription}
      />
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="submit" className="btn btn-primary aria-disabled:opacity-60" aria-disabled={blank ? true : undefined}>
          Save Changes
        </button>
        <button type="button" className="btn btn-secondary" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
