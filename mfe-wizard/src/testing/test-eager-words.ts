// Which message ids the wizard's first catalog must hold (the split catalog): webpack puts every module
// reached by static imports from lifecycles.tsx in the first chunk, and each `import()` starts a chunk of its own.
// A chunk loaded by plain `lazy()` (step 1's map, after first paint) renders inside step 1's provider, with step 1's
// words only; one loaded by lazyWithWords brings the later words. So the files that speak with the first catalog are
// found by following static imports and plain `import()`s, and their words are the ids they spell out.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

export const LIFECYCLES = path.resolve(__dirname, '../lifecycles.tsx');

/** Ids written whole (`'wiz.common.next'`), and the fixed starts of ids built in a template (`` `wiz.step.${s}` ``). */
export interface WordsUsed {
  ids: Set<string>;
  prefixes: Set<string>;
}

const ID = /^wiz\.[\w.]+$/;
const ENDINGS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveImport(from: string, spec: string): string | undefined {
  const base = path.resolve(path.dirname(from), spec);
  return ENDINGS.map((end) => base + end).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
}

/** The wizard's own modules a file imports statically; a type-only import brings no code into the chunk. */
function staticImports(file: string, source: ts.SourceFile): string[] {
  const specs = source.statements.flatMap((s) => {
    if (ts.isImportDeclaration(s) && !s.importClause?.isTypeOnly) return [s.moduleSpecifier];
    if (ts.isExportDeclaration(s) && !s.isTypeOnly && s.moduleSpecifier) return [s.moduleSpecifier];
    return [];
  });
  return specs
    .filter(ts.isStringLiteral)
    .map((s) => s.text)
    .filter((spec) => spec.startsWith('.'))
    .flatMap((spec) => resolveImport(file, spec) ?? []);
}

function collectWords(source: ts.SourceFile, into: WordsUsed): void {
  const visit = (node: ts.Node): void => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && ID.test(node.text))
      into.ids.add(node.text);
    if (ts.isTemplateExpression(node) && node.head.text.startsWith('wiz.')) into.prefixes.add(node.head.text);
    ts.forEachChild(node, visit);
  };
  visit(source);
}

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The files that render with the first catalog (static and plain lazy imports from `entry`), with their words. */
export function eagerFiles(entry = LIFECYCLES): Map<string, WordsUsed> {
  const files = new Map<string, WordsUsed>();
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    const source = parse(file);
    const words: WordsUsed = { ids: new Set(), prefixes: new Set() };
    collectWords(source, words);
    files.set(file, words);
    queue.push(...staticImports(file, source));
    queue.push(...dynamicImports(file).flatMap((d) => (d.withWords ? [] : [d.target])));
  }
  return files;
}

/** The ids of `catalog` the first chunk's files use: their whole ids and every id under one of their prefixes. */
export function eagerIds(catalog: Record<string, string>, files = eagerFiles()): Set<string> {
  const used = new Set<string>();
  for (const { ids, prefixes } of files.values()) {
    for (const id of ids) used.add(id);
    for (const id of Object.keys(catalog)) if ([...prefixes].some((p) => id.startsWith(p))) used.add(id);
  }
  return used;
}

/** One `import()` of a wizard module: where it is, what it loads, and whether lazyWithWords wraps it. */
export interface DynamicImport {
  file: string;
  target: string;
  withWords: boolean;
}

function insideLazyWithWords(node: ts.Node): boolean {
  for (let n = node.parent; n; n = n.parent)
    if (ts.isCallExpression(n) && ts.isIdentifier(n.expression) && n.expression.text === 'lazyWithWords') return true;
  return false;
}

/** The `import()` calls of the wizard's own code modules in `file` (a catalog's `import()` is no page). */
export function dynamicImports(file: string): DynamicImport[] {
  const found: DynamicImport[] = [];
  const visit = (node: ts.Node): void => {
    const [spec] =
      ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword ? node.arguments : [];
    const target = spec && ts.isStringLiteral(spec) ? resolveImport(file, spec.text) : undefined;
    if (target && /\.tsx?$/.test(target)) found.push({ file, target, withWords: insideLazyWithWords(node) });
    ts.forEachChild(node, visit);
  };
  visit(parse(file));
  return found;
}
