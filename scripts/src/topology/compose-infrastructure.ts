// The lines of docker-compose.yml's infrastructure services (PostgreSQL, MinIO's setup) that name components' facts.
import type { Manifest } from '@homeward/topology';
import { ownedBuckets } from './buckets';

export const COMPOSE_DATABASES_MARKERS = {
  start: '# <databases: generated from components.yaml>',
  end: '# </databases>',
};
export const COMPOSE_DATABASE_CHECK_MARKERS = {
  start: '# <database check: generated from components.yaml>',
  end: '# </database check>',
};
export const COMPOSE_BUCKETS_MARKERS = {
  start: '# <buckets: generated from components.yaml>',
  end: '# </buckets>',
};

const databasesOf = (manifest: Manifest) =>
  Object.values(manifest.components).flatMap(({ database }) => (database ? [database] : []));

/** postgres' POSTGRES_DATABASES: one database per component that has one. */
export function renderComposeDatabases(manifest: Manifest): string {
  return `      POSTGRES_DATABASES: ${databasesOf(manifest).join(' ')}`;
}

/** postgres' healthcheck: pg_isready over TCP, on the database created last. */
export function renderComposeDatabaseCheck(manifest: Manifest): string {
  const last = databasesOf(manifest).at(-1);
  if (!last) throw new Error('no component has a database, so compose needs no PostgreSQL');
  return `      test: ['CMD', 'pg_isready', '-h', '127.0.0.1', '-U', 'homeward', '-d', '${last}']`;
}

/** minio-buckets' bucket variables: each component's bucket under the name MinIO's setup script reads it by. */
export function renderComposeBuckets(manifest: Manifest): string {
  return ownedBuckets(manifest)
    .map(({ setupVariable, bucket }) => `      ${setupVariable}: ${bucket}`)
    .join('\n');
}
