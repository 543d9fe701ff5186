/** The contact form's shared rules: plain addresses, safe reply links, clean text, the character count. */
import { describe, expect, test } from 'vitest';
import { characterCountText, cleanText, isPlainEmail, mailtoHref, messageLength, validateContact, CONTACT_ERRORS } from './contact.ts';

describe('plain email addresses', () => {
  test.each([
    ['jo@example.org', true],
    ["o'brien@example.co.uk", true],
    ['jo.bloggs+benefits@mail.example.org', true],
    ['siân@enghraifft.cymru', true],
    ['jo@xn--80ak6aa92e.com', true],
    ['reply?bcc=attacker%40evil.example&body=hello@example.org', false],
    ['jo@example.org?cc=x@example.org', false],
    ['jo%40evil@example.org', false],
    ['a#b@example.org', false],
    ['a/b@example.org', false],
    ['.jo@example.org', false],
    ['jo..b@example.org', false],
    ['jo@-example.org', false],
    ['jo@example', false],
    ['jo@example.o', false],
    ['jo @example.org', false],
    ['<jo@example.org>', false],
    [`${'a'.repeat(310)}@example.org`, false],
  ])('%s → %s', (email, plain) => {
    expect(isPlainEmail(email)).toBe(plain);
    expect(validateContact({ name: 'A', email, subject: 'general', message: 'Hi' }).ok).toBe(plain);
  });

  test('the reply link encodes each part and is only made for a plain address', () => {
    expect(mailtoHref("o'brien@example.org")).toBe("mailto:o'brien@example.org");
    expect(mailtoHref('jo+x@example.org')).toBe('mailto:jo%2Bx@example.org');
    expect(mailtoHref('siân@example.org')).toBe('mailto:si%C3%A2n@example.org');
    expect(mailtoHref('reply?bcc=attacker%40evil.example&body=hello@example.org')).toBeNull();
  });
});

describe('clean text', () => {
  test('lone surrogates become U+FFFD; pairs are kept', () => {
    expect(cleanText('a\ud83db\udc00c\u{1F642}')).toBe('a\ufffdb\ufffdc\u{1F642}');
  });

  test('control characters go; the message keeps line breaks and tabs, one-line fields turn them into spaces', () => {
    expect(cleanText('a\u0000b\u0007c\u001bd\u007fe\u0085f')).toBe('abcdef');
    expect(cleanText('one\r\n\ttwo\rthree', { multiline: true })).toBe('one\n\ttwo\nthree');
    expect(cleanText('Jo\r\nBloggs\tJr')).toBe('Jo Bloggs Jr');
  });

  test('bidirectional formatting characters go from every field (they reorder how the text reads)', () => {
    const controls = ['\u061c', '\u200e', '\u200f', '\u202a', '\u202b', '\u202c', '\u202d', '\u202e', '\u2066', '\u2067', '\u2068', '\u2069'];
    for (const ch of controls) {
      expect(cleanText(`Refund ${ch}daolnwod`), ch.codePointAt(0)!.toString(16)).toBe('Refund daolnwod');
      expect(cleanText(`line${ch}\nnext`, { multiline: true })).toBe('line\nnext');
    }
    // Right-to-left text itself stays: only the invisible controls go.
    expect(cleanText('\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627')).toBe('\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627');
    const checked = validateContact({ name: '\u202e\u2066', email: 'jo@example.org', subject: 'general', message: 'Hi' });
    expect(checked).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.nameMissing } });
  });

  test('a name made only of control characters is missing', () => {
    const checked = validateContact({ name: '\u0000\u0001', email: 'jo@example.org', subject: 'general', message: 'Hi' });
    expect(checked).toEqual({ ok: false, errors: { name: CONTACT_ERRORS.nameMissing } });
  });
});

describe('the character count', () => {
  test('counts characters as people see them (an emoji is one), Windows line endings as one', () => {
    expect(messageLength('\u{1F642}\u{1F642}')).toBe(2);
    expect(messageLength('a\r\nb')).toBe(3);
  });

  test('GOV.UK wording, singular and plural, remaining and too many', () => {
    expect(characterCountText(0)).toBe('You have 10,000 characters remaining');
    expect(characterCountText(9_999)).toBe('You have 1 character remaining');
    expect(characterCountText(10_000)).toBe('You have 0 characters remaining');
    expect(characterCountText(10_001)).toBe('You have 1 character too many');
    expect(characterCountText(12_345)).toBe('You have 2,345 characters too many');
  });

  test('the limit is exactly 10,000 characters', () => {
    const base = { name: 'A', email: 'jo@example.org', subject: 'general' };
    expect(validateContact({ ...base, message: '\u{1F642}'.repeat(10_000) }).ok).toBe(true);
    expect(validateContact({ ...base, message: 'x'.repeat(10_001) })).toEqual({ ok: false, errors: { message: CONTACT_ERRORS.messageTooLong } });
  });
});
