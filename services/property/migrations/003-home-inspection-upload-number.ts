import type { Migration } from '@homeward/kit';

/**
 * Which of the property's (at most two) inspection uploads `home_inspection_id` names, so an older upload's event
 * delivered late (a replay from the dead-letter topic) never replaces the link to a newer one.
 */
export const addHomeInspectionUploadNumber: Migration = {
  name: 'property_003_home_inspection_upload_number',
  async up(db) {
    await db.schema.alterTable('properties', (table) => {
      table.smallint('home_inspection_upload_number');
    });
  },
  async down(db) {
    await db.schema.alterTable('properties', (table) => {
      table.dropColumn('home_inspection_upload_number');
    });
  },
};
