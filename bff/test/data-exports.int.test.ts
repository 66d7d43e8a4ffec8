// Data export through the real BFF and every real service (issue 25 item 9): Settings asks, each service answers on
// Kafka with its part, identity makes the export ready, and the archive is a ZIP this test opens: README.txt, one
// folder per service with its JSON (the owner's property, never a password). Only one at a time (429 with plain
// words); another user's export id is 404 (archive.test.ts: 409 before ready, the PDFs and report files).
jest.setTimeout(180_000);

import http from 'node:http';
import JSZip from 'jszip';
import request from 'supertest';
import { waitFor } from '@homeward/testing';
import { CSRF, PASSWORD, sessionCookieOf } from './support/bff';
import { startRealStack, type RealStack } from './support/real-stack';

const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';

let stack: RealStack;
let server: http.Server;

beforeAll(async () => {
  stack = await startRealStack('bff_data_exports');
  server = http.createServer(stack.app);
}, 120_000);

afterAll(async () => {
  server?.close();
  await stack?.stop();
});

async function signUp(email: string): Promise<string> {
  await request(server)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name: 'Ada Buyer', terms: true })
    .expect(200);
  await stack.verifyEmail(email);
  const signedIn = await request(server)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD });
  return sessionCookieOf(signedIn)!;
}

const binary = (response: request.Response, done: (error: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  response.on('data', (chunk: Buffer) => chunks.push(chunk));
  response.on('end', () => done(null, Buffer.concat(chunks)));
};

describe('Download your data', () => {
  it('asks for an export, answers 429 while it is prepared, and downloads a ZIP of every service’s part', async () => {
    const stamp = Date.now();
    const ada = await signUp(`ada.export.${stamp}@example.com`);
    const bob = await signUp(`bob.export.${stamp}@example.com`);
    const created = await request(server)
      .post('/api/properties')
      .set(CSRF)
      .set('Cookie', ada)
      .send({ address: ADDRESS })
      .expect(201);
    const propertyId = created.body.property.id as string;

    // The CSRF header is required, as on every state-changing /api/me route.
    await request(server).post('/api/me/data-exports').set('Cookie', ada).expect(403);
    const asked = await request(server).post('/api/me/data-exports').set(CSRF).set('Cookie', ada).expect(202);
    const exportId = asked.body.export.id as string;
    expect(asked.body.export).toMatchObject({ status: 'preparing', download_url: null });

    // One at a time: a second request while this one is prepared is refused in plain words.
    const again = await request(server).post('/api/me/data-exports').set(CSRF).set('Cookie', ada);
    expect(again.status).toBe(429);
    expect(again.body.message).toBe(
      'Your data export is still being prepared. You can ask for another one once it is ready or has failed.',
    );

    const ready = await waitFor(
      async () => {
        const listed = await request(server).get('/api/me/data-exports').set('Cookie', ada).expect(200);
        const found = (listed.body.exports as { id: string; status: string }[]).find(
          (e) => e.id === exportId,
        );
        return found?.status === 'ready' ? found : undefined;
      },
      { timeoutMs: 120_000, intervalMs: 500, message: 'the export to become ready' },
    );
    expect(ready).toMatchObject({ download_url: `/api/me/data-exports/${exportId}/archive` });

    // Bob cannot see it nor download it: 404, as for an id that never existed.
    expect(
      (await request(server).get('/api/me/data-exports').set('Cookie', bob).expect(200)).body.exports,
    ).toEqual([]);
    for (const id of [exportId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const refused = await request(server).get(`/api/me/data-exports/${id}/archive`).set('Cookie', bob);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toMatch(/^We could not find that data export/);
    }
    await request(server).get(`/api/me/data-exports/${exportId}/archive`).expect(401);

    const download = await request(server)
      .get(`/api/me/data-exports/${exportId}/archive`)
      .set('Cookie', ada)
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="?homeward-data-export-\d{4}-\d{2}-\d{2}\.zip"?$/,
    );
    const zip = await JSZip.loadAsync(download.body as Buffer);
    const names = Object.keys(zip.files).filter((name) => !zip.files[name]!.dir);
    expect(names).toEqual(
      expect.arrayContaining([
        'README.txt',
        'identity/identity.json',
        'property/property.json',
        'payment/payment.json',
        'tour/tour.json',
        'documents/documents.json',
        'inspection-analyzer/inspection-analyzer.json',
        'notifications/notifications.json',
      ]),
    );
    const json = async (name: string) =>
      JSON.parse(await zip.file(name)!.async('string')) as Record<string, unknown>;
    const { properties } = (await json('property/property.json')) as {
      properties: { id: string; address: { address: string } }[];
    };
    expect(properties.map((p) => p.id)).toEqual([propertyId]);
    expect(properties[0]!.address.address).toContain('1423 Maple Ridge Dr');
    const account = await json('identity/identity.json');
    expect(account).toMatchObject({
      account: { email: `ada.export.${stamp}@example.com`, has_password: true },
    });
    const identityText = await zip.file('identity/identity.json')!.async('string');
    expect(identityText).not.toContain(PASSWORD);
    expect(identityText).not.toMatch(/hash|scrypt|token/i);
    const readme = await zip.file('README.txt')!.async('string');
    expect(readme).toContain('property/property.json: the properties you added');
    expect(readme).toContain('after that the copy is deleted');
  });
});
