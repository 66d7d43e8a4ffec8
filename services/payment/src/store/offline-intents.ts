// The offline provider's PaymentIntents, kept in offline_payment_intents as the offline provider's port
// (domain/offline-intents.ts) asks.
import type { Knex } from '@homeward/kit';
import type {
  NewOfflineIntent,
  OfflineIntentOutcome,
  OfflineIntentRow,
  OfflineIntentStore,
} from '../domain/offline-intents';

const TABLE = 'offline_payment_intents';

export function offlineIntentStore(db: Knex): OfflineIntentStore {
  return {
    insertOrFindByIdempotencyKey: (intent) => insertOrFindByIdempotencyKey(db, intent),
    find: (id) => db<OfflineIntentRow>(TABLE).where({ id }).first(),
    findByClientSecret: (clientSecret) =>
      db<OfflineIntentRow>(TABLE).where({ client_secret: clientSecret }).first(),
    settle: (id, outcome) => settleOfflineIntent(db, id, outcome),
  };
}

async function insertOrFindByIdempotencyKey(db: Knex, intent: NewOfflineIntent): Promise<OfflineIntentRow> {
  await db<OfflineIntentRow>(TABLE)
    .insert({ ...intent, metadata: JSON.stringify(intent.metadata) as unknown as Record<string, string> })
    .onConflict('idempotency_key')
    .ignore();
  const row = await db<OfflineIntentRow>(TABLE).where({ idempotency_key: intent.idempotency_key }).first();
  if (!row) throw new Error('offline intent vanished right after its insert');
  return row;
}

async function settleOfflineIntent(
  db: Knex,
  id: string,
  outcome: OfflineIntentOutcome,
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
