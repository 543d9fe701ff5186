import { describe, expect, it } from 'vitest';
import { count, i18n, params } from './i18n';

const messages = i18n('test.i18n', {
  greeting: params('Hello {name}, you have {amount}'),
  points: count({ one: '{count} point', other: '{count} points' }),
  total: params(count({ one: '{total} message', other: '{total} messages' })),
});

describe('the catalogue', () => {
  it('fills named values as written, a "$" in a value included', () => {
    expect(messages.get().greeting({ name: "O'Brien $& $'", amount: '£5.00' })).toBe("Hello O'Brien $& $', you have £5.00");
  });

  it("picks the language's plural form, with a number written with separators", () => {
    expect(messages.get().points(1)).toBe('1 point');
    expect(messages.get().points(12)).toBe('12 points');
    expect(messages.get().total({ total: '54,035' })(54035)).toBe('54,035 messages');
    expect(messages.get().total({ total: '1' })(1)).toBe('1 message');
  });
});
