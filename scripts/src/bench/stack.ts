// The whole of Homeward for a bench run: the same code as `npm start`, but on free ports and in a throw-away
// directory, so a bench never collides with (or disturbs the data of) a running `npm start`.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  BACKENDS,
  localDatabaseName,
  startHomeward,
  type BackendName,
  type RunningHomeward,
} from '@homeward/local-stack/src/homeward';
import { startInfrastructure, type InfrastructureWithKafka } from '@homeward/local-stack/src/infrastructure';
import { freeServerPorts } from '@homeward/local-stack/src/processes';
import { COMPONENTS } from '@homeward/local-stack/src/bundles';
import { buildBundles } from './build';

export interface BenchStack {
  appUrl: string;
  /** A backend's Prometheus endpoint. */
  metricsUrlOf(name: BackendName): string;
  /** One more analyzer in the same consumer group, on free ports; stopped with the stack. */
  startAnalyzerReplica(): Promise<{ metricsUrl: string }>;
  mailWebUrl: string;
  /** The stack's Kafka-protocol broker, for a scenario's own producer and consumer (the broker's floor). */
  kafkaBrokers: string[];
  databaseUrls: Record<BackendName, string>;
  stateDir: string;
  /**
   * The directory the BFF serves static files from (its SPA handler, express.static), read at each request: a
   * scenario writes a file there to measure the BFF serving it (the completed-PDF scenario's baseline).
   */
  staticDir: string;
}

export interface BenchStackOptions {
  /** The commit whose code runs (bundled as its images are). */
  commit: string;
  /** node flags for every process, e.g. `--cpu-prof --cpu-prof-dir=/tmp/x` to profile under load. */
  nodeArgs?: readonly string[];
}

/**
 * What the chart sets on every component (NODE_ENV=production, info logs), plus the two demo allowances production
 * refuses without: the bench pays with the offline gateway (Stripe test cards) and signs JWTs with identity's
 * built-in development key, both stand-ins no real deployment may use.
 */
const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  ALLOW_OFFLINE_PAYMENTS: 'true',
  ALLOW_SAMPLE_SECRETS: 'true',
};

/** Collects what has started so far, so a failure half-way still stops exactly that. */
export class StackHandle {
  infrastructure?: InfrastructureWithKafka;
  app?: RunningHomeward;
  readonly stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-bench-'));

  /** Set by the first stop(): whatever finishes starting after it must not be used, only stopped. */
  stopRequested = false;
  private stopping: Promise<void> = Promise.resolve();

  /**
   * Stops every process registered so far. Calls queue up, so a part registered after an earlier call (it was still
   * starting) is stopped by the next one, and a caller never returns while an earlier stop is still running.
   */
  stop(): Promise<void> {
    this.stopRequested = true;
    this.stopping = this.stopping
      .catch(() => undefined)
      .then(async () => {
        const { app, infrastructure } = this;
        this.app = undefined;
        this.infrastructure = undefined;
        // The services first, so none of them logs connection errors against a database that is going away.
        await app?.stop();
        await infrastructure?.stop();
      });
    return this.stopping;
  }

  /** Throws when a stop was asked for while something was starting, so the caller unwinds (and stops it). */
  assertNotStopped(): void {
    if (this.stopRequested) throw new Error('stopped while starting');
  }

  removeState(): void {
    fs.rmSync(this.stateDir, { recursive: true, force: true });
  }
}

/**
 * Every port the stack binds, distinct and chosen in one go below the kernel's ephemeral range: a port from that
 * range can be taken as an outbound connection's source port before its server binds it (maildev then exits).
 */
async function serverPorts<K extends string>(names: readonly K[]): Promise<Record<K, number>> {
  const picked = await freeServerPorts(names.length);
  return Object.fromEntries(names.map((name, index) => [name, picked[index]!])) as Record<K, number>;
}

export async function startBenchStack(handle: StackHandle, options: BenchStackOptions): Promise<BenchStack> {
  fs.chmodSync(handle.stateDir, 0o755); // PostgreSQL runs as another user when we are root
  console.log(`[bench] bundling every component of ${options.commit.slice(0, 12)} as its image does…`);
  const entries = await buildBundles(options.commit);
  handle.assertNotStopped();
  const infraPorts = await serverPorts(['postgres', 'smtp', 'mailWeb', 's3'] as const);
  handle.infrastructure = await startInfrastructure({
    stateDir: handle.stateDir,
    ports: infraPorts,
    ephemeral: true,
  });
  handle.assertNotStopped();
  const { postgres, kafka, mail, objectStorage } = handle.infrastructure;
  for (const name of BACKENDS) await postgres.ensureDatabase(localDatabaseName(name));
  const databaseUrls = Object.fromEntries(
    BACKENDS.map((name) => [name, postgres.urlFor(localDatabaseName(name))]),
  ) as Record<BackendName, string>;
  // No SPA build: an index.html of its own, so the BFF's static handler is on and scenarios can add files.
  const staticDir = path.join(handle.stateDir, 'static');
  fs.mkdirSync(staticDir, { recursive: true });
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>Homeward bench</title>\n');
  const appPorts = await serverPorts([
    'bff',
    ...BACKENDS.map((name) => `grpc:${name}` as const),
    ...BACKENDS.map((name) => `ops:${name}` as const),
  ]);
  const ports = {
    bff: appPorts.bff,
    grpc: Object.fromEntries(BACKENDS.map((name) => [name, appPorts[`grpc:${name}`]])) as Record<
      BackendName,
      number
    >,
    ops: Object.fromEntries(BACKENDS.map((name) => [name, appPorts[`ops:${name}`]])) as Record<
      BackendName,
      number
    >,
  };
  handle.app = await startHomeward({
    backing: {
      databaseUrls,
      kafkaBrokers: kafka.brokers,
      smtp: { host: '127.0.0.1', port: mail.smtpPort },
      objectStorage,
    },
    ports,
    sessionSecret: randomBytes(32).toString('base64url'),
    logDir: path.join(handle.stateDir, 'logs'),
    kafkaGroupPrefix: `bench-${randomBytes(3).toString('hex')}`,
    staticDir,
    // Load from one address on purpose: the search scenario's one user adds 1,000 homes, 8 at a time, and every
    // simulated buyer signs up and in from 127.0.0.1, far past the per-user and per-client limits.
    compiled: { entries, nodeArgs: options.nodeArgs },
    env: {
      ...Object.fromEntries(COMPONENTS.map((name) => [name, PRODUCTION_ENV])),
      property: { ...PRODUCTION_ENV, PROPERTY_MAX_LOOKUPS_PER_DAY: '100000', PROPERTY_MAX_DRAFTS: '100' },
      identity: {
        ...PRODUCTION_ENV,
        CLIENT_SIGN_UPS_PER_HOUR: '100000',
        CLIENT_SIGN_INS_PER_HOUR: '100000',
        CLIENT_PASSWORD_RESETS_PER_HOUR: '100000',
        CLIENT_VERIFICATION_RESENDS_PER_HOUR: '100000',
      },
    },
  });
  handle.assertNotStopped();
  const app = handle.app;
  return {
    appUrl: app.appUrl,
    metricsUrlOf: (name) => `http://127.0.0.1:${ports.ops[name]}/metrics`,
    async startAnalyzerReplica() {
      const replica = await serverPorts(['grpc', 'ops'] as const);
      await app.startReplica('inspection-analyzer', replica);
      return { metricsUrl: `http://127.0.0.1:${replica.ops}/metrics` };
    },
    mailWebUrl: mail.webUrl,
    kafkaBrokers: kafka.brokers,
    databaseUrls,
    stateDir: handle.stateDir,
    staticDir,
  };
}
