import fs from 'node:fs';
import { componentOf, SERVICE_NAMES } from '@homeward/topology';
import { binPath } from './paths';
import { httpOk, startProcess, waitUntil, type ManagedProcess } from './processes';

export interface ObjectStorageCredentials {
  /** Path-style S3 endpoint, e.g. `http://127.0.0.1:4568`. */
  endpoint: string;
  accessKey: string;
  secretKey: string;
  region: string;
}

export interface RunningObjectStorage extends ObjectStorageCredentials {
  port: number;
  process: ManagedProcess;
  stop(): Promise<void>;
}

/** Every component's own bucket, as components.yaml names them. */
export const BUCKETS: readonly string[] = SERVICE_NAMES.flatMap((name) => componentOf(name).bucket ?? []);

// s3rver's one fixed key pair. It checks that a request names this access key (and a presigned URL's expiry), but
// not SigV4 signatures themselves: MinIO and S3 do, so a signing mistake shows in compose and the chart first.
const S3RVER_ACCESS_KEY = 'S3RVER';
const S3RVER_SECRET_KEY = 'S3RVER';
// s3rver ignores the region, but SigV4 signs it, so clients must agree on one.
const S3RVER_REGION = 'us-east-1';

/**
 * An S3-compatible server (s3rver) over a local directory: what MinIO is in compose and the chart. `buckets` exist
 * from the start (created if the directory does not hold them yet), so no process has to create them.
 */
export async function startObjectStorage({
  dataDir,
  port,
  buckets = [...BUCKETS],
  logFile,
}: {
  dataDir: string;
  port: number;
  buckets?: string[];
  logFile?: string;
}): Promise<RunningObjectStorage> {
  fs.mkdirSync(dataDir, { recursive: true });
  const s3rver = startProcess(
    's3rver',
    binPath('s3rver'),
    [
      '--directory',
      dataDir,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
      // Path-style only (`/<bucket>/<key>`): what every Homeward client uses, so no Host is read as a bucket name.
      '--no-vhost-buckets',
      ...buckets.flatMap((bucket) => ['--configure-bucket', bucket]),
    ],
    { logFile },
  );
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver answers an anonymous ListBuckets once it listens.
  // A busy machine (the test suite, a bench) can take tens of seconds to load a node server.
  await waitUntil('s3rver', () => httpOk(endpoint), { process: s3rver, timeoutMs: 90_000 });
  return {
    endpoint,
    port,
    accessKey: S3RVER_ACCESS_KEY,
    secretKey: S3RVER_SECRET_KEY,
    region: S3RVER_REGION,
    process: s3rver,
    stop: () => s3rver.stop(),
  };
}
