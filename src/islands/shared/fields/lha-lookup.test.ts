import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupLhaAnswer } from './lha-lookup';

describe('lookupLhaAnswer: the stub lookup visitors press', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms, then answers with the area', async () => {
    vi.useFakeTimers();
    let settled = false;
    const lookup = lookupLhaAnswer('bb5 1aa').then((answer) => {
      settled = true;
      return answer;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await lookup).toMatchObject({ kind: 'found', area: { name: 'East Lancs' } });
  });

  it('answers null for an unknown postcode, and says a Northern Ireland postcode is outside the scheme', async () => {
    await expect(lookupLhaAnswer('ZZ1 1ZZ', { delayMs: 0 })).resolves.toBeNull();
    await expect(lookupLhaAnswer('BT1 1AA', { delayMs: 0 })).resolves.toEqual({ kind: 'northern-ireland' });
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const lookup = lookupLhaAnswer('TQ1 1AA', { delayMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    await expect(lookupLhaAnswer('TQ1 1AA', { signal: already.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
