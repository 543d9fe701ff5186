import { afterEach, describe, expect, it, vi } from 'vitest';
import { lookupLha } from './lha-lookup';

describe('lookupLha: the stub lookup visitors press', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits 500 ms, then answers with the area', async () => {
    vi.useFakeTimers();
    let settled = false;
    const lookup = lookupLha('bb5 1aa').then((area) => {
      settled = true;
      return area;
    });
    await vi.advanceTimersByTimeAsync(499);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await lookup)?.name).toBe('East Lancs');
  });

  it('answers null for an unknown postcode', async () => {
    await expect(lookupLha('ZZ1 1ZZ', { delayMs: 0 })).resolves.toBeNull();
  });

  it('rejects with an AbortError when aborted', async () => {
    const controller = new AbortController();
    const lookup = lookupLha('TQ1 1AA', { delayMs: 10_000, signal: controller.signal });
    controller.abort();
    await expect(lookup).rejects.toMatchObject({ name: 'AbortError' });
    const already = new AbortController();
    already.abort();
    await expect(lookupLha('TQ1 1AA', { signal: already.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});
