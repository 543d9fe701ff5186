/**
 * The warning before a session ends (docs/product.md §9 "Admin"): two minutes before, a dialog
 * offers 'Stay signed in' (POST /api/auth/refresh), unless the 12-hour limit is
 * what ends it, which no refresh can move. WCAG 2.2.1 Timing Adjustable: the
 * admin is warned and can extend with one action.
 */
import { useStore } from '@nanostores/react';
import Dialog from '~/islands/shared/dialogs/Dialog';
import { adminCommonMessages, adminSessionWarningMessages } from '~/i18n/en/admin';
import { formatTime } from './settings-meta';

export interface SessionWarningProps {
  open: boolean;
  /** Local time (ms) the session ends. */
  endsAt: number;
  /** True when the 12-hour limit, not idleness, ends it. */
  atLimit: boolean;
  busy: boolean;
  onStay: () => void;
  onSignOut: () => void;
  onDismiss: () => void;
}

export default function SessionWarning({ open, endsAt, atLimit, busy, onStay, onSignOut, onDismiss }: SessionWarningProps) {
  const t = useStore(adminSessionWarningMessages);
  const common = useStore(adminCommonMessages);
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      role="alertdialog"
      title={t.title}
      description={atLimit ? t.atLimit({ time: formatTime(endsAt) }) : t.idle({ time: formatTime(endsAt) })}
    >
      <div className="flex flex-wrap gap-3">
        {atLimit ? (
          <button type="button" className="btn btn-primary" onClick={onDismiss}>
            {common.continue}
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onStay} disabled={busy}>
            {busy ? t.pleaseWait : t.stay}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onSignOut}>
          {common.signOut}
        </button>
      </div>
    </Dialog>
  );
}
