/**
 * The admin page's calls to our own JSON API (server/routes/auth.ts and
 * server/routes/admin/*). The session is an HttpOnly cookie the browser sends by
 * itself; nothing about it is kept in browser storage (docs/product.md §11). The
 * shapes of the answers are the server's own (src/lib/api-types.ts).
 */
import { adminApiMessages } from '~/i18n/en/admin';
import type {
  AdminCouncilSchemePreview,
  AdminCouncilSchemeSaved,
  AdminCouncilSchemesResponse,
  AdminRateRow,
  AdminRateSaved,
  AdminSessionsResponse,
  ApiErrorBody,
  LhaImportPreview,
  LhaImportSaved,
  SessionsEnded,
} from '~/lib/api-types';

/** Save one year's amount of a rate, as typed ("424.90"); the server checks it as the tab does. */
export function saveRateAmount(rate: Pick<AdminRateRow, 'id' | 'tax_year'>, amountText: string): Promise<AdminRateSaved> {
  return api<AdminRateSaved>(`/api/admin/rates/${encodeURIComponent(rate.tax_year)}/${encodeURIComponent(rate.id)}`, {
    method: 'PATCH',
    body: { amount: amountText.trim() },
  });
}

/** An official LHA table to import (docs/product.md §7 "Import LHA rates"): its text, name and date, and the year it is for. */
export interface LhaImportRequest {
  taxYear: string;
  fileName: string;
  /** 'YYYY-MM-DD'. */
  fileDate: string;
  text: string;
  /** Whether the figures are weekly or monthly, where the file does not say. */
  period: 'week' | 'month' | null;
  /** Areas whose figures change by more than half that the admin confirmed (the save refuses them otherwise). */
  confirmedAreas?: string[];
}

/** What the table would change; nothing is saved. */
export const previewLhaImport = (body: LhaImportRequest) => api<LhaImportPreview>('/api/admin/rates/lha-import/preview', { method: 'POST', body });
/** Save the table's areas as the year's rates. */
export const saveLhaImport = (body: LhaImportRequest) => api<LhaImportSaved>('/api/admin/rates/lha-import', { method: 'POST', body });

/** The councils' Council Tax Support schemes saved by admins, and the built-in ones (docs/product.md §7 "Council Tax Support schemes"). */
export const listCouncilSchemes = () => api<AdminCouncilSchemesResponse>('/api/admin/council-schemes');
const schemePath = (code: string, year: string) => `/api/admin/council-schemes/${encodeURIComponent(code)}/${encodeURIComponent(year)}`;
/** Save a council's scheme for a tax year: the scheme as an object (the form), or the JSON text pasted or uploaded, which the server reads. */
export const saveCouncilScheme = (code: string, year: string, scheme: unknown) => api<AdminCouncilSchemeSaved>(schemePath(code, year), { method: 'PUT', body: { scheme } });
/** Check a scheme on the server and run the engine on the example households with it; nothing is saved. */
export const previewCouncilScheme = (code: string, year: string, scheme: unknown) =>
  api<AdminCouncilSchemePreview>(`${schemePath(code, year)}/preview`, { method: 'POST', body: { scheme } });
/** Remove a council's saved scheme for a tax year. */
export const removeCouncilScheme = (code: string, year: string) => api<void>(schemePath(code, year), { method: 'DELETE' });

/** The signed-in admin's live sessions, most recently used first. */
export const listSessions = () => api<AdminSessionsResponse>('/api/admin/sessions');
/** End every session of this account except this one; resolves with how many ended. */
export const endOtherSessions = () => api<SessionsEnded>('/api/admin/sessions/end-others', { method: 'POST', body: {} });
/** End one other session. */
export const endSession = (id: string) => api<void>(`/api/admin/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

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
 * 200 ms (docs/product.md §9 "retries with back-off starting at 200 ms").
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
      if (attempt === attempts - 1) throw new ApiError(0, adminApiMessages.get().unreachable);
      await sleep(200 * 2 ** attempt);
    }
  }
  const res = response!;
  const expiresIn = res.headers.get('X-Session-Expires-In');
  if (expiresIn && /^\d+$/.test(expiresIn)) sessionListener?.(Number(expiresIn));
  if (res.status === 204) return undefined as T;
  const body = (await res.json().catch(() => null)) as (T & Partial<ApiErrorBody>) | null;
  if (!res.ok) {
    if (res.status === 401 && path.startsWith('/api/admin/')) sessionListener?.(null);
    throw new ApiError(res.status, body?.error ?? adminApiMessages.get().requestFailed({ status: res.status }), body?.fields ?? {});
  }
  return body as T;
}
