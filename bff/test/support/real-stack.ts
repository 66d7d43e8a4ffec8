// Every service the BFF calls, real and in-process (the test topology: each on its own database of the run's
// PostgreSQL, on this file's broker and the run's S3 server), wired to each other as deployed; and the real BFF app in
// front of them. For tests that must reach PostgreSQL through the whole path (the bad-input campaign): a fake
// downstream would never answer the 500 a real query can.
import { Writable } from 'node:stream';
import type { Express } from 'express';
import { createLogger } from '@homeward/kit';
import { startOrStop, startTopology } from '@homeward/testing';
import { connectClients } from '../../src/clients';
import { createApp } from '../../src/http/app';
import { SESSION_SECRET } from './bff';
import { emailVerifier, START, withoutEmail } from './real-services';

export interface RealStack {
  app: Express;
  /** Every log line the BFF wrote. */
  bffLogs: string[];
  /** Waits for identity's user.registered of this e-mail and verifies the address with its token. */
  verifyEmail(email: string): Promise<void>;
  stop(): Promise<void>;
}

export async function startRealStack(prefix: string): Promise<RealStack> {
  const topology = await startTopology({
    prefix,
    real: {
      identity: { start: START.identity },
      property: { start: START.property, env: { PROPERTY_DATA_PROVIDER: 'demo' } },
      payment: { start: START.payment, env: { PAYMENT_GATEWAY: 'offline' } },
      // no e-mail is under test
      notifications: { start: START.notifications, env: await withoutEmail() },
      documents: { start: START.documents },
      tour: { start: START.tour, env: { TOUR_LINK_SECRET: `${prefix}-tour-link-secret-0123456789abcdef` } },
      'inspection-analyzer': { start: START['inspection-analyzer'] },
    },
  });
  return startOrStop(async (stops) => {
    const bffLogs: string[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        bffLogs.push(chunk.toString('utf8'));
        done();
      },
    });
    const logger = createLogger('bff', 'info', sink);
    const connected = stops.add(
      connectClients(
        {
          identity: topology.address('identity'),
          property: topology.address('property'),
          payment: topology.address('payment'),
          notifications: topology.address('notifications'),
          documents: topology.address('documents'),
          tour: topology.address('tour'),
          inspectionAnalyzer: topology.address('inspection-analyzer'),
        },
        { deadlineMs: 15_000, slowDeadlineMs: 20_000 },
      ),
      (clients) => clients.close(),
    );
    const app = createApp({
      appBaseUrl: 'http://localhost:8080',
      sessionSecret: SESSION_SECRET,
      logger,
      clients: connected.clients,
      objectStorageEndpoint: topology.env('inspection-analyzer').OBJECT_STORAGE_ENDPOINT!,
      readiness: connected.readiness,
      validateResponses: true,
    });
    return {
      app,
      bffLogs,
      verifyEmail: await emailVerifier(prefix, topology.address('identity'), stops),
      stop: () => topology.stop(),
    };
  }, topology.stops);
}
