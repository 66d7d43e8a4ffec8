import type { Migration } from '@homeward/kit';

/**
 * A deleted account's payments that moved money are kept for the accounts, without whom or what they were for:
 * user and property become null (the unique pair allows any number of nulls), and when that happened is recorded.
 */
export const allowAnonymisedPayments: Migration = {
  name: 'payment_003_anonymised_payments',
  async up(db) {
    await db.schema.alterTable('payments', (table) => {
      table.text('user_id').nullable().alter();
      table.text('property_id').nullable().alter();
      table.timestamp('anonymised_at', { useTz: true });
    });
  },
  async down(db) {
    await db('payments').whereNotNull('anonymised_at').delete();
    await db.schema.alterTable('payments', (table) => {
      table.dropColumn('anonymised_at');
      table.text('user_id').notNullable().alter();
      table.text('property_id').notNullable().alter();
    });
  },
};
