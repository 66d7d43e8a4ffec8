import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import knex from 'knex';
import { startProcess, waitUntil, type ManagedProcess } from './processes';

export const POSTGRES_BIN = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export interface PostgresOptions {
  dataDir: string;
  port: number;
  logFile?: string;
  /** Trade durability for speed: right for throw-away test clusters, wrong for a developer's data. */
  ephemeral?: boolean;
}

export interface RunningPostgres {
  /** Superuser URL of the maintenance database. */
  adminUrl: string;
  process: ManagedProcess;
  urlFor(database: string): string;
  ensureDatabase(database: string): Promise<void>;
  /** Starts the server again on the same data directory and port (after a crash: the same cluster, recovered). */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

/**
 * PostgreSQL from the machine's binaries. initdb and postgres refuse to run as root, so as root the server runs as
 * the `postgres` system user (spawned with its uid, which keeps the pid ours to stop).
 */
export async function startPostgres(options: PostgresOptions): Promise<RunningPostgres> {
  const owner = serverUser();
  prepareDataDir(options.dataDir, owner);
  if (!fs.existsSync(path.join(options.dataDir, 'PG_VERSION'))) initCluster(options.dataDir, owner);
  const settings = [
    ['listen_addresses', '127.0.0.1'],
    ['unix_socket_directories', options.dataDir],
    ['max_connections', '300'],
    ...(options.ephemeral
      ? [
          ['fsync', 'off'],
          ['synchronous_commit', 'off'],
          ['full_page_writes', 'off'],
        ]
      : []),
  ].flatMap(([key, value]) => ['-c', `${key}=${value}`]);
  const launch = () =>
    startProcess(
      'postgres',
      path.join(POSTGRES_BIN, 'postgres'),
      ['-D', options.dataDir, '-p', String(options.port), ...settings],
      {
        ...owner,
        logFile: options.logFile,
      },
    );
  let server = launch();
  const adminUrl = `postgres://postgres@127.0.0.1:${options.port}/postgres`;
  await waitUntil('PostgreSQL', () => canQuery(adminUrl), { process: server, timeoutMs: 60_000 });
  return {
    adminUrl,
    get process() {
      return server;
    },
    urlFor: (database) => `postgres://postgres@127.0.0.1:${options.port}/${database}`,
    ensureDatabase: (database) => ensureDatabase(adminUrl, database),
    async restart() {
      await server.stop('SIGINT', 20_000);
      // After a kill -9 of the postmaster its backends live on until they notice, holding the shared memory a new
      // postmaster refuses to share; it exits at once, so try again until they are gone.
      const deadline = Date.now() + 60_000;
      for (;;) {
        server = server.respawn();
        try {
          await waitUntil('PostgreSQL', () => canQuery(adminUrl), { process: server, timeoutMs: 60_000 });
          return;
        } catch (error) {
          if (Date.now() > deadline) throw error;
          await new Promise((resolve) => setTimeout(resolve, 500));
        }
      }
    },
    // SIGINT is PostgreSQL's "fast" shutdown: aborts sessions and exits cleanly without a recovery on next start.
    stop: () => server.stop('SIGINT', 20_000),
  };
}

interface ServerUser {
  uid?: number;
  gid?: number;
}

function serverUser(): ServerUser {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres']).toString().trim());
  const gid = Number(execFileSync('id', ['-g', 'postgres']).toString().trim());
  return { uid, gid };
}

function prepareDataDir(dataDir: string, owner: ServerUser): void {
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  if (owner.uid !== undefined && owner.gid !== undefined) fs.chownSync(dataDir, owner.uid, owner.gid);
  fs.chmodSync(dataDir, 0o700);
}

function initCluster(dataDir: string, owner: ServerUser): void {
  execFileSync(
    path.join(POSTGRES_BIN, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-locale', '--no-sync'],
    { ...owner, stdio: ['ignore', 'ignore', 'pipe'] },
  );
}

/** Runs `work` on a one-connection client that is always closed, so probes and admin calls leak nothing. */
async function withClient<T>(url: string, work: (db: knex.Knex) => Promise<T>): Promise<T> {
  const db = knex({
    // A probe expects refusals while the server boots; knex would print each one with its stack.
    log: {
      warn: () => undefined,
      error: () => undefined,
      deprecate: () => undefined,
      debug: () => undefined,
    },
    client: 'pg',
    connection: { connectionString: url, connectionTimeoutMillis: 2_000 },
    pool: { min: 0, max: 1 },
  });
  try {
    return await work(db);
  } finally {
    await db.destroy();
  }
}

async function canQuery(url: string): Promise<boolean> {
  return withClient(url, async (db) => {
    await db.raw('select 1');
    return true;
  });
}

const DATABASE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function ensureDatabase(adminUrl: string, database: string): Promise<void> {
  if (!DATABASE_NAME.test(database)) throw new Error(`invalid database name ${JSON.stringify(database)}`);
  await withClient(adminUrl, async (db) => {
    const existing = await db.raw('select 1 from pg_database where datname = ?', [database]);
    if (existing.rowCount === 0) await db.raw(`create database "${database}"`);
  });
}

export async function dropDatabase(adminUrl: string, database: string): Promise<void> {
  if (!DATABASE_NAME.test(database)) throw new Error(`invalid database name ${JSON.stringify(database)}`);
  await withClient(adminUrl, (db) => db.raw(`drop database if exists "${database}" with (force)`));
}
