// The offline provider's PaymentIntents (its stand-in for Stripe's own storage) and the port it keeps them through.
// The store implements the port; the provider sees only this, so it needs no database of its own.

/** An intent as kept: the fields are the table's columns, which are also the names Stripe gives them. */
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

export type OfflineIntentOutcome =
  { status: 'succeeded' } | { status: 'requires_payment_method'; code: string; message: string };

export interface OfflineIntentStore {
  /** Like Stripe's Idempotency-Key: a second create with the same key returns the first intent unchanged. */
  insertOrFindByIdempotencyKey(intent: NewOfflineIntent): Promise<OfflineIntentRow>;
  find(id: string): Promise<OfflineIntentRow | undefined>;
  findByClientSecret(clientSecret: string): Promise<OfflineIntentRow | undefined>;
  /** Settles a confirmation; undefined when the intent had already succeeded (a confirm that raced another). */
  settle(id: string, outcome: OfflineIntentOutcome): Promise<OfflineIntentRow | undefined>;
}
