import type { Migration } from '@homeward/kit';

/** The spec's property entity. Owned by this service alone; other services learn of properties through events. */
export const createProperties: Migration = {
  name: 'property_001_properties',
  async up(db) {
    await db.schema.createTable('properties', (table) => {
      table.uuid('id').primary();
      // the spec's auth_user_id: identity's user id, from the caller's verified token
      table.text('owner_id').notNullable();
      // clock_timestamp: the list is ordered by it, and two rows made in one transaction must still differ
      table.timestamp('created_at', { useTz: true }).notNullable().defaultTo(db.raw('clock_timestamp()'));
      table.text('status').notNullable().defaultTo('draft');
      table.jsonb('address').notNullable();
      table.decimal('price', 14, 2);
      table.boolean('is_listed').notNullable().defaultTo(false);
      table.boolean('is_unlocked').notNullable().defaultTo(false);
      table.boolean('is_sample').notNullable().defaultTo(false);
      table.integer('bedrooms_num');
      table.decimal('bathrooms_num', 4, 1);
      table.integer('size');
      table.text('type').notNullable().defaultTo('');
      table.jsonb('images').notNullable().defaultTo(db.raw(`'[]'::jsonb`));
      table.jsonb('listing_agent');
      table.text('data_provider').notNullable();
      table.uuid('home_inspection_id');
    });
    // The spec's edit limits, enforced where no code path can skip them.
    await db.raw(`
      alter table properties
        add constraint properties_status_check check (status in ('draft', 'active')),
        add constraint properties_price_check check (price is null or (price > 0 and price <= 500000000)),
        add constraint properties_bedrooms_check check (bedrooms_num is null or bedrooms_num between 1 and 99),
        add constraint properties_bathrooms_check check (bathrooms_num is null or bathrooms_num between 1 and 99),
        add constraint properties_size_check check (size is null or size >= 1)
    `);
    // Serves the list (one owner's active properties, newest first) and every by-owner lookup.
    await db.raw(
      `create index properties_owner_status_created_idx on properties (owner_id, status, created_at desc)`,
    );
  },
  async down(db) {
    await db.schema.dropTableIfExists('properties');
  },
};
