/**
 * What every calculator island is drawn in: the field notes its fields report clamped answers to
 * (field-notes.ts, docs/product.md §5) and its toasts (Toaster), which keep one place in the tree
 * in every state so their live regions stay mounted from the first render.
 */
import type { ReactNode } from 'react';
import { FieldNotesContext, type FieldNotes } from '../fields/field-notes';
import Toaster from '../dialogs/Toaster';

export default function CalculatorFrame({ notes, children }: { notes: FieldNotes; children: ReactNode }) {
  return (
    <FieldNotesContext.Provider value={notes}>
      {children}
      <Toaster />
    </FieldNotesContext.Provider>
  );
}
