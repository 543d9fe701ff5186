/**
 * The Universal Credit engine's words outside the results (the announcement of why a household
 * cannot claim, read by screen readers): loaded only when there is such a sentence to write, with
 * the results, so the page's first load does not carry them (README "Performance").
 */
import type { EngineText } from '~/calc/message';
import { engineTextWriter } from '~/i18n/engine-words';
import { universalCreditEngineWords } from '~/i18n/en/universal-credit-engine';

/** A message of the engine in the page's language. */
export function writeUniversalCreditText(text: EngineText): string {
  return engineTextWriter(universalCreditEngineWords)(text);
}
