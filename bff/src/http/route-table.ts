import express, { type RequestHandler, type Router } from 'express';
import type { AnyRoute } from '../routes/route';

/**
 * The routes' paths by their first two segments (`/api/properties`, `/healthz`), in the table's order. Express tries
 * every route of an app in turn, a regular expression each, until one matches; with some 80 routes, a call to one of
 * the last walked them all. Every path begins with literal segments, so the first two name the only group that can
 * match, and a call tries that group's routes alone, in the table's order, as Express would.
 */
export function routeGroupKey(path: string): string {
  const [, first = '', second] = path.split('/', 3);
  // Express matches paths case-insensitively (its default, kept here): the key does too.
  return (second === undefined || second === '' ? `/${first}` : `/${first}/${second}`).toLowerCase();
}

/** The middleware that dispatches to the groups, and the groups' routers (the OpenAPI test reads what they hold). */
export type RouteTable = RequestHandler & { routers: Router[] };

export function routeTable(
  routes: readonly AnyRoute[],
  handlersOf: (route: AnyRoute) => RequestHandler[],
): RouteTable {
  const groups = new Map<string, Router>();
  for (const route of routes) {
    const key = routeGroupKey(route.path);
    if (!/^\/[a-z0-9._-]+(\/[a-z0-9._-]+)?$/.test(key))
      throw new Error(`route ${route.path}: its first two segments must be literal to be grouped`);
    let router = groups.get(key);
    if (!router) groups.set(key, (router = express.Router()));
    router[route.method](route.path, ...handlersOf(route));
  }
  const handler: RequestHandler = (request, response, next) => {
    const router = groups.get(routeGroupKey(request.path));
    if (router) router(request, response, next);
    else next();
  };
  return Object.assign(handler, { routers: [...groups.values()] });
}
