// helm/homeward/files/minio/setup.sh (the chart's post-install Job and compose's minio-buckets run it) has never run
// against a real MinIO: no MinIO server is installable here. This runs the script itself under `sh` with a fake `mc`
// on PATH (the edge: MinIO's admin API) that records each call and keeps the policy file the script hands it, and
// checks what it asks of MinIO: the bucket, the analyzer's user, and a policy granting that user only its bucket's
// object actions (issue 25 item 7). docs/deploy.md says what stays untested.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoPath } from './project';

const SCRIPT = repoPath('helm/homeward/files/minio/setup.sh');
const BUCKET = 'homeward-inspections';

interface PolicyStatement {
  Effect: string;
  Action: string[];
  Resource: string[];
  [other: string]: unknown;
}

interface Run {
  calls: string[][];
  policy: { Version: string; Statement: PolicyStatement[] };
}

/** Runs setup.sh with a fake `mc`; `failAttach`: `mc admin policy attach` fails as when already attached. */
function runSetup(bucket = BUCKET, failAttach = false): Run {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'minio-setup-'));
  try {
    const log = path.join(dir, 'calls.jsonl');
    const kept = path.join(dir, 'policy.json');
    fs.writeFileSync(
      path.join(dir, 'mc'),
      `#!/usr/bin/env node
const fs = require('node:fs');
const args = process.argv.slice(2);
fs.appendFileSync(${JSON.stringify(log)}, JSON.stringify(args) + '\\n');
if (args[0] === 'admin' && args[1] === 'policy' && args[2] === 'create') fs.copyFileSync(args[5], ${JSON.stringify(kept)});
if (args[0] === 'admin' && args[1] === 'policy' && args[2] === 'attach' && ${failAttach}) process.exit(1);
if (args[0] === 'admin' && args[1] === 'user' && args[2] === 'info') console.log('PolicyName: homeward-analyzer');
`,
      { mode: 0o755 },
    );
    execFileSync('sh', [SCRIPT], {
      env: {
        PATH: `${dir}:${process.env.PATH}`,
        ENDPOINT: 'http://minio:9000',
        MINIO_ROOT_USER: 'root-user',
        MINIO_ROOT_PASSWORD: 'root-password',
        BUCKET: bucket,
        ANALYZER_ACCESS_KEY: 'analyzer-key',
        ANALYZER_SECRET_KEY: 'analyzer-secret',
      },
      stdio: 'pipe',
    });
    const calls = fs
      .readFileSync(log, 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string[]);
    return { calls, policy: JSON.parse(fs.readFileSync(kept, 'utf8')) as Run['policy'] };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

describe('the MinIO setup script (files/minio/setup.sh)', () => {
  const run = runSetup();

  it("creates the bucket and the analyzer's own user, and attaches the policy to that user alone", () => {
    expect(run.calls).toEqual([
      ['alias', 'set', 'homeward', 'http://minio:9000', 'root-user', 'root-password'],
      ['mb', '--ignore-existing', `homeward/${BUCKET}`],
      ['admin', 'user', 'add', 'homeward', 'analyzer-key', 'analyzer-secret'],
      ['admin', 'policy', 'create', 'homeward', 'homeward-analyzer', '/tmp/analyzer-policy.json'],
      ['admin', 'policy', 'attach', 'homeward', 'homeward-analyzer', '--user', 'analyzer-key'],
    ]);
  });

  it("grants only the bucket's listing and its objects' get, put and delete, nothing wider", () => {
    expect(run.policy.Version).toBe('2012-10-17');
    expect(run.policy.Statement).toEqual([
      {
        Effect: 'Allow',
        Action: ['s3:ListBucket', 's3:GetBucketLocation'],
        Resource: [`arn:aws:s3:::${BUCKET}`],
      },
      {
        Effect: 'Allow',
        Action: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject', 's3:AbortMultipartUpload'],
        Resource: [`arn:aws:s3:::${BUCKET}/*`],
      },
    ]);
    for (const statement of run.policy.Statement) {
      for (const action of statement.Action)
        expect(action).not.toMatch(/\*|^admin:|^s3:(Create|Delete)Bucket|Policy|Acl/);
      for (const resource of statement.Resource)
        expect(resource.startsWith(`arn:aws:s3:::${BUCKET}`)).toBe(true);
    }
  });

  it('names the bucket it is given, and only that one', () => {
    const other = runSetup('reports-prod');
    expect(JSON.stringify(other.policy)).not.toContain(BUCKET);
    expect(other.policy.Statement.flatMap((statement) => statement.Resource)).toEqual([
      'arn:aws:s3:::reports-prod',
      'arn:aws:s3:::reports-prod/*',
    ]);
  });

  it('runs again cleanly when the policy is already attached (an upgrade)', () => {
    const again = runSetup(BUCKET, true);
    expect(again.calls.at(-1)).toEqual(['admin', 'user', 'info', 'homeward', 'analyzer-key']);
  });
});
