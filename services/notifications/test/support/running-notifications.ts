import {
  connectDatabase,
  connectService,
  createLogger,
  deadLetterTopic,
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
  collectTestMessages,
  emailsTo,
  inProcess,
  startOrStop,
  startTestPublisher,
  startTopology,
  testMail,
  uniqueId,
  waitFor,
  type CaughtEmail,
  type CollectedMessage,
  type Collector,
  type TestIssuer,
  type WaitOptions,
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
  /** Produces an event exactly as the outbox relay does; `id` repeats a delivery when reused. */
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
  const mail = testMail();
  const groupPrefix = uniqueId(`notifications-${name}`);
  const appBaseUrl = env.APP_BASE_URL ?? `https://${groupPrefix.replace(/[^a-z0-9-]/gi, '-')}.homeward.test`;
  const topology = await startTopology({
    prefix: `notifications_${name}`,
    real: {
      notifications: {
        start: inProcess(loadNotificationsConfig, startNotificationsService),
        logger: testLogger,
        env: {
          SMTP_HOST: mail.smtpHost,
          SMTP_PORT: String(mail.smtpPort),
          APP_BASE_URL: appBaseUrl,
          ...env,
        },
      },
    },
  });
  return startOrStop(async (stops) => {
    const issuer = topology.issuer!;
    const publisher = stops.add(await startTestPublisher('homeward/notifications-test'), (started) =>
      started.stop(),
    );
    const db = stops.add(connectDatabase(topology.database('notifications').url), (started) =>
      started.destroy(),
    );
    const service = topology.service('notifications');
    const grpc = stops.add(
      connectService(NotificationServiceClient, NotificationServiceService, `127.0.0.1:${service.grpcPort}`),
      (connection) => connection.close(),
    );
    return {
      service,
      db,
      issuer,
      notifications: grpc.client,
      groupPrefix: topology.env('notifications').KAFKA_GROUP_PREFIX!,
      appBaseUrl,
      emailsTo: async (recipient) =>
        (await emailsTo(recipient)).filter((email) => (email.text ?? '').includes(`${appBaseUrl}/`)),
      publish: (topic, key, payload, id) => publisher.publish(topic, key, payload, { id }),
      publishRaw: (topic, key, value, id) => publisher.publishRaw(topic, key, value, { id }),
      tokenFor: async (userId) => ({ accessToken: await issuer.tokenFor(userId) }),
      stop: () => topology.stop(),
    };
  }, topology.stops);
}

/** Records what is parked on the dead-letter topics of `topics`, by every consumer group on this file's broker. */
export function collectDeadLetters(name: string, topics: TopicDefinition<unknown>[]): Promise<Collector> {
  return collectTestMessages(
    name,
    topics.map((topic) => deadLetterTopic(topic.name)),
  );
}

/**
 * Waits until THIS file's service has dead-lettered every one of `eventIds` and returns those messages in that
 * order. Every notifications instance on the broker dead-letters the same events under its own group, so only
 * messages from the service's own group count.
 */
export function deadLetteredBy(
  running: RunningNotifications,
  deadLetters: Collector,
  eventIds: string[],
  options: WaitOptions,
): Promise<CollectedMessage[]> {
  const ownGroup = `${running.groupPrefix}.notifications`;
  return waitFor(() => {
    const own = deadLetters.messages.filter((message) => message.headers['x-consumer-group'] === ownGroup);
    const byId = new Map(own.map((message) => [message.headers.ce_id, message]));
    const found = eventIds.map((id) => byId.get(id));
    return found.every((message) => message !== undefined) ? found : undefined;
  }, options);
}
