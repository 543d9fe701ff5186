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
import { decodeAnswers } from '../link/answers-link';
import { openCalculation, type OpenCalculation } from './open-calculation';

/** Said under the tax-year field when a link's answers cannot be read. */
export const UNREADABLE_LINK_NOTICE =
  'The answers in this link could not be read: it may be incomplete, changed, or made by an older version of this site. The calculator has the usual starting answers instead.';

/** The toast once a link's answers are in the form. */
export const LINK_OPENED_TOAST: ToastOptions = { title: 'Answers opened', description: 'The answers from your link are in the form, and the estimate was worked out again.' };

/**
 * Open the answers of `fragment` for the calculator of `args.options`, else what `args.kept`
 * holds. What to say: the notice (the link's or the reader's) and the toast, if any.
 */
export async function openLink<Input extends object, Result, Place extends object>(
  fragment: string,
  args: Omit<OpenCalculation<Input, Result, Place>, 'saved'>,
): Promise<{ notice: string | null; toast: ToastOptions | null }> {
  const answers = await decodeAnswers(fragment, args.options.island);
  if (!answers) {
    await openCalculation({ ...args, saved: null });
    return { notice: UNREADABLE_LINK_NOTICE, toast: null };
  }
  const now = new Date().toISOString();
  const saved = { id: 'link', name: 'Answers from a link', type: args.options.island, data: answers, result: null, createdAt: now, updatedAt: now };
  const said = await openCalculation({ ...args, saved, kept: null });
  return { notice: said?.notice ?? null, toast: LINK_OPENED_TOAST };
}
