// user.deleted through the real consumer, on the real S3 server and PostgreSQL: every report of the owner goes with
// its findings, jobs, budgets and upload rows, and its files (an uploaded report's, an unfinished upload's, and an
// object under the owner's prefix that no row names); another owner's reports and files stay; a second event is
// harmless.
import { randomUUID } from 'node:crypto';
import { createLogger } from '@homeward/kit';
import { InspectionStatus } from '@homeward/protos/gen/homeward/inspection_analyzer/v1/inspection_analyzer';
import {
  startUserDeletedPublisher,
  testObjectStorage,
  waitFor,
  waitForInboxEvent,
  type UserDeletedPublisher,
} from '@homeward/testing';
import { createObjectStorage } from '../src/providers/object-storage';
import { testEngine } from './support/engines';
import { startAnalyzerHarness, type AnalyzerHarness, type RunningAnalyzer } from './support/harness';
import { reportPdf } from './support/reports';
import { pdfFile, putTo, upload, uploadOnly } from './support/uploads';

let harness: AnalyzerHarness;
let analyzer: RunningAnalyzer;
let publisher: UserDeletedPublisher;

beforeAll(async () => {
  harness = await startAnalyzerHarness('analyzer_user_deleted');
  analyzer = await harness.startAnalyzer({ engine: testEngine() });
  publisher = await startUserDeletedPublisher();
}, 90_000);

afterAll(async () => {
  await publisher?.stop();
  await harness?.stop();
});

const storage = () =>
  createObjectStorage(
    { ...testObjectStorage(), bucket: harness.bucket },
    createLogger('storage-test', 'silent'),
  );

async function keysUnder(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage().list(prefix)) keys.push(object.key);
  return keys.sort();
}

const TABLES = [
  'home_inspections',
  'home_inspection_issues',
  'report_budgets',
  'user_daily_budgets',
] as const;

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = (await harness.db(table).where({ auth_user_id: userId })).length;
  counts.analysis_jobs = (
    await harness
      .db('analysis_jobs')
      .join('home_inspections', 'home_inspections.id', 'analysis_jobs.home_inspection_id')
      .where('home_inspections.auth_user_id', userId)
  ).length;
  return counts;
}

/** An analyzed report, an upload whose file arrived but was never completed, and a stray object of the owner's. */
async function reportsOf(userId: string): Promise<string> {
  const token = await harness.issuer.tokenFor(userId);
  const propertyId = await harness.propertyOf(token, userId);
  const file = pdfFile(
    await reportPdf(['MAJOR: Roof leaks - Water stains in the attic', 'MINOR: Door sticks']),
  );
  const { id } = await upload(analyzer.client, token, propertyId, file);
  await waitFor(
    async () => {
      const { homeInspection } = await analyzer.client.getHomeInspection(
        { homeInspectionId: id },
        { accessToken: token },
      );
      return homeInspection!.status === InspectionStatus.INSPECTION_STATUS_ANALYZED;
    },
    { timeoutMs: 60_000, message: `report ${id} analyzed` },
  );
  await uploadOnly(analyzer.client, token, propertyId, file);
  const stray = `inspections/${userId}/${propertyId}/${randomUUID()}/left-behind.pdf`;
  expect(await putTo(await storage().presignedPut(stray, 60), file)).toBe(200);
  return stray;
}

it("deletes the owner's reports, findings, upload rows and files, keeps another owner's, and takes a second event", async () => {
  const [leaving, staying] = [randomUUID(), randomUUID()];
  const stray = await reportsOf(leaving);
  await reportsOf(staying);
  const before = await rowsOf(leaving);
  expect(before.home_inspections).toBe(2);
  expect(before.home_inspection_issues).toBeGreaterThan(0);
  const leavingKeys = await keysUnder(`inspections/${leaving}/`);
  expect(leavingKeys).toContain(stray);
  expect(leavingKeys.length).toBe(3);
  const stayingRows = await rowsOf(staying);
  const stayingKeys = await keysUnder(`inspections/${staying}/`);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: leaving }));

  expect(Object.values(await rowsOf(leaving)).every((count) => count === 0)).toBe(true);
  expect(await keysUnder(`inspections/${leaving}/`)).toEqual([]);
  expect(await rowsOf(staying)).toEqual(stayingRows);
  expect(await keysUnder(`inspections/${staying}/`)).toEqual(stayingKeys);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: leaving }));
  expect(await keysUnder(`inspections/${staying}/`)).toEqual(stayingKeys);
  expect(await rowsOf(staying)).toEqual(stayingRows);
});
