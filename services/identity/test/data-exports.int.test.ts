// Data exports (issue 25 item 9): the request and its limits, the parts collected from every service through
// Kafka, the export made ready by the last one, and an overdue export failed with its parts deleted.
jest.setTimeout(90_000);

import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { isServiceError, type Knex } from '@homeward/kit';
import {
  UserExportPartReady,
  UserExportReady,
  UserExportRequested,
} from '@homeward/protos/gen/homeward/identity/v1/events';
import { DataExportStatus } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  startTestPublisher,
  waitFor,
  type Collector,
  type TestPublisher,
} from '@homeward/testing';
import { DataExports } from '../src/application/data-exports';
import { DATA_EXPORT_MESSAGES, EXPORT_SERVICES } from '../src/domain/data-export';
import { uniqueEmail, verifiedAccount } from './support/accounts';
import { startIdentityHarness, type IdentityHarness, type TestIdentity } from './support/identity';

let harness: IdentityHarness;
let db: Knex;
let identity: TestIdentity;
let collector: Collector;
let publisher: TestPublisher;

beforeAll(async () => {
  harness = await startIdentityHarness('identity_data_exports');
  db = harness.db;
  [identity, collector, publisher] = await Promise.all([
    harness.start({ DATA_EXPORTS_PER_DAY: '2' }),
    collectTestMessages('identity', [
      'user.registered',
      'user.export_requested',
      'user.export_part_ready',
      'user.export_ready',
    ]),
    startTestPublisher('homeward/test'),
  ]);
});

afterAll(async () => {
  await publisher?.stop();
  await collector?.stop();
  await harness?.stop();
});

const as = (accessToken: string) => ({ accessToken });

async function refusal(call: Promise<unknown>) {
  try {
    await call;
  } catch (error) {
    if (!isServiceError(error)) throw error;
    return { code: error.code, message: error.details, retryAfter: error.metadata.get('retry-after')[0] };
  }
  throw new Error('expected the call to be refused');
}

function partOf(exportId: string, userId: string, service: string, records: unknown) {
  return UserExportPartReady.fromPartial({
    exportId,
    userId,
    service,
    contentJson: Buffer.from(JSON.stringify(records)),
    attachments:
      service === 'inspection-analyzer'
        ? [{ archivePath: 'inspection-reports/a.pdf', objectKey: `${userId}/a.pdf` }]
        : [],
    occurredAt: new Date().toISOString(),
  });
}

describe('an export requested, collected from every service and made ready', () => {
  it('publishes user.export_requested, stores each part once, and is ready when the last service answers', async () => {
    const ann = await verifiedAccount(identity, collector, uniqueEmail('export-ann'), 'Ann Export');
    const bob = await verifiedAccount(identity, collector, uniqueEmail('export-bob'), 'Bob Export');

    const { export: requested } = await identity.client.requestDataExport({}, as(ann.accessToken));
    expect(requested).toMatchObject({ status: DataExportStatus.DATA_EXPORT_STATUS_PREPARING, services: [] });
    const exportId = requested!.exportId;
    const event = await waitFor(() =>
      collector
        .on('user.export_requested')
        .map((message) => UserExportRequested.decode(message.value!))
        .find((payload) => payload.exportId === exportId),
    );
    expect(event.userId).toBe(ann.userId);

    // Another at once is refused while this one is being prepared.
    expect(await refusal(identity.client.requestDataExport({}, as(ann.accessToken)))).toMatchObject({
      code: status.RESOURCE_EXHAUSTED,
      message: DATA_EXPORT_MESSAGES.inProgress,
    });

    // identity answers for the account itself, through its own consumer.
    const own = await waitFor(() =>
      collector
        .on('user.export_part_ready')
        .map((message) => UserExportPartReady.decode(message.value!))
        .find((part) => part.exportId === exportId && part.service === 'identity'),
    );
    const account = JSON.parse(Buffer.from(own.contentJson).toString('utf8')) as {
      account: { full_name: string };
    };
    expect(account.account.full_name).toBe('Ann Export');
    expect(Buffer.from(own.contentJson).toString('utf8')).not.toMatch(/password_hash|scrypt|refresh_token/);

    // Every other service answers; property twice (a redelivery with other content must not replace the first).
    const others = EXPORT_SERVICES.filter((service) => service !== 'identity');
    for (const service of others) {
      await publisher.publish(
        topics.userExportPartReady,
        exportId,
        partOf(exportId, ann.userId, service, { service }),
      );
    }
    await publisher.publish(
      topics.userExportPartReady,
      exportId,
      partOf(exportId, ann.userId, 'property', { replaced: true }),
    );

    const ready = await waitFor(
      async () => {
        const { exports } = await identity.client.listDataExports({}, as(ann.accessToken));
        const found = exports.find((listed) => listed.exportId === exportId);
        return found?.status === DataExportStatus.DATA_EXPORT_STATUS_READY ? found : undefined;
      },
      { timeoutMs: 60_000, message: 'the export to become ready' },
    );
    expect(ready.services).toEqual([...EXPORT_SERVICES]);
    // notifications is told once, with the address to e-mail and when the link stops working
    const told = await waitFor(() => {
      const found = collector
        .on('user.export_ready')
        .map((message) => UserExportReady.decode(message.value!))
        .filter((payload) => payload.exportId === exportId);
      return found.length > 0 ? found : undefined;
    });
    expect(told).toEqual([
      expect.objectContaining({ userId: ann.userId, fullName: 'Ann Export', expiresAt: ready.expiresAt }),
    ]);
    expect(new Date(ready.expiresAt).getTime() - new Date(ready.readyAt).getTime()).toBe(
      7 * 24 * 3600 * 1000,
    );

    const property = await identity.client.getDataExportPart(
      { exportId, service: 'property' },
      as(ann.accessToken),
    );
    expect(JSON.parse(Buffer.from(property.contentJson).toString('utf8'))).toEqual({ service: 'property' });
    const reports = await identity.client.getDataExportPart(
      { exportId, service: 'inspection-analyzer' },
      as(ann.accessToken),
    );
    expect(reports.attachments).toEqual([
      { archivePath: 'inspection-reports/a.pdf', objectKey: `${ann.userId}/a.pdf` },
    ]);

    // Only the owner: another user's export id is not found, as is an unknown one.
    for (const id of [exportId, randomUUID()]) {
      expect(
        await refusal(
          identity.client.getDataExportPart({ exportId: id, service: 'property' }, as(bob.accessToken)),
        ),
      ).toMatchObject({ code: status.NOT_FOUND, message: DATA_EXPORT_MESSAGES.notFound });
    }
    expect((await identity.client.listDataExports({}, as(bob.accessToken))).exports).toEqual([]);

    // Ready, so another may be asked for; then the day's two are used up, with the wait in words.
    await identity.client.requestDataExport({}, as(ann.accessToken));
    await db('data_exports').where({ user_id: ann.userId, status: 'preparing' }).update({ status: 'failed' });
    const limited = await refusal(identity.client.requestDataExport({}, as(ann.accessToken)));
    expect(limited).toMatchObject({ code: status.RESOURCE_EXHAUSTED });
    expect(limited.message).toMatch(
      /^You can ask for 2 data exports a day\. Please try again in \d+ hours?\.$/,
    );
    expect(Number(limited.retryAfter)).toBeGreaterThan(23 * 3600);
  });
});

describe('an export that does not complete in time', () => {
  const policy = { perDay: 3, timeoutSeconds: 3600, retentionSeconds: 7 * 24 * 3600 };
  const relay = { notify: () => undefined, start: () => undefined } as never;

  it('fails at its deadline, drops the parts it had and any that arrive late, and the owner can ask again', async () => {
    const carl = await verifiedAccount(identity, collector, uniqueEmail('export-carl'));
    const exports = new DataExports(db, relay, policy);
    const asked = new Date('2026-11-28T10:00:00Z');
    const requested = await exports.request(carl.userId, asked);
    const part = (service: string) => ({
      exportId: requested.id,
      userId: carl.userId,
      service,
      contentJson: Buffer.from('{}'),
      attachments: [],
    });
    expect(await db.transaction((trx) => exports.receivePart(trx, part('property'), asked))).toBe('stored');
    expect(await db.transaction((trx) => exports.receivePart(trx, part('property'), asked))).toBe(
      'duplicate',
    );
    expect(await db.transaction((trx) => exports.receivePart(trx, part('unknown'), asked))).toBe('ignored');
    // a part naming another user is never filed under this export
    expect(
      await db.transaction((trx) =>
        exports.receivePart(trx, { ...part('tour'), userId: randomUUID() }, asked),
      ),
    ).toBe('ignored');

    const late = new Date(asked.getTime() + 3600 * 1000);
    expect((await exports.list(carl.userId, late))[0]).toMatchObject({ id: requested.id, status: 'failed' });
    await exports.settle(late);
    expect(await db('data_exports').where({ id: requested.id }).first()).toMatchObject({ status: 'failed' });
    expect(await db('data_export_parts').where({ export_id: requested.id })).toEqual([]);
    expect(await db.transaction((trx) => exports.receivePart(trx, part('tour'), late))).toBe('ignored');
    await expect(exports.part(carl.userId, requested.id, 'property', late)).rejects.toThrow(
      DATA_EXPORT_MESSAGES.failed,
    );

    const again = await exports.request(carl.userId, late);
    expect(again.status).toBe('preparing');
  });

  it('expires a ready export after its retention: its parts are deleted and it is no longer listed', async () => {
    const dee = await verifiedAccount(identity, collector, uniqueEmail('export-dee'));
    const exports = new DataExports(db, relay, policy);
    const asked = new Date('2026-11-20T10:00:00Z');
    const requested = await exports.request(dee.userId, asked);
    for (const service of EXPORT_SERVICES) {
      const part = {
        exportId: requested.id,
        userId: dee.userId,
        service,
        contentJson: Buffer.from('{}'),
        attachments: [],
      };
      await db.transaction((trx) => exports.receivePart(trx, part, asked));
    }
    expect((await exports.list(dee.userId, asked))[0]).toMatchObject({ status: 'ready' });
    const expired = new Date(asked.getTime() + policy.retentionSeconds * 1000);
    expect(await exports.list(dee.userId, expired)).toEqual([]);
    await expect(exports.part(dee.userId, requested.id, 'identity', expired)).rejects.toThrow(
      DATA_EXPORT_MESSAGES.notFound,
    );
    await exports.settle(expired);
    expect(await db('data_export_parts').where({ export_id: requested.id })).toEqual([]);
  });

  it('goes with the account: deleting the user row deletes its exports and parts', async () => {
    const eve = await verifiedAccount(identity, collector, uniqueEmail('export-eve'));
    const exports = new DataExports(db, relay, policy);
    const requested = await exports.request(eve.userId);
    await db.transaction((trx) =>
      exports.receivePart(trx, {
        exportId: requested.id,
        userId: eve.userId,
        service: 'tour',
        contentJson: Buffer.from('{}'),
        attachments: [],
      }),
    );
    await db('users').where({ id: eve.userId }).delete();
    expect(await db('data_exports').where({ id: requested.id })).toEqual([]);
    expect(await db('data_export_parts').where({ export_id: requested.id })).toEqual([]);
  });
});
