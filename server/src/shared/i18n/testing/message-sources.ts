import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

/**
 * Every message the server's sources can send, read from the sources themselves (for the
 * catalogue completeness test): the English of each error code, each `text(...)`, each
 * success envelope's words. Read with the TypeScript parser, not by running anything, so a
 * message no test ever triggers is found all the same.
 */
export interface FoundMessage {
  /** The catalogue key: an error code, or the English template of a text. */
  key: string;
  /** The English template (for a code: its message; for a text or a success: the key). */
  en: string;
  /** Where it was found, `path:line`. */
  at: string;
  kind: 'code' | 'text' | 'success';
}

export interface MessageSources {
  found: FoundMessage[];
  /** Codes whose words are given by their caller (`text(...)` messages, each found on its own). */
  freeCodes: Set<string>;
  /** Places a message could not be read (a `text(...)` of a variable, a success envelope of a computed string). */
  unreadable: string[];
}

export const CODE = /^[A-Z][A-Z0-9_]*(\.[A-Z][A-Z0-9_]*)+$/;

export function sourceFiles(root: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const path = join(root, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'testing' && entry.name !== 'node_modules') files.push(...sourceFiles(path));
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') && !entry.name.endsWith('.d.ts')) files.push(path);
  }
  return files.sort();
}

export function readMessageSources(root: string): MessageSources {
  const files = sourceFiles(root).map((path) => ({ path, source: ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true) }));
  const constants = new Map<string, ts.Expression>();
  for (const { source } of files) collectConstants(source, constants);
  const result: MessageSources = { found: [], freeCodes: new Set(), unreadable: [] };
  for (const { path, source } of files) {
    const where = (node: ts.Node) => `${relative(root, path)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    const visit = (node: ts.Node): void => {
      if (ts.isCallExpression(node)) readCall(node, where, constants, result);
      if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && ERROR_BASES.has(node.expression.text)) {
        readCoded(node, node.arguments ?? ts.factory.createNodeArray(), where, constants, result);
      }
      if (ts.isObjectLiteralExpression(node)) readCodeObject(node, where, constants, result);
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return result;
}

function collectConstants(source: ts.SourceFile, constants: Map<string, ts.Expression>): void {
  const visit = (node: ts.Node): void => {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer && /^[A-Z][A-Z0-9_]*$/.test(node.name.text)) {
      constants.set(node.name.text, node.initializer);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

/** The literal string an expression always is: a literal, a concatenation of literals, a constant; else undefined. */
export function literalOf(node: ts.Expression, constants: Map<string, ts.Expression>, depth = 0): string | undefined {
  if (depth > 8) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isParenthesizedExpression(node)) return literalOf(node.expression, constants, depth + 1);
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.PlusToken) {
    const left = literalOf(node.left, constants, depth + 1);
    const right = literalOf(node.right, constants, depth + 1);
    return left !== undefined && right !== undefined ? left + right : undefined;
  }
  if (ts.isIdentifier(node)) {
    const value = constants.get(node.text);
    return value ? literalOf(value, constants, depth + 1) : undefined;
  }
  return undefined;
}

/** The strings an expression may be: each branch of a conditional, each literal. */
function stringsOf(node: ts.Expression, constants: Map<string, ts.Expression>): string[] | undefined {
  if (ts.isConditionalExpression(node)) {
    const a = stringsOf(node.whenTrue, constants);
    const b = stringsOf(node.whenFalse, constants);
    return a && b ? [...a, ...b] : undefined;
  }
  const literal = literalOf(node, constants);
  return literal === undefined ? undefined : [literal];
}

function readCall(node: ts.CallExpression, where: (n: ts.Node) => string, constants: Map<string, ts.Expression>, result: MessageSources): void {
  const [first] = node.arguments;
  const callee = node.expression;
  if (callee.kind === ts.SyntaxKind.SuperKeyword) return readCoded(node, node.arguments, where, constants, result);
  if (!ts.isIdentifier(callee) || !first) return;
  if (callee.text === 'text') {
    const en = literalOf(first, constants);
    if (en === undefined) result.unreadable.push(`text(...) at ${where(node)}`);
    else result.found.push({ key: en, en, at: where(node), kind: 'text' });
  } else if (callee.text === 'ok' || callee.text === 'success') {
    const strings = stringsOf(first, constants);
    if (strings === undefined) result.unreadable.push(`${callee.text}(...) at ${where(node)}`);
    else for (const en of strings) result.found.push({ key: en, en, at: where(node), kind: 'success' });
  }
}

/** The bases an error is made from with a code and its words (`super(code, message, ...)` in their subclasses). */
const ERROR_BASES = new Set(['DomainError', 'RateLimitedError']);

/** `super('CODE', words, ...)` or `new DomainError('CODE', words, ...)`: literal words are the code's English; others come from the caller. */
function readCoded(
  node: ts.Node,
  args: ts.NodeArray<ts.Expression>,
  where: (n: ts.Node) => string,
  constants: Map<string, ts.Expression>,
  result: MessageSources,
): void {
  const [first, second] = args;
  const code = first && literalOf(first, constants);
  if (code === undefined || !CODE.test(code) || !second) return;
  const en = literalOf(second, constants);
  if (en === undefined) result.freeCodes.add(code);
  else result.found.push({ key: code, en, at: where(node), kind: 'code' });
}

/** `{ code: 'SERVICE.UNAVAILABLE', message: '...' }`: a code with its words outside any error class. */
function readCodeObject(node: ts.ObjectLiteralExpression, where: (n: ts.Node) => string, constants: Map<string, ts.Expression>, result: MessageSources): void {
  const property = (name: string) =>
    node.properties.find((p): p is ts.PropertyAssignment => ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name);
  const code = property('code');
  const message = property('message');
  if (!code || !message) return;
  const key = literalOf(code.initializer, constants);
  const en = literalOf(message.initializer, constants);
  if (key !== undefined && CODE.test(key) && en !== undefined) result.found.push({ key, en, at: where(node), kind: 'code' });
}
