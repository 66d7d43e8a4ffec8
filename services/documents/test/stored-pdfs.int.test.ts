// Completed documents' PDFs, rendered once and kept in object storage (the run's s3rver, a bucket of this file's):
// served as the stored bytes with their content hash as ETag, not_modified on a match, rendered anyway when the store
// is down, and removed when the document, its property or its owner goes. Beside it, the render pool: a cheap call is
// answered while a purchase agreement renders.
import { createHash } from 'node:crypto';
import { createLogger, createObjectStorage, type ObjectStorage, type PromiseClient } from '@homeward/kit';
import {
  DocumentType,
  type Document,
  type DocumentsServiceClient,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  createTestBucket,
  startTestPublisher,
  startUserDeletedPublisher,
  testObjectStorage,
  waitFor,
} from '@homeward/testing';
import { documentsMetrics } from '../src/metrics';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const PURCHASE_AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const inTwoDays = () => {
  const date = new Date(Date.now() + 2 * DAY);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
};

let harness: DocumentsHarness;
let storage: ObjectStorage;
let stored: PromiseClient<DocumentsServiceClient>;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_stored_pdfs');
  const settings = { ...testObjectStorage(), bucket: await createTestBucket('documents-pdfs') };
  storage = createObjectStorage(settings, createLogger('storage-test', 'silent'));
  // A second documents service on the same database, with documents' bucket configured.
  stored = await harness.startDocuments({
    OBJECT_STORAGE_ENDPOINT: settings.endpoint,
    OBJECT_STORAGE_ACCESS_KEY: settings.accessKey,
    OBJECT_STORAGE_SECRET_KEY: settings.secretKey,
    OBJECT_STORAGE_REGION: settings.region,
    OBJECT_STORAGE_BUCKET: settings.bucket,
  });
  [ada, bob] = await Promise.all([harness.signUp('Ada Lovelace'), harness.signUp('Bob Builder')]);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });

/** A completed offer letter of the buyer's on a new property. */
async function completedLetter(buyer: Buyer, address: string): Promise<Document> {
  const propertyId = await harness.propertyOf(buyer, address, { locked: true });
  const draft = (await stored.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(buyer)))
    .document!;
  const data = JSON.parse(draft.dataJson) as Record<string, Record<string, unknown>>;
  data.property!.price = 412_500;
  data.additional = { deadline_date: inTwoDays(), deadline_time: '05:00', deadline_am_pm: 'PM' };
  await stored.updateDraft(
    { id: draft.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
    as(buyer),
  );
  return (await stored.completeDocument({ id: draft.id, documentType: OFFER_LETTER }, as(buyer))).document!;
}

const fetchPdf = (
  client: PromiseClient<DocumentsServiceClient>,
  buyer: Buyer,
  document: Document,
  ifNoneMatch = '',
) =>
  client.renderPdf(
    { id: document.id, documentType: document.documentType, isPreview: false, ifNoneMatch },
    as(buyer),
  );

const keyOf = (buyer: Buyer, document: Document) => `users/${buyer.userId}/offer_letter/${document.id}.pdf`;

async function storedKeyOf(document: Document): Promise<string | null> {
  const row = await harness.db('offer_letters').where({ id: document.id }).first('pdf_key');
  return (row?.pdf_key as string | null) ?? null;
}

const gone = (key: string) =>
  waitFor(async () => (await storage.stat(key)) === undefined, {
    message: `${key} removed from object storage`,
    timeoutMs: 30_000,
  });

describe("a completed document's PDF", () => {
  it('is rendered once, then served as the stored bytes with the same ETag, its content hash', async () => {
    const letter = await completedLetter(ada, '1 Stored Way, Provo, UT 84601');

    const first = await fetchPdf(stored, ada, letter);
    const bytes = Buffer.from(first.pdf);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(first.etag).toBe(`"${createHash('sha256').update(bytes).digest('hex')}"`);
    expect(first.notModified).toBe(false);
    expect(await storage.read(keyOf(ada, letter), 10_000_000)).toEqual(bytes);
    expect(await storedKeyOf(letter)).toBe(keyOf(ada, letter));

    // The stored object is what is served: a second fetch does not render (it answers what the bucket holds).
    const marked = Buffer.concat([bytes, Buffer.from('\n% served from storage\n')]);
    await storage.write(keyOf(ada, letter), marked, 'application/pdf');
    const second = await fetchPdf(stored, ada, letter);
    expect(Buffer.from(second.pdf)).toEqual(marked);
    expect(second.etag).toBe(first.etag);
  });

  it('answers not_modified without the bytes when the If-None-Match names its ETag', async () => {
    const letter = await completedLetter(ada, '2 Stored Way, Provo, UT 84601');
    const { etag } = await fetchPdf(stored, ada, letter);

    for (const ifNoneMatch of [etag, `"other", ${etag}`, `W/${etag}`, '*']) {
      const answer = await fetchPdf(stored, ada, letter, ifNoneMatch);
      expect({ notModified: answer.notModified, bytes: answer.pdf.length, etag: answer.etag }).toEqual({
        notModified: true,
        bytes: 0,
        etag,
      });
    }
    const stale = await fetchPdf(stored, ada, letter, '"an-older-one"');
    expect(stale.notModified).toBe(false);
    expect(stale.pdf.length).toBeGreaterThan(0);
  });

  it('is rendered with the same ETag by a service whose object storage is down', async () => {
    const letter = await completedLetter(ada, '3 Stored Way, Provo, UT 84601');
    const { etag } = await fetchPdf(stored, ada, letter);
    // Nothing listens on port 9 of the loopback: every storage call is refused.
    const storeDown = await harness.startDocuments({
      OBJECT_STORAGE_ENDPOINT: 'http://127.0.0.1:9',
      OBJECT_STORAGE_ACCESS_KEY: 'down-key',
      OBJECT_STORAGE_SECRET_KEY: 'down-secret',
      OBJECT_STORAGE_BUCKET: 'unreachable',
    });
    const answer = await fetchPdf(storeDown, ada, letter);
    expect(Buffer.from(answer.pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(answer.etag).toBe(etag);
    const another = await completedLetter(ada, '4 Stored Way, Provo, UT 84601');
    const rendered = await fetchPdf(storeDown, ada, another);
    expect(rendered.pdf.length).toBeGreaterThan(0);
    expect(await storedKeyOf(another)).toBeNull();
  });

  it("is another user's NOT_FOUND, its stored bytes included", async () => {
    const letter = await completedLetter(ada, '5 Stored Way, Provo, UT 84601');
    const { etag } = await fetchPdf(stored, ada, letter);
    await expect(fetchPdf(stored, bob, letter, etag)).rejects.toMatchObject({ code: 5 });
    await expect(fetchPdf(stored, bob, letter)).rejects.toMatchObject({ code: 5 });
  });
});

describe('a stored PDF goes', () => {
  it('when its document is deleted', async () => {
    const letter = await completedLetter(ada, '6 Stored Way, Provo, UT 84601');
    await fetchPdf(stored, ada, letter);
    expect(await storage.stat(keyOf(ada, letter))).toBeDefined();

    await stored.deleteDocument({ id: letter.id, documentType: OFFER_LETTER }, as(ada));
    await gone(keyOf(ada, letter));
  });

  it('when its property is deleted, and only that owner’s', async () => {
    const letter = await completedLetter(ada, '7 Stored Way, Provo, UT 84601');
    const bobs = await completedLetter(bob, '8 Stored Way, Provo, UT 84601');
    await fetchPdf(stored, ada, letter);
    await fetchPdf(stored, bob, bobs);

    const publisher = await startTestPublisher('homeward/property');
    try {
      await publisher.publish(
        topics.propertyDeleted,
        letter.propertyId,
        PropertyDeleted.fromPartial({
          propertyId: letter.propertyId,
          ownerId: ada.userId,
          occurredAt: new Date().toISOString(),
        }),
      );
    } finally {
      await publisher.stop();
    }
    await gone(keyOf(ada, letter));
    expect(await storage.stat(keyOf(bob, bobs))).toBeDefined();
  });

  it('when its owner’s account is deleted', async () => {
    const carol = await harness.signUp('Carol Closing');
    const letter = await completedLetter(carol, '9 Stored Way, Provo, UT 84601');
    await fetchPdf(stored, carol, letter);
    expect(await storage.stat(keyOf(carol, letter))).toBeDefined();

    const publisher = await startUserDeletedPublisher();
    try {
      await publisher.publish({ userId: carol.userId });
    } finally {
      await publisher.stop();
    }
    await gone(keyOf(carol, letter));
    // The queue is emptied once the objects are gone (the loop forgets its rows right after removing them).
    await waitFor(
      async () => (await harness.db('stored_pdf_removals').count<{ count: string }[]>())[0]?.count === '0',
      { message: 'the removal queue emptied' },
    );
  });
});

describe('the render pool', () => {
  it('answers a cheap call while a purchase agreement is rendering', async () => {
    const propertyId = await harness.propertyOf(bob, '400 State St, Salt Lake City, UT 84111');
    const { document } = await stored.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    const renderingNow = async () => (await documentsMetrics.pdfRendersInFlight.get()).values[0]?.value ?? 0;
    expect(await renderingNow()).toBe(0);

    let renderDone = false;
    const rendering = stored
      .renderPdf(
        { id: document!.id, documentType: PURCHASE_AGREEMENT, isPreview: false, ifNoneMatch: '' },
        as(bob),
      )
      .finally(() => {
        renderDone = true;
      });
    // The render has been handed to a thread; on the event loop it would hold the loop until it was done.
    await waitFor(async () => (await renderingNow()) === 1, { message: 'the render started' });
    const cheap = await stored.getDocument({ id: document!.id, documentType: PURCHASE_AGREEMENT }, as(bob));
    expect(cheap.document!.id).toBe(document!.id);
    expect(renderDone).toBe(false);

    const { pdf } = await rendering;
    expect(Buffer.from(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
