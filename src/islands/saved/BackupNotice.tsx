/**
 * Saved data this browser held but could not read (an older or damaged copy). It was kept
 * under a backup key instead of being replaced; the visitor can download it (to keep, or
 * to send to someone who can repair it) or remove it.
 */
import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { toast } from '~/stores/toasts';
import { backupFileName, deleteBackup, formatSavedDate, type SavedDataBackup } from '~/stores/saved-calculations';
import { savedBackupMessages } from '~/i18n/en/saved';
import { Rich } from '~/i18n/Rich';
import { changeFailedToast, download } from './saved-ui';

const hidden = (words: ReactNode) => <span className="sr-only">{words}</span>;

export default function BackupNotice({ backups }: { backups: readonly SavedDataBackup[] }) {
  const t = useStore(savedBackupMessages);
  return (
    <div role="region" aria-labelledby="saved-backup-title" className="mt-6 rounded-lg border-l-8 border-accent-500 bg-slate-50 p-5">
      <h2 id="saved-backup-title" className="text-xl font-bold text-slate-900">
        {t.title}
      </h2>
      <p className="mt-2 text-slate-900">{t.text}</p>
      <ul className="mt-3 space-y-3">
        {backups.map((b) => {
          const when = b.savedAt ? formatSavedDate(b.savedAt.toISOString()) : '';
          return (
            <li key={b.key} className="flex flex-wrap items-center gap-3">
              <span className="text-slate-800">{when ? t.setAsideOn({ date: when }) : t.setAside}</span>
              <button type="button" className="btn btn-secondary" onClick={() => download(b.text, backupFileName(b), 'text/plain')}>
                {when ? <Rich text={t.downloadOn} parts={{ hidden, date: when }} /> : t.download}
              </button>
              <button
                type="button"
                className="btn border-2 border-danger-600 bg-white text-danger-600 hover:bg-danger-50"
                onClick={() => {
                  try {
                    deleteBackup(b.key);
                  } catch (err) {
                    console.error('Removing the backup failed', err);
                    toast(changeFailedToast());
                  }
                }}
              >
                <Rich text={when ? t.removeOn : t.remove} parts={{ hidden, date: when }} />
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
