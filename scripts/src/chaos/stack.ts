// The whole of Homeward for a fault campaign: the same code as `npm start` (sources under tsx, every service and the
// BFF supervised, restarted with backoff after a crash), on free ports in a throw-away directory like `npm run
// bench`, with a broker that can be replaced behind a fixed address.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { StackHandle } from '../bench/stack';
import {
  BACKENDS,
  localDatabaseName,
  startHomeward,
  type BackendName,
} from '@homeward/local-stack/src/homeward';
import { startInfrastructure } from '@homeward/local-stack/src/infrastructure';
import { freeServerPorts } from '@homeward/local-stack/src/processes';
import { supervise, type SupervisedProcess } from '@homeward/local-stack/src/supervisor';

/** One line the supervisor said, when. */
export interface RestartNote {
  at: number;
  line: string;
}

export interface ChaosStack {
  appUrl: string;
  mailWebUrl: string;
  databaseUrls: Record<BackendName, string>;
  /** The supervised processes by name: the backends and the BFF. */
  processes: Map<string, SupervisedProcess>;
  restarts: RestartNote[];
}

const byName = <K extends string>(names: readonly K[], ports: number[]) =>
  Object.fromEntries(names.map((name, index) => [name, ports[index]!])) as Record<K, number>;

export async function startChaosStack(handle: StackHandle): Promise<ChaosStack> {
  fs.chmodSync(handle.stateDir, 0o755); // PostgreSQL runs as another user when we are root
  const infraPorts = byName(['postgres', 'smtp', 'mailWeb', 's3'] as const, await freeServerPorts(4));
  handle.infrastructure = await startInfrastructure({
    stateDir: handle.stateDir,
    ports: infraPorts,
    // PostgreSQL as in production: a commit it acknowledged survives its kill -9. The test clusters' settings
    // (synchronous_commit off) lose the last acknowledged commits with the server, which would count as the
    // product's loss a sign-up it had answered, or, gone with an e-mail's 'sending' mark, send that e-mail twice.
    ephemeral: false,
    restartableKafka: true,
  });
  handle.assertNotStopped();
  const { postgres, kafka, mail, objectStorage } = handle.infrastructure;
  for (const name of BACKENDS) await postgres.ensureDatabase(localDatabaseName(name));
  const databaseUrls = Object.fromEntries(
    BACKENDS.map((name) => [name, postgres.urlFor(localDatabaseName(name))]),
  ) as Record<BackendName, string>;
  const appPorts = await freeServerPorts(1 + 2 * BACKENDS.length);
  const ports = {
    bff: appPorts[0]!,
    grpc: byName(BACKENDS, appPorts.slice(1, 1 + BACKENDS.length)),
    ops: byName(BACKENDS, appPorts.slice(1 + BACKENDS.length)),
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
    readyTimeoutMs: 300_000,
    kafkaGroupPrefix: `chaos-${randomBytes(3).toString('hex')}`,
    // Every simulated buyer signs up from 127.0.0.1, far past the per-client limits; tours need a listed home, which
    // only the demo dataset has offline.
    env: {
      // A starved machine (load 30 on 2 cores) takes tens of seconds for identity's scrypt; the campaign measures
      // faults, not that, so the BFF waits 30 s for a service instead of 5 s, and payment and tour 20 s for property instead of 3 s. A dead service still fails at once.
      bff: { GRPC_DEADLINE_MS: '30000' },
      payment: { PROPERTY_GRPC_DEADLINE_MS: '20000' },
      tour: { PROPERTY_GRPC_DEADLINE_MS: '20000' },
      property: { PROPERTY_DATA_PROVIDER: 'demo', PROPERTY_MAX_LOOKUPS_PER_DAY: '100000' },
      identity: {
        CLIENT_SIGN_UPS_PER_HOUR: '100000',
        CLIENT_SIGN_INS_PER_HOUR: '100000',
        CLIENT_PASSWORD_RESETS_PER_HOUR: '100000',
        CLIENT_VERIFICATION_RESENDS_PER_HOUR: '100000',
      },
    },
  });
  handle.assertNotStopped();
  const restarts: RestartNote[] = [];
  const say = (line: string) => {
    restarts.push({ at: Date.now(), line });
    console.log(`[chaos] supervisor: ${line}`);
  };
  const processes = new Map<string, SupervisedProcess>();
  for (const [name, child] of handle.app.processes) {
    const supervised = supervise(child, {
      report: say,
      restarted: (process, restart) =>
        say(`${process.name} started again (restart ${restart}, pid ${process.pid})`),
    });
    handle.app.processes.set(name, supervised);
    processes.set(name, supervised);
  }
  return { appUrl: handle.app.appUrl, mailWebUrl: mail.webUrl, databaseUrls, processes, restarts };
}
