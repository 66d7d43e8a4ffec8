// Object storage, one S3 bucket per service through the `minio` client: s3rver locally, MinIO in compose and the
// chart. The mechanism only: which keys a service writes, and when they go, is that service's business (the
// analyzer's report files, documents' completed PDFs).
import type { Readable } from 'node:stream';
import { Client } from 'minio';
import type { Logger } from '../logger';

export interface ObjectStorageSettings {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  bucket: string;
  region: string;
}

export interface StoredObject {
  size: number;
  contentType: string | undefined;
}

export interface ListedObject {
  key: string;
  lastModified: Date;
}

/** The store was unreachable or failed: worth retrying, unlike an object that is not there. */
export class StorageUnavailableError extends Error {
  constructor(operation: string, options?: ErrorOptions) {
    super(`object storage ${operation} failed`, options);
    this.name = 'StorageUnavailableError';
  }
}

/** An object larger than the reader allows; the bytes past the cap were never held in memory. */
export class ObjectTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`object is larger than ${limit} bytes`);
    this.name = 'ObjectTooLargeError';
  }
}

export interface ObjectStorage {
  readonly bucket: string;
  /** Creates the bucket when it does not exist yet (start-up). */
  ensureBucket(): Promise<void>;
  /** A URL the browser PUTs the file to, valid `ttlSeconds`. */
  presignedPut(key: string, ttlSeconds: number): Promise<string>;
  /** A URL that GETs the object, valid `ttlSeconds` (the owner's data export copies the file through it). */
  presignedGet(key: string, ttlSeconds: number): Promise<string>;
  /** Where the object lives, without any query string: safe to store and show. */
  objectUrl(key: string): string;
  /** Size and type, or undefined when there is no such object. */
  stat(key: string): Promise<StoredObject | undefined>;
  /** The first `bytes` bytes (fewer for a smaller object). */
  readHead(key: string, bytes: number): Promise<Buffer>;
  /** `length` bytes from `offset`. */
  readRange(key: string, offset: number, length: number): Promise<Buffer>;
  /** The whole object, refused past `maxBytes` without holding more than that. */
  read(key: string, maxBytes: number): Promise<Buffer>;
  /** Stores `body` under `key`, replacing what was there. */
  write(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Deletes the object; deleting one that is not there is not an error. */
  remove(key: string): Promise<void>;
  /** Every object whose key starts with `prefix`, in key order, read page by page as the caller iterates. */
  list(prefix: string): AsyncIterable<ListedObject>;
}

const NOT_FOUND_CODES = new Set(['NotFound', 'NoSuchKey', 'NoSuchObject']);

/** The object (or its bucket) is not there: a caller's problem, never retried. */
export const isObjectMissing = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  NOT_FOUND_CODES.has(String((error as { code?: unknown }).code));

async function collect(stream: Readable, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
    total += buffer.length;
    if (total > maxBytes) {
      stream.destroy();
      throw new ObjectTooLargeError(maxBytes);
    }
    chunks.push(buffer);
  }
  return Buffer.concat(chunks, total);
}

export function createObjectStorage(settings: ObjectStorageSettings, logger: Logger): ObjectStorage {
  const url = new URL(settings.endpoint);
  const useSSL = url.protocol === 'https:';
  const client = new Client({
    endPoint: url.hostname,
    port: url.port ? Number(url.port) : useSSL ? 443 : 80,
    useSSL,
    accessKey: settings.accessKey,
    secretKey: settings.secretKey,
    region: settings.region,
    // bucket in the path: works for s3rver, MinIO and any host name, and is what the BFF's upload proxy expects
    pathStyle: true,
  });
  const { bucket } = settings;
  const base = `${url.origin}${url.pathname.replace(/(?<!\/)\/+$/, '')}`;

  /** Runs one storage call; any failure but "not found" is the store being unavailable. */
  async function call<T>(operation: string, run: () => Promise<T>): Promise<T> {
    try {
      return await run();
    } catch (error) {
      if (isObjectMissing(error) || error instanceof ObjectTooLargeError) throw error;
      logger.warn({ err: error, operation }, 'object storage call failed');
      throw new StorageUnavailableError(operation, { cause: error });
    }
  }

  return {
    bucket,
    async ensureBucket() {
      await call('bucket check', async () => {
        if (!(await client.bucketExists(bucket))) await client.makeBucket(bucket, settings.region);
      });
    },
    presignedPut: (key, ttlSeconds) =>
      call('presign', () => client.presignedPutObject(bucket, key, ttlSeconds)),
    presignedGet: (key, ttlSeconds) =>
      call('presign', () => client.presignedGetObject(bucket, key, ttlSeconds)),
    objectUrl: (key) =>
      `${base}/${encodeURIComponent(bucket)}/${key.split('/').map(encodeURIComponent).join('/')}`,
    async stat(key) {
      try {
        const stat = await call('stat', () => client.statObject(bucket, key));
        const contentType = stat.metaData?.['content-type'] as string | undefined;
        return { size: stat.size, contentType };
      } catch (error) {
        if (isObjectMissing(error)) return undefined;
        throw error;
      }
    },
    readHead: (key, bytes) =>
      call('read', async () => collect(await client.getPartialObject(bucket, key, 0, bytes), bytes)),
    readRange: (key, offset, length) =>
      call('read', async () => collect(await client.getPartialObject(bucket, key, offset, length), length)),
    read: (key, maxBytes) => call('read', async () => collect(await client.getObject(bucket, key), maxBytes)),
    async write(key, body, contentType) {
      await call('write', () =>
        client.putObject(bucket, key, body, body.length, { 'Content-Type': contentType }),
      );
    },
    async remove(key) {
      await call('remove', () => client.removeObject(bucket, key));
    },
    async *list(prefix) {
      const stream = client.listObjectsV2(bucket, prefix, true);
      try {
        for await (const item of stream as AsyncIterable<{ name?: string; lastModified?: Date }>) {
          if (item.name && item.lastModified) yield { key: item.name, lastModified: item.lastModified };
        }
      } catch (error) {
        logger.warn({ err: error, operation: 'list' }, 'object storage call failed');
        throw new StorageUnavailableError('list', { cause: error });
      }
    },
  };
}
