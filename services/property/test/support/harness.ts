// The real property service in-process (the test topology: its own database of the run's PostgreSQL, this file's
// broker), with a test token issuer.
import { connectService, createLogger } from '@homeward/kit';
import {
  PropertyServiceClient,
  PropertyServiceService,
} from '@homeward/protos/gen/homeward/property/v1/property';
import {
  inProcess,
  onFreePorts,
  startOrStop,
  startTopology,
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
  const start = inProcess(loadPropertyConfig, startPropertyService);
  const topology = await startTopology({ prefix, real: { property: { start, env, logger: testLogger } } });
  return startOrStop(async (stops) => {
    const config = onFreePorts(loadPropertyConfig(topology.env('property')));
    let running: RunningService | undefined = topology.service('property');
    let connection: ReturnType<typeof connectService<PropertyServiceClient>> | undefined;
    const connect = (service: RunningService) =>
      connectService(PropertyServiceClient, PropertyServiceService, `127.0.0.1:${service.grpcPort}`);
    connection = connect(running);
    const harness: PropertyHarness = {
      database: topology.database('property'),
      issuer: topology.issuer!,
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
        running = await topology.startAnother('property');
        connection = connect(running);
      },
      stop: () => topology.stop(),
    };
    stops.add(harness, (started) => started.stopService());
    return harness;
  }, topology.stops);
}
