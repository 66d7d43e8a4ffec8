import type { Migration } from '@homeward/kit';

/**
 * The spec's sellers (owners of record, [{name, phone, email, address}]) and pin, read by the documents service to
 * prefill the seller details and the legal description. The address components live in the address jsonb
 * (`address_components`, the spec's place for them), so they need no column.
 */
export const addSellersAndPin: Migration = {
  name: 'property_004_sellers_and_pin',
  async up(db) {
    await db.schema.alterTable('properties', (table) => {
      table.jsonb('sellers').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      table.text('pin').notNullable().defaultTo('');
    });
  },
  async down(db) {
    await db.schema.alterTable('properties', (table) => {
      table.dropColumns('sellers', 'pin');
    });
  },
};
