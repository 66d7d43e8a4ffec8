// The provider states the BFF's contract with the inspection analyzer names
// (bff/contracts/inspection-analyzer.contract.json), set up in the BFF's fake analyzer through its seeding API and a
// real S3 server, as the analyzer's test/contracts.int.test.ts sets them up in the real service. Each state builds
// its own caller and property, so no call changes what another reads.
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import type { Downstream } from '../downstream';
import { FakeCallers, tokenOf as token, type FakeStates as States } from '../fake-callers';

/** A report PDF as the upload form sends it. */
const REPORT = Buffer.from('%PDF-1.7\n% a home inspection report\n%%EOF\n', 'latin1');

export function inspectionAnalyzerStates(downstream: Downstream): States {
  const analyzer = downstream.inspectionAnalyzer;
  const callers = new FakeCallers(downstream);
  const stored = (id: string) => analyzer.reports.find((report) => report.record.id === id)!;
  const uploadUrl = async () => {
    const caller = await callers.signedIn();
    const propertyId = await callers.unlockedProperty(caller);
    const created = await callers.as(caller, () =>
      analyzer.createUploadUrl({
        propertyId,
        fileName: 'report.pdf',
        contentType: 'application/pdf',
        fileSize: REPORT.length,
      }),
    );
    return { caller, propertyId, ...created };
  };
  /** The report PUT to its URL, as the browser does through the BFF's upload proxy. */
  const uploaded = async () => {
    const upload = await uploadUrl();
    const put = await fetch(upload.url, { method: 'PUT', body: REPORT });
    if (!put.ok) throw new Error(`the report's PUT answered ${put.status}`);
    return upload;
  };
  const completed = async () => {
    const upload = await uploaded();
    const { homeInspectionId } = upload;
    await callers.as(upload.caller, () => analyzer.completeUpload({ homeInspectionId }));
    return upload;
  };
  /** As the analyzer's worker leaves a finished analysis: a summary, one costed issue, its severity's total. */
  const analyzed = async () => {
    const upload = await completed();
    const id = upload.homeInspectionId;
    const issueId = analyzer.markAnalyzed(id)[0]!;
    return { ...upload, issueId, objectKey: stored(id).objectKey };
  };
  return {
    'an unlocked property of the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.unlockedProperty(caller) } };
    },
    'an upload URL of the caller, not used yet': async () => {
      const { caller, homeInspectionId } = await uploadUrl();
      return { ...token(caller), values: { home_inspection_id: homeInspectionId } };
    },
    'an upload of the caller claimed by a PUT': async () => {
      const { caller, homeInspectionId } = await uploadUrl();
      const { claimId } = await callers.as(caller, () => analyzer.beginUpload({ homeInspectionId }));
      return { ...token(caller), values: { home_inspection_id: homeInspectionId, claim_id: claimId } };
    },
    'a report of the caller put to its upload URL': async () => {
      const { caller, homeInspectionId } = await uploaded();
      return { ...token(caller), values: { home_inspection_id: homeInspectionId } };
    },
    'an analyzed report of the caller': async () => {
      const { caller, homeInspectionId, propertyId } = await analyzed();
      return { ...token(caller), values: { home_inspection_id: homeInspectionId, property_id: propertyId } };
    },
    'a costed issue of an analyzed report of the caller': async () => {
      const { caller, issueId } = await analyzed();
      return { ...token(caller), values: { issue_id: issueId } };
    },
    // What the analyzer's worker leaves when an analysis fails.
    'a report of the caller whose analysis failed': async () => {
      const { caller, homeInspectionId } = await completed();
      Object.assign(stored(homeInspectionId).record, {
        status: InspectionStatus.INSPECTION_STATUS_FAILED,
        failureReason: 'We could not read this report.',
      });
      return { ...token(caller), values: { home_inspection_id: homeInspectionId } };
    },
    'the object key of an analyzed report of the caller': async () => {
      const { caller, objectKey } = await analyzed();
      return { ...token(caller), values: { object_key: objectKey } };
    },
  };
}
