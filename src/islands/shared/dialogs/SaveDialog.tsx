/**
 * Saving a calculation (docs/product.md §2 "Save dialog", §4, §5, §8).
 *
 * Two ways to use it, both needing one `<Toaster />` in the island:
 * - `<SaveCalculationButton type data result />`: the 'Save Calculation' button and
 *   its dialog together (what the calculators need: render it once a result exists);
 * - `<SaveDialog type data result open onClose />` (default export) when the page
 *   owns the button and the open state.
 *
 * Behaviour: the name starts as '<type label> - <today, dd/mm/yyyy>'; it is required
 * after trimming ('Name required' toast and the inline GOV.UK error; Save is marked
 * disabled while the name is blank but stays focusable, so pressing it, or Enter,
 * explains why); the description is optional, trimmed and left out when empty. On
 * success the dialog closes (the form is cleared: it is rebuilt on every opening),
 * focus returns to the opener and 'Calculation saved' appears. When storage is full
 * or blocked: 'Save failed' (destructive), the dialog stays open with what was typed,
 * and nothing already saved is lost.
 */
import { useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { sharedSaveMessages } from '~/i18n/en/shared-save';
import Dialog from './Dialog';
import NameDescriptionForm from './NameDescriptionForm';
import { toast } from '~/stores/toasts';
import type { SavedCalculatorId } from '~/lib/calculators';
import { StorageWriteError, addCalculation, defaultCalculationName, type SavedCalculation } from '~/stores/saved-calculations';
import { sitePath } from '~/i18n/language';

/**
 * What 'Save failed' says, by cause. A full storage will not clear by trying again: the
 * visitor needs to export or delete saved calculations (on /saved-calculations) first.
 */
export function saveFailedMessage(err: unknown): string {
  const t = sharedSaveMessages.get();
  if (err instanceof StorageWriteError && err.reason === 'quota') return t.full;
  if (err instanceof StorageWriteError && err.reason === 'blocked') return t.blocked;
  return t.failed;
}

export interface SaveDialogProps<Data = unknown, Result = unknown> {
  /** Which calculator this is. */
  type: SavedCalculatorId;
  /** The calculator's input entity, saved as is. */
  data: Data;
  /** The result entity shown on screen, saved as is. */
  result: Result;
  open: boolean;
  /** Set `open` to false. Called on Cancel, Escape and after a successful save. */
  onClose: () => void;
  /** After a successful save (the toast is already shown). */
  onSaved?: (calculation: SavedCalculation<Data, Result>) => void;
  /** Said in the dialog above the name, e.g. which earnings are saved after the slider moved. */
  note?: string;
}

export default function SaveDialog<Data, Result>({ type, data, result, open, onClose, onSaved, note }: SaveDialogProps<Data, Result>) {
  const t = useStore(sharedSaveMessages);
  const [saving, setSaving] = useState(false);
  const saved = useRef<SavedCalculation<Data, Result> | null>(null);

  // The success toast waits until the dialog has closed, so it is drawn (and
  // announced) once, on the page rather than inside the closing dialog.
  const handleClose = () => {
    const done = saved.current;
    saved.current = null;
    setSaving(false);
    onClose();
    if (done) {
      toast({ title: t.savedTitle, description: t.saved({ name: done.name }) });
      onSaved?.(done);
    }
  };

  return (
    <Dialog open={open} onClose={handleClose} title={t.title} dismissible={!saving}>
      <SaveForm
        type={type}
        note={note}
        saving={saving}
        onSave={(name, description) => {
          setSaving(true);
          try {
            saved.current = addCalculation({ type, data, result, name, description });
            onClose();
            return true;
          } catch (err) {
            console.error('Saving the calculation failed', err);
            const message = saveFailedMessage(err);
            toast({ title: t.failedTitle, description: message, variant: 'destructive' });
            setSaving(false);
            return message;
          }
        }}
        onCancel={onClose}
      />
    </Dialog>
  );
}

interface SaveFormProps {
  type: SavedCalculatorId;
  note?: string;
  saving: boolean;
  /** Returns true when the save worked, else the message saying why not. */
  onSave: (name: string, description: string) => true | string;
  onCancel: () => void;
}

function SaveForm({ type, note, saving, onSave, onCancel }: SaveFormProps) {
  const t = useStore(sharedSaveMessages);
  const [failed, setFailed] = useState<string | null>(null);
  const saveButton = useRef<HTMLButtonElement>(null);

  return (
    <NameDescriptionForm
      initialName={defaultCalculationName(type)}
      submitLabel={saving ? t.saving : t.save}
      submitButton={saveButton}
      busy={saving}
      onSubmit={(name, description) => {
        const outcome = onSave(name, description);
        setFailed(outcome === true ? null : outcome);
        if (outcome !== true) saveButton.current?.focus();
      }}
      onCancel={onCancel}
    >
      {note && <p className="mt-4 border-l-4 border-accent-500 pl-3 font-semibold text-slate-900">{note}</p>}
      <p className="mt-4 flex items-start gap-2 text-sm text-slate-700">
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="mt-0.5 shrink-0">
          <path d="M4 7V5a4 4 0 018 0v2h1v8H3V7h1zm2 0h4V5a2 2 0 00-4 0v2z" fill="#154a6d" />
        </svg>
        {t.privacy}
      </p>

      {failed && (
        <p className="mt-4 border-l-4 border-danger-600 pl-3 font-bold text-danger-600">
          {failed}{' '}
          {failed === t.full && (
            <a href={sitePath('/saved-calculations')} className="underline underline-offset-2">
              {t.goToSaved}
            </a>
          )}
        </p>
      )}
    </NameDescriptionForm>
  );
}

export interface SaveCalculationButtonProps<Data = unknown, Result = unknown> {
  type: SavedCalculatorId;
  data: Data;
  result: Result;
  /** Button text. Default 'Save Calculation' (docs/product.md §2). */
  label?: string;
  /** Button classes. Default 'btn btn-secondary'. */
  className?: string;
  onSaved?: (calculation: SavedCalculation<Data, Result>) => void;
  /** Said in the dialog (SaveDialog's `note`). */
  note?: string;
}

/** The 'Save Calculation' button with its dialog. Render it only once a result exists. */
export function SaveCalculationButton<Data, Result>({ type, data, result, label, className = 'btn btn-secondary', onSaved, note }: SaveCalculationButtonProps<Data, Result>) {
  const t = useStore(sharedSaveMessages);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 24 24">
          <path d="M5 3h11l3 3v15H5zM8 3v6h8V3M8 21v-7h8v7" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
        </svg>
        {label ?? t.button}
      </button>
      <SaveDialog type={type} data={data} result={result} open={open} onClose={() => setOpen(false)} onSaved={onSaved} note={note} />
    </>
  );
}
