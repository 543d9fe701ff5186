/**
 * What a calculator remembers for this browser tab, so nothing is lost on Back, reload
 * or switching apps: its answers, the tax year and the last result, in sessionStorage
 * under one key per calculator. Session storage ends with the tab and is never sent
 * anywhere (docs/rules.md "Tax years": nothing a visitor types leaves the device).
 *
 * Read it only after mounting (the server render never has it), and pass what comes back
 * through the calculator's validating reader: it may be from an older version of the page.
 */
import type { CalculatorId } from '~/lib/calculators';

/** The islands that remember their answers. */
export type RememberingIsland = CalculatorId;

/** sessionStorage key of an island: 'calculator.universal-credit', … */
export function sessionKey(island: RememberingIsland): string {
  return `calculator.${island}`;
}

/** The part of the Web Storage API used here. */
export type SessionLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserSession(): SessionLike | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Site data blocked: the calculator works, it just does not remember.
    return null;
  }
}

/** What was remembered for `island`, or null. Unreadable text is removed (never read twice). */
export function readRemembered(island: RememberingIsland, storage: SessionLike | null = browserSession()): unknown {
  if (!storage) return null;
  try {
    const text = storage.getItem(sessionKey(island));
    if (!text) return null;
    try {
      return JSON.parse(text) as unknown;
    } catch {
      storage.removeItem(sessionKey(island));
      return null;
    }
  } catch {
    return null;
  }
}

/** Remember `value` for `island` (a full or blocked storage is ignored: remembering is a nicety). */
export function remember(island: RememberingIsland, value: unknown, storage: SessionLike | null = browserSession()): void {
  try {
    storage?.setItem(sessionKey(island), JSON.stringify(value));
  } catch {
    // Nothing to tell the visitor: the page still works.
  }
}

/** Forget what `island` remembered (Start again, Start Over, the error boundary). */
export function forget(island: RememberingIsland, storage: SessionLike | null = browserSession()): void {
  try {
    storage?.removeItem(sessionKey(island));
  } catch {
    // As above.
  }
}
