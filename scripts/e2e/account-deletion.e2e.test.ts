// Issue 25 item 9 in a real Chromium against the whole stack: a buyer with a home deletes the account in Settings
// with the current password, lands on the sign-in page that says so, cannot sign in again, and the home is gone
// from the property service's own database (it consumed user.deleted on the broker).
import { connectDatabase, type Knex } from '@homeward/kit';
import { readTestEnvironment, waitFor } from '@homeward/testing';
import type { Page } from 'playwright-core';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { openBrowserSession, type BrowserSession } from './support/browser';
import { activate, createDraft } from './support/properties';
import { SHARED_STACK_HOOK_TIMEOUT_MS, sharedTestStack } from './support/shared-stack';
import { signInThroughForm } from './support/sign-in';
import { type TestStack } from './support/stack';

const ADDRESS = '1423 Maple Ridge Dr, Austin, TX 78745';
// The property service hears of the deletion through the broker, on a loaded machine.
const GONE_TIMEOUT_MS = 90_000;
// Other services poll identity's session-epoch list every few seconds.
const SESSION_END_TIMEOUT_MS = 30_000;

let stack: TestStack;
let session: BrowserSession;
let page: Page;
let buyer: TestUser;
let propertyId: string;
let propertyDb: Knex | undefined;

beforeAll(async () => {
  stack = await sharedTestStack();
  buyer = await signUpVerifiedUser(stack, 'account-deletion');
  propertyId = (await activate(buyer.client, (await createDraft(buyer.client, ADDRESS)).id)).id;
  propertyDb = await propertyDatabaseHolding(propertyId);
  session = await openBrowserSession(stack, 'account-deletion');
  page = session.page;
}, SHARED_STACK_HOOK_TIMEOUT_MS);

afterAll(async () => {
  await propertyDb?.destroy();
  await session?.close();
  await stack?.stop();
});

/**
 * The property service's database of the stack that stored this property: the stacks' databases carry a random
 * suffix, so the one whose `properties` has the id is it (a property id is a UUID, in one database only).
 */
async function propertyDatabaseHolding(id: string): Promise<Knex> {
  const { postgresAdminUrl } = readTestEnvironment();
  const admin = connectDatabase(postgresAdminUrl);
  try {
    const { rows } = await admin.raw<{ rows: { datname: string }[] }>(
      `select datname from pg_database where datname like 'e2e\\_%\\_property\\_%'`,
    );
    for (const { datname } of rows) {
      const url = new URL(postgresAdminUrl);
      url.pathname = `/${datname}`;
      const db = connectDatabase(url.toString());
      const found = await db('properties')
        .where({ id })
        .first('id')
        .catch(() => undefined);
      if (found) return db;
      await db.destroy();
    }
  } finally {
    await admin.destroy();
  }
  throw new Error(`no e2e property database holds property ${id}`);
}

it('deletes the account in Settings: signed out with a notice, no signing in again, and the home gone from the store', () =>
  session.run(async () => {
    expect(await propertyDb!('properties').where({ owner_id: buyer.id })).toHaveLength(1);
    await signInThroughForm(page, buyer);
    await page.goto('/settings');
    await page.getByRole('heading', { name: 'Delete account' }).waitFor({ state: 'visible' });
    await page.getByRole('button', { name: 'Delete my account…' }).click();
    await page.getByLabel(/^Current password/).fill(buyer.password);
    await page.getByRole('button', { name: 'Delete my account for good' }).click();

    await page.waitForURL((url) => url.pathname === '/auth/sign-in');
    await page.getByText(/Your account and everything in it were deleted/).waitFor({ state: 'visible' });

    // the sign-in form refuses the deleted account
    await page.getByLabel(/^Email/).fill(buyer.email);
    await page.getByLabel(/^Password/).fill(buyer.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page
      .getByText(/incorrect/i)
      .first()
      .waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in');
    // the session the buyer's other client had is over too, once the property service polled identity's list
    await waitFor(async () => (await buyer.client.get('/api/properties')).status === 401, {
      timeoutMs: SESSION_END_TIMEOUT_MS,
      message: "the other client's session refused",
    });

    await waitFor(async () => (await propertyDb!('properties').where({ id: propertyId })).length === 0, {
      timeoutMs: GONE_TIMEOUT_MS,
      message: 'the deleted account’s property gone from the property service',
    });
    expect(await propertyDb!('properties').where({ owner_id: buyer.id })).toEqual([]);
  }));
