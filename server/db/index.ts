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
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
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

/** The database file is damaged; the message names the file and says what to do. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly file: string,
    readonly detail: string,
  ) {
    super(`the database file ${file} is damaged (SQLite: ${detail}). Restore it from a backup, or move it aside to start with an empty database.`);
    this.name = 'DatabaseDamagedError';
  }
}

/** SQLite's codes for a file that is not a sound database. */
const DAMAGED_CODES = new Set(['SQLITE_CORRUPT', 'SQLITE_NOTADB']);

/**
 * Open (creating if needed) the database at `file`, or ':memory:'.
 * WAL for concurrent readers, synchronous=FULL so an acknowledged contact
 * message survives a power cut, a busy timeout instead of SQLITE_BUSY errors,
 * and foreign keys on. A file that fails `PRAGMA quick_check` (or is not a
 * database at all) throws DatabaseDamagedError naming it, before anything is
 * written to it.
 */
export function openDatabase(file: string): DB {
  const db = new Database(file);
  try {
    if (file !== ':memory:') db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.pragma('busy_timeout = 5000');
    db.pragma('foreign_keys = ON');
    if (file !== ':memory:') {
      // Reads every page's structure (not the index contents): a few ms for this site's database.
      const problems = (db.pragma('quick_check(3)') as Array<{ quick_check: string }>).map((r) => r.quick_check);
      if (problems[0] !== 'ok')
        throw new DatabaseDamagedError(
          file,
          problems
            .join('; ')
            .replace(/\*\*\* in database main \*\*\*\s*/g, '')
            .replace(/\s+/g, ' ')
            .trim()
            .slice(0, 300),
        );
    }
    migrate(db);
  } catch (err) {
    db.close();
    const code = (err as { code?: string }).code;
    if (code && DAMAGED_CODES.has(code)) throw new DatabaseDamagedError(file, (err as Error).message);
    throw err;
  }
  return db;
}

/**
 * A cheap read of every table and index, for /api/health: the first and last
 * row of each table and the first entry of each index, which reads each b-tree's
 * root and its outermost pages. Throws the first SQLite error met. Statements
 * are prepared on first use and kept.
 */
export function createTableCheck(db: DB): () => void {
  let statements: Array<{ get(): unknown }> | null = null;
  const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;
  return () => {
    statements ??= (() => {
      const objects = db
        .prepare<[], { type: string; name: string; tbl_name: string }>(
          "SELECT type, name, tbl_name FROM sqlite_schema WHERE type IN ('table', 'index') AND name NOT LIKE 'sqlite_%' AND sql IS NOT NULL ORDER BY name",
        )
        .all();
      const list: Array<{ get(): unknown }> = [];
      for (const o of objects) {
        if (o.type === 'table') {
          list.push(db.prepare(`SELECT * FROM ${quote(o.name)} ORDER BY rowid ASC LIMIT 1`));
          list.push(db.prepare(`SELECT * FROM ${quote(o.name)} ORDER BY rowid DESC LIMIT 1`));
        } else {
          const first = (db.pragma(`index_info(${quote(o.name)})`) as Array<{ name: string | null }>)[0]?.name;
          if (first) list.push(db.prepare(`SELECT ${quote(first)} FROM ${quote(o.tbl_name)} INDEXED BY ${quote(o.name)} ORDER BY ${quote(first)} LIMIT 1`));
        }
      }
      return list;
    })();
    for (const statement of statements) statement.get();
  };
}

/** Why a folder cannot be written, in words, from the error code of trying. */
function describeWriteProblem(dir: string, code: string | undefined): string {
  if (code === 'EROFS') return `${dir} is on a read-only filesystem (EROFS)`;
  if (code === 'EACCES' || code === 'EPERM') return `${dir} is read-only for this user (${code})`;
  if (code === 'ENOSPC') return `the disk holding ${dir} is full (ENOSPC)`;
  return `${dir} cannot be written (${code ?? 'unknown error'})`;
}

/** The nearest folder at or above `dir` that exists. */
function nearestExisting(dir: string): string {
  let current = path.resolve(dir);
  while (!fs.existsSync(current)) {
    const parent = path.dirname(current);
    if (parent === current) break;
    current = parent;
  }
  return current;
}

/**
 * Check that DATA_DIR exists (creating it) and is writable. Throws an Error whose
 * message names the path and the real reason, for server/index.ts to print as one
 * line. (Node's recursive mkdir reports a read-only parent as ENOENT, so the
 * folder that exists is asked directly.)
 */
export function ensureDataDir(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (err) {
    const parent = nearestExisting(dir);
    let code = (err as NodeJS.ErrnoException).code;
    try {
      fs.accessSync(parent, fs.constants.W_OK);
    } catch (accessErr) {
      code = (accessErr as NodeJS.ErrnoException).code ?? code;
    }
    throw new Error(`DATA_DIR ${dir} cannot be created: ${describeWriteProblem(parent, code)}`);
  }
  if (!fs.statSync(dir).isDirectory()) throw new Error(`DATA_DIR ${dir} is not a folder`);
  try {
    fs.accessSync(dir, fs.constants.W_OK);
    const probe = path.join(dir, `.write-test-${process.pid}`);
    fs.writeFileSync(probe, '');
    fs.unlinkSync(probe);
  } catch (err) {
    throw new Error(`DATA_DIR ${dir} is not writable: ${describeWriteProblem(dir, (err as NodeJS.ErrnoException).code)}`);
  }
}
