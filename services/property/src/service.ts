import {
  checkDatabase,
  connectDatabase,
  createKafka,
  createProducer,
  createRemoteVerifier,
  kafkaReadinessCheck,
  Lifecycle,
  migrateToLatest,
  OutboxRelay,
  startGrpcServer,
  startOpsServer,
  type Logger,
} from '@homeward/kit';
import { PropertyServiceService } from '@homeward/protos/gen/homeward/property/v1/property';
import { migrations } from '../migrations';
import type { PropertyConfig } from './config';
import { PropertyHandler } from './handlers/property-handler';
import { createPropertyDataProvider } from './providers';

export interface RunningService {
  grpcPort: number;
  opsPort: number;
  stop(): Promise<void>;
}

/**
 * Starts every part of the property service and registers its shutdown; `stop()` undoes it in reverse order
 * (ops, gRPC, relay, Kafka, database). Installs no signal handlers: main.ts and tests decide when to stop.
 */
export async function startPropertyService(config: PropertyConfig, logger: Logger): Promise<RunningService> {
  const lifecycle = new Lifecycle(logger);
  try {
    const db = connectDatabase(config.DATABASE_URL);
    lifecycle.onShutdown('database', () => db.destroy());
    await migrateToLatest(db, migrations);

    const kafka = createKafka({ clientId: config.SERVICE_NAME, brokers: config.KAFKA_BROKERS, logger });
    const producer = createProducer(kafka);
    lifecycle.onShutdown('kafka producer', () => producer.disconnect());
    const relay = new OutboxRelay({ db, producer, logger });
    relay.start();
    lifecycle.onShutdown('outbox relay', () => relay.stop());

    const provider = createPropertyDataProvider(config.PROPERTY_DATA_PROVIDER);
    logger.info({ provider: provider.name }, 'property data provider selected');
    const grpc = await startGrpcServer({
      port: config.GRPC_PORT,
      logger,
      verifier: createRemoteVerifier(config.IDENTITY_JWKS_URL, {
        issuer: config.JWT_ISSUER,
        audience: config.JWT_AUDIENCE,
      }),
      services: [
        { definition: PropertyServiceService, implementation: new PropertyHandler({ db, provider, relay }) },
      ],
    });
    lifecycle.onShutdown('grpc server', () => grpc.shutdown());

    const ops = await startOpsServer({
      port: config.OPS_PORT,
      logger,
      readiness: { database: () => checkDatabase(db), kafka: kafkaReadinessCheck({ producer }) },
    });
    lifecycle.onShutdown('ops server', () => ops.close());

    return { grpcPort: grpc.port, opsPort: ops.port, stop: () => lifecycle.shutdown() };
  } catch (error) {
    await lifecycle.shutdown();
    throw error;
  }
}
