/**
 * The import boundaries of eslint.config.js hold: each case is a line of code in a file of one
 * layer, linted by the real configuration, and whether the boundary rule reports it.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { RATE_GROUPS } from '../src/calc/rates/groups';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it.each([
    [
      'an island importing another island folder by alias',
      'src/islands/pip/Fixture.tsx',
      true,
      "import WorkingLine from '~/islands/housing-benefit/WorkingLine';\nexport default WorkingLine;\n",
    ],
    [
      'an island importing another island folder by a relative path',
      'src/islands/pip/Fixture.tsx',
      true,
      "import { readForm } from '../universal-credit/form';\nexport { readForm };\n",
    ],
    ['an island importing shared parts', 'src/islands/pip/Fixture.tsx', false, "import NumberField from '../shared/fields/NumberField';\nexport default NumberField;\n"],
    ['an island importing its own folder', 'src/islands/pip/Fixture.tsx', false, "import PipResults from './PipResults';\nexport default PipResults;\n"],
    ['an engine importing a store', 'src/calc/fixture.ts', true, "import { $toasts } from '~/stores/toasts';\nexport { $toasts };\n"],
    ['an engine importing src/lib', 'src/calc/fixture.ts', true, "import { SITE } from '../lib/site';\nexport { SITE };\n"],
    ['an engine importing React', 'src/calc/fixture.ts', true, "import { useState } from 'react';\nexport { useState };\n"],
    ['an engine importing another engine file', 'src/calc/fixture.ts', false, "import { toPence } from './money';\nexport { toPence };\n"],
    ['the server importing an island', 'server/fixture.ts', true, "import x from '../src/islands/admin/AdminPanel';\nexport default x;\n"],
    ['the server importing a store', 'server/fixture.ts', true, "import { $toasts } from '../src/stores/toasts';\nexport { $toasts };\n"],
    ['the server importing the rates table', 'server/fixture.ts', false, "import { ratesFor } from '../src/calc/rates';\nexport { ratesFor };\n"],
    ['the server importing the catalogue of rates', 'server/fixture.ts', false, "import { listRates } from '../src/calc/rates/catalogue.ts';\nexport { listRates };\n"],
    ['an island reading the rates table', 'src/islands/pip/Fixture.tsx', false, "import { ratesFor } from '~/calc/rates';\nexport { ratesFor };\n"],
    ['an island importing the catalogue of rates', 'src/islands/pip/Fixture.tsx', true, "import { listRates } from '~/calc/rates/catalogue';\nexport { listRates };\n"],
    ['a shared island part importing a group file', 'src/islands/shared/fields/Fixture.tsx', true, "import { PIP_RATES } from '~/calc/rates/pip';\nexport { PIP_RATES };\n"],
    ['a store importing the catalogue of rates', 'src/stores/fixture.ts', true, "import { describedRatesFor } from '../calc/rates/catalogue';\nexport { describedRatesFor };\n"],
    ['the admin panel importing the catalogue of rates', 'src/islands/admin/Fixture.tsx', false, "import { listRates } from '~/calc/rates/catalogue';\nexport { listRates };\n"],
    ['an engine importing the catalogue of rates', 'src/calc/fixture.ts', true, "import { RATE_DEFINITIONS } from './rates/catalogue';\nexport { RATE_DEFINITIONS };\n"],
    ['an engine importing a group file', 'src/calc/fixture.ts', true, "import { PIP_RATES } from './rates/pip';\nexport { PIP_RATES };\n"],
    ['an engine importing the table of groups', 'src/calc/fixture.ts', true, "import { RATE_GROUPS } from './rates/groups';\nexport { RATE_GROUPS };\n"],
    ['an island importing the table of groups', 'src/islands/pip/Fixture.tsx', true, "import { RATE_GROUPS } from '~/calc/rates/groups';\nexport { RATE_GROUPS };\n"],
    ['an island importing the rates’ words', 'src/islands/pip/Fixture.tsx', true, "import { rateLabelMessages } from '~/i18n/en/rates';\nexport { rateLabelMessages };\n"],
    ['a shared island part naming a rate', 'src/islands/shared/fields/Fixture.tsx', true, "import { rateLabel } from '~/lib/rate-words';\nexport { rateLabel };\n"],
    ['a store importing the rates’ words', 'src/stores/fixture.ts', true, "import { rateNoteWords } from '../i18n/en/rates';\nexport { rateNoteWords };\n"],
    ['the admin panel naming a rate', 'src/islands/admin/Fixture.tsx', false, "import { rateLabel } from '~/lib/rate-words';\nexport { rateLabel };\n"],
    ['the server naming a rate', 'server/fixture.ts', false, "import { rateLabel } from '../src/lib/rate-words.ts';\nexport { rateLabel };\n"],
    // Every group of the one table, so a new group's file is kept out as soon as it is a row.
    ...Object.keys(RATE_GROUPS).map(
      (group) =>
        [`an engine importing the ${group} group file`, 'src/calc/fixture.ts', true, `import { X } from './rates/${group}';\nexport { X };\n`] as [string, string, boolean, string],
    ),
    ['an engine importing a group file for its types', 'src/calc/fixture.ts', false, "import type { PIP_RATES } from './rates/pip';\nexport type P = typeof PIP_RATES;\n"],
    ['an engine still kept from outside src/calc', 'src/calc/fixture.ts', true, "import { SITE } from '~/lib/site';\nexport { SITE };\n"],
    ['a test of an engine importing the catalogue', 'src/calc/fixture.test.ts', false, "import { RATE_DEFINITIONS } from './rates/catalogue';\nexport { RATE_DEFINITIONS };\n"],
    ['the catalogue importing its group files', 'src/calc/rates/fixture.ts', false, "import { PIP_RATES } from './pip';\nexport { PIP_RATES };\n"],
  ])('%s (in %s): reported is %s', async (_, filePath, reported, code) => {
    const errors = await boundaryErrors(filePath, code);
    expect(errors.length > 0).toBe(reported);
  });
});
