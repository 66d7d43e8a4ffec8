import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';

export interface BatchEvent {
  event: string;
  distinct_id: string;
  uuid: string;
  timestamp: string;
  properties: Record<string, unknown>;
}

export interface Received {
  method: string;
  path: string;
  body: { api_key: string; batch: BatchEvent[] };
}

/**
 * A stand-in for PostHog's ingestion host, on localhost: accepts `POST /batch/` (gzip or plain JSON), answers as
 * PostHog does, or with `failWith` statuses first (one per request) to exercise retries.
 */
export class FakePostHog {
  readonly received: Received[] = [];
  failWith: number[] = [];
  private server: Server | undefined;

  async start(): Promise<string> {
    this.server = createServer((request, response) => {
      void readBody(request).then((raw) => {
        const status = this.failWith.shift();
        if (status !== undefined) {
          response.writeHead(status, { 'content-type': 'application/json' }).end('{"error":"try later"}');
          return;
        }
        this.received.push({
          method: request.method ?? '',
          path: request.url ?? '',
          body: JSON.parse(raw) as Received['body'],
        });
        response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":1}');
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}`;
  }

  get events(): BatchEvent[] {
    return this.received.flatMap((request) => request.body.batch);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  return (request.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8');
}
