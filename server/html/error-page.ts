/**
 * A small self-contained error page, for answers that cannot rely on the built
 * site (it may be missing, or the request too broken to route).
 */
import { language } from '../../src/i18n/language.ts';
import { tagOf } from '../../src/i18n/languages.ts';
import { serverPageMessages } from '../../src/i18n/en/server.ts';

/** The page, titled `title`, saying `text`, with a link home. */
export function plainErrorPage(title: string, text: string): string {
  const t = serverPageMessages.get();
  return `<!doctype html><html lang="${tagOf(language.get())}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${t.pageTitle({ title })}</title><style>body{font-family:system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem;line-height:1.5;color:#0b0c0c}a{color:#154a6d}</style></head><body><main><h1>${title}</h1><p>${text}</p><p><a href="/">${t.returnHome}</a></p></main></body></html>`;
}
