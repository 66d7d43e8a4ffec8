import { createHmac } from 'node:crypto';
import path from 'node:path';
import {
  componentOf,
  grpcAddressKey,
  localDatabaseName as databaseOnLocalServer,
  SERVICE_NAMES,
  workspaceOf,
  type ServiceName,
} from '@homeward/topology';
import { type ObjectStorageCredentials } from './object-storage';
import { REPO_ROOT } from './paths';
import { httpOk, startProcess, waitUntil, type ManagedProcess } from './processes';

/** Where a backing service answers: what every Homeward process needs from the infrastructure. */
export interface BackingServices {
  /** Database URL per service name (one database each). */
  databaseUrls: Record<BackendName, string>;
  kafkaBrokers: string[];
  smtp: { host: string; port: number };
  /**
   * The S3 server; each component with a bucket in components.yaml uses its own there, or the one `buckets` names
   * (a test stack's own, so no other stack's files are in it).
   */
  objectStorage: ObjectStorageCredentials & { buckets?: Partial<Record<BackendName, string>> };
}

/** The backends, in components.yaml's order: every component but the BFF. */
export const BACKENDS = SERVICE_NAMES;
export type BackendName = ServiceName;

export interface HomewardPorts {
  bff: number;
  grpc: Record<BackendName, number>;
  ops: Record<BackendName, number>;
}

/** A backend's local database: `homeward_<database>` (`homeward_inspection_analyzer`). */
export function localDatabaseName(name: BackendName): string {
  return databaseOnLocalServer(name);
}

const portsOf = (kind: 'grpc' | 'ops') =>
  Object.fromEntries(BACKENDS.map((name) => [name, componentOf(name).ports[kind]!])) as Record<
    BackendName,
    number
  >;

/** `npm start`'s ports: each component's own from components.yaml, as compose and the chart use them. */
export const LOCAL_PORTS: HomewardPorts = {
  bff: componentOf('bff').ports.http!,
  grpc: portsOf('grpc'),
  ops: portsOf('ops'),
};

/** Where the browser reaches the BFF, and so what e-mailed links and OAuth redirects point at. */
export function appUrlFor(ports: Pick<HomewardPorts, 'bff'>): string {
  return `http://localhost:${ports.bff}`;
}

export interface HomewardOptions {
  backing: BackingServices;
  ports: HomewardPorts;
  sessionSecret: string;
  logDir: string;
  /** Consumer groups are `<prefix>.<service>`; tests use a unique prefix so a re-run never inherits offsets. */
  kafkaGroupPrefix?: string;
  staticDir?: string;
  logLevel?: string;
  /** Which backends to start (default all); the BFF always starts. */
  only?: readonly BackendName[];
  /** Extra variables per process, e.g. `{ property: { PROPERTY_DATA_PROVIDER: 'demo' } }`; they win over defaults. */
  env?: Partial<Record<BackendName | 'bff', Record<string, string>>>;
  /** Where every process exports its traces (an OTLP/HTTP base URL); by default they export nowhere. */
  tracing?: TracingTarget;
  /** Runs these compiled bundles (a main.js per process) with node instead of the sources with tsx (the bench). */
  compiled?: CompiledEntries;
  /** How long a process may take to become ready (default 90 s, the BFF 60 s); the fault campaign waits longer. */
  readyTimeoutMs?: number;
}

export interface CompiledEntries {
  entries: Record<BackendName | 'bff', string>;
  /** node flags before the bundle, e.g. `--cpu-prof` to profile under load. */
  nodeArgs?: readonly string[];
}

export interface TracingTarget {
  /** OTLP/HTTP base URL, e.g. `http://localhost:4318` (traces go to `/v1/traces` under it). */
  endpoint: string;
  /** Milliseconds between exports; tests shorten it to see spans sooner. */
  scheduleDelayMs?: number;
}

/** The standard OpenTelemetry variables for one process, or none when tracing is off. */
function tracingEnv(name: BackendName | 'bff', tracing: TracingTarget | undefined): Record<string, string> {
  if (!tracing) return {};
  return {
    OTEL_EXPORTER_OTLP_ENDPOINT: tracing.endpoint,
    OTEL_SERVICE_NAME: name,
    ...(tracing.scheduleDelayMs ? { OTEL_BSP_SCHEDULE_DELAY: String(tracing.scheduleDelayMs) } : {}),
  };
}

export interface RunningHomeward {
  appUrl: string;
  processes: Map<string, ManagedProcess>;
  /** Starts (again) one backend, e.g. after a test stopped it. */
  startBackend(name: BackendName): Promise<ManagedProcess>;
  stopBackend(name: BackendName): Promise<void>;
  /**
   * Starts one more replica of a backend on its own ports, in the same consumer group and on the same database (what
   * `kubectl scale` does); it is stopped with the rest. Resolves once it is ready.
   */
  startReplica(name: BackendName, ports: { grpc: number; ops: number }): Promise<ManagedProcess>;
  stop(): Promise<void>;
}

/** The environment of one backend: exactly what a Kubernetes Deployment of it would set. */
export function backendEnv(name: BackendName, options: HomewardOptions): NodeJS.ProcessEnv {
  const { backing, ports } = options;
  const common = {
    SERVICE_NAME: name,
    NODE_ENV: 'development',
    LOG_LEVEL: options.logLevel ?? 'info',
    GRPC_PORT: String(ports.grpc[name]),
    OPS_PORT: String(ports.ops[name]),
    DATABASE_URL: backing.databaseUrls[name],
    KAFKA_BROKERS: backing.kafkaBrokers.join(','),
    KAFKA_GROUP_PREFIX: options.kafkaGroupPrefix ?? 'homeward',
    // The local broker is librdkafka's mock, which holds a fetch that finds nothing for its whole max wait even when
    // records arrive meanwhile; with kafkajs' 5 s default an event would reach its consumer up to 5 s late.
    KAFKA_FETCH_MAX_WAIT_MS: '100',
    IDENTITY_JWKS_URL: `http://127.0.0.1:${ports.ops.identity}/.well-known/jwks.json`,
  };
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    ...common,
    ...manifestEnv(name, options),
    ...tracingEnv(name, options.tracing),
    ...options.env?.[name],
  };
}

/**
 * What components.yaml says a component needs locally: its callees' addresses, its bucket, and the local stand-ins
 * of its integrations (the mail catcher for SMTP, the stack's derived key for the client address, the offline
 * payment gateway); links point at the BFF when it reads APP_BASE_URL.
 */
function manifestEnv(name: BackendName | 'bff', options: HomewardOptions): Record<string, string> {
  const component = componentOf(name);
  const { backing, ports } = options;
  const integrations = new Set(component.integrations);
  return {
    ...Object.fromEntries(
      component.calls.map((callee) => [
        grpcAddressKey(callee as BackendName),
        `127.0.0.1:${ports.grpc[callee as BackendName]}`,
      ]),
    ),
    ...(component.bucket
      ? objectStorageEnv(
          backing.objectStorage,
          backing.objectStorage.buckets?.[name as BackendName] ?? component.bucket,
        )
      : {}),
    ...(component.config.includes('APP_BASE_URL') ? { APP_BASE_URL: appUrlFor(ports) } : {}),
    ...(integrations.has('clientAddress') ? { CLIENT_ADDRESS_KEY: clientAddressKey(options) } : {}),
    ...(integrations.has('smtp')
      ? { SMTP_HOST: backing.smtp.host, SMTP_PORT: String(backing.smtp.port) }
      : {}),
    ...(integrations.has('stripe') ? paymentGatewayEnv() : {}),
  };
}

function objectStorageEnv(storage: ObjectStorageCredentials, bucket: string): Record<string, string> {
  return {
    OBJECT_STORAGE_ENDPOINT: storage.endpoint,
    OBJECT_STORAGE_ACCESS_KEY: storage.accessKey,
    OBJECT_STORAGE_SECRET_KEY: storage.secretKey,
    OBJECT_STORAGE_BUCKET: bucket,
    OBJECT_STORAGE_REGION: storage.region,
  };
}

/** Stripe is used locally only when all its keys are in the developer's environment. */
function paymentGatewayEnv(): Record<string, string> {
  const keys = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'] as const;
  if (!keys.every((key) => process.env[key])) return { PAYMENT_GATEWAY: 'offline' };
  return { PAYMENT_GATEWAY: 'stripe', ...Object.fromEntries(keys.map((key) => [key, process.env[key]!])) };
}

/** The BFF's and identity's shared key for the browser's address, derived from the stack's session secret. */
function clientAddressKey(options: HomewardOptions): string {
  return createHmac('sha256', options.sessionSecret).update('client-address-key').digest('base64url');
}

export function bffEnv(options: HomewardOptions): NodeJS.ProcessEnv {
  const { ports } = options;
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: options.logLevel ?? 'info',
    PORT: String(ports.bff),
    SESSION_SECRET: options.sessionSecret,
    ...manifestEnv('bff', options),
    // The browser PUTs reports to the BFF's /api/storage/*, which forwards them here (see docs/deploy.md).
    OBJECT_STORAGE_ENDPOINT: options.backing.objectStorage.endpoint,
    ...(options.staticDir ? { STATIC_DIR: options.staticDir } : {}),
    ...tracingEnv('bff', options.tracing),
    ...options.env?.bff,
  };
}

/** Each process's entry: `<its folder>/src/main.ts`. */
const entryOf = (name: BackendName | 'bff') => `${workspaceOf(name)}/src/main.ts`;
function launch(
  name: BackendName | 'bff',
  env: NodeJS.ProcessEnv,
  logDir: string,
  processName: string = name,
  compiled?: CompiledEntries,
): ManagedProcess {
  // The sources run in node itself with tsx as a loader, not under the tsx CLI: the CLI is a parent process, so a
  // kill -9 (or a SIGKILL after a slow drain) would end the parent and orphan the service, still holding its ports.
  const [command, args] = compiled
    ? [process.execPath, [...(compiled.nodeArgs ?? []), compiled.entries[name]]]
    : [process.execPath, ['--import', 'tsx', entryOf(name)]];
  return startProcess(processName, command, args, {
    cwd: REPO_ROOT,
    env,
    logFile: path.join(logDir, `${processName}.log`),
  });
}

/**
 * Ready, and its Kafka clients connected. /readyz gates only on the database (a service serves while Kafka is away,
 * see docs/deploy.md), but what runs on the stack (npm start, the e2e tests) expects events to flow once started.
 */
async function readyAndConsuming(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  if (!response.ok) return false;
  const body = (await response.json()) as { checks?: Record<string, string> };
  return (body.checks?.kafka ?? 'ok') === 'ok';
}

/**
 * Starts the backends (identity first: the others fetch its JWKS), waits for each `/readyz`, then the BFF. The same
 * code runs `npm start` and the end-to-end tests, so what the tests exercise is what a developer runs.
 */
export async function startHomeward(options: HomewardOptions): Promise<RunningHomeward> {
  const processes = new Map<string, ManagedProcess>();
  const startBackend = async (name: BackendName) => {
    const child = launch(name, backendEnv(name, options), options.logDir, name, options.compiled);
    processes.set(name, child);
    await waitUntil(
      `${name} service`,
      () => readyAndConsuming(`http://127.0.0.1:${options.ports.ops[name]}/readyz`),
      {
        process: child,
        timeoutMs: options.readyTimeoutMs ?? 90_000,
        intervalMs: 250,
      },
    );
    return child;
  };
  const stopBackend = async (name: BackendName) => {
    await processes.get(name)?.stop();
    processes.delete(name);
  };
  const stop = async () => {
    const running = [...processes.values()].reverse();
    processes.clear();
    await Promise.all(running.map((child) => child.stop()));
  };
  try {
    const wanted = options.only ?? BACKENDS;
    if (wanted.includes('identity')) await startBackend('identity');
    await Promise.all(wanted.filter((name) => name !== 'identity').map(startBackend));
    const bff = launch('bff', bffEnv(options), options.logDir, 'bff', options.compiled);
    processes.set('bff', bff);
    const appUrl = appUrlFor(options.ports);
    await waitUntil('BFF', () => httpOk(`${appUrl}/healthz`), {
      process: bff,
      timeoutMs: options.readyTimeoutMs ?? 60_000,
      intervalMs: 250,
    });
    const startReplica = async (name: BackendName, replicaPorts: { grpc: number; ops: number }) => {
      const replica = `${name}-${replicaPorts.ops}`;
      const env = {
        ...backendEnv(name, options),
        GRPC_PORT: String(replicaPorts.grpc),
        OPS_PORT: String(replicaPorts.ops),
      };
      const child = launch(name, env, options.logDir, replica, options.compiled);
      processes.set(replica, child);
      await waitUntil(
        `${replica} replica`,
        () => readyAndConsuming(`http://127.0.0.1:${replicaPorts.ops}/readyz`),
        {
          process: child,
          timeoutMs: options.readyTimeoutMs ?? 90_000,
          intervalMs: 250,
        },
      );
      return child;
    };
    return { appUrl, processes, startBackend, stopBackend, startReplica, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
