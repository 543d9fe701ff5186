/**
 * Edit a saved calculation's name and description (docs/product.md §4: opens with the
 * current values; 'Save Changes' updates them; Cancel closes). The name stays
 * required, as when saving.
 */
import { useStore } from '@nanostores/react';
import Dialog from '~/islands/shared/dialogs/Dialog';
import { savedEditMessages } from '~/i18n/en/saved';
import NameDescriptionForm from '~/islands/shared/dialogs/NameDescriptionForm';
import { toast } from '~/stores/toasts';
import { updateCalculation, type SavedCalculation } from '~/stores/saved-calculations';
import { saveFailedMessage } from '~/islands/shared/dialogs/SaveDialog';

export interface EditDialogProps {
  /** The calculation being edited; null when the dialog is closed. */
  calculation: SavedCalculation | null;
  /** After a successful update (before closing). */
  onSaved: () => void;
  onClose: () => void;
}

export default function EditDialog({ calculation, onSaved, onClose }: EditDialogProps) {
  const t = useStore(savedEditMessages);
  return (
    <Dialog open={calculation !== null} onClose={onClose} title={t.title}>
      {calculation && (
        <NameDescriptionForm
          initialName={calculation.name}
          initialDescription={calculation.description}
          submitLabel={t.save}
          onSubmit={(name, description) => {
            try {
              updateCalculation(calculation.id, { name, description });
              onSaved();
            } catch (err) {
              console.error('Updating the calculation failed', err);
              toast({ title: t.failedTitle, description: saveFailedMessage(err), variant: 'destructive' });
            }
          }}
          onCancel={onClose}
        />
      )}
    </Dialog>
  );
}
