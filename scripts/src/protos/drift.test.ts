import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { findDrift } from './drift';
import { writeFiles as writeTree } from './test-repo';

describe('findDrift', () => {
  let base: string;
  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'drift-test-'));
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('finds nothing when both trees hold the same bytes', () => {
    const tree = { 'homeward/a/v1/a.ts': 'export const a = 1;\n', 'homeward/b/v1/b.ts': 'b\n' };
    writeTree(path.join(base, 'generated'), tree);
    writeTree(path.join(base, 'committed'), tree);
    expect(findDrift(path.join(base, 'generated'), path.join(base, 'committed'))).toEqual([]);
  });

  it('lists changed, uncommitted and stale files in path order', () => {
    writeTree(path.join(base, 'generated'), {
      'homeward/a/v1/a.ts': 'export const a = 1;\n',
      'homeward/b/v1/b.ts': 'b\n',
      'homeward/c/v1/c.ts': 'c\n',
    });
    writeTree(path.join(base, 'committed'), {
      // One trailing byte more: the comparison is exact, not whitespace-insensitive.
      'homeward/a/v1/a.ts': 'export const a = 1;\n\n',
      'homeward/c/v1/c.ts': 'c\n',
      'homeward/old/v1/old.ts': 'old\n',
    });
    expect(findDrift(path.join(base, 'generated'), path.join(base, 'committed'))).toEqual([
      { path: 'homeward/a/v1/a.ts', kind: 'differs' },
      { path: 'homeward/b/v1/b.ts', kind: 'not committed' },
      { path: 'homeward/old/v1/old.ts', kind: 'no longer generated' },
    ]);
  });

  it('reports every generated file when nothing is committed yet', () => {
    writeTree(path.join(base, 'generated'), { 'x.ts': 'x\n' });
    expect(findDrift(path.join(base, 'generated'), path.join(base, 'absent'))).toEqual([
      { path: 'x.ts', kind: 'not committed' },
    ]);
  });
});
