import { describe, expect, it } from 'vitest';
import { IN_CONTENT_AD_MARKER, withInContentAdPlace } from './ad-places';

const section = (n: number) => `<h2 id="s${n}">Section ${n}</h2><p>Text ${n}</p>`;

describe('withInContentAdPlace', () => {
  it.each([
    [2, 1],
    [3, 1],
    [4, 2],
    [7, 3],
  ])('with %i sections, puts the marker before section %i (0-based), between two sections', (count, before) => {
    const body = Array.from({ length: count }, (_, i) => section(i)).join('');
    const out = withInContentAdPlace(body);
    expect(out.split(IN_CONTENT_AD_MARKER)).toHaveLength(2);
    expect(out.indexOf(IN_CONTENT_AD_MARKER)).toBe(body.indexOf(`<h2 id="s${before}">`));
    expect(out.replace(IN_CONTENT_AD_MARKER, '')).toBe(body);
  });

  it('leaves a body with one section, or none, alone', () => {
    expect(withInContentAdPlace(section(0))).toBe(section(0));
    expect(withInContentAdPlace('<p>Just text</p>')).toBe('<p>Just text</p>');
  });

  it('counts only h2 elements, not h2-like text or other headings', () => {
    const body = '<h2>A</h2><p>&lt;h2 in text</p><h3>B</h3><h2 class="x">C</h2>';
    expect(withInContentAdPlace(body)).toBe(`<h2>A</h2><p>&lt;h2 in text</p><h3>B</h3>${IN_CONTENT_AD_MARKER}<h2 class="x">C</h2>`);
  });
});
