/**
 * A modal dialog on the native <dialog> element (docs/style.md habit 7). The browser does
 * the hard parts: showModal() makes the rest of the page inert (focus stays in the
 * dialog), Escape closes it, and it sits above everything. This component adds:
 * - `open` as a prop (the parent owns the state; `onClose` runs however it closed),
 * - focus back to the control that opened it, or to `fallbackFocus` when that
 *   control has gone (e.g. after deleting the item it belonged to),
 * - a heading that names the dialog, an optional description,
 * - toasts drawn inside while open (see `pushToastHost`),
 * - children mounted only while open, so every opening starts with a fresh form,
 * - rendered into <body> through a portal once mounted, so a dialog opened from
 *   inside a calculator's <form> never nests its own <form> in it (a nested form
 *   would submit the outer one natively). Before mount it renders nothing, so the
 *   server and the first client render agree.
 */
import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { createPortal, flushSync } from 'react-dom';
import { useStore } from '@nanostores/react';
import { sharedDialogMessages } from '~/i18n/en/shared-dialog';
import { pushToastHost } from '~/stores/toasts';

export interface DialogProps {
  /** Whether the dialog is showing. */
  open: boolean;
  /**
   * Called when the dialog has closed by any means (Escape, or `open` set to false
   * by a Cancel button): set `open` to false here. It may run after you already did.
   */
  onClose: () => void;
  /** The heading, also the dialog's accessible name. */
  title: string;
  /** A sentence under the heading, also the dialog's accessible description. */
  description?: ReactNode;
  /** Focus this element on opening (default: the browser's choice, the first focusable control). */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Where focus goes on closing when the opener is no longer in the page. Default: #main-content. */
  fallbackFocus?: RefObject<HTMLElement | null>;
  /** False blocks Escape (e.g. while saving). Default true. */
  dismissible?: boolean;
  /** 'alertdialog' for a confirmation of something that cannot be undone. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
}

export default function Dialog({ open, onClose, title, description, initialFocus, fallbackFocus, dismissible = true, role, children }: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const release = useRef<(() => void) | null>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const id = useId();
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
      release.current = pushToastHost(dialog);
      initialFocus?.current?.focus();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open, initialFocus, mounted]);

  // Closing while unmounting (the island went away) must not leave the page inert.
  useEffect(
    () => () => {
      release.current?.();
      if (ref.current?.open) ref.current.close();
    },
    [],
  );

  const handleClose = () => {
    release.current?.();
    release.current = null;
    const back = opener.current;
    opener.current = null;
    const target = back?.isConnected && !back.closest('[inert]') ? back : (fallbackFocus?.current ?? document.getElementById('main-content'));
    target?.focus();
    // The close event is not one React renders at once: without flushSync an Enter on the opener
    // straight after Escape sets `open` back to true in the same render as this false, the state
    // never changes, and the dialog stays shut.
    flushSync(() => onCloseRef.current());
  };

  if (!mounted) return null;

  return createPortal(
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={`${id}-title`}
      aria-describedby={description ? `${id}-description` : undefined}
      onClose={handleClose}
      onCancel={(e) => {
        if (!dismissible) e.preventDefault();
      }}
      // React bubbles events through portals to the React parent; a submit inside
      // the dialog must not reach a calculator form that rendered it.
      onSubmit={(e) => e.stopPropagation()}
      className="m-auto max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg overflow-y-auto rounded-lg bg-white p-0 text-slate-900 shadow-xl backdrop:bg-slate-900/60"
    >
      {open && (
        <div className="p-5 sm:p-6">
          <h2 id={`${id}-title`} className="text-xl font-bold sm:text-2xl">
            {title}
          </h2>
          {description && (
            <div id={`${id}-description`} className="mt-2 text-slate-700">
              {description}
            </div>
          )}
          <div className="mt-4">{children}</div>
        </div>
      )}
    </dialog>,
    document.body,
  );
}

export interface DialogButtonsProps {
  /** The form's submit button, which comes first. */
  children: ReactNode;
  onCancel: () => void;
  /** Marks Cancel disabled (it stays focusable), e.g. while saving. */
  cancelDisabled?: boolean;
}

/** The button row under a dialog's form: its own submit button, then Cancel. */
export function DialogButtons({ children, onCancel, cancelDisabled }: DialogButtonsProps) {
  const t = useStore(sharedDialogMessages);
  return (
    <div className="mt-6 flex flex-wrap gap-3">
      {children}
      <button type="button" className="btn btn-secondary aria-disabled:opacity-60" aria-disabled={cancelDisabled ? true : undefined} onClick={onCancel}>
        {t.cancel}
      </button>
    </div>
  );
}
