/**
 * The one root error handler (docs/style.md habit 11): an HTTPException becomes its
 * response; a full or failing disk is said honestly (503, nothing saved);
 * anything else is logged and answered with a generic 500 that leaks nothing.
 */
import type { ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { Logger } from './logger.ts';
import { plainErrorPage } from './html/error-page.ts';
import { isStorageFailure, sqliteCode, STORAGE_RETRY_AFTER_SECONDS } from './db/write.ts';
import { serverApiMessages, serverPageMessages } from '../src/i18n/en/server.ts';

/** The answer to a change that could not be stored (full or failing disk). */
export const STORAGE_FAILED = serverApiMessages.get().storageFailed;

export function handleErrors(logger: Logger): ErrorHandler {
  return (err, c) => {
    const api = serverApiMessages.get();
    const page = serverPageMessages.get();
    const isApi = c.req.path.startsWith('/api/');
    if (err instanceof HTTPException) {
      // A response built by the thrower is kept; otherwise API callers get JSON.
      if (err.res || !isApi) return err.getResponse();
      return c.json({ error: err.message || api.badRequest }, err.status);
    }
    if (isStorageFailure(err)) {
      // The disk is full or failing: nothing was saved, and saying so is the honest answer.
      logger.error('storage failure', { method: c.req.method, path: c.req.path, code: sqliteCode(err), err });
      const retry = { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) };
      if (isApi) return c.json({ error: api.storageFailed }, 503, retry);
      return c.html(plainErrorPage(page.storageFailedTitle, api.storageFailed), 503, retry);
    }
    logger.error('unhandled error', { method: c.req.method, path: c.req.path, err });
    if (isApi) return c.json({ error: api.somethingWrong }, 500);
    return c.html(plainErrorPage(page.somethingWrongTitle, page.tryAgainSoon), 500);
  };
}
