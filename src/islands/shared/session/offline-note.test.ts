import { describe, expect, it } from 'vitest';
import type { RatesInfo } from '~/stores/rates';
import { offlineNote } from './offline-note';

const published = (updatedAt: string | null, savedCopy = true): RatesInfo => ({ source: 'published', updatedAt, savedCopy, settled: true });
const builtIn: RatesInfo = { source: 'built-in', updatedAt: null, savedCopy: false, settled: true };

describe('the offline note (README "Offline")', () => {
  it('says nothing online with rates from the network, or while the rates are still loading', () => {
    expect(offlineNote(true, published('2026-05-01T09:00:00Z', false))).toBeNull();
    expect(offlineNote(true, builtIn)).toBeNull();
    expect(offlineNote(false, { ...builtIn, settled: false })).toBeNull();
  });

  it('offline, names the kept published rates with the date they were published', () => {
    expect(offlineNote(false, published('2026-05-01T09:00:00Z'))).toBe(
      'You are offline. This calculator still works. It uses the published rates saved on this device, last updated 1 May 2026.',
    );
    expect(offlineNote(false, published(null))).toBe('You are offline. This calculator still works. It uses the published rates saved on this device.');
  });

  it('offline with no kept rates, says it uses the rates built into the page', () => {
    expect(offlineNote(false, builtIn)).toBe(
      'You are offline. This calculator still works. It uses the rates built into this page, which may not include the latest published changes.',
    );
  });

  it('speaks when the browser thinks it is online but the kept copy of the rates had to answer', () => {
    expect(offlineNote(true, published('2026-04-06T10:00:00Z'))).toBe(
      'We cannot reach our website just now, so this calculator is working from this device. It uses the published rates saved on this device, last updated 6 April 2026.',
    );
  });
});
