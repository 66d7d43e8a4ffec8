import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { binPath, REPO_ROOT } from '@homeward/local-stack/src/paths';
import { verdictOf, WARNED_EXIT } from './verdict';

const REGISTRY = 'https://registry.npmjs.org/';
// npm 11's own words when the bulk advisory endpoint fails (here: a registry mirror that has no such endpoint).
const ENDPOINT_STDERR =
  'npm warn audit 405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk\n' +
  'npm error audit endpoint returned an error\n';

const report = (vulnerabilities: Record<string, { severity: string }>) => {
  const counts = { info: 0, low: 0, moderate: 0, high: 0, critical: 0, total: 0 } as Record<string, number>;
  for (const { severity } of Object.values(vulnerabilities)) {
    counts[severity] = (counts[severity] ?? 0) + 1;
    counts.total = (counts.total ?? 0) + 1;
  }
  return JSON.stringify({ auditReportVersion: 2, vulnerabilities, metadata: { vulnerabilities: counts } });
};

describe('the dependency scan verdict', () => {
  it('passes a clean report, saying what it scanned', () => {
    const verdict = verdictOf({ stdout: report({}), stderr: '', exitCode: 0 }, REGISTRY);
    expect(verdict).toEqual({
      outcome: 'pass',
      lines: [`dependency scan against ${REGISTRY}: 0 advisories (critical 0, high 0, moderate 0, low 0)`],
    });
  });

  it('passes low and moderate advisories but counts them', () => {
    const verdict = verdictOf(
      { stdout: report({ a: { severity: 'low' }, b: { severity: 'moderate' } }), stderr: '', exitCode: 1 },
      REGISTRY,
    );
    expect(verdict.outcome).toBe('pass');
    expect(verdict.lines[0]).toContain('2 advisories (critical 0, high 0, moderate 1, low 1)');
  });

  it('fails on high or critical advisories, naming each package', () => {
    const verdict = verdictOf(
      {
        stdout: report({
          lodash: { severity: 'critical' },
          qs: { severity: 'high' },
          ms: { severity: 'low' },
        }),
        stderr: '',
        exitCode: 1,
      },
      REGISTRY,
    );
    expect(verdict.outcome).toBe('fail');
    expect(verdict.lines.slice(2)).toEqual(['  lodash: critical', '  qs: high']);
  });

  it('warns, plainly, when the advisory endpoint fails', () => {
    const stdout = JSON.stringify({
      message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
      statusCode: 405,
      error: { summary: '', detail: '' },
    });
    const verdict = verdictOf({ stdout, stderr: ENDPOINT_STDERR, exitCode: 1 }, REGISTRY);
    expect(verdict.outcome).toBe('unreachable');
    expect(verdict.lines).toEqual([
      `WARNING: dependency scan skipped: the advisory database at ${REGISTRY} could not be reached ` +
        '(405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk).',
      'WARNING: the dependencies were NOT checked for known vulnerabilities in this run.',
    ]);
  });

  it('fails when npm audit did not produce a report at all (no silent pass)', () => {
    const verdict = verdictOf(
      {
        stdout: '',
        stderr: 'npm error code ENOLOCK\nnpm error audit This command requires an existing lockfile.\n',
        exitCode: 1,
      },
      REGISTRY,
    );
    expect(verdict.outcome).toBe('fail');
    expect(verdict.lines[0]).toBe('the dependency scan did not run (npm audit exited 1):');
    expect(verdict.lines[1]).toBe('  npm error code ENOLOCK');
    expect(verdictOf({ stdout: '{"message":"x"}', stderr: 'other', exitCode: 1 }, REGISTRY).outcome).toBe(
      'fail',
    );
  });

  it('runs npm audit against a registry that cannot be reached: a warning and its own exit code', () => {
    const run = spawnSync(
      binPath('tsx'),
      [path.join(__dirname, 'main.ts'), '--registry=http://127.0.0.1:1/'],
      { cwd: REPO_ROOT, encoding: 'utf8', timeout: 60_000 },
    );
    expect(run.status).toBe(WARNED_EXIT);
    expect(run.stdout).toContain(
      'WARNING: dependency scan skipped: the advisory database at http://127.0.0.1:1/ could not be reached',
    );
    expect(run.stdout).toContain('ECONNREFUSED');
  }, 60_000);
});
