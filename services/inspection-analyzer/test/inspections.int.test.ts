// Upload to analysis on the real S3 server, PostgreSQL, broker and property service: the presigned PUT, the
// object's own check, inspection.uploaded consumed into a job, the worker (real text extraction in its worker
// thread, the test engine), inspection.analyzed, issues and their details, the summary PDF; and every refusal.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { pngNamedPdf, truncatedPdf } from '@homeward/inspection-reports';
import {
  InspectionAnalyzed,
  InspectionFailed,
  InspectionUploaded,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/events';
import {
  InspectionStatus,
  CostSource,
  Severity,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import {
  collectTestMessages,
  grpcFailureOf as failureOf,
  testObjectStorage,
  waitFor,
  type Collector,
} from '@homeward/testing';
import { createLogger } from '@homeward/kit';
import { createObjectStorage } from '../src/providers/object-storage';
import { findingsIn, testCost, testEngine, type TestEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf, STANDARD_FINDINGS } from './support/reports';
import { pdfFile, putTo, upload, uploadOnly } from './support/uploads';

const NO_INSPECTOR_PART = { inspectorCount: 0, inspectorFrom: 0, inspectorTo: 0 };

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;
let engine: TestEngine;
let collector: Collector;
const aliceId = randomUUID();
const bobId = randomUUID();
let alice: string;
let bob: string;

beforeAll(async () => {
  harness = await startAnalyzerHarness('inspections');
  engine = testEngine({ explainDelayMs: 300 });
  // Each group join costs a rebalance on the mock broker; pay for both at once.
  [analyzer, collector] = await Promise.all([
    harness.startAnalyzer({ engine, estimateCost: async (finding) => testCost(finding) }),
    collectTestMessages('inspections', [
      'inspection.uploaded',
      'inspection.analyzed',
      'inspection.failed',
      'inspection.uploaded.dlq',
    ]),
  ]);
  alice = await harness.issuer.tokenFor(aliceId);
  bob = await harness.issuer.tokenFor(bobId);
}, 90_000);

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

const as = (token: string) => ({ accessToken: token });
const onBroker = (topic: string, id: string) => collector.on(topic).filter((message) => message.key === id);

async function settled(id: string, token = alice) {
  return waitFor(
    async () => {
      const { homeInspection } = await analyzer.client.getHomeInspection({ homeInspectionId: id }, as(token));
      const done = [InspectionStatus.INSPECTION_STATUS_ANALYZED, InspectionStatus.INSPECTION_STATUS_FAILED];
      return done.includes(homeInspection!.status) && homeInspection!;
    },
    { timeoutMs: 60_000, message: `report ${id} analyzed or failed` },
  );
}

async function objectExists(key: string): Promise<boolean> {
  const response = await fetch(`${testObjectStorage().endpoint}/${harness.bucket}/${key}`, {
    method: 'HEAD',
  });
  return response.status === 200;
}

describe('a report from upload to analysis', () => {
  it('is uploaded through the presigned URL, checked, queued, analyzed once, and its issues explained', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const file = pdfFile(await reportPdf(STANDARD_FINDINGS), '../My "inspection"\r\nreport.pdf');

    const created = await analyzer.client.createUploadUrl(
      { propertyId, fileName: file.fileName, contentType: file.contentType, fileSize: file.data.length },
      as(alice),
    );
    expect(created).toMatchObject({ expiresInSeconds: 300, lastUpload: false });
    const url = new URL(created.url);
    expect(url.searchParams.get('X-Amz-Expires')).toBe('300');
    // The key is scoped by user and property, and the buyer's name reached it only sanitised.
    expect(decodeURIComponent(url.pathname)).toBe(
      `/${harness.bucket}/inspections/${aliceId}/${propertyId}/${created.homeInspectionId}/My-inspection-report.pdf`,
    );
    expect(await putTo(created.url, file)).toBe(200);
    const [row] = await harness.db('home_inspections').where({ id: created.homeInspectionId });
    // Where the object lives, never the presigned URL (no query string, no signature).
    expect(row.file_s3_url).toBe(`${url.origin}${url.pathname}`);

    const { homeInspection: queued } = await analyzer.client.completeUpload(
      { homeInspectionId: created.homeInspectionId },
      as(alice),
    );
    expect(queued).toMatchObject({
      id: created.homeInspectionId,
      propertyId,
      fileName: 'My "inspection"report.pdf',
      sizeBytes: file.data.length,
      expectedLong: false,
    });
    expect([
      InspectionStatus.INSPECTION_STATUS_QUEUED,
      InspectionStatus.INSPECTION_STATUS_ANALYZING,
    ]).toContain(queued!.status);
    // Completing again (a retried request) answers the report as it is and queues nothing twice.
    await analyzer.client.completeUpload({ homeInspectionId: created.homeInspectionId }, as(alice));

    const report = await settled(created.homeInspectionId);
    const expected = findingsIn({ source: 'pdf', pages: [{ number: 2, lines: STANDARD_FINDINGS }] });
    expect(report).toMatchObject({
      status: InspectionStatus.INSPECTION_STATUS_ANALYZED,
      pageCount: 2,
      failureReason: '',
      analyzedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      structuredData: {
        summary: {
          strengths: ['The report was read'],
          weaknesses: expected.map((finding) => finding.title),
          finalRecommendation: 'Repair before closing.',
        },
        actionableNextSteps: ['Ask the seller for repair credits'],
      },
    });
    const tier = (severity: string) => {
      const found = expected.filter((finding) => finding.severity === severity);
      const costs = found.map((finding) => testCost(finding) ?? { from: 0, to: 0 });
      return {
        count: found.length,
        from: costs.reduce((sum, cost) => sum + cost.from, 0),
        to: costs.reduce((sum, cost) => sum + cost.to, 0),
        // the test engine's costs are its own, never an inspector's figure
        ...NO_INSPECTOR_PART,
      };
    };
    expect(report.severityTotals).toEqual([
      { severity: Severity.SEVERITY_CRITICAL, ...tier('critical') },
      { severity: Severity.SEVERITY_MAJOR, ...tier('major') },
      { severity: Severity.SEVERITY_MODERATE, count: 0, from: 0, to: 0, ...NO_INSPECTOR_PART },
      { severity: Severity.SEVERITY_MINOR, ...tier('minor') },
      { severity: Severity.SEVERITY_INFORMATIONAL, count: 1, from: 0, to: 0, ...NO_INSPECTOR_PART },
    ]);
    expect(tier('major')).toEqual({ count: 2, from: 2100, to: 4200, ...NO_INSPECTOR_PART });

    const uploaded = await waitFor(() => onBroker('inspection.uploaded', created.homeInspectionId)[0]);
    expect(uploaded.headers).toMatchObject({
      ce_type: 'homeward.inspection.uploaded.v1',
      ce_source: 'homeward/inspection-analyzer',
    });
    expect(InspectionUploaded.decode(uploaded.value!)).toMatchObject({
      homeInspectionId: created.homeInspectionId,
      propertyId,
      ownerId: aliceId,
      contentType: 'application/pdf',
      sizeBytes: file.data.length,
      uploadNumber: 1,
      expectedLong: false,
    });
    const analyzed = await waitFor(() => onBroker('inspection.analyzed', created.homeInspectionId)[0]);
    expect(InspectionAnalyzed.decode(analyzed.value!)).toMatchObject({
      homeInspectionId: created.homeInspectionId,
      propertyId,
      ownerId: aliceId,
      issueCount: 5,
      criticalCount: 1,
      majorCount: 2,
      engine: 'test',
    });
    expect(engine.analyzeCalls).toBe(1);
    expect(await harness.db('analysis_jobs').where({ home_inspection_id: created.homeInspectionId })).toEqual(
      [],
    );

    const { issues } = await analyzer.client.listIssues(
      { homeInspectionId: created.homeInspectionId },
      as(alice),
    );
    expect(issues.map((issue) => issue.title)).toEqual([
      'Exposed wiring',
      'Furnace flue',
      'Loose handrail',
      'Roof leak',
      'Water heater age',
    ]);
    expect(issues.every((issue) => issue.details === undefined)).toBe(true);
    const roof = issues.find((issue) => issue.title === 'Roof leak')!;
    expect(roof).toMatchObject({
      description: 'Water stains on the bedroom ceiling below the valley',
      severity: Severity.SEVERITY_MAJOR,
      homeInspectionId: created.homeInspectionId,
    });

    // Two expansions at once: the engine is asked once, and both calls return its stored answer.
    const explainsBefore = engine.explainCalls;
    const [first, second] = await Promise.all([
      analyzer.client.explainIssue({ issueId: roof.id }, as(alice)),
      analyzer.client.explainIssue({ issueId: roof.id }, as(alice)),
    ]);
    expect(first.issue!.details).toEqual(second.issue!.details);
    expect(engine.explainCalls - explainsBefore).toBe(1);
    // The engine's words; the range is the cost table's for the property's state, labelled (an engine's own
    // range has no source the buyer could check).
    expect(first.issue!.details).toMatchObject({
      issueDetails: expect.stringMatching(/^Roof leak: Water stains/),
      recommendedActions: ['Call a contractor about roof leak'],
      costSource: CostSource.COST_SOURCE_TYPICAL,
    });
    expect(first.issue!.details!.estimatedFixPriceRange).not.toEqual({ from: 900, to: 1800 });
    const callsSoFar = engine.explainCalls;
    const again = await analyzer.client.explainIssue({ issueId: roof.id }, as(alice));
    expect(again.issue!.details).toEqual(first.issue!.details);
    expect(engine.explainCalls).toBe(callsSoFar);
    const { issues: afterExplain } = await analyzer.client.listIssues(
      { homeInspectionId: created.homeInspectionId },
      as(alice),
    );
    expect(afterExplain.find((issue) => issue.id === roof.id)!.details).toEqual(first.issue!.details);

    const summary = await analyzer.client.renderSummaryPdf(
      { homeInspectionId: created.homeInspectionId },
      as(alice),
    );
    expect(Buffer.from(summary.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(summary.fileName).toMatch(/^home-inspection-summary-\d+-inspection-way\.pdf$/);

    const { homeInspections } = await analyzer.client.listHomeInspections({ propertyId }, as(alice));
    expect(homeInspections.map((each) => each.id)).toEqual([created.homeInspectionId]);
    // The list and the report agree; the expanded roof leak now counts at its labelled range.
    const afterExpanding = await settled(created.homeInspectionId);
    expect(homeInspections[0]!.severityTotals).toEqual(afterExpanding.severityTotals);
    const major = afterExpanding.severityTotals.find((t) => t.severity === Severity.SEVERITY_MAJOR)!;
    const roofRange = first.issue!.details!.estimatedFixPriceRange!;
    const otherMajor = expected.find((f) => f.severity === 'major' && f.title !== 'Roof leak')!;
    expect(major).toMatchObject({
      from: roofRange.from + (testCost(otherMajor)?.from ?? 0),
      to: roofRange.to + (testCost(otherMajor)?.to ?? 0),
    });
  });
});

describe('the uploads of one property', () => {
  it('are two at most: the second is flagged as the last, the third refused', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const file = pdfFile(await reportPdf(['MINOR: Dripping faucet - The kitchen faucet drips']));
    const first = await upload(analyzer.client, alice, propertyId, file);
    expect(first.lastUpload).toBe(false);
    const second = await upload(analyzer.client, alice, propertyId, file);
    expect(second.lastUpload).toBe(true);
    const uploadedEvent = await waitFor(() => onBroker('inspection.uploaded', second.id)[0]);
    expect(InspectionUploaded.decode(uploadedEvent.value!).uploadNumber).toBe(2);

    expect(
      await failureOf(
        analyzer.client.createUploadUrl(
          { propertyId, fileName: 'third.pdf', contentType: 'application/pdf', fileSize: 1000 },
          as(alice),
        ),
      ),
    ).toMatchObject({
      code: status.ALREADY_EXISTS,
      details: 'This property already has two inspection reports; no more uploads are allowed.',
    });
    await settled(first.id);
    await settled(second.id);
  });

  it('are refused while the property is locked, and for a property that is not the caller’s', async () => {
    const locked = await harness.propertyOf(alice, aliceId, { locked: true });
    const request = { propertyId: locked, fileName: 'r.pdf', contentType: 'application/pdf', fileSize: 1000 };
    expect(await failureOf(analyzer.client.createUploadUrl(request, as(alice)))).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'Unlock this property to analyze a home inspection report.',
    });
    expect(await failureOf(analyzer.client.createUploadUrl(request, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
      details: 'Property not found',
    });
    expect(
      await failureOf(analyzer.client.createUploadUrl({ ...request, propertyId: randomUUID() }, as(alice))),
    ).toMatchObject({ code: status.NOT_FOUND });
  });

  it('are refused by type, extension and size before any URL is handed out, by proto field name', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const base = { propertyId, fileName: 'r.pdf', contentType: 'application/pdf', fileSize: 1000 };
    const refusal = (request: typeof base) => failureOf(analyzer.client.createUploadUrl(request, as(alice)));
    expect(await refusal({ ...base, contentType: 'text/html' })).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { content_type: 'Upload a PDF, DOCX or DOC file.' },
    });
    expect(await refusal({ ...base, fileName: 'r.docx' })).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { file_name: "The file's extension does not match its type. Upload a PDF, DOCX or DOC file." },
    });
    expect(await refusal({ ...base, fileSize: 104_857_601 })).toMatchObject({
      code: status.INVALID_ARGUMENT,
      fields: { file_size: 'The file is larger than 100 MB.' },
    });
    // 0 is proto3's unset: a size not announced (spec part 1's body), measured when the object is accepted.
    expect(await refusal({ ...base, fileSize: -1 })).toMatchObject({
      fields: { file_size: 'The file is empty.' },
    });
    expect(await refusal({ ...base, fileName: ' ' })).toMatchObject({
      fields: { file_name: 'A file name is required' },
    });
  });
});

describe('an uploaded object', () => {
  it('that is not what it claims is deleted, refused, and does not count as an upload', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const png = pngNamedPdf();
    const { id } = await uploadOnly(analyzer.client, alice, propertyId, png);
    const [row] = await harness.db('home_inspections').where({ id });
    expect(await objectExists(row.object_key)).toBe(true);

    expect(
      await failureOf(analyzer.client.completeUpload({ homeInspectionId: id }, as(alice))),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'This file is not a PDF document.',
      fields: { file: 'This file is not a PDF document.' },
    });
    expect(await objectExists(row.object_key)).toBe(false);
    expect(
      (await failureOf(analyzer.client.getHomeInspection({ homeInspectionId: id }, as(alice)))).code,
    ).toBe(status.NOT_FOUND);
    expect(onBroker('inspection.uploaded', id)).toEqual([]);
    // Both uploads are still available.
    const created = await analyzer.client.createUploadUrl(
      { propertyId, fileName: 'r.pdf', contentType: 'application/pdf', fileSize: 10 },
      as(alice),
    );
    expect(created.lastUpload).toBe(false);
  });

  it('of another size than announced is refused, and one never PUT is not completed', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const data = await reportPdf(['MINOR: Door sticks - The back door sticks']);
    const created = await analyzer.client.createUploadUrl(
      { propertyId, fileName: 'r.pdf', contentType: 'application/pdf', fileSize: data.length },
      as(alice),
    );
    expect(
      await failureOf(
        analyzer.client.completeUpload({ homeInspectionId: created.homeInspectionId }, as(alice)),
      ),
    ).toMatchObject({ code: status.INVALID_ARGUMENT, details: 'The file has not been uploaded yet.' });
    expect(await putTo(created.url, pdfFile(Buffer.concat([data, Buffer.from('tail')])))).toBe(200);
    expect(
      await failureOf(
        analyzer.client.completeUpload({ homeInspectionId: created.homeInspectionId }, as(alice)),
      ),
    ).toMatchObject({
      code: status.INVALID_ARGUMENT,
      details: 'The uploaded file is not the size that was announced. Please upload it again.',
    });
  });

  it('is stored under a presigned URL that expires', async () => {
    const storage = createObjectStorage(
      { ...testObjectStorage(), bucket: harness.bucket },
      createLogger('storage-test', 'silent'),
    );
    const url = await storage.presignedPut(`inspections/expiry/${randomUUID()}/r.pdf`, 1);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('1');
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect(await putTo(url, pdfFile(Buffer.from('%PDF-1.7 expired')))).toBe(403);
  });
});

describe("another user's report", () => {
  it('is NOT_FOUND for every call: report, list, issues, issue, completion, retry, PDF', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const { id } = await upload(
      analyzer.client,
      alice,
      propertyId,
      pdfFile(await reportPdf(['MAJOR: Cracked foundation - A stair-step crack in the north wall'])),
    );
    await settled(id);
    const { issues } = await analyzer.client.listIssues({ homeInspectionId: id }, as(alice));
    const issueId = issues[0]!.id;

    const calls = [
      () => analyzer.client.getHomeInspection({ homeInspectionId: id }, as(bob)),
      () => analyzer.client.listIssues({ homeInspectionId: id }, as(bob)),
      () => analyzer.client.explainIssue({ issueId }, as(bob)),
      () => analyzer.client.completeUpload({ homeInspectionId: id }, as(bob)),
      () => analyzer.client.retryAnalysis({ homeInspectionId: id }, as(bob)),
      () => analyzer.client.renderSummaryPdf({ homeInspectionId: id }, as(bob)),
    ];
    for (const call of calls) expect((await failureOf(call())).code).toBe(status.NOT_FOUND);
    expect((await analyzer.client.listHomeInspections({ propertyId }, as(bob))).homeInspections).toEqual([]);
    // An id that is not a UUID names nothing either.
    expect(
      (await failureOf(analyzer.client.getHomeInspection({ homeInspectionId: 'x' }, as(alice)))).code,
    ).toBe(status.NOT_FOUND);
    expect((await failureOf(analyzer.client.getHomeInspection({ homeInspectionId: id }))).code).toBe(
      status.UNAUTHENTICATED,
    );
  });
});

describe('a report that cannot be read', () => {
  it('fails with the reason for the buyer, inspection.failed and a dead letter, and can be retried', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const poison = await truncatedPdf();
    const { id } = await upload(analyzer.client, alice, propertyId, poison);
    const failed = await settled(id);
    expect(failed.status).toBe(InspectionStatus.INSPECTION_STATUS_FAILED);
    expect(failed.failureReason).toMatch(/^We couldn't read this file/);

    const failedEvent = await waitFor(() => onBroker('inspection.failed', id)[0]);
    expect(InspectionFailed.decode(failedEvent.value!)).toMatchObject({
      homeInspectionId: id,
      propertyId,
      ownerId: aliceId,
      reason: failed.failureReason,
    });
    const deadLetter = await waitFor(() => onBroker('inspection.uploaded.dlq', id)[0]);
    expect(deadLetter.headers).toMatchObject({ ce_type: 'homeward.inspection.uploaded.v1' });
    expect(InspectionUploaded.decode(deadLetter.value!)).toMatchObject({
      homeInspectionId: id,
      propertyId,
      uploadNumber: 1,
    });
    expect(await harness.db('analysis_jobs').where({ home_inspection_id: id })).toEqual([]);

    // The buyer may try again: queued anew, and it fails the same way (the file is still broken).
    const { homeInspection: retried } = await analyzer.client.retryAnalysis(
      { homeInspectionId: id },
      as(alice),
    );
    expect(retried).toMatchObject({ status: InspectionStatus.INSPECTION_STATUS_QUEUED, failureReason: '' });
    await waitFor(() => onBroker('inspection.failed', id).length === 2, { timeoutMs: 60_000 });
    expect((await settled(id)).status).toBe(InspectionStatus.INSPECTION_STATUS_FAILED);
    expect(
      await failureOf(analyzer.client.retryAnalysis({ homeInspectionId: randomUUID() }, as(alice))),
    ).toMatchObject({ code: status.NOT_FOUND });
  });

  it('is not retried once analyzed, and has no summary PDF before', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const { id } = await uploadOnly(
      analyzer.client,
      alice,
      propertyId,
      pdfFile(await reportPdf(['MINOR: Squeaky floor - The hall floor squeaks'])),
    );
    expect(
      await failureOf(analyzer.client.renderSummaryPdf({ homeInspectionId: id }, as(alice))),
    ).toMatchObject({ code: status.FAILED_PRECONDITION, details: 'The report has not been analyzed yet.' });
    await analyzer.client.completeUpload({ homeInspectionId: id }, as(alice));
    await settled(id);
    expect(await failureOf(analyzer.client.retryAnalysis({ homeInspectionId: id }, as(alice)))).toMatchObject(
      {
        code: status.FAILED_PRECONDITION,
        details: 'Only a failed analysis can be run again.',
      },
    );
  });
});
