import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { keyListOf, keysForLength, useStableKeys, withoutKeyAt, type KeyList } from './useStableKeys';

/**
 * What the hook does from one render to the next: a removed row is named (withoutKeyAt), then the
 * keys follow the list's new length (keysForLength), as useStableKeys does on every render.
 */
const removeRow = (list: KeyList, index: number, lengthAfter: number) => keysForLength(withoutKeyAt(list, index), lengthAfter);
const addRow = (list: KeyList) => keysForLength(list, list.keys.length + 1);

describe('stable keys for a list people add to and remove from', () => {
  it('keys three people 0, 1, 2', () => {
    expect(keyListOf(3)).toEqual({ keys: [0, 1, 2], next: 3 });
    expect(keyListOf(0)).toEqual({ keys: [], next: 0 });
  });

  it('removing the middle of three keeps the first and third people’s keys', () => {
    expect(removeRow(keyListOf(3), 1, 2).keys).toEqual([0, 2]);
  });

  it('removing the first or the last keeps everyone else’s', () => {
    expect(removeRow(keyListOf(3), 0, 2).keys).toEqual([1, 2]);
    expect(removeRow(keyListOf(3), 2, 2).keys).toEqual([0, 1]);
  });

  it('never hands out a key again: a person added after a removal gets a new one', () => {
    const afterRemove = removeRow(keyListOf(3), 2, 2);
    expect(addRow(afterRemove)).toEqual({ keys: [0, 1, 3], next: 4 });
  });

  it('adding keeps every key and gives the new person the next one', () => {
    expect(addRow(addRow(keyListOf(1)))).toEqual({ keys: [0, 1, 2], next: 3 });
  });

  it('a list changed elsewhere (loaded, Start again) keeps the first keys and changes the end', () => {
    const list = removeRow(keyListOf(4), 1, 3); // [0, 2, 3]
    expect(keysForLength(list, 1)).toEqual({ keys: [0], next: 4 });
    expect(keysForLength(list, 5)).toEqual({ keys: [0, 2, 3, 4, 5], next: 6 });
    expect(keysForLength(list, 0)).toEqual({ keys: [], next: 4 });
  });

  it('returns the same list when nothing changed, and a removal outside the list removes nobody', () => {
    const list = keyListOf(2);
    expect(keysForLength(list, 2)).toBe(list);
    expect(withoutKeyAt(list, 5)).toEqual(list);
    expect(withoutKeyAt(list, -1)).toEqual(list);
  });
});

describe('useStableKeys', () => {
  it('gives a list of n rows the keys 0 to n-1 on the first render (server and browser agree)', () => {
    function Rows({ n }: { n: number }) {
      const { keys } = useStableKeys(n);
      return createElement('p', null, keys.join(','));
    }
    expect(renderToStaticMarkup(createElement(Rows, { n: 3 }))).toBe('<p>0,1,2</p>');
    expect(renderToStaticMarkup(createElement(Rows, { n: 0 }))).toBe('<p></p>');
  });
});
