/**
 * The calculators are listed in one place, src/lib/calculators.ts (docs/style.md "One fact, one
 * place"): this test reads every source file of src/, server/ and scripts/ (the content schema,
 * src/content.config.ts, included) and fails on any list of two or more calculators written out
 * elsewhere: an array, an object or record, a union type, a type's keys, a `switch`, an `||` chain,
 * or an SQL statement. A calculator is named by its id ('pip'), its page ('/pip') or an old
 * address of it ('/calculators/pip'), all read from the table, so a new row is checked at once.
 * One calculator named on its own (a page passing 'pip', the rate id
 * 'universal-credit.taper-rate', a link to '/universal-credit') is not a list.
 *
 * Not read: test files, case files and the end-to-end suite (tests/), whose fixtures and cases
 * may name calculators one by one to check each; migration 001, applied to every database and
 * never edited again (migration 003 took its list out of the schema); and the markup of .astro
 * files (their frontmatter is read).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { CALCULATOR_LIST } from './calculators';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const REGISTRY = 'src/lib/calculators.ts';

/**
 * Lists that name calculators for another reason than listing the calculators, each with why.
 * Keyed by file and the name of the declaration holding the list.
 */
const ALLOWED: Readonly<Record<string, string>> = {
  // The benefit each rate belongs to, and /rates' headings: a group of figures, which a benefit has
  // with or without a calculator ('general' is one), and src/calc may not import src/lib (eslint.config.js).
  'src/calc/rates/groups.ts RATE_GROUPS': 'rate groups of /rates, not calculators',
  // The names of those groups in the message catalogue, keyed by the group's id.
  'src/i18n/en/rates.ts rateGroupMessages': 'the names of the rate groups of /rates, not calculators',
  // What a Pension Credit award opens (maximum Housing Benefit and Council Tax Reduction among the
  // Cold Weather Payment and the rest), by the id its result gives each: help, not the calculators.
  'src/calc/pension-credit.ts PENSION_CREDIT_PASSPORT_IDS': 'what Pension Credit opens, not calculators',
  // The benefits the checker's results are (Child Benefit, Healthy Start and the rest too), by the id
  // each result gives: benefits, not the calculators (a result's link to one is its route).
  'src/calc/eligibility.ts EligibilityResultId': "the checker's results, keyed by benefit",
  // The checker's results whose range an engine works out (src/calc/eligibility-ranges.ts), by the id
  // each result gives: benefits, whose engines src/calc holds; src/calc may not import src/lib.
  'src/calc/eligibility-ranges.ts estimateFor': "the checker's ranges, keyed by the benefit each result is",
  // Topic tags of guides share some words with calculator ids; a tag names a subject.
  'src/lib/content/taxonomy.ts TOPIC_TAGS': 'topic tags, not calculators',
  // The home page's pick of popular calculators, each with its own badge and time: chosen by hand,
  // not every calculator (Council Tax Support is not one, the checker is, for Child Benefit).
  'src/pages/index.astro quickCards': "the home page's editorial pick",
};

/** Each way of naming a calculator, and the calculator it names. */
function calculatorNames(): Map<string, string> {
  const names = new Map<string, string>();
  for (const c of CALCULATOR_LIST) for (const name of [c.id, c.route, c.footerHref, c.redirectFrom]) if (name) names.set(name, c.id);
  return names;
}

/** A list of two or more calculators outside the table: where, what holds it, and which. */
export interface Finding {
  line: number;
  holder: string;
  calculators: string[];
}

/** The calculator a string literal (or a property name) names, if any. */
function named(node: ts.Node | undefined, names: Map<string, string>): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteralLike(node) || ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return names.get(node.text);
  if (ts.isLiteralTypeNode(node)) return named(node.literal, names);
  if (ts.isComputedPropertyName(node)) return named(node.expression, names);
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node)) return named(node.expression, names);
  return undefined;
}

/** The calculators one member of a list names: a literal, or an object's own keys and string values. */
function namedByMember(member: ts.Node, names: Map<string, string>): string[] {
  const direct = named(member, names);
  if (direct) return [direct];
  if (ts.isObjectLiteralExpression(member)) return member.properties.flatMap((p) => namedByProperty(p, names));
  if (ts.isArrayLiteralExpression(member)) return member.elements.flatMap((e) => (named(e, names) ? [named(e, names)!] : []));
  return [];
}

function namedByProperty(p: ts.ObjectLiteralElementLike | ts.TypeElement, names: Map<string, string>): string[] {
  const found: string[] = [];
  const key = p.name ? named(p.name, names) : undefined;
  if (key) found.push(key);
  if (ts.isPropertyAssignment(p)) {
    const value = named(p.initializer, names);
    if (value) found.push(value);
  }
  return found;
}

/** The name of the declaration a node sits in, for messages and the allow-list. */
function holderOf(node: ts.Node): string {
  for (let at: ts.Node | undefined = node; at; at = at.parent) {
    if (
      (ts.isVariableDeclaration(at) || ts.isTypeAliasDeclaration(at) || ts.isInterfaceDeclaration(at) || ts.isFunctionDeclaration(at) || ts.isPropertyAssignment(at)) &&
      at.name
    ) {
      return at.name.getText();
    }
  }
  return '(top level)';
}

/** An `||` chain, taken once from its outermost `||`: x === 'pip' || x === '/pip' || … */
function isOutermostOr(node: ts.Node): node is ts.BinaryExpression {
  const isOr = (n: ts.Node) => ts.isBinaryExpression(n) && n.operatorToken.kind === ts.SyntaxKind.BarBarToken;
  return isOr(node) && !isOr(node.parent);
}

/** Every calculator named anywhere inside `node`. */
function namedWithin(node: ts.Node, names: Map<string, string>): string[] {
  const name = named(node, names);
  return name ? [name] : (node.getChildren().flatMap((child) => namedWithin(child, names)) as string[]);
}

/** The calculators the members of a list-like node name, or null for a node that lists nothing. */
function namedByList(node: ts.Node, names: Map<string, string>): string[] | null {
  const literal = (n: ts.Node | undefined) => {
    const name = named(n, names);
    return name ? [name] : [];
  };
  if (ts.isArrayLiteralExpression(node)) return node.elements.flatMap((e) => namedByMember(e, names));
  if (ts.isObjectLiteralExpression(node)) return node.properties.flatMap((p) => namedByProperty(p, names));
  if (ts.isUnionTypeNode(node)) return node.types.flatMap(literal);
  if (ts.isTypeLiteralNode(node) || ts.isInterfaceDeclaration(node)) return node.members.flatMap((m) => namedByProperty(m, names));
  if (ts.isSwitchStatement(node)) return node.caseBlock.clauses.flatMap((c) => (ts.isCaseClause(c) ? literal(c.expression) : []));
  if (isOutermostOr(node)) return namedWithin(node, names);
  return null;
}

/** Every list of two or more calculators in one TypeScript or JavaScript source. */
export function findCalculatorLists(source: string, fileName: string, names: Map<string, string> = calculatorNames()): Finding[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const findings: Finding[] = [];
  const visit = (node: ts.Node) => {
    const calculators = [...new Set(namedByList(node, names) ?? [])];
    if (calculators.length >= 2) findings.push({ line: file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1, holder: holderOf(node), calculators });
    ts.forEachChild(node, visit);
  };
  visit(file);
  return findings;
}

/** Every SQL statement naming two or more calculators in quotes (a CHECK … IN (…), an INSERT of rows). */
export function findCalculatorListsInSql(sql: string, names: Map<string, string> = calculatorNames()): Finding[] {
  const findings: Finding[] = [];
  let line = 1;
  for (const statement of sql.split(';')) {
    const calculators = [...new Set([...statement.matchAll(/'([^']*)'/g)].flatMap((m) => (names.has(m[1]!) ? [names.get(m[1]!)!] : [])))];
    if (calculators.length >= 2)
      findings.push({
        line,
        holder:
          statement
            .trim()
            .split('\n')
            .find((l) => !l.startsWith('--')) ?? '',
        calculators,
      });
    line += statement.split('\n').length - 1;
  }
  return findings;
}

/** The frontmatter of an .astro file (between its two `---` lines), after one empty line so line numbers match the file's. */
function astroFrontmatter(text: string): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---/.exec(text);
  return match ? `\n${match[1]}` : '';
}

/** The lists of calculators in one file of the repository. */
function listsInFile(file: string): Finding[] {
  const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
  if (file.endsWith('.sql')) return findCalculatorListsInSql(text);
  return file.endsWith('.astro') ? findCalculatorLists(astroFrontmatter(text), `${file}.ts`) : findCalculatorLists(text, file);
}

const SKIPPED_FILE = /(\.test\.(ts|tsx|mjs)|\.cases\.ts|\.d\.ts)$/;

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : sourceFiles(rel);
    return /\.(ts|tsx|mjs|js|astro|sql)$/.test(entry.name) && !SKIPPED_FILE.test(entry.name) ? [rel] : [];
  });
}

describe('no list of calculators outside src/lib/calculators.ts', () => {
  const files = ['src', 'server', 'scripts'].flatMap(sourceFiles).filter((f) => f !== REGISTRY && f !== 'server/db/migrations/001_initial.sql');

  it('reads the places that listed them before the table (so a rename does not empty this test)', () => {
    for (const file of [
      'src/lib/site.ts',
      'src/content.config.ts',
      'server/routes/usage.ts',
      'src/lib/redirects.ts',
      'scripts/calc-size.mjs',
      'src/pages/benefits-checker.astro',
    ]) {
      expect(files).toContain(file);
    }
  });

  it('finds none', () => {
    const found = files.flatMap((file) =>
      listsInFile(file)
        .filter((list) => !Object.hasOwn(ALLOWED, `${file} ${list.holder}`))
        .map((list) => `${file}:${list.line} (${list.holder}): ${list.calculators.join(', ')}`),
    );
    expect(found, 'list these calculators in src/lib/calculators.ts and derive from it').toEqual([]);
  });

  it('every allowed list still exists (a stale exception hides nothing)', () => {
    for (const key of Object.keys(ALLOWED)) {
      const [file, holder] = key.split(' ') as [string, string];
      expect(
        listsInFile(file).map((l) => l.holder),
        key,
      ).toContain(holder);
    }
  });
});

describe('the detector', () => {
  const find = (code: string) => findCalculatorLists(code, 'planted.ts').map((f) => `${f.holder}: ${f.calculators.join(', ')}`);

  it.each([
    ['an array of ids', "const IDS = ['universal-credit', 'pip'] as const;", 'IDS: universal-credit, pip'],
    ['an array of links', "export const LINKS = [{ label: 'UC', href: '/universal-credit' }, { label: 'PIP', href: '/pip' }];", 'LINKS: universal-credit, pip'],
    ['a record keyed by id', "const CARDS = { pip: { title: 'PIP' }, 'housing-benefit': { title: 'HB' } };", 'CARDS: pip, housing-benefit'],
    ['a record of old addresses', "const R = { '/calculators/pip': '/pip', '/calculators/housing-benefit': '/housing-benefit' };", 'R: pip, housing-benefit'],
    ['a union type', "type Kind = 'council-tax-support' | 'benefits-checker';", 'Kind: council-tax-support, benefits-checker'],
    ['a type with the ids as keys', "interface Shape { 'universal-credit': number; pip: number }", 'Shape: universal-credit, pip'],
    ['a switch', "function f(t: string) { switch (t) { case 'pip': return 1; case 'universal-credit': return 2; } }", 'f: pip, universal-credit'],
    ['an || chain', "const isMeansTested = (t: string) => t === 'housing-benefit' || t === 'council-tax-support';", 'isMeansTested: housing-benefit, council-tax-support'],
    ['a z.enum', "const Schema = z.enum(['pip', 'benefits-checker']);", 'Schema: pip, benefits-checker'],
  ])('finds %s', (_what, code, expected) => {
    expect(find(code)).toEqual([expected]);
  });

  it.each([
    ['one calculator passed', '<ResultsFooter type="pip" share={CALCULATORS.pip.share} />; record(\'pip\', true);'],
    ['rate ids', "const a = ['universal-credit.taper-rate', 'housing-benefit.taper-rate', 'pip.daily-living.standard'];"],
    ['one route among other links', "const L = [{ href: '/universal-credit' }, { href: '/help' }, { href: '/guides/pip' }];"],
    ['the same calculator twice', "const R = { '/calculators/pip': '/pip' };"],
    ['a list derived from the table', 'const IDS = CALCULATOR_LIST.map((c) => c.id);'],
  ])('leaves alone %s', (_what, code) => {
    expect(find(code.includes('<') ? `const x = () => ${code}` : code)).toEqual([]);
  });

  it('finds a CHECK listing calculators in SQL, and not one naming one', () => {
    const sql = "CREATE TABLE a (t TEXT CHECK (t IN ('pip', 'housing-benefit')));\nINSERT INTO b VALUES ('pip');";
    expect(findCalculatorListsInSql(sql).map((f) => [f.line, f.calculators])).toEqual([[1, ['pip', 'housing-benefit']]]);
  });
});
