// Costs a buyer can trust (issue 23 item 4), through the deployed wiring: a report whose inspector wrote a budget
// into one finding comes back with that range labelled as the inspector's, in the issue's details and in the tier
// totals; other findings carry the typical cost for the property's state.
import { randomUUID } from 'node:crypto';
import { toPdf, trecAustinRanch, type FixtureReport } from '@homeward/inspection-reports';
import {
  CostSource,
  InspectionStatus,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { waitFor } from '@homeward/testing';
import { startAnalyzerHarness, type AnalyzerHarness } from './support/harness';
import { pdfFile, upload } from './support/uploads';

let harness: AnalyzerHarness;

beforeAll(async () => {
  harness = await startAnalyzerHarness('inspection_costs');
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

/** Our own TREC fixture with one sentence of ours added to its attic insulation finding: the inspector's budget. */
function withInspectorBudget(report: FixtureReport): FixtureReport {
  const pages = report.pages.map((lines) => [...lines]);
  const page = pages.find((lines) => lines.some((l) => l.includes('Recommend an insulation contractor')))!;
  const at = page.findIndex((l) => l.includes('Recommend an insulation contractor'));
  page.splice(at + 1, 0, '     Budget $1,100 to $1,600 to bring it to R-38.');
  return { ...report, name: `${report.name}-with-budget`, pages };
}

describe('costs in an analyzed report', () => {
  it("labels the inspector's budget as the inspector's estimate, and the rest as typical costs in the area", async () => {
    const userId = randomUUID();
    const token = await harness.issuer.tokenFor(userId);
    const as = { accessToken: token };
    const analyzer = await harness.startAnalyzer({});
    const propertyId = await harness.propertyOf(token, userId);
    const file = pdfFile(await toPdf(withInspectorBudget(trecAustinRanch)));
    const { id } = await upload(analyzer.client, token, propertyId, file);

    const report = await waitFor(
      async () => {
        const { homeInspection } = await analyzer.client.getHomeInspection({ homeInspectionId: id }, as);
        const done = [InspectionStatus.INSPECTION_STATUS_ANALYZED, InspectionStatus.INSPECTION_STATUS_FAILED];
        return done.includes(homeInspection!.status) && homeInspection!;
      },
      { timeoutMs: 90_000, message: 'the report analyzed' },
    );
    expect(report.status).toBe(InspectionStatus.INSPECTION_STATUS_ANALYZED);
    // the property's state was kept when the upload URL was made (the harness's properties are in Austin, TX)
    const [row] = await harness.db('home_inspections').where({ id });
    expect(row.property_state).toBe('TX');

    const { issues } = await analyzer.client.listIssues({ homeInspectionId: id }, as);
    const insulation = issues.find((issue) => /insulation/i.test(issue.title))!;
    expect(insulation).toBeDefined();
    const [stored] = await harness.db('home_inspection_issues').where({ id: insulation.id });
    expect(stored).toMatchObject({
      estimated_cost_from: 1100,
      estimated_cost_to: 1600,
      estimated_cost_source: 'inspector',
    });

    // the totals say which part is the inspector's, before anything is expanded
    const tier = report.severityTotals.find((total) => total.severity === insulation.severity)!;
    expect(tier).toMatchObject({ inspectorCount: 1, inspectorFrom: 1100, inspectorTo: 1600 });
    expect(tier.to).toBeGreaterThanOrEqual(1600);
    const others = report.severityTotals.filter((total) => total.severity !== insulation.severity);
    expect(others.every((total) => total.inspectorCount === 0)).toBe(true);

    const { issue } = await analyzer.client.explainIssue({ issueId: insulation.id }, as);
    expect(issue!.details).toMatchObject({
      estimatedFixPriceRange: { from: 1100, to: 1600 },
      costSource: CostSource.COST_SOURCE_INSPECTOR,
    });
    expect(issue!.details!.issueDetails).toContain("Inspector's estimate: $1,100-$1,600");

    // a finding without a figure of the inspector's is the cost table's, priced for Texas
    const typical = issues.find(
      (other) => other.id !== insulation.id && /roof|electric|gfci|panel|water heater/i.test(other.title),
    )!;
    const explained = await analyzer.client.explainIssue({ issueId: typical.id }, as);
    expect(explained.issue!.details!.costSource).toBe(CostSource.COST_SOURCE_TYPICAL);
    expect(explained.issue!.details!.issueDetails).toMatch(/Typical cost in Texas of /);

    // and the GetHomeInspection totals now read the expanded details, still with the inspector's part
    const { homeInspection: after } = await analyzer.client.getHomeInspection({ homeInspectionId: id }, as);
    expect(after!.severityTotals.find((total) => total.severity === insulation.severity)).toMatchObject({
      inspectorCount: 1,
      inspectorFrom: 1100,
      inspectorTo: 1600,
    });
    await analyzer.stop();
  });
});
