// The home inspection API through the real BFF: a real gRPC analyzer at the BFF's edge (the generated service
// definition; see support/fake-inspection-analyzer.ts) and a real S3 server (s3rver) behind the upload proxy.
import http from 'node:http';
import { randomBytes, randomUUID } from 'node:crypto';
import request from 'supertest';
import { failedPrecondition, resourceExhausted } from '@homeward/kit';
import {
  InspectionStatus,
  Severity,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { MAX_REPORT_BYTES, UPLOAD_MESSAGES } from '../src/api/home-inspections';
import { listen, type RunningServer } from '../src/http/listen';
import { CSRF, DEAD_ADDRESS, signedIn, startBff, type TestBff } from './support/bff';
import { startDownstream, type Downstream } from './support/downstream';
import { NOT_A_REPORT, type FakeInspectionAnalyzer } from './support/fake-inspection-analyzer';
import { readObject, startObjectStorage, type TestObjectStorage } from './support/object-storage';
import { addProperty, unlock } from './support/properties';

let downstream: Downstream;
let storage: TestObjectStorage;
let analyzer: FakeInspectionAnalyzer;
let bff: TestBff;
let server: RunningServer;

beforeAll(async () => {
  downstream = await startDownstream();
  storage = await startObjectStorage();
  analyzer = downstream.inspectionAnalyzer;
  analyzer.storage = storage.client;
  bff = await startBff({ objectStorageEndpoint: storage.endpoint }, downstream);
  server = await listen(bff.app, 0);
});
afterAll(async () => {
  await server.close();
  await bff.close();
  await downstream.stop();
  await storage.stop();
});
afterEach(() => {
  analyzer.signExpired = false;
  analyzer.refusal = undefined;
});

/** A PDF-looking file with every byte value in it (and invalid UTF-8), so any re-encoding would show. */
function reportFile(size: number): Buffer {
  const file = Buffer.alloc(size);
  for (let index = 0; index < size; index += 1) file[index] = index % 256;
  Buffer.from('%PDF-1.7\n').copy(file);
  randomBytes(Math.min(4096, Math.max(0, size - 64))).copy(file, 32);
  return file;
}

async function unlockedProperty(cookie: string) {
  const property = await addProperty(bff, cookie);
  unlock(bff, property.id);
  return property;
}

function presign(cookie: string, propertyId: string, file: { name: string; size: number }) {
  return request(bff.app)
    .post('/api/presigned_url')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({
      property_id: propertyId,
      filename: encodeURIComponent(file.name),
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: file.size,
    });
}

async function uploadUrl(cookie: string, propertyId: string, file: Buffer, name = 'Inspection report.pdf') {
  const response = await presign(cookie, propertyId, { name, size: file.length }).expect(200);
  return response.body.url as string;
}

function put(url: string, cookie: string, file: Buffer, headers: Record<string, string> = CSRF) {
  return request(`http://127.0.0.1:${server.port}`)
    .put(url)
    .set(headers)
    .set('Cookie', cookie)
    .set('Content-Type', 'application/pdf')
    .send(file);
}

/** Whether any request for this upload URL reached the object store. */
function reachedStorage(url: string): boolean {
  return storage.arrived.some((arrived) => url.endsWith(arrived.url));
}

/** The object key an upload URL names (`/api/storage/<bucket>/<key>?...`), decoded. */
function keyOf(url: string): string {
  const path = url.split('?')[0]!.split('/').slice(4);
  return path.map(decodeURIComponent).join('/');
}

/** A raw PUT declaring `headers` without sending a body: what the BFF answers before anything is read. */
function putHeadersOnly(url: string, headers: Record<string, string>) {
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const outgoing = http.request(
      { host: '127.0.0.1', port: server.port, method: 'PUT', path: url, headers },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString()) });
          outgoing.destroy();
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.flushHeaders();
  });
}

describe('POST /api/presigned_url', () => {
  it('answers a same-origin URL under /api/storage naming the caller, the property and the report', async () => {
    const { cookie, user } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const url = await uploadUrl(cookie, property.id, reportFile(1024), 'Report #1 (final).pdf');
    expect(url).toMatch(
      new RegExp(
        `^/api/storage/homeward-inspections/inspections/${user.id}/${property.id}/[0-9a-f-]{36}/[^?]+\\?X-Amz-`,
      ),
    );
    expect(url).toContain('X-Amz-Signature=');
    const report = analyzer.reports.at(-1)!;
    expect(report.record.fileName).toBe('Report #1 (final).pdf');
  });

  it('is 409 for a locked property and for a third upload, 404 for another user’s property', async () => {
    const { cookie } = await signedIn(bff);
    const locked = await addProperty(bff, cookie);
    const refusal = await presign(cookie, locked.id, { name: 'r.pdf', size: 10 }).expect(409);
    expect(refusal.body).toEqual({
      error: 'conflict',
      message: 'Unlock this property to analyze a home inspection report.',
    });

    const property = await unlockedProperty(cookie);
    await presign(cookie, property.id, { name: 'a.pdf', size: 10 }).expect(200);
    await presign(cookie, property.id, { name: 'b.pdf', size: 10 }).expect(200);
    const third = await presign(cookie, property.id, { name: 'c.pdf', size: 10 }).expect(409);
    expect(third.body.message).toBe('This property has had its two home inspection uploads.');

    const other = await signedIn(bff);
    await presign(other.cookie, property.id, { name: 'd.pdf', size: 10 }).expect(404);
  });

  it("takes spec part 1's body as written, without file_size: the PUT's size is what is checked", async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(1500);
    const presigned = await request(bff.app)
      .post('/api/presigned_url')
      .set(CSRF)
      .set('Cookie', cookie)
      .send({
        property_id: property.id,
        filename: encodeURIComponent('Spec body.pdf'),
        file_type: 'home_inspection_report',
        content_type: 'application/pdf',
      })
      .expect(200);
    const response = await put(presigned.body.url as string, cookie, file).expect(201);
    expect(response.body.home_inspection).toMatchObject({ file_name: 'Spec body.pdf', status: 'queued' });
    expect((await readObject(storage.client, keyOf(presigned.body.url as string)))?.equals(file)).toBe(true);
  });

  it('is 400 for a file name that does not decode, another file type or content type', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const base = {
      property_id: property.id,
      filename: 'report.pdf',
      file_type: 'home_inspection_report',
      content_type: 'application/pdf',
      file_size: 10,
    };
    const send = (body: object) =>
      request(bff.app).post('/api/presigned_url').set(CSRF).set('Cookie', cookie).send(body).expect(400);
    expect((await send({ ...base, filename: 'report%E0%A4%A.pdf' })).body.fields).toEqual({
      filename: UPLOAD_MESSAGES.fileName,
    });
    expect((await send({ ...base, file_type: 'offer_letter' })).body.fields).toEqual({
      file_type: UPLOAD_MESSAGES.fileType,
    });
    expect((await send({ ...base, content_type: 'text/html' })).body.fields).toEqual({
      content_type: UPLOAD_MESSAGES.contentType,
    });
    expect((await send({ ...base, file_size: MAX_REPORT_BYTES + 1 })).body.fields).toEqual({
      file_size: UPLOAD_MESSAGES.fileSize,
    });
  });
});

describe('PUT /api/storage/* (the upload proxy)', () => {
  it('streams the file to S3 byte for byte, then answers 201 with the queued report', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(3 * 1024 * 1024 + 17);
    const url = await uploadUrl(cookie, property.id, file);
    const response = await put(url, cookie, file).expect(201);
    expect(response.body.home_inspection).toMatchObject({
      property_id: property.id,
      file_name: 'Inspection report.pdf',
      status: 'queued',
      expected_long: false,
      structured_data: null,
    });
    const stored = await readObject(storage.client, keyOf(url));
    expect(stored?.length).toBe(file.length);
    expect(stored?.equals(file)).toBe(true);
  });

  it('streams: the store has the request while the browser is still sending; an abort cuts it off', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(2 * 1024 * 1024);
    const url = await uploadUrl(cookie, property.id, file);
    const completedBefore = analyzer.completed.length;
    const outgoing = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'PUT',
      path: url,
      headers: {
        ...CSRF,
        Cookie: cookie,
        'Content-Type': 'application/pdf',
        'Content-Length': String(file.length),
      },
    });
    outgoing.on('error', () => undefined);
    outgoing.write(file.subarray(0, file.length / 2));
    // A proxy that buffered the file would not open the store's request before the last byte.
    const deadline = Date.now() + 5_000;
    while (!reachedStorage(url) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(reachedStorage(url)).toBe(true);
    outgoing.destroy();
    // The BFF cuts the store's request off too, so S3 never commits it (s3rver itself keeps what arrived, so the test
    // asserts the cut, not the bucket), and the analyzer is never asked to complete it.
    const upload = storage.arrived.find((arrived) => url.endsWith(arrived.url))!;
    while (upload.bodyComplete === undefined && Date.now() < deadline + 5_000)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(upload.bodyComplete).toBe(false);
    expect(analyzer.completed.length).toBe(completedBefore);
    await request(bff.app).get('/healthz').expect(200);
  });

  it('answers 202 when the analyzer expects a long analysis (its estimate, not the BFF’s)', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(2048);
    analyzer.longAnalysisAboveBytes = 1024;
    try {
      const url = await uploadUrl(cookie, property.id, file);
      const response = await put(url, cookie, file).expect(202);
      expect(response.body.home_inspection).toMatchObject({ status: 'queued', expected_long: true });
    } finally {
      analyzer.longAnalysisAboveBytes = 5 * 1024 * 1024;
    }
  });

  it('refuses a declared size over 100 MB, or none, with 413 before anything reaches S3', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const url = await uploadUrl(cookie, property.id, reportFile(10));
    const completedBefore = analyzer.completed.length;
    const tooLarge = await putHeadersOnly(url, {
      ...CSRF,
      Cookie: cookie,
      'Content-Type': 'application/pdf',
      'Content-Length': String(MAX_REPORT_BYTES + 1),
    });
    expect(tooLarge).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: UPLOAD_MESSAGES.tooLarge },
    });
    const unsized = await putHeadersOnly(url, {
      ...CSRF,
      Cookie: cookie,
      'Content-Type': 'application/pdf',
      'Transfer-Encoding': 'chunked',
    });
    expect(unsized).toEqual({
      status: 413,
      body: { error: 'payload_too_large', message: UPLOAD_MESSAGES.lengthRequired },
    });
    expect(reachedStorage(url)).toBe(false);
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();
    expect(analyzer.completed.length).toBe(completedBefore);
  });

  it("is 404 for another user's upload URL and for a made-up one; nothing is stored", async () => {
    const owner = await signedIn(bff);
    const property = await unlockedProperty(owner.cookie);
    const file = reportFile(512);
    const url = await uploadUrl(owner.cookie, property.id, file);
    const intruder = await signedIn(bff);
    const answer = await put(url, intruder.cookie, file).expect(404);
    expect(answer.body).toEqual({ error: 'not_found', message: UPLOAD_MESSAGES.unknownUpload });
    expect(reachedStorage(url)).toBe(false);
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();

    const made = `/api/storage/homeward-inspections/inspections/${owner.user.id}/${randomUUID()}/x.pdf`;
    await put(made, owner.cookie, file).expect(404);
    await put('/api/storage/homeward-inspections/../../etc/passwd', owner.cookie, file).expect(404);
    const undecodable = url.replace(`/inspections/${owner.user.id}/`, `/inspections/${owner.user.id}%ZZ/`);
    expect((await put(undecodable, owner.cookie, file).expect(404)).body).toEqual({
      error: 'not_found',
      message: UPLOAD_MESSAGES.unknownUpload,
    });
  });

  it('refuses an upload without the CSRF header (403) or a session (401)', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(512);
    const url = await uploadUrl(cookie, property.id, file);
    const csrf = await put(url, cookie, file, {}).expect(403);
    expect(csrf.body.error).toBe('csrf');
    await put(url, '', file).expect(401);
    expect(reachedStorage(url)).toBe(false);
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();
  });

  it("maps S3's refusal of an expired URL to 403 upload_url_expired", async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(512);
    analyzer.signExpired = true;
    const url = await uploadUrl(cookie, property.id, file);
    const answer = await put(url, cookie, file).expect(403);
    expect(answer.body).toEqual({
      error: 'upload_url_expired',
      message: 'This upload link has expired. Please start the upload again.',
    });
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();
  });

  it('maps an altered signature to 403 upload_url_expired too', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(512);
    const url = await uploadUrl(cookie, property.id, file);
    const altered = url.replace(
      /(X-Amz-Signature=)([0-9a-f])/,
      (_match, name: string, digit: string) => `${name}${digit === '0' ? '1' : '0'}`,
    );
    const answer = await put(altered, cookie, file).expect(403);
    expect(answer.body.error).toBe('upload_url_expired');
    expect(storage.arrived.at(-1)?.signatureValid).toBe(false);
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();
  });

  it('presents the store the Host the URL was signed for and its exact path and query, and nothing of the session', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(700);
    const url = await uploadUrl(cookie, property.id, file, 'Ünïcode report (2) #a.pdf');
    await put(url, cookie, file).expect(201);
    const upload = storage.arrived.find((arrived) => arrived.method === 'PUT' && url.endsWith(arrived.url))!;
    expect(`/api/storage${upload.url}`).toBe(url);
    expect(upload.signatureValid).toBe(true);
    expect(upload.headers.host).toBe(new URL(storage.endpoint).host);
    expect(upload.headers['content-length']).toBe(String(file.length));
    expect(upload.headers['content-type']).toBe('application/pdf');
    for (const header of ['cookie', 'x-requested-with', 'x-forwarded-for', 'x-request-id', 'traceparent'])
      expect(upload.headers[header]).toBeUndefined();
  });

  it('forwards no x-amz-* header the signature does not cover: an unsigned x-amz-copy-source copies nothing', async () => {
    const victim = await signedIn(bff);
    const victimProperty = await unlockedProperty(victim.cookie);
    const secret = reportFile(900);
    const victimUrl = await uploadUrl(victim.cookie, victimProperty.id, secret);
    await put(victimUrl, victim.cookie, secret).expect(201);

    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(900);
    file.write('mine', 100);
    const url = await uploadUrl(cookie, property.id, file);
    const copySource = `/${url.split('?')[0]!.split('/').slice(3).join('/').replace(keyOf(url), keyOf(victimUrl))}`;
    await put(url, cookie, file, {
      ...CSRF,
      'x-amz-copy-source': copySource,
      'x-amz-metadata-directive': 'REPLACE',
      'x-amz-acl': 'public-read',
    }).expect(201);
    const upload = storage.arrived.find((arrived) => arrived.method === 'PUT' && url.endsWith(arrived.url))!;
    expect(Object.keys(upload.headers).filter((name) => name.startsWith('x-amz-'))).toEqual([]);
    expect((await readObject(storage.client, keyOf(url)))?.equals(file)).toBe(true);
  });

  it('filters the headers of a request with Expect: 100-continue too', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(800);
    const url = await uploadUrl(cookie, property.id, file);
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = http.request(
        {
          host: '127.0.0.1',
          port: server.port,
          method: 'PUT',
          path: url,
          headers: {
            ...CSRF,
            Cookie: cookie,
            Expect: '100-continue',
            'x-amz-acl': 'public-read',
            'Content-Type': 'application/pdf',
            'Content-Length': String(file.length),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.on('continue', () => outgoing.end(file));
    });
    expect(status).toBe(201);
    const upload = storage.arrived.find((arrived) => arrived.method === 'PUT' && url.endsWith(arrived.url))!;
    expect(Object.keys(upload.headers).sort()).toEqual([
      'connection',
      'content-length',
      'content-type',
      'host',
    ]);
    expect((await readObject(storage.client, keyOf(url)))?.equals(file)).toBe(true);
  });

  it('takes one upload per URL: a replay after the upload was accepted is 409 and never reaches the store', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(1200);
    const url = await uploadUrl(cookie, property.id, file);
    await put(url, cookie, file).expect(201);
    const arrivedBefore = storage.arrived.length;
    const replaced = Buffer.from('MZ not what was checked'.padEnd(file.length, '.'), 'latin1');
    const replay = await put(url, cookie, replaced).expect(409);
    expect(replay.body).toEqual({ error: 'upload_url_used', message: UPLOAD_MESSAGES.urlUsed });
    expect(storage.arrived.length).toBe(arrivedBefore);
    expect((await readObject(storage.client, keyOf(url)))?.equals(file)).toBe(true);
  });

  it('completes an upload whose browser closed the socket right after the body, so it is checked and counted', async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = reportFile(256 * 1024);
    const url = await uploadUrl(cookie, property.id, file);
    const id = keyOf(url).split('/')[3]!;
    const outgoing = http.request({
      host: '127.0.0.1',
      port: server.port,
      method: 'PUT',
      path: url,
      headers: {
        ...CSRF,
        Cookie: cookie,
        'Content-Type': 'application/pdf',
        'Content-Length': String(file.length),
      },
    });
    outgoing.on('error', () => undefined);
    outgoing.end(file, () => outgoing.destroy());
    const deadline = Date.now() + 10_000;
    while (!analyzer.completed.includes(id) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(analyzer.completed).toContain(id);
    expect((await readObject(storage.client, keyOf(url)))?.equals(file)).toBe(true);
  });

  it("answers the analyzer's 400 for a file that is not what it claims (and S3 no longer holds it)", async () => {
    const { cookie } = await signedIn(bff);
    const property = await unlockedProperty(cookie);
    const file = Buffer.from('MZ\x90\x00 definitely not a PDF'.padEnd(600, '.'), 'latin1');
    const url = await uploadUrl(cookie, property.id, file);
    const answer = await put(url, cookie, file).expect(400);
    expect(answer.body).toEqual({ error: 'invalid_request', message: NOT_A_REPORT });
    expect(await readObject(storage.client, keyOf(url))).toBeUndefined();
  });

  it('is 502 with a clear message when object storage is unreachable', async () => {
    const broken = await startBff({ objectStorageEndpoint: `http://${DEAD_ADDRESS}` }, downstream);
    try {
      // A real upload URL (same analyzer, same session secret), PUT through a BFF whose store is unreachable.
      const { cookie } = await signedIn(bff);
      const property = await unlockedProperty(cookie);
      const url = await uploadUrl(cookie, property.id, reportFile(64));
      const answer = await request(broken.app)
        .put(url)
        .set(CSRF)
        .set('Cookie', cookie)
        .set('Content-Type', 'application/pdf')
        .send(reportFile(64))
        .expect(502);
      expect(answer.body).toEqual({ error: 'storage_failed', message: UPLOAD_MESSAGES.storageFailed });
    } finally {
      await broken.close();
    }
  });
});

describe('reports, issues, re-run and the summary PDF', () => {
  async function analyzedReport() {
    const owner = await signedIn(bff);
    const property = await unlockedProperty(owner.cookie);
    const file = reportFile(256);
    const url = await uploadUrl(owner.cookie, property.id, file);
    const uploaded = await put(url, owner.cookie, file).expect(201);
    const id = uploaded.body.home_inspection.id as string;
    const [issueId] = analyzer.markAnalyzed(id, {
      analyzedAt: '2026-11-23T12:00:00.000Z',
      issues: [
        { title: 'Sink leaks', description: 'Active leak', severity: Severity.SEVERITY_MAJOR },
        { title: 'Attic vent', description: 'Note', severity: Severity.SEVERITY_INFORMATIONAL },
      ],
    }) as [string, string];
    return { owner, property, id, issueId };
  }

  it('lists, gets and explains in the snake_case shape, issues sorted by title', async () => {
    const { owner, property, id, issueId } = await analyzedReport();
    const list = await request(bff.app)
      .get(`/api/properties/${property.id}/home-inspections`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(list.body.home_inspections.map((r: { id: string }) => r.id)).toEqual([id]);

    const one = await request(bff.app)
      .get(`/api/home-inspections/${id}`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(one.body.home_inspection).toMatchObject({
      status: 'analyzed',
      analyzed_at: '2026-11-23T12:00:00.000Z',
      structured_data: {
        summary: { final_recommendation: 'Fix the leak.' },
        actionable_next_steps: ['Call a plumber'],
      },
      severity_totals: {
        major: { count: 1, from: 150, to: 400, inspector: { count: 0, from: 0, to: 0 } },
        critical: { count: 0, from: 0, to: 0, inspector: { count: 0, from: 0, to: 0 } },
      },
    });

    const issues = await request(bff.app)
      .get(`/api/home-inspections/${id}/issues`)
      .set('Cookie', owner.cookie)
      .expect(200);
    expect(
      issues.body.issues.map((i: { title: string; severity: string; details: unknown }) => [
        i.title,
        i.severity,
        i.details,
      ]),
    ).toEqual([
      ['Attic vent', 'informational', null],
      ['Sink leaks', 'major', null],
    ]);

    const explained = await request(bff.app)
      .post('/api/property/home-inspection-issue')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ issue_id: issueId })
      .expect(200);
    expect(explained.body.issue.details).toEqual({
      issue_details: 'Sink leaks: Active leak',
      estimated_fix_price_range: { from: 150, to: 400 },
      recommended_actions: ['Ask a licensed contractor for a quote'],
      cost_source: 'typical',
    });
  });

  it('downloads the summary PDF as an attachment', async () => {
    const { owner, id } = await analyzedReport();
    const pdf = await request(bff.app)
      .get(`/api/home-inspections/${id}/report.pdf`)
      .set('Cookie', owner.cookie)
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename=home-inspection-summary-${id}.pdf`);
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("passes the analyzer's budget and retry refusals on in its words: today's limit 429 with Retry-After, 409", async () => {
    const { owner, id, issueId } = await analyzedReport();
    const DAILY = "You have reached today's analysis limit; try again tomorrow.";
    analyzer.refusal = resourceExhausted(DAILY, 3_600);
    const explain = await request(bff.app)
      .post('/api/property/home-inspection-issue')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ issue_id: issueId })
      .expect(429);
    expect(explain.body.message).toBe(DAILY);
    expect(explain.headers['retry-after']).toBe('3600');
    const retry = await request(bff.app)
      .post('/api/property/home-inspection-analyze')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ home_inspection_id: id })
      .expect(429);
    expect(retry.body.message).toBe(DAILY);

    const SPENT =
      'This report has used all of its retries, so it cannot be analyzed again. Please contact support.';
    analyzer.refusal = failedPrecondition(SPENT);
    const refused = await request(bff.app)
      .post('/api/property/home-inspection-analyze')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ home_inspection_id: id })
      .expect(409);
    expect(refused.body.message).toBe(SPENT);
  });

  it("is 404 for another user's report, issue and PDF; a re-run of a report that did not fail is 409", async () => {
    const { owner, id, issueId } = await analyzedReport();
    const intruder = await signedIn(bff);
    await request(bff.app).get(`/api/home-inspections/${id}`).set('Cookie', intruder.cookie).expect(404);
    await request(bff.app)
      .get(`/api/home-inspections/${id}/issues`)
      .set('Cookie', intruder.cookie)
      .expect(404);
    await request(bff.app)
      .get(`/api/home-inspections/${id}/report.pdf`)
      .set('Cookie', intruder.cookie)
      .expect(404);
    await request(bff.app)
      .post('/api/property/home-inspection-issue')
      .set(CSRF)
      .set('Cookie', intruder.cookie)
      .send({ issue_id: issueId })
      .expect(404);
    await request(bff.app).get('/api/home-inspections/not-a-uuid').set('Cookie', owner.cookie).expect(404);

    const rerun = await request(bff.app)
      .post('/api/property/home-inspection-analyze')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ home_inspection_id: id })
      .expect(409);
    expect(rerun.body.message).toBe('Only a failed analysis can be run again.');
    const stored = analyzer.reports.find((report) => report.record.id === id)!;
    stored.record.status = InspectionStatus.INSPECTION_STATUS_FAILED;
    const queued = await request(bff.app)
      .post('/api/property/home-inspection-analyze')
      .set(CSRF)
      .set('Cookie', owner.cookie)
      .send({ home_inspection_id: id })
      .expect(202);
    expect(queued.body.home_inspection.status).toBe('queued');
  });
});
