/**
 * The notes number fields show when they changed what someone typed (NumberField), gathered
 * per calculator so Calculate can list them in the error summary at the top of the form.
 * A calculator creates one `FieldNotes` and provides it with `FieldNotesContext`; every
 * NumberField inside reports its note (or null) by its input's id.
 */
import { createContext } from 'react';
import { sharedNotesMessages } from '~/i18n/en/shared';
import type { ErrorSummaryItem } from './ErrorSummary';
import { isChangeNote } from './number';

/** The summary's title: 'We changed some of your answers' only when a note says so; else the notes only ask to check an amount. */
export function notesTitle(items: readonly ErrorSummaryItem[]): string {
  const t = sharedNotesMessages.get();
  return items.some((item) => isChangeNote(item.message)) ? t.changed : t.check;
}

/**
 * The current note of every field that has one. A field that leaves the page takes its
 * note with it (a person removed, a partner unticked), except the fields of a step a
 * step-by-step form leaves behind: they are still answers, so their notes stay, are listed on
 * Calculate and are shown again beside the field when its step comes back.
 *
 * Which fields those are is settled as the step changes (`stepChanging`): the fields on screen
 * then. It does not hang on when they leave: a step whose code loads later suspends, and React
 * keeps the step left behind hidden until the new one is drawn, taking its fields off the page a
 * commit after the form's own effects have run for the new step.
 */
export class FieldNotes {
  private readonly notes = new Map<string, string>();
  /** The notes a summary has listed (by field), until the field's note changes. */
  private readonly listed = new Map<string, string>();
  /** The fields drawn on the page (shown and not yet removed), hidden ones included. */
  private readonly present = new Set<string>();
  /** The fields on the page when the step last changed, until they leave it or are shown again. */
  private leaving = new Set<string>();

  /** Set or clear (null) the note of the field whose input has this id. */
  set(fieldId: string, note: string | null): void {
    if (this.listed.get(fieldId) !== note) this.listed.delete(fieldId);
    if (note) this.notes.set(fieldId, note);
    else this.notes.delete(fieldId);
  }

  /**
   * Every note, as `list()`, marked as listed by a summary; `unseen` is true when one of them is
   * an answer a field changed that no summary had listed yet (docs/product.md §5: no result is
   * worked out from it until the visitor has seen it).
   */
  listForSummary(): { items: ErrorSummaryItem[]; fresh: ErrorSummaryItem[]; unseen: boolean } {
    const items = this.list();
    const fresh = items.filter((item) => this.listed.get(item.fieldId) !== item.message);
    for (const item of items) this.listed.set(item.fieldId, item.message);
    return { items, fresh, unseen: fresh.some((item) => isChangeNote(item.message)) };
  }

  /** The note of the field whose input has this id, or null. */
  get(fieldId: string): string | null {
    return this.notes.get(fieldId) ?? null;
  }

  /**
   * The field is on screen: drawn, or shown again after hiding (a layout effect). Shown again, it
   * is no longer leaving: its step came back before the step it was left for was drawn.
   */
  shown(fieldId: string): void {
    this.present.add(fieldId);
    this.leaving.delete(fieldId);
  }

  /** The field left the page: its note goes, unless it was on the step the form left behind. */
  removed(fieldId: string): void {
    this.present.delete(fieldId);
    if (this.leaving.delete(fieldId)) return;
    this.notes.delete(fieldId);
    this.listed.delete(fieldId);
  }

  /** A step-by-step form calls this as it changes step: the fields on the page now are the step left behind. */
  stepChanging(): void {
    this.leaving = new Set(this.present);
  }

  /** Forget every note (Start again). */
  clear(): void {
    this.notes.clear();
    this.listed.clear();
    this.leaving.clear();
  }

  /** Every note, in the order the fields appear on the page when it can tell, else in the order reported. */
  list(): ErrorSummaryItem[] {
    const items = [...this.notes].map(([fieldId, message]) => ({ fieldId, message }));
    if (typeof document === 'undefined') return items;
    const position = (id: string) => document.getElementById(id);
    return items.sort((a, b) => {
      const x = position(a.fieldId);
      const y = position(b.fieldId);
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  }
}

/** Provided by a calculator; NumberFields outside one just show their notes beside themselves. */
export const FieldNotesContext = createContext<FieldNotes | null>(null);
