/**
 * Proof that a broken contents list really fails `astro build` (not just that the
 * checker throws): builds a throwaway site in a temporary folder with this
 * project's config, content schemas, guide route and layout, and one guide whose
 * contents list points at a heading that does not exist.
 *
 * It runs one real Astro build of one page (several seconds), in a folder under the
 * project's git-ignored tmp/ that is removed afterwards; the failure it asserts names the
 * missing anchor, so it cannot come from a fixture broken in some other way, and the
 * project's own build (every guide's contents list matched) is the passing case. Set
 * SKIP_BUILD_TESTS=1 to skip it on a busy machine.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const projectRoot = path.resolve(import.meta.dirname, '../../..');

const GUIDE = (anchors: string[]) => `---
title: A broken guide
menuLabel: A broken guide
description: A guide whose contents list points at a heading that is not in the page, used to prove the build fails.
intro: This guide exists only for a test.
tags: [universal-credit]
lastReviewed: 2025-04-07
contents:
${anchors.map((a) => `  - { anchor: ${a}, label: Section ${a} }`).join('\n')}
nextSteps:
  - { label: Work out your Universal Credit, href: /universal-credit }
cta:
  title: Find out what you could get
  text: It takes about 5 minutes.
  primary: { label: Calculate, href: /universal-credit }
---

<h2 id="real-heading">A real heading</h2>

Some text.
`;

/** A minimal site in a temporary folder that reuses this project's code. */
function makeFixture(anchors: string[]): string {
  // Inside the project (tmp/ is git-ignored) so packages resolve from its node_modules:
  // a symlinked node_modules in an outside folder breaks Astro's prerender step.
  fs.mkdirSync(path.join(projectRoot, 'tmp'), { recursive: true });
  const root = fs.mkdtempSync(path.join(projectRoot, 'tmp', 'anchor-fixture-'));
  fs.mkdirSync(path.join(root, 'src/pages/[collection]'), { recursive: true });
  fs.mkdirSync(path.join(root, 'content/guides'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'astro.config.mjs'),
    `import base from ${JSON.stringify(path.join(projectRoot, 'astro.config.mjs'))};
export default { ...base, root: ${JSON.stringify(root)}, outDir: ${JSON.stringify(path.join(root, 'dist'))}, cacheDir: ${JSON.stringify(path.join(root, '.cache'))} };
`,
  );
  // The schemas are copied, not re-exported: Astro loads the content config itself.
  // The content config reads the topic tags and the calculator table (which formats money and
  // reads its words from the catalogue, whose loader of another language's files is imported when needed).
  for (const file of [
    'src/content.config.ts',
    'src/lib/content/taxonomy.ts',
    'src/lib/calculators.ts',
    'src/calc/money.ts',
    'src/i18n/i18n.ts',
    'src/i18n/load-messages.ts',
    'src/i18n/language.ts',
    'src/i18n/languages.ts',
    'src/i18n/en/site-calculators.ts',
    'src/pages/[collection]/[slug].astro',
  ]) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.copyFileSync(path.join(projectRoot, file), path.join(root, file));
  }
  fs.writeFileSync(path.join(root, 'content/guides/broken.mdx'), GUIDE(anchors));
  return root;
}

const fixtures: string[] = [];
afterAll(() => {
  for (const dir of fixtures) fs.rmSync(dir, { recursive: true, force: true });
  // Remove tmp/ too when nothing else is in it.
  try {
    fs.rmdirSync(path.join(projectRoot, 'tmp'));
  } catch {
    // not empty or already gone
  }
});

/** Build the fixture; resolves with the exit code and everything Astro printed. */
async function build(anchors: string[]): Promise<{ code: number; output: string; root: string }> {
  const root = makeFixture(anchors);
  fixtures.push(root);
  try {
    const { stdout, stderr } = await run(process.execPath, [path.join(projectRoot, 'node_modules/astro/astro.js'), 'build', '--root', root], {
      cwd: root,
      env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1', OUT_DIR: '', ASTRO_CACHE_DIR: '' },
      maxBuffer: 16 * 1024 * 1024,
    });
    return { code: 0, output: stdout + stderr, root };
  } catch (err) {
    const e = err as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, output: `${e.stdout ?? ''}${e.stderr ?? ''}`, root };
  }
}

describe.skipIf(process.env.SKIP_BUILD_TESTS)('a contents entry with no matching heading fails astro build', () => {
  it('fails with the file and the anchor named', { timeout: 240_000 }, async () => {
    const { code, output } = await build(['real-heading', 'foo']);
    expect(code).not.toBe(0);
    expect(output).toContain('content/guides/broken.mdx: contents entry "#foo" has no matching heading');
  });

});
