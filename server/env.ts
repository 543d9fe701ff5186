/**
 * The server's environment, read once and validated (docs/style.md habit 11; README
 * "Environment"). A bad value stops start-up with one clear line.
 */
import { z } from 'zod';
import path from 'node:path';
import { siteHosts } from './http.ts';

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');

const EnvSchema = z.object({
  /** Port to listen on. */
  PORT: z.coerce.number().int().min(1).max(65535).default(4321),
  /** Interface to bind; 0.0.0.0 serves localhost and the local network. */
  HOST: z.string().min(1).default('0.0.0.0'),
  /** Folder holding the SQLite file (created if missing). */
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built site (astro build output). */
  DIST_DIR: z
    .string()
    .min(1)
    .default(process.env.OUT_DIR ?? './dist'),
  /** 'production' turns on Secure cookies and HSTS. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  /** Turn off request rate limits (load tests only). */
  DISABLE_RATE_LIMITS: booleanText.default('false'),
  /** Log one line per request. */
  LOG_REQUESTS: booleanText.default('false'),
  /** Behind a reverse proxy: take the client address from X-Forwarded-For (rate limits). */
  TRUST_PROXY: booleanText.default('false'),
  /** The site's public address; its host is one a state-changing request's Origin may name (http.ts siteHosts). */
  SITE_URL: z.string().optional(),
  /** More host names the site answers to, comma-separated (a second domain, host:port behind a proxy). */
  ALLOWED_HOSTS: z.string().optional(),
});

/** Validated environment. */
export type Env = z.infer<typeof EnvSchema>;

/**
 * Parse an environment object. Throws an Error whose message names every bad
 * variable and what it should be, e.g. "PORT: Number must be less than or equal to 65535".
 */
export function parseEnv(source: NodeJS.ProcessEnv = process.env): Env & { DATA_DIR: string; DIST_DIR: string; siteHosts: string[] } {
  const result = EnvSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message} (got ${JSON.stringify(source[String(i.path[0])])})`);
    throw new Error(`Invalid environment: ${problems.join('; ')}`);
  }
  const env = result.data;
  let hosts: string[];
  try {
    hosts = siteHosts(env.SITE_URL, env.ALLOWED_HOSTS);
  } catch (err) {
    throw new Error(`Invalid environment: ${(err as Error).message} (got ${JSON.stringify(env.SITE_URL ?? env.ALLOWED_HOSTS)})`);
  }
  return { ...env, DATA_DIR: path.resolve(env.DATA_DIR), DIST_DIR: path.resolve(env.DIST_DIR), siteHosts: hosts };
}
