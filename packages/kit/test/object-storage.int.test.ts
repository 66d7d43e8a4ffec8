// The kit's S3 adapter against the run's s3rver: what the analyzer and documents both rely on (write, read back,
// stat, list by prefix, remove twice, a cap on reads, and an unreachable store told apart from a missing object).
import {
  createLogger,
  createObjectStorage,
  isObjectMissing,
  ObjectTooLargeError,
  StorageUnavailableError,
  type ObjectStorage,
} from '@homeward/kit';
import { createTestBucket, testObjectStorage } from '@homeward/testing';

const logger = createLogger('storage-test', 'silent');

async function keysUnder(storage: ObjectStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys;
}

describe('kit object storage (s3rver)', () => {
  let storage: ObjectStorage;

  beforeAll(async () => {
    storage = createObjectStorage(
      { ...testObjectStorage(), bucket: await createTestBucket('kit-storage') },
      logger,
    );
    await storage.ensureBucket();
  });

  it('writes an object and reads back the same bytes, type and size', async () => {
    const body = Buffer.from('%PDF-1.7 bytes of a test document');
    await storage.write('users/u1/offer_letter/a.pdf', body, 'application/pdf');

    expect(await storage.read('users/u1/offer_letter/a.pdf', 1_000)).toEqual(body);
    expect(await storage.stat('users/u1/offer_letter/a.pdf')).toEqual({
      size: body.length,
      contentType: 'application/pdf',
    });
    expect(await storage.readHead('users/u1/offer_letter/a.pdf', 5)).toEqual(Buffer.from('%PDF-'));
  });

  it('replaces an object written twice under one key', async () => {
    await storage.write('replaced.pdf', Buffer.from('first'), 'application/pdf');
    await storage.write('replaced.pdf', Buffer.from('second'), 'application/pdf');
    expect((await storage.read('replaced.pdf', 100)).toString()).toBe('second');
  });

  it('refuses a read past its cap', async () => {
    await storage.write('big.bin', Buffer.alloc(2_048, 7), 'application/octet-stream');
    await expect(storage.read('big.bin', 1_024)).rejects.toBeInstanceOf(ObjectTooLargeError);
  });

  it('lists by prefix and removes, a missing object being no error', async () => {
    await storage.write('users/u2/purchase_agreement/b.pdf', Buffer.from('b'), 'application/pdf');
    await storage.write('users/u2/offer_letter/c.pdf', Buffer.from('c'), 'application/pdf');
    await storage.write('users/u3/offer_letter/d.pdf', Buffer.from('d'), 'application/pdf');

    expect(await keysUnder(storage, 'users/u2/')).toEqual([
      'users/u2/offer_letter/c.pdf',
      'users/u2/purchase_agreement/b.pdf',
    ]);
    await storage.remove('users/u2/offer_letter/c.pdf');
    await storage.remove('users/u2/offer_letter/c.pdf');
    expect(await keysUnder(storage, 'users/u2/')).toEqual(['users/u2/purchase_agreement/b.pdf']);
    expect(await storage.stat('users/u2/offer_letter/c.pdf')).toBeUndefined();
    const missing = await storage.read('users/u2/offer_letter/c.pdf', 100).catch((error: unknown) => error);
    expect(isObjectMissing(missing)).toBe(true);
  });

  it('reports an unreachable store as unavailable, not as a missing object', async () => {
    // Port 9 (discard) on the loopback: nothing listens there, so the connection is refused at once.
    const down = createObjectStorage(
      { ...testObjectStorage(), endpoint: 'http://127.0.0.1:9', bucket: 'unreachable' },
      logger,
    );
    await expect(down.write('x.pdf', Buffer.from('x'), 'application/pdf')).rejects.toBeInstanceOf(
      StorageUnavailableError,
    );
    await expect(down.read('x.pdf', 10)).rejects.toBeInstanceOf(StorageUnavailableError);
  });
});
