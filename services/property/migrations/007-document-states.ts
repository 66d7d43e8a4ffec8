import type { Migration } from '@homeward/kit';

/**
 * The read model of the cards' document indicators: one row per offer letter or purchase agreement of a property,
 * fed by the documents service's document.state_changed events, so the list is one query of this service. A row
 * keeps the furthest state heard of (1 draft, 2 completed, 3 deleted: a document only moves forward), so events
 * arriving late, twice or out of order change nothing; a deleted document stays as a tombstone, so its late draft
 * event cannot bring it back. The rows go with their property (cascade), and so with their owner's account.
 */
export const createDocumentStates: Migration = {
  name: 'property_007_document_states',
  async up(db) {
    await db.schema.createTable('property_document_states', (table) => {
      table.uuid('document_id').primary();
      table.uuid('property_id').notNullable().references('id').inTable('properties').onDelete('CASCADE');
      table.text('owner_id').notNullable();
      table.text('document_type').notNullable();
      table.smallint('state').notNullable();
      table.integer('count_number').notNullable();
      // When the document reached its state, as the event says.
      table.timestamp('state_at', { useTz: true }).notNullable();
    });
    await db.raw(`
      alter table property_document_states
        add constraint property_document_states_type_check
          check (document_type in ('offer_letter', 'purchase_agreement')),
        add constraint property_document_states_state_check check (state in (1, 2, 3))
    `);
    // The list's per-card lookup (read from the index alone: the type and state are in it), and the cascade.
    await db.raw(
      'create index property_document_states_property_idx on property_document_states (property_id) include (document_type, state)',
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('property_document_states');
  },
};
