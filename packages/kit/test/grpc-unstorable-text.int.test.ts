// A request whose text PostgreSQL cannot store (a NUL character) is refused by the kit's gRPC server with
// INVALID_ARGUMENT naming the proto field, before any handler runs: without that, the handler's query fails inside
// PostgreSQL and the caller gets INTERNAL (a 500 at the BFF). Any caller, not only the BFF.
import { status } from '@grpc/grpc-js';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { createTestDatabase, grpcFailureOf } from '@homeward/testing';
import {
  connectDatabase,
  connectService,
  createLogger,
  startGrpcServer,
  type Knex,
  type PromiseClient,
} from '../src';

const quiet = createLogger('kit-unstorable-text-test', process.env.TEST_LOG_LEVEL ?? 'silent');
const cleanups: (() => Promise<unknown> | unknown)[] = [];
let db: Knex;
let client: PromiseClient<NotificationServiceClient>;

beforeAll(async () => {
  const database = await createTestDatabase('kit_unstorable_text');
  db = connectDatabase(database.url);
  cleanups.push(
    () => database.drop(),
    () => db.destroy(),
  );
  await db.schema.createTable('seen', (table) => table.text('value'));
  // Handlers as a service writes them: whatever text arrives goes into a query.
  const server = await startGrpcServer({
    port: 0,
    logger: quiet,
    verifier: { verify: () => Promise.reject(new Error('no tokens in this test')) },
    services: [
      {
        definition: NotificationServiceService,
        publicMethods: ['listNotifications', 'markNotificationRead', 'markAllNotificationsRead'],
        implementation: {
          async listNotifications(request: { before?: { id: string } }) {
            await db('seen').where({ value: request.before?.id ?? '' });
            return { notifications: [], unreadCount: 0 };
          },
          async markNotificationRead(request: { notificationId: string }) {
            await db('seen').insert({ value: request.notificationId });
            return { unreadCount: 0 };
          },
          async markAllNotificationsRead() {
            return { marked: 0, unreadCount: 0 };
          },
        },
      },
    ],
  });
  cleanups.push(() => server.shutdown(100));
  const connection = connectService(
    NotificationServiceClient,
    NotificationServiceService,
    `127.0.0.1:${server.port}`,
  );
  cleanups.push(() => connection.close());
  client = connection.client;
});

afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

it('refuses a NUL in a top-level field with INVALID_ARGUMENT on that field, and stores nothing', async () => {
  const failure = await grpcFailureOf(client.markNotificationRead({ notificationId: 'abc\u0000def' }));
  expect(failure.code).toBe(status.INVALID_ARGUMENT);
  expect(failure.fields).toEqual({ notification_id: expect.stringMatching(/NUL/) });
  expect(await db('seen').count({ n: '*' }).first()).toEqual({ n: '0' });
});

it('names a nested field by its proto path', async () => {
  const failure = await grpcFailureOf(
    client.listNotifications({ pageSize: 1, before: { createdAt: '2026-01-01', id: '\u0000' } }),
  );
  expect(failure.code).toBe(status.INVALID_ARGUMENT);
  expect(failure.fields).toEqual({ 'before.id': expect.stringMatching(/NUL/) });
});

it('lets storable text through to the handler', async () => {
  await client.markNotificationRead({ notificationId: 'home \u{1F3E0} \u05D1\u05D9\u05EA' });
  expect(await db('seen').pluck('value')).toEqual(['home \u{1F3E0} \u05D1\u05D9\u05EA']);
});
