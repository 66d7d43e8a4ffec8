import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  startObjectStorage,
  type ObjectStorageCredentials,
  type RunningObjectStorage,
} from '@homeward/local-stack/src/object-storage';
import { freeServerPort } from '@homeward/local-stack/src/processes';
import { readTestEnvironment, type TestEnvironment } from './environment';
import { uniqueId } from './wait';

export type TestObjectStorage = ObjectStorageCredentials;

type ObjectStorageEnvironment = Pick<
  TestEnvironment,
  's3Endpoint' | 's3AccessKey' | 's3SecretKey' | 's3Region'
>;

export function objectStorageEnvironment(storage: ObjectStorageCredentials): ObjectStorageEnvironment {
  return {
    s3Endpoint: storage.endpoint,
    s3AccessKey: storage.accessKey,
    s3SecretKey: storage.secretKey,
    s3Region: storage.region,
  };
}

/**
 * s3rver in a throw-away directory, for the container provider too: it is an npm package, so it runs wherever the
 * tests do, and every run tests against the same S3 server whichever provider started PostgreSQL.
 */
export async function startTestObjectStorage(): Promise<{
  storage: RunningObjectStorage;
  stop(): Promise<void>;
}> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-test-s3-'));
  const storage = await startObjectStorage({ dataDir, port: await freeServerPort() });
  return {
    storage,
    stop: async () => {
      await storage.stop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The run's S3 server (s3rver, path-style). A test uses a bucket of its own (`createTestBucket`), so tests never share objects. */
export function testObjectStorage(): TestObjectStorage {
  const environment = readTestEnvironment();
  return {
    endpoint: environment.s3Endpoint,
    accessKey: environment.s3AccessKey,
    secretKey: environment.s3SecretKey,
    region: environment.s3Region,
  };
}

/**
 * Creates a fresh bucket named after `prefix` on the run's S3 server and returns its name. s3rver serves anonymous
 * requests (it checks credentials only when a request carries them), so an unsigned CreateBucket is enough here.
 */
export async function createTestBucket(prefix = 'test'): Promise<string> {
  // Bucket names: 3-63 lowercase letters, digits and hyphens.
  const bucket = uniqueId(prefix)
    .toLowerCase()
    .replace(/[^a-z0-9-]/g, '-')
    .slice(0, 63);
  const response = await fetch(`${testObjectStorage().endpoint}/${bucket}`, { method: 'PUT' });
  if (!response.ok) throw new Error(`creating bucket ${bucket}: S3 answered ${response.status}`);
  return bucket;
}
