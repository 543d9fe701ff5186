import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { footerGroups, menuLinks, PUBLIC_SITE_URL, siteUrlProblem, socialLinks, type MenuEntry } from './site';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe("siteUrlProblem: a production build never hands out this machine's address", () => {
  it('accepts the public address', () => {
    expect(siteUrlProblem(PUBLIC_SITE_URL)).toBeNull();
    expect(siteUrlProblem('https://staging.example.org')).toBeNull();
  });

  it.each(['http://localhost:4321', 'http://127.0.0.1:4410', 'http://[::1]:4321', 'http://0.0.0.0', 'https://app.localhost'])('refuses %s', (url) => {
    expect(siteUrlProblem(url)).toMatch(/not this machine/);
  });

  it.each(['ukbenefitscalculator.org.uk', '/relative', 'ftp://example.org'])('refuses %s, which is not an http(s) address', (url) => {
    expect(siteUrlProblem(url)).toMatch(/SITE_URL must/);
  });

  it('the footer share links point at the public home page', () => {
    for (const link of socialLinks()) expect(decodeURIComponent(link.href)).toContain(`${PUBLIC_SITE_URL}/`);
  });

  it('the post to X carries the words it always had', () => {
    expect(socialLinks()[1]!.href).toContain('&text=Free%20UK%20benefits%20calculators%20and%20guides');
  });
});

/** A guide or situation page as the content collection gives it, read from its file's frontmatter. */
function entriesOf(collection: 'guides' | 'scenarios'): MenuEntry[] {
  const folder = path.join(ROOT, 'content', collection);
  return readdirSync(folder)
    .filter((name) => name.endsWith('.mdx'))
    .map((name) => {
      const frontmatter = /^---\n([\s\S]*?)\n---/.exec(readFileSync(path.join(folder, name), 'utf8'))?.[1] ?? '';
      const menuLabel = /^menuLabel:\s*(.+?)\s*$/m.exec(frontmatter)?.[1]?.replace(/^(['"])(.*)\1$/, '$2') ?? '';
      const order = Number(/^order:\s*(\d+)\s*$/m.exec(frontmatter)?.[1] ?? 100);
      return { id: name.replace(/\.mdx$/, ''), collection, data: { menuLabel, order } };
    });
}

describe('the menus list every guide and situation page, from the content collections', () => {
  it.each(['guides', 'scenarios'] as const)('every file of content/%s is in the menu, by its menuLabel', (collection) => {
    const entries = entriesOf(collection);
    expect(entries.length).toBeGreaterThan(0);
    const links = menuLinks(entries);
    for (const entry of entries) {
      expect(entry.data.menuLabel, `content/${collection}/${entry.id}.mdx needs a menuLabel`).not.toBe('');
      expect(links).toContainEqual({ label: entry.data.menuLabel, href: `/${collection}/${entry.id}` });
    }
    expect(links).toHaveLength(entries.length);
  });

  it('orders the links by `order`, then by name', () => {
    const entry = (id: string, menuLabel: string, order: number): MenuEntry => ({ id, collection: 'guides', data: { menuLabel, order } });
    expect(menuLinks([entry('c', 'Carers', 2), entry('b', 'benefit cap', 100), entry('a', 'Attendance', 100), entry('u', 'UC', 1)]).map((l) => l.label)).toEqual([
      'UC',
      'Carers',
      'Attendance',
      'benefit cap',
    ]);
  });

  it('keeps the menus of today: the guides, then the situations, in their order', () => {
    expect(menuLinks(entriesOf('guides')).map((l) => l.label)).toEqual([
      'Universal Credit guide',
      'Housing Benefit guide',
      'PIP guide',
      'LCW and LCWRA guide',
      'Pension Credit guide',
      'Benefits in Scotland',
      'Benefits in Northern Ireland',
    ]);
    expect(menuLinks(entriesOf('scenarios')).map((l) => l.label)).toEqual([
      'Single parents',
      'Disability benefits',
      'Unemployed',
      'Pensioners',
      'Young people (16 to 24)',
      'Carers',
    ]);
  });

  it.each(['src/components/Header.astro', 'src/components/Footer.astro'])('%s builds its menus from the collections, in the page’s language', (file) => {
    const source = readFileSync(path.join(ROOT, file), 'utf8');
    expect(source).toContain("menuLinks(await collectionInPageLanguage('guides'))");
    expect(source).toContain("menuLinks(await collectionInPageLanguage('scenarios'))");
  });

  it('the footer puts them in its first two columns', () => {
    const guides = menuLinks(entriesOf('guides'));
    const scenarios = menuLinks(entriesOf('scenarios'));
    const [first, second] = footerGroups(guides, scenarios);
    expect([first?.label, first?.links, second?.label, second?.links]).toEqual(['Guides', guides, 'Your situation', scenarios]);
  });
});
