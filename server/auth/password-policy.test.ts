/** The rules for a new password (auth/password-policy.ts): length, and zxcvbn-ts's score of at least 3. */
import { describe, expect, test } from 'vitest';
import { passwordProblem, passwordUserInputs } from './password-policy.ts';

const EMAIL = 'jo.bloggs@benefitsteam.org';

/** Keyboard walks, sequences, repeated patterns and the account's own words (the ones found accepted before). */
export const WEAK_PASSWORDS = [
  'qwertyuiopas',
  'qazwsxedcrfv',
  '1234567890ab',
  'Ab1!Ab1!Ab1!',
  'benefitsteam2025',
  'Benefitsteam!2024',
  'ukbenefitscalculator1',
  'jobloggs12345',
  'password1234',
  'passwordpassword',
  'iloveyou1234',
  '123456789012',
  'aaaaaaaaaaaa',
  'abcdefghijklmno',
  '989898989898',
];

describe('passwords refused', () => {
  test.each(WEAK_PASSWORDS)('%s is too easy to guess', (password) => {
    expect(passwordProblem(password, EMAIL)).toMatch(/^The password is too easy to guess\. .+\.$/);
  });

  test('the reason is in plain English', () => {
    expect(passwordProblem('qwertyuiopas', EMAIL)).toBe('The password is too easy to guess. This is similar to a commonly used password. Add more words that are less common.');
    expect(passwordProblem('benefitsteam2025', EMAIL)).toMatch(/personal or page related data/);
  });

  test.each([
    ['short', /at least 12 characters/],
    ['elevenchars', /at least 12 characters/],
    ['x'.repeat(257), /at most 256 characters/],
  ])('%s', (password, reason) => {
    expect(passwordProblem(password, EMAIL)).toMatch(reason);
  });
});

describe('passwords accepted', () => {
  test.each(['tangerine kettle orbit lamp', 'Brecon-otter-47-violin', 'gwyntoedd cryfion heddiw', 'maple gravel otter lantern'])('%s', (password) => {
    expect(passwordProblem(password, EMAIL)).toBeNull();
  });

  test('the account and the site are the first words tried', () => {
    expect(passwordUserInputs('Jo.Bloggs@benefitsteam.org', 'UK Benefits Calculator')).toEqual([
      'jo.bloggs@benefitsteam.org',
      'jo.bloggs',
      'jo',
      'bloggs',
      'jobloggs',
      'benefitsteam.org',
      'benefitsteam',
      'uk benefits calculator',
      'uk',
      'benefits',
      'calculator',
      'ukbenefits',
      'ukbenefitscalculator',
      'benefitscalculator',
    ]);
  });
});
