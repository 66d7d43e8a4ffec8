import express, { type Express } from 'express';
import { registry, traceHttpRequests, type Logger, type ReadinessCheck } from '@homeward/kit';
import { isLocalHttp } from '../config';
import type { Clients } from '../clients';
import { buildOpenApiDocument } from '../openapi/document';
import { ROUTES } from '../routes';
import type { AnyRoute, RouteDeps } from '../routes/route';
import { SessionRefresher } from '../session/refresh';
import { OAuthStateCookie } from '../session/oauth-state-cookie';
import { SessionCookie } from '../session/session-cookie';
import { undecodableUploadPathIsNotFound } from '../routes/storage';
import { UploadProxy } from '../storage/upload-proxy';
import { STORAGE_ROUTE_PREFIX } from '../storage/upload-url';
import { apiNotFound, errorHandler } from './error-handler';
import { notFound } from './http-error';
import { httpMetrics } from './metrics';
import { requestDeadline } from './request-deadline';
import { requestLogging, routeLabel } from './request-log';
import { routeHandlers } from './route-runner';
import { routeTable } from './route-table';
import { securityHeaders } from './security-headers';
import { spa } from './spa';
import type { TrustProxy } from './trust-proxy';

export interface AppOptions {
  appBaseUrl: string;
  sessionSecret: string;
  /** Built SPA to serve; omitted when the SPA is served elsewhere (e.g. Vite in development). */
  staticDir?: string;
  logger: Logger;
  clients: Clients;
  /** The object store's origin: where `PUT /api/storage/*` uploads go (OBJECT_STORAGE_ENDPOINT). */
  objectStorageEndpoint: string;
  readiness: Record<string, ReadinessCheck>;
  /** Check JSON answers against their schemas (turn on outside production). */
  validateResponses?: boolean;
  routes?: readonly AnyRoute[];
  /** Express `trust proxy`: whether X-Forwarded-For may name the client (TRUST_PROXY). Default: no. */
  trustProxy?: TrustProxy;
  /**
   * Serve /healthz, /readyz and /metrics on this app (default). `false` when the ops server on OPS_PORT serves them,
   * so they cannot be reached through the ingress, which routes the app port only.
   */
  serveOpsRoutes?: boolean;
}

/** Builds the BFF's Express app: every route comes from the route table. Nothing here listens or connects. */
export function createApp(options: AppOptions): Express {
  const routes = (options.routes ?? ROUTES).filter((route) => options.serveOpsRoutes !== false || !route.ops);
  const cookie = new SessionCookie({
    secret: options.sessionSecret,
    secure: !isLocalHttp(options.appBaseUrl),
  });
  const refresher = new SessionRefresher(options.clients.identity);
  let openApi: unknown;
  const routeDeps: RouteDeps = {
    clients: options.clients,
    appBaseUrl: options.appBaseUrl,
    logger: options.logger,
    readiness: options.readiness,
    readSession: (request) => cookie.read(request),
    openApiDocument: () => (openApi ??= buildOpenApiDocument(routes)),
    metrics: async () => ({ contentType: registry.contentType, body: await registry.metrics() }),
    uploadProxy: new UploadProxy(options.objectStorageEndpoint),
    objectStorageEndpoint: options.objectStorageEndpoint,
  };
  const runner = {
    routeDeps,
    cookie,
    refresher,
    oauthState: new OAuthStateCookie(!isLocalHttp(options.appBaseUrl)),
    logger: options.logger,
    validateResponses: options.validateResponses ?? false,
  };

  const app = express();
  app.disable('x-powered-by');
  app.set('query parser', 'simple');
  app.set('trust proxy', options.trustProxy ?? false);
  app.use(
    traceHttpRequests(routeLabel),
    requestLogging(options.logger),
    httpMetrics(),
    securityHeaders({ hsts: new URL(options.appBaseUrl).protocol === 'https:' }),
    requestDeadline(),
  );

  app.use(`${STORAGE_ROUTE_PREFIX}/`, undecodableUploadPathIsNotFound());
  // No body parser runs app-wide: each route parses its own, and an upload route (`streamBody`) none at all.
  app.use(routeTable(routes, (route) => routeHandlers(route, runner)));

  app.use('/api', apiNotFound());
  if (options.staticDir) app.use(spa(options.staticDir));
  app.use((_request, _response, next) => next(notFound('Not found')));
  app.use(errorHandler(options.logger, cookie));
  return app;
}
