/**
 * Saved data this browser held but could not read (an older or damaged copy). It was kept
 * under a backup key instead of being replaced; the visitor can download it (to keep, or
 * to send to someone who can repair it) or remove it.
 */
import { toast } from '~/stores/toasts';
import { backupFileName, deleteBackup, formatSavedDate, type SavedDataBackup } from '~/stores/saved-calculations';
import { CHANGE_FAILED, download } from './saved-ui';

export default function BackupNotice({ backups }: { backups: readonly SavedDataBackup[] }) {
  return (
    <div role="region" aria-labelledby="saved-backup-title" className="mt-6 rounded-lg border-l-8 border-accent-500 bg-slate-50 p-5">
      <h2 id="saved-backup-title" className="text-xl font-bold text-slate-900">
        Some saved data could not be read
      </h2>
      <p className="mt-2 text-slate-900">
        This browser held saved calculations we could not read, perhaps from an older version of this site or a damaged file. We have not deleted them: they are kept aside on this
        device. Download a copy to keep it; your other saved calculations are not affected.
      </p>
      <ul className="mt-3 space-y-3">
        {backups.map((b) => {
          const when = b.savedAt ? formatSavedDate(b.savedAt.toISOString()) : '';
          return (
            <li key={b.key} className="flex flex-wrap items-center gap-3">
              <span className="text-slate-800">Set aside{when ? ` on ${when}` : ''}</span>
              <button type="button" className="btn btn-secondary" onClick={() => download(b.text, backupFileName(b), 'text/plain')}>
                Download the unreadable data<span className="sr-only">{when ? `, set aside on ${when}` : ''}</span>
              </button>
              <button
                type="button"
                className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50"
                onClick={() => {
                  try {
                    deleteBackup(b.key);
                  } catch (err) {
                    console.error('Removing the backup failed', err);
                    toast(CHANGE_FAILED);
                  }
                }}
              >
                Remove it<span className="sr-only">: the unreadable data{when ? ` set aside on ${when}` : ''}</span>
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
