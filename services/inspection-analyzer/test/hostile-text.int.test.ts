// Report text written to stall the analysis, through the production wiring (real extraction and offline engine, each
// in its worker thread): the report ends or fails within seconds, and the service's /healthz answers all the while.
// Before the engine ran in a worker, the 1.7 kB DOCX below held the service's event loop for minutes (a cue regex
// rescanned the paragraph from every "recommend") and the job was retried.
import { randomUUID } from 'node:crypto';
import { oneParagraphDocx } from '@homeward/inspection-reports';
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { waitFor } from '@homeward/testing';
import { ANALYSIS_FAILURES } from '../src/domain/analysis-failure';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { upload, type TestFile } from './support/uploads';

/** Generous for a loaded 2-core machine (worker start-up under tsx included); the old code took minutes. */
const ANALYSIS_WITHIN_MS = 20_000;
/** The longest /healthz may leave the test waiting, or go unanswered between two polls. */
const HEALTH_WITHIN_MS = 2_000;

const docx = (data: Buffer): TestFile => ({
  fileName: 'inspection.docx',
  contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  data,
});

/** ~390 kB of one paragraph in a 1.7 kB file: "recommend" thousands of times and never a period. */
const recommendLoop = () => oneParagraphDocx('We recommend '.repeat(30_000));

/** 1 MB of one paragraph of ordinary findings: every step of the engine on text a thousand times a line's length. */
function oneMegabyteParagraph(): Buffer {
  const sentences = [
    'The shingles at the rear slope are cracked and we recommend a licensed roofer evaluate them.',
    'Water stains were noted on the ceiling below the hall bath; the area was dry at the time of the inspection.',
    'The furnace and air conditioner are past their typical service life; budget for replacement.',
    'No signs of significant movement were observed in the foundation walls.',
  ];
  let text = '';
  for (let i = 0; text.length < 1024 * 1024; i += 1) text += `${sentences[i % sentences.length]} `;
  return oneParagraphDocx(text);
}

let harness: AnalyzerHarness;

beforeAll(async () => {
  harness = await startAnalyzerHarness('hostile_text');
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

/** Polls the analyzer's /healthz every 100 ms until stopped: the longest answer, the longest gap between answers. */
function watchHealth(analyzer: RunningAnalyzer) {
  const url = `http://127.0.0.1:${analyzer.service.opsPort}/healthz`;
  let slowest = 0;
  let longestGap = 0;
  let answers = 0;
  let failures = 0;
  let last = Date.now();
  let running = true;
  const loop = (async () => {
    while (running) {
      const sent = Date.now();
      const ok = await fetch(url, { signal: AbortSignal.timeout(10_000) }).then(
        (response) => response.ok,
        () => false,
      );
      const now = Date.now();
      slowest = Math.max(slowest, now - sent);
      if (ok) {
        answers += 1;
        longestGap = Math.max(longestGap, now - last);
        last = now;
      } else failures += 1;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  return async () => {
    running = false;
    await loop;
    return { slowest, longestGap: Math.max(longestGap, Date.now() - last), answers, failures };
  };
}

async function analyze(analyzer: RunningAnalyzer, file: TestFile) {
  const userId = randomUUID();
  const token = await harness.issuer.tokenFor(userId);
  const propertyId = await harness.propertyOf(token, userId);
  const { id } = await upload(analyzer.client, token, propertyId, file);
  const started = Date.now();
  const report = await waitFor(
    async () => {
      const { homeInspection } = await analyzer.client.getHomeInspection(
        { homeInspectionId: id },
        { accessToken: token },
      );
      const done = [InspectionStatus.INSPECTION_STATUS_ANALYZED, InspectionStatus.INSPECTION_STATUS_FAILED];
      return done.includes(homeInspection!.status) && homeInspection!;
    },
    // Past the bound the test fails on the elapsed time below, not here.
    { timeoutMs: ANALYSIS_WITHIN_MS * 3, intervalMs: 200, message: 'the hostile report settled' },
  );
  return { id, report, elapsedMs: Date.now() - started };
}

describe('hostile report text', () => {
  it.each([
    ['a 1.7 kB DOCX of one paragraph that hit a backtracking cue', recommendLoop],
    ['1 MB of one paragraph', oneMegabyteParagraph],
  ])('%s: analyzed within seconds while /healthz answers', async (_name, write) => {
    const analyzer = await harness.startAnalyzer({});
    const stopWatching = watchHealth(analyzer);
    const { report, elapsedMs } = await analyze(analyzer, docx(write()));
    const health = await stopWatching();

    expect(report.status).toBe(InspectionStatus.INSPECTION_STATUS_ANALYZED);
    expect(elapsedMs).toBeLessThan(ANALYSIS_WITHIN_MS);
    expect(health.failures).toBe(0);
    expect(health.answers).toBeGreaterThan(0);
    expect(health.slowest).toBeLessThan(HEALTH_WITHIN_MS);
    expect(health.longestGap).toBeLessThan(HEALTH_WITHIN_MS);
    await analyzer.stop();
  });

  it('over the engine budget: the report fails at once with the reason, never retried', async () => {
    // 50 ms is less than the engine's worker takes to start: the budget runs out on every report.
    const analyzer = await harness.startAnalyzer({}, { ANALYSIS_TIMEOUT_MS: '50' });
    const { id, report, elapsedMs } = await analyze(analyzer, docx(recommendLoop()));

    expect(report.status).toBe(InspectionStatus.INSPECTION_STATUS_FAILED);
    expect(report.failureReason).toBe(ANALYSIS_FAILURES.tooSlow);
    expect(elapsedMs).toBeLessThan(ANALYSIS_WITHIN_MS);
    expect(await harness.db('analysis_jobs').where({ home_inspection_id: id })).toHaveLength(0);
    const [row] = await harness.db('home_inspections').where({ id });
    expect(row.status).toBe('failed');
    await analyzer.stop();
  });
});
