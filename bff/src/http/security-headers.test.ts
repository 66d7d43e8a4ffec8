import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createLogger } from '@homeward/kit';
import type { Clients } from '../clients';
import { createApp, type AppOptions } from './app';
import { TOKEN_LINK_PAGES } from './security-headers';

let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(path.join(tmpdir(), 'homeward-spa-'));
  writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
});
afterAll(() => rmSync(staticDir, { recursive: true, force: true }));

function appAt(appBaseUrl: string, options: Partial<AppOptions> = {}) {
  return createApp({
    appBaseUrl,
    sessionSecret: 'x'.repeat(32),
    logger: createLogger('test', 'silent'),
    clients: {} as Clients,
    objectStorageEndpoint: 'http://127.0.0.1:9000',
    readiness: {},
    staticDir,
    ...options,
  });
}

/** The directive's sources, e.g. `img-src` -> ["'self'", 'https:']. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/));
  return found.find(([directiveName]) => directiveName === name)?.slice(1) ?? [];
}

describe('Content-Security-Policy', () => {
  it.each(['/', '/properties/1', '/api/openapi.json'])('is sent with %s', async (url) => {
    const response = await request(appAt('https://homeward.example.com')).get(url);
    expect(response.headers['content-security-policy']).toEqual(
      expect.stringContaining("default-src 'self'"),
    );
  });

  it('runs no inline or foreign script but Stripe.js, and cannot be framed or re-based', async () => {
    const policy = (await request(appAt('https://homeward.example.com')).get('/')).headers[
      'content-security-policy'
    ] as string;
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
    ]);
    expect(policy).not.toMatch(/'unsafe-eval'/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'base-uri')).toEqual(["'self'"]);
  });

  it("allows what the SPA loads: Stripe's frames and API, OpenStreetMap tiles, listing photos over https", async () => {
    const policy = (await request(appAt('https://homeward.example.com')).get('/')).headers[
      'content-security-policy'
    ] as string;
    expect(directive(policy, 'frame-src')).toEqual(
      expect.arrayContaining(['https://js.stripe.com', 'https://hooks.stripe.com']),
    );
    expect(directive(policy, 'connect-src')).toEqual(["'self'", 'https://api.stripe.com']);
    // https: covers https://tile.openstreetmap.org (the property map) and the providers' photo CDNs, not http:.
    expect(directive(policy, 'img-src')).toEqual(expect.arrayContaining(["'self'", 'https:']));
    expect(directive(policy, 'img-src')).not.toContain('http:');
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when the app is served over https', async () => {
    const response = await request(appAt('https://homeward.example.com')).get('/api/openapi.json');
    expect(response.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
  });

  it('is not sent to a plain-http origin (a laptop), where it would pin localhost to https', async () => {
    const response = await request(appAt('http://localhost:8080')).get('/api/openapi.json');
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('ops routes on their own port', () => {
  const opsPaths = ['/healthz', '/readyz', '/metrics'];

  it.each(opsPaths)('serves %s on the app by default (local stack, tests)', async (url) => {
    await request(appAt('http://localhost:8080', { staticDir: undefined }))
      .get(url)
      .expect(200);
  });

  it.each(opsPaths)(
    'leaves %s off the app (so off the ingress) when the ops server serves it',
    async (url) => {
      const app = appAt('https://homeward.example.com', { serveOpsRoutes: false, staticDir: undefined });
      await request(app).get(url).expect(404);
      // With the SPA, the path is only a client-side route: the page, never the metrics or the checks.
      const spa = await request(appAt('https://homeward.example.com', { serveOpsRoutes: false })).get(url);
      expect(spa.headers['content-type']).toMatch(/^text\/html/);
      expect(spa.text).not.toMatch(/homeward_|"checks"|"status"/);
    },
  );
});

describe('Referrer-Policy', () => {
  it.each([...TOKEN_LINK_PAGES])('is no-referrer on %s, a page an e-mailed token opens', async (page) => {
    const response = await request(appAt('https://homeward.example.com')).get(`${page}?token=secret`);
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });

  it.each(['/', '/properties/1', '/api/openapi.json'])(
    'keeps the origin only, cross-origin, on %s',
    async (url) => {
      const response = await request(appAt('https://homeward.example.com')).get(url);
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    },
  );
});
