import type { Knex } from '@homeward/kit';

/**
 * The user's payments for their data export, named as the API names them. Never card data or the gateway's
 * handles: no client secret, no provider intent id (the offline gateway's intents are not the user's records).
 */
export function userPaymentsForExport(db: Knex, userId: string): Promise<Record<string, unknown>[]> {
  return db('payments')
    .select(
      'id as payment_id',
      'property_id',
      'amount_cents',
      'currency',
      'gateway',
      'state as status',
      'last_error_message',
      'created_at',
      'succeeded_at',
    )
    .where({ user_id: userId })
    .orderBy([
      { column: 'created_at', order: 'asc' },
      { column: 'id', order: 'asc' },
    ]);
}
