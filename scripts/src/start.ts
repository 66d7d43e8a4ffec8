// `npm start`: the whole of Homeward on this machine from local binaries — no Docker, no keys. A service or the BFF
// that crashes is started again with backoff, as Kubernetes would; Ctrl-C stops exactly what this script started.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { buildFrontendIfStale } from '@homeward/local-stack/src/frontend';
import {
  BACKENDS,
  LOCAL_PORTS,
  localDatabaseName,
  startHomeward,
  type RunningHomeward,
} from '@homeward/local-stack/src/homeward';
import { startInfrastructure, type InfrastructureWithKafka } from '@homeward/local-stack/src/infrastructure';
import { BUCKETS } from '@homeward/local-stack/src/object-storage';
import { STATE_DIR } from '@homeward/local-stack/src/paths';
import { isPortFree } from '@homeward/local-stack/src/processes';
import { describeExit, supervise, type RestartPolicy } from '@homeward/local-stack/src/supervisor';

const INFRA_PORTS = {
  postgres: Number(process.env.HOMEWARD_POSTGRES_PORT ?? 54320),
  smtp: Number(process.env.HOMEWARD_SMTP_PORT ?? 1025),
  mailWeb: Number(process.env.HOMEWARD_MAIL_UI_PORT ?? 1080),
  s3: Number(process.env.HOMEWARD_S3_PORT ?? 4568),
};

async function assertPortsFree(): Promise<void> {
  const wanted = {
    ...INFRA_PORTS,
    bff: LOCAL_PORTS.bff,
    ...Object.fromEntries(
      BACKENDS.flatMap((name) => [
        [`${name} gRPC`, LOCAL_PORTS.grpc[name]],
        [`${name} ops`, LOCAL_PORTS.ops[name]],
      ]),
    ),
  };
  const busy: string[] = [];
  for (const [what, port] of Object.entries(wanted))
    if (!(await isPortFree(port))) busy.push(`${what} (${port})`);
  if (busy.length > 0)
    throw new Error(`ports already in use: ${busy.join(', ')} — is another Homeward running?`);
}

// Third-party keys and adapter choices a developer may set in the shell (e.g. `PROPERTY_DATA_PROVIDER=demo npm start`);
// every other variable has a local default. Only these pass through, so a stray shell variable cannot reconfigure
// a service by accident.
const PASS_THROUGH: Record<string, readonly string[]> = {
  identity: ['GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET', 'GOOGLE_ISSUER', 'GOOGLE_REDIRECT_URI'],
  property: [
    'PROPERTY_DATA_PROVIDER',
    'RENTCAST_API_KEY',
    'RENTCAST_BASE_URL',
    'CENSUS_GEOCODER_URL',
    'GOOGLE_MAPS_API_KEY',
    'GOOGLE_MAPS_BROWSER_KEY',
  ],
  payment: ['PAYMENT_GATEWAY', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PUBLISHABLE_KEY'],
  notifications: ['SMTP_HOST', 'SMTP_PORT', 'SMTP_SECURE', 'SMTP_USER', 'SMTP_PASSWORD', 'MAIL_FROM'],
  // e.g. `ANALYSIS_ENGINE=openai OPENAI_API_KEY=... npm start`; the offline engine otherwise.
  'inspection-analyzer': [
    'ANALYSIS_ENGINE',
    'OPENAI_API_KEY',
    'OPENAI_BASE_URL',
    'OPENAI_MODEL',
    'LONG_ANALYSIS_THRESHOLD_SECONDS',
    'ANALYSIS_WORKERS',
    'UPLOAD_URL_TTL_SECONDS',
  ],
};

function passThroughEnv(): Record<string, Record<string, string>> {
  return Object.fromEntries(
    Object.entries(PASS_THROUGH).map(([service, names]) => [
      service,
      Object.fromEntries(names.flatMap((name) => (process.env[name] ? [[name, process.env[name]!]] : []))),
    ]),
  );
}

/** A stable random session secret per checkout, so sign-ins survive a restart without anyone configuring one. */
function localSessionSecret(): string {
  const file = path.join(STATE_DIR, 'session-secret');
  if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(32).toString('base64url'), { mode: 0o600 });
  return fs.readFileSync(file, 'utf8').trim();
}

/** Says each restart on the terminal, with where to read why it crashed. */
function restartPolicy(name: string): RestartPolicy {
  return {
    report: (line) => console.error(`[homeward] ${line}; see ${path.join(STATE_DIR, 'logs', `${name}.log`)}`),
    restarted: (child, restart) =>
      console.error(`[homeward] ${child.name} started again (restart ${restart})`),
  };
}

async function main(): Promise<void> {
  fs.mkdirSync(STATE_DIR, { recursive: true });
  fs.chmodSync(STATE_DIR, 0o755);
  await assertPortsFree();
  const staticDir = await buildFrontendIfStale();
  console.log('[homeward] starting PostgreSQL, Kafka (kcat mock cluster), maildev and s3rver…');
  let infrastructure: InfrastructureWithKafka | undefined;
  let app: RunningHomeward | undefined;
  let stopping = false;
  const shutdown = async (code: number) => {
    if (stopping) return;
    stopping = true;
    console.log('\n[homeward] stopping…');
    await app?.stop();
    await infrastructure?.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));
  try {
    infrastructure = await startInfrastructure({ stateDir: STATE_DIR, ports: INFRA_PORTS, ephemeral: false });
    const databaseUrls = Object.fromEntries(
      BACKENDS.map((name) => [name, infrastructure!.postgres.urlFor(localDatabaseName(name))]),
    );
    for (const name of BACKENDS) await infrastructure.postgres.ensureDatabase(localDatabaseName(name));
    console.log(`[homeward] starting ${BACKENDS.join(', ')} and the BFF…`);
    app = await startHomeward({
      backing: {
        databaseUrls: databaseUrls as Record<(typeof BACKENDS)[number], string>,
        kafkaBrokers: infrastructure.kafka.brokers,
        smtp: { host: '127.0.0.1', port: infrastructure.mail.smtpPort },
        objectStorage: infrastructure.objectStorage,
      },
      ports: LOCAL_PORTS,
      sessionSecret: localSessionSecret(),
      logDir: path.join(STATE_DIR, 'logs'),
      staticDir,
      env: passThroughEnv(),
      // Off unless the developer names a collector, e.g. OTEL_EXPORTER_OTLP_ENDPOINT=http://localhost:4318 npm start
      tracing: process.env.OTEL_EXPORTER_OTLP_ENDPOINT
        ? { endpoint: process.env.OTEL_EXPORTER_OTLP_ENDPOINT }
        : undefined,
    });
  } catch (error) {
    console.error(`[homeward] failed to start: ${error instanceof Error ? error.message : String(error)}`);
    console.error(`[homeward] logs: ${path.join(STATE_DIR, 'logs')}`);
    await shutdown(1);
    return;
  }
  // A crashed service comes back on its own, as its pod would; the infrastructure is not ours to restart.
  for (const [name, child] of app.processes) app.processes.set(name, supervise(child, restartPolicy(name)));
  for (const child of [
    infrastructure.postgres.process,
    infrastructure.kafka.process,
    infrastructure.objectStorage.process,
  ]) {
    void child.exited.then(() => {
      if (stopping) return;
      console.error(
        `[homeward] ${child.name} exited (${describeExit(child)}), so everything stops; see ${path.join(STATE_DIR, 'logs', `${child.name}.log`)}`,
      );
      void shutdown(1);
    });
  }
  console.log(`
  Homeward is running.
    App          ${app.appUrl}
    Mail catcher ${infrastructure.mail.webUrl.replace('127.0.0.1', 'localhost')}   (verification e-mails land here)
    API docs     ${app.appUrl}/api/openapi.json
    Metrics      ${app.appUrl}/metrics · ${BACKENDS.map((name) => `${name} http://localhost:${LOCAL_PORTS.ops[name]}/metrics`).join(' · ')}
    S3           ${infrastructure.objectStorage.endpoint} (buckets ${BUCKETS.join(', ')})   Kafka ${infrastructure.kafka.brokers.join(',')}   PostgreSQL ${infrastructure.postgres.adminUrl}
    Logs         ${path.join(STATE_DIR, 'logs')}
  Ctrl-C stops everything.`);
}

void main();
