/**
 * Serving the pre-rendered site from DIST_DIR: safe path resolution, brotli/gzip
 * compression cached in memory, ETags and cache headers (README "How it fits
 * together"). HTML passes through transforms (the footer year, the
 * emergency banner…) before it is compressed, so a setting change reaches every
 * page without a rebuild.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import crypto from 'node:crypto';
import { SERVICE_WORKER_CSP } from './html/csp.ts';
import { inLanguage } from './language.ts';
import { languageOfPath } from '../src/i18n/languages.ts';

/** Changes an HTML page on its way out (must be deterministic for the same inputs). */
export type HtmlTransform = (html: string, info: { pathname: string }) => string;

/** Options for the static handler. */
export interface StaticOptions {
  /**
   * Headers that depend on a finished HTML page (its CSP, which hashes the page's
   * inline scripts). Computed once per distinct page body and cached with it.
   */
  htmlHeaders?: (html: string) => Record<string, string>;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  // Pagefind's index files are already compressed binary.
  '.pf_meta': 'application/octet-stream',
  '.pf_index': 'application/octet-stream',
  '.pf_fragment': 'application/octet-stream',
  '.pagefind': 'application/octet-stream',
};

/** Types worth compressing on the fly. */
const COMPRESSIBLE = new Set(['.html', '.css', '.js', '.mjs', '.json', '.svg', '.txt', '.xml', '.webmanifest']);

/** A file ready to send, in its stored form and its compressed forms. */
interface Prepared {
  body: Buffer;
  etag: string;
  contentType: string;
  br?: Buffer;
  gzip?: Buffer;
  /** Headers from StaticOptions.htmlHeaders (HTML only). */
  headers?: Record<string, string>;
}

/** What the static handler found for a path. */
export interface StaticHit {
  status: 200 | 304;
  headers: Record<string, string>;
  body: Buffer | null;
}

/** The encoding to send, from those the client accepts, in our order of preference. */
export function pickEncoding(acceptEncoding: string | undefined): 'br' | 'gzip' | null {
  const accept = (acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accept)) return 'br';
  if (/\bgzip\b/.test(accept)) return 'gzip';
  return null;
}

/** Does an If-None-Match header name `etag` (weak or strong, RFC 9110 §13.1.2)? */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  return !!ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim().replace(/^W\//, '') === etag);
}

/** The service worker's script in the build (scripts/build-sw.mjs, README "Offline"). */
export const SERVICE_WORKER_FILE = 'sw.js';

/**
 * What the service worker's script is sent with: its own CSP, and the whole site as the
 * scope it may control. Its Cache-Control (below) is no-cache, so the browser asks for it
 * on every visit and a new build's worker replaces the old one then.
 */
const SERVICE_WORKER_HEADERS: Record<string, string> = {
  'Service-Worker-Allowed': '/',
  'Content-Security-Policy': SERVICE_WORKER_CSP,
};

/** Hashed build assets never change under the same name. */
function cacheControlFor(relPath: string): string {
  if (relPath === SERVICE_WORKER_FILE) return 'no-cache';
  if (relPath.startsWith('_astro/')) return 'public, max-age=31536000, immutable';
  if (relPath.startsWith('pagefind/') && /\.(pf_fragment|pf_index|pf_meta)$/.test(relPath)) return 'public, max-age=31536000, immutable';
  if (relPath.endsWith('.html')) return 'no-cache';
  return 'public, max-age=3600, must-revalidate';
}

/**
 * Map a decoded URL path to a file inside `root`, or null. Never leaves `root`:
 * rejects NUL bytes, backslashes and any '..' segment before touching the disk.
 */
export function resolveStaticPath(root: string, pathname: string): string | null {
  if (pathname.includes('\0') || pathname.includes('\\')) return null;
  const segments = pathname.split('/');
  if (segments.some((s) => s === '..' || s === '.')) return null;
  const rel = path.posix.normalize(pathname).replace(/^\/+/, '');
  const candidates = rel === '' ? ['index.html'] : [rel, `${rel}/index.html`, `${rel}.html`];
  for (const candidate of candidates) {
    const full = path.join(root, candidate);
    if (!full.startsWith(root + path.sep)) return null;
    try {
      const stat = fs.statSync(full);
      if (stat.isFile()) return full;
    } catch {
      // not this candidate
    }
  }
  return null;
}

/**
 * A static handler over `root`. Compressed bodies are cached by content hash, so
 * a transformed page (a new banner) is compressed once and then served from memory.
 */
export function createStaticHandler(root: string, transforms: HtmlTransform[] = [], options: StaticOptions = {}) {
  const absoluteRoot = path.resolve(root);
  const rawCache = new Map<string, { mtimeMs: number; size: number; body: Buffer }>();
  const preparedCache = new Map<string, Prepared>();

  function readRaw(file: string): Buffer {
    const stat = fs.statSync(file);
    const cached = rawCache.get(file);
    if (cached && cached.mtimeMs === stat.mtimeMs && cached.size === stat.size) return cached.body;
    const body = fs.readFileSync(file);
    rawCache.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, body });
    return body;
  }

  function prepare(body: Buffer, ext: string): Prepared {
    const hash = crypto.createHash('sha256').update(body).digest('base64url').slice(0, 27);
    const key = `${ext}:${hash}`;
    const hit = preparedCache.get(key);
    if (hit) return hit;
    const prepared: Prepared = { body, etag: `"${hash}"`, contentType: MIME[ext] ?? 'application/octet-stream' };
    if (ext === '.html' && options.htmlHeaders) prepared.headers = options.htmlHeaders(body.toString('utf8'));
    if (COMPRESSIBLE.has(ext) && body.length > 512) {
      prepared.br = zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: body.length > 200_000 ? 9 : 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      });
      prepared.gzip = zlib.gzipSync(body, { level: 9 });
    }
    // Keep memory bounded: a busy admin changing the banner must not grow this forever.
    if (preparedCache.size > 2000) preparedCache.clear();
    preparedCache.set(key, prepared);
    return prepared;
  }

  /** The page transforms over `html`, in the language of the page's path (a Welsh page's figures and notices in Welsh). */
  function runTransforms(html: string, pathname: string): string {
    return inLanguage(languageOfPath(pathname), () => transforms.reduce((page, t) => t(page, { pathname }), html));
  }

  /** Serve `file` (a path from resolveStaticPath) for a request. */
  function serveFile(file: string, req: { pathname: string; acceptEncoding?: string; ifNoneMatch?: string }, extraHeaders: Record<string, string> = {}): StaticHit {
    const ext = path.extname(file).toLowerCase();
    const rel = path.relative(absoluteRoot, file).split(path.sep).join('/');
    let body = readRaw(file);
    if (ext === '.html' && transforms.length > 0) {
      body = Buffer.from(runTransforms(body.toString('utf8'), req.pathname), 'utf8');
    }
    const prepared = prepare(body, ext);
    const encoding = pickEncoding(req.acceptEncoding);
    const compressed = encoding === 'br' ? prepared.br : encoding === 'gzip' ? prepared.gzip : undefined;
    const etag = compressed ? `${prepared.etag.slice(0, -1)}-${encoding}"` : prepared.etag;
    const headers: Record<string, string> = {
      'Content-Type': prepared.contentType,
      'Cache-Control': cacheControlFor(rel),
      ETag: etag,
      Vary: 'Accept-Encoding',
      ...prepared.headers,
      ...(rel === SERVICE_WORKER_FILE ? SERVICE_WORKER_HEADERS : {}),
      ...extraHeaders,
    };
    if (etagMatches(req.ifNoneMatch, etag)) {
      return { status: 304, headers, body: null };
    }
    if (compressed) headers['Content-Encoding'] = encoding!;
    const out = compressed ?? prepared.body;
    headers['Content-Length'] = String(out.length);
    return { status: 200, headers, body: out };
  }

  /** Read an HTML file and run the page transforms over it, for a one-off page. */
  function transformHtml(file: string, pathname: string): string {
    return runTransforms(readRaw(file).toString('utf8'), pathname);
  }

  /**
   * A one-off HTML answer (a form post's result, the maintenance page): never
   * cached in memory or by the browser, compressed with gzip when accepted.
   */
  function htmlResponse(html: string, init: { status: number; acceptEncoding?: string; headers?: Record<string, string> }): Response {
    const raw = Buffer.from(html, 'utf8');
    const headers: Record<string, string> = {
      'Content-Type': MIME['.html']!,
      'Cache-Control': 'no-store',
      Vary: 'Accept-Encoding',
      ...(options.htmlHeaders ? options.htmlHeaders(html) : {}),
      ...init.headers,
    };
    let body = raw;
    if (pickEncoding(init.acceptEncoding) && raw.length > 512) {
      body = zlib.gzipSync(raw, { level: 6 });
      headers['Content-Encoding'] = 'gzip';
    }
    headers['Content-Length'] = String(body.length);
    return new Response(body as unknown as BodyInit, { status: init.status, headers });
  }

  return {
    root: absoluteRoot,
    transformHtml,
    htmlResponse,
    /** Find the file for a URL path (null when there is none). */
    resolve: (pathname: string) => resolveStaticPath(absoluteRoot, pathname),
    serveFile,
  };
}

/** The built site as the routes read it: file lookup, cached serving and one-off HTML answers. */
export type StaticSite = ReturnType<typeof createStaticHandler>;

/** A static hit as a Response (with `status` in place of the hit's own when given). */
export function sendStatic(hit: StaticHit, status?: number): Response {
  // A Node Buffer is a Uint8Array; the DOM lib's BodyInit type just does not say so.
  return new Response(hit.body as unknown as BodyInit | null, { status: status ?? hit.status, headers: hit.headers });
}
