/**
 * The one anonymous usage event a calculator may send (DECISIONS.md §1): only while
 * the admin setting `analytics_tracking_enabled` is on, POST /api/usage with
 * `{ calculator_type, is_mobile, completed }` and nothing else. Never throws and
 * says nothing when the server cannot be reached (a plain static host, offline).
 */
import type { CalculationType } from './calculation-types';

/** What reports usage: the four calculators and the benefits checker (server/routes/usage.ts). */
export type UsageCalculatorType = CalculationType | 'benefits-checker';

/** Exactly what is sent. */
export interface UsageEvent {
  calculator_type: UsageCalculatorType;
  is_mobile: boolean;
  completed: boolean;
}

let enabled: Promise<boolean> | null = null;

/** Whether tracking is on: GET /api/settings/public once per page; anything odd means off. */
function trackingEnabled(): Promise<boolean> {
  enabled ??= fetch('/api/settings/public', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((settings) => typeof settings === 'object' && settings !== null && (settings as Record<string, unknown>).analytics_tracking_enabled === true)
    .catch(() => false);
  return enabled;
}

/** A phone-sized screen, or a browser that says it is mobile. */
export function isMobileDevice(): boolean {
  try {
    const nav = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { userAgentData?: { mobile?: boolean } });
    if (nav?.userAgentData?.mobile === true) return true;
    return typeof matchMedia === 'function' && matchMedia('(max-width: 767px)').matches;
  } catch {
    return false;
  }
}

/**
 * Record that a calculator was used (`completed: false`, e.g. on first input) or
 * produced a result (`completed: true`). Resolves when done; never rejects.
 */
export async function recordCalculatorUsage(type: UsageCalculatorType, completed: boolean): Promise<void> {
  try {
    if (typeof window === 'undefined' || !(await trackingEnabled())) return;
    const event: UsageEvent = { calculator_type: type, is_mobile: isMobileDevice(), completed: completed === true };
    await fetch('/api/usage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      credentials: 'same-origin',
      body: JSON.stringify(event),
      keepalive: true,
    });
  } catch {
    // Static hosting or offline: usage is not worth bothering anyone about.
  }
}

/** Forget the settings read (tests). */
export function resetUsageSettingsCache(): void {
  enabled = null;
}
