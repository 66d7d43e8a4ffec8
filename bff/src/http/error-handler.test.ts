import { Writable } from 'node:stream';
import request from 'supertest';
import { z } from 'zod';
import { createLogger } from '@homeward/kit';
import type { Clients } from '../clients';
import { defineRoute, type AnyRoute } from '../routes/route';
import { createApp } from './app';
import { tooManyRequests } from './http-error';

const CARD = '4242424242424242';

/** A route whose handler fails the way a parser does: the error carries the body and quotes it in its message. */
function failingRoute(path: string, sensitiveBody: boolean): AnyRoute {
  return defineRoute({
    method: 'post',
    path,
    operationId: path,
    summary: 'test',
    tag: 'test',
    auth: 'public',
    csrf: false,
    sensitiveBody,
    body: { schema: z.object({ cardNumber: z.string() }), accepts: ['json'] },
    success: { status: 200, description: 'never' },
    async handle({ body }) {
      throw Object.assign(new SyntaxError(`Unexpected token in "${body.cardNumber}"`), {
        body: JSON.stringify(body),
      });
    },
  });
}

function appWithLogs() {
  const logs: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logs.push(chunk.toString('utf8'));
      done();
    },
  });
  const app = createApp({
    appBaseUrl: 'http://localhost:8080',
    sessionSecret: 'x'.repeat(32),
    logger: createLogger('test', 'debug', sink),
    clients: {} as Clients,
    objectStorageEndpoint: 'http://127.0.0.1:9000',
    readiness: {},
    routes: [failingRoute('/sensitive', true), failingRoute('/ordinary', false)],
  });
  return { app, logs };
}

describe('error logging of routes with a sensitive body', () => {
  it('logs an unexpected failure without its message, stack or attached body', async () => {
    const { app, logs } = appWithLogs();
    await request(app).post('/sensitive').send({ cardNumber: CARD }).expect(500);
    const log = logs.join('\n');
    expect(log).toMatch(/request failed unexpectedly/);
    expect(log).toMatch(/"errorKind":"SyntaxError"/);
    expect(log).not.toContain(CARD);
  });

  it('(an ordinary route logs the error in full, which is why the flag exists)', async () => {
    const { app, logs } = appWithLogs();
    await request(app).post('/ordinary').send({ cardNumber: CARD }).expect(500);
    expect(logs.join('\n')).toContain(CARD);
  });
});

describe('a limited request', () => {
  it('answers 429 with Retry-After and the message the SPA shows', async () => {
    const limited = defineRoute({
      method: 'post',
      path: '/limited',
      operationId: 'limited',
      summary: 'test',
      tag: 'test',
      auth: 'public',
      csrf: false,
      success: { status: 200, description: 'never' },
      async handle() {
        throw tooManyRequests('Too many requests from your network.', 90);
      },
    });
    const app = createApp({
      appBaseUrl: 'http://localhost:8080',
      sessionSecret: 'x'.repeat(32),
      logger: createLogger('test', 'silent'),
      clients: {} as Clients,
      objectStorageEndpoint: 'http://127.0.0.1:9000',
      readiness: {},
      routes: [limited],
    });
    const answer = await request(app).post('/limited');
    expect(answer.status).toBe(429);
    expect(answer.headers['retry-after']).toBe('90');
    expect(answer.body).toEqual({ error: 'rate_limited', message: 'Too many requests from your network.' });
  });
});
