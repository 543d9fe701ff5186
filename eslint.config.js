/**
 * Lint (npm run lint, part of npm test): the recommended JavaScript and TypeScript rules, the
 * rules of hooks, the accessibility rules for JSX, and the layers of the codebase as import
 * boundaries (README "Layout"):
 * - src/calc (the engines and the rates table) imports nothing outside itself;
 * - the engines, the stores and every island but the admin panel's read rates through
 *   src/calc/rates.ts (amounts only), never the catalogue of rates, a group file or the rates'
 *   words (src/i18n/en/rates.ts, src/lib/rate-words.ts), whose references, labels and notes
 *   would then weigh on every calculator page (README "Rates by tax year");
 * - a calculator's island folder never imports another island's folder (shared parts live in
 *   src/islands/shared);
 * - the server imports only src/calc, src/lib and the message catalogue (src/i18n) from src.
 */
import { readdirSync, readFileSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Folders under src/islands that hold one island each (shared is everyone's). */
const ISLANDS = readdirSync(new URL('./src/islands', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && entry.name !== 'shared')
  .map((entry) => entry.name);

/** The ways a file can name a folder of src: by the ~ alias or by a relative path. */
const anyPathTo = (folder) => [`~/${folder}`, `~/${folder}/**`, `**/src/${folder}`, `**/src/${folder}/**`];

const calcPattern = {
  group: ['~/*', '!~/calc', '!~/calc/**', '**/islands/**', '**/stores/**', '**/lib/**', '**/components/**', '**/pages/**', '**/server/**', 'react', 'nanostores'],
  message: 'src/calc imports nothing outside itself: engines and rates are pure and run anywhere.',
};

/**
 * The group files of the rates, as the one table of benefit groups imports them
 * (src/calc/rates/groups.ts): a new group's file is kept out of calculator pages with no edit here.
 */
const RATE_GROUP_FILES = [...readFileSync(new URL('./src/calc/rates/groups.ts', import.meta.url), 'utf8').matchAll(/^import \{[^}]*\} from '\.\/([\w-]+)';$/gm)].map(
  (match) => match[1],
);

/**
 * The catalogue of rates, the table of groups, the group files and the rates' words in the message
 * catalogue: every figure's references, labels and notes, for /rates, the guides, the server and the admin panel.
 */
const describedRatesPattern = {
  group: [...['catalogue', 'groups', ...RATE_GROUP_FILES].flatMap((file) => [`**/calc/rates/${file}`, `./rates/${file}`]), '**/i18n/en/rates', '**/lib/rate-words'],
  allowTypeImports: true,
  message:
    'Calculator pages read rates through src/calc/rates.ts (amounts only): the catalogue, the group files and the rates’ words (src/i18n/en/rates.ts) hold every reference, label and note.',
};

/** Tests may reach across (a hand-off test reads the receiving calculator's form); shipped code may not. */
const TESTS = ['**/*.test.ts', '**/*.test.tsx'];

const calcBoundary = {
  files: ['src/calc/**/*.{ts,tsx}'],
  rules: { 'no-restricted-imports': ['error', { patterns: [calcPattern] }] },
};

/** The engines (src/calc's own files, not its rates folder) are what calculator pages load. */
const engineBoundary = {
  files: ['src/calc/*.{ts,tsx}'],
  ignores: [...TESTS, '**/*.cases.ts', '**/*.bench.ts'],
  rules: { 'no-restricted-imports': ['error', { patterns: [calcPattern, describedRatesPattern] }] },
};

/** The stores and the shared island parts, which calculator pages load. */
const pageCodeBoundary = {
  files: ['src/stores/**/*.{ts,tsx}', 'src/islands/shared/**/*.{ts,tsx}'],
  ignores: TESTS,
  rules: { 'no-restricted-imports': ['error', { patterns: [describedRatesPattern] }] },
};

const islandBoundaries = ISLANDS.map((island) => ({
  files: [`src/islands/${island}/**/*.{ts,tsx}`],
  ignores: TESTS,
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ISLANDS.filter((other) => other !== island).flatMap((other) => [`~/islands/${other}`, `~/islands/${other}/**`, `../${other}`, `../${other}/**`]),
            message: "An island never imports another island's folder: move what both need to src/islands/shared.",
          },
          // The admin panel is no calculator page: it may show every figure's words.
          ...(island === 'admin' ? [] : [describedRatesPattern]),
        ],
      },
    ],
  },
}));

const serverBoundary = {
  files: ['server/**/*.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['islands', 'stores', 'components', 'pages', 'layouts', 'styles'].flatMap(anyPathTo),
            message: 'The server imports only src/calc, src/lib and the message catalogue (src/i18n) from src.',
          },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ['dist/**', 'dist-*/**', '.astro/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'public/**', 'tmp/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // Unused names are errors, except the deliberately unused (`_`-prefixed) and rest siblings.
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    files: ['**/*.{tsx,jsx}'],
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      ...jsxA11y.flatConfigs.recommended.rules,
      // A scrolling table's region takes focus so keyboard users can scroll it (WCAG 2.1.1).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
      // Tables laid out as blocks on phones lose their table semantics in browsers: the roles put them back.
      'jsx-a11y/no-redundant-roles': ['error', { thead: ['rowgroup'], tbody: ['rowgroup'], table: ['table'], tr: ['row'], td: ['cell'], th: ['columnheader', 'rowheader'] }],
      'jsx-a11y/no-interactive-element-to-noninteractive-role': ['error', { tr: ['none', 'presentation', 'row'], td: ['cell'], th: ['columnheader', 'rowheader'] }],
    },
    languageOptions: { parserOptions: { ecmaFeatures: { jsx: true } } },
  },
  calcBoundary,
  engineBoundary,
  pageCodeBoundary,
  ...islandBoundaries,
  serverBoundary,
);
