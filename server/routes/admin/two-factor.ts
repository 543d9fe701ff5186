/**
 * The signed-in admin's second factor and the site's requirement of it (docs/product.md §7,
 * §11 "Second factor"; auth/two-factor.ts).
 *
 *   GET  /api/admin/two-factor           → 200 { enabled, required, recoveryCodesLeft }
 *   POST /api/admin/two-factor/setup     { password } → 200 { keyUri, key } | 403 wrong password | 422 | 429 / 503
 *   POST /api/admin/two-factor/confirm   { code } → 200 { recoveryCodes } | 409 no set-up started | 422 wrong code
 *   PUT  /api/admin/two-factor/required  { required, password? } → 200 { enabled, required, recoveryCodesLeft }
 *                                        | 403 wrong password | 409 (turning it on without a second factor of your own)
 *                                        | 422 (turning it off without the password) | 429 / 503
 *
 * Setting up, and turning off the requirement, ask for the admin's password again, like
 * granting admin rights (OWASP
 * Authentication Cheat Sheet: re-authenticate before sensitive changes). Recovery codes
 * are shown once, in the answer that makes them.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminEnv, Deps } from '../../context.ts';
import { fieldError, jsonBody, requiredString } from '../../http.ts';
import { PASSWORD_MAX_LENGTH } from '../../auth/password.ts';
import { signInParty, throttledPasswordCheck } from '../../auth/password-check.ts';
import { keyText, keyUri, newTotpKey } from '../../auth/two-factor.ts';
import type { TwoFactorEnabled, TwoFactorSetup, TwoFactorStatus } from '../../../src/lib/api-types.ts';
import { serverAdminMessages } from '../../../src/i18n/en/server.ts';

const t = serverAdminMessages.get();

const SetupSchema = z.object({ password: requiredString(t.confirmPassword, { max: PASSWORD_MAX_LENGTH }) }).strict();
const ConfirmSchema = z.object({ code: requiredString(t.enterCode, { max: 64, trim: true }) }).strict();
const RequiredSchema = z
  .object({
    required: z.boolean({ message: t.requiredBoolean }),
    password: z.string({ invalid_type_error: t.confirmPassword }).max(PASSWORD_MAX_LENGTH, t.confirmPassword).optional(),
  })
  .strict();

/** How long a set-up may take between showing the key and the first code. */
const SETUP_MS = 10 * 60_000;

/** Answers of the tab (docs/product.md §8 "Admin"). */
export const TWO_FACTOR_TEXT = {
  wrongPassword: t.setUpPasswordWrong,
  noSetup: t.noSetUp,
  wrongCode: t.wrongCode,
  ownFirst: t.ownFirst,
  passwordToTurnOff: t.confirmPassword,
  wrongPasswordTurnOff: t.turnOffPasswordWrong,
} as const;

export function adminTwoFactorRoutes(deps: Deps) {
  const ownHash = deps.db.prepare<[string], { password_hash: string }>('SELECT password_hash FROM users WHERE id = ?');
  /** Keys shown but not yet confirmed, by session id. */
  const setups = new Map<string, { key: Uint8Array; until: number }>();
  const status = (userId: string): TwoFactorStatus => ({
    enabled: deps.twoFactor.isEnabled(userId),
    required: deps.twoFactor.required(),
    recoveryCodesLeft: deps.twoFactor.recoveryCodesLeft(userId),
  });

  return new Hono<AdminEnv>()
    .get('/', (c) => c.json(status(c.get('user').id)))
    .post('/setup', jsonBody(SetupSchema), async (c) => {
      const actor = c.get('user');
      const own = ownHash.get(actor.id);
      const checked = await throttledPasswordCheck(
        deps,
        signInParty(c, deps, actor.email, own ? { id: actor.id, ...own } : null),
        own?.password_hash ?? null,
        c.req.valid('json').password,
      );
      if (!checked.ok) {
        // 403, not 401: the session is fine, and the page signs out on a 401.
        if (checked.status === 401) return c.json(fieldError('password', TWO_FACTOR_TEXT.wrongPassword, t.passwordWrong), 403);
        return c.json(fieldError('password', checked.error), checked.status, { 'Retry-After': String(checked.retryAfterSeconds) });
      }
      const key = newTotpKey();
      for (const [id, s] of setups) if (s.until <= deps.now().getTime()) setups.delete(id);
      setups.set(c.get('session').id, { key, until: deps.now().getTime() + SETUP_MS });
      return c.json({ keyUri: keyUri(actor.email, key), key: keyText(key) } satisfies TwoFactorSetup);
    })
    .post('/confirm', jsonBody(ConfirmSchema), (c) => {
      const actor = c.get('user');
      const sessionId = c.get('session').id;
      const setup = setups.get(sessionId);
      if (!setup || setup.until <= deps.now().getTime()) return c.json({ error: TWO_FACTOR_TEXT.noSetup }, 409);
      const recoveryCodes = deps.twoFactor.enable(actor.id, setup.key, c.req.valid('json').code);
      if (!recoveryCodes) return c.json(fieldError('code', TWO_FACTOR_TEXT.wrongCode), 422);
      setups.delete(sessionId);
      deps.logger.info('second factor set up', { user: actor.id });
      return c.json({ recoveryCodes } satisfies TwoFactorEnabled);
    })
    .put('/required', jsonBody(RequiredSchema), async (c) => {
      const actor = c.get('user');
      const { required, password } = c.req.valid('json');
      if (required && !deps.twoFactor.isEnabled(actor.id)) return c.json({ error: TWO_FACTOR_TEXT.ownFirst }, 409);
      if (!required && deps.twoFactor.required()) {
        // Weakening every admin's sign-in asks for the password again, as setting up does (OWASP re-authentication).
        if (!password) return c.json(fieldError('password', TWO_FACTOR_TEXT.passwordToTurnOff), 422);
        const own = ownHash.get(actor.id);
        const checked = await throttledPasswordCheck(deps, signInParty(c, deps, actor.email, own ? { id: actor.id, ...own } : null), own?.password_hash ?? null, password);
        if (!checked.ok) {
          if (checked.status === 401) return c.json(fieldError('password', TWO_FACTOR_TEXT.wrongPasswordTurnOff, t.passwordWrong), 403);
          return c.json(fieldError('password', checked.error), checked.status, { 'Retry-After': String(checked.retryAfterSeconds) });
        }
      }
      deps.twoFactor.setRequired(required, actor.id);
      deps.logger.info('two-step sign-in requirement changed', { required, by: actor.id });
      return c.json(status(actor.id));
    });
}
