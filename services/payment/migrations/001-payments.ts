import type { Migration } from '@homeward/kit';

/** One unlock payment per user and property, and every provider webhook event ever processed. */
export const createPayments: Migration = {
  name: 'payment_001_payments',
  async up(db) {
    await db.schema.createTable('payments', (table) => {
      table.uuid('id').primary();
      // identity's user id, from the caller's verified token
      table.text('user_id').notNullable();
      table.text('property_id').notNullable();
      table.integer('amount_cents').notNullable();
      table.text('currency').notNullable();
      table.text('gateway').notNullable();
      // null only between our insert and the provider's answer; a webhook is matched to its payment by it
      table.text('provider_payment_id').unique();
      table.text('state').notNullable().defaultTo('requires_payment_method');
      // the decline code and the card network's message of the last failed attempt; never card details
      table.text('last_error_code');
      table.text('last_error_message');
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('succeeded_at', { useTz: true });
      // One payment per user and property: concurrent creates meet here and share one intent.
      table.unique(['user_id', 'property_id']);
    });
    await db.raw(`
      alter table payments
        add constraint payments_state_check
          check (state in ('requires_payment_method', 'processing', 'succeeded', 'canceled')),
        add constraint payments_amount_check check (amount_cents > 0),
        add constraint payments_succeeded_check check ((state = 'succeeded') = (succeeded_at is not null))
    `);

    await db.schema.createTable('webhook_events', (table) => {
      // The provider's event id (evt_...): recorded in the same transaction as the event's effect, so a replay
      // finds it and changes nothing.
      table.text('provider_event_id').primary();
      table.text('type').notNullable();
      table.uuid('payment_id').references('id').inTable('payments');
      // what the event did: succeeded | failed | ignored
      table.text('effect').notNullable();
      table.timestamp('received_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('webhook_events');
    await db.schema.dropTableIfExists('payments');
  },
};
