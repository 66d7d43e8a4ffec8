import type { Migration } from '@homeward/kit';

/** When (and how) the user ended the guided tour, so it is shown once per user and not once per browser. */
export const addGuidedTour: Migration = {
  name: 'identity_011_guided_tour',
  async up(db) {
    await db.schema.alterTable('users', (table) => {
      // null while the tour has never run to an end; the first end is kept
      table.timestamp('guided_tour_done_at', { useTz: true });
      // 'finished', 'skipped' or 'closed': how far newcomers follow the tour
      table.text('guided_tour_outcome');
    });
  },
  async down(db) {
    await db.schema.alterTable('users', (table) => {
      table.dropColumn('guided_tour_done_at');
      table.dropColumn('guided_tour_outcome');
    });
  },
};
