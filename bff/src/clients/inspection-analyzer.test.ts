import {
  CostSource,
  InspectionStatus,
  Severity,
  type HomeInspection,
  type Issue,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { homeInspectionSchema, inspectionIssueSchema } from '../api/home-inspections';
import {
  inspectionStatusName,
  severityName,
  toApiHomeInspection,
  toApiIssue,
  toApiSeverityTotals,
} from './inspection-analyzer';

const queued: HomeInspection = {
  id: '0b7f0c39-3d4e-4c55-9f0e-0a8a5c1f2b01',
  propertyId: '7f1e1a4e-6f77-4a8a-9a34-4a1f3f1c2b10',
  fileName: 'Inspection – 12 Main St.pdf',
  status: InspectionStatus.INSPECTION_STATUS_QUEUED,
  structuredData: undefined,
  failureReason: '',
  createdAt: '2026-11-23T10:00:00.000Z',
  analyzedAt: '',
  expectedLong: true,
  severityTotals: [],
  sizeBytes: 1234,
  pageCount: 0,
};

const noInspector = { inspectorCount: 0, inspectorFrom: 0, inspectorTo: 0 };
const zero = { count: 0, from: 0, to: 0, inspector: { count: 0, from: 0, to: 0 } };

const analyzed: HomeInspection = {
  ...queued,
  status: InspectionStatus.INSPECTION_STATUS_ANALYZED,
  expectedLong: false,
  analyzedAt: '2026-11-23T10:05:00.000Z',
  structuredData: {
    summary: {
      strengths: ['Roof replaced in 2019'],
      weaknesses: ['Active leak under the kitchen sink'],
      finalRecommendation: 'Ask the seller to repair the leak before closing.',
    },
    actionableNextSteps: ['Call a licensed plumber', 'Request repair credits'],
  },
  severityTotals: [
    {
      severity: Severity.SEVERITY_MAJOR,
      count: 2,
      from: 800,
      to: 2400,
      inspectorCount: 1,
      inspectorFrom: 500,
      inspectorTo: 900,
    },
    { severity: Severity.SEVERITY_INFORMATIONAL, count: 5, from: 0, to: 0, ...noInspector },
  ],
};

describe('home inspection -> API JSON', () => {
  it('maps a queued report: empty strings are null, every tier is present and zero', () => {
    const json = toApiHomeInspection(queued);
    expect(json).toEqual({
      id: queued.id,
      property_id: queued.propertyId,
      file_name: 'Inspection – 12 Main St.pdf',
      status: 'queued',
      structured_data: null,
      failure_reason: null,
      created_at: '2026-11-23T10:00:00.000Z',
      analyzed_at: null,
      expected_long: true,
      severity_totals: { critical: zero, major: zero, moderate: zero, minor: zero, informational: zero },
    });
    expect(homeInspectionSchema.parse(json)).toEqual(json);
  });

  it('maps an analyzed report: summary in snake_case, totals keyed by tier', () => {
    const json = toApiHomeInspection(analyzed);
    expect(json.structured_data).toEqual({
      summary: {
        strengths: ['Roof replaced in 2019'],
        weaknesses: ['Active leak under the kitchen sink'],
        final_recommendation: 'Ask the seller to repair the leak before closing.',
      },
      actionable_next_steps: ['Call a licensed plumber', 'Request repair credits'],
    });
    expect(json.severity_totals.major).toEqual({
      count: 2,
      from: 800,
      to: 2400,
      inspector: { count: 1, from: 500, to: 900 },
    });
    expect(json.severity_totals.informational).toEqual({ ...zero, count: 5 });
    expect(json.severity_totals.critical).toEqual(zero);
    expect(json.analyzed_at).toBe('2026-11-23T10:05:00.000Z');
    expect(json.expected_long).toBe(false);
    expect(homeInspectionSchema.parse(json)).toEqual(json);
  });

  it("keeps a failed report's reason", () => {
    const json = toApiHomeInspection({
      ...queued,
      status: InspectionStatus.INSPECTION_STATUS_FAILED,
      failureReason: 'This PDF has no text layer.',
    });
    expect(json).toMatchObject({ status: 'failed', failure_reason: 'This PDF has no text layer.' });
  });

  it('refuses structured data without its summary rather than inventing one', () => {
    expect(() =>
      toApiHomeInspection({ ...analyzed, structuredData: { summary: undefined, actionableNextSteps: [] } }),
    ).toThrow(/without a summary/);
  });

  it('refuses a tier listed twice or an unspecified tier', () => {
    expect(() =>
      toApiSeverityTotals([
        { severity: Severity.SEVERITY_MINOR, count: 1, from: 1, to: 2, ...noInspector },
        { severity: Severity.SEVERITY_MINOR, count: 1, from: 1, to: 2, ...noInspector },
      ]),
    ).toThrow(/minor total twice/);
    expect(() =>
      toApiSeverityTotals([
        { severity: Severity.SEVERITY_UNSPECIFIED, count: 1, from: 0, to: 0, ...noInspector },
      ]),
    ).toThrow(/unspecified severity/);
  });
});

describe('severity and status names', () => {
  it.each([
    [Severity.SEVERITY_CRITICAL, 'critical'],
    [Severity.SEVERITY_MAJOR, 'major'],
    [Severity.SEVERITY_MODERATE, 'moderate'],
    [Severity.SEVERITY_MINOR, 'minor'],
    [Severity.SEVERITY_INFORMATIONAL, 'informational'],
  ])('severity %s is %s', (severity, name) => {
    expect(severityName(severity)).toBe(name);
  });

  it.each([
    [InspectionStatus.INSPECTION_STATUS_AWAITING_UPLOAD, 'awaiting_upload'],
    [InspectionStatus.INSPECTION_STATUS_QUEUED, 'queued'],
    [InspectionStatus.INSPECTION_STATUS_ANALYZING, 'analyzing'],
    [InspectionStatus.INSPECTION_STATUS_ANALYZED, 'analyzed'],
    [InspectionStatus.INSPECTION_STATUS_FAILED, 'failed'],
  ])('status %s is %s', (status, name) => {
    expect(inspectionStatusName(status)).toBe(name);
  });

  it('refuses unspecified and unknown values', () => {
    expect(() => severityName(Severity.SEVERITY_UNSPECIFIED)).toThrow();
    expect(() => severityName(99 as Severity)).toThrow();
    expect(() => inspectionStatusName(InspectionStatus.INSPECTION_STATUS_UNSPECIFIED)).toThrow();
  });
});

describe('issue -> API JSON', () => {
  const issue: Issue = {
    id: 'c2d3e4f5-0000-4000-8000-000000000001',
    homeInspectionId: queued.id,
    title: 'Water heater lacks a drip pan',
    description: 'No drip pan under the water heater in the attic.',
    severity: Severity.SEVERITY_MODERATE,
    details: undefined,
  };

  it('has null details until explained', () => {
    const json = toApiIssue(issue);
    expect(json).toEqual({
      id: issue.id,
      title: 'Water heater lacks a drip pan',
      description: 'No drip pan under the water heater in the attic.',
      severity: 'moderate',
      details: null,
    });
    expect(inspectionIssueSchema.parse(json)).toEqual(json);
  });

  it('maps explained details, with a null range where no cost applies', () => {
    const priced = toApiIssue({
      ...issue,
      details: {
        issueDetails: 'A leak would run into the ceiling below.',
        estimatedFixPriceRange: { from: 150, to: 400 },
        recommendedActions: ['Install a drip pan with a drain line'],
        costSource: CostSource.COST_SOURCE_TYPICAL,
      },
    });
    expect(priced.details).toEqual({
      issue_details: 'A leak would run into the ceiling below.',
      estimated_fix_price_range: { from: 150, to: 400 },
      recommended_actions: ['Install a drip pan with a drain line'],
      cost_source: 'typical',
    });
    const unpriced = toApiIssue({
      ...issue,
      severity: Severity.SEVERITY_INFORMATIONAL,
      details: {
        issueDetails: 'For your records.',
        estimatedFixPriceRange: undefined,
        recommendedActions: [],
        costSource: CostSource.COST_SOURCE_UNSPECIFIED,
      },
    });
    expect(unpriced).toMatchObject({
      severity: 'informational',
      details: { estimated_fix_price_range: null, recommended_actions: [], cost_source: null },
    });
    expect(inspectionIssueSchema.parse(unpriced)).toEqual(unpriced);
  });

  it("labels the inspector's own estimate as such", () => {
    const json = toApiIssue({
      ...issue,
      severity: Severity.SEVERITY_MAJOR,
      details: {
        issueDetails: "Inspector's estimate: $1,500-$2,500, as written in the report.",
        estimatedFixPriceRange: { from: 1500, to: 2500 },
        recommendedActions: [],
        costSource: CostSource.COST_SOURCE_INSPECTOR,
      },
    });
    expect(json.details).toMatchObject({
      estimated_fix_price_range: { from: 1500, to: 2500 },
      cost_source: 'inspector',
    });
    expect(inspectionIssueSchema.parse(json)).toEqual(json);
  });
});
