// Replays what the documents service's consumers state they rely on (bff/contracts/documents.contract.json) against
// the real documents service, with the real identity and property services beside it; see docs/contracts.md.
import { DocumentType } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { verifyConsumers } from '@homeward/testing/src/contracts';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const PURCHASE_AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;

let harness: DocumentsHarness;
/**
 * One buyer for every state (a real identity account: the prefill asks identity for their profile, and signing up
 * is most of a state's cost); each state gives them a property of its own, so no expectation sees another's documents.
 */
let buyer: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_contracts');
  buyer = await harness.signUp('Ada Lovelace', '801-555-0134');
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const DAY = 86_400_000;
const usDate = (date: Date) =>
  `${String(date.getUTCMonth() + 1).padStart(2, '0')}/${String(date.getUTCDate()).padStart(2, '0')}/${date.getUTCFullYear()}`;
const inTwoDays = () => usDate(new Date(Date.now() + 2 * DAY));

let addresses = 0;
/** Offer letters need no unlock; purchase agreements do. A new street number each, for a new property. */
async function propertyOfBuyer(locked: boolean): Promise<string> {
  addresses += 1;
  return harness.propertyOf(buyer, `${100 + addresses} Main St, Salt Lake City, UT 84101`, { locked });
}

const as = () => ({ accessToken: buyer.accessToken });

/** The caller's offer letter draft with what completing it needs (its offer expiration), as the editor saves it. */
async function offerLetterDraft() {
  const propertyId = await propertyOfBuyer(true);
  const { document } = await harness.client.getOrCreateDraft(
    { propertyId, documentType: OFFER_LETTER },
    as(),
  );
  const data = JSON.parse(document!.dataJson) as Record<string, unknown>;
  data.additional = { deadline_date: inTwoDays(), deadline_time: '05:00', deadline_am_pm: 'PM' };
  const dataJson = JSON.stringify(data);
  await harness.client.updateDraft({ id: document!.id, documentType: OFFER_LETTER, dataJson }, as());
  return { propertyId, documentId: document!.id, dataJson };
}

async function completedOfferLetter() {
  const { propertyId, documentId } = await offerLetterDraft();
  await harness.client.completeDocument({ id: documentId, documentType: OFFER_LETTER }, as());
  return { accessToken: buyer.accessToken, values: { property_id: propertyId, document_id: documentId } };
}

verifyConsumers({
  provider: 'documents',
  address: () => harness.address,
  states: {
    'a property of the caller': async () => ({
      accessToken: buyer.accessToken,
      values: { property_id: await propertyOfBuyer(true) },
    }),
    'an unlocked property of the caller': async () => ({
      accessToken: buyer.accessToken,
      values: { property_id: await propertyOfBuyer(false) },
    }),
    'an offer letter draft of the caller': async () => {
      const { propertyId, documentId, dataJson } = await offerLetterDraft();
      return {
        accessToken: buyer.accessToken,
        values: { property_id: propertyId, document_id: documentId, data_json: dataJson },
      };
    },
    'a previewed offer letter draft of the caller': async () => {
      const { documentId } = await offerLetterDraft();
      await harness.client.savePreview({ id: documentId, documentType: OFFER_LETTER }, as());
      return { accessToken: buyer.accessToken, values: { document_id: documentId } };
    },
    'a completed offer letter of the caller': completedOfferLetter,
    'a completed purchase agreement of the caller': async () => {
      const propertyId = await propertyOfBuyer(false);
      const { document } = await harness.client.getOrCreateDraft(
        { propertyId, documentType: PURCHASE_AGREEMENT },
        as(),
      );
      const data = JSON.parse(document!.dataJson) as Record<string, Record<string, unknown>>;
      const start = new Date(Date.UTC(2030, 0, 1));
      data.purchase_agreement_date = usDate(start) as never;
      data.closing_date = usDate(new Date(start.getTime() + 45 * DAY)) as never;
      data.conditions = { ...data.conditions, inspection_contingency: { selected: true, days: 14 } };
      data.offer_expiration = { date: inTwoDays(), time: '05:00', am_pm: 'PM' };
      const key = { id: document!.id, documentType: PURCHASE_AGREEMENT };
      await harness.client.updateDraft({ ...key, dataJson: JSON.stringify(data) }, as());
      await harness.client.completeDocument(key, as());
      return { accessToken: buyer.accessToken, values: { property_id: propertyId } };
    },
  },
});
