// Replays what the inspection-analyzer's consumers state they rely on (bff/contracts/inspection-analyzer.contract.json)
// against the real analyzer (the real S3 server, its worker with the test engine) and the real property service
// beside it; see docs/contracts.md.
import { randomUUID } from 'node:crypto';
import {
  InspectionStatus,
  Severity,
} from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import { waitFor } from '@homeward/testing';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { testCost, testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf, STANDARD_FINDINGS } from './support/reports';
import { pdfFile, upload, uploadOnly } from './support/uploads';

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;

beforeAll(async () => {
  harness = await startAnalyzerHarness('analyzer_contracts');
  analyzer = await harness.startAnalyzer({ engine: testEngine(), estimateCost: async (f) => testCost(f) });
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

async function unlockedProperty(accessToken: string, userId: string): Promise<string> {
  return harness.propertyOf(accessToken, userId);
}

async function settled(homeInspectionId: string, accessToken: string) {
  return waitFor(
    async () => {
      const { homeInspection } = await analyzer.client.getHomeInspection(
        { homeInspectionId },
        { accessToken },
      );
      return homeInspection!.status === InspectionStatus.INSPECTION_STATUS_ANALYZED && homeInspection!;
    },
    { timeoutMs: 60_000, message: `report ${homeInspectionId} analyzed` },
  );
}

interface Caller {
  accessToken: string;
  /** Holds the analyzed report and the failed one: its two uploads. */
  reported: string;
  analyzedId: string;
  failedId: string;
  /** Holds nothing counted yet: an upload URL is asked and one upload completed on it. */
  fresh: string;
}

/**
 * One caller for the whole file, with two unlocked properties and one analyzed report: an unlock and an analysis are
 * most of a state's cost. No call here changes what another reads: ExplainIssue adds the explanation the others read
 * as optional, RetryAnalysis requeues the failed report no other call reads into, and an awaiting upload does not
 * count against a property's two.
 */
let shared: Promise<Caller> | undefined;
function caller(): Promise<Caller> {
  shared ??= (async () => {
    const userId = randomUUID();
    const accessToken = await harness.issuer.tokenFor(userId);
    const [reported, fresh] = await Promise.all([
      unlockedProperty(accessToken, userId),
      unlockedProperty(accessToken, userId),
    ]);
    const report = pdfFile(await reportPdf(STANDARD_FINDINGS));
    const analyzed = await upload(analyzer.client, accessToken, reported, report);
    // A failed analysis is inspections.int.test.ts's business; the state writes its outcome on a stored report.
    const failed = await uploadOnly(analyzer.client, accessToken, reported, report);
    await harness
      .db('home_inspections')
      .where({ id: failed.id })
      .update({ status: 'failed', failure_reason: "We couldn't read this file." });
    await settled(analyzed.id, accessToken);
    return { accessToken, reported, analyzedId: analyzed.id, failedId: failed.id, fresh };
  })();
  return shared;
}

verifyConsumers({
  provider: 'inspection-analyzer',
  address: () => `127.0.0.1:${analyzer.service.grpcPort}`,
  states: {
    'an unlocked property of the caller': async () => {
      const { accessToken, fresh } = await caller();
      return { accessToken, values: { property_id: fresh } };
    },
    'a report of the caller put to its upload URL': async () => {
      const { accessToken, fresh } = await caller();
      const report = pdfFile(await reportPdf(STANDARD_FINDINGS));
      const { id } = await uploadOnly(analyzer.client, accessToken, fresh, report);
      return { accessToken, values: { home_inspection_id: id } };
    },
    'an upload URL of the caller, not used yet': async () => {
      const { accessToken, fresh } = await caller();
      const created = await analyzer.client.createUploadUrl(
        { propertyId: fresh, fileName: 'report.pdf', contentType: 'application/pdf', fileSize: 1000 },
        { accessToken },
      );
      return { accessToken, values: { home_inspection_id: created.homeInspectionId } };
    },
    'an upload of the caller claimed by a PUT': async () => {
      const { accessToken, fresh } = await caller();
      const created = await analyzer.client.createUploadUrl(
        { propertyId: fresh, fileName: 'report.pdf', contentType: 'application/pdf', fileSize: 1000 },
        { accessToken },
      );
      const homeInspectionId = created.homeInspectionId;
      const { claimId } = await analyzer.client.beginUpload({ homeInspectionId }, { accessToken });
      return { accessToken, values: { home_inspection_id: homeInspectionId, claim_id: claimId } };
    },
    'an analyzed report of the caller': async () => {
      const { accessToken, reported, analyzedId } = await caller();
      return { accessToken, values: { property_id: reported, home_inspection_id: analyzedId } };
    },
    // The key a data export's part names (issue 25 item 9), as the analyzer stored it.
    'the object key of an analyzed report of the caller': async () => {
      const { accessToken, analyzedId } = await caller();
      const row = await harness.db('home_inspections').where({ id: analyzedId }).first('object_key');
      return { accessToken, values: { object_key: row.object_key as string } };
    },
    'a costed issue of an analyzed report of the caller': async () => {
      const { accessToken, analyzedId } = await caller();
      const { issues } = await analyzer.client.listIssues({ homeInspectionId: analyzedId }, { accessToken });
      const costed = issues.find((issue) => issue.severity !== Severity.SEVERITY_INFORMATIONAL);
      return { accessToken, values: { issue_id: costed!.id } };
    },
    'a report of the caller whose analysis failed': async () => {
      const { accessToken, failedId } = await caller();
      return { accessToken, values: { home_inspection_id: failedId } };
    },
  },
});
