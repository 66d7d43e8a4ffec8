import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { exportPreviousContracts } from './previous-contracts';
import { commitAll, git, initRepo, writeFiles } from './test-repo';

const DEMO_PROTO = 'syntax = "proto3";\n\npackage homeward.demo.v1;\n\nmessage Demo {\n  string id = 1;\n}\n';

describe('exportPreviousContracts', () => {
  let base: string;
  let repo: string;
  let destination: string;

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'previous-contracts-test-'));
    repo = path.join(base, 'repo');
    destination = path.join(base, 'out');
    initRepo(repo);
    writeFiles(repo, { 'README.md': 'no contracts yet\n' });
    commitAll(repo, 'first');
    writeFiles(repo, {
      'protos/buf.yaml': 'version: v2\n',
      'protos/homeward/demo/v1/demo.proto': DEMO_PROTO,
      'protos/gen/homeward/demo/v1/demo.ts': 'export {};\n',
      'protos/README.md': 'contracts\n',
    });
    commitAll(repo, 'second');
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('writes the module files of the revision, without generated code or other files', () => {
    // Later work-tree edits must not leak in: the export reads the commit, not the checkout.
    writeFiles(repo, { 'protos/homeward/demo/v1/demo.proto': 'syntax = "proto3";\n' });

    expect(exportPreviousContracts(repo, 'HEAD', 'protos', destination)).toBe(true);
    expect(readdirSync(destination, { recursive: true }).map(String).sort()).toEqual([
      'buf.yaml',
      'homeward',
      path.join('homeward', 'demo'),
      path.join('homeward', 'demo', 'v1'),
      path.join('homeward', 'demo', 'v1', 'demo.proto'),
    ]);
    expect(readFileSync(path.join(destination, 'homeward/demo/v1/demo.proto'), 'utf8')).toBe(DEMO_PROTO);
  });

  it('reports no contracts at a revision without the directory', () => {
    expect(exportPreviousContracts(repo, 'HEAD~1', 'protos', destination)).toBe(false);
  });

  it('reports no contracts at a revision that does not exist (before the first commit, or beyond a shallow clone)', () => {
    expect(exportPreviousContracts(repo, 'HEAD~2', 'protos', destination)).toBe(false);
    expect(exportPreviousContracts(repo, 'no-such-branch', 'protos', destination)).toBe(false);
  });

  it('accepts a commit id as the revision', () => {
    const second = git(repo, 'rev-parse', 'HEAD');
    writeFiles(repo, { 'protos/homeward/demo/v1/demo.proto': DEMO_PROTO.replace('id', 'name') });
    commitAll(repo, 'third');
    expect(exportPreviousContracts(repo, second, 'protos', destination)).toBe(true);
    expect(readFileSync(path.join(destination, 'homeward/demo/v1/demo.proto'), 'utf8')).toBe(DEMO_PROTO);
  });
});
