// A real S3 server (s3rver) on a free port over a temporary directory, for the upload proxy's tests. s3rver checks a
// presigned URL's expiry but not its SigV4 signature, so the endpoint handed out is a front that checks signatures
// (and records what arrived) before passing requests on to s3rver; see sigv4-front.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'minio';
import { BUCKET } from './fake-inspection-analyzer';
import { startSignatureCheckingFront, type ArrivedRequest } from './sigv4-front';

interface S3rverServer {
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
// s3rver ships no types; this is the part of its API used here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const S3rver = require('s3rver') as new (options: Record<string, unknown>) => S3rverServer;

// s3rver's one fixed key pair.
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

export interface TestObjectStorage {
  /** The origin, e.g. `http://127.0.0.1:41234`. */
  endpoint: string;
  client: Client;
  /** Every request that reached the store, as it arrived. */
  arrived: ArrivedRequest[];
  stop(): Promise<void>;
}

export async function startObjectStorage(): Promise<TestObjectStorage> {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'bff-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: BUCKET }],
  });
  const address = await server.run();
  const front = await startSignatureCheckingFront(address, SECRET_KEY);
  const client = new Client({
    endPoint: '127.0.0.1',
    port: front.port,
    useSSL: false,
    accessKey: ACCESS_KEY,
    secretKey: SECRET_KEY,
    region: REGION,
    pathStyle: true,
  });
  return {
    endpoint: `http://127.0.0.1:${front.port}`,
    client,
    arrived: front.arrived,
    stop: async () => {
      await front.stop();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The object's bytes, or undefined when there is none. */
export async function readObject(client: Client, key: string): Promise<Buffer | undefined> {
  let stream;
  try {
    stream = await client.getObject(BUCKET, key);
  } catch (error) {
    if ((error as { code?: string }).code === 'NoSuchKey') return undefined;
    throw error;
  }
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
