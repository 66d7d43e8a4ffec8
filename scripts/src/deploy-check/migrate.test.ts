// The chart's `migrate` init container runs the image's migrate.js; here that very bundle runs against a real
// PostgreSQL database (the jest harness's) and must bring an empty database to the service's full migration list,
// and be a no-op the second time (every pod start runs it).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import knex from 'knex';
import { createTestDatabase, type TestDatabase } from '@homeward/testing';
import { SERVICE_NAMES, componentOf } from '@homeward/topology';
import { componentWorkspace, repoPath } from './project';

const OUT = repoPath('.cache', 'deploy-check', 'migrate');
const withDatabase = SERVICE_NAMES.filter((name) => componentOf(name).database);

// Each run loads the service's bundle in a new node process; on a busy machine that alone takes seconds.
const RUN_TIMEOUT_MS = 60_000;

function run(file: string, args: string[], env: NodeJS.ProcessEnv, cwd = repoPath()) {
  const result = spawnSync(process.execPath, [file, ...args], {
    cwd,
    env,
    encoding: 'utf8',
    timeout: RUN_TIMEOUT_MS,
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

async function appliedMigrations(url: string): Promise<string[]> {
  const db = knex({ client: 'pg', connection: url });
  try {
    return (await db('knex_migrations').orderBy('id').select('name')).map(
      (row: { name: string }) => row.name,
    );
  } finally {
    await db.destroy();
  }
}

describe.each(withDatabase)('migrate.js of %s (the init container)', (component) => {
  let database: TestDatabase;
  const outDir = path.join(OUT, component);

  beforeAll(async () => {
    const built = run(repoPath('deploy/docker/build-component.mjs'), [component, outDir], process.env);
    if (built.status !== 0) throw new Error(built.output);
    database = await createTestDatabase(`deploy_migrate_${component}`);
    // Bundling the service is a build, bounded like every other process this file runs, not by jest's 5 s default.
  }, RUN_TIMEOUT_MS);
  afterAll(() => database?.drop());

  it(
    'applies every migration of the service to an empty database, then changes nothing on a second run',
    async () => {
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const { migrations } = require(repoPath(componentWorkspace(component)!, 'migrations')) as {
        migrations: { name: string }[];
      };
      const env = { PATH: process.env.PATH, DATABASE_URL: database.url, SERVICE_NAME: component };
      const first = run('migrate.js', [], env, path.join(outDir, 'app'));
      expect(first.output).toContain('database schema is current');
      expect(first.status).toBe(0);
      expect(await appliedMigrations(database.url)).toEqual(migrations.map((m) => m.name));

      const second = run('migrate.js', [], env, path.join(outDir, 'app'));
      expect(second.status).toBe(0);
      expect(await appliedMigrations(database.url)).toHaveLength(migrations.length);
    },
    2 * RUN_TIMEOUT_MS + 10_000,
  );

  it(
    'exits 1 with the problem listed when DATABASE_URL is missing',
    () => {
      const result = run('migrate.js', [], { PATH: process.env.PATH }, path.join(outDir, 'app'));
      expect(result.status).toBe(1);
      expect(result.output).toContain('DATABASE_URL: required');
    },
    RUN_TIMEOUT_MS + 10_000,
  );
});
