import type { Migration } from '@homeward/kit';

/**
 * The durable analysis queue. A worker claims a row with `for update skip locked` and holds it by its lease; a
 * worker that dies stops renewing, the lease runs out and another worker takes the job. The job row goes in the
 * transaction that stores the results, so a report is analyzed (stored) once.
 */
export const createAnalysisJobs: Migration = {
  name: 'inspection_analyzer_002_analysis_jobs',
  async up(db) {
    await db.schema.createTable('analysis_jobs', (table) => {
      table.uuid('id').primary();
      table
        .uuid('home_inspection_id')
        .notNullable()
        .unique()
        .references('id')
        .inTable('home_inspections')
        .onDelete('CASCADE');
      // claims so far, including one by a worker that died with it
      table.integer('attempts').notNullable().defaultTo(0);
      // null while nobody holds the job; a past time means its holder stopped renewing (died)
      table.timestamp('lease_until', { useTz: true });
      // which claim holds the lease: a worker whose lease was taken over cannot renew or release someone else's
      table.uuid('lease_token');
      // backoff after a transient failure
      table.timestamp('available_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
      table.text('last_error');
      // the trace of the request that queued it; the analysis runs in it
      table.text('traceparent');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
    });
    await db.raw(`create index analysis_jobs_due_idx on analysis_jobs (available_at, created_at)`);
  },
  async down(db) {
    await db.schema.dropTableIfExists('analysis_jobs');
  },
};
