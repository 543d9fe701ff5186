/**
 * A stable key for each row of a list someone adds to and removes from (the people in a
 * household, a claimant's children). Keyed by position, removing person 2 of 3 would make
 * React give person 2's inputs, with their focus and half-typed text, to person 3. The keys are
 * kept here, beside the list, so the calculators' inputs and saved calculations stay as they
 * are. Keys are counted, not random, so the server render and hydration agree.
 */
import { useState } from 'react';

/** The keys of a list's rows, in order, and the next key to hand out. */
export interface KeyList {
  readonly keys: readonly number[];
  readonly next: number;
}

/** The keys without the row at `index`: every other row keeps its own key. */
export function withoutKeyAt(list: KeyList, index: number): KeyList {
  return { keys: list.keys.filter((_, i) => i !== index), next: list.next };
}

/**
 * The keys in step with a list that now has `length` rows. Adding a row appends a new key;
 * a list changed elsewhere (a saved calculation loaded, Start again) keeps the first keys and
 * gains or loses rows at the end. The same list is returned when nothing changes.
 */
export function keysForLength(list: KeyList, length: number): KeyList {
  if (list.keys.length === length) return list;
  const keys = list.keys.slice(0, length);
  let next = list.next;
  while (keys.length < length) keys.push(next++);
  return { keys, next };
}

/** The keys of an empty list that has never had a row. */
const NO_KEYS: KeyList = { keys: [], next: 0 };

/** Fresh keys for a list of `length` rows: 0, 1, 2... */
export function keyListOf(length: number): KeyList {
  return keysForLength(NO_KEYS, length);
}

/** What `useStableKeys` gives: a key per row, and the step to take when a row is removed. */
export interface StableKeys {
  /** One key per row, in the list's order. */
  keys: readonly number[];
  /** Call with the row's index when removing it, beside the change that removes it from the list. */
  remove: (index: number) => void;
}

/**
 * Stable keys for a list of `length` rows. A row added at the end gets a new key by itself;
 * a removed row must be named with `remove(index)` so the rows after it keep theirs.
 */
export function useStableKeys(length: number): StableKeys {
  const [list, setList] = useState(() => keysForLength(NO_KEYS, length));
  const current = keysForLength(list, length);
  // The list's length changed since the last render: store the keys that match it (React's
  // pattern for state that follows a prop; the render is redone at once, before anything shows).
  if (current !== list) setList(current);
  return { keys: current.keys, remove: (index) => setList((l) => withoutKeyAt(l, index)) };
}
