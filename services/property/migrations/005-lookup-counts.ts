import type { Migration } from '@homeward/kit';

/** Lookups per buyer per UTC day, for the daily cap on paid data lookups; one row per buyer and day. */
export const createLookupCounts: Migration = {
  name: 'property_005_lookup_counts',
  async up(db) {
    await db.schema.createTable('property_lookup_counts', (table) => {
      table.text('owner_id').notNullable();
      table.date('day').notNullable();
      table.integer('lookups').notNullable();
      table.primary(['owner_id', 'day']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('property_lookup_counts');
  },
};
