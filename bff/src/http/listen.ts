import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Express } from 'express';
import { UPLOAD_DEADLINE_MS } from './request-deadline';

export interface RunningServer {
  port: number;
  /** Stops accepting connections, closes idle keep-alive sockets and waits for in-flight requests. */
  close(): Promise<void>;
}

export function listen(app: Express, port: number): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server: Server = app.listen(port, (error?: Error) => {
      if (error) {
        reject(error);
        return;
      }
      // The longest any request may take, an upload's; requestDeadline holds every other one to 30 s.
      server.requestTimeout = UPLOAD_DEADLINE_MS + 60_000;
      resolve({
        port: (server.address() as AddressInfo).port,
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            server.closeIdleConnections();
          }),
      });
    });
  });
}
