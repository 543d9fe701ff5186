/**
 * Every word a person reads lives in the catalogue (README "Messages"): no island, component,
 * layout or page writes English inline. The rules of what reads as words, and what is technical
 * by its place (a class name, an id, a path), are in ./inline-text.ts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { inlineTextInAstro, inlineTextInScript } from './inline-text';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const FILES = (readdirSync(SRC, { recursive: true }) as string[])
  .map((file) => file.split(path.sep).join('/'))
  .filter((file) => (/^islands\/.*\.tsx$/.test(file) || /^(components|layouts|pages)\/.*\.astro$/.test(file)) && !/\.test\.tsx$/.test(file))
  .sort();

describe('no words written inline', () => {
  it('reads the islands, components, layouts and pages', () => {
    expect(FILES).toEqual(expect.arrayContaining(['islands/pip/PipCalculator.tsx', 'components/Header.astro', 'layouts/BaseLayout.astro', 'pages/index.astro']));
  });

  it('finds words in JSX text, attributes a person reads and sentences in code', () => {
    const found = inlineTextInScript(
      'x.tsx',
      `const a = <p className="mt-2 text-sm" aria-label="Activities answered" data-testid="x">Hello {name}</p>;
       const b = { title: 'Save failed', id: 'save-failed' };
       const c = cn('flex gap-2', open && 'hidden');
       if (kind === 'Weekly income') go();`,
    ).map((hit) => hit.text);
    expect(found).toEqual(['Activities answered', 'Hello', 'Save failed']);
  });

  it('finds words in .astro markup, attributes and frontmatter', () => {
    const found = inlineTextInAstro(
      'x.astro',
      `---\nconst title = 'Benefits news';\n---\n<Layout title={title} description="All the news">\n  <h1 class="text-2xl">News</h1>\n  {items.length === 0 && <p>No news yet.</p>}\n</Layout>\n`,
    ).map((hit) => hit.text);
    expect(found.sort()).toEqual(['All the news', 'Benefits news', 'News', 'No news yet.']);
  });

  it.each(FILES)('%s writes no words inline', (file) => {
    const text = readFileSync(path.join(SRC, file), 'utf8');
    const found = file.endsWith('.astro') ? inlineTextInAstro(file, text) : inlineTextInScript(file, text);
    expect(found.map(({ line, text: words }) => `${file}:${line} ${words}`)).toEqual([]);
  });
});
