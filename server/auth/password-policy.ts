/**
 * What admin:create accepts as a new password (NCSC password policy guidance:
 * length over complexity rules, and a deny list of the passwords attackers try
 * first; OWASP Authentication Cheat Sheet). A password must:
 *
 * - be 12 to 256 characters long;
 * - not be on the common-password list (common-passwords.txt), also when
 *   wrapped in digits or symbols (password1234), with common letter swaps
 *   (p@ssw0rd), with spaces between words, or repeated (passwordpassword);
 * - not be a run of one character or a simple sequence (123456789012);
 * - not contain the account's email address or the part before the @.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './password.ts';

let common: Set<string> | null = null;
/** The deny list, read once. */
function commonPasswords(): Set<string> {
  common ??= new Set(
    fs
      .readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'common-passwords.txt'), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line && !line.startsWith('#')),
  );
  return common;
}

/** Letter swaps people make to "strengthen" a word. */
const SWAPS: Record<string, string> = { '@': 'a', '4': 'a', '8': 'b', '3': 'e', '1': 'i', '!': 'i', '0': 'o', $: 's', '5': 's', '7': 't', '+': 't' };

/** The text with leading and trailing non-letters removed: "!!password1234" → "password". */
const core = (text: string) => text.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');
const lettersOnly = (text: string) => text.replace(/[^\p{L}]/gu, '');
const unswap = (text: string) => text.replace(/[@48310!$57+]/g, (ch) => SWAPS[ch] ?? ch);

/** The shortest unit that `text` is a repetition of ("abcabc" → "abc"). */
function period(text: string): string {
  for (let n = 1; n <= text.length / 2; n++) {
    if (text.length % n === 0 && text.slice(0, n).repeat(text.length / n) === text) return text.slice(0, n);
  }
  return text;
}

/** True for one character repeated or a run going up or down by one (aaaa, 1234, 9876, abcd, 7890123). */
function isRunOrRepeat(text: string): boolean {
  const codes = Array.from(text, (ch) => ch.codePointAt(0)!);
  // Digits wrap round: 7890123 is as easy a run as 1234567.
  const digits = /^\d+$/.test(text);
  const diff = (a: number, b: number) => (digits ? (((a - b) % 10) + 10) % 10 : a - b);
  const step = diff(codes[1]!, codes[0]!);
  const small = digits ? step === 0 || step === 1 || step === 9 : Math.abs(step) <= 1;
  return small && codes.every((c, i) => i === 0 || diff(c, codes[i - 1]!) === step);
}

/**
 * Why `password` cannot be the password of `email`, as the end of a sentence
 * ("the password must …"), or null when it is acceptable.
 */
export function passwordProblem(password: string, email: string): string | null {
  const length = Array.from(password).length;
  if (length < PASSWORD_MIN_LENGTH) return `the password must be at least ${PASSWORD_MIN_LENGTH} characters`;
  if (password.length > PASSWORD_MAX_LENGTH) return `the password must be at most ${PASSWORD_MAX_LENGTH} characters`;

  const lower = password.normalize('NFKC').toLowerCase();
  const address = email.trim().toLowerCase();
  const local = address.split('@')[0] ?? '';
  const localLetters = lettersOnly(local);
  if (lower.includes(address) || (local.length >= 3 && lower.includes(local)) || (localLetters.length >= 3 && lettersOnly(lower).includes(localLetters))) {
    return 'the password must not contain the email address or the part before the @';
  }

  const list = commonPasswords();
  const candidates = [lower, core(lower), unswap(core(lower)), lettersOnly(lower), lettersOnly(unswap(core(lower)))];
  if (candidates.some((c) => c && (list.has(c) || list.has(period(c))))) {
    return 'the password must not be a common password (it is on the list attackers try first); try three or four unrelated words';
  }
  if (isRunOrRepeat(lower) || isRunOrRepeat(period(lower))) return 'the password must not be repeated or sequential characters';
  return null;
}
