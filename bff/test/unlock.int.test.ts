import { status } from '@grpc/grpc-js';
import request from 'supertest';
import { CSRF, DEAD_ADDRESS, signedIn, startBff, type TestBff } from './support/bff';
import { crash, fail, signWebhook } from './support/downstream';
import { addProperty, unlock } from './support/properties';

const APPROVED_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

let bff: TestBff;
beforeAll(async () => {
  bff = await startBff();
});
afterAll(() => bff.close());
afterEach(() => {
  bff.downstream.payment.faults.clear();
  bff.downstream.payment.gateway = 'offline';
});

function createPayment(cookie: string, propertyId: string, amount: unknown = 99) {
  return request(bff.app)
    .post('/api/stripe/create-payment')
    .set(CSRF)
    .set('Cookie', cookie)
    .send({ amount, propertyId });
}

function confirm(cookie: string, body: object) {
  return request(bff.app).post('/api/stripe/offline/confirm').set(CSRF).set('Cookie', cookie).send(body);
}

describe('GET /api/stripe/options', () => {
  it('names the offline gateway and the price', async () => {
    const { cookie } = await signedIn(bff);
    await request(bff.app)
      .get('/api/stripe/options')
      .set('Cookie', cookie)
      .expect(200, { gateway: 'offline', publishable_key: null, unlock_price_cents: 9900 });
  });

  it("gives Stripe's publishable key when Stripe is the gateway", async () => {
    const { cookie } = await signedIn(bff);
    bff.downstream.payment.gateway = 'stripe';
    await request(bff.app)
      .get('/api/stripe/options')
      .set('Cookie', cookie)
      .expect(200, { gateway: 'stripe', publishable_key: 'pk_test_bff', unlock_price_cents: 9900 });
  });
});

describe('POST /api/stripe/create-payment', () => {
  it.each([99, 9900])('amount %p -> the client secret of one reused payment', async (amount) => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const first = await createPayment(cookie, property.id, amount).expect(200);
    expect(first.body).toEqual({ clientSecret: expect.stringMatching(/^pi_[0-9a-f]+_secret_[0-9a-f]+$/) });
    const again = await createPayment(cookie, property.id, amount).expect(200);
    expect(again.body.clientSecret).toBe(first.body.clientSecret);
  });

  it.each([1, 98, 100, 990, 9899, 9901, 0, -99, '99', null])(
    'amount %p -> 400, nothing sent',
    async (amount) => {
      const { cookie } = await signedIn(bff);
      const property = await addProperty(bff, cookie);
      await createPayment(cookie, property.id, amount).expect(400, {
        error: 'invalid_request',
        message: 'The unlock costs $99.00',
        fields: { amount: 'The unlock costs $99.00' },
      });
      expect(bff.downstream.payment.payments.filter((p) => p.propertyId === property.id)).toEqual([]);
    },
  );

  it("puts the service's amount_cents and property_id violations on the spec's amount and propertyId", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.payment.faults.set(
      'createPayment',
      fail(status.INVALID_ARGUMENT, 'The unlock costs $99.00', {
        amount_cents: 'The unlock costs $99.00',
        property_id: 'Property not found',
      }),
    );
    await createPayment(cookie, property.id).expect(400, {
      error: 'invalid_request',
      message: 'The unlock costs $99.00',
      fields: { amount: 'The unlock costs $99.00', propertyId: 'Property not found' },
    });
  });

  it('an unlocked property is 409', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    unlock(bff, property.id);
    await createPayment(cookie, property.id).expect(409, {
      error: 'conflict',
      message: 'This property is already unlocked.',
    });
  });

  it('needs a session and the CSRF header', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    await request(bff.app)
      .post('/api/stripe/create-payment')
      .set(CSRF)
      .send({ amount: 99, propertyId: property.id })
      .expect(401);
    await request(bff.app)
      .post('/api/stripe/create-payment')
      .set('Cookie', cookie)
      .send({ amount: 99, propertyId: property.id })
      .expect(403);
  });

  it('is 503 when the payment provider is unavailable (the SPA says "Failed to fetch payment intent")', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    bff.downstream.payment.faults.set('createPayment', fail(status.UNAVAILABLE, 'stripe down'));
    await createPayment(cookie, property.id).expect(503);
  });
});

describe('POST /api/stripe/offline/confirm', () => {
  it('4242 succeeds, the property unlocks and payment-status says succeeded', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const { clientSecret } = (await createPayment(cookie, property.id).expect(200)).body;
    await request(bff.app)
      .get(`/api/stripe/payment-status?property_id=${property.id}`)
      .set('Cookie', cookie)
      .expect(200, { status: 'requires_payment_method' });
    await confirm(cookie, {
      client_secret: clientSecret,
      card_number: APPROVED_CARD,
      expiry: '12/34',
      cvc: '123',
    }).expect(200, {
      status: 'succeeded',
    });
    await request(bff.app)
      .get(`/api/stripe/payment-status?property_id=${property.id}`)
      .set('Cookie', cookie)
      .expect(200, { status: 'succeeded' });
    const got = await request(bff.app).get(`/api/properties/${property.id}`).set('Cookie', cookie);
    expect(got.body.property.is_unlocked).toBe(true);
  });

  it("a declined card is 402 with the card's own message", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const { clientSecret } = (await createPayment(cookie, property.id).expect(200)).body;
    await confirm(cookie, {
      client_secret: clientSecret,
      card_number: DECLINED_CARD,
      expiry: '12/34',
      cvc: '123',
    }).expect(402, {
      error: 'card_declined',
      message: 'Your card was declined.',
    });
    await request(bff.app)
      .get(`/api/stripe/payment-status?property_id=${property.id}`)
      .set('Cookie', cookie)
      .expect(200, { status: 'requires_payment_method' });
  });

  it("an invalid card is 400 on the field with the card form's words", async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const { clientSecret } = (await createPayment(cookie, property.id).expect(200)).body;
    await confirm(cookie, {
      client_secret: clientSecret,
      card_number: '1234 5678',
      expiry: '12/34',
      cvc: '123',
    }).expect(400, {
      error: 'invalid_request',
      message: 'Your card number is invalid.',
      fields: { card_number: 'Your card number is invalid.' },
    });
    await confirm(cookie, {
      client_secret: clientSecret,
      card_number: '',
      expiry: '12/34',
      cvc: '123',
    }).expect(400, {
      error: 'invalid_request',
      message: 'Your card number is incomplete.',
      fields: { card_number: 'Your card number is incomplete.' },
    });
  });

  it("another buyer's client secret is 404", async () => {
    const owner = await signedIn(bff);
    const other = await signedIn(bff);
    const property = await addProperty(bff, owner.cookie);
    const { clientSecret } = (await createPayment(owner.cookie, property.id).expect(200)).body;
    await confirm(other.cookie, {
      client_secret: clientSecret,
      card_number: APPROVED_CARD,
      expiry: '12/34',
      cvc: '123',
    }).expect(404, { error: 'not_found', message: 'Payment not found' });
  });

  it('is 404 unless the offline gateway is active', async () => {
    const { cookie } = await signedIn(bff);
    bff.downstream.payment.gateway = 'stripe';
    await confirm(cookie, {
      client_secret: 'pi_1_secret_2',
      card_number: APPROVED_CARD,
      expiry: '12/34',
      cvc: '1',
    }).expect(404, { error: 'not_found', message: 'The offline card form is not enabled' });
  });

  it('never writes the card number (or the CVC) to a log, whatever happens', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    const { clientSecret } = (await createPayment(cookie, property.id).expect(200)).body;
    const card = (cardNumber: string) => ({
      client_secret: clientSecret,
      card_number: cardNumber,
      expiry: '12/34',
      cvc: '987',
    });
    bff.logs.length = 0;
    await confirm(cookie, card(DECLINED_CARD)).expect(402);
    await confirm(cookie, card('4111 1111 1111 1112')).expect(400);
    // Malformed JSON quoting the number: body-parser errors carry the raw body.
    await request(bff.app)
      .post('/api/stripe/offline/confirm')
      .set(CSRF)
      .set('Cookie', cookie)
      .type('json')
      .send(`{"client_secret":"${clientSecret}","card_number":"4242424242424242","cvc":"987",}`)
      .expect(400, { error: 'invalid_request', message: 'Malformed JSON body' });
    // Unexpected failures downstream are logged, but without anything from the request.
    bff.downstream.payment.faults.set('confirmOfflinePayment', crash());
    await confirm(cookie, card('4000 0000 0000 9995')).expect(500);
    bff.downstream.payment.faults.set('confirmOfflinePayment', fail(status.UNAVAILABLE, 'down'));
    await confirm(cookie, card('5555 5555 5555 4444')).expect(503);
    bff.downstream.payment.faults.clear();
    await confirm(cookie, card(APPROVED_CARD)).expect(200);

    // Random ids, clock readings and durations may contain any digits; what matters is every other byte logged.
    const log = bff.logs
      .join('\n')
      .replace(/"(requestId|userId|time|durationMs)":("[^"]*"|[\d.]+)/g, '"$1":"…"');
    expect(log).toMatch(/"route":"\/api\/stripe\/offline\/confirm"/);
    expect(log).toMatch(/request failed unexpectedly/);
    for (const secret of ['4242', '4000 0000', '4000000000000002', '4111', '5555', '9995', '987'])
      expect(log).not.toContain(secret);
    expect(log).not.toContain(clientSecret);
  });
});

describe('GET /api/stripe/payment-status', () => {
  it('is 404 without a payment and 400 without a property id', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    await request(bff.app)
      .get(`/api/stripe/payment-status?property_id=${property.id}`)
      .set('Cookie', cookie)
      .expect(404, { error: 'not_found', message: 'Payment not found' });
    const missing = await request(bff.app)
      .get('/api/stripe/payment-status')
      .set('Cookie', cookie)
      .expect(400);
    expect(missing.body.fields).toEqual({ property_id: 'Property not found' });
  });
});

describe('POST /api/stripe/webhook', () => {
  // Whitespace, key order and non-ASCII that any JSON round trip would change.
  const rawEvent = (intentId: string, eventId: string) =>
    `{\n  "id":"${eventId}",   "type": "payment_intent.succeeded",\n  "data": {"object": {"id": "${intentId}",` +
    ` "amount": 9900, "metadata": {"note": "caf\u00e9 \u2713 \\u00e9"}}}, "livemode": false }\n`;

  it('forwards the raw body and the Stripe-Signature header byte for byte, without session or CSRF', async () => {
    const { cookie } = await signedIn(bff);
    const property = await addProperty(bff, cookie);
    await createPayment(cookie, property.id).expect(200);
    const payment = bff.downstream.payment.payments.find((p) => p.propertyId === property.id)!;
    const body = Buffer.from(rawEvent(payment.intentId, `evt_${payment.id}`), 'utf8');
    const signature = signWebhook(body);
    const before = bff.downstream.payment.webhooks.length;

    await request(bff.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json; charset=utf-8')
      .set('Stripe-Signature', signature)
      // A string goes out as its UTF-8 bytes as is (superagent would JSON-encode a Buffer sent as JSON).
      .send(body.toString('utf8'))
      .expect(200, { processed: true });

    const received = bff.downstream.payment.webhooks.slice(before);
    expect(received).toHaveLength(1);
    expect(received[0]!.payload.equals(body)).toBe(true);
    expect(received[0]!.signature).toBe(signature);
    const got = await request(bff.app).get(`/api/properties/${property.id}`).set('Cookie', cookie);
    expect(got.body.property.is_unlocked).toBe(true);

    // A replay is accepted but not processed again.
    await request(bff.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signature)
      .send(body.toString('utf8'))
      .expect(200, { processed: false });
  });

  it('forwards bytes that are not even JSON (or UTF-8) unchanged', async () => {
    const body = Buffer.from([0xff, 0xfe, 0x00, 0x7b, 0x0a]);
    const before = bff.downstream.payment.webhooks.length;
    await request(bff.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/octet-stream')
      .set('Stripe-Signature', signWebhook(body))
      .send(body)
      .expect(400);
    expect(bff.downstream.payment.webhooks[before]!.payload.equals(body)).toBe(true);
  });

  it('a bad or missing signature is 400', async () => {
    const body = rawEvent('pi_unknown', 'evt_forged');
    for (const signature of [signWebhook(body, 'whsec_someone_else'), signWebhook(`${body} `), undefined]) {
      const call = request(bff.app).post('/api/stripe/webhook').set('Content-Type', 'application/json');
      if (signature) call.set('Stripe-Signature', signature);
      await call.send(body).expect(400, {
        error: 'invalid_request',
        message: 'The webhook signature is invalid',
        fields: { signature: 'The webhook signature is invalid' },
      });
    }
    expect(bff.downstream.payment.webhooks.at(-1)!.signature).toBe('');
  });

  it('refuses a body over its limit with 413 before calling the service', async () => {
    const before = bff.downstream.payment.webhooks.length;
    const body = `{"pad":"${'x'.repeat(300 * 1024)}"}`;
    const response = await request(bff.app)
      .post('/api/stripe/webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signWebhook(body))
      .send(body)
      .expect(413);
    expect(response.body).toEqual({
      error: 'payload_too_large',
      message: 'Request body is too large (the limit is 256 kB)',
    });
    expect(bff.downstream.payment.webhooks).toHaveLength(before);
  });

  it('a session cookie is neither needed nor used', async () => {
    const { cookie } = await signedIn(bff);
    const body = rawEvent('pi_none', 'evt_with_cookie');
    await request(bff.app)
      .post('/api/stripe/webhook')
      .set('Cookie', cookie)
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', signWebhook(body))
      .send(body)
      .expect(200, { processed: true });
  });
});

describe('readiness and the OpenAPI document', () => {
  it('readiness includes the payment service', async () => {
    const down = await startBff({ addresses: { payment: DEAD_ADDRESS } }, bff.downstream);
    try {
      const response = await request(down.app).get('/readyz').expect(503);
      expect(response.body.checks).toMatchObject({ identity: 'ok', property: 'ok', notifications: 'ok' });
      expect(response.body.checks.payment).not.toBe('ok');
    } finally {
      await down.close();
    }
  });

  it('documents every new route', async () => {
    const { body } = await request(bff.app).get('/api/openapi.json').expect(200);
    const operations = Object.entries(body.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'get /api/properties/sample',
        'patch /api/properties/{id}',
        'post /api/property/streetview',
        'post /api/property/get-property-by-address',
        'get /api/stripe/options',
        'post /api/stripe/create-payment',
        'post /api/stripe/offline/confirm',
        'get /api/stripe/payment-status',
        'post /api/stripe/webhook',
      ]),
    );
    const webhook = body.paths['/api/stripe/webhook'].post;
    expect(webhook.security).toEqual([]);
    expect(webhook.parameters).toEqual([expect.objectContaining({ name: 'Stripe-Signature', in: 'header' })]);
    expect(Object.keys(webhook.requestBody.content)).toEqual(['application/json']);
    expect(body.paths['/api/stripe/offline/confirm'].post.responses['402']).toBeDefined();
    expect(body.paths['/api/property/delete-property'].post.responses['409']).toBeDefined();
  });
});
