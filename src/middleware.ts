/**
 * Every page is drawn in the language of its path (README "How it fits together": the language
 * routes): '/cy/…' in Welsh, the rest in English (src/i18n/page-messages.ts). The site is built
 * one page at a time, so the catalogue's one language is the page's while it is drawn.
 */
import type { APIContext, MiddlewareNext } from 'astro';
import { defineMiddleware } from 'astro:middleware';
import { finishPage, startPage } from '~/i18n/page-messages';

export const onRequest = defineMiddleware(async (context: APIContext, next: MiddlewareNext) => {
  const reading = startPage(context.url.pathname);
  const response = await next();
  if (!(response.headers.get('content-type') ?? '').includes('text/html')) return response;
  const html = finishPage(reading, await response.text());
  return new Response(html, { status: response.status, statusText: response.statusText, headers: response.headers });
});
