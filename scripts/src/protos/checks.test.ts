import { appendFileSync, copyFileSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { checkBreaking, checkDrift, checkFormat, checkLint, runChecks } from './checks';
import { generateContracts } from './generate';
import { checkoutLayout, protosLayout, type ProtosLayout } from './layout';
import { formatReport } from './report';
import { commitAll, initRepo, writeFiles } from './test-repo';

const DEMO_PROTO_PATH = 'homeward/demo/v1/demo.proto';
const DEMO_PROTO = `syntax = "proto3";

package homeward.demo.v1;

message DemoCreated {
  string demo_id = 1;
  string owner_id = 2;
}
`;

/**
 * A repository of its own with a one-file buf module, this checkout's buf.yaml and buf.gen.yaml, and this
 * checkout's node_modules (buf and ts-proto) linked in, so the checks run exactly as they do on `protos/`.
 */
function createRepo(base: string): ProtosLayout {
  const real = checkoutLayout();
  const repo = path.join(base, 'repo');
  const layout = protosLayout(repo);
  initRepo(repo);
  writeFiles(repo, { '.gitignore': 'node_modules\n' });
  writeFiles(layout.protosDir, { [DEMO_PROTO_PATH]: DEMO_PROTO });
  for (const file of ['buf.yaml', 'buf.gen.yaml']) {
    copyFileSync(path.join(real.protosDir, file), path.join(layout.protosDir, file));
  }
  symlinkSync(path.join(real.repoRoot, 'node_modules'), path.join(repo, 'node_modules'));
  generateContracts(layout);
  commitAll(repo, 'demo contracts');
  return layout;
}

function editDemoProto(layout: ProtosLayout, edit: (source: string) => string): void {
  const file = path.join(layout.protosDir, DEMO_PROTO_PATH);
  writeFiles(layout.protosDir, { [DEMO_PROTO_PATH]: edit(readFileSync(file, 'utf8')) });
}

describe('protos checks on a temporary module', () => {
  let base: string;
  let layout: ProtosLayout;

  beforeEach(() => {
    base = mkdtempSync(path.join(tmpdir(), 'protos-checks-test-'));
    layout = createRepo(base);
  });
  afterEach(() => rmSync(base, { recursive: true, force: true }));

  it('passes a clean module, skipping breaking when the previous commit does not exist', () => {
    const results = runChecks(layout, 'HEAD~1');
    expect(results.map(({ name, status }) => [name, status])).toEqual([
      ['lint', 'ok'],
      ['format', 'ok'],
      ['drift', 'ok'],
      ['breaking', 'skipped'],
    ]);
    expect(formatReport(results)).toContain('breaking (skipped: no previous contracts at HEAD~1)');
  });

  it('fails lint on a STANDARD violation', () => {
    editDemoProto(layout, (source) => source.replace('message DemoCreated', 'message demo_created'));
    const result = checkLint(layout);
    expect(result.status).toBe('failed');
    expect(result.details.join('\n')).toMatch(/demo_created.*PascalCase/);
  });

  it('fails format on a file buf format would rewrite', () => {
    editDemoProto(layout, (source) => source.replace('  string demo_id = 1;', 'string   demo_id=1;'));
    const result = checkFormat(layout);
    expect(result.status).toBe('failed');
    expect(result.details).toContain('-string   demo_id=1;');
  });

  it('fails drift when the committed output was edited by hand, naming the file', () => {
    appendFileSync(path.join(layout.genDir, 'homeward/demo/v1/demo.ts'), '// edited\n');
    const result = checkDrift(layout);
    expect(result.status).toBe('failed');
    expect(result.details).toEqual(['differs: protos/gen/homeward/demo/v1/demo.ts']);
  });

  it('fails drift when a source changed but the output was not regenerated', () => {
    editDemoProto(layout, (source) =>
      source.replace('string owner_id = 2;', 'string owner_id = 2;\n  string note = 3;'),
    );
    expect(checkDrift(layout).status).toBe('failed');
    generateContracts(layout);
    expect(checkDrift(layout).status).toBe('ok');
  });

  it('fails breaking on a renamed field, and passes an added one', () => {
    editDemoProto(layout, (source) =>
      source.replace('string owner_id = 2;', 'string owner_id = 2;\n  string note = 3;'),
    );
    expect(checkBreaking(layout, 'HEAD')).toMatchObject({ status: 'ok', note: 'against HEAD' });

    editDemoProto(layout, (source) => source.replace('owner_id', 'owner_user_id'));
    const result = checkBreaking(layout, 'HEAD');
    expect(result.status).toBe('failed');
    expect(result.details.join('\n')).toMatch(/changed name from "owner_id" to "owner_user_id"/);
  });

  it('reports a check that cannot run as failed instead of stopping the run', () => {
    const results = runChecks({ ...layout, bufBin: path.join(base, 'missing', 'buf') }, 'HEAD');
    expect(results.map((result) => result.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect(formatReport(results)).toMatch(/^FAILED {2}lint\n {10}buf is not installed at /);
  });
});
