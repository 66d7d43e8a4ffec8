// document.state_changed, the events of the property cards' read model, on the real documents service: written to
// the outbox in the transaction of each change (a draft created, also by a completion; a completion; a deletion),
// once for two racing first openings, and restated for every stored document by the backfill, which is harmless to
// run twice and sends no document.completed.
import { DocumentType, type Document } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { DocumentState, DocumentStateChanged } from '@homeward/protos/gen/homeward/documents/v1/events';
import { topics } from '@homeward/protos/topics';
import { collectTestMessages, waitFor, type Collector } from '@homeward/testing';
import { backfillDocumentStates } from '../src/application/event-backfill';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const TOPIC = topics.documentStateChanged.name;

let harness: DocumentsHarness;
let collector: Collector;
let ada: Buyer;

beforeAll(async () => {
  [harness, collector] = await Promise.all([
    startDocumentsHarness('documents_states'),
    collectTestMessages('documents-states', [TOPIC]),
  ]);
  ada = await harness.signUp('Ada Lovelace', '801-555-0134');
}, 120_000);

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });

interface Announced {
  key: string;
  event: DocumentStateChanged;
}

/** The document.state_changed rows of the outbox, oldest first, decoded. */
async function announced(): Promise<Announced[]> {
  const rows = (await harness
    .db('outbox')
    .where({ topic: TOPIC })
    .orderBy('created_at')
    .select('message_key', 'payload')) as { message_key: string; payload: Buffer }[];
  return rows.map((row) => ({ key: row.message_key, event: DocumentStateChanged.decode(row.payload) }));
}

const of = (documentId: string, all: Announced[]) =>
  all.filter(({ event }) => event.documentId === documentId).map(({ event }) => event.state);

function tomorrow(): string {
  const date = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

async function completed(document: Document) {
  const data = JSON.parse(document.dataJson) as Record<string, unknown>;
  data.additional = { deadline_date: tomorrow(), deadline_time: '05:00', deadline_am_pm: 'PM' };
  await harness.client.updateDraft(
    { id: document.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
    as(ada),
  );
  return harness.client.completeDocument({ id: document.id, documentType: OFFER_LETTER }, as(ada));
}

describe('document.state_changed', () => {
  it('is written with the draft, the completion and its next draft, and the deletion, keyed by the document', async () => {
    const propertyId = await harness.propertyOf(ada, '50 Event St, Salt Lake City, UT 84101', {
      locked: true,
    });
    const { document: draft } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    // Opening it again finds the draft: nothing new to announce.
    await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada));
    let all = await announced();
    expect(of(draft!.id, all)).toEqual([DocumentState.DOCUMENT_STATE_DRAFT]);
    expect(all.find(({ event }) => event.documentId === draft!.id)).toEqual({
      key: draft!.id,
      event: {
        documentId: draft!.id,
        documentType: OFFER_LETTER,
        propertyId,
        ownerId: ada.userId,
        countNumber: 1,
        state: DocumentState.DOCUMENT_STATE_DRAFT,
        occurredAt: expect.any(String),
      },
    });

    const { nextDraft } = await completed(draft!);
    all = await announced();
    expect(of(draft!.id, all)).toEqual([
      DocumentState.DOCUMENT_STATE_DRAFT,
      DocumentState.DOCUMENT_STATE_COMPLETED,
    ]);
    expect(all.filter(({ event }) => event.documentId === nextDraft!.id).map(({ event }) => event)).toEqual([
      expect.objectContaining({ state: DocumentState.DOCUMENT_STATE_DRAFT, countNumber: 2, propertyId }),
    ]);
    // The completion's own event is still there for the buyer's notice.
    expect(
      await harness.db('outbox').where({ topic: 'document.completed', message_key: draft!.id }),
    ).toHaveLength(1);

    await harness.client.deleteDocument({ id: draft!.id, documentType: OFFER_LETTER }, as(ada));
    expect(of(draft!.id, await announced())).toEqual([
      DocumentState.DOCUMENT_STATE_DRAFT,
      DocumentState.DOCUMENT_STATE_COMPLETED,
      DocumentState.DOCUMENT_STATE_DELETED,
    ]);

    // The relay publishes them (the topic is provisioned like every other).
    await waitFor(
      () =>
        collector
          .on(TOPIC)
          .some(
            (message) =>
              message.key === draft!.id &&
              DocumentStateChanged.decode(message.value!).state === DocumentState.DOCUMENT_STATE_DELETED,
          ),
      { message: 'the deletion on the broker', timeoutMs: 30_000 },
    );
  }, 120_000);

  it('is written once for two racing first openings of a draft', async () => {
    const propertyId = await harness.propertyOf(ada, '52 Event St, Salt Lake City, UT 84101', {
      locked: true,
    });
    const [one, two] = await Promise.all(
      [1, 2].map(() => harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada))),
    );
    expect(one!.document!.id).toBe(two!.document!.id);
    expect([one!.created, two!.created].sort()).toEqual([false, true]);
    expect(
      (await announced())
        .filter(({ event }) => event.propertyId === propertyId)
        .map(({ event }) => event.documentId),
    ).toEqual([one!.document!.id]);
  }, 60_000);

  it('is restated for every stored document by the backfill, twice alike, without a second document.completed', async () => {
    const propertyId = await harness.propertyOf(ada, '54 Event St, Salt Lake City, UT 84101', {
      locked: true,
    });
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const { nextDraft } = await completed(document!);
    const stored = (await harness.db('offer_letters').select('id', 'template_snapshot')).length;
    const completions = (await harness.db('outbox').where({ topic: 'document.completed' })).length;

    const before = (await announced()).length;
    const first = await backfillDocumentStates(harness.db, { batchSize: 2 });
    const afterFirst = await announced();
    const second = await backfillDocumentStates(harness.db, { batchSize: 2 });
    const afterSecond = await announced();

    expect(first.drafts + first.completed).toBe(stored);
    expect(second).toEqual(first);
    const restated = (events: Announced[]) =>
      events.map(({ key, event }) => `${key}:${event.documentId}:${event.state}:${event.countNumber}`).sort();
    expect(restated(afterFirst.slice(before))).toEqual(restated(afterSecond.slice(afterFirst.length)));
    expect(of(document!.id, afterFirst.slice(before))).toEqual([DocumentState.DOCUMENT_STATE_COMPLETED]);
    expect(of(nextDraft!.id, afterFirst.slice(before))).toEqual([DocumentState.DOCUMENT_STATE_DRAFT]);
    expect(await harness.db('outbox').where({ topic: 'document.completed' })).toHaveLength(completions);
  }, 60_000);
});
