import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { astroFilesIn, precacheManifest, workerVersion } from './sw-manifest.mjs';

let dir: string;
const write = (rel: string, body: string) => {
  const file = path.join(dir, rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, body);
};

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'ubc-sw-manifest-'));
  // A calculator page as Astro writes it: an island with its component and renderer, a preload and a stylesheet.
  write(
    'pip/index.html',
    '<link rel="stylesheet" href="/_astro/site.A1.css"><link rel="modulepreload" href="/_astro/client.B2.js">' +
      '<astro-island component-url="/_astro/PipCalculator.C3.js" renderer-url="/_astro/client.B2.js"></astro-island>',
  );
  write('saved-calculations.html', '<script type="module" src="/_astro/Saved.D4.js"></script>');
  write('_astro/client.B2.js', 'export const r=1;');
  // Vite's chunks: a static import, a lazy import, and the preload helper's list of files.
  write('_astro/PipCalculator.C3.js', 'import{r}from"./client.B2.js";import"./shared.E5.js";const l=()=>import("./lha.F6.js");');
  write('_astro/shared.E5.js', 'const d=["_astro/data.G7.js"];import("./missing.Z9.js");');
  write('_astro/lha.F6.js', 'export default 1;');
  write('_astro/data.G7.js', 'export default 2;');
  write('_astro/Saved.D4.js', 'import"./client.B2.js";');
  write('_astro/AdminApp.H8.js', 'import"./client.B2.js";');
  write('_astro/site.A1.css', 'body{color:#000}');
  write('_astro/print.I9.css', '@media print{body{color:#000}}');
  write('favicon.svg', '<svg/>');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('the service worker\'s list of files kept on install (README "Offline")', () => {
  it('holds the pages, every script they load now or later, every stylesheet and the icon; nothing else', () => {
    const manifest = precacheManifest(dir, ['/pip', '/saved-calculations']);
    expect(manifest.map((e) => e.url)).toEqual([
      '/pip',
      '/saved-calculations',
      '/_astro/PipCalculator.C3.js',
      '/_astro/Saved.D4.js',
      '/_astro/client.B2.js',
      '/_astro/data.G7.js',
      '/_astro/lha.F6.js',
      '/_astro/print.I9.css',
      '/_astro/shared.E5.js',
      '/_astro/site.A1.css',
      '/favicon.svg',
    ]);
  });

  it('gives the pages and the icon a revision from their content, and hashed build files none', () => {
    const before = precacheManifest(dir, ['/pip']);
    expect(before.find((e) => e.url === '/_astro/client.B2.js')?.revision).toBeNull();
    expect(before[0]?.revision).toMatch(/^[0-9a-f]{16}$/);
    write('pip/index.html', fs.readFileSync(path.join(dir, 'pip/index.html'), 'utf8') + '<p>changed</p>');
    const after = precacheManifest(dir, ['/pip']);
    expect(after[0]?.revision).not.toBe(before[0]?.revision);
    expect(after.find((e) => e.url === '/favicon.svg')?.revision).toBe(before.find((e) => e.url === '/favicon.svg')?.revision);
  });

  it('keeps the loader of Welsh messages but not the Welsh it may load: a Welsh page fetches those as it needs them', () => {
    write('_astro/PipCalculator.C3.js', 'import{r}from"./client.B2.js";const w=()=>import("./load-messages.J1.js");');
    write('_astro/load-messages.J1.js', 'const t={"./cy/pip.json":()=>import("./pip.K2.js")};');
    write('_astro/pip.K2.js', 'const s={"pip.results":{title:"Canlyniadau"}};export{s as default};');
    const urls = precacheManifest(dir, ['/pip']).map((e) => e.url);
    expect(urls).toContain('/_astro/load-messages.J1.js');
    expect(urls).not.toContain('/_astro/pip.K2.js');
  });

  it('fails the build when a calculator page is missing', () => {
    expect(() => precacheManifest(dir, ['/pip', '/no-such-calculator'])).toThrow(/No built page for \/no-such-calculator/);
  });

  it('reads only names of files that exist under /_astro', () => {
    expect([...astroFilesIn('import"./client.B2.js";import"./gone.X1.js";fetch("/api/rates");"https://cdn.example/_astro/lha.F6.js"', dir)]).toEqual(['/_astro/client.B2.js']);
  });

  it('names a version from the whole worker, so any change of its code or list is a new one', () => {
    expect(workerVersion('a')).toMatch(/^[0-9a-f]{12}$/);
    expect(workerVersion('a')).toBe(workerVersion('a'));
    expect(workerVersion('a')).not.toBe(workerVersion('b'));
  });
});
