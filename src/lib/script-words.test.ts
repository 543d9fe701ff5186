import { describe, expect, it } from 'vitest';
import { count, i18n, params } from '~/i18n/i18n';
import { messageExpression, pluralForms } from './script-words';

describe('messageExpression: a message as a script expression', () => {
  it('joins the words and the values with +, and nothing more', () => {
    expect(messageExpression('{shown} of {total} shown', { shown: 'n', total: 't.length' })).toBe('n+" of "+t.length+" shown"');
  });

  it('keeps quotes in the words safe', () => {
    const code = messageExpression('Say "{word}" now', { word: 'w' });
    expect(new Function('w', `return ${code}`)('hi')).toBe('Say "hi" now');
  });
});

describe('pluralForms: every plural form of a message, by category', () => {
  const messages = i18n('site.test.pluralForms', {
    found: params(count({ one: '{total} result for “{query}”.', other: '{total} results for “{query}”.' })),
  });

  it('gives English its two forms with the values left to fill', () => {
    expect(pluralForms(messages.get().found({ total: '{total}', query: '{query}' }), 'en')).toEqual({
      one: '{total} result for “{query}”.',
      other: '{total} results for “{query}”.',
    });
  });
});
