// Queries on home_inspections. Calls made for a buyer filter by the buyer's user id; the analysis worker has no
// caller and finds a report by the id its job names.
import type { Knex } from '@homeward/kit';
import type { HomeInspection, InspectionStatus, StructuredData } from '../domain/inspection';
import { fileTypeOfContentType } from '../domain/report-file';

const TABLE = 'home_inspections';

interface HomeInspectionRow {
  id: string;
  auth_user_id: string;
  property_id: string;
  file_s3_url: string;
  object_key: string;
  file_name: string;
  content_type: string;
  size_bytes: string | number | null;
  status: InspectionStatus;
  structured_data: StructuredData | null;
  failure_reason: string | null;
  page_count: number | null;
  engine: string | null;
  expected_long: boolean;
  upload_number: number | null;
  property_state: string | null;
  created_at: Date;
  uploaded_at: Date | null;
  analysis_started_at: Date | null;
  analyzed_at: Date | null;
  /** Set by `claimUpload` while one PUT of the URL is under way (migration 006). */
  upload_claim_id: string | null;
  upload_claimed_at: Date | null;
}

function fromRow(row: HomeInspectionRow): HomeInspection {
  return {
    id: row.id,
    userId: row.auth_user_id,
    propertyId: row.property_id,
    fileS3Url: row.file_s3_url,
    objectKey: row.object_key,
    fileName: row.file_name,
    contentType: row.content_type,
    // the content type was one of the accepted ones when the row was written
    fileType: fileTypeOfContentType(row.content_type)!,
    sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
    status: row.status,
    structuredData: row.structured_data,
    failureReason: row.failure_reason,
    pageCount: row.page_count,
    engine: row.engine,
    expectedLong: row.expected_long,
    uploadNumber: row.upload_number,
    propertyState: row.property_state,
    createdAt: row.created_at,
    uploadedAt: row.uploaded_at,
    analyzedAt: row.analyzed_at,
  };
}

export interface NewHomeInspection {
  id: string;
  userId: string;
  propertyId: string;
  fileS3Url: string;
  objectKey: string;
  fileName: string;
  contentType: string;
  /** null when the browser announced none (spec part 1's presign body has no size). */
  sizeBytes: number | null;
  /** Two letters, or null when the property's address did not name a state. */
  propertyState: string | null;
}

export async function insertAwaitingUpload(db: Knex, record: NewHomeInspection): Promise<HomeInspection> {
  const [row] = await db<HomeInspectionRow>(TABLE)
    .insert({
      id: record.id,
      auth_user_id: record.userId,
      property_id: record.propertyId,
      file_s3_url: record.fileS3Url,
      object_key: record.objectKey,
      file_name: record.fileName,
      content_type: record.contentType,
      size_bytes: record.sizeBytes,
      property_state: record.propertyState,
      status: 'awaiting_upload',
    })
    .returning('*');
  return fromRow(row as HomeInspectionRow);
}

/** The user's report, or undefined: another user's is as absent as one that never existed. */
export async function findOwnedInspection(
  db: Knex,
  userId: string,
  id: string,
): Promise<HomeInspection | undefined> {
  const row = await db<HomeInspectionRow>(TABLE).where({ id, auth_user_id: userId }).first();
  return row && fromRow(row as HomeInspectionRow);
}

/** The same, locked for the rest of `trx`: completion and retry serialise on the row. */
export async function lockOwnedInspection(
  trx: Knex.Transaction,
  userId: string,
  id: string,
): Promise<HomeInspection | undefined> {
  const row = await trx<HomeInspectionRow>(TABLE).where({ id, auth_user_id: userId }).forUpdate().first();
  return row && fromRow(row as HomeInspectionRow);
}

/** For the worker, which acts for no caller: the report its job names, locked. */
export async function lockInspectionForAnalysis(
  trx: Knex.Transaction,
  id: string,
): Promise<HomeInspection | undefined> {
  const row = await trx<HomeInspectionRow>(TABLE).where({ id }).forUpdate().first();
  return row && fromRow(row as HomeInspectionRow);
}

export async function findInspectionForAnalysis(db: Knex, id: string): Promise<HomeInspection | undefined> {
  const row = await db<HomeInspectionRow>(TABLE).where({ id }).first();
  return row && fromRow(row as HomeInspectionRow);
}

/** The user's reports of one property, newest first. */
export async function listOwnedInspections(
  db: Knex,
  userId: string,
  propertyId: string,
): Promise<HomeInspection[]> {
  const rows = await db<HomeInspectionRow>(TABLE)
    .where({ auth_user_id: userId, property_id: propertyId })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ]);
  return rows.map((row) => fromRow(row as HomeInspectionRow));
}

/** Reports of the property that reached storage (whatever became of their analysis). */
export async function countUploaded(db: Knex, userId: string, propertyId: string): Promise<number> {
  const [{ count }] = (await db(TABLE)
    .where({ auth_user_id: userId, property_id: propertyId })
    .whereNot({ status: 'awaiting_upload' })
    .count({ count: '*' })) as [{ count: string }];
  return Number(count);
}

/**
 * Serialises every upload completion of one property until `trx` ends, so two completions at once cannot both
 * see one earlier upload and become the second.
 */
export async function lockPropertyUploads(trx: Knex.Transaction, propertyId: string): Promise<void> {
  await trx.raw(`select pg_advisory_xact_lock(hashtextextended(?, 0))`, [`home_inspections:${propertyId}`]);
}

/** Reports waiting for or under analysis, every buyer's: the queue a new upload joins. */
export async function queueDepth(db: Knex): Promise<number> {
  const [{ count }] = (await db(TABLE).whereIn('status', ['queued', 'analyzing']).count({ count: '*' })) as [
    { count: string },
  ];
  return Number(count);
}

/** Mean seconds of the last `sample` analyses (start to stored), or undefined before the first. */
export async function averageRecentAnalysisSeconds(db: Knex, sample = 20): Promise<number | undefined> {
  const result = await db.raw<{ rows: { seconds: string | null }[] }>(
    `select avg(extract(epoch from (analyzed_at - analysis_started_at))) as seconds
       from (select analyzed_at, analysis_started_at from ${TABLE}
              where analyzed_at is not null and analysis_started_at is not null
              order by analyzed_at desc limit ?) recent`,
    [sample],
  );
  const seconds = result.rows[0]?.seconds;
  return seconds === null || seconds === undefined ? undefined : Number(seconds);
}

export async function markQueued(
  trx: Knex.Transaction,
  id: string,
  change: { expectedLong: boolean; uploadNumber: number; sizeBytes: number },
): Promise<HomeInspection> {
  const [row] = await trx<HomeInspectionRow>(TABLE)
    .where({ id })
    .update({
      status: 'queued',
      size_bytes: change.sizeBytes,
      uploaded_at: trx.fn.now() as unknown as Date,
      expected_long: change.expectedLong,
      upload_number: change.uploadNumber,
    })
    .returning('*');
  return fromRow(row as HomeInspectionRow);
}

/** A failed analysis goes back in the queue; its old failure is forgotten. */
export async function markRequeued(trx: Knex.Transaction, id: string): Promise<HomeInspection> {
  const [row] = await trx<HomeInspectionRow>(TABLE)
    .where({ id })
    .update({ status: 'queued', failure_reason: null })
    .returning('*');
  return fromRow(row as HomeInspectionRow);
}

export async function markAnalyzing(trx: Knex.Transaction, id: string): Promise<void> {
  await trx<HomeInspectionRow>(TABLE)
    .where({ id })
    .whereIn('status', ['queued', 'analyzing'])
    .update({ status: 'analyzing', analysis_started_at: trx.raw('clock_timestamp()') as unknown as Date });
}

export async function markAnalyzed(
  trx: Knex.Transaction,
  id: string,
  result: { structuredData: StructuredData; engine: string; pageCount: number },
): Promise<HomeInspection> {
  const [row] = await trx<HomeInspectionRow>(TABLE)
    .where({ id })
    .update({
      status: 'analyzed',
      // stringified: knex would send a top-level array as a PostgreSQL array, not json
      structured_data: JSON.stringify(result.structuredData) as unknown as StructuredData,
      engine: result.engine,
      page_count: result.pageCount,
      failure_reason: null,
      analyzed_at: trx.raw('clock_timestamp()') as unknown as Date,
    })
    .returning('*');
  return fromRow(row as HomeInspectionRow);
}

export async function markFailed(
  trx: Knex.Transaction,
  id: string,
  reason: string,
  engine: string | null,
): Promise<HomeInspection> {
  const [row] = await trx<HomeInspectionRow>(TABLE)
    .where({ id })
    .update({ status: 'failed', failure_reason: reason, engine })
    .returning('*');
  return fromRow(row as HomeInspectionRow);
}

/** Bytes the user's accepted reports keep in storage (the storage quota's measure). */
export async function storedBytesOfUser(db: Knex, userId: string): Promise<number> {
  const [{ total }] = (await db(TABLE)
    .where({ auth_user_id: userId })
    .whereNot({ status: 'awaiting_upload' })
    .sum({ total: 'size_bytes' })) as [{ total: string | null }];
  return Number(total ?? 0);
}

/** For the clean-up job, which acts for no caller: upload URLs handed out before `before` and never completed. */
export async function findAwaitingUploadsBefore(
  db: Knex,
  before: Date,
  limit: number,
): Promise<HomeInspection[]> {
  const rows = await db<HomeInspectionRow>(TABLE)
    .where({ status: 'awaiting_upload' })
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit);
  return rows.map((row) => fromRow(row as HomeInspectionRow));
}

/** Of these object keys, those a report row accounts for (the clean-up job's orphan check). */
export async function knownObjectKeys(db: Knex, keys: readonly string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const rows = (await db(TABLE).whereIn('object_key', keys).select('object_key')) as { object_key: string }[];
  return new Set(rows.map((row) => row.object_key));
}

/** A bad or vanished upload: the row goes, so it never counts toward the property's two uploads. */
export async function forgetUpload(db: Knex, id: string): Promise<void> {
  await db<HomeInspectionRow>(TABLE).where({ id, status: 'awaiting_upload' }).delete();
}

export type UploadClaim = 'claimed' | 'in_progress' | 'used' | 'not_found';

/**
 * Claims the user's upload for one PUT: one conditional update, so of two claims at the same moment exactly one
 * finds the row still unclaimed. Otherwise says why: another PUT holds it, or the upload is no longer awaited.
 */
export async function claimUpload(
  db: Knex,
  userId: string,
  id: string,
  claimId: string,
): Promise<UploadClaim> {
  const claimed = await db<HomeInspectionRow>(TABLE)
    .where({ id, auth_user_id: userId, status: 'awaiting_upload' })
    .whereNull('upload_claim_id')
    .update({ upload_claim_id: claimId, upload_claimed_at: db.fn.now() as unknown as Date })
    .returning('id');
  if (claimed.length === 1) return 'claimed';
  const row = await db<HomeInspectionRow>(TABLE).where({ id, auth_user_id: userId }).first();
  if (!row) return 'not_found';
  return row.status === 'awaiting_upload' ? 'in_progress' : 'used';
}

/** Gives the claim back (the store kept nothing), only as its holder and only while the upload is still awaited. */
export async function releaseUploadClaim(
  db: Knex,
  userId: string,
  id: string,
  claimId: string,
): Promise<void> {
  await db<HomeInspectionRow>(TABLE)
    .where({ id, auth_user_id: userId, status: 'awaiting_upload', upload_claim_id: claimId })
    .update({ upload_claim_id: null, upload_claimed_at: null });
}
