/**
 * Sending a usage event (src/lib/usage.ts, docs/product.md §7): whether tracking is on, this page
 * load's token and the POST itself. Loaded only when a calculator has an event to send, so a
 * calculator page's first load does not carry it (README "Performance").
 */
import type { CalculatorId } from './calculators';
import { USAGE_TOKEN_HEADER, type UsageTokenResponse } from './usage-token';

/** Exactly what is sent. */
export interface UsageEvent {
  calculator_type: CalculatorId;
  is_mobile: boolean;
  completed: boolean;
}

let enabled: Promise<boolean> | null = null;
let token: Promise<string | null> | null = null;

/** Whether tracking is on: GET /api/settings/public once per page; anything odd means off. */
function trackingEnabled(): Promise<boolean> {
  enabled ??= fetch('/api/settings/public', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((settings) => typeof settings === 'object' && settings !== null && (settings as Record<string, unknown>).analytics_tracking_enabled === true)
    .catch(() => false);
  return enabled;
}

/** This page load's usage token: GET /api/usage/token once; anything odd means none (and no events). */
function usageToken(): Promise<string | null> {
  token ??= fetch('/api/usage/token', { headers: { Accept: 'application/json' }, credentials: 'same-origin' })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((body) => {
      const value = typeof body === 'object' && body !== null ? (body as Partial<UsageTokenResponse>).token : undefined;
      return typeof value === 'string' && value !== '' ? value : null;
    })
    .catch(() => null);
  return token;
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

/** POST one event, if tracking is on. Never rejects. */
export async function send(type: CalculatorId, completed: boolean): Promise<void> {
  try {
    if (typeof window === 'undefined' || !(await trackingEnabled())) return;
    const pageToken = await usageToken();
    if (!pageToken) return;
    const event: UsageEvent = { calculator_type: type, is_mobile: isMobileDevice(), completed };
    await fetch('/api/usage', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', [USAGE_TOKEN_HEADER]: pageToken },
      credentials: 'same-origin',
      body: JSON.stringify(event),
      keepalive: true,
    });
  } catch {
    // Static hosting or offline: usage is not worth bothering anyone about.
  }
}

/** Forget the settings read and the token (a new "page load", in tests). */
export function resetSendCache(): void {
  enabled = null;
  token = null;
}
