// A report is analyzed (stored) once however its workers come and go: a replica stopped mid-analysis gives its job
// back and another finishes it; a worker whose lease ran out (as after a kill) is taken over, and its late result
// is not stored a second time.
import { randomUUID } from 'node:crypto';
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { toDocx } from '@homeward/inspection-reports';
import { collectTestMessages, waitFor, type Collector } from '@homeward/testing';
import { inspectionAnalyzerMetrics } from '../src/metrics';
import { testEngine, type TestEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf, STANDARD_FINDINGS } from './support/reports';
import { pdfFile, upload } from './support/uploads';

let harness: AnalyzerHarness;
let collector: Collector;
const aliceId = randomUUID();
let alice: string;

beforeAll(async () => {
  // Each group join costs a rebalance on the mock broker; pay for both at once.
  [harness, collector] = await Promise.all([
    startAnalyzerHarness('analysis_restart'),
    collectTestMessages('analysis-restart', ['inspection.analyzed']),
  ]);
  alice = await harness.issuer.tokenFor(aliceId);
}, 90_000);

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

/** An engine that holds every analysis until the test lets it go. */
function heldEngine(name: string): TestEngine & { release(): void } {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  const engine = testEngine({ beforeAnswer: () => held });
  return Object.assign(engine, { name, release: () => release() });
}

const jobOf = async (id: string) => harness.db('analysis_jobs').where({ home_inspection_id: id }).first();
const issueCount = async (id: string) =>
  Number(
    (await harness.db('home_inspection_issues').where({ home_inspection_id: id }).count({ n: '*' }))[0]!.n,
  );
const analyzedOnBroker = (id: string) =>
  collector.on('inspection.analyzed').filter((message) => message.key === id);

async function analyzedBy(analyzer: RunningAnalyzer, id: string) {
  return waitFor(
    async () => {
      const { homeInspection } = await analyzer.client.getHomeInspection(
        { homeInspectionId: id },
        { accessToken: alice },
      );
      return homeInspection!.status === InspectionStatus.INSPECTION_STATUS_ANALYZED && homeInspection!;
    },
    { timeoutMs: 60_000, message: `report ${id} analyzed` },
  );
}

/** Time for a duplicate to show up, were one on its way: a later report's event arriving. */
async function settleBroker(analyzer: RunningAnalyzer, propertyId: string) {
  const { id } = await upload(
    analyzer.client,
    alice,
    propertyId,
    pdfFile(await reportPdf(['MINOR: Marker - x y'])),
  );
  await waitFor(() => analyzedOnBroker(id).length > 0, { timeoutMs: 60_000, message: 'the marker report' });
}

describe('a worker stopped mid-analysis', () => {
  it('gives the job back; the next replica analyses the report once', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const slow = heldEngine('held');
    const first = await harness.startAnalyzer({ engine: slow });
    const { id } = await upload(first.client, alice, propertyId, pdfFile(await reportPdf(STANDARD_FINDINGS)));
    await waitFor(() => slow.analyzeCalls === 1, { timeoutMs: 60_000, message: 'the analysis under way' });
    expect(await jobOf(id)).toMatchObject({ attempts: 1, lease_until: expect.any(Date) });

    await first.stop();
    // Given back at once, the attempt refunded: a deploy does not count against the report.
    expect(await jobOf(id)).toMatchObject({ attempts: 0, lease_until: null, lease_token: null });
    slow.release();

    const fast = testEngine();
    const second = await harness.startAnalyzer({ engine: fast });
    const report = await analyzedBy(second, id);
    expect(report.pageCount).toBe(2);
    expect(fast.analyzeCalls).toBe(1);
    expect(await issueCount(id)).toBe(STANDARD_FINDINGS.length);
    expect(await jobOf(id)).toBeUndefined();

    await settleBroker(second, await harness.propertyOf(alice, aliceId));
    expect(analyzedOnBroker(id)).toHaveLength(1);
    await second.stop();
  });
});

describe('a worker whose lease ran out', () => {
  it('is taken over, and its late result is not stored again', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const stale = heldEngine('stale');
    const first = await harness.startAnalyzer({ engine: stale });
    const { id } = await upload(first.client, alice, propertyId, pdfFile(await reportPdf(STANDARD_FINDINGS)));
    await waitFor(() => stale.analyzeCalls === 1, { timeoutMs: 60_000, message: 'the analysis under way' });

    // What a killed worker leaves behind once its lease is over: a claim nobody renews.
    await harness
      .db('analysis_jobs')
      .where({ home_inspection_id: id })
      .update({
        lease_until: harness.db.raw(`clock_timestamp() - interval '1 second'`),
        lease_token: randomUUID(),
      });

    const takeover = testEngine();
    const second = await harness.startAnalyzer({ engine: takeover });
    await analyzedBy(second, id);
    expect(takeover.analyzeCalls).toBe(1);
    expect(await issueCount(id)).toBe(STANDARD_FINDINGS.length);

    const superseded = async () =>
      (await inspectionAnalyzerMetrics.analyses.get()).values.find(
        (value) => value.labels.engine === 'stale' && value.labels.outcome === 'superseded',
      )?.value ?? 0;
    stale.release();
    await waitFor(async () => (await superseded()) === 1, { message: 'the stale worker finishing' });
    expect(await issueCount(id)).toBe(STANDARD_FINDINGS.length);
    const [row] = await harness.db('home_inspections').where({ id });
    expect(row.engine).toBe('test');

    await settleBroker(second, await harness.propertyOf(alice, aliceId));
    expect(analyzedOnBroker(id)).toHaveLength(1);
    await first.stop();
    await second.stop();
  });
});

describe('a report workers keep dying on', () => {
  it('is given up as failed after ANALYSIS_MAX_ATTEMPTS claims, not claimed for ever', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const held = heldEngine('dying');
    const first = await harness.startAnalyzer({ engine: held });
    const { id } = await upload(first.client, alice, propertyId, pdfFile(await reportPdf(STANDARD_FINDINGS)));
    await waitFor(() => held.analyzeCalls === 1, { timeoutMs: 60_000, message: 'the analysis under way' });
    await first.stop();
    held.release();
    // As if five workers had each claimed it and died (a file that crashes the process, say).
    await harness.db('analysis_jobs').where({ home_inspection_id: id }).update({ attempts: 5 });

    const next = testEngine();
    const second = await harness.startAnalyzer({ engine: next }, { ANALYSIS_MAX_ATTEMPTS: '5' });
    const failed = await waitFor(
      async () => {
        const { homeInspection } = await second.client.getHomeInspection(
          { homeInspectionId: id },
          { accessToken: alice },
        );
        return homeInspection!.status === InspectionStatus.INSPECTION_STATUS_FAILED && homeInspection!;
      },
      { timeoutMs: 60_000, message: 'the report given up' },
    );
    expect(failed.failureReason).toBe(
      'We could not analyze this report. Please try again later or upload it again.',
    );
    expect(next.analyzeCalls).toBe(0);
    expect(await jobOf(id)).toBeUndefined();
    const outbox = await harness.db('outbox').where({ message_key: id }).orderBy('created_at');
    expect(outbox.map((row) => row.topic)).toEqual([
      'inspection.uploaded',
      'inspection.failed',
      'inspection.uploaded.dlq',
    ]);
    await second.stop();
  });
});

describe('a Word (.docx) report', () => {
  it('passes the upload check by its zip directory and is analyzed', async () => {
    const propertyId = await harness.propertyOf(alice, aliceId);
    const analyzer = await harness.startAnalyzer({ engine: testEngine() });
    const data = await toDocx({
      name: 'docx-report',
      layout: 'internachi',
      format: 'docx',
      pages: [['HOME INSPECTION REPORT'], STANDARD_FINDINGS],
      expected: { findings: [], boilerplateTraps: [], boilerplatePages: 1 },
    });
    const file = {
      fileName: 'report.docx',
      contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      data,
    };
    const { id } = await upload(analyzer.client, alice, propertyId, file);
    await analyzedBy(analyzer, id);
    expect(await issueCount(id)).toBe(STANDARD_FINDINGS.length);
    await analyzer.stop();
  });
});
