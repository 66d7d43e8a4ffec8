import type { Kafka } from 'kafkajs';
import type { z } from 'zod';
import { createRemoteVerifier, type AccessTokenVerifier } from './auth/access-token';
import type { serviceConfigShape } from './config';
import { checkDatabase, connectDatabase, migrateToLatest, type Knex, type Migration } from './db/database';
import { EventConsumer, type EventConsumerOptions } from './events/consumer';
import { createKafka, createProducer } from './events/kafka';
import { describeKafkaSecurity, kafkaSecurity } from './events/kafka-security';
import { kafkaReadinessCheck } from './events/readiness';
import { EventTablePruner } from './events/pruning';
import { OutboxRelay } from './events/relay';
import { startGrpcServer, type ServiceBinding } from './grpc/server';
import { grpcTransport, useGrpcTransport } from './grpc/transport';
import { Lifecycle } from './lifecycle';
import type { Logger } from './logger';
import { startOpsServer, type ReadinessCheck } from './ops-server';

export type ServiceConfig = z.infer<z.ZodObject<typeof serviceConfigShape>>;

/** What every service's `start<Name>Service` returns: enough for main.ts, the local stack and tests. */
export interface RunningService {
  grpcPort: number;
  opsPort: number;
  stop(): Promise<void>;
}

/** What a service builds on the host: its gRPC services, and optionally its own token verifier and ops routes. */
export interface ServiceParts {
  services: ServiceBinding[];
  /** Identity verifies with its own keys; every other service uses identity's JWKS (the default). */
  verifier?: AccessTokenVerifier;
  /** Extra GET routes on the ops port, e.g. identity's JWKS document. */
  routes?: Record<string, () => unknown>;
}

/**
 * The parts every service starts the same way: database and migrations, Kafka, the outbox relay, event consumers,
 * then the gRPC and ops servers. Each part registers its shutdown and its readiness check as it starts, so `stop()`
 * undoes exactly what began (in reverse), and /readyz checks exactly what the service uses.
 */
export class ServiceHost {
  readonly lifecycle: Lifecycle;
  private readonly readiness: Record<string, ReadinessCheck> = {};
  /**
   * Reported on /readyz but not gating it: a call never waits on Kafka (writes go to the outbox, events are consumed
   * in the background), so a broker outage must not take every replica out of its Service. See docs/deploy.md.
   */
  private readonly reported: Record<string, ReadinessCheck> = {};
  /** One `kafka` readiness entry however many clients the service has: operators read it as one dependency. */
  private readonly kafkaChecks: ReadinessCheck[] = [];
  private kafkaClient: Kafka | undefined;
  private pruner: EventTablePruner | undefined;

  constructor(
    readonly config: ServiceConfig,
    readonly logger: Logger,
    shutdownTimeoutMs?: number,
  ) {
    this.lifecycle = new Lifecycle(logger, shutdownTimeoutMs);
    // Before any client the service opens or its server: both take the process's transport (GRPC_TLS).
    useGrpcTransport(grpcTransport(config));
  }

  /**
   * Connects the service's database and brings its schema to the latest migration. Migrations run on a connection
   * of their own, without the pool's statement timeout: a long backfill is not a runaway query.
   */
  async database(migrations: readonly Migration[], pool?: { min: number; max: number }): Promise<Knex> {
    const migrator = connectDatabase(this.config.DATABASE_URL, { min: 0, max: 1 });
    try {
      await migrateToLatest(migrator, migrations);
    } finally {
      await migrator.destroy();
    }
    const db = connectDatabase(this.config.DATABASE_URL, pool, {
      acquireTimeoutMs: this.config.DB_ACQUIRE_TIMEOUT_MS,
      statementTimeoutMs: this.config.DB_STATEMENT_TIMEOUT_MS,
    });
    this.lifecycle.onShutdown('database', () => db.destroy());
    this.readiness.database = () => checkDatabase(db);
    return db;
  }

  get kafka(): Kafka {
    if (!this.kafkaClient) {
      this.logger.info(
        { brokers: this.config.KAFKA_BROKERS, ...describeKafkaSecurity(this.config) },
        'kafka client settings',
      );
      this.kafkaClient = createKafka({
        clientId: this.config.SERVICE_NAME,
        brokers: this.config.KAFKA_BROKERS,
        logger: this.logger,
        security: kafkaSecurity(this.config),
      });
    }
    return this.kafkaClient;
  }

  /** Publishes what the service's transactions write to its outbox. */
  outboxRelay(db: Knex): OutboxRelay {
    const producer = createProducer(this.kafka);
    this.lifecycle.onShutdown('kafka producer', () => producer.disconnect());
    this.addKafkaCheck(kafkaReadinessCheck({ producer }));
    const relay = new OutboxRelay({ db, producer, logger: this.logger });
    relay.start();
    this.lifecycle.onShutdown('outbox relay', () => relay.stop());
    this.pruneEventTables(db);
    return relay;
  }

  /** Joins the service's consumer group (`<prefix>.<service>`) with the subscriptions `subscribe` registers. */
  async eventConsumer(
    db: Knex,
    subscribe: (consumer: EventConsumer) => void,
    options: Partial<Pick<EventConsumerOptions, 'sessionTimeoutMs' | 'maxAttempts' | 'retryBackoffMs'>> = {},
  ): Promise<EventConsumer> {
    const consumer = new EventConsumer({
      kafka: this.kafka,
      db,
      groupId: `${this.config.KAFKA_GROUP_PREFIX}.${this.config.SERVICE_NAME}`,
      logger: this.logger,
      fetchMaxWaitMs: this.config.KAFKA_FETCH_MAX_WAIT_MS,
      ...options,
    });
    subscribe(consumer);
    this.lifecycle.onShutdown('event consumer', () => consumer.stop());
    this.pruneEventTables(db);
    this.addKafkaCheck(consumer.readinessCheck);
    // Misuse (no subscriptions) throws here, synchronously. Kafka being away never does: the group is joined in the
    // background (retrying with backoff), and start-up waits for it only up to KAFKA_START_WAIT_MS.
    const started = consumer
      .start()
      .catch((error: unknown) => this.logger.error({ err: error }, 'event consumer failed'));
    await waitAtMost(started, this.config.KAFKA_START_WAIT_MS);
    return consumer;
  }

  /** One pruner for the outbox and inbox, whichever of relay and consumer the service runs. */
  private pruneEventTables(db: Knex): void {
    if (this.pruner) return;
    const pruner = new EventTablePruner({
      db,
      logger: this.logger,
      outboxRetentionHours: this.config.OUTBOX_RETENTION_HOURS,
      inboxRetentionDays: this.config.INBOX_RETENTION_DAYS,
    });
    this.pruner = pruner;
    pruner.start();
    this.lifecycle.onShutdown('event table pruner', () => pruner.stop());
  }

  private addKafkaCheck(check: ReadinessCheck): void {
    this.kafkaChecks.push(check);
    this.reported.kafka ??= async () => {
      for (const each of this.kafkaChecks) await each();
    };
  }

  onShutdown(name: string, run: () => Promise<void> | void): void {
    this.lifecycle.onShutdown(name, run);
  }

  /** Starts the gRPC server, then the ops server (so /readyz turns green only once calls can be served). */
  async serve(parts: ServiceParts): Promise<RunningService> {
    const grpc = await startGrpcServer({
      port: this.config.GRPC_PORT,
      logger: this.logger,
      verifier:
        parts.verifier ??
        createRemoteVerifier(this.config.IDENTITY_JWKS_URL, {
          issuer: this.config.JWT_ISSUER,
          audience: this.config.JWT_AUDIENCE,
        }),
      services: parts.services,
      clientAddressKey: this.config.CLIENT_ADDRESS_KEY,
    });
    this.lifecycle.onShutdown('gRPC server', () => grpc.shutdown());
    const ops = await startOpsServer({
      port: this.config.OPS_PORT,
      logger: this.logger,
      readiness: this.readiness,
      reported: this.reported,
      routes: parts.routes,
    });
    this.lifecycle.onShutdown('ops server', () => ops.close());
    return { grpcPort: grpc.port, opsPort: ops.port, stop: () => this.lifecycle.shutdown() };
  }
}

/**
 * Runs `build` on a fresh host; if any part fails to start, everything already started is stopped before the
 * error propagates, so a failed start leaves no connection or port behind.
 */
export async function startService(
  config: ServiceConfig,
  logger: Logger,
  build: (host: ServiceHost) => Promise<RunningService>,
  options: { shutdownTimeoutMs?: number } = {},
): Promise<RunningService> {
  const host = new ServiceHost(config, logger, options.shutdownTimeoutMs);
  try {
    return await build(host);
  } catch (error) {
    await host.lifecycle.shutdown();
    throw error;
  }
}

/** Resolves when `promise` settles or after `ms`, whichever comes first; the promise itself carries on. */
async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  await Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
