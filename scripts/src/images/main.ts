// `npm run images`: builds every component's image from the one Dockerfile on any base (NODE_IMAGE), then starts each
// with the configuration the local stack gives it, on this machine's own infrastructure (the stack's code, as
// `npm start` runs it), and checks /healthz. Everything it started is stopped on success, failure and Ctrl-C.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ComponentName } from '@homeward/local-stack/src/bundles';
import {
  BACKENDS,
  localDatabaseName,
  type BackendName,
  type HomewardPorts,
} from '@homeward/local-stack/src/homeward';
import { startInfrastructure, type InfrastructureWithKafka } from '@homeward/local-stack/src/infrastructure';
import { STATE_DIR } from '@homeward/local-stack/src/paths';
import { freeServerPorts, httpOk } from '@homeward/local-stack/src/processes';
import { imageName, parseImagesArgs, USAGE, type ImagesOptions } from './args';
import { dockerfileBaseSpec } from './base';
import { buildArgs, containerEnv, healthzPort, type ContainerSetup } from './container-config';
import * as docker from './docker';
import { makeBase } from './make-base';
import { exitCodeOf, formatReport, type ComponentResult, type Outcome } from './report';

const LOG_DIR = path.join(STATE_DIR, 'images', 'logs');
const LOG_TAIL_LINES = 25;

/** What has been started so far, so any way out stops exactly that. */
const started: { containers: string[]; infrastructure?: InfrastructureWithKafka; stateDir?: string } = {
  containers: [],
};

async function cleanUp(): Promise<void> {
  docker.stopBuilds();
  for (const name of started.containers.splice(0)) docker.removeContainer(name);
  const { infrastructure, stateDir } = started;
  started.infrastructure = undefined;
  await infrastructure?.stop();
  if (stateDir) fs.rmSync(stateDir, { recursive: true, force: true });
}

function lastLines(file: string, count: number): string[] {
  const text = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .slice(-count);
}

async function build(component: ComponentName, options: ImagesOptions): Promise<ComponentResult> {
  const image = imageName(component, options.tag);
  const logFile = path.join(LOG_DIR, `${component}.build.log`);
  console.log(`[images] building ${image} (log: ${logFile})…`);
  const startedAt = Date.now();
  const ok = await docker.dockerBuild(image, buildArgs(component, options.nodeImage), logFile);
  const buildSeconds = (Date.now() - startedAt) / 1000;
  const notChecked: Outcome = { status: 'not checked', reason: ok ? 'build only' : 'no image' };
  if (!ok) {
    const failed: Outcome = {
      status: 'failed',
      reason: `docker build (see ${logFile})`,
      logTail: lastLines(logFile, LOG_TAIL_LINES),
    };
    return { component, image, buildSeconds, build: failed, healthz: notChecked };
  }
  console.log(`[images] ${image} built in ${buildSeconds.toFixed(0)} s`);
  return {
    component,
    image,
    buildSeconds,
    sizeBytes: docker.imageSize(image),
    build: { status: 'ok' },
    healthz: notChecked,
  };
}

async function startBacking(): Promise<Omit<ContainerSetup, 'sessionSecret'>> {
  const stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'homeward-images-'));
  started.stateDir = stateDir;
  fs.chmodSync(stateDir, 0o755); // PostgreSQL runs as another user when we are root
  const [postgres, smtp, mailWeb, s3, bff, ...servicePorts] = await freeServerPorts(
    4 + 1 + 2 * BACKENDS.length,
  );
  started.infrastructure = await startInfrastructure({
    stateDir,
    ports: { postgres: postgres!, smtp: smtp!, mailWeb: mailWeb!, s3: s3! },
    ephemeral: true,
  });
  const infrastructure = started.infrastructure;
  for (const name of BACKENDS) await infrastructure.postgres.ensureDatabase(localDatabaseName(name));
  const portsOf = (offset: number) =>
    Object.fromEntries(BACKENDS.map((name, index) => [name, servicePorts[offset + index]!])) as Record<
      BackendName,
      number
    >;
  const ports: HomewardPorts = { bff: bff!, grpc: portsOf(0), ops: portsOf(BACKENDS.length) };
  return {
    ports,
    backing: {
      databaseUrls: Object.fromEntries(
        BACKENDS.map((name) => [name, infrastructure.postgres.urlFor(localDatabaseName(name))]),
      ) as Record<BackendName, string>,
      kafkaBrokers: infrastructure.kafka.brokers,
      smtp: { host: '127.0.0.1', port: infrastructure.mail.smtpPort },
      objectStorage: infrastructure.objectStorage,
    },
  };
}

async function waitForHealthz(container: string, port: number, timeoutSeconds: number): Promise<Outcome> {
  const url = `http://127.0.0.1:${port}/healthz`;
  const deadline = Date.now() + timeoutSeconds * 1000;
  while (Date.now() < deadline) {
    if (await httpOk(url).catch(() => false)) return { status: 'ok' };
    if (!docker.containerRunning(container))
      return {
        status: 'failed',
        reason: 'the container exited',
        logTail: docker.containerLogTail(container, LOG_TAIL_LINES),
      };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    status: 'failed',
    reason: `no answer on ${url} within ${timeoutSeconds} s`,
    logTail: docker.containerLogTail(container, LOG_TAIL_LINES),
  };
}

/** Identity first (the others fetch its JWKS), the BFF last, each left running so the next finds it, as in the stack. */
async function check(results: ComponentResult[], options: ImagesOptions): Promise<void> {
  const built = results.filter((result) => result.build.status === 'ok');
  if (built.length === 0) return;
  console.log(
    '[images] starting PostgreSQL, Kafka (mock broker), the mail catcher and s3rver on this machine…',
  );
  const setup: ContainerSetup = {
    ...(await startBacking()),
    sessionSecret: randomBytes(32).toString('base64url'),
  };
  for (const result of built) {
    const container = `homeward-images-${result.component}-${process.pid}`;
    const port = healthzPort(result.component, setup.ports);
    console.log(`[images] starting ${result.image} as ${container}; checking :${port}/healthz…`);
    started.containers.push(container);
    try {
      docker.runContainer(container, result.image, containerEnv(result.component, setup));
      result.healthz = await waitForHealthz(container, port, options.healthzTimeoutSeconds);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      result.healthz = { status: 'failed', reason: `docker run: ${message.split('\n')[0]}`, logTail: [] };
    }
    console.log(`[images] ${result.component} /healthz: ${result.healthz.status}`);
  }
}

async function main(): Promise<number> {
  const base = dockerfileBaseSpec();
  let options: ImagesOptions;
  try {
    options = parseImagesArgs(process.argv.slice(2), process.env, base);
  } catch (error) {
    console.error(`[images] ${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
    return 2;
  }
  if (options.help) {
    console.log(USAGE);
    return 0;
  }
  if (!docker.dockerAnswers()) {
    console.error(
      '[images] no Docker engine answers `docker info`: start dockerd (or point DOCKER_HOST at one)',
    );
    return 1;
  }
  if (options.makeBase) makeBase(base, options.nodeImage);
  else if (!docker.imageExists(options.nodeImage))
    console.log(
      `[images] ${options.nodeImage} is not on this machine, so docker will pull it; where no registry answers, ` +
        'make one: npm run images -- --make-base',
    );
  fs.mkdirSync(LOG_DIR, { recursive: true });
  const results: ComponentResult[] = [];
  for (const component of options.components) results.push(await build(component, options));
  if (options.check) await check(results, options);
  console.log(`\n${formatReport(results, options.nodeImage)}`);
  return exitCodeOf(results);
}

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    console.error(
      `\n[images] ${signal}: stopping the builds, the containers and the infrastructure started…`,
    );
    void cleanUp().finally(() => process.exit(130));
  });
}

main()
  .catch((error: unknown) => {
    console.error(`[images] ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  })
  .then(async (code) => {
    await cleanUp();
    if (!stopping) process.exit(code);
  });
