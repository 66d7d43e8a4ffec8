import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import { locals } from './locals';
import { REQUEST_TIMEOUT_MESSAGE, requestDeadline } from './request-deadline';

const DEADLINE_MS = 150;

function readBody(request: express.Request): Promise<number> {
  return new Promise((resolve) => {
    let size = 0;
    request.on('data', (chunk: Buffer) => (size += chunk.length));
    request.on('end', () => resolve(size));
  });
}

const app = express();
app.use(requestDeadline(DEADLINE_MS));
app.post('/short', async (request, response) => {
  response.json({ received: await readBody(request) });
});
app.put('/upload', async (request, response) => {
  locals(response).extendRequestDeadline?.(DEADLINE_MS * 10);
  response.json({ received: await readBody(request) });
});
app.get('/slow-answer', (_request, response) => {
  setTimeout(() => response.json({ ok: true }), DEADLINE_MS * 2);
});

let server: http.Server;
let port: number;
beforeAll(async () => {
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** Sends `first`, waits `pauseMs`, then sends `rest` (if the socket is still open); resolves with the answer. */
function trickle(method: string, path: string, first: string, pauseMs: number, rest: string) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const outgoing = http.request(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { 'Content-Length': String(first.length + rest.length) },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) }),
        );
      },
    );
    outgoing.on('error', reject);
    outgoing.write(first);
    setTimeout(() => {
      if (!outgoing.destroyed) outgoing.end(rest);
    }, pauseMs);
  });
}

describe('requestDeadline', () => {
  it('answers 408 and closes the connection when a body is still arriving at the deadline', async () => {
    const answer = await trickle('POST', '/short', '{"a"', DEADLINE_MS * 4, ':1}');
    expect(answer).toEqual({
      status: 408,
      body: { error: 'request_timeout', message: REQUEST_TIMEOUT_MESSAGE },
    });
  });

  it('lets a body that arrives in time through', async () => {
    const answer = await trickle('POST', '/short', '{"a"', DEADLINE_MS / 5, ':1}');
    expect(answer).toEqual({ status: 200, body: { received: 7 } });
  });

  it('gives a route that extends its deadline (an upload) the longer time', async () => {
    const answer = await trickle('PUT', '/upload', 'x'.repeat(1000), DEADLINE_MS * 3, 'y'.repeat(1000));
    expect(answer).toEqual({ status: 200, body: { received: 2000 } });
  });

  it('never cuts a request without a body, however long its answer takes', async () => {
    const response = await fetch(`http://127.0.0.1:${port}/slow-answer`);
    expect(response.status).toBe(200);
  });
});
