import type { Migration } from '@homeward/kit';

/**
 * Public-record fields, the Street View answer, and a cache of data providers' answers (RentCast bills per call
 * and its free tier is tiny, so each home is asked about once per TTL).
 */
export const addPropertyData: Migration = {
  name: 'property_002_property_data',
  async up(db) {
    await db.schema.alterTable('properties', (table) => {
      table.text('legal_description').notNullable().defaultTo('');
      table.text('parcel_number').notNullable().defaultTo('');
      // {available, location}; null until Street View was asked. The image URL is built when read, so the
      // Maps key is never stored.
      table.jsonb('street_view');
    });
    await db.schema.createTable('property_data_cache', (table) => {
      table.text('provider').notNullable();
      // the normalised address the provider was asked about
      table.text('lookup_key').notNullable();
      table.jsonb('payload').notNullable();
      table.timestamp('fetched_at', { useTz: true }).notNullable().defaultTo(db.fn.now());
      table.timestamp('expires_at', { useTz: true }).notNullable();
      table.primary(['provider', 'lookup_key']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('property_data_cache');
    await db.schema.alterTable('properties', (table) => {
      table.dropColumns('legal_description', 'parcel_number', 'street_view');
    });
  },
};
