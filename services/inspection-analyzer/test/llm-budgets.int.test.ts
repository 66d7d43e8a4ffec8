// The OpenAI engine's costs held by the real service, two replicas on one database, against a local
// OpenAI-compatible server that answers with known usage: a user's day budget under concurrent analyses, a report's
// own budget, one engine call per issue however many explain calls race for it, and "Retry analysis" limited.
import { randomUUID } from 'node:crypto';
import { isServiceError } from '@homeward/kit';
import { status } from '@grpc/grpc-js';
import { toPdf, truncatedPdf } from '@homeward/inspection-reports';
import {
  CostSource,
  InspectionStatus,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { grpcFailureOf as failureOf, waitFor } from '@homeward/testing';
import { budgetDay } from '../src/domain/token-budget';
import { openAiMetrics } from '../src/metrics';
import {
  startFakeOpenAiServer,
  type FakeOpenAiServer,
  type RecordedRequest,
} from '../src/providers/openai-engine/test-support/fake-openai-server';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf } from './support/reports';
import { pdfFile, upload } from './support/uploads';

const PER_REPORT = 4_000;
const PER_USER_PER_DAY = 6_000;
const DAILY_LIMIT_MESSAGE = "You have reached today's analysis limit; try again tomorrow.";
const REPORT_LIMIT_MESSAGE = /^This report used up its analysis budget before the analysis finished/;

let harness: AnalyzerHarness;
let openAi: FakeOpenAiServer;
let replicaA: RunningAnalyzer;
let replicaB: RunningAnalyzer;
/** The tokens the server reported, one entry per answered request, in order. */
const reported: { operation: string; tokens: number }[] = [];

const formatName = (request: RecordedRequest) => request.body.response_format?.json_schema?.name ?? '';
const promptChars = (request: RecordedRequest) =>
  request.body.messages.reduce((sum, message) => sum + String(message.content).length, 0);
const LINE = /(MAJOR|MINOR): ([^\n-]+) - ([^\n]+)/g;

/** A finding per `MAJOR: title - text` line the chunk holds; usage as a tokenizer at 4 characters a token would. */
function answer(request: RecordedRequest) {
  const name = formatName(request);
  const usage = { prompt: Math.ceil(promptChars(request) / 4), completion: 150 };
  const settle = (content: unknown, delayMs: number) => {
    reported.push({ operation: name, tokens: usage.prompt + usage.completion });
    return { delayMs, then: { content: JSON.stringify(content), usage } };
  };
  if (name === 'issue_details') {
    return settle(
      {
        issue_details: 'The valley flashing lets water in.',
        estimated_fix_price_range: { from: 400, to: 1200 },
        recommended_actions: ['Have a roofer reseal the valley'],
      },
      600,
    );
  }
  if (name === 'inspection_summary') {
    return settle(
      {
        strengths: ['Solid framing'],
        weaknesses: ['Roof leak'],
        final_recommendation: 'Repair the roof before closing.',
        actionable_next_steps: ['Ask the seller for a roof credit'],
      },
      50,
    );
  }
  const text = request.body.messages.map((message) => String(message.content)).join('\n');
  const findings = [...text.matchAll(LINE)].slice(0, 5).map((match) => ({
    title: match[2]!.slice(0, 60),
    description: match[3]!.slice(0, 200),
    severity: match[1] === 'MAJOR' ? 'major' : 'minor',
    section: null,
    location: null,
    trade: null,
    page: null,
  }));
  return settle({ findings }, 150);
}

/** The `_sum` or `_count` of a per-report histogram for one operation (both replicas share this process' registry). */
async function histogram(metric: 'reportTokens' | 'reportCostUsd', operation: string, part: 'sum' | 'count') {
  const { values } = await openAiMetrics[metric].get();
  return values
    .filter((value) => value.labels.operation === operation && value.metricName?.endsWith(`_${part}`))
    .reduce((sum, value) => sum + value.value, 0);
}

const reportedSince = (from: number, operation?: string) =>
  reported
    .slice(from)
    .filter((entry) => !operation || entry.operation === operation)
    .reduce((sum, entry) => sum + entry.tokens, 0);

beforeAll(async () => {
  harness = await startAnalyzerHarness('llm_budgets');
  openAi = await startFakeOpenAiServer(answer);
  const env = {
    ANALYSIS_ENGINE: 'openai',
    OPENAI_BASE_URL: openAi.baseURL,
    OPENAI_MODEL: 'gpt-4o-mini',
    OPENAI_MAX_CONTEXT_TOKENS: '4000',
    OPENAI_MAX_RETRIES: '0',
    // The budgets are the subject here, not timeouts: on a loaded machine a local answer can take seconds, and an
    // explanation that timed out would be refused for that instead (timeouts: openai-engine/engine.test.ts).
    OPENAI_TIMEOUT_MS: '60000',
    OPENAI_TOKEN_BUDGET_PER_REPORT: String(PER_REPORT),
    OPENAI_TOKEN_BUDGET_PER_USER_PER_DAY: String(PER_USER_PER_DAY),
    ANALYSIS_WORKERS: '3',
    ANALYSIS_RETRIES_PER_REPORT: '1',
    EXPLAIN_CLAIM_SECONDS: '3',
  };
  // One after the other: the first migrates the fresh database.
  replicaA = await harness.startAnalyzer({}, env);
  replicaB = await harness.startAnalyzer({}, env);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
  await openAi?.close();
});

const as = (token: string) => ({ accessToken: token });

async function settled(id: string, token: string) {
  return waitFor(
    async () => {
      const { homeInspection } = await replicaA.client.getHomeInspection({ homeInspectionId: id }, as(token));
      const done = [InspectionStatus.INSPECTION_STATUS_ANALYZED, InspectionStatus.INSPECTION_STATUS_FAILED];
      return done.includes(homeInspection!.status) && homeInspection!;
    },
    { timeoutMs: 90_000, message: `report ${id} analyzed or failed` },
  );
}

/** Ten pages of fifty findings: several chunks at this context, more than the report's budget holds. */
const longReportPdf = () =>
  toPdf({
    name: 'long-integration-report',
    layout: 'internachi',
    format: 'pdf',
    pages: Array.from({ length: 10 }, (_, page) =>
      Array.from(
        { length: 50 },
        (_, line) => `MINOR: Item ${page}.${line} worn - Wear noted on this item, page ${page + 1}.`,
      ),
    ),
    expected: { findings: [], boilerplateTraps: [], boilerplatePages: 0 },
  });

const smallReport = () =>
  reportPdf([
    'MAJOR: Roof leak - Water stains on the bedroom ceiling below the valley',
    'MINOR: Loose handrail - The stair handrail moves under load',
  ]);

/** A new user with `reports` small reports uploaded at once (two per property, the upload limit). */
async function userWithReports(reports: number, pdf: () => Promise<Buffer> = smallReport) {
  const userId = randomUUID();
  const token = await harness.issuer.tokenFor(userId);
  const properties = await Promise.all(
    Array.from({ length: Math.ceil(reports / 2) }, () => harness.propertyOf(token, userId)),
  );
  const files = await Promise.all(Array.from({ length: reports }, () => pdf()));
  const uploaded = await Promise.all(
    files.map((data, index) =>
      upload(replicaA.client, token, properties[Math.floor(index / 2)]!, pdfFile(data)),
    ),
  );
  return { userId, token, ids: uploaded.map((report) => report.id) };
}

async function dayRow(userId: string) {
  const [row] = await harness.db('user_daily_budgets').where({ auth_user_id: userId });
  return row ? Number(row.tokens_used) : 0;
}

describe("a user's daily token budget", () => {
  it('holds under concurrent analyses on two replicas: never more than the budget, the rest refused in words', async () => {
    const from = reported.length;
    const carol = await userWithReports(6);
    const results = await Promise.all(carol.ids.map((id) => settled(id, carol.token)));

    // Every hold was settled to what the server reported: the row comes to the server's own count.
    await waitFor(async () => (await dayRow(carol.userId)) === reportedSince(from));
    // Every call held its worst case first and the server reported less, so the total stays within the budget
    // (six reports alone would use about half as much again).
    expect(reportedSince(from)).toBeLessThanOrEqual(PER_USER_PER_DAY);
    const analyzed = results.filter(
      (report) => report.status === InspectionStatus.INSPECTION_STATUS_ANALYZED,
    );
    const failed = results.filter((report) => report.status === InspectionStatus.INSPECTION_STATUS_FAILED);
    expect(analyzed.length).toBeGreaterThan(0);
    expect(failed.length).toBeGreaterThan(0);
    expect(new Set(failed.map((report) => report.failureReason))).toEqual(new Set([DAILY_LIMIT_MESSAGE]));

    // With the day spent, an explanation and a retry are refused for today, in words, with when to come back.
    await harness
      .db('user_daily_budgets')
      .where({ auth_user_id: carol.userId, day: budgetDay(new Date()) })
      .update({ tokens_used: PER_USER_PER_DAY });
    const { issues } = await replicaA.client.listIssues(
      { homeInspectionId: analyzed[0]!.id },
      as(carol.token),
    );
    const explainRefusal = await replicaB.client
      .explainIssue({ issueId: issues[0]!.id }, as(carol.token))
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(isServiceError(explainRefusal)).toBe(true);
    expect(explainRefusal).toMatchObject({ code: status.RESOURCE_EXHAUSTED, details: DAILY_LIMIT_MESSAGE });
    const retryAfter = Number(
      (explainRefusal as { metadata: { get(key: string): unknown[] } }).metadata.get('retry-after')[0],
    );
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect(
      await failureOf(replicaA.client.retryAnalysis({ homeInspectionId: failed[0]!.id }, as(carol.token))),
    ).toMatchObject({ code: status.RESOURCE_EXHAUSTED, details: DAILY_LIMIT_MESSAGE });
    expect(reportedSince(from, 'issue_details')).toBe(0);
  });
});

describe('explanations of one user at once', () => {
  it("hold the day budget too: what fits is answered, the rest refused in today's words", async () => {
    const lines = ['Gutter', 'Siding', 'Fence', 'Porch', 'Chimney'].map(
      (part) => `MAJOR: ${part} damaged - The ${part.toLowerCase()} needs repair before winter`,
    );
    const grace = await userWithReports(1, () => reportPdf(lines));
    expect((await settled(grace.ids[0]!, grace.token)).status).toBe(
      InspectionStatus.INSPECTION_STATUS_ANALYZED,
    );
    const { issues } = await replicaA.client.listIssues({ homeInspectionId: grace.ids[0]! }, as(grace.token));
    expect(issues).toHaveLength(5);
    // Room for one explanation's worst case (prompt, schema and a 1,000-token answer limit) today, though the five
    // would use less each than that.
    const room = 1_800;
    await harness
      .db('user_daily_budgets')
      .where({ auth_user_id: grace.userId, day: budgetDay(new Date()) })
      .update({ tokens_used: PER_USER_PER_DAY - room });
    const from = reported.length;

    const outcomes = await Promise.allSettled(
      issues.map((issue, index) =>
        (index % 2 ? replicaB : replicaA).client.explainIssue({ issueId: issue.id }, as(grace.token)),
      ),
    );

    const refused = outcomes.filter((outcome) => outcome.status === 'rejected');
    // Why each was refused first: a refusal for any other reason (the engine unreachable, say) is that failure, not
    // a miscount.
    for (const outcome of refused) {
      expect((outcome as PromiseRejectedResult).reason).toMatchObject({
        code: status.RESOURCE_EXHAUSTED,
        details: DAILY_LIMIT_MESSAGE,
      });
    }
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.length).toBeLessThan(5);
    await waitFor(async () => (await dayRow(grace.userId)) === PER_USER_PER_DAY - room + reportedSince(from));
    expect(reportedSince(from)).toBeLessThanOrEqual(room);
    // Unchecked, the five would have used more than the room left.
    expect((5 * reportedSince(from)) / (outcomes.length - refused.length)).toBeGreaterThan(room);
  });
});

describe("a report's own token budget", () => {
  it('stops a report that would use more, says why, and refuses another run of it', async () => {
    const from = reported.length;
    const dave = await userWithReports(1, longReportPdf);
    const report = await settled(dave.ids[0]!, dave.token);
    expect(report.status).toBe(InspectionStatus.INSPECTION_STATUS_FAILED);
    expect(report.failureReason).toMatch(REPORT_LIMIT_MESSAGE);
    expect(reportedSince(from)).toBeLessThanOrEqual(PER_REPORT);
    // The summary was never asked for: the chunks ran the budget out first.
    expect(reportedSince(from, 'inspection_summary')).toBe(0);
    // A call sent before another was refused still settles, to what the server reported.
    await waitFor(async () => {
      const [row] = await harness.db('report_budgets').where({ home_inspection_id: dave.ids[0] });
      return Number(row.tokens_used) === reportedSince(from);
    });
    expect(
      await failureOf(replicaA.client.retryAnalysis({ homeInspectionId: dave.ids[0]! }, as(dave.token))),
    ).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details:
        'This report used up its analysis budget, so it cannot be analyzed again. Please contact support.',
    });
  });
});

describe('explaining one issue', () => {
  it('calls the engine once for concurrent calls on two replicas, and every call gets that answer', async () => {
    const erin = await userWithReports(1);
    expect((await settled(erin.ids[0]!, erin.token)).status).toBe(
      InspectionStatus.INSPECTION_STATUS_ANALYZED,
    );
    const { issues } = await replicaA.client.listIssues({ homeInspectionId: erin.ids[0]! }, as(erin.token));
    const roof = issues.find((issue) => issue.title === 'Roof leak')!;
    const explainsBefore = openAi.requests.filter(
      (request) => formatName(request) === 'issue_details',
    ).length;
    const from = reported.length;
    const observedBefore = await histogram('reportTokens', 'explain', 'count');
    const tokensBefore = await histogram('reportTokens', 'explain', 'sum');
    const dollarsBefore = await histogram('reportCostUsd', 'explain', 'sum');

    const calls = [replicaA, replicaB, replicaA, replicaB, replicaA, replicaB].map((replica) =>
      replica.client.explainIssue({ issueId: roof.id }, as(erin.token)),
    );
    const answers = await Promise.all(calls);

    const explains = openAi.requests.filter((request) => formatName(request) === 'issue_details').length;
    expect(explains - explainsBefore).toBe(1);
    for (const { issue } of answers) {
      expect(issue!.details).toMatchObject({
        issueDetails: 'The valley flashing lets water in.',
        estimatedFixPriceRange: answers[0]!.issue!.details!.estimatedFixPriceRange,
        recommendedActions: ['Have a roofer reseal the valley'],
        costSource: CostSource.COST_SOURCE_TYPICAL,
      });
    }
    // One explanation observed in the per-report histograms: its tokens, and its dollars at gpt-4o-mini's prices.
    expect((await histogram('reportTokens', 'explain', 'count')) - observedBefore).toBe(1);
    expect((await histogram('reportTokens', 'explain', 'sum')) - tokensBefore).toBe(reportedSince(from));
    expect((await histogram('reportCostUsd', 'explain', 'sum')) - dollarsBefore).toBeGreaterThan(0);
    // The claim is given back once the answer is stored.
    expect(await harness.db('issue_explain_claims').where({ issue_id: roof.id })).toEqual([]);
    // Another user's call for the issue is NOT_FOUND and asks nothing.
    const mallory = await harness.issuer.tokenFor(randomUUID());
    expect(await failureOf(replicaB.client.explainIssue({ issueId: roof.id }, as(mallory)))).toMatchObject({
      code: status.NOT_FOUND,
    });
  });
});

describe('Retry analysis', () => {
  it('is accepted as often as ANALYSIS_RETRIES_PER_REPORT allows, then refused in words', async () => {
    const frank = await userWithReports(1, async () => (await truncatedPdf()).data);
    const id = frank.ids[0]!;
    expect((await settled(id, frank.token)).status).toBe(InspectionStatus.INSPECTION_STATUS_FAILED);
    const { homeInspection } = await replicaA.client.retryAnalysis({ homeInspectionId: id }, as(frank.token));
    expect(homeInspection!.status).toBe(InspectionStatus.INSPECTION_STATUS_QUEUED);
    await waitFor(async () => {
      const { homeInspection: current } = await replicaA.client.getHomeInspection(
        { homeInspectionId: id },
        as(frank.token),
      );
      return current!.status === InspectionStatus.INSPECTION_STATUS_FAILED;
    });
    expect(
      await failureOf(replicaB.client.retryAnalysis({ homeInspectionId: id }, as(frank.token))),
    ).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details:
        'This report has used all of its retries, so it cannot be analyzed again. Please contact support.',
    });
  });
});
