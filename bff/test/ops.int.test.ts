import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { ROUTES } from '../src/routes';
import { CSRF, DEAD_ADDRESS, signedIn, startBff, type TestBff } from './support/bff';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());

describe('operations', () => {
  it('GET /healthz', async () => {
    await request(bff.app).get('/healthz').expect(200, { status: 'ok' });
  });

  it('GET /readyz checks every downstream channel', async () => {
    await request(bff.app)
      .get('/readyz')
      .expect(200, {
        status: 'ready',
        checks: {
          identity: 'ok',
          property: 'ok',
          notifications: 'ok',
          payment: 'ok',
          inspectionAnalyzer: 'ok',
          documents: 'ok',
          tour: 'ok',
        },
      });
    const down = await startBff({ addresses: { notifications: DEAD_ADDRESS } }, bff.downstream);
    try {
      const response = await request(down.app).get('/readyz').expect(503);
      expect(response.body.status).toBe('not ready');
      expect(response.body.checks).toMatchObject({ identity: 'ok', property: 'ok' });
      expect(response.body.checks.notifications).not.toBe('ok');
    } finally {
      await down.close();
    }
  });

  it('GET /metrics has the HTTP histogram by method, route template and status', async () => {
    const { cookie } = await signedIn(bff);
    await request(bff.app).get('/api/properties/00000000-0000-4000-8000-000000000000').set('Cookie', cookie);
    const response = await request(bff.app).get('/metrics').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toMatch(
      /homeward_http_request_duration_seconds_count\{method="GET",route="\/api\/properties\/:id",status="404"\} \d+/,
    );
    expect(response.text).toMatch(/homeward_grpc_client_handling_seconds_count\{[^}]*method="SignIn"/);
    expect(response.text).not.toMatch(/00000000-0000-4000-8000-000000000000/);
  });

  it('GET /api/openapi.json serves the generated document', async () => {
    const response = await request(bff.app).get('/api/openapi.json').expect(200);
    expect(response.body.openapi).toBe('3.1.0');
    expect(Object.keys(response.body.paths)).toEqual(
      expect.arrayContaining(['/api/auth/sign-up', '/api/properties/{id}', '/api/property/delete-property']),
    );
  });
});

describe('unknown routes', () => {
  it.each([
    ['get', '/api/nope'],
    ['post', '/api/nope'],
    ['delete', '/api/properties'],
    ['get', '/api'],
    ['get', '/nowhere'],
  ] as const)('%s %s is a JSON 404', async (method, url) => {
    const agent = request(bff.app);
    const response = await agent[method](url).set(CSRF).expect(404);
    expect(response.body).toEqual({ error: 'not_found', message: expect.any(String) });
  });

  it('a path that does not URI-decode is a 4xx, not a 500', async () => {
    const response = await request(bff.app).get('/api/properties/%E0%A4%A');
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(response.body.error).toBeDefined();
  });
});

describe('the built SPA', () => {
  let dir: string;
  let spa: TestBff;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'hw-spa-'));
    mkdirSync(path.join(dir, 'assets'));
    writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
    spa = await startBff({ staticDir: dir }, bff.downstream);
  });
  afterAll(async () => {
    await spa.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves index.html for client-side routes', async () => {
    for (const url of ['/', '/properties', '/auth/sign-in?verified=1']) {
      const response = await request(spa.app).get(url).expect(200);
      expect(response.text).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves hashed assets with long caching', async () => {
    const response = await request(spa.app).get('/assets/index-abc123.js').expect(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('does not answer API or missing files with index.html', async () => {
    await request(spa.app).get('/api/nope').expect(404, { error: 'not_found', message: 'No such API route' });
    await request(spa.app).get('/assets/missing.js').expect(404);
    await request(spa.app).post('/properties').expect(404);
  });
});

describe('no input makes the BFF answer 500 or show a stack trace', () => {
  const bodies: [string, (r: request.Test) => request.Test][] = [
    ['no body', (r) => r],
    ['malformed JSON', (r) => r.set('Content-Type', 'application/json').send('{"a":')],
    ['JSON null', (r) => r.set('Content-Type', 'application/json').send('null')],
    ['JSON string', (r) => r.set('Content-Type', 'application/json').send('"x"')],
    ['deep JSON', (r) => r.send({ address: { nested: [1, { x: null }] }, property_id: ['x'], email: {} })],
    [
      'prototype keys',
      (r) => r.set('Content-Type', 'application/json').send('{"__proto__":{"x":1},"constructor":1}'),
    ],
    ['huge JSON', (r) => r.send({ blob: 'x'.repeat(150_000) })],
    ['urlencoded junk', (r) => r.type('form').send('a=%ZZ&&=&b[c]=d')],
    ['binary', (r) => r.set('Content-Type', 'application/octet-stream').send(Buffer.alloc(64, 0xff))],
    [
      'bad multipart',
      (r) => r.set('Content-Type', 'multipart/form-data; boundary=zz').send('--zz\r\nbroken'),
    ],
    ['bad charset', (r) => r.set('Content-Type', 'application/json; charset=klingon').send('{}')],
  ];

  it('for every route, with and without session and CSRF header', async () => {
    const { cookie } = await signedIn(bff);
    const problems: string[] = [];
    for (const route of ROUTES) {
      const url = route.path.replace(':id', 'not-a-uuid');
      for (const [name, shape] of bodies) {
        for (const headers of [
          {},
          CSRF,
          { ...CSRF, Cookie: cookie },
          { ...CSRF, Cookie: 'hw_session=v1.AAAA' },
        ]) {
          const agent = request(bff.app);
          const response = await shape(agent[route.method](`${url}?search=%ZZ&token=`).set(headers));
          const bad = response.status >= 500 || /\bat .+:\d+:\d+/.test(response.text);
          if (bad && !(route.path === '/readyz' && response.status === 503)) {
            problems.push(
              `${route.method} ${url} [${name}] -> ${response.status} ${response.text.slice(0, 120)}`,
            );
          }
          if (response.status >= 400 && route.success.contentType === undefined && route.path !== '/readyz') {
            expect(response.body).toEqual(
              expect.objectContaining({ error: expect.any(String), message: expect.any(String) }),
            );
          }
        }
      }
    }
    expect(problems).toEqual([]);
  }, 120_000); // ~1,600 requests in sequence; slow on a shared 2-core machine
});
