// property consumes document.state_changed into the read model of the cards' document indicators, and answers them
// with ListPropertyCards: events in any order, repeated, restated by the documents backfill, deleted; dropped for a
// property that is gone or not the event owner's; removed with the property and with the account.
import { randomUUID } from 'node:crypto';
import { connectDatabase, type Knex } from '@homeward/kit';
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { DocumentState, DocumentStateChanged } from '@homeward/protos/gen/homeward/documents/v1/events';
import type { CardDocuments } from '@homeward/protos/gen/homeward/property/v1/property';
import { topics } from '@homeward/protos/topics';
import {
  startTestPublisher,
  startUserDeletedPublisher,
  waitFor,
  waitForInboxEvent,
  type TestPublisher,
  type UserDeletedPublisher,
} from '@homeward/testing';
import { startPropertyHarness, type PropertyHarness } from './support/harness';

let harness: PropertyHarness;
let db: Knex;
let documents: TestPublisher;
let identity: UserDeletedPublisher;

// The first join of the group waits for a rebalance on the mock broker.
const EVENT_TIMEOUT_MS = 45_000;
const NONE: CardDocuments = {
  hasCompletedOfferLetter: false,
  hasCompletedPurchaseAgreement: false,
  hasPurchaseAgreementDraft: false,
};

beforeAll(async () => {
  harness = await startPropertyHarness('property_document_states');
  db = connectDatabase(harness.database.url);
  documents = await startTestPublisher('homeward/documents');
  identity = await startUserDeletedPublisher();
}, 60_000);

afterAll(async () => {
  await identity?.stop();
  await documents?.stop();
  await db?.destroy();
  await harness?.stop();
});

async function owner() {
  const id = randomUUID();
  const auth = { accessToken: await harness.issuer.tokenFor(id) };
  const addActive = async (address: string) => {
    const { property } = await harness.client.createProperty({ address }, auth);
    return (await harness.client.activateProperty({ propertyId: property!.id }, auth)).property!.id;
  };
  const cards = async (search = '') =>
    new Map(
      (await harness.client.listPropertyCards({ search }, auth)).cards.map((card) => [
        card.id,
        card.documents,
      ]),
    );
  return { id, auth, addActive, cards };
}

type Kind = 'offer' | 'agreement';
type State = 'draft' | 'completed' | 'deleted';
const TYPE: Record<Kind, DocumentType> = {
  offer: DocumentType.DOCUMENT_TYPE_OFFER_LETTER,
  agreement: DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT,
};
const STATE: Record<State, DocumentState> = {
  draft: DocumentState.DOCUMENT_STATE_DRAFT,
  completed: DocumentState.DOCUMENT_STATE_COMPLETED,
  deleted: DocumentState.DOCUMENT_STATE_DELETED,
};

/** Publishes document.state_changed as the documents relay does (key = document id) and waits until it is handled. */
async function changed(change: {
  documentId: string;
  kind: Kind;
  propertyId: string;
  ownerId: string;
  state: State;
  countNumber?: number;
  eventId?: string;
}): Promise<string> {
  const occurredAt = new Date().toISOString();
  const payload = DocumentStateChanged.fromPartial({
    documentId: change.documentId,
    documentType: TYPE[change.kind],
    propertyId: change.propertyId,
    ownerId: change.ownerId,
    countNumber: change.countNumber ?? 1,
    state: STATE[change.state],
    occurredAt,
  });
  const eventId = await documents.publish(topics.documentStateChanged, change.documentId, payload, {
    id: change.eventId,
    time: occurredAt,
  });
  await waitFor(async () => (await db('inbox').where({ event_id: eventId })).length > 0, {
    timeoutMs: EVENT_TIMEOUT_MS,
    message: `document.state_changed ${eventId} handled by property`,
  });
  return eventId;
}

const stateOf = async (documentId: string) =>
  (
    (await db('property_document_states').where({ document_id: documentId }).first()) as
      { state: number } | undefined
  )?.state;

describe("the cards' document indicators from document.state_changed", () => {
  it('light up whatever order a draft, its completion and the next draft arrive in; a repeat changes nothing', async () => {
    const buyer = await owner();
    const home = await buyer.addActive('30 Indicator Way, Austin, TX 78701');
    expect((await buyer.cards()).get(home)).toEqual(NONE);
    const on = { propertyId: home, ownerId: buyer.id };

    // The agreement's draft is heard of first: the card offers Edit.
    const agreement = randomUUID();
    await changed({ ...on, documentId: agreement, kind: 'agreement', state: 'draft' });
    expect((await buyer.cards()).get(home)).toEqual({ ...NONE, hasPurchaseAgreementDraft: true });

    // The offer letter's completion arrives before its draft's creation; the late draft event changes nothing.
    const offer = randomUUID();
    await changed({ ...on, documentId: offer, kind: 'offer', state: 'completed' });
    const lateDraft = await changed({ ...on, documentId: offer, kind: 'offer', state: 'draft' });
    expect(await stateOf(offer)).toBe(2);

    // The agreement completes, and the draft its completion started (count 2) follows.
    await changed({ ...on, documentId: agreement, kind: 'agreement', state: 'completed' });
    expect((await buyer.cards()).get(home)).toEqual({
      hasCompletedOfferLetter: true,
      hasCompletedPurchaseAgreement: true,
      hasPurchaseAgreementDraft: false,
    });
    await changed({ ...on, documentId: randomUUID(), kind: 'agreement', state: 'draft', countNumber: 2 });
    const lit = {
      hasCompletedOfferLetter: true,
      hasCompletedPurchaseAgreement: true,
      hasPurchaseAgreementDraft: true,
    };
    expect((await buyer.cards()).get(home)).toEqual(lit);

    // The very same event again (the inbox skips it), then the offer letter's draft restated under a new id (as the
    // backfill could send it), on the same key, so handled after the repeat: nothing moves back.
    await documents.publish(
      topics.documentStateChanged,
      offer,
      DocumentStateChanged.fromPartial({
        documentId: offer,
        documentType: TYPE.offer,
        propertyId: home,
        ownerId: buyer.id,
        countNumber: 1,
        state: STATE.draft,
        occurredAt: new Date().toISOString(),
      }),
      { id: lateDraft },
    );
    await changed({ ...on, documentId: offer, kind: 'offer', state: 'draft' });
    expect(await db('inbox').where({ event_id: lateDraft })).toHaveLength(1);
    expect((await buyer.cards()).get(home)).toEqual(lit);
    // Search answers the same cards.
    expect((await buyer.cards('indicator way')).get(home)).toEqual(lit);
    expect((await buyer.cards('elsewhere')).has(home)).toBe(false);
  }, 120_000);

  it('turn off for a deleted document, which stays deleted when its draft event comes late', async () => {
    const buyer = await owner();
    const home = await buyer.addActive('32 Indicator Way, Austin, TX 78701');
    const on = { propertyId: home, ownerId: buyer.id };

    const completed = randomUUID();
    await changed({ ...on, documentId: completed, kind: 'offer', state: 'completed' });
    expect((await buyer.cards()).get(home)).toEqual({ ...NONE, hasCompletedOfferLetter: true });
    await changed({ ...on, documentId: completed, kind: 'offer', state: 'deleted' });
    expect((await buyer.cards()).get(home)).toEqual(NONE);

    // Deleted before its creation is heard of: a tombstone, so the late draft event does not bring it back.
    const draft = randomUUID();
    await changed({ ...on, documentId: draft, kind: 'agreement', state: 'deleted' });
    await changed({ ...on, documentId: draft, kind: 'agreement', state: 'draft' });
    await changed({ ...on, documentId: completed, kind: 'offer', state: 'completed' });
    expect(await stateOf(draft)).toBe(3);
    expect(await stateOf(completed)).toBe(3);
    expect((await buyer.cards()).get(home)).toEqual(NONE);
  }, 120_000);

  it('drop an event naming another owner or a removed property, and go with the property and the account', async () => {
    const buyer = await owner();
    const home = await buyer.addActive('34 Indicator Way, Austin, TX 78701');
    const stranger = randomUUID();
    const foreign = randomUUID();
    await changed({
      documentId: foreign,
      kind: 'offer',
      propertyId: home,
      ownerId: stranger,
      state: 'completed',
    });
    expect(await stateOf(foreign)).toBeUndefined();
    expect((await buyer.cards()).get(home)).toEqual(NONE);

    const removed = await buyer.addActive('36 Indicator Way, Austin, TX 78701');
    const kept = randomUUID();
    await changed({
      documentId: kept,
      kind: 'offer',
      propertyId: removed,
      ownerId: buyer.id,
      state: 'draft',
    });
    expect(await stateOf(kept)).toBe(1);
    await harness.client.deleteProperty({ propertyId: removed }, buyer.auth);
    expect(await stateOf(kept)).toBeUndefined();
    // Its late completion finds no property and leaves nothing behind.
    await changed({
      documentId: kept,
      kind: 'offer',
      propertyId: removed,
      ownerId: buyer.id,
      state: 'completed',
    });
    expect(await stateOf(kept)).toBeUndefined();

    const mine = randomUUID();
    await changed({
      documentId: mine,
      kind: 'agreement',
      propertyId: home,
      ownerId: buyer.id,
      state: 'draft',
    });
    const other = await owner();
    const othersHome = await other.addActive('38 Indicator Way, Austin, TX 78701');
    const theirs = randomUUID();
    await changed({
      documentId: theirs,
      kind: 'offer',
      propertyId: othersHome,
      ownerId: other.id,
      state: 'draft',
    });
    await waitForInboxEvent(db, await identity.publish({ userId: buyer.id }));
    expect(await db('property_document_states').where({ owner_id: buyer.id })).toEqual([]);
    expect(await stateOf(theirs)).toBe(1);
  }, 120_000);
});
