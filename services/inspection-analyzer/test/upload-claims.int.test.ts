// One URL, one upload, also under concurrency (issue 25): BeginUpload claims an upload with one conditional update
// on the real PostgreSQL, so of claims made at the same moment exactly one wins; a claim stays until the upload is
// accepted (then the URL is used) or its holder releases it (the store kept nothing).
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf } from './support/reports';
import { pdfFile, putTo } from './support/uploads';

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;
const userId = randomUUID();
let token: string;

beforeAll(async () => {
  harness = await startAnalyzerHarness('upload_claims');
  analyzer = await harness.startAnalyzer({ engine: testEngine() });
  token = await harness.issuer.tokenFor(userId);
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (accessToken: string) => ({ accessToken });

async function uploadUrl(propertyId: string, fileSize = 1000) {
  return analyzer.client.createUploadUrl(
    { propertyId, fileName: 'report.pdf', contentType: 'application/pdf', fileSize },
    as(token),
  );
}

const begin = (homeInspectionId: string, accessToken = token) =>
  analyzer.client.beginUpload({ homeInspectionId }, as(accessToken));

describe('BeginUpload', () => {
  it('gives exactly one of many claims made at the same moment; the others are ABORTED in plain words', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const { homeInspectionId } = await uploadUrl(propertyId);
    const outcomes = await Promise.allSettled(Array.from({ length: 8 }, () => begin(homeInspectionId)));
    const won = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(won).toHaveLength(1);
    const lost = outcomes.filter((outcome) => outcome.status === 'rejected');
    expect(lost).toHaveLength(7);
    for (const outcome of lost)
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: status.ABORTED,
        details:
          'This upload link is already in use by another upload. Wait for it to finish, or start a new upload.',
      });
    const row = await harness.db('home_inspections').where({ id: homeInspectionId }).first();
    expect(row.upload_claim_id).toBe((won[0] as PromiseFulfilledResult<{ claimId: string }>).value.claimId);
  });

  it('refuses a URL whose upload was accepted (FAILED_PRECONDITION)', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const file = pdfFile(await reportPdf(['MINOR: Worn weatherstrip - The front door weatherstrip is worn']));
    const created = await uploadUrl(propertyId, file.data.length);
    await begin(created.homeInspectionId);
    expect(await putTo(created.url, file)).toBe(200);
    await analyzer.client.completeUpload({ homeInspectionId: created.homeInspectionId }, as(token));
    expect(await failureOf(begin(created.homeInspectionId))).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'This upload link has already been used. To upload another report, start a new upload.',
    });
  });

  it('is released only by its holder, and then may be claimed again', async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const { homeInspectionId } = await uploadUrl(propertyId);
    const { claimId } = await begin(homeInspectionId);
    await analyzer.client.releaseUpload({ homeInspectionId, claimId: randomUUID() }, as(token));
    expect((await failureOf(begin(homeInspectionId))).code).toBe(status.ABORTED);
    await analyzer.client.releaseUpload({ homeInspectionId, claimId }, as(token));
    expect((await begin(homeInspectionId)).claimId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("is NOT_FOUND for another user's upload, which stays unclaimed", async () => {
    const propertyId = await harness.propertyOf(token, userId);
    const { homeInspectionId } = await uploadUrl(propertyId);
    const otherToken = await harness.issuer.tokenFor(randomUUID());
    expect((await failureOf(begin(homeInspectionId, otherToken))).code).toBe(status.NOT_FOUND);
    const row = await harness.db('home_inspections').where({ id: homeInspectionId }).first();
    expect(row.upload_claim_id).toBeNull();
    const notAClaim = analyzer.client.releaseUpload({ homeInspectionId, claimId: 'nope' }, as(token));
    expect((await failureOf(notAClaim)).code).toBe(status.NOT_FOUND);
  });
});
