/** admin:create's password rules (NCSC: length and a deny list). */
import { describe, expect, test } from 'vitest';
import { passwordProblem } from './password-policy.ts';

const EMAIL = 'jo.bloggs@example.org';

describe('passwords refused', () => {
  test.each([
    ['password1234', /common password/],
    ['Password1234!', /common password/],
    ['P@ssw0rd2024!!', /common password/],
    ['passwordpassword', /common password/],
    ['correct horse battery staple', /common password/],
    ['iloveyou1234', /common password/],
    ['qwertyuiop12', /common password/],
    ['123456789012', /common password|sequential/],
    ['aaaaaaaaaaaa', /repeated or sequential/],
    ['abcdefghijklmno', /repeated or sequential/],
    ['989898989898', /repeated or sequential/],
    ['jo.bloggs@example.org', /email address/],
    ['my jo.bloggs password', /email address/],
    ['JoBloggs-2024-secure', /email address/],
    ['short', /at least 12 characters/],
    ['elevenchars', /at least 12 characters/],
    ['x'.repeat(257), /at most 256 characters/],
  ])('%s', (password, reason) => {
    expect(passwordProblem(password, EMAIL)).toMatch(reason);
  });
});

describe('passwords accepted', () => {
  test.each(['a long test passphrase 42', 'tangerine kettle orbit lamp', 'Brecon-otter-47-violin', 'gwyntoedd cryfion heddiw'])('%s', (password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });

  test('a short local part is not searched for (every password contains "jo" somewhere)', () => {
    expect(passwordProblem('major journey of lights', 'jo@example.org')).toBeNull();
  });
});
