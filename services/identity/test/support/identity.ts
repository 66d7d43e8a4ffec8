import { Writable } from 'node:stream';
import { connectService, createLogger, useClientAddressKey, type PromiseClient } from '@homeward/kit';
import {
  IdentityServiceClient,
  IdentityServiceService,
} from '@homeward/protos/gen/homeward/identity/v1/identity';
import { grpcFailureOf, onFreePorts, serviceTestEnv, uniqueId } from '@homeward/testing';
import { loadIdentityConfig, type IdentityConfig } from '../../src/config';
import { startIdentityService, type RunningService } from '../../src/service';

export const TEST_SIGNING_SECRET = 'identity-integration-test-secret-0123456789';
/** The BFF's key for the browser's address; the test process signs as the BFF does. */
export const TEST_CLIENT_ADDRESS_KEY = 'identity-integration-client-address-key-0123';
export const ISSUER = 'homeward-identity-test';
export const AUDIENCE = 'homeward-test';
// A documentation address (RFC 5737): the BFF passes the browser's address with every sign-in.
export const CLIENT_IP = '192.0.2.10';

export interface TestIdentity {
  service: RunningService;
  client: PromiseClient<IdentityServiceClient>;
  config: IdentityConfig;
  /** Every log line the service wrote, as text. */
  logs(): string;
  opsUrl(path: string): string;
  stop(): Promise<void>;
}

/** The real service on free ports, logging into memory, reached through the generated client. */
export async function startTestIdentity(
  databaseUrl: string,
  env: NodeJS.ProcessEnv = {},
): Promise<TestIdentity> {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString('utf8'));
      done();
    },
  });
  const config = onFreePorts(
    loadIdentityConfig({
      ...serviceTestEnv({
        serviceName: 'identity',
        database: { url: databaseUrl },
        // identity verifies its own tokens with its key ring; the JWKS URL is not used
        issuer: { jwksUrl: 'http://127.0.0.1:1/', issuer: ISSUER, audience: AUDIENCE },
        groupPrefix: uniqueId('identity-test'),
      }),
      SIGNING_KEY_SECRET: TEST_SIGNING_SECRET,
      CLIENT_ADDRESS_KEY: TEST_CLIENT_ADDRESS_KEY,
      ...env,
    }),
  );
  useClientAddressKey(TEST_CLIENT_ADDRESS_KEY);
  const logger = createLogger('identity', 'debug', sink);
  const service = await startIdentityService(config, logger);
  const connection = connectService(
    IdentityServiceClient,
    IdentityServiceService,
    `127.0.0.1:${service.grpcPort}`,
  );
  return {
    service,
    client: connection.client,
    config,
    logs: () => chunks.join(''),
    opsUrl: (path) => `http://127.0.0.1:${service.opsPort}${path}`,
    stop: async () => {
      connection.close();
      await service.stop();
    },
  };
}

/** The status, message and field violations of a failed call, for one toEqual. */
export async function failureOf(
  call: Promise<unknown>,
): Promise<{ code: number; message: string; fields?: object }> {
  const { code, details, fields } = await grpcFailureOf(call);
  return { code, message: details, ...(fields ? { fields } : {}) };
}
