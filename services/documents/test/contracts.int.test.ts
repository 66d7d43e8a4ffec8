// Replays what the documents service's consumers state they rely on (bff/contracts/documents.contract.json) against
// the real documents service, with the real identity and property services beside it; see docs/contracts.md.
import { DocumentType, ObjectionRemedy } from '@homeward/protos/gen/homeward/documents/v1/documents';
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

const isoDay = (date: Date) => date.toISOString().slice(0, 10);
/** An objection's dates from tomorrow on: today's date differs by time zone, tomorrow is not past anywhere. */
const objectionDates = () => ({
  sent_on: isoDay(new Date(Date.now() + DAY)),
  seller_response_due: isoDay(new Date(Date.now() + 4 * DAY)),
  resolution_deadline: isoDay(new Date(Date.now() + 9 * DAY)),
});

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
    'an unlocked property of the caller, with objection dates': async () => ({
      accessToken: buyer.accessToken,
      values: { property_id: await propertyOfBuyer(false), ...objectionDates() },
    }),
    'a due diligence objection of the caller': async () => {
      const propertyId = await propertyOfBuyer(false);
      const dates = objectionDates();
      const { objection } = await harness.client.createObjection(
        {
          draft: {
            propertyId,
            inspectionId: 'report-1',
            inspectionFileName: 'report.pdf',
            items: [
              {
                findingId: 'issue-1',
                title: 'Zinsco electrical panel',
                severity: 'critical',
                remedy: ObjectionRemedy.OBJECTION_REMEDY_REPAIR,
                costFrom: 2500,
                costTo: 4000,
              },
            ],
            sentOn: dates.sent_on,
            sellerResponseDue: dates.seller_response_due,
            resolutionDeadline: dates.resolution_deadline,
            recipientName: '',
            recipientEmail: '',
            note: '',
          },
        },
        as(),
      );
      return {
        accessToken: buyer.accessToken,
        values: { property_id: propertyId, objection_id: objection!.id, ...dates },
      };
    },
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
