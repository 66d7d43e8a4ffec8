// A local HTTP server standing in for a data provider: it answers with the provider's documented response shapes
// and records what it was asked, so adapters are tested without the network.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  path: string;
  query: URLSearchParams;
  headers: http.IncomingHttpHeaders;
}

export interface CannedResponse {
  status?: number;
  /** JSON-encoded unless it is a string. */
  body?: unknown;
  /** Answer after this long (to test timeouts). */
  delayMs?: number;
}

export type Route = (request: RecordedRequest) => CannedResponse;

export interface ProviderServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** Replaces the answer for a path. */
  on(path: string, route: Route): void;
  stop(): Promise<void>;
}

export async function startProviderServer(routes: Record<string, Route> = {}): Promise<ProviderServer> {
  const table = new Map(Object.entries(routes));
  const requests: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const recorded = { path: url.pathname, query: url.searchParams, headers: req.headers };
    requests.push(recorded);
    const route = table.get(url.pathname);
    const answer = route ? route(recorded) : { status: 404, body: { message: 'no such route' } };
    const send = () => {
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null));
    };
    if (answer.delayMs) setTimeout(send, answer.delayMs);
    else send();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    on: (path, route) => table.set(path, route),
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
