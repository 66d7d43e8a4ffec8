import type { Migration } from '@homeward/kit';

/** Requests per client address per action and fixed window, for the per-client limits on the public forms. */
export const createClientRequestCounts: Migration = {
  name: 'identity_015_client_request_counts',
  async up(db) {
    await db.schema.createTable('client_request_counts', (table) => {
      table.text('action').notNullable();
      // SHA-256 of the client address (IPv6 by its /64): never the address in clear
      table.text('subject_hash').notNullable();
      table.timestamp('window_start', { useTz: true }).notNullable();
      table.integer('requests').notNullable();
      table.primary(['action', 'subject_hash', 'window_start']);
      table.index(['window_start']);
    });
  },
  async down(db) {
    await db.schema.dropTableIfExists('client_request_counts');
  },
};
