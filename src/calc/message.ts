/**
 * What an engine says, as data (README "Messages"): a message id and its values, never a
 * sentence. The words are in the message catalogue (src/i18n/en/*-engine.ts), one entry per id,
 * and are written in the page's language at the edge (src/i18n/engine-words.tsx). Amounts stay
 * pence and dates stay ISO dates until then, so a rule case asserts ids and figures, not English.
 *
 * An id is '<part>.<name>': its part names the catalogue file whose words it is
 * ('pip.noAward' is in pip-engine.ts), and no two parts share a prefix.
 */

/** An amount in pence, written '£1,234.56' (whole pounds without pence: '£16,000'). */
export interface MoneyValue {
  readonly money: number;
}

/** An amount in pence, written with its pence always: '£174.00'. */
export interface MoneyWithPenceValue {
  readonly moneyWithPence: number;
}

/** An ISO calendar date ('2026-11-30'), written long: '30 November 2026'. */
export interface DateValue {
  readonly date: string;
}

/**
 * Several values joined as the language joins a list: 'a, b and c' (`and`), 'a, b, c' (`commas`,
 * parts of one description), or 'a; b; c' (`semicolons`, the steps of one working in turn).
 */
export interface ListValue {
  readonly list: readonly MessageValue[];
  readonly joined?: ListJoin;
}

/** How a list's values are joined: see `ListValue`. */
export type ListJoin = 'and' | 'commas' | 'semicolons';

/**
 * A value a message names: a number (a count, points, a percentage, written as the language
 * groups numbers); text that is no word of any language (a phone number, an address on the web,
 * a tax year's '2026/27', a name someone typed); money; a date; a list; or another message (a
 * noun such as a benefit's name, or a clause such as a line's reason).
 */
export type MessageValue = number | string | MoneyValue | MoneyWithPenceValue | DateValue | ListValue | Message;

/** A message: its id in the catalogue (`messageId`, a name no other result field uses), and its named values ('{amount}'). A value named `count` also picks the plural form. */
export interface Message {
  readonly messageId: string;
  readonly values?: Readonly<Record<string, MessageValue>>;
}

/**
 * What a result gives to be read: a message, or, in a calculation saved before the engines gave
 * messages, the words it was saved with (which it keeps).
 */
export type EngineText = Message | string;

/** A message with its values. */
export function msg(id: string, values?: Readonly<Record<string, MessageValue>>): Message {
  return values ? { messageId: id, values } : { messageId: id };
}

/** Money in pence, written '£1,234.56' or '£16,000'. */
export function money(pence: number): MoneyValue {
  return { money: pence };
}

/** Money in pence, written with its pence: '£16,000.00'. */
export function moneyWithPence(pence: number): MoneyWithPenceValue {
  return { moneyWithPence: pence };
}

/** An ISO date, written '30 November 2026'. */
export function longDate(iso: string): DateValue {
  return { date: iso };
}

/** Values written as one list: 'a, b and c', with `'commas'` 'a, b, c', with `'semicolons'` 'a; b; c'. */
export function listOfValues(values: readonly MessageValue[], joined: ListJoin = 'and'): ListValue {
  return joined === 'and' ? { list: values } : { list: values, joined };
}

/** Whether a value is a message (rather than money, a date or a list). */
export function isMessage(value: unknown): value is Message {
  return value !== null && typeof value === 'object' && typeof (value as Message).messageId === 'string';
}
