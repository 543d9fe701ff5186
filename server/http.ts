/**
 * Small HTTP helpers shared by the routes: JSON bodies checked with zod behind an
 * explicit Content-Type (docs/style.md habit 11), errors that name the field, the
 * client's address for rate limits, and the same-origin check every
 * state-changing request passes (docs/product.md §11).
 */
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import { bodyLimit } from 'hono/body-limit';
import { getConnInfo } from '@hono/node-server/conninfo';
import { z, type ZodError } from 'zod';
import type { ApiErrorBody } from '../src/lib/api-types.ts';
import { PUBLIC_SITE_URL } from '../src/lib/site.ts';
import { serverApiMessages } from '../src/i18n/en/server.ts';
import { formatNumber } from '../src/i18n/format.ts';

/** Turn zod issues into `{ error, fields }`, naming each field once (its first problem). */
export function zodToApiError(error: ZodError, fallback = serverApiMessages.get().checkFields): ApiErrorBody {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    let key = issue.path.join('.') || '_';
    let message = issue.message;
    if (issue.code === 'unrecognized_keys') {
      key = issue.keys[0] ?? '_';
      message = serverApiMessages.get().unexpectedField({ fields: issue.keys.join(', ') });
    }
    if (!(key in fields)) fields[key] = message;
  }
  const first = Object.values(fields)[0];
  return { error: first ?? fallback, fields };
}

/** An error about one field: the sentence, and by the field the same sentence (or `fieldMessage`). */
export function fieldError(field: string, error: string, fieldMessage: string = error): ApiErrorBody {
  return { error, fields: { [field]: fieldMessage } };
}

/**
 * A JSON string that must be given: missing, not text and empty each answer
 * `message` (GOV.UK: "Enter your email address"), as does one over `max`
 * unless `maxMessage` says otherwise.
 */
export function requiredString(message: string, options: { max: number; maxMessage?: string; trim?: boolean }) {
  const text = z.string({ required_error: message, invalid_type_error: message });
  return (options.trim ? text.trim() : text).min(1, message).max(options.max, options.maxMessage ?? message);
}

/**
 * A row id from a path: digits only, no leading zero, at most 15 of them (a safe integer),
 * else null and the route answers 404 (docs/product.md §5 "Server"). `Number()` alone would
 * read "0x1", "1e0", "1.0" and " 1" as 1.
 */
export function pathId(text: string | undefined): number | null {
  return text !== undefined && /^[1-9][0-9]{0,14}$/.test(text) ? Number(text) : null;
}

const JSON_TYPE = /^application\/([\w.-]+\+)?json\s*(;|$)/i;

/**
 * Validate a JSON body with `schema`. A body sent without a JSON Content-Type is
 * refused with 415 rather than silently read as `{}` (Hono's validator would);
 * malformed JSON is 400; a well-formed body that breaks the schema is 422.
 */
export function jsonBody<S extends z.ZodTypeAny>(schema: S) {
  return validator('json', (value, c) => {
    if (!JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      return c.json<ApiErrorBody>({ error: serverApiMessages.get().sendJson }, 415);
    }
    const result = schema.safeParse(value);
    if (!result.success) return c.json<ApiErrorBody>(zodToApiError(result.error), 422);
    return result.data as z.output<S>;
  });
}

/** A body-size limit answering 413 in JSON (API) or plain text. */
export function limitBody(maxBytes: number): MiddlewareHandler {
  return bodyLimit({
    maxSize: maxBytes,
    onError: (c) =>
      c.req.path.startsWith('/api/')
        ? c.json<ApiErrorBody>({ error: serverApiMessages.get().tooLargeKb({ kb: formatNumber(Math.round(maxBytes / 1024)) }) }, 413)
        : c.text(serverApiMessages.get().tooLarge, 413),
  });
}

/**
 * The caller's address. Behind a reverse proxy (TRUST_PROXY=true) the last
 * X-Forwarded-For entry is the one our proxy added; otherwise the socket's.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for');
    const last = forwarded?.split(',').pop()?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // app.request() in tests has no socket.
    return 'unknown';
  }
}

/**
 * A path on this site, safe for a Location header: exactly one leading slash
 * (so never `//host`, which browsers read as another site), and no backslash or
 * control character left raw (browsers turn `\` into `/` and drop tabs and
 * newlines, which would make `/\evil.example` or `/\t/evil.example` the same).
 * `''` and `'//'` become `'/'`.
 */
export function sitePath(path: string): string {
  // eslint-disable-next-line no-control-regex
  const encoded = path.replace(/[\u0000-\u0020\u007f\\]/g, (ch) => encodeURIComponent(ch));
  return '/' + encoded.replace(/^\/+/, '');
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Host names a request's Origin may always carry: the loopback names, on any port, so
 * `npm start` on localhost:4321 and the end-to-end server on 127.0.0.1 work as they are.
 * Only a page served by this machine has such an origin.
 */
export const LOOPBACK_HOSTS: readonly string[] = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The site's own host names (README "Environment"): SITE_URL's host (the product's
 * public address when unset, as for the build), each name of ALLOWED_HOSTS (a
 * comma-separated list, each name with or without a port) and the loopback names,
 * lower-cased. Throws with a sentence naming the variable on a bad value.
 */
export function siteHosts(siteUrl: string | undefined, allowedHosts: string | undefined): string[] {
  let url: URL;
  try {
    url = new URL(siteUrl || PUBLIC_SITE_URL);
  } catch {
    throw new Error(`SITE_URL must be an absolute address such as ${PUBLIC_SITE_URL}`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('SITE_URL must start with https:// or http://');
  const hosts = [url.host.toLowerCase()];
  for (const entry of (allowedHosts ?? '').split(',')) {
    const name = entry.trim().toLowerCase();
    if (!name) continue;
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/.test(name)) {
      throw new Error(`ALLOWED_HOSTS: "${entry.trim()}" is not a host name (write example.org or example.org:8080, without https:// or a path)`);
    }
    hosts.push(name);
  }
  return [...new Set([...hosts, ...LOOPBACK_HOSTS])];
}

/** Does an Origin's host (`name` or `name:port`) match one of `allowed`? A name without a port matches it on any port. */
export function hostAllowed(originHost: string, allowed: readonly string[]): boolean {
  const host = originHost.toLowerCase();
  const name = host.replace(/:\d+$/, '');
  return allowed.some((a) => a === host || (!/:\d+$/.test(a) && a === name));
}

/**
 * Refuse state-changing requests that did not come from one of our own pages
 * (CSRF; lucia-auth/lucia auth_session.ts, OWASP CSRF cheat sheet "Fetch
 * Metadata" and "Verifying Origin with standard headers"). Browsers send Sec-Fetch-Site on
 * every request; when it is present it must be same-origin. The Origin header's host must
 * be one of the site's configured host names (`allowed`, from SITE_URL / ALLOWED_HOSTS),
 * never compared with the request's own Host, which the sender chooses: a page on
 * evil.example whose name points at this server (DNS rebinding) sends Host, Origin and
 * Sec-Fetch-Site all saying it is same-origin. Scheme is not compared, so a
 * TLS-terminating proxy in front still works. A request without Origin is refused: every
 * browser sends Origin on POST.
 */
export function isSameOrigin(c: Context, allowed: readonly string[]): boolean {
  const site = c.req.header('sec-fetch-site');
  if (site && site !== 'same-origin') return false;
  const origin = c.req.header('origin');
  if (!origin || origin === 'null') return false;
  try {
    return hostAllowed(new URL(origin).host, allowed);
  } catch {
    return false;
  }
}

/** Middleware form of isSameOrigin for every non-GET request. */
export function sameOriginOnly(allowed: readonly string[], onRefused: (c: Context) => Response): MiddlewareHandler {
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method) && !isSameOrigin(c, allowed)) return onRefused(c);
    await next();
  };
}
