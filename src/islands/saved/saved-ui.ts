/**
 * What the parts of the saved-calculations page share: offering text as a file, and the
 * toast for a change the browser would not make (storage refused it).
 */
import type { ToastOptions } from '~/stores/toasts';
import { savedPageMessages } from '~/i18n/en/saved';

/** Offer text as a file download (export, backups). */
export function download(text: string, fileName: string, type: string): void {
  const blob = new Blob([text], { type });
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/** Said when storage refused a removal: nothing was removed. */
export function changeFailedToast(): ToastOptions {
  const t = savedPageMessages.get();
  return { title: t.changeFailedTitle, description: t.changeFailed, variant: 'destructive' };
}
