import { DocumentType, type Document } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { runExportHandler } from '@homeward/testing';
import { onUserExportRequested } from '../src/events/on-user-export-requested';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const inTwoDays = () => {
  const date = new Date(Date.now() + 2 * DAY);
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
};

let harness: DocumentsHarness;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_export');
  [ada, bob] = await Promise.all([
    harness.signUp('Ada Lovelace', '8015550134'),
    harness.signUp('Bob Builder'),
  ]);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

/** An offer letter of the buyer's, filled in as the editor does, and completed when asked. */
async function offerLetter(buyer: Buyer, address: string, complete: boolean): Promise<Document> {
  const as = { accessToken: buyer.accessToken };
  const propertyId = await harness.propertyOf(buyer, address, { locked: true });
  let draft = (await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as))
    .document!;
  const data = JSON.parse(draft.dataJson) as Record<string, Record<string, unknown>>;
  data.property!.price = 412_500;
  data.additional = { deadline_date: inTwoDays(), deadline_time: '05:00', deadline_am_pm: 'PM' };
  draft = (
    await harness.client.updateDraft(
      { id: draft.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
      as,
    )
  ).document!;
  if (!complete) return draft;
  return (await harness.client.completeDocument({ id: draft.id, documentType: OFFER_LETTER }, as)).document!;
}

describe('user.export_requested', () => {
  it("publishes the user's documents, attaches each completed one by id for its PDF, and nothing of another user's", async () => {
    const completed = await offerLetter(ada, '123 Main St, Salt Lake City, UT 84101', true);
    const draft = await offerLetter(ada, '9 Canyon Rd, Provo, UT 84604', false);
    const bobs = await offerLetter(bob, '5 Bob Ln, Ogden, UT 84401', true);

    const { part, records, rows } = await runExportHandler(harness.db, onUserExportRequested, ada.userId);

    expect(rows).toBe(1);
    expect(part).toMatchObject({ service: 'documents', userId: ada.userId });
    const { offer_letters, purchase_agreements, objections } = records as Record<string, { id: string }[]>;
    // completing a letter opens the next draft of its property: three letters, all Ada's
    expect(offer_letters!.map((doc) => doc.id)).toEqual(expect.arrayContaining([completed.id, draft.id]));
    expect(offer_letters).toHaveLength(3);
    expect(offer_letters!.find((doc) => doc.id === completed.id)).toMatchObject({
      property_price: '412500.00',
    });
    expect(purchase_agreements).toEqual([]);
    expect(objections).toEqual([]);
    // the draft has no PDF of its own: only the completed letter is rendered into the archive
    expect(part.attachments).toEqual([
      { archivePath: `offer-letters/${completed.id}.pdf`, documentId: completed.id },
    ]);
    expect(JSON.stringify(records)).not.toContain(bobs.id);
    expect(JSON.stringify(records)).not.toContain('Bob Builder');
  });
});
