import { parse } from 'yaml';
import { ownedBuckets } from './buckets';
import { renderChartBuckets } from './chart-values';
import {
  renderComposeBuckets,
  renderComposeDatabaseCheck,
  renderComposeDatabases,
} from './compose-infrastructure';
import { TEST_MANIFEST_TEXT, testContext } from './test-manifest';

const { manifest } = testContext();
const withSecondDatabase = testContext(
  TEST_MANIFEST_TEXT.replace('    ports: { grpc: 50101, ops: 9201 }\n', '$&    database: till\n'),
).manifest;

describe('the infrastructure lines rendered from the manifest', () => {
  it('lists the databases PostgreSQL creates, and checks it on the one created last', () => {
    expect(parse(renderComposeDatabases(withSecondDatabase))).toEqual({ POSTGRES_DATABASES: 'shop till' });
    expect(parse(renderComposeDatabaseCheck(withSecondDatabase))).toEqual({
      test: ['CMD', 'pg_isready', '-h', '127.0.0.1', '-U', 'homeward', '-d', 'till'],
    });
    expect(renderComposeDatabaseCheck(manifest)).toContain("'-d', 'shop'");
  });

  it('names each bucket by its storage integration: to MinIO’s setup script and in the chart’s values', () => {
    expect(parse(renderComposeBuckets(manifest))).toEqual({ BUCKET: 'homeward-shelves' });
    expect(parse(renderChartBuckets(manifest))).toEqual({ bucket: 'homeward-shelves' });
  });

  it('refuses a bucket its component reads through no storage integration, or through two', () => {
    const without = testContext(
      TEST_MANIFEST_TEXT.replace('[supplier, objectStorage]', '[supplier]'),
    ).manifest;
    expect(() => ownedBuckets(without)).toThrow(
      'shop has a bucket, so it reads exactly one storage integration',
    );
    const both = testContext(
      TEST_MANIFEST_TEXT.replace('[supplier, objectStorage]', '[objectStorage, documentStorage]'),
    ).manifest;
    expect(() => ownedBuckets(both)).toThrow('it reads 2');
  });
});
