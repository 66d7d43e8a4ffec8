import type { Migration } from '@homeward/kit';

/**
 * The offline gateway's own records: what Stripe keeps on its side for a PaymentIntent. Present in every
 * deployment (empty when Stripe is the gateway) so switching PAYMENT_GATEWAY needs no schema change.
 */
export const createOfflineIntents: Migration = {
  name: 'payment_002_offline_intents',
  async up(db) {
    await db.schema.createTable('offline_payment_intents', (table) => {
      table.text('id').primary();
      table.text('client_secret').notNullable().unique();
      // like Stripe's Idempotency-Key: the same key returns the intent it first created
      table.text('idempotency_key').notNullable().unique();
      table.integer('amount').notNullable();
      table.text('currency').notNullable();
      table.text('status').notNullable();
      table.jsonb('metadata').notNullable();
      table.text('last_error_code');
      table.text('last_error_message');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('offline_payment_intents');
  },
};
