/**
 * The calculators whose engine loads with the first answer or on Calculate (useCalculation's
 * `engine: { load }`, README "Performance") carry none of it in their page's first load: the
 * engine's module is not among what the island imports statically, only what it imports later.
 * The form's own needs (the defaults, which questions are asked) come from the engine's
 * `-questions` module. Bundled with esbuild, split at each dynamic import as Vite splits the page.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/** Each island, with the engine it loads later (src/calc/<engine>.ts; its form's needs in src/calc/<engine>-questions.ts). */
const LATER = [
  ['universal-credit/UniversalCreditCalculator.tsx', 'universal-credit'],
  ['housing-benefit/HousingBenefitCalculator.tsx', 'housing-benefit'],
  ['pension-credit/PensionCreditCalculator.tsx', 'pension-credit'],
  ['council-tax-support/CouncilTaxSupportCalculator.tsx', 'council-tax-support'],
] as const;

/** The source files of `entry`'s first load: its output and every output it imports statically. */
function firstLoad(metafile: Metafile, entry: string): Set<string> {
  const outputs = metafile.outputs;
  const start = Object.keys(outputs).find((name) => outputs[name]?.entryPoint === entry);
  const seen = new Set<string>();
  const stack = start ? [start] : [];
  while (stack.length > 0) {
    const name = stack.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const i of outputs[name]?.imports ?? []) if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
  }
  return new Set([...seen].flatMap((name) => Object.keys(outputs[name]?.inputs ?? {})));
}

describe('engines that load later', () => {
  it('are not in their page’s first load, and load with the calculator’s later parts', async () => {
    const { metafile } = await build({
      absWorkingDir: ROOT,
      entryPoints: LATER.map(([island]) => `src/islands/${island}`),
      bundle: true,
      splitting: true,
      format: 'esm',
      outdir: 'engine-later-out',
      write: false,
      metafile: true,
      jsx: 'automatic',
      alias: { '~': path.join(ROOT, 'src') },
      external: ['react', 'react-dom', 'nanostores', '@nanostores/*'],
      logLevel: 'silent',
    });
    for (const [island, engine] of LATER) {
      const first = firstLoad(metafile, `src/islands/${island}`);
      expect(first.has(`src/calc/${engine}-questions.ts`), island).toBe(true);
      expect(first.has(`src/calc/${engine}.ts`), `${island} loads src/calc/${engine}.ts up front`).toBe(false);
      // It is in the build all the same: a later part imports it.
      expect(Object.keys(metafile.inputs)).toContain(`src/calc/${engine}.ts`);
    }
  });
});
