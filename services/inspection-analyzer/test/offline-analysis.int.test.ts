// The production wiring, nothing brought by the test: a labelled fixture report written as a real PDF, read by the
// worker-thread extraction, analyzed by the offline engine, priced from the cost table, explained on demand.
import { randomUUID } from 'node:crypto';
import { fileFor, trecAustinRanch } from '@homeward/inspection-reports';
import {
  InspectionStatus,
  Severity,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { waitFor } from '@homeward/testing';
import { startAnalyzerHarness, type AnalyzerHarness } from './support/harness';
import { upload } from './support/uploads';

let harness: AnalyzerHarness;

beforeAll(async () => {
  harness = await startAnalyzerHarness('offline_analysis');
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

describe('the offline engine, as deployed', () => {
  it("analyses a TREC report: the inspector's findings, tiered and costed, explained on demand", async () => {
    const userId = randomUUID();
    const token = await harness.issuer.tokenFor(userId);
    const as = { accessToken: token };
    const analyzer = await harness.startAnalyzer({});
    const propertyId = await harness.propertyOf(token, userId);
    const { id } = await upload(analyzer.client, token, propertyId, await fileFor(trecAustinRanch));

    const report = await waitFor(
      async () => {
        const { homeInspection } = await analyzer.client.getHomeInspection({ homeInspectionId: id }, as);
        const done = [InspectionStatus.INSPECTION_STATUS_ANALYZED, InspectionStatus.INSPECTION_STATUS_FAILED];
        return done.includes(homeInspection!.status) && homeInspection!;
      },
      { timeoutMs: 90_000, message: 'the fixture analyzed' },
    );
    expect(report).toMatchObject({ status: InspectionStatus.INSPECTION_STATUS_ANALYZED, failureReason: '' });
    expect(report.pageCount).toBe(trecAustinRanch.pages.length);
    expect(report.structuredData!.summary!.finalRecommendation).not.toBe('');
    const [row] = await harness.db('home_inspections').where({ id });
    expect(row.engine).toBe('offline');

    const { issues } = await analyzer.client.listIssues({ homeInspectionId: id }, as);
    expect(issues.length).toBeGreaterThanOrEqual(trecAustinRanch.expected.findings.length * 0.8);
    const serious = report.severityTotals.filter((total) =>
      [Severity.SEVERITY_CRITICAL, Severity.SEVERITY_MAJOR].includes(total.severity),
    );
    expect(serious.reduce((sum, total) => sum + total.count, 0)).toBeGreaterThan(0);
    expect(serious.reduce((sum, total) => sum + total.to, 0)).toBeGreaterThan(0);

    const major = issues.find((issue) => issue.severity === Severity.SEVERITY_MAJOR) ?? issues[0]!;
    const { issue } = await analyzer.client.explainIssue({ issueId: major.id }, as);
    expect(issue!.details!.issueDetails).not.toBe('');
    expect(issue!.details!.recommendedActions.length).toBeGreaterThan(0);
    await analyzer.stop();
  });
});
