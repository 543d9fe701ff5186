/**
 * The words of the saved-calculations page (src/islands/saved), in English. Names start with 'saved.'.
 * The page is one island that draws all of it, so its words are one file.
 */
import { count, i18n, params } from '../i18n';

/** The list, its buttons and the toasts of what they do (SavedCalculations.tsx, saved-ui.ts). */
export const savedPageMessages = i18n('saved.page', {
  loading: 'Loading...',
  all: 'All',
  /** A tab of the list: its type and how many it holds, 'All (3)'. */
  tab: params('{label} ({count})'),
  noneOfType: params('No {type} calculations saved yet.'),
  import: 'Import',
  export: 'Export',
  clearAll: 'Clear all',
  /** Parts: `strong` around the count. */
  stats: params(
    count({
      one: '<strong>{count} saved calculation</strong> · {size} used of 5 MB on this device',
      other: '<strong>{count} saved calculations</strong> · {size} used of 5 MB on this device',
    }),
  ),
  /** '2.4 KB' (docs/product.md §2: bytes used shown in KB to one decimal). */
  kilobytes: params('{size} KB'),
  heading: 'Your calculations',
  none: 'You have no saved calculations.',
  noneText: 'Work out what you could get, then choose Save Calculation to keep the result here.',
  start: 'Start a Calculation',
  filter: 'Filter by calculation type',
  deleteTitle: 'Delete this calculation?',
  deleteText: params('“{name}” will be removed from this device. You cannot undo this.'),
  delete: 'Delete',
  deletedTitle: 'Calculation deleted',
  deleted: 'The saved calculation has been removed.',
  clearTitle: 'Clear all saved calculations?',
  clearText: count({
    one: 'All {count} saved calculation will be removed from this device. You cannot undo this. Export them first if you want a copy.',
    other: 'All {count} saved calculations will be removed from this device. You cannot undo this. Export them first if you want a copy.',
  }),
  clearedTitle: 'All calculations cleared',
  cleared: 'Your saved calculations have been removed.',
  unableTitle: 'Unable to load',
  unable: 'This calculation type is not supported.',
  exportedTitle: 'Export complete',
  exported: 'Your calculations have been downloaded.',
  updatedTitle: 'Calculation updated',
  updated: 'Your changes have been saved.',
  importedTitle: 'Import successful',
  imported: count({ one: 'Imported {count} calculation.', other: 'Imported {count} calculations.' }),
  changeFailedTitle: 'Change failed',
  changeFailed: 'Your browser did not allow the change, so nothing was removed. Please try again.',
});

/** One saved calculation in the list (SavedItem.tsx). */
export const savedItemMessages = i18n('saved.item', {
  rates: params('{year} rates'),
  ratesBeforeTaxYears: params('{year} rates (saved before tax years)'),
  ratesUnknownYear: params('{year} rates (its tax year is not one we have)'),
  /** Parts: `time` around the `date`. */
  updated: 'Last updated <time>{date}</time>',
  /** Parts: `hidden` around the calculation's `name`. */
  load: 'Load<hidden> {name}</hidden>',
  edit: 'Edit<hidden> {name}</hidden>',
  delete: 'Delete<hidden> {name}</hidden>',
});

/** Saved data this browser could not read (BackupNotice.tsx). */
export const savedBackupMessages = i18n('saved.backup', {
  title: 'Some saved data could not be read',
  text: 'This browser held saved calculations we could not read, perhaps from an older version of this site or a damaged file. We have not deleted them: they are kept aside on this device. Download a copy to keep it; your other saved calculations are not affected.',
  setAside: 'Set aside',
  setAsideOn: params('Set aside on {date}'),
  /** Parts: `hidden`, and the `date` it was set aside. */
  download: 'Download the unreadable data',
  downloadOn: 'Download the unreadable data<hidden>, set aside on {date}</hidden>',
  remove: 'Remove it<hidden>: the unreadable data</hidden>',
  removeOn: 'Remove it<hidden>: the unreadable data set aside on {date}</hidden>',
});

/** Editing a saved calculation's name and description (EditDialog.tsx). */
export const savedEditMessages = i18n('saved.edit', {
  title: 'Edit calculation',
  save: 'Save Changes',
  failedTitle: 'Save failed',
});

/** Importing saved calculations (ImportDialog.tsx). */
export const savedImportMessages = i18n('saved.import', {
  title: 'Import calculations',
  description: 'Paste the contents of a file exported from this page, or choose the file.',
  label: 'Exported calculations (JSON)',
  file: 'Or choose an exported file',
  import: 'Import',
  errorPrefix: 'Error:',
  unreadable: 'The file could not be read',
  nothingTitle: 'Nothing imported',
  failedTitle: 'Import failed',
});
