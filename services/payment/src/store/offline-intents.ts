// The offline provider's PaymentIntents (its stand-in for Stripe's own storage).
import type { Knex } from '@homeward/kit';

const TABLE = 'offline_payment_intents';

export interface OfflineIntentRow {
  id: string;
  client_secret: string;
  idempotency_key: string;
  amount: number;
  currency: string;
  status: string;
  metadata: Record<string, string>;
  last_error_code: string | null;
  last_error_message: string | null;
  created_at: Date;
}

export type NewOfflineIntent = Pick<
  OfflineIntentRow,
  'id' | 'client_secret' | 'idempotency_key' | 'amount' | 'currency' | 'status' | 'metadata'
>;

/** Like Stripe's Idempotency-Key: a second create with the same key returns the first intent unchanged. */
export async function insertOrFindByIdempotencyKey(
  db: Knex,
  intent: NewOfflineIntent,
): Promise<OfflineIntentRow> {
  await db<OfflineIntentRow>(TABLE)
    .insert({ ...intent, metadata: JSON.stringify(intent.metadata) as unknown as Record<string, string> })
    .onConflict('idempotency_key')
    .ignore();
  const row = await db<OfflineIntentRow>(TABLE).where({ idempotency_key: intent.idempotency_key }).first();
  if (!row) throw new Error('offline intent vanished right after its insert');
  return row;
}

export async function findOfflineIntent(db: Knex, id: string): Promise<OfflineIntentRow | undefined> {
  return db<OfflineIntentRow>(TABLE).where({ id }).first();
}

export async function findByClientSecret(
  db: Knex,
  clientSecret: string,
): Promise<OfflineIntentRow | undefined> {
  return db<OfflineIntentRow>(TABLE).where({ client_secret: clientSecret }).first();
}

/** Settles a confirmation; undefined when the intent had already succeeded (a confirm that raced another). */
export async function settleOfflineIntent(
  db: Knex,
  id: string,
  outcome: { status: 'succeeded' } | { status: 'requires_payment_method'; code: string; message: string },
): Promise<OfflineIntentRow | undefined> {
  const [row] = await db<OfflineIntentRow>(TABLE)
    .where({ id })
    .whereNot({ status: 'succeeded' })
    .update(
      outcome.status === 'succeeded'
        ? { status: 'succeeded', last_error_code: null, last_error_message: null }
        : { status: outcome.status, last_error_code: outcome.code, last_error_message: outcome.message },
    )
    .returning('*');
  return row;
}
