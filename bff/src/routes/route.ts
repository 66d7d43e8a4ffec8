// The shape of one entry of the route table. A route declares its contract (method, path, input and output schemas,
// the errors it can answer) next to its handler; the app registers routes from the table and the OpenAPI document is
// generated from the same table, so the two cannot drift apart.
import type { Readable } from 'node:stream';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import type { BodyFormat } from '../http/body';
import type { ProtoFieldNames } from '../http/grpc-errors';
import type { SessionPayload } from '../session/cookie-crypto';
import type { Clients } from '../clients';
import type { Logger, ReadinessCheck } from '@homeward/kit';
import type { UploadProxy } from '../storage/upload-proxy';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
export type AuthMode = 'session' | 'public';

/** What handlers may use; the app factory provides it. */
export interface RouteDeps {
  clients: Clients;
  appBaseUrl: string;
  logger: Logger;
  /** The session in the request's cookie, if any, without refreshing it (for routes that only may have one). */
  readSession(request: Request): SessionPayload | undefined;
  readiness: Record<string, ReadinessCheck>;
  openApiDocument(): unknown;
  metrics(): Promise<{ contentType: string; body: string }>;
  /** Streams an upload's body to object storage (`PUT /api/storage/*`). */
  uploadProxy: UploadProxy;
  /** The object storage origin the uploads go to (the analyzer's presigned URLs must name it). */
  objectStorageEndpoint: string;
}

export interface SessionControl {
  /** Stores a new session in the cookie (sign-in). */
  start(session: SessionPayload): void;
  /** Clears the cookie (sign-out). */
  end(): void;
  /**
   * After a change that ended the user's other sessions (identity raised the session epoch): refreshes this
   * browser's session of `userId` at once, so it stays signed in with a token of the new epoch. A refused refresh
   * clears the cookie; an unreachable identity leaves it (the next request refreshes or answers 503).
   */
  renew(userId: string): Promise<void>;
  /**
   * Sign-in with a provider: remembers the OIDC `state` in a short-lived cookie of this browser, sent only to the
   * callback `path` (Google's /api/auth/callback when absent).
   */
  rememberOAuthState(state: string, path?: string): void;
  /** Whether this browser started the sign-in with this `state`; the cookie (of `path`) is cleared either way. */
  takeOAuthState(state: string, path?: string): boolean;
}

export interface HandlerContext<A extends AuthMode, B, Q, P> {
  body: B;
  query: Q;
  params: P;
  session: A extends 'session' ? SessionPayload : SessionPayload | undefined;
  sessions: SessionControl;
  deps: RouteDeps;
  request: Request;
  /** Only for `streamBody` routes, which hand the untouched request stream on (and must not answer through it). */
  response: Response;
  /** The body's exact bytes, for routes that declare `rawBody` (empty otherwise, or when none was sent). */
  rawBody: Buffer;
}

/** A reply other than the route's JSON success body. */
export class Reply {
  private constructor(
    readonly status: number,
    readonly kind: 'json' | 'text' | 'redirect' | 'file' | 'stream' | 'empty',
    readonly payload: unknown,
    readonly contentType?: string,
    readonly fileName?: string,
    /** A file shown in the browser (`inline`) rather than saved (`attachment`, the default). */
    readonly disposition: 'attachment' | 'inline' = 'attachment',
  ) {}

  static redirect(location: string): Reply {
    return new Reply(302, 'redirect', location);
  }

  static text(body: string, contentType: string, status = 200): Reply {
    return new Reply(status, 'text', body, contentType);
  }

  /** 204: done, nothing to say (the route's success is `{ status: 204 }` without a schema). */
  static noContent(): Reply {
    return new Reply(204, 'empty', undefined);
  }

  /** 304: the caller's copy (its If-None-Match) is current; headers set on the response (ETag) go with it. */
  static notModified(): Reply {
    return new Reply(304, 'empty', undefined);
  }

  static json(body: unknown, status: number): Reply {
    return new Reply(status, 'json', body);
  }

  /**
   * A file: `fileName` goes into Content-Disposition escaped (quoted, RFC 5987 for non-ASCII); `inline` asks the
   * browser to show it rather than save it.
   */
  static file(
    body: Buffer,
    contentType: string,
    fileName: string,
    disposition: 'attachment' | 'inline' = 'attachment',
  ): Reply {
    return new Reply(200, 'file', body, contentType, fileName, disposition);
  }

  /**
   * A download streamed as it is produced (a data export's ZIP), never held whole in memory. Everything that can be
   * refused must be checked before: once the first byte is out, a failure can only cut the download short.
   */
  static stream(body: Readable, contentType: string, fileName: string): Reply {
    return new Reply(200, 'stream', body, contentType, fileName);
  }
}

export interface SuccessSpec<R extends z.ZodType | undefined> {
  status: 200 | 201 | 202 | 204 | 302;
  description: string;
  /** JSON body schema; absent for redirects and non-JSON answers. */
  schema?: R;
  /** For non-JSON answers (e.g. Prometheus text). */
  contentType?: string;
  /** The answer sets the session cookie (documented as a Set-Cookie header). */
  setsSessionCookie?: boolean;
}

type Out<S> = S extends z.ZodType ? z.output<S> : Record<string, never>;
type ReplyBody<R> = R extends z.ZodType ? z.input<R> : never;

export interface RouteSpec<
  A extends AuthMode = AuthMode,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  Q extends z.ZodObject | undefined = z.ZodObject | undefined,
  P extends z.ZodObject | undefined = z.ZodObject | undefined,
  R extends z.ZodType | undefined = z.ZodType | undefined,
> {
  method: HttpMethod;
  /** Express path syntax, e.g. `/api/properties/:id`. */
  path: string;
  operationId: string;
  summary: string;
  tag: string;
  auth: A;
  /** State-changing routes require the CSRF header unless this is false (e.g. a signed webhook). */
  csrf?: boolean;
  /** Ops endpoints (health, metrics) are documented but are not part of the SPA's API. */
  ops?: boolean;
  body?: { schema: B; accepts: readonly BodyFormat[] };
  /**
   * Read the body as raw bytes instead (a signed webhook: the signature covers the exact bytes, so nothing may
   * parse or re-serialise it first), any media type, up to the limit.
   */
  rawBody?: { limitBytes: number; mediaType: string; description: string };
  /**
   * Leave the body unread: the handler streams it on itself (an upload to object storage), any size the handler
   * allows. Nothing parses or buffers it first.
   */
  streamBody?: { mediaType: string; description: string };
  /** Request headers the route reads (documented as header parameters). */
  headers?: readonly { name: string; description: string; required: boolean }[];
  /**
   * The body carries a secret (a card number): nothing derived from the request body or an error about it is ever
   * logged, not even an unexpected failure's message.
   */
  sensitiveBody?: boolean;
  query?: Q;
  params?: P;
  success: SuccessSpec<R>;
  /**
   * The proto fields of the requests this route sends -> its JSON fields, so a service's field violation is shown
   * next to the right form field (`{ new_password: 'password' }`). Each field of each request is listed.
   */
  protoFields?: ProtoFieldNames;
  /** Error statuses this route answers beyond the ones implied by its shape (validation, session, CSRF, ...). */
  errors?: readonly number[];
  /** Answers with their own body besides the success (e.g. readiness's 503, a declined card's 402). */
  extraResponses?: Record<number, { description: string; schema: z.ZodType }>;
  /** Answer invalid input with this reply instead of 400 (e.g. a browser link that must land in the app). */
  onInvalidInput?: (deps: RouteDeps) => Reply;
  handle(context: HandlerContext<A, Out<B>, Out<Q>, Out<P>>): Promise<ReplyBody<R> | Reply>;
}

/** A route with its types erased, as stored in the table. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRoute = RouteSpec<AuthMode, any, any, any, any>;

/** Declares a route with full inference of its handler's input and output types. */
export function defineRoute<
  A extends AuthMode,
  B extends z.ZodType | undefined = undefined,
  Q extends z.ZodObject | undefined = undefined,
  P extends z.ZodObject | undefined = undefined,
  R extends z.ZodType | undefined = undefined,
>(spec: RouteSpec<A, B, Q, P, R>): AnyRoute {
  return spec as AnyRoute;
}

export const STATE_CHANGING_METHODS: ReadonlySet<HttpMethod> = new Set(['post', 'put', 'patch', 'delete']);

export function requiresCsrf(route: AnyRoute): boolean {
  return STATE_CHANGING_METHODS.has(route.method) && route.csrf !== false;
}
