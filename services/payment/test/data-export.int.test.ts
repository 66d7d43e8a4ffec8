import { randomUUID } from 'node:crypto';
import { connectDatabase, createLogger, type Knex } from '@homeward/kit';
import { runExportHandler } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { startPaymentHarness, type PaymentHarness } from './support/harness';

let harness: PaymentHarness;
let db: Knex;
const aliceId = randomUUID();
const bobId = randomUUID();

beforeAll(async () => {
  harness = await startPaymentHarness('payment_export');
  db = connectDatabase(harness.paymentDatabase.url);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
});

async function paymentOf(
  userId: string,
  address: string,
): Promise<{ paymentId: string; clientSecret: string }> {
  const as = { accessToken: await harness.issuer.tokenFor(userId) };
  const { property } = await harness.properties.createProperty({ address }, as);
  await harness.properties.activateProperty({ propertyId: property!.id }, as);
  const created = await harness.payments.createPayment({ propertyId: property!.id, amountCents: 9900 }, as);
  return { paymentId: created.paymentId, clientSecret: created.clientSecret };
}

describe('user.export_requested', () => {
  it("publishes one part with the user's payments, no client secret, and none of another user's", async () => {
    const alice = await paymentOf(aliceId, '10 Pay St, Austin, TX 78701');
    const bob = await paymentOf(bobId, '11 Pay St, Austin, TX 78701');
    const handler = onUserExportRequested({
      relay: { notify: () => undefined },
      logger: createLogger('test', 'silent'),
    });

    const { part, records, rows } = await runExportHandler(db, handler, aliceId);

    expect(rows).toBe(1);
    expect(part).toMatchObject({ service: 'payment', userId: aliceId, attachments: [] });
    expect(records).toEqual({
      payments: [
        expect.objectContaining({ payment_id: alice.paymentId, amount_cents: 9900, currency: 'usd' }),
      ],
    });
    const text = JSON.stringify(records);
    expect(alice.clientSecret).not.toBe('');
    expect(text).not.toContain(alice.clientSecret);
    expect(text).not.toContain(alice.clientSecret.split('_secret_')[0]);
    expect(text).not.toContain(bob.paymentId);
  });
});
