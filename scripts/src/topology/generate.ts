import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from 'yaml';
import { parseManifest } from '@homeward/topology';
import { spawnSync } from 'node:child_process';
import { binPath, REPO_ROOT } from '@homeward/local-stack/src/paths';
import { GENERATED_FILES, type GeneratedFile, type RenderContext } from './generated-files';

/** components.yaml read twice: as data, and as a YAML document whose nodes carry the manifest's comments. */
export function readContext(root = REPO_ROOT): RenderContext {
  const text = fs.readFileSync(path.join(root, 'components.yaml'), 'utf8');
  return { manifest: parseManifest(text), source: parseDocument(text), root };
}

/** `current` with the lines between the file's two markers replaced by its render. */
export function spliced(file: GeneratedFile, current: string, context: RenderContext): string {
  const rendered = file.render(context.manifest, context);
  if (!file.between) return rendered;
  const start = current.indexOf(file.between.start);
  const end = current.indexOf(file.between.end, start + 1);
  if (start < 0 || end < start)
    throw new Error(`${file.path}: the markers ${file.between.start} ... ${file.between.end} are missing`);
  const head = current.slice(0, start + file.between.start.length);
  if (file.between.inline) return `${head}${rendered}${current.slice(end)}`;
  // From the end marker's line start, so an indented marker keeps its indentation.
  const tail = current.slice(current.lastIndexOf('\n', end) + 1);
  return `${head}\n${rendered.endsWith('\n') ? rendered : `${rendered}\n`}${tail}`;
}

/**
 * A generated file's whole expected text: each of its renders (a file may have several marked regions) spliced
 * into the text on disk in turn, then formatted.
 */
export function expectedText(filePath: string, context: RenderContext): string {
  const absolute = path.join(context.root, filePath);
  const parts = GENERATED_FILES.filter((file) => file.path === filePath);
  let text = fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : '';
  for (const file of parts) text = spliced(file, text, context);
  return parts.every((file) => file.prettier !== false) ? formatted(text, absolute) : text;
}

/**
 * Laid out as `prettier --check` wants it. Through the CLI on stdin: prettier's API loads its plugins with a dynamic
 * import, which jest's CommonJS runtime refuses.
 */
function formatted(text: string, filepath: string): string {
  const result = spawnSync(binPath('prettier'), ['--stdin-filepath', filepath], {
    input: text,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`prettier could not format ${filepath}:\n${result.stderr}`);
  return result.stdout;
}

export interface Drift {
  path: string;
  expected: string;
  actual: string | undefined;
}

/** The generated files whose text on disk differs from what components.yaml gives. */
export async function findDrift(root = REPO_ROOT): Promise<Drift[]> {
  const context = readContext(root);
  const drift: Drift[] = [];
  for (const filePath of new Set(GENERATED_FILES.map((file) => file.path))) {
    const expected = expectedText(filePath, context);
    const absolute = path.join(root, filePath);
    const actual = fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
    if (actual !== expected) drift.push({ path: filePath, expected, actual });
  }
  return drift;
}

/** Writes every generated file that drifted; returns their paths. */
export async function writeGenerated(root = REPO_ROOT): Promise<string[]> {
  const drift = await findDrift(root);
  for (const file of drift) fs.writeFileSync(path.join(root, file.path), file.expected);
  return drift.map((file) => file.path);
}
