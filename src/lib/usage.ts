/**
 * The anonymous usage events a calculator may send (docs/product.md §7): only while
 * the admin setting `analytics_tracking_enabled` is on, POST /api/usage with
 * `{ calculator_type, is_mobile, completed }` and nothing else. Never throws and
 * says nothing when the server cannot be reached (a plain static host, offline).
 *
 * The events go with a token the page asks for once, at its first event (GET /api/usage/token, in
 * a `Usage-Token` header, not the body): the server counts one start and one result per
 * calculator and token, within hourly budgets (server/usage-budget.ts), so that a script cannot
 * make up results faster than those allow.
 *
 * Per calculator and page load there are at most two events: `completed: false`
 * when the visitor first changes an answer (a start), and `completed: true` when
 * it first produces a result. The admin's completion rate is results ÷ starts
 * (server/routes/admin/usage.ts), so each is counted once, and a result always
 * has its start, even when nothing was typed first (a saved calculation loaded).
 */
import { useEffect } from 'react';
import type { CalculatorId } from './calculators';

export type { UsageEvent } from './usage-send';

/** Calculators that have sent their start, and their result, on this page load. */
const started = new Set<CalculatorId>();
const finished = new Set<CalculatorId>();

/** Send one event, if tracking is on (src/lib/usage-send.ts, loaded with the first event). Never rejects. */
function send(type: CalculatorId, completed: boolean): Promise<void> {
  return import('./usage-send').then(
    (module) => module.send(type, completed),
    () => {},
  );
}

/** Record that a calculator was started (`completed: false`), once per page load. */
export function recordCalculatorStarted(type: CalculatorId): Promise<void> {
  if (started.has(type)) return Promise.resolve();
  started.add(type);
  return send(type, false);
}

/**
 * Record that a calculator was started (`completed: false`) or produced a result
 * (`completed: true`), each once per page load; a result records its start first
 * if none was recorded. Resolves when done; never rejects.
 */
export async function recordCalculatorUsage(type: CalculatorId, completed: boolean): Promise<void> {
  if (completed !== true) return recordCalculatorStarted(type);
  if (finished.has(type)) return;
  finished.add(type);
  await recordCalculatorStarted(type);
  await send(type, true);
}

/**
 * Record a start on the visitor's first change to any answer on the page (an
 * `input` or `change` event reaching `target`, the document by default). Returns
 * the function that stops listening. Prefilled answers (query parameters, a
 * loaded calculation) fire no such event, so they do not count as a start.
 */
export function watchFirstUse(type: CalculatorId, target?: EventTarget): () => void {
  const on = target ?? (typeof document === 'undefined' ? undefined : document);
  if (!on || started.has(type)) return () => {};
  const capture = { capture: true };
  const stop = () => {
    on.removeEventListener('input', first, capture);
    on.removeEventListener('change', first, capture);
  };
  function first() {
    stop();
    void recordCalculatorStarted(type);
  }
  on.addEventListener('input', first, capture);
  on.addEventListener('change', first, capture);
  return stop;
}

/** `watchFirstUse` for the lifetime of a calculator island: one line at its top-level component. */
export function useRecordFirstUse(type: CalculatorId): void {
  useEffect(() => watchFirstUse(type), [type]);
}

/** Forget the settings read and the events sent on this "page load" (tests). */
export async function resetUsageSettingsCache(): Promise<void> {
  started.clear();
  finished.clear();
  (await import('./usage-send')).resetSendCache();
}
