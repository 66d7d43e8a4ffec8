import { randomUUID } from 'node:crypto';
import type { Producer } from 'kafkajs';
import {
  ACKS_ALL,
  cloudEventHeaders,
  connectDatabase,
  connectService,
  createKafka,
  createLogger,
  createProducer,
  type Knex,
  type Logger,
  type PromiseClient,
  type TopicDefinition,
} from '@homeward/kit';
import {
  NotificationServiceClient,
  NotificationServiceService,
} from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import {
  createTestDatabase,
  emailsTo,
  startTestIssuer,
  testKafkaBrokers,
  testMail,
  uniqueId,
  type CaughtEmail,
  type TestDatabase,
  type TestIssuer,
} from '@homeward/testing';
import { loadNotificationsConfig } from '../../src/config';
import { startNotificationsService, type RunningService } from '../../src/service';

export const testLogger: Logger = createLogger('notifications-test', process.env.TEST_LOG_LEVEL ?? 'silent');

/** The real service in-process (ports 0), its database, an issuer for callers' tokens and a Kafka producer. */
export interface RunningNotifications {
  service: RunningService;
  /** The service's own database, for asserting on its tables. */
  db: Knex;
  issuer: TestIssuer;
  notifications: PromiseClient<NotificationServiceClient>;
  groupPrefix: string;
  /** This file's own APP_BASE_URL: every e-mail it sends links here. */
  appBaseUrl: string;
  /**
   * The e-mails maildev holds for `recipient` that THIS service sent. The mail catcher is shared by the whole run
   * (the broker is not: each test file has its own), so only this file's base URL in a link tells its own e-mails
   * apart from another file's to the same address.
   */
  emailsTo(recipient: string): Promise<CaughtEmail[]>;
  /** Produces an event exactly as the outbox relay does (CloudEvents binary mode, protobuf value). */
  publish<T>(topic: TopicDefinition<T>, key: string, payload: T, id?: string): Promise<string>;
  /** Produces arbitrary bytes under a topic's CloudEvents headers: a message no handler can decode. */
  publishRaw(topic: TopicDefinition<unknown>, key: string, value: Buffer, id?: string): Promise<string>;
  tokenFor(userId: string): Promise<{ accessToken: string }>;
  stop(): Promise<void>;
}

/** Starts everything for one test file; `env` overrides the service's variables (e.g. a dead SMTP port). */
export async function startNotifications(
  name: string,
  env: Record<string, string> = {},
): Promise<RunningNotifications> {
  let database: TestDatabase | undefined;
  let issuer: TestIssuer | undefined;
  let producer: Producer | undefined;
  let service: RunningService | undefined;
  let db: Knex | undefined;
  let grpc: ReturnType<typeof connectService<NotificationServiceClient>> | undefined;
  const stop = async () => {
    grpc?.close();
    await service?.stop();
    await producer?.disconnect();
    await db?.destroy();
    await issuer?.stop();
    await database?.drop();
  };
  try {
    database = await createTestDatabase(`notifications_${name}`);
    issuer = await startTestIssuer();
    const mail = testMail();
    const groupPrefix = uniqueId(`notifications-${name}`);
    const appBaseUrl =
      env.APP_BASE_URL ?? `https://${groupPrefix.replace(/[^a-z0-9-]/gi, '-')}.homeward.test`;
    const config = {
      ...loadNotificationsConfig({
        SERVICE_NAME: 'notifications',
        // the config insists on a real port; the test overrides it with 0 below
        GRPC_PORT: '50053',
        OPS_PORT: '9103',
        DATABASE_URL: database.url,
        KAFKA_BROKERS: testKafkaBrokers().join(','),
        KAFKA_GROUP_PREFIX: groupPrefix,
        KAFKA_SESSION_TIMEOUT_MS: '6000',
        IDENTITY_JWKS_URL: issuer.jwksUrl,
        JWT_ISSUER: issuer.issuer,
        JWT_AUDIENCE: issuer.audience,
        SMTP_HOST: mail.smtpHost,
        SMTP_PORT: String(mail.smtpPort),
        APP_BASE_URL: appBaseUrl,
        ...env,
      }),
      GRPC_PORT: 0,
      OPS_PORT: 0,
    };
    const kafka = createKafka({
      clientId: `notifications-test-${name}`,
      brokers: testKafkaBrokers(),
      logger: testLogger,
    });
    producer = createProducer(kafka);
    await producer.connect();
    service = await startNotificationsService(config, testLogger);
    db = connectDatabase(database.url);
    grpc = connectService(
      NotificationServiceClient,
      NotificationServiceService,
      `127.0.0.1:${service.grpcPort}`,
    );

    const connected = producer;
    const publishRaw = async (
      topic: TopicDefinition<unknown>,
      key: string,
      value: Buffer,
      id: string = randomUUID(),
    ) => {
      await connected.send({
        topic: topic.name,
        acks: ACKS_ALL,
        messages: [
          {
            key,
            value,
            headers: cloudEventHeaders({
              id,
              type: topic.ceType,
              source: 'homeward/notifications-test',
              time: new Date().toISOString(),
            }),
          },
        ],
      });
      return id;
    };
    const testIssuer = issuer;
    return {
      service,
      db,
      issuer,
      notifications: grpc.client,
      groupPrefix,
      appBaseUrl,
      emailsTo: async (recipient) =>
        (await emailsTo(recipient)).filter((email) => (email.text ?? '').includes(`${appBaseUrl}/`)),
      publish: (topic, key, payload, id) =>
        publishRaw(
          topic as TopicDefinition<unknown>,
          key,
          Buffer.from(topic.codec.encode(payload).finish()),
          id,
        ),
      publishRaw,
      tokenFor: async (userId) => ({ accessToken: await testIssuer.tokenFor(userId) }),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
