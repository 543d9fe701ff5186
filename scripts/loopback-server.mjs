/**
 * What the scripts that start the real server on loopback share (load-contact.mjs,
 * kill-contact.mjs, load-signin.mjs): finding the built site, a free port on 127.0.0.1,
 * and waiting for the server to answer /api/health.
 */
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project's folder. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
/** Loopback only, always. */
export const HOST = '127.0.0.1';

/** The built site: $DIST_DIR, else dist. */
export function findDist() {
  const candidates = [process.env.DIST_DIR, 'dist'].filter(Boolean).map((d) => path.resolve(ROOT, d));
  const found = candidates.find((d) => fs.existsSync(path.join(d, 'index.html')));
  if (!found) throw new Error(`no built site found (tried ${candidates.join(', ')}); run the Astro build first`);
  return found;
}

/** A port nothing listens on just now. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, HOST, () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** Wait until the server at `base` answers /api/health (at most 30 s), or its process ends. */
export async function waitForHealth(base, child) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy within 30 s');
}

/** Stop the server, show the end of its log when the script has failed, and remove its data. */
export async function stopServer(child, stderr, dataDir) {
  child.kill('SIGTERM');
  await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
  if (process.exitCode && stderr.trim()) console.error(stderr.trim().split('\n').slice(-5).join('\n'));
  fs.rmSync(dataDir, { recursive: true, force: true });
}
