import { describe, expect, it } from 'vitest';
import { forget, readRemembered, remember, sessionKey, type SessionLike } from './calculator-session';

class FakeSession implements SessionLike {
  readonly map = new Map<string, string>();
  fail = false;
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.fail) throw new DOMException('full', 'QuotaExceededError');
    this.map.set(key, value);
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
}

describe('what a calculator remembers for the tab', () => {
  it('keeps one key per calculator, and forgets on request', () => {
    const s = new FakeSession();
    remember('pip', { taxYear: '2024-25', input: { a: 1 } }, s);
    remember('universal-credit', { x: 2 }, s);
    expect(sessionKey('pip')).toBe('calculator.pip');
    expect(readRemembered('pip', s)).toEqual({ taxYear: '2024-25', input: { a: 1 } });
    forget('pip', s);
    expect(readRemembered('pip', s)).toBeNull();
    expect(readRemembered('universal-credit', s)).toEqual({ x: 2 });
  });

  it('removes unreadable text instead of failing on every visit', () => {
    const s = new FakeSession();
    s.map.set('calculator.housing-benefit', '{broken');
    expect(readRemembered('housing-benefit', s)).toBeNull();
    expect(s.map.has('calculator.housing-benefit')).toBe(false);
  });

  it('a full or missing storage is ignored (the page still works)', () => {
    const s = new FakeSession();
    s.fail = true;
    expect(() => remember('pip', { a: 1 }, s)).not.toThrow();
    expect(readRemembered('pip', null)).toBeNull();
    expect(() => forget('pip', null)).not.toThrow();
  });
});
