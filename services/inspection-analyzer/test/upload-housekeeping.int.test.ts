// Abandoned uploads (issue 25) on the real S3 server, PostgreSQL and property service: the clean-up job (the
// service's own, on a short interval here) deletes URLs that expired unused, completes uploads whose file reached
// storage without a completion (so they count toward the property's two), removes objects no row accounts for; the
// storage quota per user; and a presign without a size (spec part 1's body).
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { createLogger } from '@homeward/kit';
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { grpcFailureOf as failureOf, testObjectStorage, waitFor } from '@homeward/testing';
import { createObjectStorage } from '../src/providers/object-storage';
import { testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf } from './support/reports';
import { pdfFile, putTo, upload, uploadOnly } from './support/uploads';

const QUOTA = 104_857_600;

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;
const userId = randomUUID();
let token: string;

beforeAll(async () => {
  harness = await startAnalyzerHarness('upload_housekeeping');
  analyzer = await harness.startAnalyzer(
    { engine: testEngine() },
    {
      UPLOAD_URL_TTL_SECONDS: '3',
      UPLOAD_CLEANUP_GRACE_SECONDS: '0',
      UPLOAD_CLEANUP_INTERVAL_MS: '1000',
      STORAGE_QUOTA_BYTES_PER_USER: String(QUOTA),
    },
  );
  token = await harness.issuer.tokenFor(userId);
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (accessToken: string) => ({ accessToken });
const rowOf = async (id: string) => harness.db('home_inspections').where({ id }).first();
const storage = () =>
  createObjectStorage(
    { ...testObjectStorage(), bucket: harness.bucket },
    createLogger('storage-test', 'silent'),
  );

describe('the clean-up job', () => {
  it('deletes the row of an upload URL that expired unused', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const created = await analyzer.client.createUploadUrl(
      { propertyId, fileName: 'r.pdf', contentType: 'application/pdf', fileSize: 1000 },
      as(token),
    );
    expect((await rowOf(created.homeInspectionId))?.status).toBe('awaiting_upload');
    await waitFor(async () => (await rowOf(created.homeInspectionId)) === undefined, {
      timeoutMs: 15_000,
      message: 'the expired URL’s row deleted',
    });
  });

  it('counts abandoned uploads whose file reached storage toward the two-upload limit', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const file = pdfFile(await reportPdf(['MINOR: Door sticks - The back door sticks']));
    // The browser PUT the file and left before the upload was completed, twice.
    const first = await uploadOnly(analyzer.client, token, propertyId, file);
    const second = await uploadOnly(analyzer.client, token, propertyId, file);
    for (const { id } of [first, second])
      await waitFor(async () => (await rowOf(id))?.status !== 'awaiting_upload', {
        timeoutMs: 15_000,
        message: `abandoned upload ${id} completed by the job`,
      });
    expect((await rowOf(first.id))?.upload_number + (await rowOf(second.id))?.upload_number).toBe(3);
    expect(
      await failureOf(
        analyzer.client.createUploadUrl(
          { propertyId, fileName: 'third.pdf', contentType: 'application/pdf', fileSize: 1000 },
          as(token),
        ),
      ),
    ).toMatchObject({
      code: status.ALREADY_EXISTS,
      details: 'This property already has two inspection reports; no more uploads are allowed.',
    });
  });

  it('deletes an abandoned file that is not a report with its row, so it counts for nothing', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const notAReport = pdfFile(Buffer.from('MZ not a report'.padEnd(4096, '.'), 'latin1'));
    const { id } = await uploadOnly(analyzer.client, token, propertyId, notAReport);
    const key = (await rowOf(id)).object_key as string;
    await waitFor(async () => (await rowOf(id)) === undefined, {
      timeoutMs: 15_000,
      message: 'the bad abandoned upload deleted',
    });
    expect(await storage().stat(key)).toBeUndefined();
  });

  it('removes an object no report row accounts for', async () => {
    const store = storage();
    const key = `inspections/${userId}/${randomUUID()}/${randomUUID()}/orphan.pdf`;
    const url = await store.presignedPut(key, 60);
    expect(await putTo(url, pdfFile(Buffer.from('%PDF-1.7 orphan')))).toBe(200);
    expect(await store.stat(key)).toBeDefined();
    await waitFor(async () => (await store.stat(key)) === undefined, {
      timeoutMs: 15_000,
      message: 'the orphan object removed',
    });
  });
});

describe('a presign without a size (spec part 1’s body)', () => {
  it('is answered, and the stored object’s size is the report’s once accepted', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const file = pdfFile(await reportPdf(['MINOR: Loose railing - The porch railing is loose']));
    const created = await analyzer.client.createUploadUrl(
      { propertyId, fileName: file.fileName, contentType: file.contentType, fileSize: 0 },
      as(token),
    );
    expect(await putTo(created.url, file)).toBe(200);
    const { homeInspection } = await analyzer.client.completeUpload(
      { homeInspectionId: created.homeInspectionId },
      as(token),
    );
    expect(homeInspection!.status).toBe(InspectionStatus.INSPECTION_STATUS_QUEUED);
    expect(Number(homeInspection!.sizeBytes)).toBe(file.data.length);
  });
});

describe('the storage quota per user', () => {
  it('refuses, in plain words, an upload that would take the user past it', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const file = pdfFile(await reportPdf(['MINOR: Worn weatherstrip - The front door weatherstrip is worn']));
    const stored = await upload(analyzer.client, token, propertyId, file);
    expect(stored.inspection.status).toBe(InspectionStatus.INSPECTION_STATUS_QUEUED);
    const failure = await failureOf(
      analyzer.client.createUploadUrl(
        { propertyId, fileName: 'big.pdf', contentType: 'application/pdf', fileSize: QUOTA },
        as(token),
      ),
    );
    expect(failure).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details:
        'Your inspection reports have used all of the storage your account has, so this report cannot be ' +
        'uploaded. Please contact support.',
    });
  });
});
