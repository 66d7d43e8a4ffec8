// Queries on the payments table. Calls made for a buyer are scoped by the buyer's user id; a webhook has no
// caller, so the settlement queries find a payment by the provider's intent id instead (the provider vouched for
// it with its signature).
import type { Knex } from '@homeward/kit';
import type { ProviderName, Payment, PaymentState } from '../domain/payment';

const TABLE = 'payments';

interface PaymentRow {
  id: string;
  user_id: string;
  property_id: string;
  amount_cents: number;
  currency: string;
  gateway: string;
  provider_payment_id: string | null;
  state: string;
  last_error_code: string | null;
  last_error_message: string | null;
  created_at: Date;
  updated_at: Date;
  succeeded_at: Date | null;
}

function paymentFromRow(row: PaymentRow): Payment {
  return {
    id: row.id,
    userId: row.user_id,
    propertyId: row.property_id,
    amountCents: row.amount_cents,
    currency: row.currency,
    provider: row.gateway as ProviderName,
    providerPaymentId: row.provider_payment_id,
    state: row.state as PaymentState,
    lastErrorCode: row.last_error_code,
    lastErrorMessage: row.last_error_message,
    createdAt: row.created_at,
    succeededAt: row.succeeded_at,
  };
}

export interface NewPayment {
  id: string;
  userId: string;
  propertyId: string;
  amountCents: number;
  currency: string;
  provider: ProviderName;
}

/**
 * The user's payment for the property: the one just inserted, or the one that already existed (also when a
 * concurrent request inserted it first: the unique (user_id, property_id) decides the winner).
 */
export async function insertOrFindPayment(db: Knex, payment: NewPayment): Promise<Payment> {
  await db<PaymentRow>(TABLE)
    .insert({
      id: payment.id,
      user_id: payment.userId,
      property_id: payment.propertyId,
      amount_cents: payment.amountCents,
      currency: payment.currency,
      gateway: payment.provider,
    })
    .onConflict(['user_id', 'property_id'])
    .ignore();
  const found = await findUserPayment(db, payment.userId, payment.propertyId);
  if (!found) throw new Error('payment vanished right after its insert');
  return found;
}

export async function findUserPayment(
  db: Knex,
  userId: string,
  propertyId: string,
): Promise<Payment | undefined> {
  const row = await db<PaymentRow>(TABLE).where({ user_id: userId, property_id: propertyId }).first();
  return row ? paymentFromRow(row) : undefined;
}

/**
 * Binds the provider's intent to the payment. `replacing` names the intent it supersedes (a canceled one), or
 * null for the first; if another request bound one meanwhile, nothing changes and that binding is returned.
 */
export async function bindProviderIntent(
  db: Knex,
  paymentId: string,
  providerPaymentId: string,
  replacing: string | null,
  state: PaymentState,
  provider: ProviderName,
): Promise<Payment> {
  const query = db<PaymentRow>(TABLE).where({ id: paymentId });
  if (replacing === null) query.whereNull('provider_payment_id');
  else query.where({ provider_payment_id: replacing });
  await query.update({
    provider_payment_id: providerPaymentId,
    state,
    gateway: provider,
    last_error_code: null,
    last_error_message: null,
    updated_at: db.fn.now() as unknown as Date,
  });
  const row = await db<PaymentRow>(TABLE).where({ id: paymentId }).first();
  return paymentFromRow(row!);
}

/**
 * The payment an intent belongs to: by the intent id, or, if the intent id was never stored (the process died
 * between the provider's answer and our update), by the payment id in the intent's metadata.
 */
export async function findPaymentForIntent(
  db: Knex,
  providerPaymentId: string,
  metadataPaymentId: string | undefined,
): Promise<Payment | undefined> {
  const byIntent = await db<PaymentRow>(TABLE).where({ provider_payment_id: providerPaymentId }).first();
  if (byIntent) return paymentFromRow(byIntent);
  if (!metadataPaymentId || !/^[0-9a-f-]{36}$/i.test(metadataPaymentId)) return undefined;
  const [bound] = await db<PaymentRow>(TABLE)
    .where({ id: metadataPaymentId })
    .whereNull('provider_payment_id')
    .update({ provider_payment_id: providerPaymentId })
    .returning('*');
  return bound ? paymentFromRow(bound) : undefined;
}

/**
 * Marks the payment succeeded; undefined when it already was. Concurrent callers (a webhook and a status refresh)
 * serialise on the row, and the loser's condition no longer matches: exactly one of them gets the payment back.
 */
export async function markSucceeded(trx: Knex, paymentId: string): Promise<Payment | undefined> {
  const [row] = await trx<PaymentRow>(TABLE)
    .where({ id: paymentId })
    .whereNot({ state: 'succeeded' })
    .update({
      state: 'succeeded',
      succeeded_at: trx.fn.now() as unknown as Date,
      updated_at: trx.fn.now() as unknown as Date,
    })
    .returning('*');
  return row ? paymentFromRow(row) : undefined;
}

/** A failed attempt: the payment stays open for another card; the decline is kept for support. */
export async function recordFailure(
  trx: Knex,
  paymentId: string,
  error: { code: string; message: string },
): Promise<void> {
  await trx<PaymentRow>(TABLE)
    .where({ id: paymentId })
    .whereNot({ state: 'succeeded' })
    .update({
      state: 'requires_payment_method',
      last_error_code: error.code,
      last_error_message: error.message,
      updated_at: trx.fn.now() as unknown as Date,
    });
}

/** Follows the provider's status short of success (which only `markSucceeded` records). */
export async function updateOpenState(db: Knex, paymentId: string, state: PaymentState): Promise<void> {
  if (state === 'succeeded') throw new Error('success is recorded by markSucceeded');
  await db<PaymentRow>(TABLE)
    .where({ id: paymentId })
    .whereNot({ state: 'succeeded' })
    .update({ state, updated_at: db.fn.now() as unknown as Date });
}
