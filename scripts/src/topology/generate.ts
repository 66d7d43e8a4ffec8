import fs from 'node:fs';
import path from 'node:path';
import { readManifest, type Manifest } from '@homeward/topology';
import { spawnSync } from 'node:child_process';
import { binPath, REPO_ROOT } from '@homeward/local-stack/src/paths';
import { GENERATED_FILES, type GeneratedFile } from './generated-files';

/** A generated file's whole expected text: rendered, spliced between its markers when it has them, formatted. */
export function expectedText(file: GeneratedFile, manifest: Manifest, root = REPO_ROOT): string {
  const absolute = path.join(root, file.path);
  let text = file.render(manifest);
  if (file.between) {
    const current = fs.readFileSync(absolute, 'utf8');
    const start = current.indexOf(file.between.start);
    const end = current.indexOf(file.between.end);
    if (start < 0 || end < start)
      throw new Error(`${file.path}: the markers ${file.between.start} ... ${file.between.end} are missing`);
    const head = current.slice(0, start + file.between.start.length);
    text = `${head}\n${text.endsWith('\n') ? text : `${text}\n`}${current.slice(end)}`;
  }
  return formatted(text, absolute);
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
  const manifest = readManifest(path.join(root, 'components.yaml'));
  const drift: Drift[] = [];
  for (const file of GENERATED_FILES) {
    const expected = expectedText(file, manifest, root);
    const absolute = path.join(root, file.path);
    const actual = fs.existsSync(absolute) ? fs.readFileSync(absolute, 'utf8') : undefined;
    if (actual !== expected) drift.push({ path: file.path, expected, actual });
  }
  return drift;
}

/** Writes every generated file that drifted; returns their paths. */
export async function writeGenerated(root = REPO_ROOT): Promise<string[]> {
  const drift = await findDrift(root);
  for (const file of drift) fs.writeFileSync(path.join(root, file.path), file.expected);
  return drift.map((file) => file.path);
}
