/**
 * The engines' words (README "Messages"): an engine says what it worked out as messages
 * (src/calc/message.ts), and this writes them in the page's language, once, at the edge. Each
 * calculator's result names the catalogue parts its engine speaks from (`pipEngineWords` in
 * ./en/pip-engine.ts), and `EngineWords` makes them the words of everything inside it, so a
 * shared result line writes its working with `useEngineText()` whichever engine made it.
 *
 * An entry is a sentence, `params('… {amount} …')` for one with values, or
 * `params(count({ one, other }))` for one whose form follows its `count` value.
 */
import { createContext, useContext, useMemo, type ComponentType, type ReactNode } from 'react';
import { computed, type ReadableAtom } from 'nanostores';
import { useStore } from '@nanostores/react';
import { formatMoney, formatMoneyWithPence } from '~/calc/money';
import { isMessage, type EngineText, type Message, type MessageValue } from '~/calc/message';
import { formatNumber } from './format';
import { formatList, formatLongDate } from './format-dates';
import { language } from './language';
import type { Language } from './languages';

/** A part of the catalogue: a store of entries by id. */
export type WordsPart = ReadableAtom<Readonly<Record<string, unknown>>>;

/** The parts an engine speaks from. */
export type EngineWordsList = readonly WordsPart[];

/** Entries by id, from every part of a list. */
type Entries = Readonly<Record<string, unknown>>;

function writeValue(value: MessageValue, entries: Entries, lang: Language): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return formatNumber(value, undefined, lang);
  if (isMessage(value)) return writeMessage(value, entries, lang);
  if ('money' in value) return formatMoney(value.money);
  if ('moneyWithPence' in value) return formatMoneyWithPence(value.moneyWithPence);
  if ('date' in value) return formatLongDate(value.date, lang);
  return formatList(
    value.list.map((part) => writeValue(part, entries, lang)),
    value.joined,
    lang,
  );
}

/**
 * Whether every message anywhere in `value` (a result, a saved one included) has words in
 * `entries` and every value it names is one a message can hold: a saved calculation whose words
 * have since changed is worked out again rather than shown half written.
 */
export function isWritable(value: unknown, entries: Entries): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every((item) => isWritable(item, entries));
  if (isMessage(value)) {
    return entries[value.messageId] !== undefined && Object.values(value.values ?? {}).every((v) => isValue(v, entries));
  }
  return Object.values(value).every((item) => isWritable(item, entries));
}

function isValue(value: unknown, entries: Entries): boolean {
  if (typeof value === 'string') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (value === null || typeof value !== 'object') return false;
  if (isMessage(value)) return isWritable(value, entries);
  const v = value as Record<string, unknown>;
  if ('money' in v) return Number.isFinite(v.money);
  if ('moneyWithPence' in v) return Number.isFinite(v.moneyWithPence);
  if ('date' in v) return typeof v.date === 'string';
  return Array.isArray(v.list) && v.list.every((part) => isValue(part, entries));
}

function writeMessage(message: Message, entries: Entries, lang: Language): string {
  const entry = entries[message.messageId];
  if (typeof entry === 'string') return entry;
  if (typeof entry !== 'function') throw new Error(`No words for the message "${message.messageId}".`);
  const values: Record<string, string> = {};
  for (const [name, value] of Object.entries(message.values ?? {})) values[name] = writeValue(value, entries, lang);
  const written: unknown = (entry as (v: Record<string, string>) => unknown)(values);
  if (typeof written === 'function') return (written as (n: number) => string)(Number(message.values?.count));
  return String(written);
}

/** The entries of every part of a list, as one. */
export function entriesOf(parts: readonly Readonly<Record<string, unknown>>[]): Entries {
  return Object.assign({}, ...parts) as Entries;
}

/**
 * An engine's message written in a language from the entries of its parts; the words of a result
 * saved before the engines gave messages are returned as they are. Throws for an id no part holds
 * (a test runs every rule case through this, and a saved result's reader refuses one, so none
 * reaches a visitor).
 */
export function writeEngineText(text: EngineText, entries: Entries, lang: Language = language.get()): string {
  return typeof text === 'string' ? text : writeMessage(text, entries, lang);
}

/** Outside React (a test, a printout's text): writes with the parts' current words. */
export function engineTextWriter(parts: EngineWordsList, lang: Language = language.get()): (text: EngineText) => string {
  const entries = entriesOf(parts.map((part) => part.get()));
  return (text) => writeEngineText(text, entries, lang);
}

const combined = new WeakMap<EngineWordsList, ReadableAtom<Entries>>();

/** One store of a list's entries, made once per list, so each part is mounted (and loaded in another language) while a result shows. */
function combinedStore(parts: EngineWordsList): ReadableAtom<Entries> {
  let store = combined.get(parts);
  if (!store) combined.set(parts, (store = computed([...parts], (...values) => entriesOf(values))));
  return store;
}

const EngineTextContext = createContext<(text: EngineText) => string>((text) => {
  if (typeof text === 'string') return text;
  throw new Error(`The message "${text.messageId}" was written outside EngineWords.`);
});

/** Makes `parts` the engine's words of everything inside. */
export function EngineWords({ parts, children }: { parts: EngineWordsList; children: ReactNode }) {
  const entries = useStore(combinedStore(parts));
  const lang = useStore(language);
  const write = useMemo(() => (text: EngineText) => writeEngineText(text, entries, lang), [entries, lang]);
  return <EngineTextContext.Provider value={write}>{children}</EngineTextContext.Provider>;
}

/** Writes an engine's message in the page's language, with the words `EngineWords` gives. */
export function useEngineText(): (text: EngineText) => string {
  return useContext(EngineTextContext);
}

/** `Panel` drawn with `parts` as its engine's words: a calculator's result, as its island exports it. */
export function withEngineWords<P extends object>(parts: EngineWordsList, Panel: ComponentType<P>): ComponentType<P> {
  const WithWords = (props: P) => (
    <EngineWords parts={parts}>
      <Panel {...props} />
    </EngineWords>
  );
  WithWords.displayName = `WithEngineWords(${Panel.displayName ?? Panel.name})`;
  return WithWords;
}
