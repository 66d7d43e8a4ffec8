// The provider states the BFF's contracts with documents and tour name (bff/contracts/*.contract.json), set up in
// the BFF's fakes through their seeding API, as each real provider's test/contracts.int.test.ts sets them up in the
// real service. Each state builds its own caller, so no call changes what another reads.
import { DocumentType, ObjectionRemedy } from '@homeward/protos/gen/homeward/documents/v1/documents';
import type { Downstream } from '../downstream';
import {
  FakeCallers,
  isoDateAhead,
  slotAhead,
  tokenOf as token,
  type FakeStates as States,
} from '../fake-callers';

const OFFER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;

const objectionDates = () => ({
  sent_on: isoDateAhead(1),
  seller_response_due: isoDateAhead(4),
  resolution_deadline: isoDateAhead(8),
});

export function documentsStates(downstream: Downstream): States {
  const { documents } = downstream;
  const callers = new FakeCallers(downstream);
  return {
    'a property of the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.activeProperty(caller) } };
    },
    'an unlocked property of the caller': async () => {
      const caller = await callers.signedIn();
      return { ...token(caller), values: { property_id: await callers.unlockedProperty(caller) } };
    },
    'an offer letter draft of the caller': async () => {
      const caller = await callers.signedIn();
      const { propertyId, documentId, dataJson } = await callers.offerLetterDraft(caller);
      return {
        ...token(caller),
        values: { property_id: propertyId, document_id: documentId, data_json: dataJson },
      };
    },
    'a previewed offer letter draft of the caller': async () => {
      const caller = await callers.signedIn();
      const { documentId } = await callers.offerLetterDraft(caller);
      await callers.as(caller, () => documents.savePreview({ id: documentId, documentType: OFFER }));
      return { ...token(caller), values: { document_id: documentId } };
    },
    'a completed offer letter of the caller': async () => {
      const caller = await callers.signedIn();
      const { propertyId, documentId } = await callers.completed(caller, OFFER);
      return { ...token(caller), values: { property_id: propertyId, document_id: documentId } };
    },
    'a completed purchase agreement of the caller': async () => {
      const caller = await callers.signedIn();
      const { propertyId } = await callers.completed(caller, DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT);
      return { ...token(caller), values: { property_id: propertyId } };
    },
    'an unlocked property of the caller, with objection dates': async () => {
      const caller = await callers.signedIn();
      const propertyId = await callers.unlockedProperty(caller);
      return { ...token(caller), values: { property_id: propertyId, ...objectionDates() } };
    },
    'a due diligence objection of the caller': async () => {
      const caller = await callers.signedIn();
      const propertyId = await callers.unlockedProperty(caller);
      const dates = objectionDates();
      const { objection } = await callers.as(caller, () =>
        documents.createObjection({
          draft: {
            propertyId,
            inspectionId: 'report-1',
            inspectionFileName: 'report.pdf',
            items: [
              {
                findingId: 'issue-1',
                title: 'Roof covering at end of life',
                severity: 'major',
                remedy: ObjectionRemedy.OBJECTION_REMEDY_CREDIT,
                costFrom: 8000,
                costTo: 16000,
                creditAmount: 12000,
              },
            ],
            sentOn: dates.sent_on,
            sellerResponseDue: dates.seller_response_due,
            resolutionDeadline: dates.resolution_deadline,
            recipientName: 'Sam Seller',
            recipientEmail: '',
            note: '',
          },
        }),
      );
      return { ...token(caller), values: { property_id: propertyId, objection_id: objection.id, ...dates } };
    },
  };
}

export function tourStates(downstream: Downstream): States {
  const { tour } = downstream;
  const callers = new FakeCallers(downstream);
  const slots = () => [slotAhead(3, '9:30 AM'), slotAhead(4, '4:30 PM')];
  const requestedTour = async () => {
    const caller = await callers.signedIn();
    const propertyId = await callers.unlockedProperty(caller);
    const { tour: scheduled } = await callers.as(caller, () =>
      tour.scheduleTour({
        propertyId,
        timeSlots: slots(),
        contactEmail: 'ann@example.com',
        contactPhone: '',
        contactName: 'Ann Buyer',
      }),
    );
    return { caller, propertyId, tourId: scheduled.id };
  };
  return {
    'a listed property of the caller, and two slots ahead': async () => {
      const caller = await callers.signedIn();
      const [first, second] = slots();
      const propertyId = await callers.unlockedProperty(caller);
      return {
        ...token(caller),
        values: { property_id: propertyId, first_slot: first!, second_slot: second! },
      };
    },
    'a requested tour of the caller': async () => {
      const { caller, propertyId, tourId } = await requestedTour();
      return { ...token(caller), values: { property_id: propertyId, tour_id: tourId } };
    },
    'a confirmed tour of the caller': async () => {
      const { caller, propertyId, tourId } = await requestedTour();
      await tour.confirmTourSlot({ token: tour.tokensOf(tourId)[0]! });
      return { ...token(caller), values: { property_id: propertyId, tour_id: tourId } };
    },
    // The desk has no Homeward account: the link's token is the call's only authority.
    "the confirmation link of a requested tour's first slot": async () => {
      const { tourId } = await requestedTour();
      return { values: { token: tour.tokensOf(tourId)[0]! } };
    },
  };
}
