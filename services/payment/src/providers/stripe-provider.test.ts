// The Stripe adapter against a local HTTP server that answers like the Stripe API does
// (https://docs.stripe.com/api/payment_intents/object): no network, the real SDK on both the request and the
// response side.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { ProviderUnavailableError } from './payment-provider';
import { StripeProvider } from './stripe-provider';

interface Recorded {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  form: URLSearchParams;
}

const INTENT_ID = 'pi_3MtwBwLkdIwHu7ix28a3tqPa';
const CLIENT_SECRET = `${INTENT_ID}_secret_YrKJUKribcBjcG8HVhfZluoGH`;

/** A PaymentIntent exactly as the API documents it (trimmed of fields the adapter ignores). */
function paymentIntent(status: string, metadata: Record<string, string>) {
  return {
    id: INTENT_ID,
    object: 'payment_intent',
    amount: 9900,
    amount_capturable: 0,
    amount_received: status === 'succeeded' ? 9900 : 0,
    automatic_payment_methods: { enabled: true },
    capture_method: 'automatic',
    client_secret: CLIENT_SECRET,
    confirmation_method: 'automatic',
    created: 1680800504,
    currency: 'usd',
    description: 'Homeward property unlock',
    last_payment_error: null,
    latest_charge: null,
    livemode: false,
    metadata,
    payment_method: null,
    payment_method_types: ['card', 'link'],
    status,
  };
}

let server: http.Server;
let port: number;
const requests: Recorded[] = [];
let answer: (request: Recorded) => { status: number; body: unknown } = () => ({ status: 500, body: {} });

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const recorded = {
        method: req.method ?? '',
        path: url.pathname,
        headers: req.headers,
        form: new URLSearchParams(body),
      };
      requests.push(recorded);
      const { status, body: json } = answer(recorded);
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': 'req_test' });
      res.end(JSON.stringify(json));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  requests.length = 0;
});

const provider = (apiPort = port) =>
  new StripeProvider({
    secretKey: 'sk_test_4eC39HqLyjWDarjtT1zdp7dc',
    webhookSecret: 'whsec_test',
    publishableKey: 'pk_test_TYooMQauvdEDq54NiTphI7jx',
    api: { host: '127.0.0.1', port: apiPort, protocol: 'http' },
    maxNetworkRetries: 0,
  });

const metadata = { payment_id: 'pay-1', property_id: 'prop-1', user_id: 'user-1' };
const newIntent = {
  paymentId: 'pay-1',
  propertyId: 'prop-1',
  userId: 'user-1',
  amountCents: 9900,
  currency: 'usd',
  idempotencyKey: 'homeward-unlock-pay-1-first',
};

describe('Stripe provider', () => {
  it('creates a PaymentIntent with the amount, currency, metadata and an idempotency key', async () => {
    answer = () => ({ status: 200, body: paymentIntent('requires_payment_method', metadata) });
    const intent = await provider().createIntent(newIntent);

    expect(intent).toEqual({
      id: INTENT_ID,
      clientSecret: CLIENT_SECRET,
      status: 'requires_payment_method',
      amountCents: 9900,
      currency: 'usd',
      metadata,
      lastError: null,
    });
    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request).toMatchObject({ method: 'POST', path: '/v1/payment_intents' });
    expect(request!.headers.authorization).toBe('Bearer sk_test_4eC39HqLyjWDarjtT1zdp7dc');
    expect(request!.headers['idempotency-key']).toBe('homeward-unlock-pay-1-first');
    expect(Object.fromEntries(request!.form)).toEqual({
      amount: '9900',
      currency: 'usd',
      'metadata[payment_id]': 'pay-1',
      'metadata[property_id]': 'prop-1',
      'metadata[user_id]': 'user-1',
      'automatic_payment_methods[enabled]': 'true',
      description: 'Homeward property unlock',
    });
  });

  it('retrieves an intent for its status', async () => {
    answer = () => ({ status: 200, body: paymentIntent('succeeded', metadata) });
    const intent = await provider().retrieveIntent(INTENT_ID);
    expect(intent).toMatchObject({ id: INTENT_ID, status: 'succeeded', amountCents: 9900 });
    expect(requests[0]).toMatchObject({ method: 'GET', path: `/v1/payment_intents/${INTENT_ID}` });
  });

  it('reports Stripe errors on its side and unreachable Stripe as unavailable', async () => {
    answer = () => ({
      status: 500,
      body: { error: { type: 'api_error', message: 'Something went wrong on our end.' } },
    });
    await expect(provider().retrieveIntent(INTENT_ID)).rejects.toBeInstanceOf(ProviderUnavailableError);

    const closed = http.createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const closedPort = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(provider(closedPort).retrieveIntent(INTENT_ID)).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });

  it('lets a request Stripe refuses (our mistake, e.g. a bad key) surface as what it is', async () => {
    answer = () => ({
      status: 401,
      body: { error: { type: 'invalid_request_error', message: 'Invalid API Key provided: sk_test_****' } },
    });
    const failure = await provider()
      .createIntent(newIntent)
      .catch((error: unknown) => error);
    expect(failure).not.toBeInstanceOf(ProviderUnavailableError);
    expect((failure as Error).message).toContain('Invalid API Key');
  });

  it('exposes the publishable key and webhook secret it was given', () => {
    expect(provider()).toMatchObject({
      name: 'stripe',
      publishableKey: 'pk_test_TYooMQauvdEDq54NiTphI7jx',
      webhookSecret: 'whsec_test',
    });
  });
});
