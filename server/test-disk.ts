/**
 * A small real filesystem for tests of what happens when storage is full or
 * read-only: a tmpfs mounted on a temporary folder. Mounting needs root (as on
 * this project's machines and CI); elsewhere `mountTmpfs` returns null and the
 * tests that need it are skipped, saying why in the test output
 * (`skippedWithoutTmpfs`), so a run that proved nothing about a full disk never
 * looks like one that did.
 *
 * SQLite's max_page_count pragma is no substitute: it fails the statement that
 * needs a new page, while a full disk fails the COMMIT (the WAL append), which
 * is exactly the error a write outside a transaction loses (db/write.ts).
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'vitest';

/** A mounted tmpfs. */
export interface SmallDisk {
  dir: string;
  /** Take every free byte with a filler file. */
  fill(): void;
  /** Delete the filler file. */
  free(): void;
  /** Unmount and remove the folder. */
  unmount(): void;
}

let lastMountError = '';

/** Mount a tmpfs of `sizeKb` (read-only when asked), or null when this machine does not allow it. */
export function mountTmpfs(sizeKb: number, options: { readOnly?: boolean } = {}): SmallDisk | null {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-small-disk-'));
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeKb}k,mode=0777${options.readOnly ? ',ro' : ''}`, 'tmpfs', dir], { stdio: ['ignore', 'ignore', 'pipe'] });
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    const stderr = String((err as { stderr?: unknown }).stderr ?? '').trim();
    lastMountError = stderr || (err instanceof Error ? err.message : String(err));
    return null;
  }
  const filler = path.join(dir, 'filler.bin');
  return {
    dir,
    fill() {
      const fd = fs.openSync(filler, 'a');
      try {
        for (const size of [1 << 20, 64 << 10, 4 << 10, 512, 1]) {
          const chunk = Buffer.alloc(size, 1);
          for (;;) {
            try {
              fs.writeSync(fd, chunk);
            } catch {
              break;
            }
          }
        }
      } finally {
        fs.closeSync(fd);
      }
    },
    free() {
      fs.rmSync(filler, { force: true });
    },
    unmount() {
      try {
        execFileSync('umount', [dir], { stdio: 'ignore' });
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

/** Whether this machine lets tests mount a tmpfs (checked once). */
export const canMountTmpfs: boolean = (() => {
  const disk = mountTmpfs(64);
  disk?.unmount();
  return disk !== null;
})();

/**
 * When no tmpfs can be mounted, put one skipped test named after `what` in the
 * results, with the reason as its note, and say the same on stderr.
 */
export function skippedWithoutTmpfs(what: string): void {
  if (canMountTmpfs) return;
  const reason = `not run: this machine does not let the tests mount a tmpfs (${lastMountError || 'mount failed'}); run them as root, as CI does`;
  console.warn(`${what}: ${reason}`);
  test(`${what} (${reason})`, (ctx) => ctx.skip(reason));
}
