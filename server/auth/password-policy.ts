/**
 * What a new password must be (docs/product.md §11 "Passwords"; NCSC password policy
 * guidance: length over complexity rules, and refuse what attackers guess first):
 *
 * - 12 to 256 characters long;
 * - hard enough to guess: a score of at least 3 of 4 from zxcvbn-ts, a maintained
 *   strength estimator with English and common-password dictionaries that recognises
 *   dictionary words, common passwords, keyboard walks (qwertyuiop, qazwsx), sequences,
 *   repeats, dates and letter swaps. The account's email address (and its parts) and
 *   the site's name count as words an attacker would try first.
 *
 * The answer says why in plain English, in zxcvbn's own English words.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';
import { SITE_NAME } from '../../src/lib/site.ts';
import { formatNumber } from '../../src/i18n/format.ts';
import { serverAuthMessages } from '../../src/i18n/en/server.ts';

/** The lowest zxcvbn score a new password may have: 3 is "safely unguessable: moderate protection from offline slow-hash attacks". */
export const MIN_PASSWORD_SCORE = 3;

let estimator: ZxcvbnFactory | null = null;
/** The estimator, built once (its dictionaries take a moment to load). */
function zxcvbn(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
  });
  return estimator;
}

/** Words an attacker would try first for this account: the email and its parts, and the site's name. */
export function passwordUserInputs(email: string, siteName: string = SITE_NAME): string[] {
  const address = email.trim().toLowerCase();
  const [local = '', domain = ''] = address.split('@');
  const localWords = local.split(/[^\p{L}\p{N}]+/u);
  // The domain's names without the last (org, uk): "benefitsteam" of benefitsteam.org.
  const labels = domain.split('.').slice(0, -1);
  const siteWords = siteName.toLowerCase().split(/\s+/);
  /** Every run of two or more neighbouring words, written together: "ukbenefits", "benefitscalculator". */
  const joined = (words: string[]) => {
    const runs: string[] = [];
    for (let i = 0; i < words.length; i++) for (let j = i + 2; j <= words.length; j++) runs.push(words.slice(i, j).join(''));
    return runs;
  };
  return [
    ...new Set([address, local, ...localWords, ...joined(localWords), domain, ...labels, siteName.toLowerCase(), ...siteWords, ...joined(siteWords)].filter((w) => w.length >= 2)),
  ];
}

/**
 * Why `password` cannot be the password of `email`, as one or more plain English
 * sentences, or null when it is acceptable.
 */
export function passwordProblem(password: string, email: string, siteName: string = SITE_NAME): string | null {
  const t = serverAuthMessages.get();
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return t.passwordTooShort({ min: formatNumber(PASSWORD_MIN_LENGTH) });
  if (password.length > PASSWORD_MAX_LENGTH) return t.passwordTooLong({ max: formatNumber(PASSWORD_MAX_LENGTH) });
  const result = zxcvbn().check(password.normalize('NFKC'), passwordUserInputs(email, siteName));
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  // Whole sentences one after another: ours, then zxcvbn's own warning (if any) and advice.
  const advice = result.feedback.suggestions.length > 0 ? result.feedback.suggestions.join(' ') : t.passwordMoreWords;
  return [t.passwordTooEasy, result.feedback.warning, advice].filter(Boolean).join(' ');
}
