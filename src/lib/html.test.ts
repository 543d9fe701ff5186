import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('turns the five characters that can end text or an attribute into character references', () => {
    expect(escapeHtml(`<script>alert("x" & 'y')</script>`)).toBe('&#60;script&#62;alert(&#34;x&#34; &#38; &#39;y&#39;)&#60;/script&#62;');
  });

  it('leaves everything else as it was, £ and line breaks included', () => {
    expect(escapeHtml('Rent £95.20 a week\nCall 0800 328 5644')).toBe('Rent £95.20 a week\nCall 0800 328 5644');
  });

  it('escapes an ampersand once, so an escaped value read back is the text typed', () => {
    expect(escapeHtml('&#60;')).toBe('&#38;#60;');
  });
});
