import type { Migration } from '@homeward/kit';

/**
 * Uploads that were started and never finished (issue 25): a report may be announced without its size (spec part
 * 1's presign body has none; the stored object's size is written when it is accepted), and the clean-up job finds
 * the URLs that expired unused by their age.
 */
export const addUploadHousekeeping: Migration = {
  name: 'inspection_analyzer_005_upload_housekeeping',
  async up(db) {
    await db.schema.alterTable('home_inspections', (table) => {
      table.bigInteger('size_bytes').nullable().alter();
    });
    await db.raw(`
      alter table home_inspections
        add constraint home_inspections_stored_size_check check (status = 'awaiting_upload' or size_bytes is not null)
    `);
    await db.raw(
      `create index home_inspections_awaiting_idx on home_inspections (created_at) where status = 'awaiting_upload'`,
    );
  },
  async down(db) {
    await db.raw(`drop index home_inspections_awaiting_idx`);
    await db.raw(`alter table home_inspections drop constraint home_inspections_stored_size_check`);
    await db.raw(`delete from home_inspections where size_bytes is null`);
    await db.schema.alterTable('home_inspections', (table) => {
      table.bigInteger('size_bytes').notNullable().alter();
    });
  },
};
