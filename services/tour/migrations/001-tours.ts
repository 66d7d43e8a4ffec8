import type { Migration } from '@homeward/kit';

/**
 * The spec's `tours` (property_id, auth_user_id, time_slots, contact_email, contact_phone, contact_name) plus what
 * the tour needs to live on its own: its state, the confirmed slot, and snapshots of the property's address, time
 * zone and listing agent as they were when the buyer asked (the property may be edited or deleted later). Owned by
 * this service alone; others learn of tours through its RPCs and the tour.* events.
 */
export const createTours: Migration = {
  name: 'tour_001_tours',
  async up(db) {
    await db.schema.createTable('tours', (table) => {
      table.uuid('id').primary();
      table.uuid('property_id').notNullable();
      // identity's user id, from the caller's verified token
      table.text('auth_user_id').notNullable();
      // the spec's 'date time' strings ('12/01/2026 9:30 AM', the property's local time), and the same instants
      table.specificType('time_slots', 'text[]').notNullable();
      table.specificType('slot_starts_at', 'timestamptz[]').notNullable();
      // empty when the buyer did not choose that channel
      table.text('contact_email').notNullable().defaultTo('');
      table.text('contact_phone').notNullable().defaultTo('');
      table.text('contact_name').notNullable().defaultTo('');
      table.text('status').notNullable().defaultTo('requested');
      // 0-based index into time_slots; set exactly when confirmed (or cancelled after confirmation)
      table.smallint('confirmed_slot_index');
      table.text('property_address').notNullable();
      table.text('time_zone').notNullable();
      table.text('time_zone_label').notNullable();
      table.text('listing_agent_name').notNullable().defaultTo('');
      table.text('listing_agent_email').notNullable().defaultTo('');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('confirmed_at', { useTz: true });
      table.timestamp('cancelled_at', { useTz: true });
      table.index(['auth_user_id', 'created_at']);
      table.index(['property_id']);
    });
    await db.raw(`
      ALTER TABLE tours
        ADD CONSTRAINT tours_status_check CHECK (status IN ('requested', 'confirmed', 'cancelled')),
        ADD CONSTRAINT tours_slots_check CHECK (
          cardinality(time_slots) BETWEEN 1 AND 3 AND cardinality(slot_starts_at) = cardinality(time_slots)
        ),
        ADD CONSTRAINT tours_confirmed_slot_check CHECK (
          confirmed_slot_index IS NULL OR confirmed_slot_index BETWEEN 0 AND cardinality(time_slots) - 1
        ),
        ADD CONSTRAINT tours_confirmed_check CHECK (status <> 'confirmed' OR confirmed_slot_index IS NOT NULL)
    `);
  },
  async down(db) {
    await db.schema.dropTableIfExists('tours');
  },
};
