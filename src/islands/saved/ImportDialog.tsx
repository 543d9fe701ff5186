/**
 * Import saved calculations from pasted text or a chosen file (docs/product.md §2, §5, §8).
 * Import is disabled while the text is empty or whitespace. On failure the dialog
 * stays open with the text, shows every error by the field (GOV.UK), and raises the
 * 'Import failed' toast with the errors joined by commas.
 */
import { useId, useRef, useState, type FormEvent } from 'react';
import { useStore } from '@nanostores/react';
import { savedImportMessages } from '~/i18n/en/saved';
import Dialog, { DialogButtons } from '~/islands/shared/dialogs/Dialog';
import { controlClass, fieldGroupClass } from '~/islands/shared/fields/field-parts';
import { toast } from '~/stores/toasts';
import { NOTHING_NEW, NOTHING_TO_IMPORT, importCalculations } from '~/stores/saved-calculations';

export interface ImportDialogProps {
  open: boolean;
  /** After a successful import, with the number imported (before closing). */
  onImported: (count: number) => void;
  onClose: () => void;
}

export default function ImportDialog({ open, onImported, onClose }: ImportDialogProps) {
  const t = useStore(savedImportMessages);
  return (
    <Dialog open={open} onClose={onClose} title={t.title} description={t.description}>
      <ImportForm onImported={onImported} onCancel={onClose} />
    </Dialog>
  );
}

function ImportForm({ onImported, onCancel }: { onImported: (count: number) => void; onCancel: () => void }) {
  const t = useStore(savedImportMessages);
  const id = useId();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const textarea = useRef<HTMLTextAreaElement>(null);
  const empty = text.trim() === '';

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (empty) return;
    const outcome = importCalculations(text);
    if (outcome.success) {
      onImported(outcome.count);
      return;
    }
    setErrors(outcome.errors);
    // An empty list, or one already saved, is not an error in the file: say plainly that nothing was imported.
    const nothing = outcome.errors.length === 1 ? [NOTHING_TO_IMPORT, NOTHING_NEW].find((m) => m === outcome.errors[0]) : undefined;
    if (nothing) toast({ title: t.nothingTitle, description: `${nothing}.` });
    else toast({ title: t.failedTitle, description: outcome.errors.join(', '), variant: 'destructive' });
    textarea.current?.focus();
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      setText(await file.text());
      setErrors([]);
    } catch (err) {
      console.error('Reading the chosen file failed', err);
      setErrors([t.unreadable]);
    }
  };

  const textId = `${id}-text`;
  const fileId = `${id}-file`;
  const errorId = `${textId}-error`;
  const hasErrors = errors.length > 0;
  return (
    <form onSubmit={submit} noValidate>
      <div className={fieldGroupClass(hasErrors ? 'error' : undefined)}>
        <label htmlFor={textId} className="block font-semibold">
          {t.label}
        </label>
        {hasErrors && (
          <div id={errorId} className="mt-1 font-bold text-danger-600">
            <span className="sr-only">{t.errorPrefix} </span>
            <ul>
              {errors.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
        <textarea
          ref={textarea}
          id={textId}
          value={text}
          rows={8}
          spellCheck={false}
          aria-invalid={hasErrors ? true : undefined}
          aria-describedby={hasErrors ? errorId : undefined}
          onChange={(e) => setText(e.target.value)}
          className={controlClass(hasErrors ? 'error' : undefined, 'mt-1 w-full font-mono text-sm')}
        />
      </div>
      <div className="mt-4">
        <label htmlFor={fileId} className="block font-semibold">
          {t.file}
        </label>
        <input
          id={fileId}
          type="file"
          accept=".json,application/json"
          onChange={(e) => void readFile(e.target.files?.[0])}
          className="mt-1 block w-full text-base file:mr-3 file:min-h-11 file:rounded-md file:border-2 file:border-brand-700 file:bg-white file:px-4 file:font-semibold file:text-brand-700"
        />
      </div>
      <DialogButtons onCancel={onCancel}>
        <button type="submit" className="btn btn-primary disabled:cursor-not-allowed disabled:opacity-60" disabled={empty}>
          {t.import}
        </button>
      </DialogButtons>
    </form>
  );
}
