/**
 * Opening the SQLite database: pragmas, numbered migrations, nothing else.
 * Seeding of rates and settings lives in seed.ts.
 */
import Database from 'better-sqlite3';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The database handle used across the server. */
export type DB = Database.Database;

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** A numbered migration file, e.g. 001_initial.sql → version 1. */
interface Migration {
  version: number;
  name: string;
  sql: string;
}

/** Migrations in version order; names must be NNN_words.sql with unique numbers. */
export function loadMigrations(dir = MIGRATIONS_DIR): Migration[] {
  const files = fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort();
  const migrations = files.map((name) => {
    const match = /^(\d{3})_[\w-]+\.sql$/.exec(name);
    if (!match) throw new Error(`Migration file name must look like 001_name.sql: ${name}`);
    return { version: Number(match[1]), name, sql: fs.readFileSync(path.join(dir, name), 'utf8') };
  });
  migrations.forEach((m, i) => {
    if (m.version !== i + 1) throw new Error(`Migrations must be numbered 1, 2, 3… without gaps; found ${m.name} at position ${i + 1}`);
  });
  return migrations;
}

/**
 * Apply every migration newer than the database's user_version, each in its own
 * transaction, so running it twice (or on every start) changes nothing.
 */
export function migrate(db: DB, migrations = loadMigrations()): number {
  const current = db.pragma('user_version', { simple: true }) as number;
  let applied = 0;
  for (const m of migrations) {
    if (m.version <= current) continue;
    db.transaction(() => {
      db.exec(m.sql);
      db.pragma(`user_version = ${m.version}`);
    })();
    applied++;
  }
  return applied;
}

/**
 * Open (creating if needed) the database at `file`, or ':memory:'.
 * WAL for concurrent readers, synchronous=FULL so an acknowledged contact
 * message survives a power cut, a busy timeout instead of SQLITE_BUSY errors,
 * and foreign keys on.
 */
export function openDatabase(file: string): DB {
  const db = new Database(file);
  if (file !== ':memory:') db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  migrate(db);
  return db;
}

/**
 * Check that DATA_DIR exists (creating it) and is writable. Throws an Error whose
 * message names the path, for server/index.ts to print as one line.
 */
export function ensureDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (err) {
    throw new Error(`DATA_DIR ${dir} cannot be created: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
  if (!fs.statSync(dir).isDirectory()) throw new Error(`DATA_DIR ${dir} is not a folder`);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (err) {
    throw new Error(`DATA_DIR ${dir} is not writable: ${(err as NodeJS.ErrnoException).code ?? String(err)}`);
  }
}
