// The upload through the real BFF to the REAL inspection-analyzer (in-process, on the run's PostgreSQL, broker and
// S3 server, beside a real property service; the analyzer's own test harness and test engine), end to end: presign,
// PUT through the BFF's proxy, the analyzer's check of the object, 201 or 202 by the analyzer's estimate, the
// analysis landing, issues, an explanation, the PDF and the property's link to its report.
import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { testObjectStorage, waitFor } from '@homeward/testing';
import {
  startAnalyzerHarness,
  type AnalyzerHarness,
} from '../../services/inspection-analyzer/test/support/harness';
import { testCost, testEngine } from '../../services/inspection-analyzer/test/support/engines';
import { reportPdf, STANDARD_FINDINGS } from '../../services/inspection-analyzer/test/support/reports';
import { listen, type RunningServer } from '../src/http/listen';
import { createCookieSealer } from '../src/session/cookie-crypto';
import { SESSION_COOKIE } from '../src/session/session-cookie';
import { CSRF, SESSION_SECRET, startBff, type TestBff } from './support/bff';

interface BffUnderTest {
  bff: TestBff;
  server: RunningServer;
  origin: string;
}

let harness: AnalyzerHarness;
let quick: BffUnderTest;
/** A BFF whose analyzer expects every upload to take long. */
let slow: BffUnderTest;

async function bffFor(analyzerPort: number): Promise<BffUnderTest> {
  const bff = await startBff({
    addresses: {
      property: `127.0.0.1:${harness.property.grpcPort}`,
      inspectionAnalyzer: `127.0.0.1:${analyzerPort}`,
    },
    objectStorageEndpoint: testObjectStorage().endpoint,
  });
  const server = await listen(bff.app, 0);
  return { bff, server, origin: `http://127.0.0.1:${server.port}` };
}

beforeAll(async () => {
  harness = await startAnalyzerHarness('bff_inspections');
  const parts = {
    engine: testEngine(),
    estimateCost: async (finding: Parameters<typeof testCost>[0]) => testCost(finding),
  };
  const analyzer = await harness.startAnalyzer(parts);
  const longAnalyzer = await harness.startAnalyzer(parts, {
    LONG_ANALYSIS_THRESHOLD_SECONDS: '1',
    ANALYSIS_SECONDS_PER_MB: '100000',
  });
  quick = await bffFor(analyzer.service.grpcPort);
  slow = await bffFor(longAnalyzer.service.grpcPort);
}, 120_000);

afterAll(async () => {
  for (const under of [quick, slow]) {
    await under?.server.close();
    await under?.bff.close();
  }
  await harness?.stop();
});

/** A buyer signed in through identity's token (the BFF's session cookie holding it) with an unlocked property. */
async function buyer() {
  const userId = randomUUID();
  const accessToken = await harness.issuer.tokenFor(userId);
  const now = Math.floor(Date.now() / 1000);
  const sealed = createCookieSealer(SESSION_SECRET).seal({
    userId,
    accessToken,
    refreshToken: 'not-used-within-the-test',
    accessExpiresAt: now + 900,
    refreshExpiresAt: now + 3600,
  });
  const propertyId = await harness.propertyOf(accessToken, userId);
  return { userId, cookie: `${SESSION_COOKIE}=${sealed}`, propertyId };
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

describe('an upload through the BFF to the real inspection-analyzer', () => {
  it('is 201, analysed, explained, summarised as a PDF and linked from the property', async () => {
    const { cookie, propertyId } = await buyer();
    const file = await reportPdf(STANDARD_FINDINGS);
    const { put } = await uploadThrough(quick, cookie, propertyId, file);
    expect(put.status).toBe(201);
    const report = put.body.home_inspection;
    expect(report).toMatchObject({
      property_id: propertyId,
      file_name: 'Inspection – 12 Main St (final).pdf',
      status: 'queued',
      expected_long: false,
    });

    const analysed = await waitFor(
      async () => {
        const got = await request(quick.origin)
          .get(`/api/home-inspections/${report.id}`)
          .set('Cookie', cookie);
        return got.body.home_inspection?.status === 'analyzed' ? got.body.home_inspection : undefined;
      },
      { message: 'the report analysed', timeoutMs: 60_000 },
    );
    expect(analysed.structured_data.summary.final_recommendation).toBe('Repair before closing.');
    expect(analysed.severity_totals.critical.count).toBe(1);
    expect(analysed.severity_totals.major.count).toBe(2);

    const issues = await request(quick.origin)
      .get(`/api/home-inspections/${report.id}/issues`)
      .set('Cookie', cookie)
      .expect(200);
    const titles = issues.body.issues.map((issue: { title: string }) => issue.title);
    expect(titles).toEqual([...titles].sort((a: string, b: string) => a.localeCompare(b)));
    expect(issues.body.issues.map((issue: { severity: string }) => issue.severity)).toEqual(
      expect.arrayContaining(['critical', 'major', 'minor', 'informational']),
    );
    const major = issues.body.issues.find((issue: { severity: string }) => issue.severity === 'major');
    expect(major.details).toBeNull();
    const explained = await request(quick.origin)
      .post('/api/property/home-inspection-issue')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ issue_id: major.id })
      .expect(200);
    expect(explained.body.issue.details).toEqual({
      issue_details: expect.any(String),
      estimated_fix_price_range: expect.objectContaining({
        from: expect.any(Number),
        to: expect.any(Number),
      }),
      recommended_actions: expect.any(Array),
    });

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
    const { put } = await uploadThrough(slow, cookie, propertyId, await reportPdf(STANDARD_FINDINGS));
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

  it("is 404 for another user's upload URL and report", async () => {
    const owner = await buyer();
    const intruder = await buyer();
    const file = await reportPdf(STANDARD_FINDINGS);
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
