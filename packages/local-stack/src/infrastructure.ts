import fs from 'node:fs';
import path from 'node:path';
import { startKafka, type RunningKafka } from './kafka';
import { startMail, type RunningMail } from './mail';
import { startObjectStorage, type RunningObjectStorage } from './object-storage';
import { startPostgres, type RunningPostgres } from './postgres';

export interface InfrastructurePorts {
  postgres: number;
  smtp: number;
  mailWeb: number;
  s3: number;
}

export interface Infrastructure {
  postgres: RunningPostgres;
  kafka: RunningKafka | undefined;
  mail: RunningMail;
  objectStorage: RunningObjectStorage;
  /** Stops everything started, in reverse order; safe to call twice. */
  stop(): Promise<void>;
}

/** What `npm start` and the benchmarks run on: one broker for the whole stack. */
export type InfrastructureWithKafka = Infrastructure & { kafka: RunningKafka };

export interface InfrastructureOptions {
  /** Data and logs live here: `.homeward/` for `npm start`, a temp dir for tests. */
  stateDir: string;
  ports: InfrastructurePorts;
  ephemeral: boolean;
  /** Tests start a broker per test file instead of one shared by the run. Default true. */
  kafka?: boolean;
  /** A broker that can be replaced behind the same address (the fault campaign); see startKafka. */
  restartableKafka?: boolean;
}

/** The backing services every Homeward process needs, from local binaries (no Docker). Starts them in parallel. */
export async function startInfrastructure(
  options: InfrastructureOptions & { kafka?: true },
): Promise<InfrastructureWithKafka>;
export async function startInfrastructure(options: InfrastructureOptions): Promise<Infrastructure>;
export async function startInfrastructure({
  stateDir,
  ports,
  ephemeral,
  kafka: withKafka = true,
  restartableKafka = false,
}: InfrastructureOptions): Promise<Infrastructure> {
  const logs = path.join(stateDir, 'logs');
  fs.mkdirSync(logs, { recursive: true });
  const parts = await Promise.allSettled([
    startPostgres({
      dataDir: path.join(stateDir, 'postgres'),
      port: ports.postgres,
      ephemeral,
      logFile: path.join(logs, 'postgres.log'),
    }),
    withKafka
      ? startKafka({ logFile: path.join(logs, 'kafka.log'), restartable: restartableKafka })
      : undefined,
    startMail({ smtpPort: ports.smtp, webPort: ports.mailWeb, logFile: path.join(logs, 'maildev.log') }),
    startObjectStorage({
      dataDir: path.join(stateDir, 's3'),
      port: ports.s3,
      logFile: path.join(logs, 's3rver.log'),
    }),
  ] as const);
  const started = parts.flatMap((part) =>
    part.status === 'fulfilled' && part.value !== undefined ? [part.value] : [],
  );
  const stop = async () => {
    for (const part of started.splice(0).reverse()) await part.stop();
  };
  const [postgres, kafka, mail, objectStorage] = parts;
  if (
    postgres.status === 'fulfilled' &&
    kafka.status === 'fulfilled' &&
    mail.status === 'fulfilled' &&
    objectStorage.status === 'fulfilled'
  ) {
    return {
      postgres: postgres.value,
      kafka: kafka.value,
      mail: mail.value,
      objectStorage: objectStorage.value,
      stop,
    };
  }
  // allSettled waited for every part, so stopping now leaves nothing that started late.
  await stop();
  throw (parts.find((part) => part.status === 'rejected') as PromiseRejectedResult).reason;
}
