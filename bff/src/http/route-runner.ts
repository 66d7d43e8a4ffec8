import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { status } from '@grpc/grpc-js';
import type { Request, RequestHandler, Response } from 'express';
import { runWithContext, type Logger } from '@homeward/kit';
import { Reply, requiresCsrf, type AnyRoute, type RouteDeps, type SessionControl } from '../routes/route';
import type { SessionCookie } from '../session/session-cookie';
import type { OAuthStateCookie } from '../session/oauth-state-cookie';
import type { SessionRefresher } from '../session/refresh';
import { parseBody, parseRawBody } from './body';
import { requireCsrfHeader } from './csrf';
import { grpcCodeOf } from './grpc-errors';
import { HttpError, internal } from './http-error';
import { locals } from './locals';
import { requireSession } from './session';
import { UPLOAD_DEADLINE_MS } from './request-deadline';
import { parseInput } from './validation';

export interface RunnerDeps {
  routeDeps: RouteDeps;
  cookie: SessionCookie;
  refresher: SessionRefresher;
  oauthState: OAuthStateCookie;
  logger: Logger;
  /** Check every JSON answer against the route's response schema (development and tests). */
  validateResponses: boolean;
}

/**
 * The middleware chain of one table entry: label, CSRF, session, body, then validated input into the handler. A
 * `streamBody` route gets no body parser (its handler receives the request stream untouched) and, once the caller
 * has passed CSRF and session, the upload's long deadline.
 */
export function routeHandlers(route: AnyRoute, deps: RunnerDeps): RequestHandler[] {
  const chain: RequestHandler[] = [label(route)];
  if (requiresCsrf(route)) chain.push(requireCsrfHeader());
  if (route.auth === 'session') chain.push(requireSession(deps.cookie, deps.refresher, deps.logger));
  // An upload of up to 100 MB may take minutes to arrive, but only a signed-in, same-site caller gets that long:
  // anyone else keeps the short default, so an anonymous socket cannot be held open trickling a body.
  if (route.streamBody) chain.push(grantUploadDeadline());
  if (route.body) chain.push(parseBody(route.body.accepts));
  else if (route.rawBody) chain.push(parseRawBody(route.rawBody.limitBytes));
  chain.push(execute(route, deps));
  return chain;
}

function label(route: AnyRoute): RequestHandler {
  return (_request, response, next) => {
    const state = locals(response);
    state.routeTemplate = route.path;
    state.sessionRoute = route.auth === 'session';
    state.sensitiveBody = route.sensitiveBody === true;
    state.protoFields = route.protoFields;
    next();
  };
}

function grantUploadDeadline(): RequestHandler {
  return (_request, response, next) => {
    locals(response).extendRequestDeadline?.(UPLOAD_DEADLINE_MS);
    next();
  };
}

function readInput(route: AnyRoute, request: Request) {
  return {
    params: route.params ? parseInput(route.params, request.params, 'params') : {},
    query: route.query ? parseInput(route.query, request.query, 'query') : {},
    body: route.body ? parseInput(route.body.schema, request.body, 'body') : {},
  };
}

function execute(route: AnyRoute, deps: RunnerDeps): RequestHandler {
  return async (request, response) => {
    const run = async () => {
      let input: ReturnType<typeof readInput>;
      try {
        input = readInput(route, request);
      } catch (error) {
        if (route.onInvalidInput && error instanceof HttpError) {
          send(response, route, route.onInvalidInput(deps.routeDeps), deps);
          return;
        }
        throw error;
      }
      const sessions: SessionControl = {
        start: (session) => deps.cookie.write(response, session),
        end: () => deps.cookie.clear(response),
        renew: (userId) => renewSession(request, response, deps, userId),
        rememberOAuthState: (state, path) => deps.oauthState.remember(response, state, path),
        takeOAuthState: (state, path) => {
          const matches = deps.oauthState.matches(request, state);
          deps.oauthState.clear(response, path);
          return matches;
        },
      };
      const result: unknown = await route.handle({
        ...input,
        session: locals(response).session,
        sessions,
        deps: deps.routeDeps,
        request,
        response,
        rawBody: route.rawBody && Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
      });
      send(response, route, result, deps);
    };
    // Body parsers resume in the socket's async context; re-enter the request's so logs and gRPC metadata keep it.
    const context = locals(response).context;
    await (context ? runWithContext(context, run) : run());
  };
}

async function renewSession(
  request: Request,
  response: Response,
  deps: RunnerDeps,
  userId: string,
): Promise<void> {
  const current = locals(response).session ?? deps.cookie.read(request);
  if (!current || current.userId !== userId) return;
  try {
    deps.cookie.write(response, await deps.refresher.renew(current));
  } catch (error) {
    const code = grpcCodeOf(error);
    if (code === status.UNAVAILABLE || code === status.DEADLINE_EXCEEDED) {
      deps.logger.warn({ code: status[code] }, 'session renewal failed; the next request refreshes');
      return;
    }
    deps.cookie.clear(response);
  }
}

function send(response: Response, route: AnyRoute, result: unknown, deps: RunnerDeps): void {
  if (result instanceof Reply) {
    if (result.kind === 'redirect') response.redirect(302, String(result.payload));
    else if (result.kind === 'empty') response.status(result.status).end();
    else if (result.kind === 'file') {
      response.status(result.status).attachment(result.fileName);
      // Express escapes the name only for `attachment`; an inline file keeps that escaping.
      if (result.disposition === 'inline')
        response.set(
          'Content-Disposition',
          response.get('Content-Disposition')!.replace(/^attachment/, 'inline'),
        );
      response.type(result.contentType ?? 'application/octet-stream').send(result.payload);
    } else if (result.kind === 'stream') {
      response.status(result.status).attachment(result.fileName);
      response.type(result.contentType ?? 'application/octet-stream');
      const body = result.payload as Readable;
      pipeline(body, response).catch((error: unknown) => {
        // Headers are out: the browser sees the download fail; the log says why.
        deps.logger.error({ err: error, route: route.path }, 'streamed download failed part-way');
      });
    } else if (result.kind === 'text')
      response
        .status(result.status)
        .type(result.contentType ?? 'text/plain')
        .send(result.payload);
    else response.status(result.status).json(result.payload);
    return;
  }
  const schema = route.success.schema;
  if (deps.validateResponses && schema) {
    const checked = schema.safeParse(result);
    if (!checked.success) {
      deps.logger.error(
        { route: route.path, issues: checked.error.issues },
        'response does not match its schema',
      );
      throw internal();
    }
  }
  response.status(route.success.status).json(result);
}
