import type { Knex } from '@homeward/kit';

export type ExportedReport = Record<string, unknown> & {
  id: string;
  object_key: string;
  file_name: string;
  uploaded_at: Date | null;
};

/**
 * The user's home inspection reports for their data export, named as the API names them. The analysis's raw
 * extraction (structured_data) is left out: the original file travels in the archive, and the findings below.
 */
export function userReportsForExport(db: Knex, userId: string): Promise<ExportedReport[]> {
  return db('home_inspections')
    .select(
      'id',
      'property_id',
      'file_name',
      'content_type',
      'size_bytes',
      'status',
      'failure_reason',
      'page_count',
      'upload_number',
      'property_state',
      'created_at',
      'uploaded_at',
      'analyzed_at',
      'object_key',
    )
    .where({ auth_user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** The findings of the user's reports, named as the API names them. */
export function userIssuesForExport(db: Knex, userId: string): Promise<Record<string, unknown>[]> {
  return db('home_inspection_issues')
    .select(
      'id',
      'home_inspection_id',
      'title',
      'description',
      'severity',
      'details',
      'section',
      'location',
      'trade',
      'page',
      'estimated_cost_from',
      'estimated_cost_to',
      'estimated_cost_source',
    )
    .where({ auth_user_id: userId })
    .orderBy([
      { column: 'home_inspection_id', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}

/** The caller's report stored under `objectKey`, if it reached storage. */
export function findUploadedReportByKey(
  db: Knex,
  userId: string,
  objectKey: string,
): Promise<{ id: string } | undefined> {
  return db('home_inspections')
    .select('id')
    .where({ auth_user_id: userId, object_key: objectKey })
    .whereNotNull('uploaded_at')
    .first();
}
