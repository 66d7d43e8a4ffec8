// Drafts from first opening to completion on the real identity, property service, PostgreSQL and broker: the
// prefill (property + the buyer's profile through identity), one draft per property and user, autosave, preview,
// completion with the next draft, listing, deletion, and every refusal.
import { status } from '@grpc/grpc-js';
import { DocumentCompleted } from '@homeward/protos/gen/homeward/documents/v1/events';
import { DocumentType, type Document } from '@homeward/protos/gen/homeward/documents/v1/documents';
import { transferTaxDefault } from '@homeward/document-definitions';
import { PropertyDeleted } from '@homeward/protos/gen/homeward/property/v1/events';
import { topics } from '@homeward/protos/topics';
import {
  collectTestMessages,
  grpcFailureOf as failureOf,
  startTestPublisher,
  waitFor,
  type Collector,
} from '@homeward/testing';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const OFFER_LETTER = DocumentType.DOCUMENT_TYPE_OFFER_LETTER;
const PURCHASE_AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;

let harness: DocumentsHarness;
let collector: Collector;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  // Each group join costs a rebalance on the mock broker; pay for both at once.
  [harness, collector] = await Promise.all([
    startDocumentsHarness('documents_drafts'),
    collectTestMessages('documents-drafts', ['document.completed']),
  ]);
  [ada, bob] = await Promise.all([
    harness.signUp('Ada Lovelace', '801-555-0134'),
    harness.signUp('Bob Builder'),
  ]);
}, 120_000);

afterAll(async () => {
  await collector?.stop();
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });
// The data is whatever JSON the editor sends; the tests reach into it freely.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Data = Record<string, any>;
const dataOf = (document: Document | undefined) => JSON.parse(document!.dataJson) as Data;

function tomorrow(): string {
  const date = new Date(Date.now() + 2 * 86_400_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCMonth() + 1)}/${pad(date.getUTCDate())}/${date.getUTCFullYear()}`;
}

describe('an offer letter draft', () => {
  let propertyId: string;

  beforeAll(async () => {
    propertyId = await harness.propertyOf(ada, '123 Main St, Salt Lake City, UT 84101', { locked: true });
  }, 60_000);

  it('is created once per property and user, prefilled from the property and the buyer profile', async () => {
    const first = await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada));
    expect(first.created).toBe(true);
    expect(first.document).toMatchObject({
      propertyId,
      documentType: OFFER_LETTER,
      countNumber: 1,
      completed: false,
    });
    const data = dataOf(first.document);
    // the buyer from identity's profile, then the second fixed buyer section
    expect(data.buyers).toEqual([{ name: 'Ada Lovelace', phone: '(801) 555-0134', email: ada.email }, {}]);
    const { property } = await harness.properties.getProperty({ propertyId }, as(ada));
    expect(data.property.address).toEqual({
      street: property!.address!.street,
      city: property!.address!.city,
      zip_code: property!.address!.zipCode,
      state: property!.address!.state,
    });
    expect(data.property.address.state).toBe('UT');

    const again = await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada));
    expect(again.created).toBe(false);
    expect(again.document!.id).toBe(first.document!.id);
  });

  it('is created once even when the editor asks twice at the same moment', async () => {
    const other = await harness.propertyOf(ada, '9 Race Rd, Provo, UT 84601', { locked: true });
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        harness.client.getOrCreateDraft({ propertyId: other, documentType: OFFER_LETTER }, as(ada)),
      ),
    );
    expect(new Set(answers.map((answer) => answer.document!.id)).size).toBe(1);
    expect(answers.filter((answer) => answer.created)).toHaveLength(1);
  });

  it('autosaves the data but keeps the property address parts the editor shows disabled', async () => {
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const data: Data = dataOf(document);
    data.property.price = 415000;
    data.property.address.city = 'Elsewhere';
    data.additional_clauses = 'Seller leaves the shed.';
    const { document: saved } = await harness.client.updateDraft(
      { id: document!.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
      as(ada),
    );
    expect(saved!.propertyPrice).toBe(415000);
    expect(dataOf(saved).additional_clauses).toBe('Seller leaves the shed.');
    expect(dataOf(saved).property.address.city).toBe(dataOf(document).property.address.city);

    const { document: read } = await harness.client.getDocument(
      { id: document!.id, documentType: OFFER_LETTER },
      as(ada),
    );
    expect(dataOf(read)).toEqual(dataOf(saved));
  });

  it('refuses data that is not a JSON object, by the field data_json', async () => {
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    for (const dataJson of ['{not json', '[1,2]', 'null']) {
      const failure = await failureOf(
        harness.client.updateDraft({ id: document!.id, documentType: OFFER_LETTER, dataJson }, as(ada)),
      );
      expect(failure.code).toBe(status.INVALID_ARGUMENT);
      expect(Object.keys(failure.fields ?? {})).toEqual(['data_json']);
    }
  });

  it('is previewed without completing it', async () => {
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const { document: previewed } = await harness.client.savePreview(
      { id: document!.id, documentType: OFFER_LETTER },
      as(ada),
    );
    expect(previewed).toMatchObject({ completed: false, completedAt: '' });
    expect(previewed!.snapshot).toBeUndefined();
    expect(previewed!.previewSnapshot).toMatchObject({ template: 'offer-letter' });
    expect(JSON.parse(previewed!.previewSnapshot!.prefilledDataJson)).toEqual(dataOf(document));
    expect(previewed!.previewSnapshot!.prefilledTemplate).toContain('Ada Lovelace');
    expect(previewed!.previewSnapshot!.prefilledTemplate).toContain('Seller leaves the shed.');
  });

  it('is completed only with its offer expiration, then the editor gets the next draft', async () => {
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const refused = await failureOf(
      harness.client.completeDocument({ id: document!.id, documentType: OFFER_LETTER }, as(ada)),
    );
    expect(refused.code).toBe(status.INVALID_ARGUMENT);
    expect(Object.keys(refused.fields ?? {})).toEqual(
      expect.arrayContaining(['additional.deadline_date', 'additional.deadline_time']),
    );

    const data: Data = dataOf(document);
    data.additional = { deadline_date: tomorrow(), deadline_time: '05:00', deadline_am_pm: 'PM' };
    await harness.client.updateDraft(
      { id: document!.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
      as(ada),
    );
    const { document: completed, nextDraft } = await harness.client.completeDocument(
      { id: document!.id, documentType: OFFER_LETTER },
      as(ada),
    );
    expect(completed).toMatchObject({ id: document!.id, completed: true, countNumber: 1 });
    expect(completed!.snapshot).toMatchObject({ template: 'offer-letter' });
    expect(JSON.parse(completed!.snapshot!.prefilledDataJson)).toEqual(data);
    expect(nextDraft).toMatchObject({ completed: false, countNumber: 2, propertyId });
    expect(nextDraft!.id).not.toBe(document!.id);
    expect(dataOf(nextDraft)).toEqual(data);
    expect(nextDraft!.snapshot).toBeUndefined();
    expect(nextDraft!.previewSnapshot).toBeUndefined();

    // the editor reopens on the new draft; the completed one no longer takes autosaves or a second completion
    const reopened = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    expect(reopened.document!.id).toBe(nextDraft!.id);
    for (const call of [
      () =>
        harness.client.updateDraft(
          { id: completed!.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
          as(ada),
        ),
      () => harness.client.completeDocument({ id: completed!.id, documentType: OFFER_LETTER }, as(ada)),
    ]) {
      expect((await failureOf(call())).code).toBe(status.FAILED_PRECONDITION);
    }

    const event = await waitFor(
      () => collector.on('document.completed').find((message) => message.key === completed!.id),
      { message: 'document.completed on the broker', timeoutMs: 30_000 },
    );
    expect(DocumentCompleted.decode(event.value!)).toMatchObject({
      documentId: completed!.id,
      documentType: OFFER_LETTER,
      propertyId,
      ownerId: ada.userId,
      countNumber: 1,
    });

    const { documents } = await harness.client.listDocuments({ propertyId, documentType: 0 }, as(ada));
    expect(documents.map((listed) => [listed.id, listed.completed])).toEqual([
      [nextDraft!.id, false],
      [completed!.id, true],
    ]);
  });

  it('is summarized for the property cards: completed and a draft for its owner, nothing for another user', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const { summaries } = await harness.client.summarizeDocuments(
      { propertyIds: [propertyId, unknown, 'sample', propertyId] },
      as(ada),
    );
    expect(summaries).toEqual([
      {
        propertyId,
        hasCompletedOfferLetter: true,
        hasOfferLetterDraft: true,
        hasCompletedPurchaseAgreement: false,
        hasPurchaseAgreementDraft: false,
      },
      ...[unknown, 'sample'].map((id) => ({
        propertyId: id,
        hasCompletedOfferLetter: false,
        hasOfferLetterDraft: false,
        hasCompletedPurchaseAgreement: false,
        hasPurchaseAgreementDraft: false,
      })),
    ]);

    const asBob = await harness.client.summarizeDocuments({ propertyIds: [propertyId] }, as(bob));
    expect(asBob.summaries).toEqual([
      {
        propertyId,
        hasCompletedOfferLetter: false,
        hasOfferLetterDraft: false,
        hasCompletedPurchaseAgreement: false,
        hasPurchaseAgreementDraft: false,
      },
    ]);

    const tooMany = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    );
    const refused = await failureOf(harness.client.summarizeDocuments({ propertyIds: tooMany }, as(ada)));
    expect(refused.code).toBe(status.INVALID_ARGUMENT);
    expect(Object.keys(refused.fields ?? {})).toEqual(['property_ids']);
  });

  it('is completed once when two completions race (the other is FAILED_PRECONDITION)', async () => {
    const other = await harness.propertyOf(ada, '31 Twice Ct, Orem, UT 84057', { locked: true });
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId: other, documentType: OFFER_LETTER },
      as(ada),
    );
    const data: Data = dataOf(document);
    data.additional = { deadline_date: tomorrow(), deadline_time: '09:30', deadline_am_pm: 'AM' };
    await harness.client.updateDraft(
      { id: document!.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
      as(ada),
    );
    const key = { id: document!.id, documentType: OFFER_LETTER };
    const outcomes = await Promise.allSettled([
      harness.client.completeDocument(key, as(ada)),
      harness.client.completeDocument(key, as(ada)),
    ]);
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const rejected = outcomes.find((outcome) => outcome.status === 'rejected');
    expect((rejected as PromiseRejectedResult).reason.code).toBe(status.FAILED_PRECONDITION);
    const { documents } = await harness.client.listDocuments(
      { propertyId: other, documentType: OFFER_LETTER },
      as(ada),
    );
    expect(documents.map((listed) => [listed.completed, listed.countNumber])).toEqual([
      [false, 2],
      [true, 1],
    ]);
  });

  it("is another user's NOT_FOUND, for the document and for the property", async () => {
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const key = { id: document!.id, documentType: OFFER_LETTER };
    for (const call of [
      () => harness.client.getDocument(key, as(bob)),
      () => harness.client.updateDraft({ ...key, dataJson: '{}' }, as(bob)),
      () => harness.client.savePreview(key, as(bob)),
      () => harness.client.completeDocument(key, as(bob)),
      () => harness.client.deleteDocument(key, as(bob)),
      () => harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(bob)),
    ]) {
      expect((await failureOf(call())).code).toBe(status.NOT_FOUND);
    }
    expect((await harness.client.listDocuments({ propertyId, documentType: 0 }, as(bob))).documents).toEqual(
      [],
    );
    // a document id asked for as the other kind names no document either
    expect(
      (await failureOf(harness.client.getDocument({ ...key, documentType: PURCHASE_AGREEMENT }, as(ada))))
        .code,
    ).toBe(status.NOT_FOUND);
  });

  it('is deleted by its owner', async () => {
    const other = await harness.propertyOf(ada, '77 Delete Ave, Ogden, UT 84401', { locked: true });
    const { document } = await harness.client.getOrCreateDraft(
      { propertyId: other, documentType: OFFER_LETTER },
      as(ada),
    );
    const key = { id: document!.id, documentType: OFFER_LETTER };
    await harness.client.deleteDocument(key, as(ada));
    expect((await failureOf(harness.client.getDocument(key, as(ada)))).code).toBe(status.NOT_FOUND);
    expect((await failureOf(harness.client.deleteDocument(key, as(ada)))).code).toBe(status.NOT_FOUND);
  });
});

describe('a purchase agreement draft', () => {
  it('is refused while the property is locked (409 at the BFF) and prefilled once it is unlocked', async () => {
    const propertyId = await harness.propertyOf(bob, '400 State St, Salt Lake City, UT 84111', {
      locked: true,
    });
    const refused = await failureOf(
      harness.client.getOrCreateDraft({ propertyId, documentType: PURCHASE_AGREEMENT }, as(bob)),
    );
    expect(refused).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'Unlock this property to write a purchase agreement.',
    });

    await harness.unlock(bob, propertyId);
    const { document, created } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    expect(created).toBe(true);
    const data = dataOf(document);
    expect(data.buyers).toEqual([{ name: 'Bob Builder', email: bob.email }, {}]);
    expect(data.property.address).toMatchObject({ state: 'UT' });
    // Utah has no transfer tax: a Utah draft names no one to pay one.
    expect(transferTaxDefault('UT').hasTax).toBe(false);
    expect(data.costs_and_duties?.transfer_tax?.paid_by).toBeUndefined();

    const { summaries } = await harness.client.summarizeDocuments({ propertyIds: [propertyId] }, as(bob));
    expect(summaries[0]).toMatchObject({
      hasPurchaseAgreementDraft: true,
      hasCompletedPurchaseAgreement: false,
    });
  });
});

describe('a purchase agreement autosave', () => {
  let draft: Document;
  const save = (data: Data, buyer = bob) =>
    harness.client.updateDraft(
      { id: draft.id, documentType: PURCHASE_AGREEMENT, dataJson: JSON.stringify(data) },
      as(buyer),
    );

  beforeAll(async () => {
    const propertyId = await harness.propertyOf(bob, '12 Agreement Ave, Sacramento, CA 95814');
    draft = (await harness.client.getOrCreateDraft({ propertyId, documentType: PURCHASE_AGREEMENT }, as(bob)))
      .document!;
  }, 60_000);

  it('forces the finance contingency with an FHA loan and says so', async () => {
    const data: Data = dataOf(draft);
    data.financing = { required: true, type: 'FHA loan' };
    data.conditions = { ...data.conditions, finance_contingency: { selected: false } };
    const { document } = await save(data);
    expect(dataOf(document).conditions.finance_contingency.selected).toBe(true);
    expect(document!.forcedFields).toContain('conditions.finance_contingency.selected');
    expect(document!.disabledFields).toEqual(
      expect.arrayContaining(['conditions.finance_contingency.selected', 'property.address.street']),
    );
  });

  it('keeps no finance condition in a cash purchase: a buyer who ticked it and switches to cash saves without it', async () => {
    const data: Data = dataOf(draft);
    const financed = await save({
      ...data,
      financing: { required: true, type: 'Conventional Loan' },
      loan: { required_financing_amount: 250000 },
      conditions: { ...data.conditions, finance_contingency: { selected: true } },
    });
    expect(dataOf(financed.document).conditions.finance_contingency).toEqual({ selected: true });
    const cash: Data = dataOf(financed.document);
    cash.financing = { required: false };
    const { document } = await save(cash);
    expect(dataOf(document).conditions.finance_contingency).toBeUndefined();
    expect(dataOf(document).loan).toBeUndefined();
    expect(document!.hiddenFields).toEqual(
      expect.arrayContaining(['conditions.finance_contingency.selected', 'loan.required_financing_amount']),
    );
  });

  it('drops the value of a hidden field (the warranty provider in California)', async () => {
    const data: Data = dataOf(draft);
    data.costs_and_duties = {
      ...data.costs_and_duties,
      home_warranty: { included: true, paid_by: 'seller', max_cost: 650, provider_name: 'Acme Warranty' },
    };
    const { document } = await save(data);
    expect(dataOf(document).costs_and_duties.home_warranty).toEqual({
      included: true,
      paid_by: 'seller',
      max_cost: 650,
    });
    expect(document!.hiddenFields).toContain('costs_and_duties.home_warranty.provider_name');
  });

  it('refuses a date before today and text over its bound, by their data paths', async () => {
    const data: Data = dataOf(draft);
    for (const [change, path] of [
      [{ closing_date: '01/02/2020' }, 'closing_date'],
      [{ additional_clauses: 'x'.repeat(5_001) }, 'additional_clauses'],
      [{ additional_clauses: 'x'.repeat(20_000) }, 'additional_clauses'],
    ] as const) {
      const refused = await failureOf(save({ ...data, ...change }));
      expect(refused.code).toBe(status.INVALID_ARGUMENT);
      expect(Object.keys(refused.fields ?? {})).toEqual([path]);
    }
    const { document } = await harness.client.getDocument(
      { id: draft.id, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    expect(dataOf(document).closing_date).toBeUndefined();
  });

  it('refuses a deadline that would fall on or after settlement, on the field that sets it', async () => {
    const data: Data = dataOf(draft);
    const closing = new Date(Date.now() + 20 * 86_400_000);
    const closingDate = `${String(closing.getUTCMonth() + 1).padStart(2, '0')}/${String(closing.getUTCDate()).padStart(2, '0')}/${closing.getUTCFullYear()}`;
    const refused = await failureOf(
      save({
        ...data,
        closing_date: closingDate,
        financing: { required: true },
        conditions: { ...data.conditions, finance_contingency: { selected: true } },
        deadlines: { ...data.deadlines, financing_appraisal_days: 30 },
      }),
    );
    expect(refused.code).toBe(status.INVALID_ARGUMENT);
    expect(Object.keys(refused.fields ?? {})).toEqual(['deadlines.financing_appraisal_days']);
    expect(refused.fields?.['deadlines.financing_appraisal_days']).toMatch(/must come before settlement/);
    // Fewer days than the time to settlement hold.
    const { document } = await save({
      ...data,
      closing_date: closingDate,
      financing: { required: true },
      conditions: { ...data.conditions, finance_contingency: { selected: true } },
      deadlines: { ...data.deadlines, financing_appraisal_days: 15 },
    });
    expect(dataOf(document).deadlines.financing_appraisal_days).toBe(15);
  });
});

describe('a deleted property', () => {
  const listed = async (propertyId: string) =>
    (await harness.client.listDocuments({ propertyId, documentType: 0 }, as(ada))).documents;

  it("takes its owner's offer letters with it (property.deleted), drafts and completed ones", async () => {
    const propertyId = await harness.propertyOf(ada, '5 Gone Ln, Logan, UT 84321', { locked: true });
    const letter = await harness.client.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada));
    const data: Data = dataOf(letter.document);
    data.additional = { deadline_date: tomorrow(), deadline_time: '10:00', deadline_am_pm: 'AM' };
    await harness.client.updateDraft(
      { id: letter.document!.id, documentType: OFFER_LETTER, dataJson: JSON.stringify(data) },
      as(ada),
    );
    await harness.client.completeDocument({ id: letter.document!.id, documentType: OFFER_LETTER }, as(ada));
    expect(await listed(propertyId)).toHaveLength(2);

    await harness.properties.deleteProperty({ propertyId }, as(ada));
    await waitFor(async () => (await listed(propertyId)).length === 0, {
      message: "the deleted property's documents gone",
      timeoutMs: 30_000,
    });
  });

  it("takes its purchase agreements too, and only that owner's", async () => {
    // property refuses to delete an unlocked property, so the event is published as property would publish it
    const propertyId = await harness.propertyOf(ada, '6 Gone Ln, Logan, UT 84321');
    const agreement = await harness.client.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(ada),
    );
    const publisher = await startTestPublisher('homeward/property');
    const deletedAs = (ownerId: string) =>
      publisher.publish(
        topics.propertyDeleted,
        propertyId,
        PropertyDeleted.fromPartial({ propertyId, ownerId, occurredAt: new Date().toISOString() }),
      );
    try {
      // an event naming another owner deletes nothing of ada's (the inbox shows it was handled)
      const strangers = await deletedAs(bob.userId);
      await waitFor(async () => (await harness.db('inbox').where({ event_id: strangers })).length === 1, {
        message: "bob's property.deleted handled",
        timeoutMs: 30_000,
      });
      expect(await listed(propertyId)).toHaveLength(1);
      await deletedAs(ada.userId);
    } finally {
      await publisher.stop();
    }
    await waitFor(async () => (await listed(propertyId)).length === 0, {
      message: "the deleted property's agreement gone",
      timeoutMs: 30_000,
    });
    expect(
      (
        await failureOf(
          harness.client.getDocument(
            { id: agreement.document!.id, documentType: PURCHASE_AGREEMENT },
            as(ada),
          ),
        )
      ).code,
    ).toBe(status.NOT_FOUND);
  });
});

describe('identity being down', () => {
  it('stops a new draft (UNAVAILABLE, nothing stored) but not an existing one', async () => {
    // a port nothing listens on: identity is unreachable for this documents service
    const cut = await harness.startDocuments({
      IDENTITY_GRPC_ADDR: '127.0.0.1:1',
      IDENTITY_GRPC_DEADLINE_MS: '500',
    });
    const propertyId = await harness.propertyOf(ada, '8 Offline Way, Lehi, UT 84043', { locked: true });
    const failure = await failureOf(
      cut.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada)),
    );
    expect(failure).toMatchObject({
      code: status.UNAVAILABLE,
      details: 'The account service is unavailable. Please try again.',
    });
    expect((await cut.listDocuments({ propertyId, documentType: 0 }, as(ada))).documents).toEqual([]);

    const { document } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: OFFER_LETTER },
      as(ada),
    );
    const again = await cut.getOrCreateDraft({ propertyId, documentType: OFFER_LETTER }, as(ada));
    expect(again).toMatchObject({ created: false, document: { id: document!.id } });
  });
});

describe('the requests', () => {
  it('name a missing document type and id by their proto field names', async () => {
    expect(
      await failureOf(harness.client.getDocument({ id: crypto.randomUUID(), documentType: 0 }, as(ada))),
    ).toMatchObject({ code: status.INVALID_ARGUMENT, fields: { document_type: 'Invalid document type' } });
    expect(
      await failureOf(harness.client.getDocument({ id: '', documentType: OFFER_LETTER }, as(ada))),
    ).toMatchObject({ code: status.INVALID_ARGUMENT, fields: { id: 'A document id is required' } });
  });

  it('answer NOT_FOUND for an id that is not a UUID, and list nothing for the sample property', async () => {
    expect(
      (await failureOf(harness.client.getDocument({ id: 'nope', documentType: OFFER_LETTER }, as(ada)))).code,
    ).toBe(status.NOT_FOUND);
    expect(
      (await harness.client.listDocuments({ propertyId: 'sample', documentType: 0 }, as(ada))).documents,
    ).toEqual([]);
  });

  it('are refused without an access token', async () => {
    const failure = await failureOf(
      harness.client.getDocument({ id: crypto.randomUUID(), documentType: OFFER_LETTER }),
    );
    expect(failure.code).toBe(status.UNAUTHENTICATED);
  });
});
