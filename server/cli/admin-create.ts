/**
 * npm run admin:create -- --email you@example.org [--no-admin]
 * npm run admin:create -- --email you@example.org --two-factor
 *
 * Creates an account, or sets a new password for an existing one, and makes it
 * an admin (docs/product.md §11; the Admin Users tab names this command). The
 * password is read from a hidden prompt when run in a terminal, or from the first
 * line of standard input otherwise (printf '%s\n' "$PW" | npm run admin:create …);
 * never from the command line, where it would land in shell history and `ps`.
 *
 * The password must be 12 to 256 characters and hard to guess: a zxcvbn-ts score of
 * at least 3, with the email address and the site's name among the words tried first
 * (auth/password-policy.ts); the refusal says why.
 *
 * --no-admin creates or updates the account without admin rights (an admin can
 * grant them later from the Admin Users tab).
 *
 * --two-factor sets up a second factor (docs/product.md §11 "Second factor") for an
 * existing account instead, without touching its password: it prints a QR code for an
 * authenticator app (and the key to type instead), asks for the code the app then
 * shows (from the terminal, or the next line of standard input), and prints the new
 * recovery codes. Run again, it replaces a lost key and its codes.
 *
 * Uses DATA_DIR like the server. Exits 0 on success, 1 with one line on stderr otherwise.
 */
import path from 'node:path';
import crypto from 'node:crypto';
import { parseArgs } from 'node:util';
import { parseEnv } from '../env.ts';
import { ensureDataDir, openDatabase } from '../db/index.ts';
import { hashPassword } from '../auth/password.ts';
import { passwordProblem } from '../auth/password-policy.ts';
import { createInterface } from 'node:readline';
import { generate } from 'lean-qr';
import { createTwoFactor, keyText, keyUri, newTotpKey } from '../auth/two-factor.ts';

function fail(message: string): never {
  process.stderr.write(`admin:create: ${message}\n`);
  process.exit(1);
}

/** Read a line from the terminal without echoing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stderr.write(question);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let value = '';
    const cleanup = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stderr.write('\n');
    };
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === '\r' || ch === '\n') {
          cleanup();
          resolve(value);
          return;
        }
        if (ch === '\u0003' || ch === '\u0004') {
          cleanup();
          reject(new Error('cancelled'));
          return;
        }
        if (ch === '\u007f' || ch === '\b') value = value.slice(0, -1);
        else if (ch >= ' ') value += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** The first line of standard input (a pipe or a file). */
async function readFirstLine(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0] ?? '';
}

/** Lines of standard input, one at a time (a terminal or a pipe). */
function lineReader() {
  const lines = createInterface({ input: process.stdin, terminal: false })[Symbol.asyncIterator]();
  return async (question: string): Promise<string> => {
    process.stderr.write(question);
    const next = await lines.next();
    if (next.done) throw new Error('no more input');
    return next.value;
  };
}

/** The database in DATA_DIR, as the server opens it. */
function openData() {
  let env;
  try {
    env = parseEnv();
    ensureDataDir(env.DATA_DIR);
  } catch (err) {
    fail((err as Error).message);
  }
  return openDatabase(path.join(env.DATA_DIR, 'benefits.sqlite'));
}

/** --two-factor: set up a second factor for an existing account. */
async function setUpTwoFactor(email: string) {
  const db = openData();
  const user = db.prepare<[string], { id: string; email: string }>('SELECT id, email FROM users WHERE email = ? COLLATE NOCASE').get(email);
  if (!user) fail(`no account uses ${email}; create it first with npm run admin:create -- --email ${email}`);
  const key = newTotpKey();
  const uri = keyUri(user.email, key);
  process.stdout.write(
    [
      `Two-step sign-in for ${user.email}.`,
      'Scan this QR code with an authenticator app (or type the key below into it):',
      '',
      generate(uri).toString({ on: '\u2588\u2588', off: '  ', pad: 2 }),
      '',
      `Key: ${keyText(key)}`,
      `Address: ${uri}`,
      '',
    ].join('\n'),
  );
  const ask = lineReader();
  const twoFactor = createTwoFactor(db);
  const tries = process.stdin.isTTY ? 3 : 1;
  for (let i = 0; i < tries; i++) {
    let typed: string;
    try {
      typed = await ask('Enter the 6-digit code the app shows: ');
    } catch {
      fail('no code was given; nothing was changed');
    }
    const codes = twoFactor.enable(user.id, key, typed);
    if (codes) {
      db.close();
      process.stdout.write(
        `Two-step sign-in is on for ${user.email}. Recovery codes (each signs in once without the phone; keep them safe, they are not shown again):\n${codes.join('\n')}\n`,
      );
      return;
    }
    process.stderr.write('That code is not right for this key.\n');
  }
  db.close();
  fail('the code was not right; nothing was changed');
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        'no-admin': { type: 'boolean', default: false },
        'two-factor': { type: 'boolean', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
      strict: true,
    }).values;
  } catch (err) {
    const message = (err as Error).message;
    if (/password/i.test(message)) fail('passwords are never taken on the command line; you will be asked for it (or pipe it on standard input)');
    fail(`${message}. Usage: npm run admin:create -- --email you@example.org [--no-admin]`);
  }
  if (args.help) {
    process.stdout.write(
      'Usage: npm run admin:create -- --email you@example.org [--no-admin]\n       npm run admin:create -- --email you@example.org --two-factor\nThe password is asked for (hidden), or read from the first line of standard input.\n--two-factor sets up a code from an authenticator app for an existing account (its password unchanged).\n',
    );
    return;
  }
  const email = (args.email ?? '').trim();
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || email.length > 320) fail('give the account email with --email you@example.org');
  if (args['two-factor']) return setUpTwoFactor(email);

  let password: string;
  try {
    if (process.stdin.isTTY) {
      password = await promptHidden(`Password for ${email}: `);
      const again = await promptHidden('Type it again: ');
      if (again !== password) fail('the two passwords are different; nothing was changed');
    } else {
      password = await readFirstLine();
    }
  } catch {
    fail('cancelled; nothing was changed');
  }
  const problem = passwordProblem(password, email);
  if (problem) fail(`${problem} Nothing was changed.`);

  const db = openData();
  const hash = await hashPassword(password);
  const makeAdmin = !args['no-admin'];

  const outcome = db.transaction(() => {
    const existing = db.prepare<[string], { id: string }>('SELECT id FROM users WHERE email = ? COLLATE NOCASE').get(email);
    let userId: string;
    if (existing) {
      userId = existing.id;
      db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
      // A new password ends every session signed in with the old one.
      db.prepare('DELETE FROM sessions WHERE user_id = ?').run(userId);
    } else {
      userId = crypto.randomUUID();
      db.prepare('INSERT INTO users (id, email, password_hash, created_at) VALUES (?, ?, ?, ?)').run(userId, email, hash, new Date().toISOString());
    }
    let granted = false;
    if (makeAdmin) {
      granted =
        db.prepare("INSERT INTO admin_users (user_id, role, created_at) VALUES (?, 'admin', ?) ON CONFLICT (user_id) DO NOTHING").run(userId, new Date().toISOString()).changes > 0;
    }
    return { created: !existing, granted, userId };
  })();
  db.close();

  const what = outcome.created ? 'Created the account' : 'Set a new password for the account';
  const admin = makeAdmin ? (outcome.granted ? ' and made it an admin' : ' (already an admin)') : ' (not an admin)';
  process.stdout.write(`${what} ${email}${admin}. User id: ${outcome.userId}\n`);
}

main().catch((err) => fail((err as Error).message));
