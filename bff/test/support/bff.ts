// Builds the real BFF app (createApp + connectClients, exactly as main.ts wires them) against the fake services.
import { Writable } from 'node:stream';
import type { Express } from 'express';
import request from 'supertest';
import { createLogger } from '@homeward/kit';
import { connectClients, type DownstreamAddresses } from '../../src/clients';
import { createApp } from '../../src/http/app';
import type { TrustProxy } from '../../src/http/trust-proxy';
import { SESSION_COOKIE } from '../../src/session/session-cookie';
import { startDownstream, type Downstream } from './downstream';

export const SESSION_SECRET = 'integration-test-session-secret-0123456789';
export const CSRF = { 'X-Requested-With': 'XMLHttpRequest' } as const;
export const PASSWORD = 'Abcde1!';

export interface TestBff {
  app: Express;
  downstream: Downstream;
  /** Every log line the BFF wrote. */
  logs: string[];
  close(): Promise<void>;
}

/**
 * The call deadline for a test BFF in front of real services. The 2 s default suits the fakes; a real identity hashes
 * every password with scrypt, which on a loaded 2-core CI machine can outlast it and turn a sign-up into a 503.
 */
export const REAL_SERVICES_DEADLINE_MS = 10_000;

export interface TestBffOptions {
  appBaseUrl?: string;
  deadlineMs?: number;
  addresses?: Partial<DownstreamAddresses>;
  staticDir?: string;
  trustProxy?: TrustProxy;
  slowDeadlineMs?: number;
  /** Where uploads go; tests without object storage get a dead address. */
  objectStorageEndpoint?: string;
}

export async function startBff(options: TestBffOptions = {}, shared?: Downstream): Promise<TestBff> {
  const downstream = shared ?? (await startDownstream());
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const logger = createLogger('bff', 'debug', sink);
  const connected = connectClients(
    { ...downstream.addresses, ...options.addresses },
    { deadlineMs: options.deadlineMs ?? 2_000, slowDeadlineMs: options.slowDeadlineMs ?? 5_000 },
  );
  const app = createApp({
    appBaseUrl: options.appBaseUrl ?? 'http://localhost:8080',
    sessionSecret: SESSION_SECRET,
    staticDir: options.staticDir,
    logger,
    clients: connected.clients,
    objectStorageEndpoint: options.objectStorageEndpoint ?? `http://${DEAD_ADDRESS}`,
    readiness: connected.readiness,
    validateResponses: true,
    trustProxy: options.trustProxy,
  });
  return {
    app,
    downstream,
    logs,
    close: async () => {
      connected.close();
      if (!shared) await downstream.stop();
    },
  };
}

/** The `hw_session=...` pair from a response's Set-Cookie, or undefined. */
export function sessionCookieOf(response: request.Response): string | undefined {
  const header = setCookieHeader(response);
  return header?.split(';')[0];
}

export function setCookieHeader(response: request.Response): string | undefined {
  const raw = response.headers['set-cookie'] as unknown as string[] | undefined;
  return raw?.find((value) => value.startsWith(`${SESSION_COOKIE}=`));
}

/** Creates an account at the fake identity and signs in through the BFF; returns the cookie pair. */
export async function signedIn(
  bff: TestBff,
  email = `buyer-${Math.random().toString(36).slice(2)}@example.com`,
) {
  const user = bff.downstream.identity.addAccount(email, PASSWORD);
  const response = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .field('email', email)
    .field('password', PASSWORD)
    .expect(200);
  const cookie = sessionCookieOf(response);
  if (!cookie) throw new Error('sign-in set no cookie');
  return { cookie, user, email };
}

/** A deliberately unused local address: connecting to it is refused at once. */
export const DEAD_ADDRESS = '127.0.0.1:1';
