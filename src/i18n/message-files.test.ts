import path from 'node:path';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { partsOf } from './message-files';

describe('which file holds each part of the catalogue', () => {
  const en = path.join(import.meta.dirname, 'en');
  const files: Record<string, string> = {};
  for (const name of fs.readdirSync(en).filter((n) => n.endsWith('.ts') && !n.endsWith('.test.ts'))) {
    for (const part of partsOf(fs.readFileSync(path.join(en, name), 'utf8'))) files[part] = name.replace(/\.ts$/, '');
  }

  it("names each part's file, as the browser's loader fetches its Welsh", () => {
    expect(files['shared.toast']).toBe('shared-toast');
    expect(files['language.switch']).toBe('language-switch');
    expect(files['site.common']).toBe('site');
  });

  it('knows every part of every Welsh file written', () => {
    const dir = path.join(import.meta.dirname, 'cy');
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.json') && n !== 'glossary.json')) {
      const json = JSON.parse(fs.readFileSync(path.join(dir, name), 'utf8')) as Record<string, unknown>;
      for (const part of Object.keys(json)) expect(files[part], `${name}: ${part}`).toBe(name.replace(/\.json$/, ''));
    }
  });
});
