import { randomUUID } from 'node:crypto';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { startUserDeletedPublisher, waitForInboxEvent, type UserDeletedPublisher } from '@homeward/testing';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

// user.deleted through the real consumer: every document, objection and reminder of the owner goes, another
// owner's stay, and a second event is harmless.
const TABLES = [
  'offer_letters',
  'purchase_agreements',
  'due_diligence_objections',
  'objection_reminders',
  'deadline_reminders',
] as const;

let harness: DocumentsHarness;
let publisher: UserDeletedPublisher;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_user_deleted');
  [ada, bob] = await Promise.all([harness.signUp('Ada Lovelace'), harness.signUp('Bob Builder')]);
  publisher = await startUserDeletedPublisher();
}, 120_000);

afterAll(async () => {
  await publisher?.stop();
  await harness?.stop();
});

/**
 * An offer letter and a purchase agreement through the RPCs; an objection and the two kinds of reminder written as
 * the service stores them (an objection needs an analyzed inspection report; objections.int.test.ts covers making
 * one), so every table the owner has rows in is covered.
 */
async function documentsOf(buyer: Buyer, address: string): Promise<string> {
  const as = { accessToken: buyer.accessToken };
  const propertyId = await harness.propertyOf(buyer, address);
  const draft = (documentType: DocumentType) =>
    harness.client.getOrCreateDraft({ propertyId, documentType }, as);
  await draft(DocumentType.DOCUMENT_TYPE_OFFER_LETTER);
  const agreement = (await draft(DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT)).document!;
  const objectionId = randomUUID();
  const owned = { auth_user_id: buyer.userId, property_id: propertyId };
  await harness.db('due_diligence_objections').insert({
    id: objectionId,
    ...owned,
    inspection_id: randomUUID(),
    items: JSON.stringify([]),
    sent_on: '11/20/2026',
    seller_response_due: '11/23/2026',
    resolution_deadline: '11/25/2026',
    deadline_time: '5:00 PM',
    property_address: address,
  });
  const due = new Date(Date.now() + 86_400_000);
  await harness
    .db('objection_reminders')
    .insert({ objection_id: objectionId, deadline_key: 'seller_response', due_at: due, ...owned });
  await harness.db('deadline_reminders').insert({
    purchase_agreement_id: agreement.id,
    deadline_key: 'due_diligence',
    due_at: due,
    ...owned,
  });
  return propertyId;
}

async function rowsOf(userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of TABLES)
    counts[table] = (await harness.db(table).where({ auth_user_id: userId })).length;
  return counts;
}

it("deletes every document, objection and reminder of the owner, keeps another owner's, and takes a second event", async () => {
  await documentsOf(ada, '12 Temple Way, Provo, UT 84601');
  const bobsHome = await documentsOf(bob, '40 Canyon Rd, Provo, UT 84604');
  const everyTable = Object.fromEntries(TABLES.map((table) => [table, 1]));
  expect(await rowsOf(ada.userId)).toEqual(everyTable);
  expect(await rowsOf(bob.userId)).toEqual(everyTable);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: ada.userId }));

  expect(await rowsOf(ada.userId)).toEqual(Object.fromEntries(TABLES.map((table) => [table, 0])));
  expect(await rowsOf(bob.userId)).toEqual(everyTable);
  const listed = await harness.client.listDocuments(
    { propertyId: bobsHome, documentType: DocumentType.DOCUMENT_TYPE_UNSPECIFIED },
    { accessToken: bob.accessToken },
  );
  expect(listed.documents).toHaveLength(2);

  await waitForInboxEvent(harness.db, await publisher.publish({ userId: ada.userId }));
  expect(await rowsOf(bob.userId)).toEqual(everyTable);
});
