// The due-diligence objection on the real services (issue 24): written on an unlocked property only, its values
// checked, scoped to its writer, printed with the not-a-law-firm notice on every page, and its dates following the
// agreement's deadlines on the property's timeline; against a completed Utah agreement it must be sent by the
// agreement's Due Diligence Deadline and names the agreement's parties.
import { status } from '@grpc/grpc-js';
import { OBJECTION_NOT_A_LAW_FIRM } from '@homeward/pdf';
import { readPdf } from '@homeward/testing/src/read-pdf';
import {
  DocumentType,
  ObjectionRemedy,
  type ObjectionDraft,
} from '@homeward/protos/gen/homeward/documents/v1/documents';
import { grpcFailureOf as failureOf } from '@homeward/testing';
import { startDocumentsHarness, type Buyer, type DocumentsHarness } from './support/harness';

const PURCHASE_AGREEMENT = DocumentType.DOCUMENT_TYPE_PURCHASE_AGREEMENT;
const DAY = 86_400_000;

let harness: DocumentsHarness;
let ada: Buyer;
let bob: Buyer;

beforeAll(async () => {
  harness = await startDocumentsHarness('documents_objections');
  [ada, bob] = await Promise.all([harness.signUp('Ada Lovelace'), harness.signUp('Bob Builder')]);
}, 120_000);

afterAll(async () => {
  await harness?.stop();
});

const as = (buyer: Buyer) => ({ accessToken: buyer.accessToken });
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const fromNow = (days: number) => isoDay(new Date(Date.now() + days * DAY));
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;

const PANEL = {
  findingId: 'issue-panel',
  title: 'Zinsco electrical panel',
  severity: 'critical',
  remedy: ObjectionRemedy.OBJECTION_REMEDY_REPAIR,
  costFrom: 2500,
  costTo: 4000,
};
const ROOF = {
  findingId: 'issue-roof',
  title: 'Roof covering at end of life',
  severity: 'major',
  remedy: ObjectionRemedy.OBJECTION_REMEDY_CREDIT,
  costFrom: 8000,
  costTo: 16000,
  creditAmount: 12000,
};

/** An objection from tomorrow on (tomorrow has not passed in any US time zone). */
const draftFor = (propertyId: string, overrides: Partial<ObjectionDraft> = {}): ObjectionDraft => ({
  propertyId,
  inspectionId: 'report-1',
  inspectionFileName: 'maple-ridge.pdf',
  items: [PANEL, ROOF],
  sentOn: fromNow(1),
  sellerResponseDue: fromNow(4),
  resolutionDeadline: fromNow(9),
  recipientName: 'Sam Agent',
  recipientEmail: 'sam.agent@example.com',
  note: '',
  ...overrides,
});

describe('the due-diligence objection', () => {
  it('is only for an unlocked property of the caller', async () => {
    const locked = await harness.propertyOf(ada, '10 Locked Ln, Provo, UT 84601', { locked: true });
    const refused = await failureOf(harness.client.createObjection({ draft: draftFor(locked) }, as(ada)));
    expect(refused).toMatchObject({
      code: status.FAILED_PRECONDITION,
      details: 'Unlock this property to write a due diligence objection.',
    });
    const adas = await harness.propertyOf(ada, '11 Open Ln, Provo, UT 84601');
    expect(await failureOf(harness.client.createObjection({ draft: draftFor(adas) }, as(bob)))).toMatchObject(
      { code: status.NOT_FOUND },
    );
  });

  it('refuses bad values, each named by its field', async () => {
    const propertyId = await harness.propertyOf(ada, '12 Check St, Provo, UT 84601');
    const bad = await failureOf(
      harness.client.createObjection(
        {
          draft: draftFor(propertyId, {
            items: [
              { ...ROOF, creditAmount: undefined },
              { ...PANEL, costFrom: 5000, costTo: 100 },
            ],
            sentOn: fromNow(-3),
            sellerResponseDue: fromNow(-3),
            resolutionDeadline: 'not a date',
            recipientEmail: 'not an address',
          }),
        },
        as(ada),
      ),
    );
    expect(bad.code).toBe(status.INVALID_ARGUMENT);
    expect(bad.fields).toEqual({
      'draft.items.0.credit_amount': 'Enter the credit you ask for (more than $0).',
      'draft.items.1.cost_from': 'The low estimate cannot be above the high one.',
      'draft.resolution_deadline': 'Enter a date.',
      'draft.recipient_email': 'Enter a valid e-mail address, or leave it empty.',
    });

    const order = await failureOf(
      harness.client.createObjection(
        {
          draft: draftFor(propertyId, {
            sentOn: fromNow(-3),
            sellerResponseDue: fromNow(5),
            resolutionDeadline: fromNow(5),
          }),
        },
        as(ada),
      ),
    );
    expect(order.fields).toEqual({
      'draft.sent_on': 'The objection cannot be sent on a date that has passed.',
      'draft.resolution_deadline': "The resolution deadline must come after the seller's response is due.",
    });
    const none = await failureOf(
      harness.client.createObjection({ draft: draftFor(propertyId, { items: [] }) }, as(ada)),
    );
    expect(none.fields).toEqual({ 'draft.items': 'Choose at least one finding to object to.' });
    expect((await harness.client.listObjections({ propertyId }, as(ada))).objections).toEqual([]);
  });

  it("is written, listed, printed and put on the property's timeline for its writer alone", async () => {
    const propertyId = await harness.propertyOf(ada, '13 Written Way, Provo, UT 84601');
    const { objection } = await harness.client.createObjection({ draft: draftFor(propertyId) }, as(ada));
    expect(objection).toMatchObject({
      draft: { propertyId, items: [PANEL, ROOF], sentOn: fromNow(1), recipientName: 'Sam Agent' },
      time: '5:00 PM',
      timeZone: 'America/Denver',
      state: 'UT',
      // No agreement completed in Homeward: the caller's own name, no agreement to refer to.
      buyerNames: ['Ada Lovelace'],
      purchaseAgreementId: '',
    });
    expect(objection!.propertyAddress).toContain('13 Written Way');
    expect(objection!.emailSubject).toBe(`Due diligence objection: ${objection!.propertyAddress}`);
    const body = objection!.emailBody;
    expect(body).toMatch(/^Dear Sam Agent,/);
    expect(body).toContain('Section 8.1');
    expect(body).toContain(
      "1. Zinsco electrical panel (critical; estimated $2,500 to $4,000): repair before settlement by licensed contractors, at the Seller's expense",
    );
    expect(body).toContain(
      '2. Roof covering at end of life (major; estimated $8,000 to $16,000): a credit to the Buyer of $12,000',
    );
    expect(body).toContain(`Please respond in writing by ${usDate(fromNow(4))} at 5:00 PM Mountain Time`);
    expect(body).toContain(`until ${usDate(fromNow(9))} at 5:00 PM Mountain Time`);
    expect(body).toMatch(/Sincerely,\nAda Lovelace$/);

    const listed = await harness.client.listObjections({ propertyId }, as(ada));
    expect(listed.objections.map((o) => o.id)).toEqual([objection!.id]);
    expect((await harness.client.listObjections({ propertyId }, as(bob))).objections).toEqual([]);
    expect(await failureOf(harness.client.getObjection({ id: objection!.id }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
    });

    const timeline = await harness.client.listContractDeadlines({ propertyId }, as(ada));
    expect(timeline.purchaseAgreementId).toBe('');
    expect(timeline.objectionId).toBe(objection!.id);
    expect(timeline.objectionDeadlines.map(({ key, date }) => [key, date])).toEqual([
      ['objection_sent', fromNow(1)],
      ['seller_response', fromNow(4)],
      ['resolution', fromNow(9)],
    ]);
    expect((await harness.client.listContractDeadlines({ propertyId }, as(bob))).objectionDeadlines).toEqual(
      [],
    );

    const { pdf, fileName } = await harness.client.renderObjectionPdf({ id: objection!.id }, as(ada));
    expect(fileName).toBe(`DueDiligenceObjection_${objection!.id}.pdf`);
    const read = readPdf(Buffer.from(pdf));
    read.pages.forEach((page) => expect(page).toContain(OBJECTION_NOT_A_LAW_FIRM));
    expect(read.text).toContain('Zinsco electrical panel');
    expect(read.text).toContain('Credit of $12,000');
    expect(await failureOf(harness.client.renderObjectionPdf({ id: objection!.id }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
    });

    expect(await failureOf(harness.client.deleteObjection({ id: objection!.id }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
    });
    await harness.client.deleteObjection({ id: objection!.id }, as(ada));
    expect((await harness.client.listObjections({ propertyId }, as(ada))).objections).toEqual([]);
    expect((await harness.client.listContractDeadlines({ propertyId }, as(ada))).objectionId).toBe('');
  });

  it('is edited by its writer alone, by the rules it was written by; its texts and timeline follow', async () => {
    const propertyId = await harness.propertyOf(ada, '15 Edited Ct, Provo, UT 84601');
    const { objection } = await harness.client.createObjection({ draft: draftFor(propertyId) }, as(ada));
    const id = objection!.id;
    expect(objection!.updatedAt).toBe('');

    const changed = draftFor('', {
      items: [
        { ...PANEL, remedy: ObjectionRemedy.OBJECTION_REMEDY_CREDIT, costTo: 5000, creditAmount: 3500 },
      ],
      sentOn: fromNow(2),
      sellerResponseDue: fromNow(5),
      resolutionDeadline: fromNow(12),
      note: 'The panel must be replaced, not repaired.',
    });
    expect(await failureOf(harness.client.updateObjection({ id, draft: changed }, as(bob)))).toMatchObject({
      code: status.NOT_FOUND,
    });
    const bad = await failureOf(
      harness.client.updateObjection(
        { id, draft: { ...changed, items: [{ ...ROOF, creditAmount: 0 }], resolutionDeadline: fromNow(5) } },
        as(ada),
      ),
    );
    expect(bad.fields).toEqual({
      'draft.items.0.credit_amount': 'Enter the credit you ask for (more than $0).',
      'draft.resolution_deadline': "The resolution deadline must come after the seller's response is due.",
    });
    const past = await failureOf(
      harness.client.updateObjection({ id, draft: { ...changed, sentOn: fromNow(-2) } }, as(ada)),
    );
    expect(past.fields).toEqual({
      'draft.sent_on': 'The objection cannot be sent on a date that has passed.',
    });

    const { objection: edited } = await harness.client.updateObjection({ id, draft: changed }, as(ada));
    expect(edited).toMatchObject({
      id,
      draft: {
        propertyId,
        sentOn: fromNow(2),
        sellerResponseDue: fromNow(5),
        resolutionDeadline: fromNow(12),
      },
      buyerNames: ['Ada Lovelace'],
      createdAt: objection!.createdAt,
    });
    expect(edited!.draft!.items).toEqual([
      { ...PANEL, remedy: ObjectionRemedy.OBJECTION_REMEDY_CREDIT, costTo: 5000, creditAmount: 3500 },
    ]);
    expect(Date.parse(edited!.updatedAt)).toBeGreaterThanOrEqual(Date.parse(objection!.createdAt));
    expect(edited!.emailBody).toContain('a credit to the Buyer of $3,500');
    expect(edited!.emailBody).not.toContain('Roof covering');
    expect(edited!.emailBody).toContain(`Please respond in writing by ${usDate(fromNow(5))} at 5:00 PM`);
    expect(edited!.emailBody).toContain('The panel must be replaced, not repaired.');
    expect((await harness.client.getObjection({ id }, as(ada))).objection).toEqual(edited);

    const read = readPdf(Buffer.from((await harness.client.renderObjectionPdf({ id }, as(ada))).pdf));
    expect(read.text).toContain('Credit of $3,500');
    expect(read.text).not.toContain('Roof covering');
    read.pages.forEach((page) => expect(page).toContain(OBJECTION_NOT_A_LAW_FIRM));

    const timeline = await harness.client.listContractDeadlines({ propertyId }, as(ada));
    expect(timeline.objectionDeadlines.map(({ key, date }) => [key, date])).toEqual([
      ['objection_sent', fromNow(2)],
      ['seller_response', fromNow(5)],
      ['resolution', fromNow(12)],
    ]);

    // The day it was sent has passed since: an edit that keeps it is taken (the objection went out then).
    await harness
      .db('due_diligence_objections')
      .where({ id })
      .update({ sent_on: fromNow(-2) });
    const kept = await harness.client.updateObjection(
      { id, draft: { ...changed, sentOn: fromNow(-2), recipientName: 'Grace Agent' } },
      as(ada),
    );
    expect(kept.objection!.draft).toMatchObject({ sentOn: fromNow(-2), recipientName: 'Grace Agent' });

    await harness.client.deleteObjection({ id }, as(ada));
    expect(await failureOf(harness.client.updateObjection({ id, draft: changed }, as(ada)))).toMatchObject({
      code: status.NOT_FOUND,
    });
    expect(
      await failureOf(harness.client.updateObjection({ id: 'not-an-id', draft: changed }, as(ada))),
    ).toMatchObject({ code: status.NOT_FOUND });
  });

  it("must reach the seller by a completed agreement's Due Diligence Deadline, and names its parties", async () => {
    const propertyId = await harness.propertyOf(bob, '14 Accepted Ave, Provo, UT 84601');
    const { document: draft } = await harness.client.getOrCreateDraft(
      { propertyId, documentType: PURCHASE_AGREEMENT },
      as(bob),
    );
    const data = JSON.parse(draft!.dataJson);
    // Accepted yesterday (a date of Acceptance is recorded once the seller has signed, so never ahead).
    const acceptance = fromNow(-1);
    data.closing_date = usDate(fromNow(60));
    data.acceptance = { date: usDate(acceptance) };
    data.sellers = [{ name: 'Grace Hopper' }];
    data.dont_know_seller_checkbox = false;
    data.conditions = { ...data.conditions, inspection_contingency: { selected: true, days: 14 } };
    data.offer_expiration = { date: usDate(fromNow(2)), time: '05:00', am_pm: 'PM' };
    const key = { id: draft!.id, documentType: PURCHASE_AGREEMENT };
    await harness.client.updateDraft({ ...key, dataJson: JSON.stringify(data) }, as(bob));
    const { document: agreement } = await harness.client.completeDocument(key, as(bob));
    const dueDiligence = (await harness.client.listContractDeadlines({ propertyId }, as(bob))).deadlines.find(
      (deadline) => deadline.key === 'due_diligence',
    );
    expect(dueDiligence?.date).toBe(fromNow(13));

    const late = await failureOf(
      harness.client.createObjection(
        {
          draft: draftFor(propertyId, {
            sentOn: fromNow(14),
            sellerResponseDue: fromNow(17),
            resolutionDeadline: fromNow(24),
          }),
        },
        as(bob),
      ),
    );
    expect(late.fields).toEqual({
      'draft.sent_on':
        `The objection must reach the seller by the Due Diligence Deadline, ${usDate(fromNow(13))}. ` +
        'After it, the agreement treats you as accepting the property as it is.',
    });

    // Other dates than the agreement's periods (3 days to respond, then 7 to agree) are refused.
    const offPeriods = await failureOf(
      harness.client.createObjection(
        {
          draft: draftFor(propertyId, {
            sentOn: fromNow(13),
            sellerResponseDue: fromNow(16),
            resolutionDeadline: fromNow(21),
          }),
        },
        as(bob),
      ),
    );
    expect(offPeriods.fields).toEqual({
      'draft.resolution_deadline':
        'Your agreement gives 7 days after the response to agree on the objections: the resolution deadline is ' +
        `${usDate(fromNow(23))}.`,
    });
    const { objection } = await harness.client.createObjection(
      {
        draft: draftFor(propertyId, {
          sentOn: fromNow(13),
          sellerResponseDue: fromNow(16),
          resolutionDeadline: fromNow(23),
        }),
      },
      as(bob),
    );
    expect(objection).toMatchObject({
      buyerNames: ['Bob Builder'],
      sellerNames: ['Grace Hopper'],
      purchaseAgreementId: agreement!.id,
    });
    const timeline = await harness.client.listContractDeadlines({ propertyId }, as(bob));
    expect(timeline.purchaseAgreementId).toBe(agreement!.id);
    expect(timeline.objectionDeadlines.map(({ date }) => date)).toEqual([
      fromNow(13),
      fromNow(16),
      fromNow(23),
    ]);

    // An edit is held to the same agreement: its deadline and its periods.
    const lateEdit = await failureOf(
      harness.client.updateObjection(
        {
          id: objection!.id,
          draft: draftFor('', {
            sentOn: fromNow(14),
            sellerResponseDue: fromNow(17),
            resolutionDeadline: fromNow(24),
          }),
        },
        as(bob),
      ),
    );
    expect(Object.keys(lateEdit.fields ?? {})).toEqual(['draft.sent_on']);
    const { objection: earlier } = await harness.client.updateObjection(
      {
        id: objection!.id,
        draft: draftFor('', {
          sentOn: fromNow(10),
          sellerResponseDue: fromNow(13),
          resolutionDeadline: fromNow(20),
        }),
      },
      as(bob),
    );
    expect(earlier).toMatchObject({ sellerNames: ['Grace Hopper'], purchaseAgreementId: agreement!.id });
  });
});
