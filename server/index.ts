/**
 * Entry point: read the environment once, open the database, start listening.
 * Any start-up problem prints one line naming the cause and exits non-zero.
 */
import path from 'node:path';
import fs from 'node:fs';
import { serve } from '@hono/node-server';
import { parseEnv } from './env.ts';
import { DatabaseDamagedError, ensureDataDir, openDatabase, type DB } from './db/index.ts';
import { createApp } from './app.ts';
import { seedDatabase } from './db/seed.ts';
import { threadedContactWriter } from './db/contact-writer.ts';
import { consoleLogger } from './logger.ts';

function fail(message: string): never {
  console.error(`Cannot start: ${message}`);
  process.exit(1);
}

let env: ReturnType<typeof parseEnv>;
try {
  env = parseEnv();
} catch (err) {
  fail((err as Error).message);
}

try {
  ensureDataDir(env.DATA_DIR);
} catch (err) {
  fail((err as Error).message);
}
if (!fs.existsSync(path.join(env.DIST_DIR, 'index.html'))) {
  fail(`the built site is missing at ${env.DIST_DIR} (run npm run build first)`);
}

const dbPath = path.join(env.DATA_DIR, 'benefits.sqlite');
let db: DB;
try {
  db = openDatabase(dbPath);
} catch (err) {
  if (err instanceof DatabaseDamagedError) fail(err.message);
  fail(`the database at ${dbPath} cannot be opened: ${(err as Error).message}`);
}

try {
  const seeded = seedDatabase(db);
  if (seeded.ratesAdded || seeded.settingsAdded) consoleLogger.info('seeded the database', { ...seeded });
} catch (err) {
  fail(`the database at ${dbPath} cannot be seeded: ${(err as Error).message}`);
}

const contactWriter = threadedContactWriter(dbPath);
const app = createApp({
  db,
  contactWriter,
  distDir: env.DIST_DIR,
  isProduction: env.NODE_ENV === 'production',
  hsts: env.NODE_ENV !== 'development',
  disableRateLimits: env.DISABLE_RATE_LIMITS,
  trustProxy: env.TRUST_PROXY,
  logRequests: env.LOG_REQUESTS,
  allowedHosts: env.siteHosts,
  logger: consoleLogger,
});
if (env.DISABLE_RATE_LIMITS) consoleLogger.warn('rate limits are OFF (DISABLE_RATE_LIMITS=true): use this for load tests only');

const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
  const host = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  consoleLogger.info(`UK Benefits Calculator listening on http://${host}:${info.port}`, { database: dbPath, site: env.DIST_DIR });
});
/**
 * An idle kept-alive connection stays open 65 s (Node's default is 5 s), longer than the 60 s idle
 * timeout of the usual reverse proxies and load balancers: a client sends on a connection only
 * while the server still holds it, instead of racing the server's close and getting ECONNRESET.
 * Headers may take a second more, as Node requires.
 */
const KEEP_ALIVE_MS = 65_000;
if ('keepAliveTimeout' in server) {
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
}
server.on('error', (err: NodeJS.ErrnoException) => {
  fail(err.code === 'EADDRINUSE' ? `port ${env.PORT} is already in use (set PORT to another number)` : err.message);
});

function shutdown(signal: string) {
  consoleLogger.info(`received ${signal}, shutting down`);
  server.close(() => {
    contactWriter
      .close()
      .catch(() => undefined)
      .finally(() => {
        db.close();
        process.exit(0);
      });
  });
  setTimeout(() => process.exit(0), 3000).unref();
}
process.on('SIGINT', () => shutdown('SIGINT'));
process.on('SIGTERM', () => shutdown('SIGTERM'));
