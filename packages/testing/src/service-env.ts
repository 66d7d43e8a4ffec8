import { testKafkaBrokers } from './brokers';
import type { TestDatabase } from './database';
import { TEST_FETCH_MAX_WAIT_MS, TEST_GROUP_TIMING } from './kafka';

/** Whose access tokens a service accepts: identity's, or a test issuer's (`startTestIssuer`). */
export interface TokenTrust {
  jwksUrl: string;
  issuer: string;
  audience: string;
}

export interface ServiceTestEnvOptions {
  serviceName: string;
  database: Pick<TestDatabase, 'url'>;
  issuer: TokenTrust;
  /** The service's consumer groups start with this: unique per file, so no other file's consumers share them. */
  groupPrefix: string;
}

/**
 * The variables every service's config reads, pointed at this file's database, broker and token issuer; the
 * service adds its own. The ports are placeholders (the kit's port schema starts at 1): load the config, then
 * `onFreePorts` it. The one place tests write these; the test topology (`startTopology`) starts services with it.
 */
export function serviceTestEnv({
  serviceName,
  database,
  issuer,
  groupPrefix,
}: ServiceTestEnvOptions): Record<string, string> {
  return {
    SERVICE_NAME: serviceName,
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    GRPC_PORT: '1',
    OPS_PORT: '1',
    DATABASE_URL: database.url,
    KAFKA_BROKERS: testKafkaBrokers().join(','),
    KAFKA_GROUP_PREFIX: groupPrefix,
    // a rebalance on the mock broker takes about one session timeout
    KAFKA_SESSION_TIMEOUT_MS: String(TEST_GROUP_TIMING.sessionTimeout),
    KAFKA_FETCH_MAX_WAIT_MS: String(TEST_FETCH_MAX_WAIT_MS),
    IDENTITY_JWKS_URL: issuer.jwksUrl,
    JWT_ISSUER: issuer.issuer,
    JWT_AUDIENCE: issuer.audience,
  };
}

/** A loaded config with its gRPC and ops servers on any free port (0), which only tests may ask for. */
export function onFreePorts<C extends { GRPC_PORT: number; OPS_PORT: number }>(config: C): C {
  return { ...config, GRPC_PORT: 0, OPS_PORT: 0 };
}
