/**
 * 'Start again' (docs/product.md §2): it asks before it clears. The button opens "Start again?",
 * an alertdialog whose Cancel has focus first, so Enter or Escape never clears anything by
 * accident; 'Yes, start again' closes it and only then clears (the calculator then moves focus).
 * The dialog's code loads on the first press, so a calculator's first load does not carry it.
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { sharedSessionMessages } from '~/i18n/en/shared';

const ConfirmDialog = lazy(() => import('../dialogs/ConfirmDialog'));

export default function StartAgainButton({ onConfirm, className = 'btn btn-secondary' }: { onConfirm: () => void; className?: string }) {
  const t = useStore(sharedSessionMessages);
  // null until first pressed: the dialog's code loads then.
  const [open, setOpen] = useState<boolean | null>(null);
  const confirmed = useRef(false);
  return (
    <>
      <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t.startAgain}
      </button>
      {open !== null && (
        <Suspense fallback={null}>
          <ConfirmDialog
            open={open}
            title={t.startAgainTitle}
            description={t.startAgainText}
            confirmLabel={t.startAgainConfirm}
            onConfirm={() => {
              confirmed.current = true;
              setOpen(false);
            }}
            onClose={() => {
              setOpen(false);
              // After the dialog has closed and given focus back, so the calculator's own focus move wins.
              if (confirmed.current) {
                confirmed.current = false;
                onConfirm();
              }
            }}
          />
        </Suspense>
      )}
    </>
  );
}
