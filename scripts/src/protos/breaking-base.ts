import { runCommand } from './run';

export interface BreakingBase {
  readonly rev: string;
  /** Why this revision, for the report line. */
  readonly reason: string;
}

// A fresh CI clone often has only `origin/main`; a developer's checkout has `main`.
const MAIN_CANDIDATES = ['main', 'origin/main'];

function resolve(repoRoot: string, rev: string): string | undefined {
  const result = runCommand('git', ['rev-parse', '--verify', '--quiet', `${rev}^{commit}`], repoRoot);
  return result.status === 0 ? result.stdout.trim() : undefined;
}

/**
 * The revision whose contracts `buf breaking` compares against. A branch is compared with its merge base with main,
 * so a break made in an early commit of the branch and built on since still fails (comparing with the previous
 * commit alone would let it through). On main itself, or without a main branch, the previous commit.
 * `override` (HOMEWARD_BREAKING_AGAINST) wins.
 */
export function breakingBase(repoRoot: string, override?: string): BreakingBase {
  if (override) return { rev: override, reason: 'HOMEWARD_BREAKING_AGAINST' };
  const head = resolve(repoRoot, 'HEAD');
  for (const main of MAIN_CANDIDATES) {
    if (!head || !resolve(repoRoot, main)) continue;
    const mergeBase = runCommand('git', ['merge-base', 'HEAD', main], repoRoot);
    if (mergeBase.status !== 0) continue;
    const rev = mergeBase.stdout.trim();
    if (rev !== head) return { rev, reason: `merge base with ${main}` };
    break;
  }
  return { rev: 'HEAD~1', reason: 'previous commit' };
}
