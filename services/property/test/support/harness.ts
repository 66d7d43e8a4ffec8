// Starts the real property service in-process against the run's PostgreSQL and broker, with a test token issuer.
import { connectService, createLogger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  createTestDatabase,
  onFreePorts,
  serviceTestEnv,
  startOrStop,
  startTestIssuer,
  uniqueId,
  type TestDatabase,
  type TestIssuer,
} from '@homeward/testing';
import {
  loadPropertyConfig,
  startPropertyService,
  type PropertyConfig,
  type RunningService,
} from '../../src';

const testLogger = createLogger('property-test', process.env.TEST_LOG_LEVEL ?? 'silent');

type PropertyClient = ReturnType<typeof connectService<PropertyServiceClient>>['client'];

export interface PropertyHarness {
  database: TestDatabase;
  issuer: TestIssuer;
  config: PropertyConfig;
  service: RunningService;
  client: PropertyClient;
  /** Stops the service alone (database, issuer and consumer group stay), as an outage would. */
  stopService(): Promise<void>;
  /** Starts it again on the same database and group, with a client for its new port. */
  startService(): Promise<void>;
  stop(): Promise<void>;
}

/** The real service on port 0; `env` adds or overrides variables (e.g. PROPERTY_DATA_PROVIDER). */
export async function startPropertyHarness(
  prefix: string,
  env: Record<string, string> = {},
): Promise<PropertyHarness> {
  return startOrStop(async (stops) => {
    const database = stops.add(await createTestDatabase(prefix), (started) => started.drop());
    const issuer = stops.add(await startTestIssuer(), (started) => started.stop());
    const config = onFreePorts(
      loadPropertyConfig({
        ...serviceTestEnv({ serviceName: 'property', database, issuer, groupPrefix: uniqueId(prefix) }),
        ...env,
      }),
    );
    let connection: ReturnType<typeof connectService<PropertyServiceClient>> | undefined;
    let running: RunningService | undefined;
    const harness: PropertyHarness = {
      database,
      issuer,
      config,
      get service() {
        if (!running) throw new Error('the property service is not running');
        return running;
      },
      get client() {
        if (!connection) throw new Error('the property service is not running');
        return connection.client;
      },
      async stopService() {
        connection?.close();
        connection = undefined;
        await running?.stop();
        running = undefined;
      },
      async startService() {
        running = await startPropertyService(config, testLogger);
        connection = connectService(
          PropertyServiceClient,
          PropertyServiceService,
          `127.0.0.1:${running.grpcPort}`,
        );
      },
      async stop() {
        await stops.stopAll();
      },
    };
    stops.add(harness, (started) => started.stopService());
    await harness.startService();
    return harness;
  });
}
