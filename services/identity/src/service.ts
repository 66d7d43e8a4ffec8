import {
  checkDatabase,
  connectDatabase,
  createKafka,
  createProducer,
  kafkaReadinessCheck,
  Lifecycle,
  migrateToLatest,
  OutboxRelay,
  startGrpcServer,
  startOpsServer,
  type Logger,
} from '@homeward/kit';
import { IdentityServiceService } from '@homeward/protos/gen/homeward/identity/v1/identity';
import { migrations } from '../migrations';
import type { IdentityConfig } from './config';
import { AccessTokens } from './domain/access-tokens';
import { Accounts } from './domain/accounts';
import { KeyEncryption } from './domain/key-encryption';
import { rotationPolicy } from './domain/key-rotation';
import { Sessions } from './domain/sessions';
import { SigningKeyRing } from './domain/signing-key-ring';
import { IdentityHandlers, PUBLIC_METHODS } from './handlers/identity-handlers';

export interface RunningService {
  grpcPort: number;
  opsPort: number;
  stop(): Promise<void>;
}

export const JWKS_PATH = '/.well-known/jwks.json';

/**
 * Starts identity: database and migrations, signing keys, Kafka producer and outbox relay, gRPC server, ops server.
 * Every part registers its shutdown on one Lifecycle as it starts, so a failure half-way still releases what began.
 */
export async function startIdentityService(config: IdentityConfig, logger: Logger): Promise<RunningService> {
  const lifecycle = new Lifecycle(logger);
  try {
    const db = connectDatabase(config.DATABASE_URL, { min: 0, max: config.DATABASE_POOL_MAX });
    lifecycle.onShutdown('database', () => db.destroy());
    await migrateToLatest(db, migrations);

    const keys = new SigningKeyRing({
      db,
      encryption: new KeyEncryption(config.SIGNING_KEY_SECRET),
      policy: rotationPolicy(config.SIGNING_KEY_ROTATION_DAYS, config.ACCESS_TOKEN_TTL_SECONDS),
      logger,
    });
    await keys.start();

    const kafka = createKafka({ clientId: config.SERVICE_NAME, brokers: config.KAFKA_BROKERS, logger });
    const producer = createProducer(kafka);
    lifecycle.onShutdown('kafka producer', () => producer.disconnect());
    const relay = new OutboxRelay({ db, producer, logger });
    relay.start();
    lifecycle.onShutdown('outbox relay', () => relay.stop());

    const accessTokens = new AccessTokens(keys, {
      issuer: config.JWT_ISSUER,
      audience: config.JWT_AUDIENCE,
      ttlSeconds: config.ACCESS_TOKEN_TTL_SECONDS,
    });
    const sessions = new Sessions(db, accessTokens, config.REFRESH_TOKEN_TTL_SECONDS, {
      onReplay: (userId, familyId) =>
        logger.warn({ userId, familyId }, 'refresh token replayed; its session family is revoked'),
    });
    const accounts = new Accounts({
      db,
      sessions,
      relay,
      verificationTtlSeconds: config.EMAIL_VERIFICATION_TTL_SECONDS,
      resendCooldownSeconds: config.VERIFICATION_RESEND_COOLDOWN_SECONDS,
    });

    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      logger,
      verifier: accessTokens.verifier,
      services: [
        {
          definition: IdentityServiceService,
          implementation: new IdentityHandlers(accounts, sessions),
          publicMethods: PUBLIC_METHODS,
        },
      ],
    });
    lifecycle.onShutdown('grpc server', () => grpc.shutdown());

    const ops = await startOpsServer({
      port: config.OPS_PORT,
      logger,
      readiness: { database: () => checkDatabase(db), kafka: kafkaReadinessCheck({ producer }) },
      routes: { [JWKS_PATH]: () => keys.jwks() },
    });
    lifecycle.onShutdown('ops server', () => ops.close());

    return { grpcPort: grpc.port, opsPort: ops.port, stop: () => lifecycle.shutdown() };
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}
