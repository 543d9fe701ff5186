/**
 * Opening a link with answers (README "The link with your answers") on a calculator page:
 * loaded by useCalculation only when the address has an `#a=` fragment. The answers go
 * through the same steps as a saved calculation (open-calculation.ts): the tax year they were
 * worked out in, the calculator's reader, the notice naming any answer it had to reset, and
 * the result worked out again (a link never carries one). A link that cannot be read at all
 * says so plainly and the calculator opens as it would have without it (what this tab
 * remembered, else blank), so nothing is lost.
 */
import type { ToastOptions } from '~/stores/toasts';
import { sharedOpenMessages } from '~/i18n/en/shared-open';
import { decodeAnswers } from '../link/answers-link';
import { openCalculation, type OpenCalculation } from './open-calculation';

/**
 * Open the answers of `fragment` for the calculator of `args.options`, else what `args.kept`
 * holds. What to say: the notice (the link's or the reader's) and the toast, if any.
 */
export async function openLink<Input extends object, Result, Place extends object>(
  fragment: string,
  args: Omit<OpenCalculation<Input, Result, Place>, 'saved'>,
): Promise<{ notice: string | null; toast: ToastOptions | null }> {
  const t = sharedOpenMessages.get();
  const answers = await decodeAnswers(fragment, args.options.island);
  if (!answers) {
    await openCalculation({ ...args, saved: null });
    // Said under the tax-year field.
    return { notice: t.unreadableLink, toast: null };
  }
  const now = new Date().toISOString();
  const saved = { id: 'link', name: t.linkName, type: args.options.island, data: answers, result: null, createdAt: now, updatedAt: now };
  const said = await openCalculation({ ...args, saved, kept: null });
  return { notice: said?.notice ?? null, toast: { title: t.linkOpenedTitle, description: t.linkOpened } };
}
