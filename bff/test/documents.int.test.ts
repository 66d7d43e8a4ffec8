// The documents API through the real BFF with a real gRPC documents service at its edge (the generated service
// definition; see support/fake-documents.ts): drafts, autosave, preview, complete, list, get, delete and the PDF,
// scoped to the caller, and the answers of a locked property, a completed document and bad input.
import { randomUUID } from 'node:crypto';
import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { CSRF, DEAD_ADDRESS, signedIn, startBff, type TestBff } from './support/bff';
import { fail } from './support/downstream';
import {
  COMPLETED_ALREADY,
  fakePdf,
  HIDDEN_UNLESS_FINANCING,
  LOCKED_AGREEMENT,
  NO_PREVIEW,
} from './support/fake-documents';
import { addProperty, unlock } from './support/properties';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => bff.downstream.documents.faults.clear());

function draft(cookie: string, propertyId: string, documentType: string) {
  return request(bff.app)
    .post(`/api/properties/${propertyId}/documents/draft`)
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ document_type: documentType });
}

async function offerLetter() {
  const { cookie } = await signedIn(bff);
  const property = await addProperty(bff, cookie);
  const response = await draft(cookie, property.id, 'offer_letter').expect(200);
  return { cookie, property, document: response.body.document };
}

describe('drafts', () => {
  it('creates the prefilled draft once, then reuses it', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const first = await draft(cookie, property.id, 'offer_letter').expect(200);
    expect(first.body.created).toBe(true);
    expect(first.body.document).toEqual({
      id: expect.any(String),
      document_type: 'offer_letter',
      property_id: property.id,
      status: 'draft',
      meta_data: {
        property: {
          address: {
            street: '12 Main St',
            street_line_2: '',
            city: 'Austin',
            zip_code: '78701',
            state: 'TX',
          },
        },
      },
      property_price: null,
      count_number: 1,
      created_at: expect.any(String),
      updated_at: expect.any(String),
      completed_at: null,
      snapshot: null,
      preview_snapshot: null,
      hidden_fields: [HIDDEN_UNLESS_FINANCING],
      forced_fields: [],
      disabled_fields: [],
    });
    const again = await draft(cookie, property.id, 'offer_letter').expect(200);
    expect(again.body).toEqual({ created: false, document: first.body.document });
  });

  it("is 409 for a locked property's purchase agreement, and works once it is unlocked", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const locked = await draft(cookie, property.id, 'purchase_agreement').expect(409);
    expect(locked.body).toEqual({ error: 'conflict', message: LOCKED_AGREEMENT });
    unlock(bff, property.id);
    const response = await draft(cookie, property.id, 'purchase_agreement').expect(200);
    expect(response.body.document.document_type).toBe('purchase_agreement');
  });

  it("is 404 for another user's property and for an id that is no property id", async () => {
    const { property } = await offerLetter();
    const other = await signedIn(bff);
    await draft(other.cookie, property.id, 'offer_letter').expect(404);
    const malformed = await draft(other.cookie, 'sample', 'offer_letter').expect(404);
    expect(malformed.body).toEqual({ error: 'not_found', message: 'Property not found' });
  });

  it.each([['contract'], [''], [2], [undefined]])('refuses document_type %p', async (documentType) => {
    const { cookie, property } = await offerLetter();
    const response = await draft(cookie, property.id, documentType as string).expect(400);
    expect(response.body.fields).toEqual({ document_type: 'Invalid document type' });
  });
});

describe('autosave', () => {
  it('stores the data and answers it as the service stored it (a hidden field dropped)', async () => {
    const { cookie, document } = await offerLetter();
    const metaData = {
      ...document.meta_data,
      deposit: { payment_type: 'cash', payment_percentage: 3, amount: 9000 },
    };
    const saved = await request(bff.app)
      .put(`/api/documents/offer_letter/${document.id}`)
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ meta_data: metaData })
      .expect(200);
    expect(saved.body.document.meta_data.deposit).toEqual({ payment_type: 'cash', amount: 9000 });
    expect(saved.body.document.hidden_fields).toEqual([HIDDEN_UNLESS_FINANCING]);
    const read = await request(bff.app)
      .get(`/api/documents/offer_letter/${document.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(read.body.document).toEqual(saved.body.document);
  });

  it("names a bad value's field under meta_data", async () => {
    const { cookie, document } = await offerLetter();
    const response = await request(bff.app)
      .put(`/api/documents/offer_letter/${document.id}`)
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ meta_data: { offer_expiration: { date: '2020-01-01', time: '10:00', am_pm: 'AM' } } })
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'The date cannot be before today',
      fields: { 'meta_data.offer_expiration.date': 'The date cannot be before today' },
    });
  });

  it.each([
    ['an array', []],
    ['a string', 'x'],
    ['null', null],
    ['missing', undefined],
  ])('refuses meta_data that is %s', async (_case, metaData) => {
    const { cookie, document } = await offerLetter();
    const response = await request(bff.app)
      .put(`/api/documents/offer_letter/${document.id}`)
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ meta_data: metaData })
      .expect(400);
    expect(response.body.fields).toEqual({ meta_data: 'meta_data must be a JSON object' });
  });

  it('needs the CSRF header and a session', async () => {
    const { cookie, document } = await offerLetter();
    const url = `/api/documents/offer_letter/${document.id}`;
    await request(bff.app).put(url).set('Cookie', cookie).send({ meta_data: {} }).expect(403);
    await request(bff.app).put(url).set(CSRF).send({ meta_data: {} }).expect(401);
  });
});

describe('preview, complete and the next draft', () => {
  it('preview stores only the preview snapshot; complete answers the document and the next draft', async () => {
    const { cookie, property, document } = await offerLetter();
    const previewed = await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/preview`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    expect(previewed.body.document).toMatchObject({ status: 'draft', snapshot: null, completed_at: null });
    expect(previewed.body.document.preview_snapshot).toEqual({
      template: 'offer-letter',
      prefilled_template: `Document ${document.id}`,
      prefilled_data: document.meta_data,
      saved_at: expect.any(String),
    });

    const completed = await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    expect(completed.body.document).toMatchObject({
      id: document.id,
      status: 'completed',
      count_number: 1,
      completed_at: expect.any(String),
      snapshot: expect.objectContaining({ prefilled_data: document.meta_data }),
    });
    expect(completed.body.draft).toMatchObject({
      status: 'draft',
      count_number: 2,
      meta_data: document.meta_data,
      snapshot: null,
      preview_snapshot: null,
    });
    expect(completed.body.draft.id).not.toBe(document.id);

    const list = await request(bff.app)
      .get(`/api/properties/${property.id}/documents`)
      .set('Cookie', cookie)
      .expect(200);
    expect(list.body.documents.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
      [completed.body.draft.id, 'draft'],
      [document.id, 'completed'],
    ]);
    const again = await draft(cookie, property.id, 'offer_letter').expect(200);
    expect(again.body).toMatchObject({ created: false, document: { id: completed.body.draft.id } });
  });

  it("a finished document's missing values are 400 with their fields under meta_data", async () => {
    const { cookie, document } = await offerLetter();
    bff.downstream.documents.faults.set(
      'completeDocument',
      fail(status.INVALID_ARGUMENT, 'Fill in the required fields', {
        'buyers.0.name': 'This field is required',
        'offer_expiration.date': 'This field is required',
      }),
    );
    const response = await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(400);
    expect(response.body).toEqual({
      error: 'invalid_request',
      message: 'Fill in the required fields',
      fields: {
        'meta_data.buyers.0.name': 'This field is required',
        'meta_data.offer_expiration.date': 'This field is required',
      },
    });
  });

  it('a completed document cannot be saved or completed again (409)', async () => {
    const { cookie, document } = await offerLetter();
    const url = `/api/documents/offer_letter/${document.id}`;
    await request(bff.app).post(`${url}/complete`).set(CSRF).set('Cookie', cookie).expect(200);
    const save = await request(bff.app)
      .put(url)
      .set(CSRF)
      .set('Cookie', cookie)
      .send({ meta_data: {} })
      .expect(409);
    expect(save.body.message).toBe(COMPLETED_ALREADY);
    await request(bff.app).post(`${url}/complete`).set(CSRF).set('Cookie', cookie).expect(409);
  });

  it('the list keeps one kind when asked, and refuses an unknown kind', async () => {
    const { cookie, property } = await offerLetter();
    unlock(bff, property.id);
    await draft(cookie, property.id, 'purchase_agreement').expect(200);
    const url = `/api/properties/${property.id}/documents`;
    const both = await request(bff.app).get(url).set('Cookie', cookie).expect(200);
    expect(both.body.documents.map((d: { document_type: string }) => d.document_type)).toEqual([
      'purchase_agreement',
      'offer_letter',
    ]);
    const agreements = await request(bff.app)
      .get(`${url}?document_type=purchase_agreement`)
      .set('Cookie', cookie)
      .expect(200);
    expect(agreements.body.documents).toHaveLength(1);
    const bad = await request(bff.app).get(`${url}?document_type=deed`).set('Cookie', cookie).expect(400);
    expect(bad.body.fields).toEqual({ document_type: 'Invalid document type' });
  });
});

describe("the property JSON's document indicators", () => {
  const indicatorsOf = async (cookie: string) => {
    const { body } = await request(bff.app).get('/api/properties').set('Cookie', cookie).expect(200);
    return Object.fromEntries(
      body.properties.map((p: { id: string; documents: unknown }) => [p.id, p.documents]),
    ) as Record<string, unknown>;
  };

  it('light up for a completed document; a purchase agreement draft is flagged for the Edit button', async () => {
    const { cookie, property, document } = await offerLetter();
    const other = await addProperty(bff, cookie, '9 Side St, Austin, TX 78701');
    unlock(bff, other.id);
    await draft(cookie, other.id, 'purchase_agreement').expect(200);
    const none = { offer_letter: false, purchase_agreement: false, home_inspection: false };
    expect(await indicatorsOf(cookie)).toEqual({
      [property.id]: { ...none, has_purchase_agreement_draft: false },
      [other.id]: { ...none, has_purchase_agreement_draft: true },
    });

    await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    const { body } = await request(bff.app)
      .get(`/api/properties/${property.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(body.property.documents).toEqual({
      ...none,
      offer_letter: true,
      has_purchase_agreement_draft: false,
    });
    // another user sees none of them
    const stranger = await signedIn(bff);
    expect(Object.keys(await indicatorsOf(stranger.cookie))).not.toContain(property.id);
  });

  it("come with the list's cards from the property service: the list makes no documents call", async () => {
    const { cookie, property, document } = await offerLetter();
    await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    // A BFF whose documents service does not even exist lists the cards and their indicators all the same.
    const noDocuments = await startBff({ addresses: { documents: DEAD_ADDRESS } }, bff.downstream);
    try {
      const listed = await request(noDocuments.app).get('/api/properties').set('Cookie', cookie).expect(200);
      expect(listed.body.properties.map((p: { id: string }) => p.id)).toEqual([property.id]);
      expect(listed.body.properties[0].documents).toMatchObject({ offer_letter: true });
      const searched = await request(noDocuments.app)
        .get('/api/properties?search=main')
        .set('Cookie', cookie)
        .expect(200);
      expect(searched.body.properties[0].documents).toMatchObject({ offer_letter: true });
      expect(noDocuments.logs.some((line) => line.includes('documents summary unavailable'))).toBe(false);
    } finally {
      await noDocuments.close();
    }
  });

  it('stay false with a logged warning on the detail when the documents service is down, never failing it', async () => {
    const { cookie, property, document } = await offerLetter();
    await request(bff.app)
      .post(`/api/documents/offer_letter/${document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    bff.downstream.documents.faults.set('summarizeDocuments', fail(status.UNAVAILABLE, 'documents down'));
    const { body } = await request(bff.app)
      .get(`/api/properties/${property.id}`)
      .set('Cookie', cookie)
      .expect(200);
    expect(body.property.documents).toMatchObject({ offer_letter: false });
    expect(bff.logs.some((line) => line.includes('documents summary unavailable'))).toBe(true);
  });
});

describe('contract deadlines', () => {
  it('are none until a purchase agreement is completed, then its deadlines as dates (null when not counted)', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    unlock(bff, property.id);
    const url = `/api/properties/${property.id}/contract-deadlines`;
    await request(bff.app).get(url).set('Cookie', cookie).expect(200, {
      purchase_agreement_id: null,
      deadlines: [],
      objection_id: null,
      objection_deadlines: [],
    });
    const { body } = await draft(cookie, property.id, 'purchase_agreement').expect(200);
    await request(bff.app)
      .post(`/api/documents/purchase_agreement/${body.document.id}/complete`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    await request(bff.app)
      .get(url)
      .set('Cookie', cookie)
      .expect(200, {
        purchase_agreement_id: body.document.id,
        deadlines: [
          {
            key: 'due_diligence',
            label: 'Due Diligence Deadline',
            date: '2026-12-08',
            time: '5:00 PM',
            time_zone: 'America/Denver',
            applies: true,
            basis: '15 days after the agreement date',
          },
          {
            key: 'financing_appraisal',
            label: 'Financing & Appraisal Deadline',
            date: null,
            time: '5:00 PM',
            time_zone: 'America/Denver',
            applies: false,
            basis: 'No financing condition (cash purchase)',
          },
        ],
        objection_id: null,
        objection_deadlines: [],
      });
    const other = await signedIn(bff);
    // Not an empty answer: the property is not the other user's (issue 25 item 10).
    await request(bff.app).get(url).set('Cookie', other.cookie).expect(404);

    const calendar = await request(bff.app).get(`${url}.ics`).set('Cookie', cookie).expect(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(calendar.headers['content-disposition']).toBe(
      `attachment; filename=ContractDeadlines_${property.id}.ics`,
    );
    expect(calendar.text).toContain('DTSTART;TZID=America/Denver:20261208T170000\r\n');
    expect(calendar.text).toContain('SUMMARY:Due Diligence Deadline\r\n');
    expect(calendar.text.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    await request(bff.app).get(`${url}.ics`).set('Cookie', other.cookie).expect(404);
  });

  it('the calendar is 404 before a purchase agreement is completed', async () => {
    const { cookie, property } = await offerLetter();
    const response = await request(bff.app)
      .get(`/api/properties/${property.id}/contract-deadlines.ics`)
      .set('Cookie', cookie)
      .expect(404);
    expect(response.body).toEqual({
      error: 'not_found',
      message: 'No purchase agreement of this property has been completed yet.',
    });
  });
});

describe("another user's document", () => {
  it('is 404 for every call, and stays untouched', async () => {
    const { cookie, property, document } = await offerLetter();
    const other = await signedIn(bff);
    const url = `/api/documents/offer_letter/${document.id}`;
    const as = (test: request.Test) => test.set(CSRF).set('Cookie', other.cookie).expect(404);
    await as(request(bff.app).get(url));
    await as(
      request(bff.app)
        .put(url)
        .send({ meta_data: { additional_clauses: 'mine now' } }),
    );
    await as(request(bff.app).post(`${url}/preview`));
    await as(request(bff.app).post(`${url}/complete`));
    await as(request(bff.app).delete(url));
    await as(
      request(bff.app).post('/api/generate_pdf').send({ id: document.id, document_type: 'offer_letter' }),
    );
    await as(request(bff.app).get(`/api/properties/${property.id}/documents`));
    const mine = await request(bff.app).get(url).set('Cookie', cookie).expect(200);
    expect(mine.body.document).toEqual(document);
  });

  it('is 404 under the other kind, and for a malformed id or kind', async () => {
    const { cookie, document } = await offerLetter();
    await request(bff.app)
      .get(`/api/documents/purchase_agreement/${document.id}`)
      .set('Cookie', cookie)
      .expect(404);
    const kind = await request(bff.app)
      .get(`/api/documents/deed/${document.id}`)
      .set('Cookie', cookie)
      .expect(404);
    expect(kind.body).toEqual({ error: 'not_found', message: 'Document not found' });
    await request(bff.app).get('/api/documents/offer_letter/not-a-uuid').set('Cookie', cookie).expect(404);
  });
});

describe('delete', () => {
  it('removes the document from the list', async () => {
    const { cookie, property, document } = await offerLetter();
    const url = `/api/documents/offer_letter/${document.id}`;
    await request(bff.app).delete(url).set(CSRF).set('Cookie', cookie).expect(200, { deleted: true });
    await request(bff.app).get(url).set('Cookie', cookie).expect(404);
    const list = await request(bff.app)
      .get(`/api/properties/${property.id}/documents`)
      .set('Cookie', cookie)
      .expect(200);
    expect(list.body.documents).toEqual([]);
    await request(bff.app).delete(url).set(CSRF).set('Cookie', cookie).expect(404);
  });
});

describe('POST /api/generate_pdf', () => {
  const generate = (cookie: string, body: Record<string, unknown>) =>
    request(bff.app).post('/api/generate_pdf').set(CSRF).set('Cookie', cookie).send(body);

  it("answers the service's bytes as a download named by the spec", async () => {
    const { cookie, document } = await offerLetter();
    const response = await generate(cookie, { id: document.id, document_type: 'offer_letter' })
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename=OfferLetter_${document.id}.pdf`,
    );
    expect(response.body).toEqual(fakePdf(document.id, false));
  });

  it('names a purchase agreement PurchaseAgreement_{id}.pdf, and a preview needs a saved preview (409)', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    unlock(bff, property.id);
    const { body } = await draft(cookie, property.id, 'purchase_agreement').expect(200);
    const id = body.document.id as string;
    const none = await generate(cookie, { id, document_type: 'purchase_agreement', isPreview: true }).expect(
      409,
    );
    expect(none.body).toEqual({ error: 'conflict', message: NO_PREVIEW });
    await request(bff.app)
      .post(`/api/documents/purchase_agreement/${id}/preview`)
      .set(CSRF)
      .set('Cookie', cookie)
      .expect(200);
    const preview = await generate(cookie, {
      id,
      document_type: 'purchase_agreement',
      isPreview: true,
    }).expect(200);
    expect(preview.headers['content-disposition']).toBe(`attachment; filename=PurchaseAgreement_${id}.pdf`);
  });

  it.each([
    [{ id: 'x', document_type: 'offer_letter' }, { id: 'Document not found' }],
    [{ id: randomUUID(), document_type: 'deed' }, { document_type: 'Invalid document type' }],
    [
      { id: randomUUID(), document_type: 'offer_letter', isPreview: 'yes' },
      { isPreview: 'isPreview must be true or false' },
    ],
  ])('refuses %j', async (body, fields) => {
    const { cookie } = await signedIn(bff);
    const response = await generate(cookie, body).expect(400);
    expect(response.body.fields).toEqual(fields);
  });

  it("a failing service is a 500 without the service's detail, an unavailable one 503", async () => {
    const { cookie, document } = await offerLetter();
    bff.downstream.documents.faults.set('renderPdf', fail(status.INTERNAL, 'pdfmake failed at render.ts:12'));
    const broken = await generate(cookie, { id: document.id, document_type: 'offer_letter' }).expect(500);
    expect(broken.text).not.toContain('render.ts');
    bff.downstream.documents.faults.set('renderPdf', fail(status.UNAVAILABLE, 'down'));
    await generate(cookie, { id: document.id, document_type: 'offer_letter' }).expect(503);
  });
});
