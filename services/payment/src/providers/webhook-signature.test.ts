import { newWebhookSecret, signatureFor, verifiedEvent, WebhookSignatureError } from './webhook-signature';

const secret = 'whsec_unit_test_secret';
const payload = JSON.stringify({ id: 'evt_1', object: 'event', type: 'payment_intent.succeeded', data: {} });

describe('webhook signatures (the stripe package helpers)', () => {
  it('verifies what it signed, over the exact bytes', () => {
    const event = verifiedEvent(Buffer.from(payload), signatureFor(payload, secret), secret);
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it('writes the header as Stripe does: t=<unix seconds>,v1=<hex HMAC>', () => {
    expect(signatureFor(payload, secret, 1_700_000_000)).toMatch(/^t=1700000000,v1=[0-9a-f]{64}$/);
  });

  it('refuses another secret, an altered body, a stale timestamp and no signature', () => {
    const signature = signatureFor(payload, secret);
    expect(() => verifiedEvent(Buffer.from(payload), signature, 'whsec_other')).toThrow(
      WebhookSignatureError,
    );
    const altered = payload.replace('evt_1', 'evt_2');
    expect(() => verifiedEvent(Buffer.from(altered), signature, secret)).toThrow(WebhookSignatureError);
    // Stripe's tolerance is five minutes: a header from an hour ago is a replay.
    const stale = signatureFor(payload, secret, Math.floor(Date.now() / 1000) - 3600);
    expect(() => verifiedEvent(Buffer.from(payload), stale, secret)).toThrow(WebhookSignatureError);
    expect(() => verifiedEvent(Buffer.from(payload), '', secret)).toThrow(WebhookSignatureError);
    expect(() => verifiedEvent(Buffer.from(payload), 'garbage', secret)).toThrow(WebhookSignatureError);
  });

  it('also verifies a body whose JSON is reformatted only if it is re-signed', () => {
    const pretty = JSON.stringify(JSON.parse(payload), null, 2);
    expect(() => verifiedEvent(Buffer.from(pretty), signatureFor(payload, secret), secret)).toThrow(
      WebhookSignatureError,
    );
    expect(verifiedEvent(Buffer.from(pretty), signatureFor(pretty, secret), secret)).toMatchObject({
      id: 'evt_1',
    });
  });

  it("makes fresh secrets shaped like Stripe's", () => {
    const first = newWebhookSecret();
    expect(first).toMatch(/^whsec_[A-Za-z0-9_-]{32}$/);
    expect(newWebhookSecret()).not.toBe(first);
  });
});
