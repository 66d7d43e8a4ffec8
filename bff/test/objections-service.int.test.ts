// The due-diligence objection API through the real BFF to the REAL documents service (beside real identity and
// property, on the run's PostgreSQL and broker): CSRF and a session are required; a locked property is 409 in plain
// words; a malformed body is 400 from the BFF and a value the service refuses is 400 under the body's field name;
// once unlocked, the buyer writes an objection, lists it, downloads its PDF, sees its timeline beside the contract
// deadlines and deletes it; another user gets 404 for all of it. An edit (PUT) takes the same body, rules and
// messages, and the PDF, e-mail text, timeline and .ics follow it.
import request from 'supertest';
import { readPdf } from '@homeward/testing/src/read-pdf';
import { waitFor } from '@homeward/testing';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealDocumentsServices, type RealDocumentsServices } from './support/real-documents';

const PASSWORD = 'Long-Test-Password-1!';
const DAY = 86_400_000;

let services: RealDocumentsServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealDocumentsServices('bff_objections');
  bff = await startBff({ addresses: services.addresses, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

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
  return { cookie: sessionCookieOf(signedIn)!, userId: signedIn.body.user.id as string };
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

const fromNow = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10);

const OBJECTION = {
  inspection_id: 'report-1',
  inspection_file_name: 'maple-ridge.pdf',
  items: [
    {
      finding_id: 'issue-panel',
      title: 'Zinsco electrical panel',
      severity: 'critical',
      remedy: 'repair',
      cost_from: 2500,
      cost_to: 4000,
    },
    {
      finding_id: 'issue-roof',
      title: 'Roof covering at end of life',
      severity: 'major',
      remedy: 'credit',
      cost_from: 8000,
      cost_to: 16000,
      credit_amount: 12000,
    },
  ],
  sent_on: fromNow(1),
  seller_response_due: fromNow(4),
  resolution_deadline: fromNow(9),
  recipient_name: 'Sam Agent',
};

const create = (cookie: string, propertyId: string, body: object) =>
  request(bff.app)
    .post(`/api/properties/${propertyId}/objections`)
    .set(CSRF)
    .set('Cookie', cookie)
    .send(body);

const pdfOf = (cookie: string, id: string) =>
  request(bff.app)
    .get(`/api/objections/${id}/pdf`)
    .set('Cookie', cookie)
    .buffer(true)
    .parse((response, done) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => done(null, Buffer.concat(chunks)));
    });

describe('the due-diligence objection through the BFF', () => {
  it('needs a session and the CSRF header, and an unlocked property', async () => {
    const ada = await buyer('Ada Byron');
    const propertyId = await addProperty(ada.cookie, '500 State St, Salt Lake City, UT 84111');
    await request(bff.app)
      .post(`/api/properties/${propertyId}/objections`)
      .set(CSRF)
      .send(OBJECTION)
      .expect(401);
    const noCsrf = await request(bff.app)
      .post(`/api/properties/${propertyId}/objections`)
      .set('Cookie', ada.cookie)
      .send(OBJECTION);
    expect(noCsrf.status).toBe(403);

    const locked = await create(ada.cookie, propertyId, OBJECTION).expect(409);
    expect(locked.body).toEqual({
      error: 'conflict',
      message: 'Unlock this property to write a due diligence objection.',
    });
  });

  it('answers 400 in plain words, by field, for a malformed body and for values the service refuses', async () => {
    const ada = await buyer('Ada Check');
    const propertyId = await addProperty(ada.cookie, '501 State St, Salt Lake City, UT 84111');
    await services.publishPaymentSucceeded(propertyId, ada.userId);
    await waitFor(
      async () =>
        (await request(bff.app).get(`/api/properties/${propertyId}`).set('Cookie', ada.cookie)).body.property
          ?.is_unlocked,
      { message: 'the property unlocked by payment.succeeded', timeoutMs: 30_000 },
    );

    const malformed = await create(ada.cookie, propertyId, {
      ...OBJECTION,
      items: [{ ...OBJECTION.items[0], remedy: 'fix it' }],
      sent_on: '12/08/2026',
    }).expect(400);
    expect(malformed.body.fields).toEqual({
      'items.0.remedy': "Choose 'repair' or 'credit' for each item.",
      sent_on: 'Enter the date as YYYY-MM-DD.',
    });
    const empty = await create(ada.cookie, propertyId, { ...OBJECTION, items: [] }).expect(400);
    expect(empty.body.fields).toEqual({ items: 'Choose at least one finding to object to.' });

    const refused = await create(ada.cookie, propertyId, {
      ...OBJECTION,
      items: [{ ...OBJECTION.items[1], credit_amount: 0 }],
      sent_on: fromNow(-3),
    }).expect(400);
    expect(refused.body).toEqual({
      error: 'invalid_request',
      message: expect.any(String),
      fields: {
        'items.0.credit_amount': 'Enter the credit you ask for (more than $0).',
        sent_on: 'The objection cannot be sent on a date that has passed.',
      },
    });
  });

  it('writes, lists, prints, puts on the timeline and deletes an objection, for its writer alone', async () => {
    const [ada, bob] = await Promise.all([buyer('Ada Lovelace'), buyer('Bob Builder')]);
    const propertyId = await addProperty(ada.cookie, '502 State St, Salt Lake City, UT 84111');
    await services.publishPaymentSucceeded(propertyId, ada.userId);
    await waitFor(
      async () =>
        (await request(bff.app).get(`/api/properties/${propertyId}`).set('Cookie', ada.cookie)).body.property
          ?.is_unlocked,
      { message: 'the property unlocked by payment.succeeded', timeoutMs: 30_000 },
    );

    const created = await create(ada.cookie, propertyId, OBJECTION).expect(201);
    const objection = created.body.objection;
    expect(objection).toMatchObject({
      property_id: propertyId,
      items: [
        {
          title: 'Zinsco electrical panel',
          remedy: 'repair',
          cost_from: 2500,
          cost_to: 4000,
          credit_amount: null,
        },
        { title: 'Roof covering at end of life', remedy: 'credit', credit_amount: 12000 },
      ],
      sent_on: fromNow(1),
      time: '5:00 PM',
      time_zone: 'America/Denver',
      buyer_names: ['Ada Lovelace'],
      purchase_agreement_id: null,
    });
    expect(objection.email.subject).toMatch(/^Due diligence objection: .*502 State St/);
    expect(objection.email.body).toMatch(/^Dear Sam Agent,/);
    expect(objection.email.body).toContain('a credit to the Buyer of $12,000 at settlement');

    const listed = await request(bff.app)
      .get(`/api/properties/${propertyId}/objections`)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(listed.body.objections.map((o: { id: string }) => o.id)).toEqual([objection.id]);

    const deadlines = await request(bff.app)
      .get(`/api/properties/${propertyId}/contract-deadlines`)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(deadlines.body).toMatchObject({
      purchase_agreement_id: null,
      deadlines: [],
      objection_id: objection.id,
    });
    expect(
      deadlines.body.objection_deadlines.map((d: { key: string; date: string }) => [d.key, d.date]),
    ).toEqual([
      ['objection_sent', fromNow(1)],
      ['seller_response', fromNow(4)],
      ['resolution', fromNow(9)],
    ]);

    const pdf = await pdfOf(ada.cookie, objection.id).expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toBe(
      `attachment; filename=DueDiligenceObjection_${objection.id}.pdf`,
    );
    expect((pdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Another user: none of it, and no objection on a property that is not theirs.
    const url = `/api/objections/${objection.id}`;
    await request(bff.app).get(url).set('Cookie', bob.cookie).expect(404);
    await pdfOf(bob.cookie, objection.id).expect(404);
    await request(bff.app).delete(url).set(CSRF).set('Cookie', bob.cookie).expect(404);
    await create(bob.cookie, propertyId, OBJECTION).expect(404);
    // Not an empty list: the property is not Bob's (issue 25 item 10).
    await request(bff.app)
      .get(`/api/properties/${propertyId}/objections`)
      .set('Cookie', bob.cookie)
      .expect(404);

    await request(bff.app).delete(url).set('Cookie', ada.cookie).expect(403);
    await request(bff.app).delete(url).set(CSRF).set('Cookie', ada.cookie).expect(200, { deleted: true });
    await request(bff.app).get(url).set('Cookie', ada.cookie).expect(404);
    await request(bff.app).get('/api/objections/not-a-uuid').set('Cookie', ada.cookie).expect(404);
  });

  it('edits an objection with the same body, rules and messages; its PDF, timeline and .ics follow', async () => {
    const [ada, bob] = await Promise.all([buyer('Ada Editor'), buyer('Bob Other')]);
    const propertyId = await addProperty(ada.cookie, '503 State St, Salt Lake City, UT 84111');
    await services.publishPaymentSucceeded(propertyId, ada.userId);
    await waitFor(
      async () =>
        (await request(bff.app).get(`/api/properties/${propertyId}`).set('Cookie', ada.cookie)).body.property
          ?.is_unlocked,
      { message: 'the property unlocked by payment.succeeded', timeoutMs: 30_000 },
    );
    const { objection } = (await create(ada.cookie, propertyId, OBJECTION).expect(201)).body;
    expect(objection.updated_at).toBeNull();
    const url = `/api/objections/${objection.id}`;
    const put = (cookie: string, body: object) =>
      request(bff.app).put(url).set(CSRF).set('Cookie', cookie).send(body);

    const malformed = await put(ada.cookie, {
      ...OBJECTION,
      items: [{ ...OBJECTION.items[0], remedy: 'fix it' }],
      sent_on: '12/08/2026',
    }).expect(400);
    expect(malformed.body.fields).toEqual({
      'items.0.remedy': "Choose 'repair' or 'credit' for each item.",
      sent_on: 'Enter the date as YYYY-MM-DD.',
    });
    const refused = await put(ada.cookie, {
      ...OBJECTION,
      items: [{ ...OBJECTION.items[1], credit_amount: 0 }],
      resolution_deadline: fromNow(4),
    }).expect(400);
    expect(refused.body.fields).toEqual({
      'items.0.credit_amount': 'Enter the credit you ask for (more than $0).',
      resolution_deadline: "The resolution deadline must come after the seller's response is due.",
    });
    await put(bob.cookie, OBJECTION).expect(404);
    await request(bff.app).put(url).set('Cookie', ada.cookie).send(OBJECTION).expect(403);
    await request(bff.app)
      .put('/api/objections/not-a-uuid')
      .set(CSRF)
      .set('Cookie', ada.cookie)
      .send(OBJECTION)
      .expect(404);

    const edited = await put(ada.cookie, {
      ...OBJECTION,
      items: [{ ...OBJECTION.items[0], remedy: 'credit', cost_to: 5000, credit_amount: 3500 }],
      sent_on: fromNow(2),
      seller_response_due: fromNow(5),
      resolution_deadline: fromNow(12),
    }).expect(200);
    expect(edited.body.objection).toMatchObject({
      id: objection.id,
      property_id: propertyId,
      items: [{ title: 'Zinsco electrical panel', remedy: 'credit', cost_to: 5000, credit_amount: 3500 }],
      sent_on: fromNow(2),
      resolution_deadline: fromNow(12),
      created_at: objection.created_at,
      updated_at: expect.any(String),
    });
    expect(edited.body.objection.email.body).toContain('a credit to the Buyer of $3,500 at settlement');
    expect(edited.body.objection.email.body).not.toContain('Roof covering');

    const text = readPdf((await pdfOf(ada.cookie, objection.id).expect(200)).body as Buffer).text;
    expect(text).toContain('Credit of $3,500');
    expect(text).not.toContain('Roof covering');

    const deadlines = await request(bff.app)
      .get(`/api/properties/${propertyId}/contract-deadlines`)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(deadlines.body.objection_deadlines.map((d: { date: string }) => d.date)).toEqual([
      fromNow(2),
      fromNow(5),
      fromNow(12),
    ]);
    // No agreement completed here: the .ics holds the objection's three steps, at 5:00 PM Mountain Time.
    const calendar = await request(bff.app)
      .get(`/api/properties/${propertyId}/contract-deadlines.ics`)
      .set('Cookie', ada.cookie)
      .expect(200);
    expect(calendar.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const lines = calendar.text.replace(/\r\n /g, '').split('\r\n');
    const compact = (iso: string) => iso.replace(/-/g, '');
    expect(lines.filter((line) => line.startsWith('DTSTART'))).toEqual([
      `DTSTART;TZID=America/Denver:${compact(fromNow(2))}T170000`,
      `DTSTART;TZID=America/Denver:${compact(fromNow(5))}T170000`,
      `DTSTART;TZID=America/Denver:${compact(fromNow(12))}T170000`,
    ]);
    expect(lines).toContain(`UID:${objection.id}-seller_response@homeward`);
    await request(bff.app)
      .get(`/api/properties/${propertyId}/contract-deadlines.ics`)
      .set('Cookie', bob.cookie)
      .expect(404);
  });
});
