// Spec part 2 section 7's offer-letter calls through the real BFF to the REAL documents service (beside real identity
// and property, on the run's PostgreSQL and broker): the template is the editor's definition; the generated letter is
// the caller's own PDF (inline, or a download) or JSON, read back as text: non-binding, its expiry in Utah's zone.
// Bad values are 400 in plain words, another user's letter 404.
import request from 'supertest';
import { readPdf } from '@homeward/testing/src/read-pdf';
import { OFFER_LETTER, OFFER_LETTER_NON_BINDING } from '@homeward/document-definitions';
import { CSRF, sessionCookieOf, startBff, type TestBff, REAL_SERVICES_DEADLINE_MS } from './support/bff';
import { startRealDocumentsServices, type RealDocumentsServices } from './support/real-documents';

const PASSWORD = 'Long-Test-Password-1!';

let services: RealDocumentsServices;
let bff: TestBff;

beforeAll(async () => {
  services = await startRealDocumentsServices('bff_offer_calls');
  bff = await startBff({ addresses: services.addresses, deadlineMs: REAL_SERVICES_DEADLINE_MS });
}, 120_000);

afterAll(async () => {
  await bff?.close();
  await services?.stop();
});

async function buyer(name: string): Promise<string> {
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
  return sessionCookieOf(signedIn)!;
}

/** A Utah home's offer letter draft with a price and an expiry. */
async function offerLetter(cookie: string): Promise<{ id: string; url: string }> {
  const created = await request(bff.app)
    .post('/api/properties')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ address: '123 Main St, Salt Lake City, UT 84101' })
    .expect(201);
  const propertyId = created.body.property.id as string;
  await request(bff.app)
    .post(`/api/properties/${propertyId}/activate`)
    .set(CSRF)
    .set('Cookie', cookie)
    .expect(200);
  const draft = await request(bff.app)
    .post(`/api/properties/${propertyId}/documents/draft`)
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ document_type: 'offer_letter' })
    .expect(200);
  const document = draft.body.document;
  const url = `/api/documents/offer_letter/${document.id}`;
  await request(bff.app)
    .put(url)
    .set(CSRF)
    .set('Cookie', cookie)
    .send({
      meta_data: {
        ...document.meta_data,
        property: { ...document.meta_data.property, price: 455000 },
        deposit: { ...document.meta_data.deposit, payment_type: 'cash', amount: 9000 },
        additional: {
          deadline_date: `06/30/${new Date().getUTCFullYear() + 1}`,
          deadline_time: '5:00',
          deadline_am_pm: 'PM',
        },
      },
    })
    .expect(200);
  return { id: document.id as string, url };
}

const binary = (test: request.Test) =>
  test.buffer(true).parse((response, done) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('end', () => done(null, Buffer.concat(chunks)));
  });

const TEMPLATE = '/api/property/get-offer-letter-template';
const GENERATE = '/api/property/generate-offer-letter';

describe('GET /api/property/get-offer-letter-template', () => {
  it("answers the editor's own definition for 'offer-letter', 404 for any other id, 400 without one", async () => {
    const cookie = await buyer('Tess Template');
    const template = await request(bff.app)
      .get(TEMPLATE)
      .query({ templateId: 'offer-letter' })
      .set('Cookie', cookie)
      .expect(200);
    expect(template.body.template).toMatchObject({
      id: 'offer-letter',
      document_type: 'offer_letter',
      state_field: 'property.address.state',
      non_binding_notice: OFFER_LETTER_NON_BINDING,
    });
    expect(template.body.template.sections).toEqual(JSON.parse(JSON.stringify(OFFER_LETTER.sections)));
    expect(template.body.template.sections.map((section: { key: string }) => section.key)).toEqual([
      'property-details',
      'buyer-details',
      'seller-details',
      'offer-details',
      'additional',
    ]);

    const unknown = await request(bff.app)
      .get(TEMPLATE)
      .query({ templateId: 'purchase-agreement-utah' })
      .set('Cookie', cookie)
      .expect(404);
    expect(unknown.body).toEqual({
      error: 'not_found',
      message: "No offer letter template has this id. The offer letter's template is 'offer-letter'.",
    });
    const missing = await request(bff.app).get(TEMPLATE).set('Cookie', cookie).expect(400);
    expect(missing.body).toMatchObject({
      error: 'invalid_request',
      fields: { templateId: 'templateId is required' },
    });
    await request(bff.app).get(TEMPLATE).query({ templateId: 'offer-letter' }).expect(401);
  }, 60_000);
});

describe('GET /api/property/generate-offer-letter', () => {
  it("answers the caller's letter as the editor's PDF, inline or as a download, or as JSON; 404 for anyone else", async () => {
    const ada = await buyer('Ada Offer');
    const letter = await offerLetter(ada);

    const inline = await binary(
      request(bff.app).get(GENERATE).query({ id: letter.id }).set('Cookie', ada),
    ).expect(200);
    expect(inline.headers['content-type']).toBe('application/pdf');
    expect(inline.headers['content-disposition']).toBe(`inline; filename=OfferLetter_${letter.id}.pdf`);
    const pdf = await readPdf(inline.body as Buffer);
    const text = pdf.text.replace(/\s+/g, ' ');
    expect(text).toContain(OFFER_LETTER_NON_BINDING);
    expect(text).toContain('PREVIEW'); // a draft's current data, marked so it cannot pass for the letter sent
    expect(text).toMatch(
      /This offer is open until 5:00 PM Mountain Time \(America\/Denver\) on 06\/30\/\d{4}\./,
    );
    expect(text).not.toMatch(/accepts? it in writing|unless the seller/i);
    pdf.pages.forEach((page) => expect(page.replace(/\s+/g, ' ')).toContain(OFFER_LETTER_NON_BINDING));

    const download = await binary(
      request(bff.app)
        .get(GENERATE)
        .query({ id: letter.id, download: 'true', output_type: 'pdf' })
        .set('Cookie', ada),
    ).expect(200);
    expect(download.headers['content-disposition']).toBe(`attachment; filename=OfferLetter_${letter.id}.pdf`);
    expect((download.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');

    // Completed: the snapshot, unmarked; JSON carries the letter's text as the preview shows it.
    await request(bff.app).post(`${letter.url}/complete`).set(CSRF).set('Cookie', ada).expect(200);
    const completed = await binary(
      request(bff.app).get(GENERATE).query({ id: letter.id }).set('Cookie', ada),
    ).expect(200);
    expect((await readPdf(completed.body as Buffer)).text).not.toContain('PREVIEW');
    const json = await request(bff.app)
      .get(GENERATE)
      .query({ id: letter.id, output_type: 'json' })
      .set('Cookie', ada)
      .expect(200);
    expect(json.body.document).toMatchObject({
      id: letter.id,
      document_type: 'offer_letter',
      status: 'completed',
    });
    expect(json.body.document.snapshot.prefilled_template).toMatch(
      /^This letter is a non-binding expression of interest\.[\s\S]*Mountain Time \(America\/Denver\)/,
    );
    const jsonFile = await request(bff.app)
      .get(GENERATE)
      .query({ id: letter.id, output_type: 'json', download: 'true' })
      .set('Cookie', ada)
      .expect(200);
    expect(jsonFile.headers['content-disposition']).toBe(
      `attachment; filename=OfferLetter_${letter.id}.json`,
    );
    expect(JSON.parse(jsonFile.text)).toEqual(json.body);

    // Bad values are 400 in plain words; another user's letter (and a letter that is not one) 404.
    const bad = await request(bff.app)
      .get(GENERATE)
      .query({ id: letter.id, download: 'yes', output_type: 'docx' })
      .set('Cookie', ada)
      .expect(400);
    expect(bad.body.fields).toEqual({
      download: 'download must be true or false',
      output_type: 'output_type must be pdf or json',
    });
    const badId = await request(bff.app)
      .get(GENERATE)
      .query({ id: 'letter-1' })
      .set('Cookie', ada)
      .expect(400);
    expect(badId.body.fields).toEqual({ id: 'id must be the id of one of your offer letters' });
    const bob = await buyer('Bob Other');
    await request(bff.app).get(GENERATE).query({ id: letter.id }).set('Cookie', bob).expect(404);
    await request(bff.app)
      .get(GENERATE)
      .query({ id: letter.id, output_type: 'json' })
      .set('Cookie', bob)
      .expect(404);
    await request(bff.app).get(GENERATE).query({ id: crypto.randomUUID() }).set('Cookie', ada).expect(404);
    await request(bff.app).get(GENERATE).query({ id: letter.id }).expect(401);
  }, 90_000);
});
