import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildFrontendIfStale } from '@homeward/local-stack/src/frontend';
import {
  BACKENDS,
  appUrlFor,
  startHomeward,
  type BackendName,
  type HomewardOptions,
  type HomewardPorts,
  type RunningHomeward,
} from '@homeward/local-stack/src/homeward';
import { startKafka, type RunningKafka } from '@homeward/local-stack/src/kafka';
import { freeServerPorts } from '@homeward/local-stack/src/processes';
import {
  createTestBucket,
  createTestDatabase,
  emailsTo,
  readTestEnvironment,
  testMail,
  testObjectStorage,
  uniqueId,
  waitFor,
  type TestDatabase,
} from '@homeward/testing';
import { e2eBundles } from './bundles';
import { HttpClient } from './http-client';

export interface TestStackOptions {
  /** Names the databases, the consumer groups and the log directory, so a leftover can be traced to its file. */
  name: string;
  /** Serve the built SPA from the BFF (built first when its sources are newer than the last build). */
  withFrontend?: boolean;
  /**
   * Per-process environment overrides, passed to startHomeward (e.g. the demo property data provider); a function
   * receives the app's URL first, for settings that must name it (an OAuth redirect URI).
   */
  env?: HomewardOptions['env'] | ((appUrl: string) => HomewardOptions['env']);
  /** Every process exports its traces here (the tracing test's own OTLP receiver). */
  tracing?: HomewardOptions['tracing'];
  /** Only these backends (and the BFF), for a file whose journeys reach no others: each costs CPU to start and idle. */
  only?: HomewardOptions['only'];
}

/** What a test file uses of a stack, whether its own or the run's shared one (support/shared-stack.ts). */
export interface TestStack {
  appUrl: string;
  ports: HomewardPorts;
  /** Where every process writes its log (and the browser test its failure screenshot). */
  logDir: string;
  /** A fresh client with its own cookie jar, i.e. a new browser. */
  client(): HttpClient;
  /** Waits for the verification e-mail this stack sent to `email` and returns the link in it. */
  verificationLinkFor(email: string): Promise<string>;
  /** The last lines of every process log, for a failure message. */
  logTail(lines?: number): string;
  /** Prints the log tails and keeps the log directory after the stack stops. */
  reportFailure(error: unknown): void;
  /** Stops the processes this stack started and drops its databases; on the shared stack, signs the file off. */
  stop(): Promise<void>;
}

/** A stack a test file started for itself, so it may also stop and start its processes. */
export interface OwnTestStack extends TestStack {
  homeward: RunningHomeward;
}

/** Where a running stack answers: all a test file needs to reach one that another process started. */
export interface StackAddress {
  name: string;
  appUrl: string;
  ports: HomewardPorts;
  logDir: string;
}

// The SPA page the verification e-mail links to (its button verifies; opening it changes nothing).
const VERIFY_LINK = /https?:\/\/[^\s"'<>]+\/auth\/verify-email#token=[^\s"'<>]+/g;

async function allocatePorts(): Promise<HomewardPorts> {
  const [bff, ...rest] = await freeServerPorts(1 + 2 * BACKENDS.length);
  const grpc = {} as Record<BackendName, number>;
  const ops = {} as Record<BackendName, number>;
  BACKENDS.forEach((name, index) => {
    grpc[name] = rest[2 * index]!;
    ops[name] = rest[2 * index + 1]!;
  });
  return { bff: bff!, grpc, ops };
}

function tailOf(file: string, lines: number): string {
  const content = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  return content.trimEnd().split('\n').slice(-lines).join('\n');
}

function logTails(logDir: string, lines: number): string {
  const files = fs.existsSync(logDir) ? fs.readdirSync(logDir).filter((file) => file.endsWith('.log')) : [];
  return files
    .map((file) => `----- ${file} (last ${lines} lines)\n${tailOf(path.join(logDir, file), lines)}`)
    .join('\n');
}

// The link also sits in the HTML part, where '&' is escaped.
function unescapeHtml(text: string): string {
  return text.replace(/&amp;/g, '&');
}

// reportFailure leaves this file in the log directory, so whichever process stops the stack keeps the logs.
const KEEP_LOGS_MARKER = '.keep-logs';

export interface LaunchedStack {
  address: StackAddress;
  homeward: RunningHomeward;
  /** Stops the processes, drops the databases and removes the logs unless a failure asked to keep them. */
  stop(): Promise<void>;
}

/**
 * Every backend and the BFF as real processes — the code path of `npm start` — on this run's
 * PostgreSQL, Kafka-protocol broker, mail catcher and S3 server, with fresh databases (and a bucket), free ports and consumer groups of its own.
 */
export async function launchStack(options: TestStackOptions): Promise<LaunchedStack> {
  readTestEnvironment();
  const logDir = fs.mkdtempSync(path.join(os.tmpdir(), `homeward-e2e-${options.name}-`));
  const databases: TestDatabase[] = [];
  let homeward: RunningHomeward | undefined;
  let kafka: RunningKafka | undefined;

  const stop = async () => {
    await homeward?.stop();
    homeward = undefined;
    await kafka?.stop();
    kafka = undefined;
    await Promise.all(databases.splice(0).map((database) => database.drop()));
    if (fs.existsSync(path.join(logDir, KEEP_LOGS_MARKER)) || process.env.HOMEWARD_E2E_KEEP_LOGS)
      console.log(`[e2e] ${options.name}: logs kept in ${logDir}`);
    else fs.rmSync(logDir, { recursive: true, force: true });
  };

  try {
    const staticDir = options.withFrontend ? await buildFrontendIfStale() : undefined;
    const ports = await allocatePorts();
    const databaseUrls = {} as Record<BackendName, string>;
    for (const name of BACKENDS) {
      const database = await createTestDatabase(`e2e_${options.name}_${name}`);
      databases.push(database);
      databaseUrls[name] = database.url;
    }
    const mail = testMail();
    // A bucket of its own on the run's S3 server, so no other stack's reports are in it.
    const bucket = await createTestBucket(`e2e-${options.name}`);
    // A broker of its own: consumers read their topics from the beginning, so on the run's shared broker a new
    // stack would first work through every event the earlier test files published (e-mailing their users).
    kafka = await startKafka({ logFile: path.join(logDir, 'kafka.log') });
    homeward = await startHomeward({
      backing: {
        databaseUrls,
        kafkaBrokers: kafka.brokers,
        smtp: { host: mail.smtpHost, port: mail.smtpPort },
        objectStorage: { ...testObjectStorage(), buckets: { 'inspection-analyzer': bucket } },
      },
      ports,
      sessionSecret: randomBytes(32).toString('base64url'),
      logDir,
      kafkaGroupPrefix: uniqueId(`e2e-${options.name}`),
      staticDir,
      env: typeof options.env === 'function' ? options.env(appUrlFor(ports)) : options.env,
      tracing: options.tracing,
      only: options.only,
      compiled: e2eBundles(),
    });
    return { address: { name: options.name, appUrl: homeward.appUrl, ports, logDir }, homeward, stop };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    console.error(`[e2e] ${options.name}: the stack did not start: ${message}\n${logTails(logDir, 60)}`);
    fs.writeFileSync(path.join(logDir, KEEP_LOGS_MARKER), '');
    await stop();
    throw error;
  }
}

/** The test-facing view of a running stack; `stop` is what ending it means for the caller. */
export function testStackAt(address: StackAddress, stop: () => Promise<void>): TestStack {
  const { name, appUrl, ports, logDir } = address;
  return {
    appUrl,
    ports,
    logDir,
    client: () => new HttpClient(appUrl),
    async verificationLinkFor(email) {
      // Every stack's notifications service reads the topics from the beginning, so the catcher may also hold
      // e-mails other stacks sent; only a link to this stack's BFF is this stack's.
      return waitFor(
        async () => {
          const links = (await emailsTo(email)).flatMap((message) =>
            [...unescapeHtml(`${message.text ?? ''}\n${message.html ?? ''}`).matchAll(VERIFY_LINK)].map(
              (match) => match[0],
            ),
          );
          return links.filter((link) => link.startsWith(`${appUrl}/`)).at(-1);
        },
        { timeoutMs: 60_000, intervalMs: 250, message: `verification e-mail to ${email}` },
      );
    },
    logTail: (lines = 40) => logTails(logDir, lines),
    reportFailure(error) {
      fs.writeFileSync(path.join(logDir, KEEP_LOGS_MARKER), '');
      const message = error instanceof Error ? error.message : String(error);
      console.error(`[e2e] ${name} failed: ${message}\n${logTails(logDir, 40)}\n[e2e] logs: ${logDir}`);
    },
    stop,
  };
}

/** A stack of the test file's own, for a file that needs settings of its own or stops and starts processes. */
export async function startTestStack(options: TestStackOptions): Promise<OwnTestStack> {
  const launched = await launchStack(options);
  return { ...testStackAt(launched.address, launched.stop), homeward: launched.homeward };
}

/** Runs a test body; on failure prints the service logs (and keeps them), so a CI failure can be diagnosed. */
export async function withDiagnostics<T>(stack: TestStack, body: () => Promise<T>): Promise<T> {
  try {
    return await body();
  } catch (error) {
    stack.reportFailure(error);
    throw error;
  }
}
