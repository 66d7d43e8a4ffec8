// One call starts a test's topology: any set of real services in-process (each on its own database of the run's
// PostgreSQL, this file's Kafka-protocol broker and, where components.yaml gives it a bucket, a bucket of its own on
// the run's S3 server) and contract-checked fakes, each service's `<CALLEE>_GRPC_ADDR` pointed at the real service
// or fake that answers for it. The facts (who calls whom, who has a bucket) come from components.yaml.
import { createLogger, createRemoteVerifier, type AccessTokenVerifier, type Logger } from '@homeward/kit';
import { componentOf, grpcAddressKey, SERVICE_NAMES, type ServiceName } from '@homeward/topology';
import { createTestDatabase, type TestDatabase } from '../database';
import { startTestIssuer, type TestIssuer } from '../issuer';
import { createTestBucket, testObjectStorage } from '../object-storage';
import { onFreePorts, serviceTestEnv, type TokenTrust } from '../service-env';
import { startOrStop, type StopList } from '../stop-list';
import { uniqueId } from '../wait';
import { startFake, type FakeService } from './fakes';
import { startWaves } from './start-order';

/** What a service package's start function hands back (`RunningService`), as far as the topology needs it. */
export interface StartedService {
  grpcPort: number;
  opsPort: number;
  stop(): Promise<void>;
}

/** Starts one instance of a service from its variables. */
export type StartService<S extends StartedService = StartedService> = (
  env: Record<string, string>,
  logger: Logger,
) => Promise<S>;

/** A service package's config loader and start function (`inProcess(loadTourConfig, startTourService)`). */
export function inProcess<C extends { GRPC_PORT: number; OPS_PORT: number }, S extends StartedService>(
  load: (env: NodeJS.ProcessEnv) => C,
  start: (config: C, logger: Logger) => Promise<S>,
): StartService<S> {
  return (env, logger) => start(onFreePorts(load(env)), logger);
}

export interface RealService<S extends StartedService = StartedService> {
  start: StartService<S>;
  /** Its own variables, over the topology's (they may also set a callee's address). */
  env?: Record<string, string>;
  /** Silent unless TEST_LOG_LEVEL says otherwise. */
  logger?: Logger;
  /** A bucket of its own when components.yaml gives it one; `false` starts it without object storage. */
  bucket?: boolean;
  /**
   * `false`: its database, bucket and variables only, for a test that starts its instances itself (`startAnother`,
   * each with parts of its own); then no other real service may call it.
   */
  started?: boolean;
}

type RealServices = { [N in ServiceName]?: RealService<any> }; // eslint-disable-line @typescript-eslint/no-explicit-any
type StartedOf<R> = R extends RealService<infer S> ? S : never;

export interface TopologyOptions<R extends RealServices> {
  /** Names this file's databases, buckets and consumer groups. */
  prefix: string;
  real: R;
  fakes?: { [N in ServiceName]?: FakeService };
  /**
   * Who else calls the services, as contracts name consumers (`bff`): a fake must serve every method their
   * contracts and the real services' contracts rely on.
   */
  callers?: readonly string[];
}

export interface TestTopology<R extends RealServices> {
  /** `127.0.0.1:<port>` of the real service or fake that answers for `name`. */
  address(name: ServiceName): string;
  /** Every address, by service name: what a caller outside the topology (the BFF) is given. */
  addresses: { [N in ServiceName]?: string };
  /** The first instance of a real service. */
  service<N extends keyof R & ServiceName>(name: N): StartedOf<R[N]>;
  /** The variables a real service was started with, for what a test reads from them or starts beside it. */
  env(name: keyof R & ServiceName): Record<string, string>;
  database(name: keyof R & ServiceName): TestDatabase;
  /** The token issuer every service trusts when identity is not real; identity issues them otherwise. */
  issuer: TestIssuer | undefined;
  /** What the services verify tokens against. */
  trust: TokenTrust;
  /** One more instance (a replica, or one with other settings) on the same database, broker and callees. */
  startAnother<N extends keyof R & ServiceName, S extends StartedService = StartedOf<R[N]>>(
    name: N,
    options?: { env?: Record<string, string>; start?: StartService<S>; logger?: Logger },
  ): Promise<S>;
  /** Registers something of the test's to stop with the topology (before it, being newer). */
  stops: StopList;
  stop(): Promise<void>;
}

const quiet = (name: string) => createLogger(`${name}-test`, process.env.TEST_LOG_LEVEL ?? 'silent');
const local = (port: number) => `127.0.0.1:${port}`;
// identity's JWKS, on its ops port; identity verifies its own tokens with its key ring
const IDENTITY_JWKS_PATH = '/.well-known/jwks.json';
const UNUSED_JWKS_URL = 'http://127.0.0.1:1/';

async function objectStorageEnv(bucketPrefix: string): Promise<Record<string, string>> {
  const storage = testObjectStorage();
  return {
    OBJECT_STORAGE_ENDPOINT: storage.endpoint,
    OBJECT_STORAGE_ACCESS_KEY: storage.accessKey,
    OBJECT_STORAGE_SECRET_KEY: storage.secretKey,
    OBJECT_STORAGE_REGION: storage.region,
    OBJECT_STORAGE_BUCKET: await createTestBucket(bucketPrefix),
  };
}

export async function startTopology<R extends RealServices>({
  prefix,
  real,
  fakes = {},
  callers = [],
}: TopologyOptions<R>): Promise<TestTopology<R>> {
  return startOrStop(async (stops) => {
    const realNames = SERVICE_NAMES.filter((name) => real[name]);
    const fakeNames = SERVICE_NAMES.filter((name) => fakes[name]);
    const both = realNames.filter((name) => fakes[name]);
    if (both.length > 0) throw new Error(`${both.join(', ')}: real or fake, not both`);
    const waves = startWaves(realNames, new Set(fakeNames), (name) => real[name]?.env ?? {});
    for (const name of realNames) {
      const realCallers = realNames.filter((caller) => componentOf(caller).calls.includes(name));
      if (real[name]!.started === false && realCallers.length > 0)
        throw new Error(`${name} is not started, but ${realCallers.join(', ')} call it`);
    }

    const groupPrefix = uniqueId(prefix);
    // a test issuer when identity is not real and anyone would verify its tokens
    const needsIssuer =
      !realNames.includes('identity') &&
      (realNames.length > 0 || fakeNames.some((name) => !fakes[name]!.verifier));
    const issuer = needsIssuer ? stops.add(await startTestIssuer(), (started) => started.stop()) : undefined;
    const trust: TokenTrust = issuer ?? {
      jwksUrl: UNUSED_JWKS_URL,
      issuer: `homeward-identity-${prefix}`,
      audience: `homeward-${prefix}`,
    };
    const addresses: { [N in ServiceName]?: string } = {};
    const services = new Map<ServiceName, StartedService>();
    const envs = new Map<ServiceName, Record<string, string>>();
    const databases = new Map<ServiceName, TestDatabase>();

    // made at the first call: with identity real, its JWKS address is known only once it has started
    let remote: AccessTokenVerifier | undefined;
    const fakeVerifier: AccessTokenVerifier = {
      verify: (token) => (remote ??= createRemoteVerifier(trust.jwksUrl, trust)).verify(token),
    };
    const consumersOf = (name: ServiceName) => [
      ...callers,
      ...realNames.filter((caller) => componentOf(caller).calls.includes(name)),
    ];
    for (const name of fakeNames) {
      const server = stops.add(
        await startFake(name, fakes[name]!, consumersOf(name), fakeVerifier, quiet(`fake-${name}`)),
        (started) => started.shutdown(100),
      );
      addresses[name] = local(server.port);
    }

    const envOf = async (name: ServiceName): Promise<Record<string, string>> => {
      const component = componentOf(name);
      const own = real[name]!;
      const database = stops.add(await createTestDatabase(`${prefix}_${component.database ?? name}`), (db) =>
        db.drop(),
      );
      databases.set(name, database);
      const callees = Object.fromEntries(
        (component.calls as ServiceName[])
          .filter((callee) => addresses[callee])
          .map((callee) => [grpcAddressKey(callee), addresses[callee]!]),
      );
      const storage =
        component.bucket && own.bucket !== false
          ? await objectStorageEnv(`${prefix}-${name}`.replace(/_/g, '-'))
          : {};
      return {
        ...serviceTestEnv({ serviceName: name, database, issuer: trust, groupPrefix }),
        ...(name === 'identity' ? { IDENTITY_JWKS_URL: UNUSED_JWKS_URL } : {}),
        ...callees,
        ...storage,
        ...own.env,
      };
    };

    for (const wave of waves) {
      const started = await Promise.all(
        wave.map(async (name) => {
          const env = await envOf(name);
          envs.set(name, env);
          const own = real[name]!;
          if (own.started === false) return undefined;
          return stops.add(await own.start(env, own.logger ?? quiet(name)), (service) => service.stop());
        }),
      );
      wave.forEach((name, index) => {
        const service = started[index];
        if (!service) return;
        services.set(name, service);
        addresses[name] = local(service.grpcPort);
        if (name === 'identity') trust.jwksUrl = `http://${local(service.opsPort)}${IDENTITY_JWKS_PATH}`;
      });
    }

    const known = <T>(map: Map<ServiceName, T>, name: ServiceName): T => {
      const value = map.get(name);
      if (value === undefined) throw new Error(`${name} is not a real service of this topology`);
      return value;
    };
    return {
      address(name) {
        const address = addresses[name];
        if (!address) throw new Error(`${name} is neither real nor faked in this topology`);
        return address;
      },
      addresses,
      service: (name) => known(services, name) as StartedOf<R[typeof name]>,
      env: (name) => known(envs, name),
      database: (name) => known(databases, name),
      issuer,
      trust,
      async startAnother<N extends keyof R & ServiceName, S extends StartedService>(
        name: N,
        options: { env?: Record<string, string>; start?: StartService<S>; logger?: Logger } = {},
      ): Promise<S> {
        const own = real[name]!;
        const start = (options.start ?? own.start) as StartService<S>;
        const env = { ...known(envs, name), ...options.env };
        return stops.add(await start(env, options.logger ?? own.logger ?? quiet(name)), (service) =>
          service.stop(),
        );
      },
      stops,
      stop: () => stops.stopAll(),
    };
  });
}
