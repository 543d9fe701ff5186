/**
 * Where contact messages are written. Each message is acknowledged only after it
 * is committed with synchronous=FULL (it survives a power cut), and that wait for
 * the disk is the whole cost of a message under load (scripts/load-contact.mjs).
 * So the server writes on its own thread with its own connection: the event loop
 * never waits for an fsync, and messages that arrive during one commit share the
 * next (group commit). Tests and ':memory:' databases use the in-process batched
 * writer instead (same batching, on the main thread).
 */
import { Worker } from 'node:worker_threads';
import type { DB } from './index.ts';
import { createBatchedWriter } from './batch.ts';

/** A contact_submissions row to write. */
export interface ContactRow {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: string;
  /** The language of the page it was sent from ('en', 'cy'); 'en' when not given. */
  language?: string;
}

/** Writes rows and resolves with each new id once it is committed. */
export interface ContactWriter {
  write(row: ContactRow): Promise<number>;
  /** Finish what is queued and stop (server shutdown). */
  close(): Promise<void>;
}

/** Batched writes on the main thread's connection. */
export function inProcessContactWriter(db: DB): ContactWriter {
  const insert = db.prepare<[string, string, string, string, string, string], { id: number }>(
    'INSERT INTO contact_submissions (name, email, subject, message, created_at, language) VALUES (?, ?, ?, ?, ?, ?) RETURNING id',
  );
  const write = createBatchedWriter(db, (r: ContactRow) => insert.get(r.name, r.email, r.subject, r.message, r.createdAt, r.language ?? 'en')!.id);
  return { write, close: async () => {} };
}

/** Writes on a worker thread with its own connection to `file` (which must exist and be migrated). */
export function threadedContactWriter(file: string): ContactWriter {
  const pending = new Map<number, { resolve: (id: number) => void; reject: (err: Error) => void }>();
  let nextKey = 1;
  let worker: Worker | null = null;
  let closing: Promise<void> | null = null;

  function start(): Worker {
    const w = new Worker(new URL('./contact-writer.worker.mjs', import.meta.url), { workerData: { file } });
    w.on('message', (results: Array<{ key: number; id?: number; error?: string; code?: string }>) => {
      for (const r of results) {
        const waiter = pending.get(r.key);
        if (!waiter) continue;
        pending.delete(r.key);
        if (r.error !== undefined || r.id === undefined) waiter.reject(Object.assign(new Error(r.error ?? 'write failed'), { code: r.code }));
        else waiter.resolve(r.id);
      }
      if (pending.size === 0) w.unref();
    });
    const failAll = (err: Error) => {
      for (const waiter of pending.values()) waiter.reject(err);
      pending.clear();
      if (worker === w) worker = null; // the next write starts a fresh thread
    };
    w.on('error', failAll);
    w.on('exit', (code) => failAll(new Error(`contact writer stopped (exit ${code})`)));
    w.unref();
    return w;
  }

  return {
    write(row) {
      if (closing) return Promise.reject(new Error('the server is shutting down'));
      worker ??= start();
      const key = nextKey++;
      const w = worker;
      return new Promise<number>((resolve, reject) => {
        pending.set(key, { resolve, reject });
        w.ref();
        w.postMessage({ key, row });
      });
    },
    close() {
      closing ??= (async () => {
        while (pending.size > 0) await new Promise((r) => setTimeout(r, 10));
        if (worker) {
          const w = worker;
          worker = null;
          const exited = new Promise((r) => w.once('exit', r));
          w.postMessage('close');
          await exited;
        }
      })();
      return closing;
    },
  };
}
