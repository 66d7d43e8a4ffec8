import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export type DriftKind = 'differs' | 'not committed' | 'no longer generated';

/** One file that differs; `path` is relative to the compared roots, with `/` separators. */
export interface Drift {
  readonly path: string;
  readonly kind: DriftKind;
}

function listFiles(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

/** Compares the freshly generated tree with the committed one, byte for byte, in path order. */
export function findDrift(generatedRoot: string, committedRoot: string): Drift[] {
  const generated = new Set(listFiles(generatedRoot));
  const committed = new Set(listFiles(committedRoot));
  const drift: Drift[] = [];
  for (const file of [...new Set([...generated, ...committed])].sort()) {
    if (!committed.has(file)) drift.push({ path: file, kind: 'not committed' });
    else if (!generated.has(file)) drift.push({ path: file, kind: 'no longer generated' });
    else if (
      !readFileSync(path.join(generatedRoot, file)).equals(readFileSync(path.join(committedRoot, file)))
    ) {
      drift.push({ path: file, kind: 'differs' });
    }
  }
  return drift;
}
