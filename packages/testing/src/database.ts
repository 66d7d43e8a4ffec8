import { randomBytes } from 'node:crypto';
import { dropDatabase, ensureDatabase } from '@homeward/local-stack/src/postgres';
import { readTestEnvironment } from './environment';

export interface TestDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database on the run's PostgreSQL: one per test file, so files never see each other's rows. */
export async function createTestDatabase(prefix: string): Promise<TestDatabase> {
  const { postgresAdminUrl } = readTestEnvironment();
  const name = `${prefix
    .toLowerCase()
    .replace(/[^a-z0-9_]/g, '_')
    .slice(0, 40)}_${randomBytes(4).toString('hex')}`;
  await ensureDatabase(postgresAdminUrl, name);
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => dropDatabase(postgresAdminUrl, name) };
}
