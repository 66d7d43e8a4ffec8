import fs from 'node:fs';
import ts from 'typescript';

/** One module a file imports, as written, with the line it is on. */
export interface ImportRef {
  specifier: string;
  line: number;
  /** `import type` / `export type`: erased at compile time, so it loads nothing at run time. */
  typeOnly: boolean;
}

/** A call that builds SQL or opens a transaction, by the shape the conventions name. */
export interface KnexCall {
  kind: 'query' | 'raw' | 'transaction';
  text: string;
  line: number;
}

/** What the check needs from one source file, read once with the TypeScript parser (so comments never match). */
export interface ParsedSource {
  imports: ImportRef[];
  knexCalls: KnexCall[];
  /** Exported classes with the names of the interfaces they implement. */
  exportedClasses: { name: string; implements: string[]; line: number }[];
  /** Lines reading `process.env`. */
  processEnvLines: number[];
}

/** Names a knex handle goes by in this repository: `db('table')` and `trx('table')` start a query builder. */
const KNEX_HANDLES = new Set(['db', 'trx', 'knex', 'tx']);

const scriptKind = (file: string) => (/\.[cm]?tsx$|\.jsx$/.test(file) ? ts.ScriptKind.TSX : ts.ScriptKind.TS);

export function parseSourceText(file: string, text: string): ParsedSource {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, scriptKind(file));
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const parsed: ParsedSource = { imports: [], knexCalls: [], exportedClasses: [], processEnvLines: [] };
  const addImport = (literal: ts.Expression | undefined, node: ts.Node, typeOnly: boolean) => {
    if (literal && ts.isStringLiteralLike(literal)) {
      parsed.imports.push({ specifier: literal.text, line: lineOf(node), typeOnly });
    }
  };

  const visit = (node: ts.Node): void => {
    if (ts.isImportDeclaration(node)) {
      const clause = node.importClause;
      const typeOnly =
        clause !== undefined &&
        (clause.isTypeOnly ||
          (clause.name === undefined &&
            clause.namedBindings !== undefined &&
            ts.isNamedImports(clause.namedBindings) &&
            clause.namedBindings.elements.length > 0 &&
            clause.namedBindings.elements.every((element) => element.isTypeOnly)));
      addImport(node.moduleSpecifier, node, typeOnly);
    } else if (ts.isExportDeclaration(node)) {
      addImport(node.moduleSpecifier, node, node.isTypeOnly);
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      addImport(node.moduleReference.expression, node, node.isTypeOnly);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      addImport(node.argument.literal, node, true);
    } else if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const [first] = node.arguments;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) addImport(first, node, false);
      else if (ts.isIdentifier(callee) && callee.text === 'require') addImport(first, node, false);
      const calleeName = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : undefined;
      const text = node.getText(source).split('\n')[0]!.slice(0, 80);
      if (calleeName && KNEX_HANDLES.has(calleeName) && first && ts.isStringLiteralLike(first)) {
        parsed.knexCalls.push({ kind: 'query', text, line: lineOf(node) });
      } else if (ts.isPropertyAccessExpression(callee) && calleeName === 'raw') {
        parsed.knexCalls.push({ kind: 'raw', text, line: lineOf(node) });
      } else if (ts.isPropertyAccessExpression(callee) && calleeName === 'transaction') {
        parsed.knexCalls.push({ kind: 'transaction', text, line: lineOf(node) });
      }
    } else if (
      ts.isPropertyAccessExpression(node) &&
      node.name.text === 'env' &&
      ts.isIdentifier(node.expression) &&
      node.expression.text === 'process'
    ) {
      parsed.processEnvLines.push(lineOf(node));
    } else if (
      ts.isClassDeclaration(node) &&
      node.name &&
      node.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
    ) {
      const implemented = (node.heritageClauses ?? [])
        .filter((clause) => clause.token === ts.SyntaxKind.ImplementsKeyword)
        .flatMap((clause) => clause.types.map((type) => type.expression.getText(source)));
      parsed.exportedClasses.push({ name: node.name.text, implements: implemented, line: lineOf(node) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return parsed;
}

const cache = new Map<string, { mtimeMs: number; parsed: ParsedSource }>();

export function parseSourceFile(file: string): ParsedSource {
  const { mtimeMs } = fs.statSync(file);
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === mtimeMs) return hit.parsed;
  const parsed = parseSourceText(file, fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs, parsed });
  return parsed;
}
