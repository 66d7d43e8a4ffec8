// What a stopping analyzer leaves running: nothing. An analysis in progress is abandoned and its job given back, and
// an explanation still asking the engine once the gRPC server has stopped is abandoned too; either way the worker
// thread doing their work (a scan's OCR, the offline engine) has ended by the time the service's stop resolves,
// instead of running on to its wall clock after "shutdown". The threads here are real ones that never answer.
import { randomUUID } from 'node:crypto';
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { waitFor } from '@homeward/testing';
import { testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness } from './support/harness';
import { exited, heldThreads, type HeldThreads } from './support/held-threads';
import { reportPdf, STANDARD_FINDINGS } from './support/reports';
import { pdfFile, upload } from './support/uploads';

let harness: AnalyzerHarness;
let threads: HeldThreads | undefined;
const userId = randomUUID();
let token: string;

beforeAll(async () => {
  harness = await startAnalyzerHarness('analyzer_stopping');
  token = await harness.issuer.tokenFor(userId);
}, 90_000);

afterEach(() => threads?.close());

afterAll(async () => {
  await harness?.stop();
});

describe('an analyzer stopped during an extraction', () => {
  it('gives the job back and has ended the extraction thread when its stop resolves', async () => {
    threads = heldThreads('held-extraction');
    const held = threads;
    const analyzer = await harness.startAnalyzer({
      engine: testEngine(),
      extractReportText: (_file, _contentType, options) => held.run(options?.signal),
    });
    const propertyId = await harness.propertyOf(token, userId);
    const { id } = await upload(
      analyzer.client,
      token,
      propertyId,
      pdfFile(await reportPdf(STANDARD_FINDINGS)),
    );
    const [extraction] = await held.running(1);

    await analyzer.stop();
    expect(exited(extraction!)).toBe(true);
    expect(await harness.db('analysis_jobs').where({ home_inspection_id: id }).first()).toMatchObject({
      attempts: 0,
      lease_until: null,
    });
  });
});

describe('an analyzer stopped during an explanation', () => {
  it('has ended the engine thread of the explanation when its stop resolves', async () => {
    threads = heldThreads('held-explanation');
    const held = threads;
    const engine = testEngine();
    const analyzer = await harness.startAnalyzer({
      engine: {
        ...engine,
        analyze: engine.analyze,
        explain: (_finding, _context, options) => held.run(options?.signal),
      },
    });
    const as = { accessToken: token };
    const propertyId = await harness.propertyOf(token, userId);
    const { id } = await upload(
      analyzer.client,
      token,
      propertyId,
      pdfFile(await reportPdf(STANDARD_FINDINGS)),
    );
    await waitFor(
      async () => {
        const { homeInspection } = await analyzer.client.getHomeInspection({ homeInspectionId: id }, as);
        return homeInspection!.status === InspectionStatus.INSPECTION_STATUS_ANALYZED;
      },
      { timeoutMs: 60_000, message: 'the report analyzed' },
    );
    const { issues } = await analyzer.client.listIssues({ homeInspectionId: id }, as);
    // Never answered: the stop cancels the call (the client closes) or the service answers UNAVAILABLE.
    const explaining = analyzer.client
      .explainIssue({ issueId: issues[0]!.id }, as)
      .catch((error: unknown) => error);
    const [explanation] = await held.running(1);

    await analyzer.stop();
    expect(exited(explanation!)).toBe(true);
    expect(await explaining).toBeInstanceOf(Error);
  });
});
