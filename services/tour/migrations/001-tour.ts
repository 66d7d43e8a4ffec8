import type { Migration } from '@homeward/kit';

/** The tour records. Owned by this service alone; other services learn of them through its RPCs or events. */
export const createTour: Migration = {
  name: 'tour_001_tour',
  async up(db) {
    await db.schema.createTable('tour', (table) => {
      table.uuid('id').primary();
      // identity's user id, from the caller's verified token
      table.text('owner_id').notNullable();
      table.text('title').notNullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['owner_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('tour');
  },
};
