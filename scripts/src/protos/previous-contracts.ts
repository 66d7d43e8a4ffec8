import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { runCommand } from './run';

// What buf needs to build the old module; generated code and anything else in the tree is irrelevant to it.
const MODULE_FILE = /(^|\/)(buf\.yaml|buf\.lock|[^/]+\.proto)$/;

function commitExists(repoRoot: string, rev: string): boolean {
  return runCommand('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], repoRoot).status === 0;
}

function readBlob(repoRoot: string, objectId: string): Buffer {
  const result = spawnSync('git', ['cat-file', 'blob', objectId], {
    cwd: repoRoot,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (result.error || result.status !== 0) {
    throw new Error(
      `git cat-file blob ${objectId} failed: ${result.error?.message ?? result.stderr.toString()}`,
    );
  }
  return result.stdout;
}

/**
 * Writes the buf module found at `subdir` in commit `rev` into `destination`, read straight from the object
 * database. Plain git plumbing, so it works offline, in a shallow clone (as long as `rev` was fetched) and without
 * touching the index or work tree of a checkout others are using.
 *
 * Returns false when there is nothing to compare against: `rev` does not resolve to a commit (first commit,
 * shallow history) or holds no `.proto` file under `subdir`.
 */
export function exportPreviousContracts(
  repoRoot: string,
  rev: string,
  subdir: string,
  destination: string,
): boolean {
  if (!commitExists(repoRoot, rev)) return false;
  const prefix = `${subdir.replace(/(?<!\/)\/+$/, '')}/`;
  const listing = runCommand('git', ['ls-tree', '-r', '-z', '--full-tree', rev, '--', prefix], repoRoot);
  if (listing.status !== 0) throw new Error(`git ls-tree ${rev} failed: ${listing.stderr.trim()}`);

  let protoFiles = 0;
  for (const entry of listing.stdout.split('\0')) {
    // `<mode> <type> <object>\t<path>`; symlinks and submodules are not module sources.
    const match = /^(\d+) blob ([0-9a-f]+)\t(.+)$/s.exec(entry);
    const [, mode, objectId, filePath] = match ?? [];
    if (!objectId || !filePath || mode === '120000') continue;
    const relative = filePath.slice(prefix.length);
    if (!MODULE_FILE.test(relative)) continue;
    const target = path.join(destination, ...relative.split('/'));
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, readBlob(repoRoot, objectId));
    if (relative.endsWith('.proto')) protoFiles += 1;
  }
  return protoFiles > 0;
}
