/**
 * The warning before a session ends (docs/product.md §9 "Admin"): two minutes before, a dialog
 * offers 'Stay signed in' (POST /api/auth/refresh), unless the 12-hour limit is
 * what ends it, which no refresh can move. WCAG 2.2.1 Timing Adjustable: the
 * admin is warned and can extend with one action.
 */
import Dialog from '~/islands/shared/dialogs/Dialog';
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
  return (
    <Dialog
      open={open}
      onClose={onDismiss}
      role="alertdialog"
      title="You are about to be signed out"
      description={
        atLimit
          ? `You have been signed in for almost 12 hours, the longest a session can last. You will be signed out at ${formatTime(endsAt)} and will need to sign in again.`
          : `For your security, we sign you out after 30 minutes without activity. You will be signed out at ${formatTime(endsAt)}.`
      }
    >
      <div className="flex flex-wrap gap-3">
        {atLimit ? (
          <button type="button" className="btn btn-primary" onClick={onDismiss}>
            Continue
          </button>
        ) : (
          <button type="button" className="btn btn-primary" onClick={onStay} disabled={busy}>
            {busy ? 'Please wait...' : 'Stay signed in'}
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={onSignOut}>
          Sign out
        </button>
      </div>
    </Dialog>
  );
}
