import { describe, expect, it } from 'vitest';
import { renderToStaticMarkup } from 'react-dom/server';
import { Rich } from './Rich';

describe('Rich', () => {
  it('wraps the tagged words and fills the named parts, keeping the words between', () => {
    const html = renderToStaticMarkup(
      <p>
        <Rich
          text="You have {count} messages. Read our <privacy>privacy policy</privacy>."
          parts={{ count: <strong>3</strong>, privacy: (words) => <a href="/privacy">{words}</a> }}
        />
      </p>,
    );
    expect(html).toBe('<p>You have <strong>3</strong> messages. Read our <a href="/privacy">privacy policy</a>.</p>');
  });

  it('fills parts inside tagged words', () => {
    const html = renderToStaticMarkup(<Rich text="<b>{amount} a month</b>" parts={{ b: (w) => <b>{w}</b>, amount: '£10.00' }} />);
    expect(html).toBe('<b>£10.00 a month</b>');
  });

  it('refuses a sentence whose part was not given', () => {
    expect(() => renderToStaticMarkup(<Rich text="Hello {name}" parts={{}} />)).toThrow(/names a part "name"/);
  });
});
