// The offline engine in its worker thread (started from worker-entry.cjs, outside jest's transform): the same
// analysis as in-process, and a time or memory budget run out is a final failure with the buyer's reason.
import { fixtureReports } from '@homeward/inspection-reports';
import { analyzeReport, priceOf } from '../../domain/analysis';
import { ANALYSIS_FAILURES, unreadableReason, UnreadableReportError } from '../../domain/analysis-failure';
import type { ExtractedReport } from '../../domain/report';
import { createLogger } from '@homeward/kit';
import { chunkReport } from '../openai-engine/chunking';
import { createOpenAiEngine } from '../openai-engine/engine';
import { check } from '../openai-engine/structured-call';
import { chunkAnswer } from '../openai-engine/schemas';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
} from '../openai-engine/test-support/fake-openai-server';
import {
  answerCheckingInWorker,
  chunkingInWorker,
  pricingInWorker,
  engineWorkerScript,
  offlineEngineInWorker,
} from './index';
import { exited, watchThreads } from '../test-support/threads';

jest.setTimeout(60_000);

const fixture = fixtureReports[0]!;
const report: ExtractedReport = {
  source: 'pdf',
  pages: fixture.pages.map((lines, i) => ({ number: i + 1, lines })),
};
const generous = { timeoutMs: 30_000, maxMemoryMb: 512 };

async function failureOf(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => undefined,
    (error: unknown) => error,
  );
}

describe('the engine worker', () => {
  it('starts from an entry that needs no jest transform', () => {
    expect(engineWorkerScript()).toMatch(/worker-entry\.cjs$/);
  });

  it('analyses and explains as the engine does in-process', async () => {
    const engine = offlineEngineInWorker(generous);
    const analysis = await engine.analyze(report);
    expect(analysis).toEqual(analyzeReport(report));
    const details = await engine.explain(analysis.findings[0]!, { summary: analysis.summary });
    expect(details.issue_details).not.toBe('');
  });

  it('chunks a report for the OpenAI engine as chunkReport does', async () => {
    await expect(chunkingInWorker(generous)(report, 500)).resolves.toEqual(chunkReport(report, 500));
  });

  it('checks an OpenAI answer as the engine does in-process, valid or not', async () => {
    const checkAnswer = answerCheckingInWorker(generous);
    for (const content of ['{"findings":[]}', '{"findings":[{"title":1}]}', 'not json', null]) {
      const answer = { content, refusal: null, finishReason: 'stop' };
      await expect(checkAnswer(answer, 'inspection_findings')).resolves.toEqual(check(answer, chunkAnswer));
    }
  });

  it("runs the OpenAI engine's chunking and answer checks, for every format it asks for", async () => {
    let server: FakeOpenAiServer | undefined;
    try {
      server = await startFakeOpenAiServer((request) => ({
        content:
          request.body.response_format?.json_schema?.name === 'inspection_summary'
            ? JSON.stringify({
                strengths: ['Roof replaced in 2019'],
                weaknesses: ['Loose flashing'],
                final_recommendation: 'Ask a roofer to secure the flashing.',
                actionable_next_steps: ['Get a roofer to quote'],
              })
            : request.body.response_format?.json_schema?.name === 'issue_details'
              ? JSON.stringify({
                  issue_details: 'The flashing is loose.',
                  estimated_fix_price_range: { from: 200, to: 400 },
                  recommended_actions: ['Have a roofer secure it'],
                })
              : JSON.stringify({
                  findings: [
                    {
                      title: 'Loose flashing',
                      description: 'The chimney flashing is loose.',
                      severity: 'moderate',
                      section: 'Roof',
                      location: 'chimney',
                      trade: 'roofing contractor',
                      page: 1,
                    },
                  ],
                }),
      }));
      const engine = createOpenAiEngine({
        baseURL: server.baseURL,
        model: 'gpt-4o-mini',
        maxContextTokens: 16_000,
        maxRetries: 0,
        timeoutMs: 10_000,
        logger: createLogger('engine-worker-test', 'silent'),
        chunk: chunkingInWorker(generous),
        checkAnswer: answerCheckingInWorker(generous),
      });
      const analysis = await engine.analyze(report);
      expect(analysis.findings.map((f) => f.title)).toContain('Loose flashing');
      expect(analysis.summary.strengths).toEqual(['Roof replaced in 2019']);
      const details = await engine.explain(analysis.findings[0]!, { summary: analysis.summary });
      expect(details.recommended_actions).toEqual(['Have a roofer secure it']);
    } finally {
      await server?.close();
    }
  });

  it("prices a report's findings from the cost table as in-process, and fails them all in words over budget", async () => {
    const { findings } = analyzeReport(report);
    const price = pricingInWorker(generous);
    const prices = await Promise.all(findings.map((finding) => price(finding, 'TX')));
    expect(prices).toEqual(findings.map((finding) => priceOf(finding, 'TX')));
    expect(prices.some((p) => p !== null)).toBe(true);
    const tooSlow = pricingInWorker({ ...generous, timeoutMs: 20 });
    const failures = await Promise.all(findings.slice(0, 3).map((finding) => failureOf(tooSlow(finding))));
    expect(failures.map(unreadableReason)).toEqual(Array(3).fill(ANALYSIS_FAILURES.tooSlow));
  });

  it('fails the report for good, in words, when the wall clock runs out', async () => {
    // Less than the thread takes to start and read the report: the budget always runs out.
    const error = await failureOf(offlineEngineInWorker({ ...generous, timeoutMs: 20 }).analyze(report));
    expect(error).toBeInstanceOf(UnreadableReportError);
    expect(unreadableReason(error)).toBe(ANALYSIS_FAILURES.tooSlow);
  });

  it('fails the report for good, in words, when its heap outgrows the cap', async () => {
    // 16 MB is less than the thread needs to load the engine and hold these 400 pages.
    const big: ExtractedReport = {
      source: 'pdf',
      pages: Array.from({ length: 400 }, (_, p) => ({
        number: p + 1,
        lines: Array.from(
          { length: 60 },
          (_, l) => `Item ${p}.${l}: the flashing is loose and damaged near vent ${l}.`,
        ),
      })),
    };
    const error = await failureOf(offlineEngineInWorker({ timeoutMs: 60_000, maxMemoryMb: 16 }).analyze(big));
    expect(unreadableReason(error)).toBe(ANALYSIS_FAILURES.tooComplex);
  });

  it('leaves any other failure of the engine to the retries', async () => {
    const error = await failureOf(chunkingInWorker(generous)(report, 1));
    expect(error).toBeInstanceOf(Error);
    expect(unreadableReason(error)).toBeUndefined();
    expect((error as Error).message).toMatch(/too small/);
  });
});

describe('the engine worker, abandoned', () => {
  const { findings, summary } = analyzeReport(report);
  const engine = offlineEngineInWorker(generous);
  const price = pricingInWorker(generous);
  const calls: Record<string, (signal: AbortSignal) => Promise<unknown>> = {
    analysis: (signal) => engine.analyze(report, { signal }),
    explanation: (signal) => engine.explain(findings[0]!, { summary }, { signal }),
    pricing: (signal) => price(findings[0]!, 'TX', { signal }),
  };

  // A pricing batch starts its thread on the next microtask: abandoned by then, it starts none.
  it.each([
    ['analysis', 1],
    ['explanation', 1],
    ['pricing', 0],
  ])(
    "rejects an abandoned %s with the signal's reason, its %d thread(s) ended by then",
    async (name, count) => {
      const controller = new AbortController();
      const reason = new Error('the service is stopping');
      const threads = watchThreads();
      const call = calls[name]!(controller.signal);
      controller.abort(reason);
      const outcome = await call.then(
        () => 'answered',
        (error: unknown) => ({ error, exitedByThen: threads.started.map(exited) }),
      );
      threads.stop();
      expect(outcome).toEqual({ error: reason, exitedByThen: Array(count).fill(true) });
    },
  );

  it('starts no thread for a call abandoned before it begins', async () => {
    const reason = new Error('already stopped');
    const threads = watchThreads();
    for (const call of Object.values(calls))
      await expect(call(AbortSignal.abort(reason))).rejects.toBe(reason);
    threads.stop();
    expect(threads.started).toEqual([]);
  });
});
