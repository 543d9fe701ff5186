/**
 * The catalogue's words in a page's small inline scripts (README "Messages"), which run with no
 * module of their own: the glossary's filter and the search page's results line.
 */
import { language } from '~/i18n/language';
import { tagOf, type Language } from '~/i18n/languages';

/**
 * A message as a JavaScript expression that fills its `{name}` values with the given
 * expressions: '{shown} of {total} shown' with `{ shown: 'n', total: 't.length' }` is
 * `n+" of "+t.length+" shown"`, so a script carries the words with no code to fill them.
 */
export function messageExpression(message: string, values: Readonly<Record<string, string>>): string {
  let code = JSON.stringify(message);
  for (const [name, expression] of Object.entries(values)) code = code.split(`{${name}}`).join(`"+${expression}+"`);
  return code.replace(/^""\+/, '').replace(/\+""$/, '');
}

/**
 * Each plural form of a message, by the language's plural category ('one', 'other', …), for a
 * script that picks one with `Intl.PluralRules`: `form(n)` is called with a whole number of
 * each category, so its `{…}` values must be left as they are (give them as '{total}').
 */
export function pluralForms(form: (n: number) => string, lang: Language = language.get()): Record<string, string> {
  const rules = new Intl.PluralRules(tagOf(lang));
  const forms: Record<string, string> = {};
  for (let n = 0; n <= 1000 && Object.keys(forms).length < rules.resolvedOptions().pluralCategories.length; n++) {
    const category = rules.select(n);
    forms[category] ??= form(n);
  }
  return forms;
}
