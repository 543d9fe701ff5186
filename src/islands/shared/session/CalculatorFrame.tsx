/**
 * What every calculator island is drawn in: the offline note (OfflineNote.tsx, README "Offline"),
 * the field notes its fields report clamped answers to
 * (field-notes.ts, docs/product.md §5) and its toasts (Toaster), which keep one place in the tree
 * in every state so their live regions stay mounted from the first render. Until the calculator
 * has opened what was waiting or remembered (useCalculation's `restored`), a hidden
 * `data-calculator-pending` marker says so: what a visitor does before then may be replaced, and
 * the end-to-end tests wait for it to go. It also gives the results the calculator's reader for
 * the printout and the link with the answers (take-away-context.ts).
 */
import type { ReactNode } from 'react';
import { FieldNotesContext, type FieldNotes } from '../fields/field-notes';
import Toaster from '../dialogs/Toaster';
import OfflineNote from './OfflineNote';
import { TakeAwayContext, type TakeAwaySource } from '../link/take-away-context';

export default function CalculatorFrame({ notes, ready, takeAway = null, children }: { notes: FieldNotes; ready: boolean; takeAway?: TakeAwaySource | null; children: ReactNode }) {
  return (
    <FieldNotesContext.Provider value={notes}>
      <OfflineNote />
      <TakeAwayContext.Provider value={takeAway}>
        {children}
        <Toaster />
        {!ready && <span hidden data-calculator-pending="" />}
      </TakeAwayContext.Provider>
    </FieldNotesContext.Provider>
  );
}
