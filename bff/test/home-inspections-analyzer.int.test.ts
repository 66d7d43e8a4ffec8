// The upload through the real BFF to the REAL inspection-analyzer (in-process, on the run's PostgreSQL, broker and
// S3 server, beside a real property service, with its default offline engine on a labelled fixture report), end to
// end: a property added and unlocked, presign, PUT through the BFF's proxy, the analyzer's check of the object, 201
// or 202 by the analyzer's estimate, the analysis landing, issues, an explanation, the PDF and the property's link.
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import request from 'supertest';
import { fixtureReports, toPdf } from '@homeward/inspection-reports';
import { waitFor } from '@homeward/testing';
import { listen, type RunningServer } from '../src/http/listen';
import { createCookieSealer } from '../src/session/cookie-crypto';
import { SESSION_COOKIE } from '../src/session/session-cookie';
import { CSRF, SESSION_SECRET, startBff, type TestBff } from './support/bff';
import { startRealServices, type RealServices } from './support/real-analyzer';

interface BffUnderTest {
  bff: TestBff;
  server: RunningServer;
  origin: string;
}

let services: RealServices;
let quick: BffUnderTest;
/** A BFF whose analyzer expects every upload to take long. */
let slow: BffUnderTest;

async function bffFor(analyzerAddress: string): Promise<BffUnderTest> {
  const bff = await startBff({
    addresses: { property: services.propertyAddress, inspectionAnalyzer: analyzerAddress },
    objectStorageEndpoint: services.storageEndpoint,
  });
  const server = await listen(bff.app, 0);
  return { bff, server, origin: `http://127.0.0.1:${server.port}` };
}

beforeAll(async () => {
  services = await startRealServices('bff_inspections');
  quick = await bffFor(await services.startAnalyzer());
  // Every upload's estimate is far over a one-second threshold.
  slow = await bffFor(
    await services.startAnalyzer({ LONG_ANALYSIS_THRESHOLD_SECONDS: '1', ANALYSIS_SECONDS_PER_MB: '100000' }),
  );
}, 120_000);

afterAll(async () => {
  for (const under of [quick, slow]) {
    await under?.server.close();
    await under?.bff.close();
  }
  await services?.stop();
});

/** The labelled fixture report as a real PDF (the offline engine's kind of input). */
const reportFile = () => toPdf(fixtureReports[0]!);

/**
 * A buyer signed in with identity's kind of token (the BFF's session cookie holding it) and a property added
 * through the BFF, unlocked as payment.succeeded unlocks it.
 */
async function buyer() {
  const userId = randomUUID();
  const accessToken = await services.issuer.tokenFor(userId);
  const now = Math.floor(Date.now() / 1000);
  const sealed = createCookieSealer(SESSION_SECRET).seal({
    userId,
    accessToken,
    refreshToken: 'not-used-within-the-test',
    accessExpiresAt: now + 900,
    refreshExpiresAt: now + 3600,
  });
  const cookie = `${SESSION_COOKIE}=${sealed}`;
  const created = await request(quick.origin)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address: `${Math.floor(Math.random() * 9000) + 100} Inspection Way, Austin, TX 78701` })
    .expect(201);
  const propertyId = created.body.property.id as string;
  await request(quick.origin)
    .post(`/api/properties/${propertyId}/activate`)
    .set(CSRF)
    .set('Cookie', cookie)
    .expect(200);
  const locked = await request(quick.origin).post('/api/presigned_url').set(CSRF).set('Cookie', cookie).send({
    property_id: propertyId,
    filename: 'report.pdf',
    file_type: 'home_inspection_report',
    content_type: 'application/pdf',
    file_size: 1000,
  });
  expect(locked.status).toBe(409);
  await services.publishPaymentSucceeded(propertyId, userId);
  await waitFor(
    async () =>
      (await request(quick.origin).get(`/api/properties/${propertyId}`).set('Cookie', cookie)).body.property
        ?.is_unlocked === true,
    { message: 'the property unlocked by payment.succeeded', timeoutMs: 30_000 },
  );
  return { userId, cookie, propertyId };
}

async function uploadThrough(under: BffUnderTest, cookie: string, propertyId: string, file: Buffer) {
  const presigned = await request(under.origin)
    .post('/api/presigned_url')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({
      property_id: propertyId,
      filename: encodeURIComponent('Inspection – 12 Main St (final).pdf'),
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: file.length,
    })
    .expect(200);
  const url = presigned.body.url as string;
  expect(url).toMatch(/^\/api\/storage\/[^/]+\/inspections\/[^/]+\/[^/]+\/[0-9a-f-]{36}\/[^/?]+\?X-Amz-/);
  const put = await request(under.origin)
    .put(url)
    .set(CSRF)
    .set('Cookie', cookie)
    .set('Content-Type', 'application/pdf')
    .send(file);
  return { url, put };
}

/**
 * A PUT through the BFF whose body is held after its first half until `finish()`: the upload is under way (claimed,
 * streaming to the store) for as long as the test wants, with no timing involved.
 */
function heldPut(origin: string, url: string, cookie: string, file: Buffer) {
  const half = Math.floor(file.length / 2);
  let finish!: () => void;
  const answer = new Promise<{ status: number; body: { error?: string; message?: string } }>(
    (resolve, reject) => {
      const put = http.request(`${origin}${url}`, {
        method: 'PUT',
        headers: {
          ...CSRF,
          Cookie: cookie,
          'Content-Type': 'application/pdf',
          'Content-Length': String(file.length),
        },
      });
      put.on('error', reject);
      put.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as { error?: string },
          }),
        );
      });
      put.write(file.subarray(0, half));
      finish = () => put.end(file.subarray(half));
    },
  );
  return { answer, finish: () => finish() };
}

describe('an upload through the BFF to the real inspection-analyzer', () => {
  it('is 201, analyzed, explained, summarised as a PDF and linked from the property', async () => {
    const { cookie, propertyId } = await buyer();
    const { put } = await uploadThrough(quick, cookie, propertyId, await reportFile());
    expect(put.status).toBe(201);
    const report = put.body.home_inspection;
    expect(report).toMatchObject({
      property_id: propertyId,
      file_name: 'Inspection – 12 Main St (final).pdf',
      status: 'queued',
      expected_long: false,
    });

    const analyzed = await waitFor(
      async () => {
        const got = await request(quick.origin)
          .get(`/api/home-inspections/${report.id}`)
          .set('Cookie', cookie);
        return got.body.home_inspection?.status === 'analyzed' ? got.body.home_inspection : undefined;
      },
      { message: 'the report analyzed', timeoutMs: 60_000 },
    );
    expect(analyzed.structured_data.summary.final_recommendation).toEqual(expect.any(String));
    expect(analyzed.analyzed_at).toEqual(expect.any(String));

    const issues = await request(quick.origin)
      .get(`/api/home-inspections/${report.id}/issues`)
      .set('Cookie', cookie)
      .expect(200);
    const found = issues.body.issues as { id: string; title: string; severity: string; details: unknown }[];
    expect(found.length).toBeGreaterThan(0);
    const counted = Object.values(analyzed.severity_totals as Record<string, { count: number }>);
    expect(counted.reduce((sum, total) => sum + total.count, 0)).toBe(found.length);
    for (const issue of found) expect(analyzed.severity_totals[issue.severity]).toBeDefined();
    const priced = found.find((issue) => ['critical', 'major', 'moderate'].includes(issue.severity))!;
    expect(priced.details).toBeNull();
    const explained = await request(quick.origin)
      .post('/api/property/home-inspection-issue')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ issue_id: priced.id })
      .expect(200);
    const details = explained.body.issue.details;
    expect(details).toEqual({
      issue_details: expect.stringMatching(/\S/),
      estimated_fix_price_range: details.estimated_fix_price_range === null ? null : expect.any(Object),
      recommended_actions: expect.any(Array),
      cost_source:
        details.estimated_fix_price_range === null ? null : expect.stringMatching(/^(inspector|typical)$/),
    });
    if (details.estimated_fix_price_range)
      expect(details.estimated_fix_price_range.from).toBeLessThanOrEqual(
        details.estimated_fix_price_range.to,
      );

    const pdf = await request(quick.origin)
      .get(`/api/home-inspections/${report.id}/report.pdf`)
      .set('Cookie', cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename=/);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');

    await waitFor(
      async () => {
        const property = await request(quick.origin)
          .get(`/api/properties/${propertyId}`)
          .set('Cookie', cookie);
        return property.body.property?.home_inspection === report.id;
      },
      { message: 'the property linked to its report (inspection.uploaded)', timeoutMs: 30_000 },
    );
    const list = await request(quick.origin)
      .get(`/api/properties/${propertyId}/home-inspections`)
      .set('Cookie', cookie)
      .expect(200);
    expect(list.body.home_inspections.map((r: { id: string }) => r.id)).toEqual([report.id]);
  });

  it("is 202 when the analyzer's estimate says the analysis takes long", async () => {
    const { cookie, propertyId } = await buyer();
    const { put } = await uploadThrough(slow, cookie, propertyId, await reportFile());
    expect(put.status).toBe(202);
    expect(put.body.home_inspection).toMatchObject({ status: 'queued', expected_long: true });
  });

  it("is 400 with the analyzer's message for a file that is not what it claims", async () => {
    const { cookie, propertyId } = await buyer();
    const notAPdf = Buffer.from('MZ this is an executable, not a report'.padEnd(2048, '\0'), 'latin1');
    const { put } = await uploadThrough(quick, cookie, propertyId, notAPdf);
    expect(put.status).toBe(400);
    expect(put.body).toEqual({ error: 'invalid_request', message: expect.any(String) });
    expect(put.body.message.length).toBeGreaterThan(10);
  });

  it("takes spec part 1's presign body without file_size, and refuses a replay of the URL once accepted (409)", async () => {
    const { cookie, propertyId } = await buyer();
    const file = await reportFile();
    const presigned = await request(quick.origin)
      .post('/api/presigned_url')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({
        property_id: propertyId,
        filename: 'report.pdf',
        file_type: 'home_inspection_report',
        content_type: 'application/pdf',
      })
      .expect(200);
    const url = presigned.body.url as string;
    const put = (body: Buffer) =>
      request(quick.origin)
        .put(url)
        .set(CSRF)
        .set('Cookie', cookie)
        .set('Content-Type', 'application/pdf')
        .send(body);
    const accepted = await put(file).expect(201);
    const replay = await put(
      Buffer.from('MZ not the checked file'.padEnd(file.length, '.'), 'latin1'),
    ).expect(409);
    expect(replay.body.error).toBe('upload_url_used');
    const report = await request(quick.origin)
      .get(`/api/home-inspections/${accepted.body.home_inspection.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(report.body.home_inspection.status).not.toBe('awaiting_upload');
  });

  it('takes exactly one of two PUTs of one URL at the same moment; the other is 409 and never reaches the store', async () => {
    const { cookie, propertyId } = await buyer();
    const file = await reportFile();
    const presigned = await request(quick.origin)
      .post('/api/presigned_url')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({
        property_id: propertyId,
        filename: 'report.pdf',
        file_type: 'home_inspection_report',
        content_type: 'application/pdf',
        file_size: file.length,
      })
      .expect(200);
    const url = presigned.body.url as string;
    // the report's id is the key's last folder: inspections/<user>/<property>/<report>/<file>
    const id = /\/([0-9a-f-]{36})\/[^/?]+\?/.exec(url)![1]!;
    const row = () => services.analyzerDb('home_inspections').where({ id }).first();

    const first = heldPut(quick.origin, url, cookie, file);
    // The first PUT holds the upload (the analyzer's claim) while its body is still on the way to the store.
    await waitFor(async () => (await row())?.upload_claim_id != null, {
      message: 'the first PUT claimed the upload',
      timeoutMs: 30_000,
    });
    const other = Buffer.from(
      '%PDF-1.4 not the file that is being checked'.padEnd(file.length, '.'),
      'latin1',
    );
    const second = await request(quick.origin)
      .put(url)
      .set(CSRF)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/pdf')
      .send(other);
    first.finish();
    const firstAnswer = await first.answer;

    expect([firstAnswer.status, second.status].sort()).toEqual([201, 409]);
    expect(firstAnswer.status).toBe(201);
    expect(second.body).toEqual({
      error: 'upload_in_progress',
      message:
        'This upload link is already in use by another upload. Wait for it to finish, or start a new upload.',
    });
    const stored = await row();
    expect(stored.status).not.toBe('awaiting_upload');
    const object = await fetch(`${services.storageEndpoint}/${services.bucket}/${stored.object_key}`);
    expect(Buffer.from(await object.arrayBuffer()).equals(file)).toBe(true);
    // and once accepted, the URL is used
    const replay = await request(quick.origin)
      .put(url)
      .set(CSRF)
      .set('Cookie', cookie)
      .set('Content-Type', 'application/pdf')
      .send(other)
      .expect(409);
    expect(replay.body.error).toBe('upload_url_used');
  });

  it("is 404 for another user's upload URL and report", async () => {
    const owner = await buyer();
    const intruder = await buyer();
    const file = await reportFile();
    const presigned = await request(quick.origin)
      .post('/api/presigned_url')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({
        property_id: owner.propertyId,
        filename: 'report.pdf',
        file_type: 'home_inspection_report',
        content_type: 'application/pdf',
        file_size: file.length,
      })
      .expect(200);
    await request(quick.origin)
      .put(presigned.body.url)
      .set(CSRF)
      .set('Cookie', intruder.cookie)
      .set('Content-Type', 'application/pdf')
      .send(file)
      .expect(404);
    const uploaded = await request(quick.origin)
      .put(presigned.body.url)
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .set('Content-Type', 'application/pdf')
      .send(file)
      .expect(201);
    await request(quick.origin)
      .get(`/api/home-inspections/${uploaded.body.home_inspection.id}`)
      .set('Cookie', intruder.cookie)
      .expect(404);
  });
});
