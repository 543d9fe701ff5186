/**
 * Start-up: the environment is read once and a bad value stops the server with
 * one clear line; DATA_DIR is created when it can be and named when it cannot.
 */
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseEnv } from './env.ts';
import { makeFixtureDist } from './test-helpers.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let tmp: string;
let dist: string;

beforeAll(() => {
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-env-test-'));
  dist = makeFixtureDist(path.join(tmp, 'dist'));
});
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Run the real entry point; resolve when it exits or prints `until` (then stop it). */
function runServer(env: Record<string, string>, until?: RegExp): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: ROOT,
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', HOST: '127.0.0.1', DIST_DIR: dist, NODE_ENV: 'test', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.stdout.on('data', (d) => {
      stdout += d;
      if (until?.test(stdout)) child.kill('SIGTERM');
    });
    child.stderr.on('data', (d) => (stderr += d));
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('parseEnv', () => {
  test('defaults are sensible and paths absolute', () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(4321);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DISABLE_RATE_LIMITS).toBe(false);
    expect(path.isAbsolute(env.DATA_DIR)).toBe(true);
  });

  test.each([['70000'], ['abc'], ['0'], ['-1']])('PORT=%s is refused with a message naming PORT', (port) => {
    expect(() => parseEnv({ PORT: port })).toThrow(/PORT/);
  });

  test('a bad switch names the variable and the value given', () => {
    expect(() => parseEnv({ DISABLE_RATE_LIMITS: 'maybe' })).toThrow(/DISABLE_RATE_LIMITS.*"maybe"/);
  });
});

describe('server start-up', () => {
  test('a bad PORT stops it with one line and a non-zero exit', async () => {
    const result = await runServer({ PORT: 'not-a-port', DATA_DIR: path.join(tmp, 'data-port') });
    expect(result.code).not.toBe(0);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
    expect(result.stderr).toMatch(/^Cannot start: Invalid environment: PORT/);
  });

  test('a missing DATA_DIR that can be created is created, migrated and seeded', async () => {
    const dataDir = path.join(tmp, 'new', 'nested', 'data');
    const result = await runServer({ PORT: String(await freePort()), DATA_DIR: dataDir }, /listening on/);
    expect(result.stdout).toMatch(/listening on http:\/\/127\.0\.0\.1:\d+/);
    expect(fs.existsSync(path.join(dataDir, 'benefits.sqlite'))).toBe(true);
    expect(result.stdout).toContain('seeded the database');
  });

  test('a DATA_DIR that cannot be made (under a file) stops it with one line naming the path', async () => {
    const file = path.join(tmp, 'a-file');
    fs.writeFileSync(file, 'not a folder');
    const dataDir = path.join(file, 'data');
    const result = await runServer({ PORT: String(await freePort()), DATA_DIR: dataDir });
    expect(result.code).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(dataDir);
    expect(lines[0]).toMatch(/^Cannot start: DATA_DIR/);
  });
});
