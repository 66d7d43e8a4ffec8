// The documents API through the real BFF to the REAL documents service (in-process beside real identity and
// property, on the run's PostgreSQL and broker): a buyer signs up and in through the BFF, adds a property, gets the
// prefilled offer letter draft, autosaves (a hidden field's value dropped by the service's rules), previews,
// downloads the preview's PDF, completes once the finalize answers are in (the next draft follows) and deletes;
// the purchase agreement is 409 until payment.succeeded unlocks the property, then completed, with its contract
// deadlines as dates and as a calendar; another user's document is 404.
import { createHash } from 'node:crypto';
import request from 'supertest';
import { waitFor } from '@homeward/testing';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealDocumentsServices, type RealDocumentsServices } from './support/real-documents';

const PASSWORD = 'Long-Test-Password-1!';

let services: RealDocumentsServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealDocumentsServices('bff_documents');
  bff = await startBff({ addresses: services.addresses, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

/** Signs up, verifies and signs in through the BFF; the session cookie and the user's id. */
async function buyer(name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
  await request(bff.app)
    .post('/api/auth/sign-up')
    .set(CSRF)
    .send({ email, password: PASSWORD, name, terms: true })
    .expect(200);
  await services.verifyEmail(email);
  const signedIn = await request(bff.app)
    .post('/api/auth/sign-in')
    .set(CSRF)
    .send({ email, password: PASSWORD })
    .expect(200);
  return { cookie: sessionCookieOf(signedIn)!, userId: signedIn.body.user.id as string, email };
}

async function addProperty(cookie: string, address: string): Promise<string> {
  const created = await request(bff.app)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address })
    .expect(201);
  const id = created.body.property.id as string;
  await request(bff.app).post(`/api/properties/${id}/activate`).set(CSRF).set('Cookie', cookie).expect(200);
  return id;
}

const draft = (cookie: string, propertyId: string, documentType: string) =>
  request(bff.app)
    .post(`/api/properties/${propertyId}/documents/draft`)
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ document_type: documentType });

describe('documents through the real documents service', () => {
  it('an offer letter: prefilled draft, autosave, preview, PDF, complete, list and delete', async () => {
    const ada = await buyer('Ada Lovelace');
    const propertyId = await addProperty(ada.cookie, '123 Main St, Salt Lake City, UT 84101');

    const created = await draft(ada.cookie, propertyId, 'offer_letter').expect(200);
    expect(created.body.created).toBe(true);
    const document = created.body.document;
    expect(document).toMatchObject({
      document_type: 'offer_letter',
      property_id: propertyId,
      status: 'draft',
      count_number: 1,
      snapshot: null,
      preview_snapshot: null,
    });
    expect(document.meta_data.property.address.state).toBe('UT');
    expect(document.meta_data.buyers[0]).toMatchObject({ name: 'Ada Lovelace', email: ada.email });
    const reused = await draft(ada.cookie, propertyId, 'offer_letter').expect(200);
    expect(reused.body).toMatchObject({ created: false, document: { id: document.id } });

    const url = `/api/documents/offer_letter/${document.id}`;
    const metaData = {
      ...document.meta_data,
      property: { ...document.meta_data.property, price: 455000 },
      // Cash: the down payment percentage is a financed payment's field, so its value is dropped.
      deposit: { ...document.meta_data.deposit, payment_type: 'cash', payment_percentage: 20, amount: 9000 },
    };
    const saved = await request(bff.app)
      .put(url)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({ meta_data: metaData })
      .expect(200);
    expect(saved.body.document.meta_data.deposit).toMatchObject({ payment_type: 'cash', amount: 9000 });
    expect(saved.body.document.meta_data.deposit.payment_percentage).toBeUndefined();
    expect(saved.body.document.hidden_fields).toContain('deposit.payment_percentage');
    expect(saved.body.document.disabled_fields).toContain('property.address.state');
    expect(saved.body.document.property_price).toBe(455000);
    const read = await request(bff.app).get(url).set('Cookie', ada.cookie).expect(200);
    expect(read.body.document).toEqual(saved.body.document);

    const previewed = await request(bff.app)
      .post(`${url}/preview`)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(previewed.body.document.status).toBe('draft');
    expect(previewed.body.document.preview_snapshot).toMatchObject({ template: 'offer-letter' });

    const pdf = await request(bff.app)
      .post('/api/generate_pdf')
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({ id: document.id, document_type: 'offer_letter', isPreview: true })
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(`attachment; filename=OfferLetter_${document.id}.pdf`);
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // The finalize modal's offer expiration is a finished offer letter's required answer.
    const unfinished = await request(bff.app)
      .post(`${url}/complete`)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .expect(400);
    expect(unfinished.body.fields).toMatchObject({
      'meta_data.additional.deadline_date': expect.any(String),
      'meta_data.additional.deadline_time': expect.any(String),
      'meta_data.additional.deadline_am_pm': expect.any(String),
    });
    const nextYear = new Date().getUTCFullYear() + 1;
    await request(bff.app)
      .put(url)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({
        meta_data: {
          ...saved.body.document.meta_data,
          additional: { deadline_date: `06/30/${nextYear}`, deadline_time: '05:00', deadline_am_pm: 'PM' },
        },
      })
      .expect(200);
    const completion = await request(bff.app)
      .post(`${url}/complete`)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(completion.body.document).toMatchObject({
      id: document.id,
      status: 'completed',
      count_number: 1,
      snapshot: { template: 'offer-letter' },
    });
    expect(completion.body.draft).toMatchObject({ status: 'draft', count_number: 2 });

    // The completed letter's PDF: rendered once and stored, answered with its content hash as ETag; sent back as
    // If-None-Match it is a 304 without the bytes (POST /api/generate_pdf and the offer letter's GET alike).
    const completedPdf = (headers: Record<string, string> = {}) =>
      request(bff.app)
        .post('/api/generate_pdf')
        .set(CSRF)
        .set('Cookie', ada.cookie)
        .set(headers)
        .send({ id: document.id, document_type: 'offer_letter', isPreview: false })
        .buffer(true)
        .parse((response, done) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => done(null, Buffer.concat(chunks)));
        });
    const firstPdf = await completedPdf().expect(200);
    const etag = firstPdf.headers['etag'] as string;
    expect(etag).toBe(
      `"${createHash('sha256')
        .update(firstPdf.body as Buffer)
        .digest('hex')}"`,
    );
    expect(firstPdf.headers['cache-control']).toBe('private, no-cache');
    const secondPdf = await completedPdf().expect(200);
    expect(secondPdf.headers['etag']).toBe(etag);
    expect(secondPdf.body).toEqual(firstPdf.body);
    const notModified = await completedPdf({ 'If-None-Match': etag }).expect(304);
    expect(notModified.headers['etag']).toBe(etag);
    expect((notModified.body as Buffer).length).toBe(0);
    await completedPdf({ 'If-None-Match': '"another"' }).expect(200);
    const viewed = await request(bff.app)
      .get(`/api/property/generate-offer-letter?id=${document.id}`)
      .set('Cookie', ada.cookie)
      .set('If-None-Match', etag)
      .expect(304);
    expect(viewed.headers['etag']).toBe(etag);
    // A draft's PDF changes with the draft: no content-hash ETag of the service's (only Express's own weak one).
    const draftPdf = await request(bff.app)
      .post('/api/generate_pdf')
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({ id: completion.body.draft.id, document_type: 'offer_letter', isPreview: false })
      .expect(200);
    expect(draftPdf.headers['etag']).not.toMatch(/^"[0-9a-f]{64}"$/);
    expect(completion.body.draft.meta_data.deposit).toMatchObject({ payment_type: 'cash', amount: 9000 });
    await request(bff.app)
      .put(url)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({ meta_data: saved.body.document.meta_data })
      .expect(409);

    const list = await request(bff.app)
      .get(`/api/properties/${propertyId}/documents`)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(list.body.documents.map((d: { id: string; status: string }) => [d.id, d.status])).toEqual([
      [completion.body.draft.id, 'draft'],
      [document.id, 'completed'],
    ]);

    const bob = await buyer('Bob Builder');
    await request(bff.app).get(url).set('Cookie', bob.cookie).expect(404);
    await request(bff.app).delete(url).set(CSRF).set('Cookie', bob.cookie).expect(404);
    await draft(bob.cookie, propertyId, 'offer_letter').expect(404);

    await request(bff.app).delete(url).set(CSRF).set('Cookie', ada.cookie).expect(200, { deleted: true });
    await request(bff.app).get(url).set('Cookie', ada.cookie).expect(404);
  }, 60_000);

  it('a purchase agreement: 409 while locked, prefilled once unlocked, completed, its deadlines and calendar', async () => {
    const ada = await buyer('Ada Byron');
    const propertyId = await addProperty(ada.cookie, '400 State St, Salt Lake City, UT 84111');
    const locked = await draft(ada.cookie, propertyId, 'purchase_agreement').expect(409);
    expect(locked.body).toEqual({ error: 'conflict', message: expect.any(String) });

    await services.publishPaymentSucceeded(propertyId, ada.userId);
    await waitFor(
      async () =>
        (await request(bff.app).get(`/api/properties/${propertyId}`).set('Cookie', ada.cookie)).body.property
          ?.is_unlocked,
      { message: 'the property unlocked by payment.succeeded', timeoutMs: 30_000 },
    );
    const response = await draft(ada.cookie, propertyId, 'purchase_agreement').expect(200);
    const agreement = response.body.document;
    expect(agreement).toMatchObject({
      document_type: 'purchase_agreement',
      status: 'draft',
      meta_data: { property: { address: { state: 'UT' } } },
    });

    // Completed once the finalize modal's offer expiration is in: its deadlines follow, as dates and a calendar.
    const deadlinesUrl = `/api/properties/${propertyId}/contract-deadlines`;
    const before = await request(bff.app).get(deadlinesUrl).set('Cookie', ada.cookie).expect(200);
    expect(before.body).toMatchObject({ purchase_agreement_id: null, deadlines: [] });
    const url = `/api/documents/purchase_agreement/${agreement.id}`;
    const nextYear = new Date().getUTCFullYear() + 1;
    await request(bff.app)
      .put(url)
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send({
        meta_data: {
          ...agreement.meta_data,
          // Deadlines exist only for the conditions chosen: due diligence and financing, beside disclosure and settlement.
          // The finance condition needs a loan: a cash purchase has none.
          financing: { required: true, type: 'Conventional Loan' },
          conditions: {
            inspection_contingency: { selected: true, days: 14 },
            finance_contingency: { selected: true },
          },
          offer_expiration: { date: `06/30/${nextYear}`, time: '05:00', am_pm: 'PM' },
        },
      })
      .expect(200);
    await request(bff.app).post(`${url}/complete`).set(CSRF).set('Cookie', ada.cookie).expect(200);
    // the property card's indicators from property's read model, fed by documents' document.state_changed through
    // the broker (a moment after the completion): completed, with the next draft to edit; the detail asks documents
    await waitFor(
      async () => {
        const listed = await request(bff.app).get('/api/properties').set('Cookie', ada.cookie).expect(200);
        const card = listed.body.properties.find((p: { id: string }) => p.id === propertyId);
        return card.documents.purchase_agreement && card.documents.has_purchase_agreement_draft;
      },
      { message: "the card's purchase agreement indicators", timeoutMs: 30_000 },
    );
    const detail = await request(bff.app).get(`/api/properties/${propertyId}`).set('Cookie', ada.cookie);
    expect(detail.body.property.documents).toMatchObject({
      purchase_agreement: true,
      has_purchase_agreement_draft: true,
    });
    const deadlines = await request(bff.app).get(deadlinesUrl).set('Cookie', ada.cookie).expect(200);
    expect(deadlines.body.purchase_agreement_id).toBe(agreement.id);
    expect(deadlines.body.deadlines.map((deadline: { key: string }) => deadline.key).sort()).toEqual([
      'due_diligence',
      'financing_appraisal',
      'seller_disclosure',
      'settlement',
    ]);
    const calendar = await request(bff.app).get(`${deadlinesUrl}.ics`).set('Cookie', ada.cookie).expect(200);
    expect(calendar.text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  }, 60_000);
});
