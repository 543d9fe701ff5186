/**
 * Security headers on every response. HTML pages carry their own CSP (inline
 * script hashes, see html/csp.ts); everything else gets a locked-down default.
 */
import type { MiddlewareHandler } from 'hono';
import { DEFAULT_CSP } from '../html/csp.ts';

/** The headers, with Strict-Transport-Security when `hsts` (production over HTTPS). */
export function securityHeaders(options: { hsts: boolean }): MiddlewareHandler {
  const headers: Array<[string, string]> = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['X-Frame-Options', 'DENY'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
    ['Cross-Origin-Resource-Policy', 'same-origin'],
    ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), browsing-topics=()'],
    ...(options.hsts ? ([['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']] as Array<[string, string]>) : []),
  ];
  // Set straight on the finished response: c.header() after next() would copy the
  // whole Response once per header, a measurable cost on POST /api/contact.
  return async (c, next) => {
    await next();
    const apply = (set: (name: string, value: string) => void, has: (name: string) => boolean) => {
      for (const [name, value] of headers) set(name, value);
      if (!has('Content-Security-Policy')) set('Content-Security-Policy', DEFAULT_CSP);
    };
    try {
      const resHeaders = c.res.headers;
      apply(
        (n, v) => resHeaders.set(n, v),
        (n) => resHeaders.has(n),
      );
    } catch {
      // A response with immutable headers: let Hono copy it.
      apply(
        (n, v) => c.header(n, v),
        (n) => c.res.headers.has(n),
      );
    }
  };
}
