import type { Migration } from '@homeward/kit';

/**
 * The buyer's due-diligence objections (issue 24): one row per objection written, with the items asked for (JSON) and
 * the parties and address printed on it, frozen when it is written so the letter the seller got can be printed again.
 * Dates are calendar days as `YYYY-MM-DD` text: they are the contract's days, not instants.
 */
export const createObjections: Migration = {
  name: 'documents_003_due_diligence_objections',
  async up(db) {
    await db.schema.createTable('due_diligence_objections', (table) => {
      table.uuid('id').primary();
      // identity's user id, from the caller's verified token
      table.text('auth_user_id').notNullable();
      table.uuid('property_id').notNullable();
      table.text('inspection_id').notNullable();
      table.text('inspection_file_name').notNullable().defaultTo('');
      table.jsonb('items').notNullable();
      table.text('sent_on').notNullable();
      table.text('seller_response_due').notNullable();
      table.text('resolution_deadline').notNullable();
      table.text('deadline_time').notNullable();
      table.text('time_zone').notNullable().defaultTo('');
      table.text('recipient_name').notNullable().defaultTo('');
      table.text('recipient_email').notNullable().defaultTo('');
      table.text('note').notNullable().defaultTo('');
      table.text('property_address').notNullable();
      table.text('state').notNullable().defaultTo('');
      table.jsonb('buyer_names').notNullable().defaultTo('[]');
      table.jsonb('seller_names').notNullable().defaultTo('[]');
      table.uuid('purchase_agreement_id').nullable();
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.index(['auth_user_id', 'property_id', 'created_at']);
      table.index(['property_id']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('due_diligence_objections');
  },
};
