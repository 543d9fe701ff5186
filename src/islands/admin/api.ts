/**
 * The admin page's calls to our own JSON API (server/routes/auth.ts and
 * server/routes/admin/*). The session is an HttpOnly cookie the browser sends by
 * itself; nothing about it is kept in browser storage (DECISIONS.md §5).
 */

/** What the server says about the signed-in session (never the token). */
export interface SessionInfo {
  user: { id: string; email: string };
  isAdmin: boolean;
  /** ISO time the session ends unless used (30 minutes idle, or the 12-hour limit). */
  expiresAt: string;
  expiresIn: number;
  /** ISO time of the 12-hour limit. */
  absoluteExpiresAt: string;
}

/** A benefit_rates row of one tax year (server/routes/admin/rates.ts). */
export interface Rate {
  id: string;
  /** '2026-27'. */
  tax_year: string;
  benefit_type: string;
  rate_name: string;
  /** Null when the figure did not apply that year. */
  amount: number | null;
  region: string;
  effective_date: string;
  /** When an admin last saved it, or null. */
  updated_at: string | null;
  /** Whether an admin may change it (uprated money figures; law and arithmetic are not edited). */
  editable: boolean;
}

/** Save one year's amount of a rate, as typed ("424.90"); the server checks it as the tab does. */
export function saveRateAmount(rate: Pick<Rate, 'id' | 'tax_year'>, amountText: string): Promise<{ rate: Rate }> {
  return api<{ rate: Rate }>(`/api/admin/rates/${encodeURIComponent(rate.tax_year)}/${encodeURIComponent(rate.id)}`, {
    method: 'PATCH',
    body: { amount: amountText.trim() },
  });
}

/** A contact_submissions row. */
export interface Message {
  id: number;
  name: string;
  email: string;
  subject: string;
  message: string;
  created_at: string;
  is_read: boolean;
}

/** An admin_users row with the account's email. */
export interface AdminUser {
  id: number;
  user_id: string;
  role: string;
  created_at: string;
  email: string;
}

/** One of the signed-in admin's sessions (server/routes/admin/sessions.ts); `id` is a handle, not the session id. */
export interface AdminSession {
  id: string;
  createdAt: string;
  lastUsedAt: string;
  expiresAt: string;
  /** The session this page is using. */
  current: boolean;
}

/** The signed-in admin's live sessions, most recently used first. */
export const listSessions = () => api<{ sessions: AdminSession[] }>('/api/admin/sessions');
/** End every session of this account except this one; resolves with how many ended. */
export const endOtherSessions = () => api<{ ended: number }>('/api/admin/sessions/end-others', { method: 'POST', body: {} });
/** End one other session. */
export const endSession = (id: string) => api<void>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

/** An admin_settings row. */
export interface SettingRow {
  setting_key: string;
  setting_value: string;
  updated_at: string;
}

/** Usage figures (server/routes/admin/usage.ts). */
export interface Usage {
  today: number;
  week: number;
  total: number;
  mobile: number;
  completed: number;
  completionRate: number;
  popular: Array<{ calculator_type: string; count: number }>;
}

/** A failed call: the HTTP status and the server's sentence. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** Called with the seconds left in the session, or null when it has ended. */
type Listener = (expiresInSeconds: number | null) => void;
let sessionListener: Listener | null = null;

/**
 * Hear about the session from every answer: the seconds left (X-Session-Expires-In,
 * relative so a wrong clock on this computer does not matter) or its end (401).
 * The page uses it for the expiry warning.
 */
export function onSessionChange(listener: Listener | null): void {
  sessionListener = listener;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Call the API. Network failures of safe calls are retried with back-off from
 * 200 ms (spec 002 §9 "retries with back-off starting at 200 ms").
 */
export async function api<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const method = init.method ?? 'GET';
  const attempts = method === 'GET' || path === '/api/auth/refresh' ? 3 : 1;
  let response: Response | null = null;
  for (let attempt = 0; attempt < attempts; attempt++) {
    try {
      response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: init.body === undefined ? { Accept: 'application/json' } : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
      });
      break;
    } catch (err) {
      if (attempt === attempts - 1) throw new ApiError(0, 'The server could not be reached. Check your connection and try again.');
      await sleep(200 * 2 ** attempt);
    }
  }
  const res = response!;
  const expiresIn = res.headers.get('X-Session-Expires-In');
  if (expiresIn && /^\d+$/.test(expiresIn)) sessionListener?.(Number(expiresIn));
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => null)) as (T & { error?: string; fields?: Record<string, string> }) | null;
  if (!res.ok) {
    if (res.status === 401 && path.startsWith('/api/admin/')) sessionListener?.(null);
    throw new ApiError(res.status, body?.error ?? `Request failed (${res.status})`, body?.fields ?? {});
  }
  return body as T;
}
