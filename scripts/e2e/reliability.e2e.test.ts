// An event published while its consumer is down is handled once the consumer is back — exactly once: the outbox
// keeps it, the broker keeps it for the consumer group, and the inbox makes a redelivery a no-op.
import { waitFor } from '@homeward/testing';
import { signUpVerifiedUser, type TestUser } from './support/accounts';
import { activate, createDraft, listNotifications, type NotificationJson } from './support/properties';
import { startTestStack, withDiagnostics, type OwnTestStack } from './support/stack';

// Long enough for a redelivery or a second consumer's copy to have shown up.
const DUPLICATE_WINDOW_MS = 6_000;

let stack: OwnTestStack;
let buyer: TestUser;

beforeAll(async () => {
  // Sign-up (identity, the verification e-mail from notifications), the property and its notification.
  stack = await startTestStack({ name: 'reliability', only: ['identity', 'property', 'notifications'] });
  buyer = await withDiagnostics(stack, () => signUpVerifiedUser(stack, 'reliability-buyer'));
});

afterAll(async () => {
  await stack?.stop();
});

const about = (propertyId: string) => async (): Promise<NotificationJson[]> =>
  (await listNotifications(buyer.client)).filter((notification) => notification.subject_id === propertyId);

it('notifies the owner exactly once of a property added while notifications was down', () =>
  withDiagnostics(stack, async () => {
    await stack.homeward.stopBackend('notifications');
    const unavailable = await buyer.client.get('/api/notifications');
    expect({ status: unavailable.status, body: unavailable.body }).toEqual({
      status: 503,
      body: expect.objectContaining({ error: 'unavailable' }),
    });

    const draft = await createDraft(buyer.client, '77 Harbor View Road, Portland, ME 04101');
    await activate(buyer.client, draft.id);

    await stack.homeward.startBackend('notifications');
    const arrived = await waitFor(
      async () => {
        const found = await about(draft.id)();
        return found.length > 0 && found;
      },
      { timeoutMs: 60_000, intervalMs: 500, message: 'the property notification after the restart' },
    );
    expect(arrived).toEqual([
      expect.objectContaining({ kind: 'property_created', title: 'Property added', subject_id: draft.id }),
    ]);
    expect(arrived[0]!.body).toContain('77 Harbor View Road');

    // Activating again is idempotent: no second event, so no second notification.
    expect((await activate(buyer.client, draft.id)).status).toBe('active');
    await new Promise((resolve) => setTimeout(resolve, DUPLICATE_WINDOW_MS));
    expect(await about(draft.id)()).toEqual(arrived);
  }));
