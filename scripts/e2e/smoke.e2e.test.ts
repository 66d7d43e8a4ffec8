// The whole of Homeward over HTTP, as the SPA uses it: real identity, property and notifications processes behind
// the real BFF, on the run's PostgreSQL, Kafka-protocol broker and mail catcher.
import { randomUUID } from 'node:crypto';
import { BACKENDS } from '@homeward/local-stack/src/homeward';
import { signUpVerifiedUser, TEST_PASSWORD, uniqueEmail, type TestUser } from './support/accounts';
import type { HttpResponse } from './support/http-client';
import {
  activate,
  createDraft,
  listNotifications,
  listProperties,
  type PropertyJson,
} from './support/properties';
import { SHARED_STACK_HOOK_TIMEOUT_MS, sharedTestStack } from './support/shared-stack';
import { withDiagnostics, type TestStack } from './support/stack';

const ADDRESS = '123 Main Street, Springfield, IL 62701';

let stack: TestStack;
let other: TestUser;

beforeAll(async () => {
  stack = await sharedTestStack();
  other = await withDiagnostics(stack, () => signUpVerifiedUser(stack, 'smoke-other'));
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await stack?.stop();
});

/** Every error answer of the BFF: JSON `{error, message}` and nothing of the server's insides. */
function expectCleanError(response: HttpResponse, status: number, error: string): void {
  expect({ status: response.status, body: response.body }).toEqual({
    status,
    body: expect.objectContaining({ error, message: expect.any(String) }),
  });
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  expect(response.text).not.toMatch(/\n[^\S\n]+at |node_modules|\.ts:\d+|stack/i);
}

it('takes a buyer from sign-up through e-mail verification to adding and removing a property', () =>
  withDiagnostics(stack, async () => {
    const browser = stack.client();
    const email = uniqueEmail('smoke-buyer');

    const signUp = await browser.post('/api/auth/sign-up', {
      multipart: { email, password: TEST_PASSWORD, name: 'Sam Buyer', terms: 'true' },
    });
    expect({ status: signUp.status, body: signUp.body }).toEqual({ status: 200, body: { ok: true } });

    // Not verified yet: the right password is not enough, and no session is set.
    const early = await browser.post('/api/auth/sign-in', { multipart: { email, password: TEST_PASSWORD } });
    expect(early.status).toBeGreaterThanOrEqual(400);
    expect(early.status).toBeLessThan(500);
    expect(early.body).toMatchObject({ message: 'Please verify your email address before signing in.' });
    expect(browser.cookie('hw_session')).toBeUndefined();

    const link = await stack.verificationLinkFor(email);
    expect(link.startsWith(`${stack.appUrl}/auth/verify-email#token=`)).toBe(true);
    // Following the link (as a mail scanner does) only serves the SPA's page with the button: nothing is verified.
    const opened = await browser.get(link, { headers: { accept: 'text/html' } });
    expect(opened.status).toBe(200);
    expect(opened.headers.get('content-type')).toMatch(/^text\/html/);
    expect(opened.text).toContain('<div id="root"></div>');
    const stillEarly = await browser.post('/api/auth/sign-in', {
      multipart: { email, password: TEST_PASSWORD },
    });
    expect(stillEarly.body).toMatchObject({ message: 'Please verify your email address before signing in.' });
    // The page's button posts the token.
    const token = new URLSearchParams(new URL(link).hash.slice(1)).get('token')!;
    const verified = await browser.post('/api/auth/verify', { json: { token } });
    expect(verified.status).toBe(200);
    // The link is single-use.
    const again = await browser.post('/api/auth/verify', { json: { token } });
    expect(again.status).toBe(409);

    const signIn = await browser.post('/api/auth/sign-in', { multipart: { email, password: TEST_PASSWORD } });
    expect(signIn.status).toBe(200);
    expect(signIn.body).toMatchObject({ user: { email, full_name: 'Sam Buyer', email_verified: true } });
    expect(browser.cookie('hw_session')).toMatch(/^v1\./);
    const userId = (signIn.body as { user: { id: string } }).user.id;

    const me = await browser.get('/api/me');
    expect(me.status).toBe(200);
    expect(me.body).toEqual({ user: expect.objectContaining({ id: userId, email, email_verified: true }) });

    const draft = await createDraft(browser, ADDRESS);
    expect(draft).toMatchObject({ status: 'draft', auth_user_id: userId });
    expect(draft.address.address).toBe(ADDRESS);
    // A draft is only in the preview, not yet in the list.
    expect((await listProperties(browser)).map((property) => property.id)).not.toContain(draft.id);

    const active = await activate(browser, draft.id);
    expect(active).toMatchObject({ id: draft.id, status: 'active', auth_user_id: userId });
    const listed = await listProperties(browser);
    expect(listed.map((property: PropertyJson) => property.id)).toEqual([draft.id]);
    const detail = await browser.get(`/api/properties/${draft.id}`);
    expect(detail.status).toBe(200);
    expect(detail.body).toMatchObject({ property: { id: draft.id, status: 'active' } });

    // Another user neither sees nor removes it: the same 404 as a property that does not exist.
    expectCleanError(await other.client.get(`/api/properties/${draft.id}`), 404, 'not_found');
    expect((await listProperties(other.client)).map((property) => property.id)).not.toContain(draft.id);
    expectCleanError(
      await other.client.post('/api/property/delete-property', { json: { property_id: draft.id } }),
      404,
      'not_found',
    );
    expect((await listProperties(browser)).map((property) => property.id)).toEqual([draft.id]);

    const removed = await browser.post('/api/property/delete-property', { json: { property_id: draft.id } });
    expect({ status: removed.status, body: removed.body }).toEqual({ status: 200, body: { ok: true } });
    expect(await listProperties(browser)).toEqual([]);
    expectCleanError(await browser.get(`/api/properties/${draft.id}`), 404, 'not_found');

    const signOut = await browser.post('/api/auth/sign-out');
    expect(signOut.status).toBe(200);
    expect(browser.cookie('hw_session')).toBeUndefined();
    expectCleanError(await browser.get('/api/me'), 401, 'unauthenticated');
  }));

it('refuses state-changing requests without the CSRF header, and session routes without a session', () =>
  withDiagnostics(stack, async () => {
    const csrfCases = [
      other.client.post('/api/properties', { json: { address: ADDRESS } }, { csrf: false }),
      other.client.post(
        '/api/property/delete-property',
        { json: { property_id: other.id } },
        { csrf: false },
      ),
      other.client.post('/api/auth/sign-out', undefined, { csrf: false }),
      stack
        .client()
        .post(
          '/api/auth/sign-in',
          { json: { email: other.email, password: TEST_PASSWORD } },
          { csrf: false },
        ),
    ];
    for (const response of await Promise.all(csrfCases)) expectCleanError(response, 403, 'csrf');
    // Nothing was created and the session survived the refused sign-out.
    expect(await listProperties(other.client)).toEqual([]);

    const stranger = stack.client();
    const sessionCases = [
      stranger.get('/api/me'),
      stranger.get('/api/properties'),
      stranger.get(`/api/properties/${other.id}`),
      stranger.get('/api/notifications'),
      stranger.get('/api/tours'),
      stranger.post('/api/properties', { json: { address: ADDRESS } }),
    ];
    for (const response of await Promise.all(sessionCases))
      expectCleanError(response, 401, 'unauthenticated');

    // A cookie that was not made with this BFF's secret is no session either.
    const forged = await stranger.get('/api/me', {
      headers: { cookie: 'hw_session=v1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' },
    });
    expectCleanError(forged, 401, 'unauthenticated');

    // The tour desk's confirmation page needs no session, and a link the tour service did not sign confirms nothing.
    const forgedLink = await stranger.post('/api/tour-confirmations/confirm', {
      json: { token: 'eyJ0b3VyIjoiZm9yZ2VkIn0.c2lnbmF0dXJl' },
    });
    expectCleanError(forgedLink, 404, 'not_found');
  }));

it('answers malformed, oversized and invalid input with a 4xx JSON error and no stack trace', () =>
  withDiagnostics(stack, async () => {
    const client = other.client;
    const json = (raw: string) => ({ raw, contentType: 'application/json' });

    const malformedJson = await client.post('/api/properties', json('{"address": "12 Main St'));
    expectCleanError(malformedJson, 400, 'invalid_request');
    expect(malformedJson.body).toMatchObject({ message: 'Malformed JSON body' });

    const malformedMultipart = await stack.client().post('/api/auth/sign-up', {
      raw: '--x\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
      contentType: 'multipart/form-data; boundary=x',
    });
    expectCleanError(malformedMultipart, 400, 'invalid_request');

    const oversized = await client.post('/api/properties', { json: { address: 'a'.repeat(200 * 1024) } });
    expectCleanError(oversized, 413, 'payload_too_large');

    const wrongType = await client.post('/api/properties', { raw: ADDRESS, contentType: 'text/plain' });
    expectCleanError(wrongType, 415, 'unsupported_media_type');

    const badAddress = await client.post('/api/properties', {
      json: { address: '<script>alert(1)</script>' },
    });
    expectCleanError(badAddress, 400, 'invalid_request');
    expect(badAddress.body).toMatchObject({ fields: { address: expect.any(String) } });

    const badSignUp = await stack.client().post('/api/auth/sign-up', {
      multipart: { email: 'not-an-email', password: 'short', terms: 'false' },
    });
    expectCleanError(badSignUp, 400, 'invalid_request');
    expect(badSignUp.body).toMatchObject({
      fields: { email: expect.any(String), password: expect.any(String), terms: expect.any(String) },
    });

    expectCleanError(await client.get('/api/properties/not-a-uuid'), 404, 'not_found');
    expectCleanError(await client.get('/api/properties/%E0%A4%A'), 400, 'invalid_request');
    expectCleanError(await client.post('/api/properties/not-a-uuid/activate'), 404, 'not_found');
    expectCleanError(await client.get(`/api/properties?search=${'x'.repeat(300)}`), 400, 'invalid_request');
    expectCleanError(await client.get('/api/no-such-route'), 404, 'not_found');
    // None of it left anything behind.
    expect(await listProperties(client)).toEqual([]);
  }));

it('serves Prometheus metrics with homeward_ names from the BFF and from every backend ops port', () =>
  withDiagnostics(stack, async () => {
    // Touch every backend through the BFF first, so their labelled gRPC histograms have samples.
    expect((await other.client.get('/api/me')).status).toBe(200);
    await listProperties(other.client);
    await listNotifications(other.client);
    expect((await other.client.get('/api/stripe/options')).status).toBe(200);
    // A property of the caller's own with nothing in it: the analyzer and documents answer empty lists. One of
    // nobody's is not found, the same as another user's (the BFF asks property first).
    const own = await createDraft(other.client, ADDRESS);
    const reports = await other.client.get(`/api/properties/${own.id}/home-inspections`);
    expect({ status: reports.status, body: reports.body }).toEqual({
      status: 200,
      body: { home_inspections: [] },
    });
    const documents = await other.client.get(`/api/properties/${own.id}/documents`);
    expect({ status: documents.status, body: documents.body }).toEqual({
      status: 200,
      body: { documents: [] },
    });
    expectCleanError(await other.client.get(`/api/properties/${randomUUID()}/documents`), 404, 'not_found');
    const tours = await other.client.get('/api/tours?upcoming=true');
    expect({ status: tours.status, body: tours.body }).toEqual({ status: 200, body: { tours: [] } });

    const scrape = async (url: string) => {
      const response = await fetch(url);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
      return response.text();
    };
    const bff = await scrape(`${stack.appUrl}/metrics`);
    expect(bff).toMatch(/^# TYPE homeward_http_request_duration_seconds histogram$/m);
    expect(bff).toMatch(/^homeward_http_request_duration_seconds_count\{.*route="\/api\/me".*\} \d+/m);
    expect(bff).toMatch(/^homeward_grpc_client_handling_seconds_count\{/m);

    for (const name of BACKENDS) {
      const text = await scrape(`http://127.0.0.1:${stack.ports.ops[name]}/metrics`);
      expect({ name, served: /^homeward_grpc_server_handling_seconds_count\{/m.test(text) }).toEqual({
        name,
        served: true,
      });
    }
    const identity = await scrape(`http://127.0.0.1:${stack.ports.ops.identity}/metrics`);
    expect(identity).toMatch(/^homeward_users_registered_total(\{[^}]*\})? [1-9]/m);
    const notifications = await scrape(`http://127.0.0.1:${stack.ports.ops.notifications}/metrics`);
    expect(notifications).toMatch(/^homeward_emails_sent_total(\{[^}]*\})? [1-9]/m);
  }));
