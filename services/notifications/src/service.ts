import {
  checkDatabase,
  connectDatabase,
  createKafka,
  createRemoteVerifier,
  EventConsumer,
  Lifecycle,
  migrateToLatest,
  startGrpcServer,
  startOpsServer,
  type Logger,
} from '@homeward/kit';
import { NotificationServiceService } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { migrations } from '../migrations';
import type { NotificationsConfig } from './config';
import { EmailDispatcher } from './email/email-dispatcher';
import { createSmtpMailer } from './email/mailer';
import { subscribeToEvents } from './events/subscriptions';
import { NotificationServiceHandler } from './handlers/notification-service';

export interface RunningService {
  grpcPort: number;
  opsPort: number;
  stop(): Promise<void>;
}

/**
 * Starts every part and registers it for shutdown, which runs in reverse: the servers stop taking calls, the
 * consumer leaves its group, the dispatcher finishes its pass, and only then does the database close.
 */
export async function startNotificationsService(
  config: NotificationsConfig,
  logger: Logger,
): Promise<RunningService> {
  const lifecycle = new Lifecycle(logger);
  try {
    const db = connectDatabase(config.DATABASE_URL);
    lifecycle.onShutdown('database', () => db.destroy());
    await migrateToLatest(db, migrations);

    const mailer = createSmtpMailer({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE,
      user: config.SMTP_USER,
      password: config.SMTP_PASSWORD,
      from: config.MAIL_FROM,
    });
    lifecycle.onShutdown('smtp transport', () => mailer.close());
    const dispatcher = new EmailDispatcher({
      db,
      mailer,
      logger,
      pollIntervalMs: config.EMAIL_POLL_INTERVAL_MS,
      policy: {
        maxAttempts: config.EMAIL_MAX_ATTEMPTS,
        backoff: { initialMs: config.EMAIL_RETRY_INITIAL_MS, maxMs: config.EMAIL_RETRY_MAX_MS },
      },
    });
    dispatcher.start();
    lifecycle.onShutdown('email dispatcher', () => dispatcher.stop());

    const kafka = createKafka({ clientId: config.SERVICE_NAME, brokers: config.KAFKA_BROKERS, logger });
    const consumer = new EventConsumer({
      kafka,
      db,
      groupId: `${config.KAFKA_GROUP_PREFIX}.notifications`,
      logger,
      sessionTimeoutMs: config.KAFKA_SESSION_TIMEOUT_MS,
    });
    subscribeToEvents(consumer, { appBaseUrl: config.APP_BASE_URL, dispatcher, logger });
    lifecycle.onShutdown('event consumer', () => consumer.stop());
    await consumer.start();

    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      logger,
      verifier: createRemoteVerifier(config.IDENTITY_JWKS_URL, {
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
      }),
      services: [
        { definition: NotificationServiceService, implementation: new NotificationServiceHandler(db) },
      ],
    });
    lifecycle.onShutdown('gRPC server', () => grpc.shutdown());

    // SMTP is deliberately not a readiness check: while it is away e-mails wait in the queue, and the bell works.
    const ops = await startOpsServer({
      port: config.OPS_PORT,
      logger,
      readiness: { database: () => checkDatabase(db), kafka: consumer.readinessCheck },
    });
    lifecycle.onShutdown('ops server', () => ops.close());

    return { grpcPort: grpc.port, opsPort: ops.port, stop: () => lifecycle.shutdown() };
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}
