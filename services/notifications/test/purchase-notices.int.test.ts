// notifications tells the buyer in the bell when a property is unlocked and when an offer letter or a purchase
// agreement is completed; each notice opens the property's page.
import { randomUUID } from 'node:crypto';
import { topics } from '@homeward/protos/topics';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { DocumentCompleted } from '@homeward/protos/gen/homeward/documents/v1/events';
import { PropertyDeleted, PropertyUnlocked } from '@homeward/protos/gen/homeward/property/v1/events';
import type { Notification } from '@homeward/protos/gen/homeward/notifications/v1/notifications';
import { waitFor } from '@homeward/testing';
import {
  collectDeadLetters,
  deadLetteredBy,
  startNotifications,
  type RunningNotifications,
} from './support/running-notifications';

// Group joins on the mock broker take longer than jest's default 5 s.
jest.setTimeout(90_000);

const EVENT_TIMEOUT_MS = 45_000;
let running: RunningNotifications;

beforeAll(async () => {
  running = await startNotifications('purchase');
}, 60_000);

afterAll(async () => {
  await running?.stop();
});

async function handled(eventId: string): Promise<void> {
  await waitFor(async () => (await running.db('inbox').where({ event_id: eventId })).length > 0, {
    timeoutMs: EVENT_TIMEOUT_MS,
    message: `event ${eventId} handled`,
  });
}

async function bellOf(userId: string): Promise<Notification[]> {
  const { notifications } = await running.notifications.listNotifications(
    { pageSize: 50 },
    await running.tokenFor(userId),
  );
  return notifications;
}

function unlocked(ownerId: string, propertyId: string, id?: string): Promise<string> {
  const payload = PropertyUnlocked.fromPartial({
    ownerId,
    propertyId,
    paymentId: randomUUID(),
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.propertyUnlocked, propertyId, payload, id);
}

function completed(
  ownerId: string,
  propertyId: string,
  documentType: DocumentType,
  countNumber: number,
): Promise<string> {
  const payload = DocumentCompleted.fromPartial({
    documentId: randomUUID(),
    documentType,
    propertyId,
    ownerId,
    countNumber,
    occurredAt: new Date().toISOString(),
  });
  return running.publish(topics.documentCompleted, propertyId, payload);
}

it("puts 'Property unlocked' and each completed document in the owner's bell, once, linking the property", async () => {
  const ownerId = randomUUID();
  const propertyId = randomUUID();
  const unlock = await unlocked(ownerId, propertyId);
  await handled(unlock);
  // Redelivered (same ce_id): the inbox skips it.
  await unlocked(ownerId, propertyId, unlock);
  await handled(await completed(ownerId, propertyId, DocumentType.DOCUMENT_TYPE_OFFER_LETTER, 2));
  await handled(await completed(ownerId, propertyId, DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT, 1));

  const link = `/properties/${propertyId}`;
  expect(await bellOf(ownerId)).toEqual([
    expect.objectContaining({
      kind: 'purchase_agreement_completed',
      title: 'Purchase agreement completed',
      subjectId: propertyId,
      link,
    }),
    expect.objectContaining({
      kind: 'offer_letter_completed',
      title: 'Offer letter completed',
      body: 'Your offer letter #2 is completed. Download the PDF from the property page.',
      link,
    }),
    expect.objectContaining({ kind: 'property_unlocked', title: 'Property unlocked', link }),
  ]);
  // Another user sees none of it.
  expect(await bellOf(randomUUID())).toEqual([]);

  // Deleting the property takes its notices with it.
  const deleted = PropertyDeleted.fromPartial({ propertyId, ownerId, occurredAt: new Date().toISOString() });
  await handled(await running.publish(topics.propertyDeleted, propertyId, deleted));
  expect(await bellOf(ownerId)).toEqual([]);
});

it('dead-letters a completed document of no known type', async () => {
  const deadLetters = await collectDeadLetters('purchase-dlq', [topics.documentCompleted]);
  try {
    const propertyId = randomUUID();
    const eventId = await completed(randomUUID(), propertyId, DocumentType.DOCUMENT_TYPE_UNSPECIFIED, 1);
    const [parked] = await deadLetteredBy(running, deadLetters, [eventId], { timeoutMs: EVENT_TIMEOUT_MS });
    expect(parked!.headers.ce_id).toBe(eventId);
    expect(await running.db('notifications').where({ source_event_id: eventId })).toEqual([]);
  } finally {
    await deadLetters.stop();
  }
});
