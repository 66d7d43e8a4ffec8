// inspection-analyzer's part of a data export, on the real S3 server, PostgreSQL and property service: the user's
// reports and findings as JSON, each uploaded report attached by its object key, nothing of another user's.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { grpcFailureOf, runExportHandler } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf } from './support/reports';
import { pdfFile, upload } from './support/uploads';

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;
const annId = randomUUID();
const bobId = randomUUID();

beforeAll(async () => {
  harness = await startAnalyzerHarness('analyzer_export');
  analyzer = await harness.startAnalyzer({ engine: testEngine() });
}, 90_000);

afterAll(async () => {
  await harness?.stop();
});

describe('user.export_requested', () => {
  it("lists the user's uploaded reports by object key and their rows, and nothing of another user's", async () => {
    const ann = await harness.issuer.tokenFor(annId);
    const bob = await harness.issuer.tokenFor(bobId);
    const annsProperty = await harness.propertyOf(ann, annId);
    const bobsProperty = await harness.propertyOf(bob, bobId);
    const pdf = await reportPdf(['Roof: missing shingles on the north side.']);
    const annsReport = await upload(
      analyzer.client,
      ann,
      annsProperty,
      pdfFile(pdf, '../My Report (final).pdf'),
    );
    const bobsReport = await upload(analyzer.client, bob, bobsProperty, pdfFile(pdf, 'bob.pdf'));
    // a URL asked for and never used has a row but no file
    const unused = await analyzer.client.createUploadUrl(
      { propertyId: annsProperty, fileName: 'never.pdf', contentType: 'application/pdf', fileSize: 10 },
      { accessToken: ann },
    );

    const { part, records, rows } = await runExportHandler(harness.db, onUserExportRequested, annId);

    expect(rows).toBe(1);
    expect(part.service).toBe('inspection-analyzer');
    const annsRow = await harness.db('home_inspections').where({ id: annsReport.id }).first();
    expect(part.attachments).toEqual([
      {
        archivePath: `inspection-reports/${annsReport.id}-My_Report_final_.pdf`,
        objectKey: annsRow.object_key,
      },
    ]);
    const { home_inspections: reports } = records as {
      home_inspections: { id: string; file_name: string }[];
    };
    expect(reports.map((report) => report.id).sort()).toEqual(
      [annsReport.id, unused.homeInspectionId].sort(),
    );
    expect(reports.find((report) => report.id === annsReport.id)?.file_name).toBe('My Report (final).pdf');
    const text = JSON.stringify(records);
    expect(text).not.toContain(bobsReport.id);
    expect(text).not.toContain(annsRow.object_key);

    // The archive copies the original through a short-lived URL granted to the owner alone.
    const { url } = await analyzer.client.getReportFileUrl(
      { objectKey: annsRow.object_key },
      { accessToken: ann },
    );
    expect(Buffer.from(await (await fetch(url)).arrayBuffer()).equals(pdf)).toBe(true);
    const unusedRow = await harness.db('home_inspections').where({ id: unused.homeInspectionId }).first();
    for (const [objectKey, accessToken] of [
      [annsRow.object_key, bob],
      [unusedRow.object_key, ann],
    ] as const) {
      expect(
        (await grpcFailureOf(analyzer.client.getReportFileUrl({ objectKey }, { accessToken }))).code,
      ).toBe(status.NOT_FOUND);
    }
  });
});
