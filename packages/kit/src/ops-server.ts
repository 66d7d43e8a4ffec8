import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Logger } from './logger';
import { registry } from './metrics/registry';

export type ReadinessCheck = () => Promise<void>;

export interface OpsServerOptions {
  port: number;
  logger: Logger;
  /** Named checks for /readyz; each throws when its dependency is unusable. */
  readiness: Record<string, ReadinessCheck>;
  /** Checks shown beside those on /readyz that do not make it fail (e.g. Kafka, which no call waits on). */
  reported?: Record<string, ReadinessCheck>;
  /** Extra GET routes, e.g. identity's JWKS document. */
  routes?: Record<string, () => Promise<unknown> | unknown>;
}

export interface OpsServer {
  port: number;
  close(): Promise<void>;
}

/** The operator's port: /metrics for Prometheus, /healthz for liveness, /readyz for readiness. */
export async function startOpsServer(options: OpsServerOptions): Promise<OpsServer> {
  const server = http.createServer((request, response) => {
    void route(options, request.url ?? '/', response);
  });
  await new Promise<void>((resolve) => server.listen(options.port, resolve));
  const port = (server.address() as AddressInfo).port;
  options.logger.info({ port }, 'ops server listening');
  return {
    port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function route(options: OpsServerOptions, url: string, response: http.ServerResponse): Promise<void> {
  const path = url.split('?')[0] ?? '/';
  try {
    if (path === '/metrics') {
      response.writeHead(200, { 'content-type': registry.contentType });
      response.end(await registry.metrics());
    } else if (path === '/healthz') {
      sendJson(response, 200, { status: 'ok' });
    } else if (path === '/readyz') {
      const [{ ready, checks }, reported] = await Promise.all([
        runChecks(options.readiness),
        runChecks(options.reported ?? {}),
      ]);
      sendJson(response, ready ? 200 : 503, {
        status: ready ? 'ready' : 'not ready',
        checks: { ...checks, ...reported.checks },
      });
    } else if (options.routes?.[path]) {
      sendJson(response, 200, await options.routes[path]());
    } else {
      sendJson(response, 404, { error: 'not_found' });
    }
  } catch (error) {
    options.logger.error({ err: error, path }, 'ops route failed');
    sendJson(response, 500, { error: 'internal' });
  }
}

async function runChecks(checks: Record<string, ReadinessCheck>) {
  const results: Record<string, string> = {};
  await Promise.all(
    Object.entries(checks).map(async ([name, check]) => {
      try {
        await check();
        results[name] = 'ok';
      } catch (error) {
        results[name] = error instanceof Error ? error.message : 'failed';
      }
    }),
  );
  return { ready: Object.values(results).every((result) => result === 'ok'), checks: results };
}

function sendJson(response: http.ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { 'content-type': 'application/json' });
  response.end(JSON.stringify(body));
}
