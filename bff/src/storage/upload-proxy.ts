// Streams an upload's body to the object store (http-proxy-middleware) and reports how the store answered. The body
// is never buffered: it is piped from the browser's socket to the store's. The store's answer is read here (it is
// small) and never passed on: the BFF answers the browser itself, once the analyzer has checked the object.
import type { ClientRequest, IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { Request, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';

export type StorageAnswer =
  /** The store kept the object (2xx). */
  | { outcome: 'stored' }
  /** The store refused it; `code` is S3's error code (`AccessDenied`, `SignatureDoesNotMatch`, ...) if it gave one. */
  | { outcome: 'refused'; status: number; code: string | undefined }
  /** No answer from the store (refused connection, timeout). */
  | { outcome: 'unreachable'; reason: string }
  /** The browser went away before the store answered. */
  | { outcome: 'aborted' };

/**
 * What the store needs of the browser's request besides the headers its signature covers: the body's framing and
 * type. Host is the proxy's own (`changeOrigin`: the store's, which the signature covers).
 */
const BODY_HEADERS = ['content-type', 'content-length'];
/** Enough of an S3 error document to read its code; the rest is drained unread. */
const ERROR_BODY_LIMIT_BYTES = 16 * 1024;
/** The store must take bytes or answer within this long of silence. */
const STORE_IDLE_TIMEOUT_MS = 60_000;

interface PendingUpload {
  upstreamPath: string;
  /** The browser's URL, put back once the proxy has read the rewritten one (logs name the BFF's route). */
  originalUrl: string;
  settle(answer: StorageAnswer): void;
}

const pending = new WeakMap<IncomingMessage, PendingUpload>();

/**
 * The headers the store gets: the body's framing and type, and those the presigned URL's signature covers (its
 * `X-Amz-SignedHeaders`; the analyzer's URLs sign `host` alone). Nothing else goes on: not the session cookie, the
 * CSRF header or tracing, nor any `x-amz-*` the signature does not cover (some S3 servers honour an unsigned
 * `x-amz-copy-source` on a presigned PUT, turning an upload into a server-side copy of another object), nor
 * `Expect` (the BFF's own server has answered it, and http-proxy skips its `proxyReq` hook for a request carrying it).
 */
export function storageHeaders(
  incoming: IncomingHttpHeaders,
  signedHeaders: readonly string[],
): IncomingHttpHeaders {
  const allowed = new Set([...BODY_HEADERS, ...signedHeaders.map((name) => name.toLowerCase())]);
  allowed.delete('host');
  allowed.delete('expect');
  const kept: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(incoming))
    if (allowed.has(name.toLowerCase()) && value !== undefined) kept[name.toLowerCase()] = value;
  return kept;
}

/** `<Error><Code>AccessDenied</Code>...` -> `AccessDenied`. */
export function s3ErrorCode(body: string): string | undefined {
  return /<Code>([A-Za-z0-9.]{1,64})<\/Code>/.exec(body)?.[1];
}

function readErrorCode(proxyRes: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    proxyRes.on('data', (chunk: Buffer) => {
      if (size < ERROR_BODY_LIMIT_BYTES) chunks.push(chunk);
      size += chunk.length;
    });
    proxyRes.once('end', () => resolve(s3ErrorCode(Buffer.concat(chunks).toString('utf8'))));
    proxyRes.once('error', () => resolve(undefined));
  });
}

/** The proxy's events, registered directly (the library's default plugins, its logger included, are left out). */
const settleFromProxyEvents: Plugin = (proxyServer) => {
  proxyServer.on('proxyReq', (_proxyReq: ClientRequest, req: IncomingMessage) => {
    const upload = pending.get(req);
    if (upload) req.url = upload.originalUrl;
  });
  proxyServer.on('proxyRes', (proxyRes: IncomingMessage, req: IncomingMessage) => {
    const upload = pending.get(req);
    const status = proxyRes.statusCode ?? 502;
    if (status >= 200 && status < 300) {
      proxyRes.resume();
      upload?.settle({ outcome: 'stored' });
      return;
    }
    void readErrorCode(proxyRes).then((code) => upload?.settle({ outcome: 'refused', status, code }));
  });
  proxyServer.on('error', (error: NodeJS.ErrnoException, req: IncomingMessage) => {
    pending.get(req)?.settle({ outcome: 'unreachable', reason: error.code ?? error.message });
  });
  // http-proxy's name for "the browser's socket closed mid-upload".
  proxyServer.on('econnreset', (_error: Error, req: IncomingMessage) => {
    pending.get(req)?.settle({ outcome: 'aborted' });
  });
};

export class UploadProxy {
  private readonly middleware;

  /** `endpoint`: the store's origin; `changeOrigin` sends its host as Host, the one the URL was signed for. */
  constructor(readonly endpoint: string) {
    this.middleware = createProxyMiddleware({
      target: endpoint,
      changeOrigin: true,
      selfHandleResponse: true,
      xfwd: false,
      followRedirects: false,
      proxyTimeout: STORE_IDLE_TIMEOUT_MS,
      pathRewrite: (_path, req) => pending.get(req)?.upstreamPath,
      ejectPlugins: true,
      plugins: [settleFromProxyEvents],
    });
  }

  /**
   * Sends the request (its unread body) to `upstreamPath` on the store with only `storageHeaders` (the request's
   * headers are replaced by them here, since http-proxy copies the outgoing request's headers from it: the
   * allow-list holds whatever hooks it fires). Resolves with the store's answer; never writes to `response`, which
   * stays the caller's to answer.
   */
  forward(
    request: Request,
    response: Response,
    upstreamPath: string,
    signedHeaders: readonly string[],
  ): Promise<StorageAnswer> {
    request.headers = storageHeaders(request.headers, signedHeaders);
    return new Promise((resolve) => {
      let settled = false;
      const settle = (answer: StorageAnswer) => {
        if (settled) return;
        settled = true;
        pending.delete(request);
        resolve(answer);
      };
      pending.set(request, { upstreamPath, originalUrl: request.url, settle });
      // A browser gone before its last byte aborts the upload. One gone after it does not: the store may keep the
      // whole object, so its answer is awaited and the upload completed (checked and counted) all the same.
      response.once('close', () => {
        if (!request.complete) settle({ outcome: 'aborted' });
      });
      void this.middleware(request, response, (error?: unknown) =>
        settle({ outcome: 'unreachable', reason: error instanceof Error ? error.message : 'not proxied' }),
      );
    });
  }
}
