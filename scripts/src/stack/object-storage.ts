import fs from 'node:fs';
import { binPath } from './paths';
import { startProcess, tcpAccepts, waitUntil, type ManagedProcess } from './processes';

export interface RunningObjectStorage {
  endpoint: string;
  port: number;
  accessKey: string;
  secretKey: string;
  process: ManagedProcess;
  stop(): Promise<void>;
}

// s3rver's fixed credentials; it accepts presigned URLs without checking their signatures.
const S3RVER_ACCESS_KEY = 'S3RVER';
const S3RVER_SECRET_KEY = 'S3RVER';

/** An S3-compatible server (s3rver) over a local directory: what MinIO is in compose and Kubernetes. */
export async function startObjectStorage({
  dataDir,
  port,
  logFile,
}: {
  dataDir: string;
  port: number;
  logFile?: string;
}): Promise<RunningObjectStorage> {
  fs.mkdirSync(dataDir, { recursive: true });
  const s3rver = startProcess(
    's3rver',
    binPath('s3rver'),
    ['--directory', dataDir, '--address', '127.0.0.1', '--port', String(port), '--silent'],
    {
      logFile,
    },
  );
  await waitUntil('s3rver', () => tcpAccepts(port), { process: s3rver });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    port,
    accessKey: S3RVER_ACCESS_KEY,
    secretKey: S3RVER_SECRET_KEY,
    process: s3rver,
    stop: () => s3rver.stop(),
  };
}
