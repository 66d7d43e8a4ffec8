import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { breakingBase } from './breaking-base';
import { commitAll, git, initRepo, writeFiles } from './test-repo';

describe('breakingBase', () => {
  let repo: string;

  beforeEach(() => {
    repo = path.join(mkdtempSync(path.join(tmpdir(), 'breaking-base-test-')), 'repo');
    initRepo(repo);
    git(repo, 'checkout', '--quiet', '-b', 'main');
    writeFiles(repo, { 'a.txt': 'one\n' });
    commitAll(repo, 'first on main');
    writeFiles(repo, { 'a.txt': 'two\n' });
    commitAll(repo, 'second on main');
  });
  afterEach(() => rmSync(path.dirname(repo), { recursive: true, force: true }));

  it('compares a branch with its merge base with main, however many commits it has', () => {
    const forkPoint = git(repo, 'rev-parse', 'HEAD');
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    for (const n of [1, 2, 3]) {
      writeFiles(repo, { 'b.txt': `${n}\n` });
      commitAll(repo, `feature ${n}`);
    }
    // main moves on after the fork: the base stays the fork point.
    git(repo, 'checkout', '--quiet', 'main');
    writeFiles(repo, { 'a.txt': 'three\n' });
    commitAll(repo, 'third on main');
    git(repo, 'checkout', '--quiet', 'feature');

    expect(breakingBase(repo)).toEqual({ rev: forkPoint, reason: 'merge base with main' });
  });

  it('uses origin/main when there is no local main (a CI clone of a branch)', () => {
    const forkPoint = git(repo, 'rev-parse', 'HEAD');
    git(repo, 'update-ref', 'refs/remotes/origin/main', forkPoint);
    git(repo, 'checkout', '--quiet', '-b', 'feature');
    git(repo, 'branch', '--quiet', '-D', 'main');
    writeFiles(repo, { 'b.txt': '1\n' });
    commitAll(repo, 'feature 1');
    commitAll(repo, 'feature 2');

    expect(breakingBase(repo)).toEqual({ rev: forkPoint, reason: 'merge base with origin/main' });
  });

  it('on main itself, the previous commit', () => {
    expect(breakingBase(repo)).toEqual({ rev: 'HEAD~1', reason: 'previous commit' });
  });

  it('without any main branch, the previous commit', () => {
    git(repo, 'branch', '--quiet', '-m', 'main', 'trunk');
    expect(breakingBase(repo)).toEqual({ rev: 'HEAD~1', reason: 'previous commit' });
  });

  it('HOMEWARD_BREAKING_AGAINST wins', () => {
    expect(breakingBase(repo, 'v1.2.0')).toEqual({ rev: 'v1.2.0', reason: 'HOMEWARD_BREAKING_AGAINST' });
  });
});
