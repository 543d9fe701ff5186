/**
 * "Are you sure?" for something that cannot be undone (delete one, clear all).
 * An alertdialog whose Cancel button has focus first, so Enter or Escape never
 * destroys anything by accident.
 */
import { useRef } from 'react';
import { useStore } from '@nanostores/react';
import { sharedDialogMessages } from '~/i18n/en/shared-dialog';
import Dialog, { type DialogProps } from './Dialog';

/** The dialog's own props it passes on (its title and description name and describe it), and the destructive action. */
export interface ConfirmDialogProps extends Pick<DialogProps, 'open' | 'onClose' | 'title' | 'description' | 'fallbackFocus'> {
  /** Text of the destructive button, e.g. 'Delete'. */
  confirmLabel: string;
  onConfirm: () => void;
}

export default function ConfirmDialog({ open, title, description, confirmLabel, onConfirm, onClose, fallbackFocus }: ConfirmDialogProps) {
  const t = useStore(sharedDialogMessages);
  const cancel = useRef<HTMLButtonElement>(null);
  return (
    <Dialog open={open} onClose={onClose} title={title} description={description} role="alertdialog" initialFocus={cancel} fallbackFocus={fallbackFocus}>
      <div className="flex flex-wrap gap-3">
        <button type="button" className="btn bg-danger-600 text-white hover:bg-red-800" onClick={onConfirm}>
          {confirmLabel}
        </button>
        <button ref={cancel} type="button" className="btn btn-secondary" onClick={onClose}>
          {t.cancel}
        </button>
      </div>
    </Dialog>
  );
}
