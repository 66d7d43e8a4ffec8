import express, { type ErrorRequestHandler } from 'express';
import request from 'supertest';
import type { AnyRoute, HttpMethod } from '../routes/route';
import { routeGroupKey, routeTable } from './route-table';

const route = (method: HttpMethod, path: string) => ({ method, path }) as AnyRoute;

const ROUTES = [
  route('get', '/api/me'),
  route('put', '/api/me/checklist'),
  route('get', '/api/properties'),
  route('get', '/api/properties/sample'),
  route('get', '/api/properties/:id'),
  route('get', '/api/documents/:document_type/:id'),
  route('get', '/api/broken'),
  route('get', '/healthz'),
];

function appWith(routes: readonly AnyRoute[]) {
  const app = express();
  app.use(
    routeTable(routes, (entry) => [
      (request, response) => {
        if (entry.path === '/api/broken') throw new Error('handler failed');
        response.json({ route: `${entry.method} ${entry.path}`, params: request.params });
      },
    ]),
  );
  app.use((_request, response) => {
    response.status(404).json({ route: 'fell through' });
  });
  const errors: ErrorRequestHandler = (error: Error, _request, response, _next) => {
    response.status(500).json({ error: error.message });
  };
  app.use(errors);
  return app;
}

describe('routeTable', () => {
  const app = appWith(ROUTES);

  it.each([
    ['/api/me', 'get /api/me', {}],
    ['/api/properties', 'get /api/properties', {}],
    ['/api/properties/sample', 'get /api/properties/sample', {}],
    ['/api/properties/p-1', 'get /api/properties/:id', { id: 'p-1' }],
    [
      '/api/documents/offer_letter/d-1',
      'get /api/documents/:document_type/:id',
      { document_type: 'offer_letter', id: 'd-1' },
    ],
    ['/healthz', 'get /healthz', {}],
  ])('answers %s with the route Express would pick, in the table’s order', async (path, expected, params) => {
    const response = await request(app).get(path).expect(200);
    expect(response.body).toEqual({ route: expected, params });
  });

  it('matches as Express does: any case, an optional trailing slash, HEAD through GET', async () => {
    expect((await request(app).get('/API/Me/').expect(200)).body.route).toBe('get /api/me');
    await request(app).head('/api/properties').expect(200);
  });

  it('passes on what no route of the table answers: another method, path or group', async () => {
    for (const [method, path] of [
      ['post', '/api/me'],
      ['get', '/api/me/nothing'],
      ['get', '/api/unknown'],
      ['get', '/'],
      ['get', '/api'],
    ] as const)
      expect((await request(app)[method](path).expect(404)).body).toEqual({ route: 'fell through' });
  });

  it('hands a failing handler’s error to the app’s error handler', async () => {
    expect((await request(app).get('/api/broken').expect(500)).body).toEqual({ error: 'handler failed' });
  });

  it('refuses a route whose first two segments are not literal', () => {
    expect(() => appWith([route('get', '/api/:anything')])).toThrow(/literal/);
    expect(() => appWith([route('get', '/:anything')])).toThrow(/literal/);
  });
});

describe('routeGroupKey', () => {
  it('is the first two segments, lower-cased', () => {
    expect(routeGroupKey('/api/properties/:id/documents')).toBe('/api/properties');
    expect(routeGroupKey('/API/Me/')).toBe('/api/me');
    expect(routeGroupKey('/healthz')).toBe('/healthz');
    expect(routeGroupKey('/')).toBe('/');
  });
});
