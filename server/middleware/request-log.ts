/** One log line per request: method, path, status and time taken (LOG_REQUESTS=true). */
import type { MiddlewareHandler } from 'hono';
import type { Logger } from '../logger.ts';

export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    logger.info('request', { method: c.req.method, path: c.req.path.slice(0, 300), status: c.res.status, ms: Math.round(performance.now() - start) });
  };
}
