/**
 * Finds words a person would read that are written in code rather than in the catalogue
 * (README "Messages"), for no-inline-text.test.ts. The rules, not a list of exceptions:
 * - JSX text, and `.astro` text between tags, with any letter in it;
 * - a string (or a template's text) that reads as words: two words with a space between, or one
 *   word with a capital and small letters ('Yes', 'Calculate');
 * except where a string is technical by its place: an attribute or property that names a class,
 * an id, a path, a type, a key or a test hook; an import; a type; a comparison or `case`
 * (a value compared is data, not words); the argument of a class-name builder.
 */
import ts from 'typescript';

export interface InlineText {
  line: number;
  text: string;
}

/** Attributes and properties whose strings are for the machine, not the reader. */
const TECHNICAL_NAME =
  /^(class|className|.*ClassName|.*Class|classes|id|.*Id|key|href|src|srcSet|type|name|role|htmlFor|for|autoComplete|inputMode|enterKeyHint|pattern|rel|target|method|action|value|defaultValue|lang|dir|accept|as|variant|tone|size|kind|mode|align|side|layout|form|step|min|max|width|height|viewBox|fill|stroke|d|xmlns|style|data-.*|aria-(controls|describedby|labelledby|live|current|haspopup|relevant|atomic|owns|activedescendant|sort|expanded|hidden|invalid|required|pressed|selected|checked|disabled|modal|orientation|autocomplete)|testId|tab|field|path|route|slug|icon|color|transition|loading|decoding|fetchpriority|crossorigin|referrerpolicy|sizes|media|charset|content|property|http-equiv|is|client:.*|set:.*|define:.*)$/;

/** Calls whose string arguments are class names or technical text. */
const TECHNICAL_CALL =
  /^(cn|clsx|classNames|cx|join|querySelector|querySelectorAll|closest|getElementById|getItem|setItem|removeItem|addEventListener|removeEventListener|matchMedia|fetch|import|require|createElement|setAttribute|getAttribute|hasAttribute|removeAttribute|postMessage|console\.\w+|Error|TypeError|RangeError|track|useMessages|i18n|params|count|test|it|describe)$/;

/** Does this string read as words a person would see? */
export function readsAsWords(text: string): boolean {
  const trimmed = text.trim();
  if (!/[A-Za-z]/.test(trimmed)) return false;
  // Class lists, paths, urls, ids, selectors, keys.
  if (/^[#./~@]/.test(trimmed) || /^[a-z]+:\/\//.test(trimmed) || /^[\w.-]+(\/[\w.-]+)+$/.test(trimmed)) return false;
  const tokens = trimmed.split(/\s+/);
  if (tokens.every((token) => /^[!-]?[a-z0-9:[\]/.%#()_&>*=,-]*$/.test(token) && /[-:[\]/]|^[a-z]+$/.test(token)) && tokens.some((t) => /[-:[\]/]/.test(t))) return false;
  if (/[A-Za-z]{2,}\s+[A-Za-z]{2,}/.test(trimmed)) return true;
  return /^[A-Z][a-z]+/.test(trimmed) && !/^[A-Z][a-z]+[A-Z]/.test(trimmed) && !/[_]/.test(trimmed);
}

function nameOf(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isIdentifier(node) || ts.isPrivateIdentifier(node)) return node.text;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxNamespacedName(node)) return `${node.namespace.text}:${node.name.text}`;
  if (ts.isPropertyAccessExpression(node)) {
    const left = nameOf(node.expression);
    return left ? `${left}.${node.name.text}` : node.name.text;
  }
  return undefined;
}

/** Whether a string at this node is technical by where it stands. */
function technicalPlace(node: ts.Node): boolean {
  for (let current: ts.Node = node, parent = node.parent; parent; current = parent, parent = parent.parent) {
    if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isImportTypeNode(parent) || ts.isLiteralTypeNode(parent)) return true;
    if (ts.isTypeNode(parent) && !ts.isTypeQueryNode(parent)) return true;
    if (ts.isCaseClause(parent) && current === parent.expression) return true;
    if (
      ts.isBinaryExpression(parent) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
        ts.SyntaxKind.InKeyword,
      ].includes(parent.operatorToken.kind)
    )
      return true;
    if (ts.isJsxAttribute(parent)) return TECHNICAL_NAME.test(nameOf(parent.name) ?? '');
    if (ts.isPropertyAssignment(parent) && current === parent.initializer) {
      if (TECHNICAL_NAME.test(nameOf(parent.name) ?? '')) return true;
      continue;
    }
    if (ts.isPropertyAssignment(parent) && current === parent.name) return true;
    if (ts.isVariableDeclaration(parent) && current === parent.initializer)
      return /class|Class|CLASS|_ID$|Id$|KEY|Key$|PATH|Path$|URL|Url$|SELECTOR/.test(nameOf(parent.name) ?? '');
    if (ts.isCallExpression(parent) || ts.isNewExpression(parent)) {
      if (current === parent.expression) return false;
      if (
        TECHNICAL_CALL.test(nameOf(parent.expression) ?? '') ||
        /\.(querySelector|querySelectorAll|closest|getItem|setItem|addEventListener|removeEventListener|includes|startsWith|endsWith|split|replace|match|test|get|set|has|delete|localeCompare)$/.test(
          nameOf(parent.expression) ?? '',
        )
      )
        return true;
      return false;
    }
    if (ts.isElementAccessExpression(parent) && current === parent.argumentExpression) return true;
    if (ts.isJsxExpression(parent) && ts.isJsxElement(parent.parent)) return false;
    if (ts.isBlock(parent) || ts.isSourceFile(parent)) return false;
  }
  return false;
}

/** The words written in a TypeScript or TSX source. */
export function inlineTextInScript(fileName: string, text: string, lineOffset = 0): InlineText[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, fileName.endsWith('.tsx') || fileName.endsWith('.astro') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const found: InlineText[] = [];
  const add = (node: ts.Node, value: string) =>
    found.push({ line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1 + lineOffset, text: value.trim().replace(/\s+/g, ' ') });
  const visit = (node: ts.Node): void => {
    if (ts.isJsxText(node)) {
      if (/[A-Za-z]/.test(node.text)) add(node, node.text);
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      if (readsAsWords(node.text) && !technicalPlace(node)) add(node, node.text);
    } else if (ts.isTemplateExpression(node)) {
      const parts = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)];
      const words = parts.join(' {} ');
      if (parts.some((part) => /[A-Za-z]{2,}/.test(part)) && readsAsWords(words.replace(/\{\}/g, 'x')) && !technicalPlace(node)) add(node, words);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const ASTRO_USER_ATTRIBUTE = /\s([\w:-]+)="([^"]*[A-Za-z][^"]*)"/g;

/** The words written in an `.astro` file: its frontmatter and expressions as script, its markup's text and attributes. */
export function inlineTextInAstro(fileName: string, text: string): InlineText[] {
  const found: InlineText[] = [];
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const frontmatter = match ? match[1]! : '';
  const markupStart = match ? match[0].length : 0;
  if (frontmatter) found.push(...inlineTextInScript(`${fileName}.ts`, frontmatter, 1));
  let markup = text.slice(markupStart);
  const lineAt = (index: number) => text.slice(0, markupStart + index).split('\n').length;
  // Blank out scripts, styles and comments, keeping positions.
  markup = markup.replace(/<(script|style)\b[\s\S]*?<\/\1>|<!--[\s\S]*?-->/g, (block) => block.replace(/[^\n]/g, ' '));
  // Expressions: read as script, then blanked.
  let depth = 0;
  let start = -1;
  let blanked = '';
  for (let i = 0; i < markup.length; i++) {
    const ch = markup[i]!;
    if (ch === '{') {
      if (depth === 0) start = i;
      depth++;
    } else if (ch === '}' && depth > 0) {
      depth--;
      if (depth === 0) {
        const expression = markup.slice(start + 1, i);
        found.push(...inlineTextInScript(`${fileName}.tsx`, `(${expression})`, lineAt(start) - 1));
        blanked += ' '.repeat(i - start + 1).replace(/ /g, (c, k) => (expression[k - 1] === '\n' ? '\n' : c));
        continue;
      }
    }
    if (depth === 0) blanked += ch;
  }
  for (const attr of blanked.matchAll(ASTRO_USER_ATTRIBUTE)) {
    if (!TECHNICAL_NAME.test(attr[1]!) && readsAsWords(attr[2]!)) found.push({ line: lineAt(attr.index), text: attr[2]! });
  }
  for (const node of blanked.matchAll(/>([^<>]+)</g)) {
    if (/[A-Za-z]/.test(node[1]!)) found.push({ line: lineAt(node.index), text: node[1]!.trim().replace(/\s+/g, ' ') });
  }
  return found;
}
