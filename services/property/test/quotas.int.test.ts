import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import { connectDatabase, type Knex } from '@homeward/kit';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

// The offline provider: every lookup is counted like a paid one, so the caps are testable without RentCast.
let harness: PropertyHarness;
let db: Knex;

const DRAFTS_FULL = {
  code: status.RESOURCE_EXHAUSTED,
  details: 'You have looked up 3 homes without adding them. Add one, or try again in 30 minutes.',
};
const LOOKUPS_SPENT = {
  code: status.RESOURCE_EXHAUSTED,
  details: 'You have looked up 6 homes today, the daily limit. Please try again tomorrow.',
};

beforeAll(async () => {
  harness = await startPropertyHarness('property_quotas', {
    PROPERTY_MAX_DRAFTS: '3',
    PROPERTY_DRAFT_TTL_MINUTES: '30',
    PROPERTY_MAX_LOOKUPS_PER_DAY: '6',
  });
  db = connectDatabase(harness.database.url);
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  await harness?.stop();
});

async function buyer() {
  const owner = randomUUID();
  return { owner, auth: { accessToken: await harness.issuer.tokenFor(owner) } };
}

const address = (n: number) => `${100 + n} Quota St, Austin, TX 78701`;

describe('per-user caps on drafts and lookups', () => {
  it('keeps at most 3 drafts per buyer, also when asked in parallel; an expired draft no longer counts', async () => {
    const { owner, auth } = await buyer();
    const answers = await Promise.allSettled(
      Array.from({ length: 5 }, (_, n) => harness.client.createProperty({ address: address(n) }, auth)),
    );
    expect(answers.filter((answer) => answer.status === 'fulfilled')).toHaveLength(3);
    for (const answer of answers.filter((one) => one.status === 'rejected'))
      expect(await failureOf(Promise.reject((answer as PromiseRejectedResult).reason))).toMatchObject(
        DRAFTS_FULL,
      );
    expect(await db('properties').where({ owner_id: owner, status: 'draft' })).toHaveLength(3);
    // Another buyer is not held back.
    const other = await buyer();
    await expect(harness.client.createProperty({ address: address(9) }, other.auth)).resolves.toBeDefined();

    // Adding one frees its place.
    const [first] = await db('properties').where({ owner_id: owner, status: 'draft' }).orderBy('created_at');
    await harness.client.activateProperty({ propertyId: first.id }, auth);
    await expect(harness.client.createProperty({ address: address(5) }, auth)).resolves.toBeDefined();
    expect(await failureOf(harness.client.createProperty({ address: address(6) }, auth))).toMatchObject(
      DRAFTS_FULL,
    );

    // The oldest draft expires after the TTL: it is removed and its place is free again. (The 6 lookups so far
    // spent the daily cap of 6: the 2 drafts refused at the insert were looked up, and counted.)
    await db('property_lookup_counts').where({ owner_id: owner }).delete();
    const [oldest] = await db('properties').where({ owner_id: owner, status: 'draft' }).orderBy('created_at');
    await db('properties')
      .where({ id: oldest.id })
      .update({ created_at: db.raw(`now() - interval '31 minutes'`) });
    await expect(harness.client.createProperty({ address: address(7) }, auth)).resolves.toBeDefined();
    expect(await db('properties').where({ id: oldest.id })).toEqual([]);
    expect(await db('properties').where({ owner_id: owner, status: 'draft' })).toHaveLength(3);
  });

  it('allows 6 lookups per buyer per day, re-parses included, counted before the provider is asked', async () => {
    const { auth } = await buyer();
    const added = [];
    for (let n = 0; n < 3; n += 1) {
      const { property } = await harness.client.createProperty({ address: address(20 + n) }, auth);
      await harness.client.activateProperty({ propertyId: property!.id }, auth);
      added.push(property!.id);
    }
    for (const id of added) await harness.client.refreshPropertyData({ propertyId: id }, auth);
    expect(await failureOf(harness.client.createProperty({ address: address(30) }, auth))).toMatchObject(
      LOOKUPS_SPENT,
    );
    expect(
      await failureOf(harness.client.refreshPropertyData({ propertyId: added[0]! }, auth)),
    ).toMatchObject(LOOKUPS_SPENT);
    // Yesterday's lookups do not count today.
    await db('property_lookup_counts').update({ day: db.raw(`day - 1`) });
    await expect(harness.client.createProperty({ address: address(31) }, auth)).resolves.toBeDefined();
  });

  it('counts parallel lookups atomically: of 10 re-parses at once exactly the 5 left are looked up', async () => {
    const { auth } = await buyer();
    const { property } = await harness.client.createProperty({ address: address(40) }, auth);
    await harness.client.activateProperty({ propertyId: property!.id }, auth);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        harness.client.refreshPropertyData({ propertyId: property!.id }, auth).then(
          () => 'looked up',
          (error: unknown) => failureOf(Promise.reject(error)),
        ),
      ),
    );
    expect(answers.filter((answer) => answer === 'looked up')).toHaveLength(5);
    expect(answers.filter((answer) => answer !== 'looked up')).toEqual(Array(5).fill(LOOKUPS_SPENT));
  });
});
