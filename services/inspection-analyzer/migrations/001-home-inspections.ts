import type { Migration } from '@homeward/kit';

/**
 * The buyers' home inspection reports and the issues their analysis found. Owned by this service alone; property
 * and notifications learn of them through inspection.uploaded / analyzed / failed.
 */
export const createHomeInspections: Migration = {
  name: 'inspection_analyzer_001_home_inspections',
  async up(db) {
    await db.schema.createTable('home_inspections', (table) => {
      table.uuid('id').primary();
      // identity's user id, from the caller's verified token
      table.text('auth_user_id').notNullable();
      table.text('property_id').notNullable();
      // where the object lives, without a query string (never a presigned URL)
      table.text('file_s3_url').notNullable();
      table.text('object_key').notNullable().unique();
      // the buyer's name for the file, sanitised; shown back, never used as a path
      table.text('file_name').notNullable();
      table.text('content_type').notNullable();
      table.bigInteger('size_bytes').notNullable();
      table.text('status').notNullable().defaultTo('awaiting_upload');
      // {summary: {strengths[], weaknesses[], final_recommendation}, actionable_next_steps[]}
      table.jsonb('structured_data');
      // in words for the buyer
      table.text('failure_reason');
      table.integer('page_count');
      // the engine that analyzed it (offline | openai)
      table.text('engine');
      table.boolean('expected_long').notNullable().defaultTo(false);
      // 1 or 2: which of the property's two allowed uploads this was; null until uploaded
      table.smallint('upload_number');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('uploaded_at', { useTz: true });
      // when the current (or last) analysis started: the recent durations feed the long-analysis estimate
      table.timestamp('analysis_started_at', { useTz: true });
      table.timestamp('analyzed_at', { useTz: true });
      // the owner's reports of a property, newest first; the per-property upload count
      table.index(['auth_user_id', 'property_id', 'created_at']);
    });
    await db.raw(`
      alter table home_inspections
        add constraint home_inspections_status_check
          check (status in ('awaiting_upload', 'queued', 'analyzing', 'analyzed', 'failed')),
        add constraint home_inspections_size_check check (size_bytes > 0),
        add constraint home_inspections_analyzed_check check ((status = 'analyzed') = (analyzed_at is not null))
    `);
    // the queue depth and the recent analysis durations the long estimate reads
    await db.raw(
      `create index home_inspections_in_queue_idx on home_inspections (status) where status in ('queued', 'analyzing')`,
    );
    await db.raw(
      `create index home_inspections_recent_analyses_idx on home_inspections (analyzed_at desc) where analyzed_at is not null`,
    );

    await db.schema.createTable('home_inspection_issues', (table) => {
      table.uuid('id').primary();
      table
        .uuid('home_inspection_id')
        .notNullable()
        .references('id')
        .inTable('home_inspections')
        .onDelete('CASCADE');
      // copied from the report, so every issue query filters by the caller without a join
      table.text('auth_user_id').notNullable();
      table.text('title').notNullable();
      table.text('description').notNullable();
      table.text('severity').notNullable();
      // null until the buyer expands the issue: {issue_details, estimated_fix_price_range {from, to}, recommended_actions[]}
      table.jsonb('details');
      // what the engine found beside the text, for computing details and totals later
      table.text('section');
      table.text('location');
      table.text('trade');
      table.text('cost_key');
      table.integer('page');
      // the engine's cost range at analysis time (whole USD), summed into the per-tier totals
      table.integer('estimated_cost_from');
      table.integer('estimated_cost_to');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['home_inspection_id', 'title']);
      table.index(['auth_user_id', 'id']);
    });
    await db.raw(`
      alter table home_inspection_issues
        add constraint home_inspection_issues_severity_check
          check (severity in ('critical', 'major', 'moderate', 'minor', 'informational')),
        add constraint home_inspection_issues_cost_check
          check ((estimated_cost_from is null) = (estimated_cost_to is null) and
                 (estimated_cost_from is null or (0 <= estimated_cost_from and estimated_cost_from <= estimated_cost_to)))
    `);
  },
  async down(db) {
    await db.schema.dropTableIfExists('home_inspection_issues');
    await db.schema.dropTableIfExists('home_inspections');
  },
};
