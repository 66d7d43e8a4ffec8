// The meaning of each setting, read from the doc comment above its key in the config shapes' sources: the one place
// a developer writes it, so the reference cannot say something the code does not.
import fs from 'node:fs';
import ts from 'typescript';

const SETTING_NAME = /^[A-Z][A-Z0-9_]*$/;

/** `KEY -> its doc comment, as one line`, for every documented setting key in the given files. */
export function settingDocsOf(files: readonly string[]): Map<string, string> {
  const docs = new Map<string, string>();
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      if (ts.isPropertyAssignment(node) && ts.isObjectLiteralExpression(node.parent)) {
        const name = ts.isIdentifier(node.name) || ts.isStringLiteral(node.name) ? node.name.text : undefined;
        const doc = name && SETTING_NAME.test(name) ? docCommentOf(node, text) : undefined;
        if (name && doc && !docs.has(name)) docs.set(name, doc);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return docs;
}

function docCommentOf(node: ts.Node, text: string): string | undefined {
  const ranges = ts.getLeadingCommentRanges(text, node.getFullStart()) ?? [];
  const last = ranges.at(-1);
  if (!last || last.kind !== ts.SyntaxKind.MultiLineCommentTrivia) return undefined;
  const raw = text.slice(last.pos, last.end);
  if (!raw.startsWith('/**')) return undefined;
  return raw
    .replace(/^\/\*\*|\*\/$/g, '')
    .split('\n')
    .map((line) => line.replace(/^\s*\*\s?/, '').trim())
    .filter((line) => line !== '')
    .join(' ');
}
