/**
 * A list of people someone adds to and removes from: the people in a Housing Benefit
 * household, the other adults in a Council Tax Support household, a Universal Credit claimant's
 * children. Each person is a fieldset named by its legend ("Person 2"); their Remove button
 * says whom it removes ("Remove person 2"); the Add button follows the list.
 *
 * Rows are keyed by a stable key (useStableKeys), never by position, so removing person 2 of 3
 * leaves person 3's fields, focus and half-typed text with person 3. Focus moves on purpose
 * (docs/style.md habit 10): after adding, to the new person's first field; after removing, to
 * the first field of the person who took their place, or to the Add button when the last
 * person went.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { sharedFieldMessages } from '~/i18n/en/shared';
import { Rich } from '~/i18n/Rich';
import { useStableKeys } from './useStableKeys';

/** What a calculator needs to draw one person's fields. */
export interface PersonRow {
  /** The person's place in the list, from 0. */
  index: number;
  /** Their number as people read it: 1, 2, 3. */
  n: number;
  /** An id for this person's row that stays theirs while others come and go: `${idPrefix}-${key}`. */
  id: string;
}

export interface PersonListProps<T> {
  /** The people, in order: the calculator's own list, which this component never changes. */
  people: readonly T[];
  /** The start of each row's id, e.g. 'hb-member' (fields use `${row.id}-age` and so on). */
  idPrefix: string;
  /** What one person is called, capitalised: 'Person' gives the legend "Person 2" and the button "Remove person 2". */
  noun: string;
  /** The Add button's text, e.g. 'Add a person'. */
  addLabel: string;
  /** Adds a person at the end of the calculator's list. */
  onAdd: () => void;
  /** Removes the person at `index` from the calculator's list. */
  onRemove: (index: number) => void;
  /** The fields of one person. */
  renderPerson: (person: T, row: PersonRow) => ReactNode;
}

export default function PersonList<T>({ people, idPrefix, noun, addLabel, onAdd, onRemove, renderPerson }: PersonListProps<T>) {
  const t = useStore(sharedFieldMessages);
  const { keys, remove } = useStableKeys(people.length);
  const list = useRef<HTMLOListElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  // The place in the list whose first field takes focus once the list has redrawn: the new
  // person's after adding, the next person's after removing; the Add button when nobody is there.
  const focusAt = useRef<number | null>(null);

  useEffect(() => {
    const index = focusAt.current;
    if (index === null) return;
    focusAt.current = null;
    (list.current?.children[index]?.querySelector<HTMLElement>('input,select') ?? addButton.current)?.focus();
  }, [keys]);

  return (
    <>
      {people.length > 0 && (
        <ol ref={list} className="mt-3 space-y-4">
          {people.map((person, index) => {
            // Always there: the keys follow the list’s length.
            const key = keys[index] ?? index;
            const id = `${idPrefix}-${key}`;
            const n = index + 1;
            return (
              <li key={key} className="rounded-lg border border-slate-300 p-4">
                <fieldset>
                  <legend className="text-base font-bold text-slate-900">{t.person({ noun, n })}</legend>
                  <div className="mt-2 space-y-4">{renderPerson(person, { index, n, id })}</div>
                </fieldset>
                <button
                  type="button"
                  className="btn btn-secondary mt-3 border-danger-600 text-danger-600 hover:bg-danger-50"
                  onClick={() => {
                    focusAt.current = index;
                    remove(index);
                    onRemove(index);
                  }}
                >
                  <Rich text={t.remove} parts={{ hidden: (words) => <span className="sr-only">{words}</span>, person: noun.toLowerCase(), n }} />
                </button>
              </li>
            );
          })}
        </ol>
      )}
      <button
        ref={addButton}
        type="button"
        className="btn btn-secondary btn-add mt-4"
        onClick={() => {
          focusAt.current = people.length;
          onAdd();
        }}
      >
        {addLabel}
      </button>
    </>
  );
}
