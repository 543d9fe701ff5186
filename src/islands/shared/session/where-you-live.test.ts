import { afterEach, describe, expect, it, vi } from 'vitest';
import { takeWhereYouLive, withWhereYouLive } from './where-you-live';

/** A page at `address`; what replaceState was given is recorded. */
function at(address: string): string[] {
  const url = new URL(address, 'https://example.org');
  const replaced: string[] = [];
  vi.stubGlobal('location', { pathname: url.pathname, search: url.search, hash: url.hash });
  vi.stubGlobal('history', { state: null, replaceState: (_state: unknown, _title: string, to: string) => replaced.push(to) });
  return replaced;
}

afterEach(() => vi.unstubAllGlobals());

describe('where you live, from the checker’s result to the calculator it opens', () => {
  it('puts the nation in the address, and nothing for a check without the answer', () => {
    expect(withWhereYouLive('/universal-credit', 'northern-ireland')).toBe('/universal-credit?where=northern-ireland');
    expect(withWhereYouLive('/pip', undefined)).toBe('/pip');
  });

  it('takes it out of the address once read, keeping the rest', () => {
    const replaced = at('/universal-credit?where=scotland&x=1#top');
    expect(takeWhereYouLive()).toBe('scotland');
    expect(replaced).toEqual(['/universal-credit?x=1#top']);
  });

  it('reads nothing, and changes nothing, without it; refuses anything but the four nations', () => {
    const untouched = at('/pip');
    expect(takeWhereYouLive()).toBeNull();
    expect(untouched).toEqual([]);
    const replaced = at('/pip?where=france');
    expect(takeWhereYouLive()).toBeNull();
    expect(replaced).toEqual(['/pip']);
  });
});
