// RenderPdf on the real services (completed, previewed and draft states of both documents, read back as text), and
// the contract deadlines a completed purchase agreement gives.
import { status } from '@grpc/grpc-js';
import { NON_BINDING_NOTICE, NOT_A_LAW_FIRM } from '@homeward/pdf';
import { readPdf } from '@homeward/testing/src/read-pdf';
import { DocumentType, type Document } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const PURCHASE_AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;

let harness: DocumentsHarness;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_pdfs');
  [ada, bob] = await Promise.all([
    harness.signUp('Ada Lovelace', '8015550134'),
    harness.signUp('Bob Builder'),
  ]);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const dataOf = (document: Document | undefined) => JSON.parse(document!.dataJson) as Data;
// The collapsed text a reader sees (readPdf joins lines with single spaces).
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.UTC(2030, 0, 1) + days * DAY);
const pad = (n: number) => String(n).padStart(2, '0');
const usDate = (date: Date) =>
  `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
const isoDate = (date: Date) => date.toISOString().slice(0, 10);
const inTwoDays = () => usDate(new Date(Date.now() + 2 * DAY));

async function render(buyer: Buyer, document: Document, isPreview: boolean) {
  const answer = await harness.client.renderPdf(
    { id: document.id, documentType: document.documentType, isPreview, ifNoneMatch: '' },
    as(buyer),
  );
  return { fileName: answer.fileName, read: readPdf(Buffer.from(answer.pdf)) };
}

describe('an offer letter PDF', () => {
  let draft: Document;

  beforeAll(async () => {
    const propertyId = await harness.propertyOf(ada, '123 Main St, Salt Lake City, UT 84101', {
      locked: true,
    });
    draft = (await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada)))
      .document!;
    const data = dataOf(draft);
    data.property.price = 412_500;
    // text that looks like layout instructions prints as the buyer typed it
    data.additional_clauses = 'Keep the {"text":"shed","bold":true} and the <b>swing</b>.';
    data.additional = { deadline_date: inTwoDays(), deadline_time: '05:00', deadline_am_pm: 'PM' };
    draft = (
      await harness.client.updateDraft(
        { id: draft.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
        as(ada),
      )
    ).document!;
  }, 60_000);

  it('needs a saved preview for a preview download', async () => {
    const failure = await failureOf(
      harness.client.renderPdf(
        { id: draft.id, documentType: OFFER_LETTER, isPreview: true, ifNoneMatch: '' },
        as(ada),
      ),
    );
    expect(failure.code).toBe(status.FAILED_PRECONDITION);
  });

  it('renders the preview snapshot, marked as a preview, under the spec file name', async () => {
    await harness.client.savePreview({ id: draft.id, documentType: OFFER_LETTER }, as(ada));
    const { fileName, read } = await render(ada, draft, true);
    expect(fileName).toBe(`OfferLetter_${draft.id}.pdf`);
    expect(read.text).toContain('PREVIEW');
    expect(read.text).toContain('Ada Lovelace');
    expect(read.text).toContain('$412,500');
  });

  it('renders the completed letter with its non-binding notice and the text as typed', async () => {
    const { document: completed } = await harness.client.completeDocument(
      { id: draft.id, documentType: OFFER_LETTER },
      as(ada),
    );
    const { read } = await render(ada, completed!, false);
    expect(read.text).not.toContain('PREVIEW');
    expect(words(read.text)).toContain(words(NON_BINDING_NOTICE));
    expect(read.text).toContain('Keep the {"text":"shed","bold":true} and the <b>swing</b>.');
    // Its expiry on Utah's clock, named, and nothing that makes a reply to it binding.
    expect(words(read.text)).toContain(
      `This offer is open until 05:00 PM Mountain Time (America/Denver) on ${inTwoDays()}.`,
    );
    expect(read.text).not.toMatch(/accepts? it in writing/);
  });

  it("is another user's NOT_FOUND", async () => {
    const failure = await failureOf(
      harness.client.renderPdf(
        { id: draft.id, documentType: OFFER_LETTER, isPreview: false, ifNoneMatch: '' },
        as(bob),
      ),
    );
    expect(failure.code).toBe(status.NOT_FOUND);
  });
});

describe('a purchase agreement PDF', () => {
  it('renders a draft as a preview with the not-a-law-firm disclaimer on every page', async () => {
    const propertyId = await harness.propertyOf(bob, '400 State St, Salt Lake City, UT 84111');
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    const { fileName, read } = await render(bob, document!, false);
    expect(fileName).toBe(`PurchaseAgreement_${document!.id}.pdf`);
    expect(read.text).toContain('PREVIEW');
    expect(read.text).toContain('Bob Builder');
    for (const page of read.pages) expect(words(page)).toContain(words(NOT_A_LAW_FIRM));
  });
});

describe('the contract deadlines', () => {
  it('count from Acceptance: rules before it is recorded, then calendar dates at 5:00 PM Mountain Time', async () => {
    const propertyId = await harness.propertyOf(bob, '77 Deadline Dr, Provo, UT 84601');
    const none = await harness.client.listContractDeadlines({ propertyId }, as(bob));
    expect(none).toMatchObject({ purchaseAgreementId: '', deadlines: [] });

    const { document: draft } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    const data = dataOf(draft);
    data.purchase_agreement_date = usDate(new Date());
    data.closing_date = usDate(inDays(45));
    data.conditions = { ...data.conditions, inspection_contingency: { selected: true, days: 14 } };
    data.offer_expiration = { date: inTwoDays(), time: '05:00', am_pm: 'PM' };
    const completeWith = async (id: string, next: typeof data) => {
      await harness.client.updateDraft(
        { id, documentType: PURCHASE_AGREEMENT, dataJson: JSON.stringify(next) },
        as(bob),
      );
      return harness.client.completeDocument({ id, documentType: PURCHASE_AGREEMENT }, as(bob));
    };
    const { nextDraft: next } = await completeWith(draft!.id, data);

    const offered = await harness.client.listContractDeadlines({ propertyId }, as(bob));
    // Not yet accepted: no date counted from the agreement date, only the rule; no financing deadline without
    // the financing condition.
    expect(offered.deadlines.map(({ key, date, basis }) => [key, date, basis])).toEqual([
      ['seller_disclosure', '', '7 days after Acceptance'],
      ['due_diligence', '', '14 days after Acceptance'],
      ['settlement', isoDate(inDays(45)), 'The date chosen'],
    ]);

    // The seller signed today: the buyer records it and finishes the agreement again.
    const accepted = new Date();
    const afterAcceptance = (days: number) => new Date(accepted.getTime() + days * DAY);
    const { document: completed } = await completeWith(next!.id, {
      ...dataOf(next),
      acceptance: { date: usDate(accepted) },
    });
    const { purchaseAgreementId, deadlines } = await harness.client.listContractDeadlines(
      { propertyId },
      as(bob),
    );
    expect(purchaseAgreementId).toBe(completed!.id);
    const byKey = Object.fromEntries(deadlines.map((deadline) => [deadline.key, deadline]));
    expect(byKey.due_diligence).toMatchObject({
      date: isoDate(afterAcceptance(14)),
      time: '5:00 PM',
      timeZone: 'America/Denver',
      applies: true,
      basis: `14 days after Acceptance (${usDate(accepted)})`,
    });
    expect(byKey.seller_disclosure).toMatchObject({ date: isoDate(afterAcceptance(7)) });
    expect(byKey.settlement).toMatchObject({ date: isoDate(inDays(45)), applies: true });

    // another user's property has none to show
    expect(await harness.client.listContractDeadlines({ propertyId }, as(ada))).toMatchObject({
      purchaseAgreementId: '',
      deadlines: [],
    });
  });
});
