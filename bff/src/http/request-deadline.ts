import type { Request, RequestHandler, Response } from 'express';
import { locals } from './locals';

/** How long a request's body may take to arrive: JSON bodies are small (100 kB at most). */
export const REQUEST_DEADLINE_MS = 30_000;
/** An upload of up to 100 MB over a slow uplink (about 0.5 Mbit/s). */
export const UPLOAD_DEADLINE_MS = 30 * 60_000;

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/**
 * Node's own `requestTimeout` is one figure for the whole server, but a 100 MB upload needs minutes where a JSON body
 * needs seconds. So the server's timeout is the upload's (listen.ts) and this holds every other request to the
 * short one: a body still arriving at the deadline is answered 408 (like Node's) and its connection closed, so a
 * client trickling bytes cannot hold a socket. A route that takes an upload extends its own request's deadline.
 */
export function requestDeadline(ms: number = REQUEST_DEADLINE_MS): RequestHandler {
  return (request, response, next) => {
    let timer: NodeJS.Timeout | undefined;
    const arm = (limit: number) => {
      clearTimeout(timer);
      if (request.complete) return;
      timer = setTimeout(() => expire(request, response), limit);
      timer.unref();
    };
    request.once('end', () => clearTimeout(timer));
    locals(response).extendRequestDeadline = arm;
    arm(ms);
    next();
  };
}

function expire(request: Request, response: Response): void {
  if (request.complete || request.socket.destroyed) return;
  if (response.headersSent) {
    request.socket.destroy();
    return;
  }
  response
    .status(408)
    .set('Connection', 'close')
    .json({ error: 'request_timeout', message: REQUEST_TIMEOUT_MESSAGE });
  response.once('finish', () => request.socket.destroy());
}
