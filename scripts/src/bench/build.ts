// What the bench runs is what ships: the committed code (HEAD, exported with `git archive`, so work in progress in
// the tree never skews or breaks a run), every component bundled by the image build's own step
// (deploy/docker/build-component.mjs), then started with node and NODE_ENV=production, as the chart runs them. All of
// it sits under .homeward/ inside the repository so the bundles' external packages resolve from its node_modules, as
// the image's resolve from /app/node_modules.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { bundleComponents, bundleEntries, type ComponentName } from '@homeward/local-stack/src/bundles';
import { REPO_ROOT, STATE_DIR } from '@homeward/local-stack/src/paths';

/**
 * HEAD's files in .homeward/bench/source/<commit>, with the workspace links (node_modules/@homeward/*, relative)
 * copied beside them so `@homeward/kit` and the rest resolve to that export, not to the working tree.
 */
function exportCommit(commit: string): string {
  const root = path.join(STATE_DIR, 'bench', 'source', commit);
  if (fs.existsSync(path.join(root, '.complete'))) return root;
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(path.join(root, 'node_modules'), { recursive: true });
  execFileSync('sh', ['-c', `git archive ${commit} | tar -x -C "$0"`, root], { cwd: REPO_ROOT });
  fs.cpSync(path.join(REPO_ROOT, 'node_modules', '@homeward'), path.join(root, 'node_modules', '@homeward'), {
    recursive: true,
    verbatimSymlinks: true,
  });
  fs.writeFileSync(path.join(root, '.complete'), '');
  return root;
}

// Everything a component's bundle is built from.
const BUNDLED_PATHS = ['services', 'bff', 'packages', 'protos', 'deploy', 'package-lock.json'];

/** One hash for the git trees of BUNDLED_PATHS at `commit`. */
function bundledTreeOf(commit: string): string {
  const trees = execFileSync('git', ['rev-parse', ...BUNDLED_PATHS.map((part) => `${commit}:${part}`)], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
  });
  return createHash('sha256').update(trees).digest('hex').slice(0, 20);
}

/** Bundles every component of `commit`; each one's main.js. */
export async function buildBundles(commit: string): Promise<Record<ComponentName, string>> {
  const root = path.join(STATE_DIR, 'bench', 'build', bundledTreeOf(commit));
  // Bundles depend only on the trees they are built from: a later commit that changed none of those (e.g. only
  // scripts/ or docs) reuses them.
  if (fs.existsSync(path.join(root, '.complete'))) return bundleEntries(root);
  const entries = await bundleComponents(exportCommit(commit), root);
  fs.writeFileSync(path.join(root, '.complete'), '');
  return entries;
}

export interface SourceVersion {
  commit: string;
  /**
   * Whether the working tree had uncommitted changes. The services ran from the commit alone; the load generator
   * and the baseline's SQL (captured from the property store) come from the tree.
   */
  dirty: boolean;
}

export function sourceVersion(): SourceVersion {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  return {
    commit: git('rev-parse', 'HEAD'),
    dirty: git('status', '--porcelain', '--untracked-files=no') !== '',
  };
}
