#!/usr/bin/env node
/**
 * What a person reads on every built page (README "Messages"): the text of each HTML file of a
 * build, with the words of the attributes a person meets (title, alt, aria-label, placeholder,
 * the page's description). Moving words into the catalogue must not change one of them:
 *
 *   node scripts/page-text.mjs dump <dist> > before.json     (before a change)
 *   node scripts/page-text.mjs compare <before.json|dist> <dist>   (after: lists every page whose text changed)
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ', copy: '©', '#39': "'", '#x27': "'" };

function decode(text) {
  return text.replace(/&(#x[0-9a-f]+|#\d+|\w+);/gi, (whole, name) => {
    if (name in ENTITIES) return ENTITIES[name];
    if (name[0] === '#') return String.fromCodePoint(name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1)));
    return whole;
  });
}

/** The page's words: its title, description, the attributes a person meets and the text between tags. */
export function pageText(html) {
  const words = [];
  const title = /<title>([\s\S]*?)<\/title>/.exec(html);
  if (title) words.push(`title: ${decode(title[1])}`);
  const description = /<meta name="description" content="([^"]*)"/.exec(html);
  if (description) words.push(`description: ${decode(description[1])}`);
  const body = html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<(script|style|template)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<!--[\s\S]*?-->/g, '');
  for (const attr of body.matchAll(/\s(title|alt|aria-label|placeholder|aria-valuetext)="([^"]*)"/g)) words.push(`${attr[1]}: ${decode(attr[2])}`);
  const text = decode(body.replace(/<[^>]+>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
  words.push(text);
  return words.join('\n');
}

function htmlFiles(dist) {
  return readdirSync(dist, { recursive: true })
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.html') && !file.startsWith('pagefind/'))
    .sort();
}

export function dump(dist) {
  return Object.fromEntries(htmlFiles(dist).map((file) => [file, pageText(readFileSync(path.join(dist, file), 'utf8'))]));
}

const load = (where) => (where.endsWith('.json') ? JSON.parse(readFileSync(where, 'utf8')) : dump(where));

if (import.meta.url === `file://${process.argv[1]}`) {
  const [command, first, second] = process.argv.slice(2);
  if (command === 'dump' && first) {
    process.stdout.write(`${JSON.stringify(dump(first), null, 1)}\n`);
  } else if (command === 'compare' && first && second) {
    const before = load(first);
    const after = load(second);
    let changed = 0;
    for (const file of new Set([...Object.keys(before), ...Object.keys(after)])) {
      if (before[file] === after[file]) continue;
      changed++;
      const a = (before[file] ?? '').split(/(?<=[.:!?]) /);
      const b = (after[file] ?? '').split(/(?<=[.:!?]) /);
      const gone = a.filter((s) => !b.includes(s));
      const added = b.filter((s) => !a.includes(s));
      console.log(`${file}\n  - ${gone.join('\n  - ') || '(nothing)'}\n  + ${added.join('\n  + ') || '(nothing)'}`);
    }
    console.log(changed === 0 ? `The text of all ${Object.keys(after).length} pages is the same.` : `${changed} pages changed.`);
    process.exitCode = changed === 0 ? 0 : 1;
  } else {
    console.error('Use: node scripts/page-text.mjs dump <dist> | compare <before.json|dist> <dist>');
    process.exitCode = 2;
  }
}
